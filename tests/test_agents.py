"""Agents, play() and simulate()."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import tablegames
from tablegames.agents import (
    HEURISTIC_AGENTS,
    Agent,
    AluetteAgent,
    RandomAgent,
    play,
    simulate,
)
from tablegames.core.schema import BUILT_IN


class Spy:
    """Records what an agent is shown, to prove agents get views, never states."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)
        self.seen: list[Any] = []

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        self.seen.append(view)
        assert moves
        assert tablegames.legal_moves(view) == moves
        return self.inner.choose(view, moves)


def test_agents_see_views_of_their_own_seat_only() -> None:
    spies = [Spy(seat) for seat in range(4)]
    final = play(tablegames.new_game("aluette", players=4, seed=3), spies)
    assert tablegames.is_over(final)
    for seat, spy in enumerate(spies):
        assert spy.seen
        assert all(type(v).__name__ == "AluetteView" and v.player == seat for v in spy.seen)


def test_random_agents_are_reproducible() -> None:
    state = tablegames.new_game("aluette", players=4, seed=3)
    first = play(state, [RandomAgent(seat) for seat in range(4)])
    again = play(state, [RandomAgent(seat) for seat in range(4)])
    assert first == again
    assert isinstance(RandomAgent(1), Agent)


def test_play_refuses_an_agent_that_cheats() -> None:
    class Cheat:
        def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
            return tablegames.aluette.PlayCard(view.player, tablegames.aluette.DECK[0])

    state = tablegames.new_game("aluette", players=4, seed=3, options={"chant": False})
    with pytest.raises(tablegames.IllegalMoveError):
        play(state, [Cheat()] * 4)


def test_simulate_summarises() -> None:
    summary = simulate("aluette", games=6, players=4, agents=RandomAgent, seed=5)
    assert summary.games == 6 == len(summary.results)
    assert len(summary.wins) == len(summary.mean_scores) == 4
    assert sum(summary.wins) >= 6
    assert summary.mean_moves > 180
    assert summary.games_per_second > 0
    first = summary.results[0]
    replayed = play(
        tablegames.new_game("aluette", players=4, seed=first.seed),
        [RandomAgent(_agent_seed(first.seed, seat)) for seat in range(4)],
    )
    assert tablegames.scores(replayed) == first.scores


def _agent_seed(game_seed: int, seat: int) -> int:
    return tablegames.core.rng.Rng(game_seed, "agent", seat).next_u64() >> 11


def test_simulate_does_not_depend_on_workers_or_executor() -> None:
    """Issue 7: identical summaries for 1 and 2 workers (and any executor) with one seed."""
    args: dict[str, Any] = {"games": 8, "players": 4, "agents": RandomAgent, "seed": 9}
    one = simulate("aluette", **args)
    two = simulate("aluette", workers=2, **args)
    threads = simulate("aluette", executor=ThreadPoolExecutor(2), chunk_size=3, **args)
    assert one == two == threads
    assert one.results == two.results
    assert simulate("aluette", **{**args, "seed": 10}) != one


def test_simulate_validates_its_arguments() -> None:
    with pytest.raises(tablegames.ConfigError):
        simulate("aluette", games=1, players=3, agents=RandomAgent, seed=1)
    with pytest.raises(ValueError, match="agent factories"):
        simulate("aluette", games=1, players=4, agents=[RandomAgent], seed=1)
    with pytest.raises(ValueError, match="workers"):
        simulate("aluette", games=1, players=4, agents=RandomAgent, workers=0)


def test_every_built_in_game_has_a_heuristic_agent() -> None:
    assert set(BUILT_IN) <= set(HEURISTIC_AGENTS)


def test_the_aluette_heuristic_beats_random_play() -> None:
    """A sanity check on few games; the benchmark report measures it on many."""
    summary = simulate(
        "aluette", games=20, players=4, agents=[AluetteAgent, RandomAgent] * 2, seed=4
    )
    assert summary.wins[0] > summary.wins[1]
