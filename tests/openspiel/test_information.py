"""Information states and observations: what each seat (or a spectator) knows, and nothing
more, with perfect recall; and states resampled from a seat's information (issue 24).

The consistency test is the one of issue 24: every state that ``resample_from_infostate``
draws (through :func:`tablegames.sample_state`) from a seat's information gives that seat the
same information state string and tensor, the same observation, and the same seat to act.
"""

from __future__ import annotations

import pickle
import random
import re

import numpy as np
import pyspiel
import pytest

import tablegames
from tablegames import rl
from tablegames.core import recall
from tablegames.openspiel import Node
from tests.openspiel.helpers import GAMES, TABLE_IDS, TABLES, load, play_to, sampler

pytestmark = pytest.mark.openspiel

NOW = "\nnow: "
#: One table per game, the smallest of two seats or more: for the checks that do not depend on
#: the player count.
SOME_TABLES = [
    min((table for table in TABLES if table[0] == name), key=lambda t: (t[1] < 2, t[1]))
    for name in GAMES
]
SOME_IDS = [f"{name}-{players}" for name, players in SOME_TABLES]


def history(text: str) -> str:
    """The past part of an information state string (its lines before ``now: ...``)."""
    return text.rsplit(NOW, 1)[0] if NOW in text else ""


@pytest.mark.parametrize(("name", "players"), TABLES, ids=TABLE_IDS)
def test_resampled_states_keep_the_seats_information(name: str, players: int) -> None:
    game = load(name, players)
    rng = np.random.RandomState(players)
    draw = sampler()
    state = play_to(game.new_initial_state(), rng, 0)
    checked = 0
    while not state.is_terminal():
        for seat in range(players):
            known = state.information_state_string(seat)
            for _ in range(1 + (seat == state.current_player())):
                other = state.resample_from_infostate(seat, draw)
                assert other.information_state_string(seat) == known
                assert other.information_state_tensor(seat) == state.information_state_tensor(seat)
                assert other.observation_string(seat) == state.observation_string(seat)
                assert other.observation_tensor(seat) == state.observation_tensor(seat)
                assert other.current_player() == state.current_player()
                assert other.legal_actions(seat) == state.legal_actions(seat)
                assert other.history() == []  # nothing the seat does not know, such as the seed
                checked += 1
        play_to(state, rng, 20 + len(state.history()) % 23)
    assert checked >= players


@pytest.mark.parametrize(("name", "players"), SOME_TABLES, ids=SOME_IDS)
def test_a_resampled_state_plays_on_and_serializes(name: str, players: int) -> None:
    game = load(name, players)
    rng = np.random.RandomState(7)
    state = play_to(game.new_initial_state(), rng, 25)
    seat = players - 1
    other = state.resample_from_infostate(seat, sampler())
    known = other.information_state_string(seat)
    for copy in (
        pickle.loads(pickle.dumps(other)),
        pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, other))[1],
    ):
        assert str(copy) == str(other)
        assert copy.information_state_string(seat) == known
    play_to(other, rng, 10_000)
    assert other.is_terminal()
    assert history(other.information_state_string(seat)).startswith(history(known))


@pytest.mark.parametrize(("name", "players"), SOME_TABLES, ids=SOME_IDS)
def test_information_states_have_perfect_recall(name: str, players: int) -> None:
    """What a seat knew stays in its information state: each one's past extends the last, and
    its own actions are in its tensor, in order."""
    game = load(name, players)
    rng = np.random.RandomState(11)
    state = play_to(game.new_initial_state(), rng, 0)
    past = dict.fromkeys(range(players), "")
    mine: dict[int, list[int]] = {seat: [] for seat in range(players)}
    size = game.num_distinct_actions()
    observer = game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    while not state.is_terminal():
        for seat in range(players):
            now = history(state.information_state_string(seat))
            assert now.startswith(past[seat])
            past[seat] = now
            observer.set_from(state, seat)
            own = observer.dict["own_actions"]
            expected = (np.asarray(mine[seat], np.float32) + 1) / size
            np.testing.assert_array_equal(own[: len(expected)], expected)
            assert not own[len(expected) :].any()
        seat, action = state.current_player(), int(rng.choice(state.legal_actions()))
        assert f"you: {state.action_to_string(seat, action)}" not in past[seat].split("\n")[-1:]
        mine[seat].append(action)
        state.apply_action(action)
        assert history(state.information_state_string(seat)).count("you: ") == len(mine[seat])


