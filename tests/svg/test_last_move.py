"""``to_svg(..., last_move=True)`` marks what the most recent move changed, on the element
that shows it, and only what the picture's viewer saw; without it the picture is unchanged."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree
from typing import Any

import pytest

import tablegames
from tablegames.core.errors import ConfigError
from tablegames.core.svg import can_mark_last_move, svg_problems
from tests.svg.helpers import GAMES, drawings, positions, with_class

SVG = "{http://www.w3.org/2000/svg}"


def marks(picture: str) -> list[ElementTree.Element]:
    return with_class(ElementTree.fromstring(picture), "tg-last-move")


def play_until(state: Any, wanted: Any) -> Any:
    """Play the first legal move until ``wanted(move)`` holds, then play that move too."""
    while not tablegames.is_over(state):
        moves = tablegames.legal_moves(state)
        chosen = next((m for m in moves if wanted(m)), None)
        state = tablegames.apply(state, chosen if chosen is not None else moves[0])
        if chosen is not None:
            return state
    raise AssertionError("the game ended before the move")


def test_off_by_default_and_the_same_bytes() -> None:
    state = tablegames.new_game("saboteur", players=4, seed=3)
    state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    assert tablegames.to_svg(state, 0) == tablegames.to_svg(state, 0, last_move=False)
    assert not marks(tablegames.to_svg(state, 0))
    assert marks(tablegames.to_svg(state, 0, last_move=True))


@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_marks_nothing(game: str) -> None:
    state = tablegames.new_game(game, players=tablegames.GAMES[game].min_players, seed=1)
    assert not marks(tablegames.to_svg(state, 0, last_move=True))


def test_saboteur_marks_the_card_placed() -> None:
    """Saboteur §4: a path card is placed on the maze; the mark is on its cell."""
    state = tablegames.new_game("saboteur", players=4, seed=3)
    move = next(m for m in tablegames.legal_moves(state) if type(m).__name__ == "PlacePath")
    after = tablegames.apply(state, move)
    for seat in (None, 0, 1, 2):
        picture = tablegames.to_svg(after, seat, last_move=True)
        (mark,) = marks(picture)
        assert mark.get("data-cell") == f"{move.x},{move.y}"
        title = "".join(mark.find(f"{SVG}title").itertext())  # type: ignore[union-attr]
        assert title.startswith("last move: ")
        assert "placed" in title
        assert ("you placed" in title) == (seat == move.player)
        assert "last move" in "".join(mark.itertext())  # a word, not a colour alone


def test_saboteur_marks_the_tool_broken() -> None:
    """Saboteur §5: a broken-tool card lies in front of its target; the mark is there."""
    state = tablegames.new_game("saboteur", players=4, seed=3)
    after = play_until(state, lambda m: type(m).__name__ == "BreakTool")
    broke = next(e for e in reversed(after.events) if type(e).__name__ == "ToolBroken")
    (mark,) = marks(tablegames.to_svg(after, 0, last_move=True))
    assert mark.get("data-seat") == str(broke.target)


def test_saboteur_a_discard_marks_nothing() -> None:
    """Saboteur §6: a card discarded face down shows nothing on the table to mark."""
    state = tablegames.new_game("saboteur", players=4, seed=3)
    after = play_until(state, lambda m: type(m).__name__ == "Discard")
    for seat in (None, 0, 1):
        assert not marks(tablegames.to_svg(after, seat, last_move=True))


def test_aluette_marks_the_card_played_then_in_the_last_trick() -> None:
    """Aluette §6: each seat plays a card to the trick; the mark follows the last card played
    into the last trick when it completes the trick."""
    state = tablegames.new_game("aluette", players=4, seed=7)
    state = play_until(state, lambda m: type(m).__name__ == "PlayCard")
    played = state.events[-1]
    (mark,) = marks(tablegames.to_svg(state, 2, last_move=True))
    assert mark.get("data-card") == str(played.card)
    assert mark.get("data-seat") == str(played.player)
    completed = False
    while not completed:
        state = play_until(state, lambda m: type(m).__name__ == "PlayCard")
        completed = type(state.events[-1]).__name__ == "TrickCompleted"
    last = next(e for e in reversed(state.events) if type(e).__name__ == "CardPlayed")
    root = ElementTree.fromstring(tablegames.to_svg(state, last_move=True))
    (mark,) = with_class(root, "tg-last-move")
    assert mark.get("data-card") == str(last.card)
    assert any(e.get("data-card") == str(last.card) for e in with_class(root, "tg-last-trick"))


def test_ten_marks_the_card_drawn() -> None:
    """TEN §5.3: the active player draws cards to the draw row one at a time."""
    state = tablegames.new_game("ten", players=3, seed=1)
    after = tablegames.apply(state, tablegames.legal_moves(state)[0])
    drawn = after.events[-1]
    assert type(drawn).__name__ == "CardDrawn"
    for seat in (None, 0, 1, 2):
        (mark,) = marks(tablegames.to_svg(after, seat, last_move=True))
        assert mark.get("data-card") == str(drawn.card)


def test_ten_marks_the_card_collected() -> None:
    """TEN §5.7: a card bought goes to the buyer's collection once paid for."""
    state = tablegames.new_game("ten", players=3, seed=5)
    rng = random.Random(1)
    while not any(type(e).__name__ == "CardCollected" for e in state.events[-2:]):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    collected = next(e for e in reversed(state.events) if type(e).__name__ == "CardCollected")
    root = ElementTree.fromstring(tablegames.to_svg(state, 0, last_move=True))
    (mark,) = with_class(root, "tg-last-move")
    assert mark.get("data-card") == str(collected.card)
    seat = root.find(f".//*[@id='tg-seat-{collected.player}']")
    assert seat is not None
    assert mark in list(seat.iter())


@pytest.mark.parametrize("game", GAMES)
def test_marked_pictures_are_sound_and_mark_at_most_once(game: str) -> None:
    for state in positions(game, 12, seed=4):
        for who, picture in drawings(state):
            plain = tablegames.to_svg(state) if who == "state" else None
            marked = (
                tablegames.to_svg(state, last_move=True)
                if who == "state"
                else tablegames.to_svg(tablegames.view(state, None), last_move=True)
                if who == "spectator"
                else tablegames.to_svg(state, int(who.split()[1]), last_move=True)
            )
            assert svg_problems(marked) == []
            assert len(marks(marked)) <= 1
            assert plain is None or plain == picture


def test_a_game_whose_drawing_takes_no_last_move() -> None:
    from tests.svg.test_leaks import drawn_toy

    picture = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" id="{}"/>'
    game = drawn_toy("toy_drawn_unmarked", lambda obj, prefix: picture.format(prefix))
    try:
        state = tablegames.new_game("toy_drawn_unmarked", players=2, seed=1)
        assert not can_mark_last_move(game)
        assert tablegames.to_svg(state) == picture.format("tg")
        with pytest.raises(ConfigError, match="cannot mark the last move"):
            tablegames.to_svg(state, last_move=True)
    finally:
        tablegames.core.registry.unregister("toy_drawn_unmarked")


def test_last_move_must_be_a_bool() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(ConfigError, match="last_move"):
        tablegames.to_svg(state, last_move=1)  # type: ignore[arg-type]
