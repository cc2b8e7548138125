"""RL adapter speed: PettingZoo environment steps per second against the bare game.

Run from the repository root (needs the ``rl`` extra)::

    python benchmarks/rl.py            # about half a minute
    python benchmarks/rl.py --quick    # fewer games, for a smoke test

For each game it plays the same random games twice, alternating, best of three rounds of CPU
time: once with the bare API (``legal_moves`` + ``apply``), once through the AEC environment
(``last()``, which encodes the acting seat's view and builds its mask, then ``step``). It
prints the steps per second of both, their ratio, and the cost of one observation and one mask.
Nothing here is a test: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Callable

import numpy as np

import tablegames
from tablegames import rl
from tablegames.core.rng import Rng

#: The tables benchmarked (as in benchmarks/run.py).
TABLES = (("aluette", 4), ("ten", 4), ("saboteur", 6))


def bare_games(game: str, players: int, seeds: range) -> int:
    """Play random games with the bare API; return the number of moves."""
    steps = 0
    legal_moves, apply = tablegames.legal_moves, tablegames.apply
    for seed in seeds:
        rng = Rng(seed, "bench")
        state = tablegames.new_game(game, players=players, seed=seed)
        while not tablegames.is_over(state):
            moves = legal_moves(state)
            state = apply(state, moves[rng.below(len(moves))])
            steps += 1
    return steps


def env_games(game: str, players: int, seeds: range) -> int:
    """Play random games through the AEC environment; return the number of moves."""
    aec = rl.env(game, players)
    steps = 0
    for seed in seeds:
        aec.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _ in aec.agent_iter():
            observation, _, terminated, truncated, _ = aec.last()
            if terminated or truncated:
                aec.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            aec.step(int(legal[rng.integers(len(legal))]))
            steps += 1
    return steps


def cpu_rate(run: Callable[[str, int, range], int], game: str, players: int, seeds: range) -> float:
    """Steps per CPU second of one run of ``run(game, players, seeds)``."""
    started = time.process_time()
    steps = run(game, players, seeds)
    return steps / (time.process_time() - started)


def observation_costs(game: str, players: int, seed: int) -> tuple[float, float]:
    """Microseconds to encode one view and to build one mask, over a random game."""
    encoder, index = rl.encoder(game), rl.action_index(game, players)
    rng = Rng(seed, "bench")
    state = tablegames.new_game(game, players=players, seed=seed)
    views, moves = [], []
    while not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        views.append(tablegames.view(state, seat))
        moves.append(tablegames.legal_moves(state, seat))
        state = tablegames.apply(state, rng.choice(moves[-1]))
    started = time.process_time()
    for seen in views:
        encoder.encode(seen)
    encode = (time.process_time() - started) / len(views)
    started = time.process_time()
    for listed in moves:
        index.mask(listed)
    mask = (time.process_time() - started) / len(moves)
    return encode * 1e6, mask * 1e6


def main() -> None:
    """Print the table of figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games, for a smoke test")
    arguments = parser.parse_args()
    seeds = range(3) if arguments.quick else range(20)
    rounds = 1 if arguments.quick else 3
    print(f"python benchmarks/rl.py{' --quick' if arguments.quick else ''}")
    print(f"Python {platform.python_version()} on {platform.machine()}, CPU time, ", end="")
    print(f"{len(seeds)} random games per table, best of {rounds} alternating rounds\n")
    print("| game | players | bare steps/s | env steps/s | env / bare | encode µs | mask µs |")
    print("|---|---|---|---|---|---|---|")
    for game, players in TABLES:
        bare = env = 0.0
        for _ in range(rounds):
            bare = max(bare, cpu_rate(bare_games, game, players, seeds))
            env = max(env, cpu_rate(env_games, game, players, seeds))
        encode, mask = observation_costs(game, players, 0)
        print(
            f"| {game} | {players} | {bare:,.0f} | {env:,.0f} | {env / bare:.2f} "
            f"| {encode:.0f} | {mask:.0f} |"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
