"""``position_key``: states that differ only in how they got there (history, event log) share a
key, and states with equal keys have the same future, in every installed game.

The key leaves out what no game's rules read: the rules of each game (``rules.py``) only append
to the history and the event log, or cut the log at a new period, and resolve chance from the
seed and position fields (the deal's, round's or reshuffle's number), never from the history's
length. The property tests check it where it matters: after two move orders that reach one
position (TEN's payments, Aluette's free signals, a move before or after a signal), and at every
position met twice on random playouts.
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import tablegames
from tablegames import apply, parse_move, position_key
from tablegames.core.history import History
from tests.games import INSTALLED


def tables(slow: bool) -> list[tuple[str, int]]:
    """Every installed game at every player count it allows."""
    return (
        [
            (game, players)
            for game in INSTALLED
            for players in range(
                tablegames.GAMES[game].min_players, tablegames.GAMES[game].max_players + 1
            )
        ]
        if slow
        else [
            (game, players)
            for game in INSTALLED
            for players in sorted(
                {tablegames.GAMES[game].min_players, tablegames.GAMES[game].max_players}
            )
        ]
    )


def position(state: Any) -> dict[str, object]:
    """Every field of ``state`` but the history and the event log: what the key must tell."""
    fields = attrs.asdict(state, recurse=False)
    del fields["history"], fields["events"]
    return fields


def every_move(state: Any) -> tuple[Any, ...]:
    """Every seat's legal moves (free actions included), in seat order."""
    return tuple(
        move for seat in range(state.players) for move in tablegames.legal_moves(state, seat)
    )


def check_same_future(first: Any, second: Any, moves: int, rng: random.Random) -> None:
    """States with equal keys: the same moves for every seat, outcome, and keys after a move."""
    assert position_key(first) == position_key(second)
    assert hash(position_key(first)) == hash(position_key(second))
    assert tablegames.current_player(first) == tablegames.current_player(second)
    assert tablegames.is_over(first) == tablegames.is_over(second)
    assert tablegames.scores(first) == tablegames.scores(second)
    assert tablegames.winners(first) == tablegames.winners(second)
    for seat in range(first.players):
        assert tablegames.legal_moves(first, seat) == tablegames.legal_moves(second, seat)
    offered = every_move(first)
    for move in rng.sample(offered, min(moves, len(offered))):
        assert position_key(apply(first, move)) == position_key(apply(second, move)), move


def forgotten(state: Any) -> Any:
    """``state`` with no history and an empty event log: a position reached "from nowhere".
    Its future is ``state``'s only if the rules read neither (every game, even those where no
    two move orders meet: Saboteur's and Crazy Eights' turns follow one another)."""
    return attrs.evolve(state, history=History(), events=())


def transpositions(state: Any, rng: random.Random, pairs: int) -> Iterator[tuple[Any, Any]]:
    """Pairs of states reached from ``state`` by two moves in either order (both legal)."""
    offered = every_move(state)
    candidates = [(a, b) for a in offered for b in offered if a != b]
    for first, second in rng.sample(candidates, min(pairs, len(candidates))):
        one = apply(state, first)
        if not tablegames.is_legal(one, second):
            continue
        other = apply(state, second)
        if tablegames.is_legal(other, first):
            yield apply(one, second), apply(other, first)


def sweep(game: str, players: int, seeds: range, length: int, every: int) -> int:
    """Random playouts of ``game``: check the same future of a state and of its
    :func:`forgotten` twin, the key's ``iff`` on each pair of transposed states and the same
    future on every pair with equal keys, and on every position met twice.
    Returns how many pairs with equal keys and unequal histories were checked."""
    checked = 0
    for seed in seeds:
        rng = random.Random(seed)
        state = tablegames.new_game(game, players=players, seed=seed)
        met: dict[object, Any] = {}
        for step in range(length):
            known = met.setdefault(position_key(state), state)
            if known is not state:
                assert position(known) == position(state)
                check_same_future(known, state, 4, rng)
                checked += known.history != state.history
            if step % every == 0:
                check_same_future(state, forgotten(state), 6, rng)
                for one, other in transpositions(state, rng, 12):
                    same = position(one) == position(other)
                    assert (position_key(one) == position_key(other)) is same
                    if same:
                        check_same_future(one, other, 6, rng)
                        checked += one.history != other.history
            if tablegames.is_over(state):
                break
            state = apply(state, rng.choice(every_move(state)))
    return checked


@pytest.mark.parametrize(("game", "players"), tables(slow=False))
def test_equal_keys_have_the_same_future(game: str, players: int) -> None:
    sweep(game, players, range(2), length=150, every=3)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), tables(slow=True))
def test_equal_keys_have_the_same_future_on_long_games(game: str, players: int) -> None:
    sweep(game, players, range(10), length=2000, every=1)


@pytest.mark.parametrize("game", ["aluette", "ten"])
def test_games_with_transpositions_meet_some(game: str) -> None:
    """TEN's payments and Aluette's free signals reach one position in two orders: the sweep
    is not vacuous there."""
    players = tablegames.GAMES[game].min_players if game == "aluette" else 2
    assert sweep(game, players, range(3), length=80, every=1) > 0


def ten_before_paying() -> Any:
    """A 2-player TEN game (seed 2) where the seat paying for a wild may pay a token or R2."""
    state = tablegames.new_game("ten", players=2, seed=2)
    moves = (
        "draw draw draw numbers skip draw bid_4 bid_8 " + "pay_t " * 8 + "draw pass bid_2 pay_O# "
        "pay_t draw numbers skip draw draw draw draw bid_2 pass"
    )
    for text in moves.split():
        state = apply(state, parse_move(state, text.replace("_", " ")))
    return state


def test_ten_paying_a_token_and_a_card_in_either_order_is_one_position() -> None:
    """TEN rules §5.7 (ruling T-A18): a price is paid one item per move, in the order the payer
    chooses; two orders reach one
    position, with unequal histories and event logs."""
    state = ten_before_paying()
    token, red_two = parse_move(state, "pay t"), parse_move(state, "pay R2")
    first = apply(apply(state, token), red_two)
    second = apply(apply(state, red_two), token)
    assert first != second
    assert first.history != second.history
    assert first.events != second.events
    assert position_key(first) == position_key(second)
    assert len({position_key(first), position_key(second)}) == 1
    check_same_future(first, second, 50, random.Random(0))


def test_the_key_tells_every_other_field() -> None:
    """The seed, the options, the player count and the game count; the key is a value that
    survives pickling."""
    state = tablegames.new_game("ten", players=2, seed=2)
    assert position_key(state) != position_key(tablegames.new_game("ten", players=2, seed=3))
    assert position_key(state) != position_key(tablegames.new_game("ten", players=3, seed=2))
    other_rules = tablegames.new_game("ten", players=2, seed=2, options={"bid_with_cards": False})
    assert position_key(state) != position_key(other_rules)
    assert position_key(state) != position_key(apply(state, tablegames.legal_moves(state)[0]))
    assert pickle.loads(pickle.dumps(position_key(state))) == position_key(state)
    assert position_key(state) == position_key(tablegames.from_json(tablegames.to_json(state)))


def test_only_states_have_keys() -> None:
    state = tablegames.new_game("ten", players=2, seed=2)
    with pytest.raises(
        tablegames.NotAGameObjectError, match=r"position_key\(\) needs a game state"
    ):
        position_key(tablegames.view(state, 0))
    with pytest.raises(TypeError, match="needs a game state"):
        position_key(object())
