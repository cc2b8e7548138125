"""Shared machinery for the tests of the search agent: small seeded matches with a margin.

Each strength test asserts a number of wins that a side no better than its opponent (win
probability 1/2 per game, or per pair with different results) would reach with probability
below the test's p-value. The games are seeded, so the tests are deterministic. The tournaments
against the heuristic agents are in benchmarks/strength.py (their table is in
docs/guides/bots.rst).
"""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path
from typing import Any

import tablegames
from tablegames.agents import AgentFactory, simulate


def needed(games: int, p_value: float = 0.001) -> int:
    """The fewest wins out of ``games`` that a fair coin reaches with probability < p_value."""
    tail = 0.0
    for wins in range(games, -1, -1):
        tail += math.comb(games, wins) / 2**games
        if tail >= p_value:
            return wins + 1
    return 0


def swapped_wins(
    game: str, players: int, games: int, search: AgentFactory, opponent: AgentFactory
) -> float:
    """The search side in the even seats, then the odd seats (ties: half)."""
    wins = 0.0
    for side in (0, 1):
        agents = [search if seat % 2 == side else opponent for seat in range(players)]
        for result in simulate(game, games // 2, players, agents, seed=2026).results:
            mine = {seat for seat in range(players) if seat % 2 == side}
            if mine & set(result.winners):
                wins += 0.5 if len(result.winners) > len(mine) else 1.0
    return wins


def paired(
    game: str,
    players: int,
    pairs: int,
    search: AgentFactory,
    opponent: AgentFactory,
    others: AgentFactory,
) -> tuple[int, int]:
    """One seat's score with the search agent, then with ``opponent`` in its place.

    The seat rotates over the seeds; the other seats are ``others`` in both games of a pair.
    Returns the pairs the search agent won and lost (equal scores are neither).
    """
    won = lost = 0
    for seat in range(players):
        count = len(range(seat, pairs, players))
        tried = [search if s == seat else others for s in range(players)]
        base = [opponent if s == seat else others for s in range(players)]
        mine = simulate(game, count, players, tried, seed=100 + seat)
        theirs = simulate(game, count, players, base, seed=100 + seat)
        for a, b in zip(mine.results, theirs.results, strict=True):
            won += a.scores[seat] > b.scores[seat]
            lost += a.scores[seat] < b.scores[seat]
    return won, lost


def decisions(game: str, players: int, games: int, agents: AgentFactory) -> list[tuple[Any, int]]:
    """(state, seat) at every decision of ``games`` games of the agents ``agents`` makes."""
    out = []
    for index in range(games):
        state = tablegames.new_game(game, players=players, seed=300 + index)
        seated = [agents(index * 10 + s) for s in range(players)]
        while not tablegames.is_over(state):
            seat = tablegames.current_player(state)
            assert seat is not None
            out.append((state, seat))
            moves = tablegames.legal_moves(state)
            state = tablegames.apply(
                state, seated[seat].choose(tablegames.view(state, seat), moves)
            )
    return out


def strength() -> Any:
    """benchmarks/strength.py, the tournament script, loaded as a module."""
    path = Path(__file__).parent.parent / "benchmarks" / "strength.py"
    spec = importlib.util.spec_from_file_location("strength", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
