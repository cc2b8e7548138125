"""Issue 13: short, consistent reprs (python-chess style) for states, views and cards.

States and views repr as ``<AluetteState deal 2, trick 5, player 1 to play>``: the game, where
it stands and who acts, never the history or a hidden card (a view's repr is printed in logs).
Cards of every game repr as ``parse_card('<text>')``, which evaluates back to the card with the
game's ``parse_card`` in scope.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest

import tablegames
from tablegames.agents import RandomAgent, play

SEATS = {"aluette": 4, "saboteur": 3, "ten": 2}
STATE = {
    "aluette": r"<AluetteState deal \d, (trick \d, )?player \d to [a-z ]+>",
    "saboteur": r"<SaboteurState round \d, player \d+ to (play|choose gold)>",
    "ten": r"<TenState turn \d+, player \d to [a-z ()]+>",
}


def _states(game: str) -> list[Any]:
    """The states of one random game (every 7th move) and its end."""
    state = tablegames.new_game(game, players=SEATS[game], seed=5)
    agents = [RandomAgent(seat) for seat in range(SEATS[game])]
    states = [state]
    while not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        assert seat is not None
        state = tablegames.apply(
            state, agents[seat].choose(tablegames.view(state, seat), tablegames.legal_moves(state))
        )
        if len(state.history) % 7 == 0:
            states.append(state)
    return [*states, state]


def test_the_reprs_of_new_games() -> None:
    aluette = tablegames.new_game("aluette", players=4, seed=3)
    assert repr(aluette) == "<AluetteState deal 1, player 1 to vote on the chant>"
    assert repr(tablegames.view(aluette, 0)) == (
        "<AluetteView of player 0, deal 1, player 1 to vote on the chant>"
    )
    saboteur = tablegames.new_game("saboteur", players=3, seed=3)
    assert repr(saboteur) == "<SaboteurState round 1, player 0 to play>"
    assert repr(tablegames.view(saboteur, None)) == (
        "<SaboteurView of a spectator, round 1, player 0 to play>"
    )
    ten = tablegames.new_game("ten", players=2, seed=3)
    assert repr(ten) == "<TenState turn 1, player 0 to draw>"
    assert repr(tablegames.view(ten, 1)) == "<TenView of player 1, turn 1, player 0 to draw>"


def test_an_aluette_repr_counts_tricks_from_one() -> None:
    """The trick shown is the one being played, counted from 1 as render counts."""
    state = play(tablegames.new_game("aluette", players=4, seed=3), [RandomAgent(1)] * 4)
    assert repr(state) == "<AluetteState deal 5, over>"
    state = tablegames.new_game("aluette", players=4, seed=3)
    while state.phase.name != "PLAY" or len(state.tricks) < 4:
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    assert re.fullmatch(r"<AluetteState deal 1, trick 5, player \d to play>", repr(state))


@pytest.mark.parametrize("game", sorted(SEATS))
def test_state_and_view_reprs_are_short_and_say_who_acts(game: str) -> None:
    states = _states(game)
    name = type(states[0]).__name__
    for state in states[:-1]:
        text = repr(state)
        assert re.fullmatch(STATE[game], text), text
        seat = tablegames.current_player(state)
        assert f"player {seat} " in text
        for viewer in (None, *range(SEATS[game])):
            seen = repr(tablegames.view(state, viewer))
            who = "a spectator" if viewer is None else f"player {viewer}"
            # The view says what the state says, prefixed by whose view it is.
            assert seen == text.replace(f"<{name} ", f"<{name[:-5]}View of {who}, "), seen
            assert len(seen) < 80
    assert re.fullmatch(rf"<{name} (deal|round|turn) \d+, over>", repr(states[-1]))


@pytest.mark.parametrize("game", sorted(SEATS))
def test_reprs_hide_the_history(game: str) -> None:
    """The repr of a long game is as short as a new one's (it was ~10 kB after 30 moves)."""
    state = _states(game)[-1]
    assert len(state.history) > 100
    assert len(repr(state)) < 60
    assert "history" not in repr(state)


@pytest.mark.parametrize("game", sorted(SEATS))
def test_cards_of_every_game_repr_as_parse_card(game: str) -> None:
    """The one convention for cards: ``parse_card('<str of the card>')``, which evaluates to
    the same card; ``str`` stays the game's own text."""
    cards = importlib.import_module(f"tablegames.{game}.cards")
    state = tablegames.new_game(game, players=SEATS[game], seed=2)
    hand = state.hands[0] if game != "ten" else state.draw_pile
    assert hand
    for card in set(hand):
        assert repr(card) == f"parse_card({str(card)!r})"
        assert eval(repr(card), {"parse_card": cards.parse_card}) == card


def test_a_record_and_a_long_history_repr_in_one_short_line() -> None:
    """A finished game's record and history hold hundreds of moves: their reprs say how many,
    with the first and last moves of the history, instead of printing kilobytes."""
    states = _states("saboteur")
    final = states[-1]
    kept = tablegames.record(final)
    moves = len(final.history)
    assert repr(kept) == f"<GameRecord saboteur, 3 players, seed {final.seed}, {moves} moves>"
    text = repr(final.history)
    assert text.startswith(f"<History of {moves} moves: {final.history[0]!r}, ")
    assert text.endswith(f", …, {final.history[-1]!r}>")
    assert len(text) < 400
    short = states[1].history  # 7 moves
    assert repr(short) == f"History({tuple(short)!r})"  # a short one whole, as a tuple
