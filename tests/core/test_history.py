"""History: an immutable sequence that shares one list along a game played forward."""

from __future__ import annotations

import copy
import pickle
import threading

import attrs
import pytest

import tablegames
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.ten.game import check_invariants


def test_a_history_is_a_read_only_sequence_of_its_moves() -> None:
    history = History(["a", "b", "c"])
    assert len(history) == 3
    assert list(history) == ["a", "b", "c"]
    assert history[0] == "a"
    assert history[-1] == "c"
    assert history[1:] == ("b", "c")
    assert history[::-1] == ("c", "b", "a")
    assert "b" in history
    assert "z" not in history
    assert history.index("c") == 2
    assert history.count("a") == 1
    assert list(reversed(history)) == ["c", "b", "a"]
    with pytest.raises(IndexError):
        history[3]
    with pytest.raises(IndexError):
        history[-4]
    with pytest.raises(TypeError):
        history["a"]  # type: ignore[call-overload]
    assert not hasattr(history, "append")
    # Concatenation and repetition give tuples, as they do of a tuple (the operators are what
    # is tested here, so ruff's advice to unpack does not apply).
    assert history + ("d",) == ("a", "b", "c", "d")  # noqa: RUF005
    assert ("z",) + history == ("z", "a", "b", "c")  # noqa: RUF005
    assert history + history == ("a", "b", "c") * 2
    assert history * 2 == 2 * history == ("a", "b", "c") * 2
    assert type(history + ()) is tuple  # noqa: RUF005
    with pytest.raises(TypeError):
        history + ["d"]  # type: ignore[operator]  # noqa: RUF005


def test_appending_never_changes_the_history_it_grew_from() -> None:
    start = History(["a"])
    forward = start.appended("b")
    further = forward.appended("c")
    # An older history grows again (a search trying another move): it copies.
    branch = forward.appended("x")
    again = start.appended("y")
    assert start == ("a",)
    assert forward == ("a", "b")
    assert further == ("a", "b", "c")
    assert branch == ("a", "b", "x")
    assert again == ("a", "y")
    assert branch.appended("z") == ("a", "b", "x", "z")
    assert further == ("a", "b", "c")


def test_a_game_played_forward_shares_one_list() -> None:
    history: History[int] = History()
    states = [history]
    for move in range(100):
        history = history.appended(move)
        states.append(history)
    assert all(state._items is history._items for state in states)
    assert [len(state) for state in states] == list(range(101))
    assert all(state == tuple(range(len(state))) for state in states)


def test_histories_equal_tuples_and_hash_as_they_do() -> None:
    history = History(["a"]).appended("b")
    assert history == ("a", "b")
    assert ("a", "b") == history  # noqa: SIM300 - the tuple's side of the comparison
    assert history != ("a",)
    assert history != ["a", "b"]  # a list is not a tuple either
    assert history == History(["a", "b"])
    assert history != History(["a", "c"])
    assert hash(history) == hash(("a", "b"))
    assert {history: 1}[("a", "b")] == 1
    assert not (history != ("a", "b"))  # noqa: SIM202 - __ne__ itself


def test_pickles_and_copies_hold_only_their_own_moves() -> None:
    short = History(["a"])
    short.appended("b").appended("c")
    loaded = pickle.loads(pickle.dumps(short))
    assert loaded == ("a",)
    assert loaded._items == ["a"]
    assert copy.copy(short) is short
    assert copy.deepcopy(short) == short


def test_two_threads_appending_to_one_history_both_get_their_own_move() -> None:
    shared = History(range(1000))
    results: dict[int, History[int]] = {}
    barrier = threading.Barrier(8)

    def grow(move: int) -> None:
        barrier.wait()
        results[move] = shared.appended(move)

    threads = [threading.Thread(target=grow, args=(-1 - n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for move, grown in results.items():
        assert len(grown) == 1001
        assert grown[-1] == move
        assert grown[:1000] == tuple(range(1000))


def test_ten_states_keep_their_history_while_a_search_replays_them() -> None:
    state = tablegames.new_game("ten", players=3, seed=5)
    rng = Rng(5, "test")
    path = [state]
    while not tablegames.is_over(state) and len(path) < 120:
        moves = tablegames.legal_moves(state)
        state = tablegames.apply(state, moves[rng.below(len(moves))])
        path.append(state)
    # Every earlier state still holds exactly the moves that led to it, after branching from
    # each of them.
    for earlier in path[:-1]:
        tablegames.apply(earlier, tablegames.legal_moves(earlier)[-1])
    for index, earlier in enumerate(path):
        assert len(earlier.history) == index
        assert tuple(earlier.history) == tuple(path[-1].history[:index])
    assert isinstance(state.history, History)


def test_a_tuple_history_from_attrs_evolve_still_plays() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    moves = tablegames.legal_moves(state)
    played = tablegames.apply(state, moves[0])
    as_tuple = attrs.evolve(played, history=tuple(played.history))
    assert as_tuple == played
    after = tablegames.apply(as_tuple, tablegames.legal_moves(as_tuple)[0])
    assert isinstance(after.history, History)
    assert after.history == (moves[0], tablegames.legal_moves(as_tuple)[0])
    assert check_invariants(as_tuple) == []


def test_ten_json_reads_a_history_and_writes_the_same_document() -> None:
    state = tablegames.new_game("ten", players=4, seed=9)
    rng = Rng(9, "test")
    for _ in range(60):
        moves = tablegames.legal_moves(state)
        state = tablegames.apply(state, moves[rng.below(len(moves))])
    text = tablegames.to_json(state)
    loaded = tablegames.from_json(text)
    assert isinstance(loaded.history, History)
    assert loaded == state
    assert tablegames.to_json(loaded) == text
    assert tablegames.to_json(attrs.evolve(state, history=tuple(state.history))) == text