def test_the_tensor_tells_apart_what_other_seats_did() -> None:
    """Two-player TEN from two seeds: the first seat passes or bids 3, and the second seat
    bids 7 after either. The second seat's information states differ (``BidPassed`` or
    ``BidMade(amount=3)``), and so must its tensors (they were equal when the tensor held its
    view now and its own actions only)."""
    game = load("ten", 2, seeds=2)
    states = []
    for history_ in ([0, 0, 2, 0, 3, 7], [0, 0, 2, 0, 6, 7]):
        state = game.new_initial_state()
        for action in history_:
            state.apply_action(action)
        states.append(state)
    first, second = states
    assert first.information_state_string(1) != second.information_state_string(1)
    assert first.information_state_tensor(1) != second.information_state_tensor(1)


@pytest.mark.parametrize(("name", "players"), TABLES, ids=TABLE_IDS)
def test_different_information_states_have_different_tensors(name: str, players: int) -> None:
    """Along random games dealt from four seeds (short ones, which meet many information
    states that differ by little, and one whole game), no two information states of a seat
    share its tensor, and equal ones share it: the tensor is a perfect-recall encoding."""
    game = load(name, players, seeds=4)
    size = game.information_state_tensor_size()
    rng = np.random.RandomState(players)
    seen: dict[tuple[int, bytes], bytes] = {}
    checked = 0
    for run in range(7):
        state = play_to(game.new_initial_state(), rng, 0)
        moves = 10_000 if run == 0 else 6 + run * 3
        while True:
            for seat in range(players):
                tensor = np.asarray(state.information_state_tensor(seat), np.float32)
                assert tensor.size == size
                key = (seat, tensor.tobytes())
                text = state.information_state_string(seat).encode()
                assert seen.setdefault(key, text) == text, "two information states, one tensor"
                checked += 1
            if state.is_terminal() or moves == 0:
                break
            state.apply_action(int(rng.choice(state.legal_actions())))
            moves -= 1
    assert checked > 10


@pytest.mark.parametrize(("name", "players"), SOME_TABLES, ids=SOME_IDS)
def test_information_states_are_the_seats_recall(name: str, players: int) -> None:
    """The events of a seat's information state string are its ``tablegames.recall``, in
    order, and the string is made from the state alone: asked at a state replayed without
    asking on the way, no node before it makes a view (the path is not walked)."""
    game = load(name, players)
    rng = np.random.RandomState(13)
    state = play_to(game.new_initial_state(), rng, 0)
    while not state.is_terminal():
        real = state.tablegames_state
        assert state.node.count == len(recall.table_events(real))
        for seat in (*range(players), None):
            if seat is None:  # the public observer's history: no "now: ..." line
                text = state.node.history_of(None)
            else:
                text = history(state.information_state_string(seat))
            lines = [line for line in text.split("\n") if line and not line.startswith("you: ")]
            assert lines == [repr(event) for event in tablegames.recall(real, seat)]
        play_to(state, rng, 11)
    cold = load(name, players).new_initial_state()  # a new table: no node shared
    for action in state.history()[: len(state.history()) // 2]:
        cold.apply_action(action)
    for seat in range(players):
        cold.information_state_string(seat)
        cold.information_state_tensor(seat)
    node = cold.node.parent
    while node is not None:
        assert not any(key[0] in ("view", "history") for key in node._memo), node.moves
        node = node.parent


@pytest.mark.parametrize(("name", "players"), SOME_TABLES, ids=SOME_IDS)
def test_remembered_texts_never_change_a_string(name: str, players: int) -> None:
    """A search's pattern (states cloned, played on in turn, resampled, asked in any order)
    gives the strings a state read back with ``pickle`` gives: that copy is replayed on a table
    of its own, whose memos start empty, so it is made from the recall alone."""
    game = load(name, players)
    rng = np.random.RandomState(17)
    pool = [play_to(game.new_initial_state(), rng, 0)]
    draw = random.Random(17).random  # what resample_from_infostate needs of a sampler
    for _ in range(120):
        state = pool[rng.randint(len(pool))]
        if state.is_terminal():
            continue
        if rng.random_sample() < 0.6:
            state = state.child(int(rng.choice(state.legal_actions())))
        elif rng.random_sample() < 0.2:
            # Any seat, a sample's too: a Saboteur sample tells the other seats their discards
            # and looks, so their views of it can be sampled again.
            state = state.resample_from_infostate(int(rng.randint(players)), draw)
        pool.append(state)
        seat = int(rng.randint(players))
        copy = pickle.loads(pickle.dumps(state))
        assert copy.node.table is not state.node.table
        assert state.information_state_string(seat) == copy.information_state_string(seat)
        assert state.information_state_tensor(seat) == copy.information_state_tensor(seat)


@pytest.mark.parametrize(("name", "players"), SOME_TABLES, ids=SOME_IDS)
def test_observations_are_the_seats_views(name: str, players: int) -> None:
    """The observation string is the seat's view in JSON, the tensor its RL encoding; the public
    observer gives the spectator's, whichever seat it is asked for."""
    game = load(name, players)
    encoder = rl.encoder(name)
    public = game.make_py_observer(
        pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
        )
    )
    rng = np.random.RandomState(3)
    state = play_to(game.new_initial_state(), rng, 0)
    while not state.is_terminal():
        real = state.tablegames_state
        for seat in range(players):
            seen = tablegames.view(real, seat)
            assert state.observation_string(seat) == tablegames.to_json(seen)
            np.testing.assert_array_equal(state.observation_tensor(seat), encoder.encode(seen))
            public.set_from(state, seat)
            spectator = tablegames.view(real, None)
            np.testing.assert_array_equal(public.tensor, encoder.encode(spectator))
            assert public.string_from(state, seat) == tablegames.to_json(spectator)
        play_to(state, rng, 9)


