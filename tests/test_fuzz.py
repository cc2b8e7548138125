"""Tampered documents and odd moves never crash the library: they are refused with typed errors.

Hypothesis picks a random spot in a real document and puts a random JSON value there. Reading it
must either give a sound object (which round-trips) or raise FormatError — nothing else. Random
moves built from documents must be applied or refused with IllegalMoveError, never crash, and
never change the state they were applied to.
"""

from __future__ import annotations

import copy
import os
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tablegames
from tablegames.core.rng import Rng
from tablegames.core.schema import BUILT_IN

GAMES = sorted(BUILT_IN)
PLAYERS = {"aluette": 4, "ten": 3, "saboteur": 5}
EXAMPLES = int(os.environ.get("TABLEGAMES_FUZZ_EXAMPLES", "150"))

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 200)
    | st.text(max_size=12)
    | st.sampled_from(["3 of coins", "play_card", "red 3", "state", "aluette", ""]),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3)
    ),
    max_leaves=6,
)


def position(game: str, moves: int, seed: int = 5) -> Any:
    state = tablegames.new_game(game, players=PLAYERS[game], seed=seed)
    rng = Rng(seed, "fuzz")
    for _ in range(moves):
        legal = tablegames.legal_moves(state)
        if not legal:
            break
        state = tablegames.apply(state, rng.choice(legal))
    return state


DOCUMENTS = {
    game: {
        "state": tablegames.to_dict(position(game, 25)),
        "view": tablegames.to_dict(tablegames.view(position(game, 25), 1)),
        "move": tablegames.to_dict(tablegames.legal_moves(position(game, 25))[0]),
        "record": tablegames.to_dict(tablegames.record(position(game, 10))),
    }
    for game in GAMES
}


@st.composite
def tampered(draw: st.DrawFn, game: str, kind: str) -> Any:
    document = copy.deepcopy(DOCUMENTS[game][kind])
    node: Any = document
    for _ in range(draw(st.integers(0, 6))):
        if isinstance(node, dict) and node:
            key = draw(st.sampled_from(sorted(node)))
            if not isinstance(node[key], (dict, list)) or not node[key]:
                break
            node = node[key]
        elif isinstance(node, list) and node:
            index = draw(st.integers(0, len(node) - 1))
            if not isinstance(node[index], (dict, list)) or not node[index]:
                break
            node = node[index]
    if isinstance(node, dict) and node:
        action = draw(st.sampled_from(["replace", "delete", "add"]))
        key = draw(st.sampled_from(sorted(node)))
        if action == "replace":
            node[key] = draw(json_values)
        elif action == "delete":
            del node[key]
        else:
            node[draw(st.text(max_size=6))] = draw(json_values)
    elif isinstance(node, list) and node:
        index = draw(st.integers(0, len(node) - 1))
        node[index] = draw(json_values)
    return document


def check_loading(document: Any) -> None:
    try:
        loaded = tablegames.from_dict(document)
    except tablegames.FormatError as error:
        assert str(error)
        return
    again = tablegames.from_json(tablegames.to_json(loaded))
    assert again == loaded
    if isinstance(loaded, tablegames.GAMES[document["game"]].state_type):
        play_on(loaded)


def play_on(state: Any) -> None:
    """A state that loads is consistent: the game can go on from it without crashing."""
    rng = Rng(0, "fuzz-play-on")
    for _ in range(30):
        moves = [m for seat in range(state.players) for m in tablegames.legal_moves(state, seat)]
        tablegames.view(state, rng.below(state.players))
        if not moves:
            assert tablegames.is_over(state)
            return
        state = tablegames.apply(state, rng.choice(moves))


for _game in GAMES:
    for _kind in ("state", "view", "move", "record"):

        @pytest.mark.parametrize("game", [_game])
        @pytest.mark.parametrize("kind", [_kind])
        @settings(
            max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
        )
        @given(data=st.data())
        def test_tampered_documents_are_refused_or_sound(game: str, kind: str, data: Any) -> None:
            check_loading(data.draw(tampered(game, kind)))

        globals()[f"test_tampered_{_game}_{_kind}"] = test_tampered_documents_are_refused_or_sound
del test_tampered_documents_are_refused_or_sound


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_verified_states_are_exactly_the_original_or_refused(game: str, data: Any) -> None:
    """With verify_history, any change to a state document is refused, or was a no-op, or is
    an option that has not yet made a difference (the state is then a sound state of that game:
    the same seed and moves under other options)."""
    document = data.draw(tampered(game, "state"))
    try:
        loaded = tablegames.from_dict(document, verify_history=True)
    except tablegames.FormatError:
        return
    original = tablegames.from_dict(DOCUMENTS[game]["state"])
    assert attrs.evolve(loaded, options=original.options) == original


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_moves_from_tampered_documents_are_applied_or_refused(game: str, data: Any) -> None:
    """Any move that reads is applied or refused with IllegalMoveError; the state never changes."""
    state = position(game, data.draw(st.integers(0, 40)), seed=data.draw(st.integers(0, 5)))
    document = data.draw(tampered(game, "move"))
    try:
        move = tablegames.from_dict(document)
    except tablegames.FormatError:
        return
    before = tablegames.to_json(state)
    legal = (
        move in tablegames.legal_moves(state, move.player)
        if 0 <= move.player < state.players
        else False
    )
    try:
        tablegames.apply(state, move)
    except tablegames.IllegalMoveError as error:
        assert error.code
        assert not legal
    else:
        assert legal
    assert tablegames.to_json(state) == before


def test_a_truncated_document_is_a_format_error() -> None:
    text = tablegames.to_json(position(GAMES[0], 3))
    for cut in (1, len(text) // 2, len(text) - 1):
        with pytest.raises(tablegames.FormatError, match="not valid JSON"):
            tablegames.from_json(text[:cut])
