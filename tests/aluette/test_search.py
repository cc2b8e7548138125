"""Aluette's search hooks (tablegames.aluette.search): deal by deal, partners together,
signals trusted until one is proven false."""

from __future__ import annotations

import functools
from typing import Any

import pytest

import tablegames
from tablegames import aluette
from tablegames.agents import MCTSAgent, RandomAgent, play
from tablegames.aluette.search import AluetteSearch
from tablegames.core.rng import Rng
from tests.search_checks import needed, swapped_wins


@pytest.mark.strength
def test_it_beats_random_play() -> None:
    games = 8
    agent = functools.partial(MCTSAgent, iterations=8)
    wins = swapped_wins("aluette", 4, games, agent, RandomAgent)
    assert wins >= needed(games, p_value=0.05), f"{wins} wins out of {games}"


def test_partners_share_the_reward_of_the_deal() -> None:
    """Rules §4: seats 0 and 2 play against seats 1 and 3; the search looks to the deal's end."""
    hooks = AluetteSearch()
    state = start = tablegames.new_game("aluette", players=4, seed=5)
    rng = Rng(5, "deal")
    while hooks.segment(state) == hooks.segment(start):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    rewards = hooks.rewards(start, state)
    assert rewards[0] == rewards[2]
    assert rewards[1] == rewards[3]
    assert rewards[0] + rewards[1] == 1.0
    assert rewards[0] != 0.5  # a deal is won by a team (rules §6)
    assert tablegames.GAMES["aluette"].teams(4) == ((0, 2), (1, 3))


def test_signals_are_not_searched() -> None:
    """Rules §9: signals are free actions; the search considers the other moves."""
    hooks = AluetteSearch()
    state = tablegames.new_game("aluette", players=4, seed=5, options={"chant": False})
    moves = tablegames.legal_moves(state)
    assert any(isinstance(m, aluette.Signal) for m in moves)
    kept = hooks.searchable(moves)
    assert kept
    assert not any(isinstance(m, aluette.Signal) for m in kept)
    signals = tuple(m for m in moves if isinstance(m, aluette.Signal))
    assert hooks.searchable(signals) == signals


class Watch:
    """Records the moves of an agent."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.moves: list[Any] = []

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        move = self.agent.choose(view, moves)
        self.moves.append(move)
        return move


def test_a_trusting_agent_signals_and_a_distrusting_one_never_does() -> None:
    state = tablegames.new_game("aluette", players=4, seed=7, options={"chant": False})
    trusting = Watch(MCTSAgent(1, iterations=4))
    distrusting = Watch(
        MCTSAgent(2, iterations=4, hooks=functools.partial(AluetteSearch, trust_signals=False))
    )
    play(state, [trusting, RandomAgent(3), distrusting, RandomAgent(4)])
    assert any(isinstance(m, aluette.Signal) for m in trusting.moves)
    assert not any(isinstance(m, aluette.Signal) for m in distrusting.moves)


def test_a_lie_ends_the_trust() -> None:
    """Ruling: signals may lie unless truthful_signals is set; a trusting agent samples as if
    they were true and stops trusting at the first view no truthful deal explains."""
    lied = 0
    for seed in range(6):
        agent = MCTSAgent(seed, iterations=4)
        state = tablegames.new_game("aluette", players=4, seed=seed)
        play(state, [agent, RandomAgent(seed + 1), RandomAgent(seed + 2), RandomAgent(seed + 3)])
        hooks = agent.hooks
        assert isinstance(hooks, AluetteSearch)
        lied += not hooks.trust_signals
    assert lied > 0  # random seats signal at random, and some of their signals lie
