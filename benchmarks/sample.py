"""How long ``sample_state`` takes: microseconds per sample, per game, on mid-game views.

Run from the repository root::

    python benchmarks/sample.py            # 12 views per setting, 200 samples each
    python benchmarks/sample.py --quick    # fewer, for a smoke test

The views are taken halfway through games played by the library's heuristic agents (so that
Saboteur's miners find gold and Aluette's chants happen), for every seat. Each view is sampled
repeatedly with one generator, as a search bot does. Times are CPU time (best of three runs).
For scale, the table also gives the cost of one ``apply`` of a random legal move from the same
states: a sample costs that many moves of a playout. Nothing here is a test.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Callable, Mapping
from typing import Any

import tablegames
from tablegames.agents import heuristic_factory
from tablegames.core.rng import Rng

#: (game, players, options) benchmarked.
SETTINGS: tuple[tuple[str, int, Mapping[str, object]], ...] = (
    ("ten", 2, {}),
    ("ten", 4, {}),
    ("saboteur", 4, {}),
    ("saboteur", 6, {}),
    ("saboteur", 10, {}),
    ("saboteur", 6, {"gold_distribution": "official"}),
    ("aluette", 4, {}),
    ("aluette", 4, {"truthful_signals": True}),
    ("aluette", 4, {"truthful_signals": True, "strict_keep_highest": True}),
)


def mid_game(game: str, players: int, options: Mapping[str, object], seed: int) -> Any:
    """The state halfway through a game between heuristic agents."""
    agents = [heuristic_factory(game)(seed * 10 + seat) for seat in range(players)]
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    states = [state]
    while not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        assert seat is not None
        seen = tablegames.view(state, seat)
        state = tablegames.apply(state, agents[seat].choose(seen, tablegames.legal_moves(state)))
        states.append(state)
    return states[len(states) // 2]


def best_of(runs: int, work: Callable[[], object]) -> float:
    """The smallest CPU time of ``runs`` runs of ``work``, in seconds."""
    best = float("inf")
    for _ in range(runs):
        started = time.process_time()
        work()
        best = min(best, time.process_time() - started)
    return best


def measure(
    game: str, players: int, options: Mapping[str, object], views: int, samples: int
) -> tuple[float, float]:
    """Microseconds per sample, and per apply of a random legal move, over mid-game views."""
    states = [mid_game(game, players, options, seed) for seed in range(views)]
    seen = [tablegames.view(state, seed % players) for seed, state in enumerate(states)]

    def sample_all() -> None:
        for number, view in enumerate(seen):
            rng = Rng(number, "bench")
            for _ in range(samples):
                tablegames.sample_state(view, rng)

    rng = Rng(0, "moves")
    moves = [rng.choice(tablegames.legal_moves(state)) for state in states]

    def apply_all() -> None:
        for _ in range(samples):
            for state, move in zip(states, moves, strict=True):
                tablegames.apply(state, move)

    per_sample = best_of(3, sample_all) / (views * samples) * 1e6
    per_apply = best_of(3, apply_all) / (views * samples) * 1e6
    return per_sample, per_apply


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer views and samples")
    args = parser.parse_args(argv)
    views, samples = (3, 20) if args.quick else (12, 200)
    print(f"python benchmarks/sample.py{' --quick' if args.quick else ''}")
    print(f"Python {sys.version.split()[0]} on {platform.machine()}, CPU time, best of 3\n")
    print("| game | players | options | µs per sample | µs per apply | sample / apply |")
    print("|---|---|---|---|---|---|")
    for game, players, options in SETTINGS:
        per_sample, per_apply = measure(game, players, options, views, samples)
        shown = ", ".join(f"{k}={v}" for k, v in options.items()) or "standard"
        print(
            f"| {game} | {players} | {shown} | {per_sample:.0f} | {per_apply:.1f} "
            f"| {per_sample / per_apply:.0f} |"
        )


if __name__ == "__main__":
    main()