def test_the_public_history_is_every_seats_common_knowledge() -> None:
    """The public perfect-recall string is the same for every seat, and each seat's own past
    holds every public line of it."""
    game = load("aluette", 4)
    public = game.make_py_observer(
        pyspiel.IIGObservationType(
            perfect_recall=True, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
        )
    )
    state = play_to(game.new_initial_state(), np.random.RandomState(5), 60)
    texts = {public.string_from(state, seat) for seat in range(4)}
    assert len(texts) == 1
    lines = set(history(texts.pop()).split("\n"))
    for seat in range(4):
        assert lines <= set(history(state.information_state_string(seat)).split("\n"))


def test_unsupported_observations_are_refused() -> None:
    """The error names the fields of the kind that are not supported, and what is (it printed
    the kind's repr, an object address)."""
    game = load("ten", 2)
    private = pyspiel.PrivateInfoType
    supported = (
        ": they give one seat's observation with the public one (public_info=True, "
        "private_info=SINGLE_PLAYER) or the public observation alone (public_info=True, "
        "private_info=NONE), with perfect_recall True or False"
    )
    for kind, wrong in (
        (
            pyspiel.IIGObservationType(perfect_recall=False, private_info=private.ALL_PLAYERS),
            "private_info=ALL_PLAYERS",
        ),
        (pyspiel.IIGObservationType(perfect_recall=False, public_info=False), "public_info=False"),
        (
            pyspiel.IIGObservationType(
                perfect_recall=True, public_info=False, private_info=private.SINGLE_PLAYER
            ),
            "public_info=False",
        ),
        (
            pyspiel.IIGObservationType(
                perfect_recall=True, public_info=False, private_info=private.ALL_PLAYERS
            ),
            "public_info=False with private_info=ALL_PLAYERS",
        ),
    ):
        message = f"tablegames observers do not support {wrong}{supported}"
        with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
            game.make_py_observer(kind)
    with pytest.raises(ValueError, match=r"IIGObservationType \(or None\), got str$"):
        game.make_py_observer("observation")
    with pytest.raises(ValueError, match="no parameters"):
        game.make_py_observer(None, {"depth": 1})


@pytest.mark.parametrize("name", GAMES)
def test_information_states_leak_nothing_hidden(name: str) -> None:
    """A state that differs only in what a seat cannot see (the game's twin maker reshuffles
    it, from the rules) gives that seat the same information state and observation: the
    strings are made from the seat's views alone."""
    found = tablegames.GAMES[name]
    players = max(found.min_players, 3) if found.max_players >= 3 else found.max_players
    game = load(name, players)
    rng = np.random.RandomState(2)
    state = play_to(game.new_initial_state(), rng, 0)
    differ = 0
    while not state.is_terminal():
        node = state.node
        for seat in range(players):
            twin = found.twin(node.state, seat, int(rng.randint(1 << 30)))
            other = game.new_initial_state()
            other._node = Node(node.table, node.parent, twin, node.action, node.actor, node.moves)
            assert other.information_state_string(seat) == state.information_state_string(seat)
            assert other.information_state_tensor(seat) == state.information_state_tensor(seat)
            assert other.observation_string(seat) == state.observation_string(seat)
            differ += twin != node.state
        play_to(state, rng, 7)
    assert differ, "the twins must hide something for the test to bite"
