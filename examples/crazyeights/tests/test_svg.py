"""The Crazy Eights drawing (tablegames_crazyeights.svg): a game of another distribution draws
its table through the ``drawing`` hook with tablegames' kit, and its pictures keep tablegames'
promises: sound SVG, the same bytes for the same input, nothing a seat may not see (rule 11).
"""

from __future__ import annotations

import itertools
import json
import re
import xml.etree.ElementTree as ElementTree

import pytest
import tablegames
from tablegames.core.svg import has_drawing, svg_problems
from tablegames.testing import check_game

from playouts import VARIANTS, playout
from tablegames_crazyeights import GAME, CrazyEightsState, PlayCard, PlayEight, legal_moves
from tablegames_crazyeights.cards import CARD_TEXT

SVG = "{http://www.w3.org/2000/svg}"
PLAYERS = [2, 3, 4, 5]


def classed(root: ElementTree.Element, name: str) -> list[ElementTree.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def states(players: int, seed: int) -> list[CrazyEightsState]:
    return list(playout(players, seed, VARIANTS["to_100"]))


@pytest.mark.parametrize("players", PLAYERS)
def test_every_picture_of_a_game_is_sound_and_described(players: int) -> None:
    """The state, each seat's view and a spectator's, at a dozen states spread over a game of
    rounds (its last included)."""
    played = states(players, 5)
    chosen = [*played[:: max(1, len(played) // 12)], played[-1]]
    drawn = 0
    for state in chosen:
        for obj in (state, *(tablegames.view(state, s) for s in [*range(players), None])):
            picture = tablegames.to_svg(obj)
            assert not svg_problems(picture), (obj, svg_problems(picture))
            root = ElementTree.fromstring(picture)
            assert root.findtext(f"{SVG}desc") == tablegames.render(obj)
            ids = [e.get("id") for e in root.iter() if e.get("id")]
            assert len(ids) == len(set(ids))
            drawn += 1
    assert drawn >= 12 * (players + 2)


def test_the_picture_numbers_seats_from_1() -> None:
    """Numbers people read count from 1, as in the game's words and render: each seat's row,
    the seat to play and this turn's log name seat ``s`` as "Seat s+1"."""
    played = states(3, 2)
    state = played[4]
    seen = tablegames.view(state, 1)
    root = ElementTree.fromstring(tablegames.to_svg(seen))
    for seat in range(3):
        row = root.find(f".//*[@data-seat='{seat}']")
        assert row is not None
        label = f"Seat {seat + 1}" + (" (you)" if seat == 1 else "")
        assert label in [t.text for t in row.iter(f"{SVG}text")]
    texts = [t.text or "" for t in root.iter(f"{SVG}text")]
    assert f"Round {seen.round}: seat {seen.to_act + 1} to play" in texts
    mover = played[3].to_act
    assert any(t.startswith(f"Seat {mover + 1} ") for t in texts), texts


def test_a_view_shows_only_the_viewers_hand() -> None:
    """Rule 11: the viewer's cards face up, the others' as backs; the state shows them all."""
    state = states(4, 2)[5]
    seen = tablegames.view(state, 1)
    root = ElementTree.fromstring(tablegames.to_svg(seen))
    hand = [e.get("data-card") for e in classed(root, "tg-hand")]
    assert hand == [CARD_TEXT[card] for card in state.hands[1]]
    for seat in (0, 2, 3):
        row = root.find(f".//*[@data-seat='{seat}']")
        assert row is not None
        assert not classed(row, "tg-card")
    everything = ElementTree.fromstring(tablegames.to_svg(state))
    assert len(classed(everything, "tg-hand")) == sum(map(len, state.hands))


def test_the_cards_and_buttons_of_legal_moves_are_marked() -> None:
    """The cards a move of the seat to play plays are tg-legal, and Draw is lit when legal."""
    for state in states(3, 4)[:30]:
        seat = tablegames.current_player(state)
        assert seat is not None
        root = ElementTree.fromstring(tablegames.to_svg(state, seat))
        moves = legal_moves(state, seat)
        playable = {CARD_TEXT[m.card] for m in moves if isinstance(m, (PlayCard, PlayEight))}
        marked = {
            e.get("data-card") for e in classed(root, "tg-hand") if "tg-legal" in e.get("class", "")
        }
        assert marked == playable
        lit = {  # each button says which moves it stands for: partial move documents
            pattern["type"]
            for e in classed(root, "tg-action")
            if "tg-legal" in e.get("class", "")
            for pattern in json.loads(e.get("data-match", "[]"))
        }
        assert lit == {type(m).__name__.lower() for m in moves} - {"playcard", "playeight"}


def test_once_the_game_is_over_every_hand_is_shown() -> None:
    """Rule 11.3: the last round's end shows every hand, and so does every seat's picture."""
    state = states(3, 7)[-1]
    assert tablegames.is_over(state)
    root = ElementTree.fromstring(tablegames.to_svg(state, 0))
    assert len(classed(root, "tg-hand")) == sum(map(len, state.hands))


def test_the_same_input_gives_the_same_bytes_and_jupyter_shows_it() -> None:
    state = states(2, 3)[10]
    again = tablegames.from_json(tablegames.to_json(state))
    assert tablegames.to_svg(state, 1) == tablegames.to_svg(again, 1)
    assert has_drawing(GAME)
    # A notebook's pictures each get ids of their own (tg1, tg2...); apart from them, the
    # picture is to_svg's.
    assert re.sub(r'id="tg[0-9]+', 'id="tg', state._repr_svg_()) == tablegames.to_svg(state)
    seen = tablegames.view(state, 0)
    assert re.sub(r'id="tg[0-9]+', 'id="tg', seen._repr_svg_()) == tablegames.to_svg(seen)


@pytest.mark.parametrize("players", PLAYERS)
def test_drawings_leak_nothing(players: int) -> None:
    """The conformance kit's twin check on drawings, one seat's picture on every checked state."""
    report = check_game("crazyeights", seeds=[players], players=players, every=5, draw_every=1)
    assert report.drawings == report.states > 5


def test_the_middle_tells_the_last_play_as_just_now() -> None:
    """A turn's events begin with the move that ended the one before (the state's ``events``),
    so the middle's log is headed "Just now", not "This turn": after seat s plays, the next
    seat's picture tells that play there, and the player's own picture says "You played"."""
    played = states(3, 2)
    for before, after in itertools.pairwise(played):
        if before.to_act is None or after.to_act is None or after.round != before.round:
            continue
        mover = before.to_act
        if after.to_act == mover or not after.discard or after.discard == before.discard:
            continue
        middle = classed(
            ElementTree.fromstring(tablegames.to_svg(after, after.to_act)), "tg-middle"
        )
        lines = [t.text or "" for t in middle[0].iter(f"{SVG}text")]
        assert "Just now" in lines
        assert "This turn" not in lines
        assert any(line.startswith(f"Seat {mover + 1} played") for line in lines), lines
        own = ElementTree.fromstring(tablegames.to_svg(after, mover))
        assert any((t.text or "").startswith("You played") for t in own.iter(f"{SVG}text"))
        return
    raise AssertionError("no play passed the turn on: the check did not bite")


def test_the_last_move_marks_the_card_played() -> None:
    """``to_svg(..., last_move=True)``: the card just played is marked on the discard pile
    (rule 4), for every seat alike; a draw (rule 5) marks nothing; without the option, nothing."""
    played = states(3, 2)
    checked = 0
    for before, after in itertools.pairwise(played):
        if after.round != before.round or after.discard == before.discard:
            continue
        for seat in range(after.players):
            root = ElementTree.fromstring(tablegames.to_svg(after, seat, last_move=True))
            (mark,) = classed(root, "tg-last-move")
            assert mark.get("data-card") == CARD_TEXT[after.discard[-1]]
            assert not classed(
                ElementTree.fromstring(tablegames.to_svg(after, seat)), "tg-last-move"
            )
        checked += 1
    assert checked > 3
    drew = next(s for s in played if s.events and type(s.events[-1]).__name__ == "CardDrawn")
    assert not classed(
        ElementTree.fromstring(tablegames.to_svg(drew, last_move=True)), "tg-last-move"
    )
