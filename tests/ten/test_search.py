"""TEN's search hooks (tablegames.ten.search): a turn ahead, push-your-luck decisions only."""

from __future__ import annotations

import functools

import pytest

import tablegames
from tablegames import ten
from tablegames.agents import MCTSAgent, RandomAgent, heuristic_factory
from tablegames.core.rng import Rng
from tablegames.ten.search import TenSearch
from tests.search_checks import decisions, needed, swapped_wins


@pytest.mark.strength
def test_it_beats_random_play() -> None:
    games = 8
    agent = functools.partial(MCTSAgent, iterations=8)
    wins = swapped_wins("ten", 2, games, agent, RandomAgent)
    assert wins >= needed(games, p_value=0.05), f"{wins} wins out of {games}"


def test_only_the_push_your_luck_decisions_are_searched() -> None:
    """Rules §4: a turn draws until the seat takes the numbers or the currency (or busts); the
    auction, payments and purchases follow, and are left to the heuristic agent."""
    hooks = TenSearch()
    searched: set[type] = set()
    left: set[type] = set()
    for state, seat in decisions("ten", 3, 2, heuristic_factory("ten")):
        moves = tablegames.legal_moves(state, seat)
        assert hooks.searchable(moves) == moves
        (searched if hooks.searched(moves) else left).update(type(m) for m in moves)
    assert searched == {ten.Draw, ten.TakeNumbers, ten.TakeCurrency}
    assert {ten.Bid, ten.PassBid, ten.PayToken, ten.Buy, ten.SkipBuy} <= left


def test_the_segment_is_the_turn_and_rewards_compare_the_seats() -> None:
    hooks = TenSearch()
    state = start = tablegames.new_game("ten", players=2, seed=9)
    rng = Rng(9, "turn")
    while hooks.segment(state) == hooks.segment(start):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    assert state.turn == start.turn + 1
    rewards = hooks.rewards(start, state)
    assert len(rewards) == 2
    assert all(0.0 <= r <= 1.0 for r in rewards)
    # Two seats: one's gain over the other is the other's loss.
    assert abs(rewards[0] + rewards[1] - 1.0) < 1e-9
    assert hooks.rewards(start, start) == (0.5, 0.5)
