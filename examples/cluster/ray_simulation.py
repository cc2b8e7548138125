"""Play many games on Ray with simulate() and tablegames.cluster.RayExecutor.

Needs the cluster extra: pip install ".[cluster]" in the clone. Then:

    python examples/cluster/ray_simulation.py                # starts a local Ray of 2 CPUs
    python examples/cluster/ray_simulation.py --games 2000
    python examples/cluster/ray_simulation.py --address auto # the Ray cluster of this machine

The workers of a remote cluster need tablegames installed. Results depend only on the seed, so
the script checks the cluster's summary against the same games played in this process.
"""

from __future__ import annotations

import argparse

import ray

from tablegames.agents import RandomAgent, heuristic_factory, simulate
from tablegames.cluster import RayExecutor

GAME, PLAYERS, SEED = "saboteur", 6, 2026
# Heuristic bots in even seats, random ones in odd seats. Agent classes travel by reference: the
# workers import them, so they must live in an installed module (here, tablegames itself).
AGENTS = [heuristic_factory(GAME), RandomAgent] * (PLAYERS // 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--address", help="a Ray cluster; default: a local instance")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()

    if args.address:
        ray.init(address=args.address)
    else:  # two worker processes, no dashboard: small and quiet
        ray.init(num_cpus=2, include_dashboard=False, logging_level="ERROR")
    try:
        workers = int(ray.cluster_resources()["CPU"])
        with RayExecutor() as executor:  # each task takes one CPU
            on_ray = simulate(
                GAME,
                args.games,
                PLAYERS,
                AGENTS,
                SEED,
                executor=executor,
                chunk_size=max(1, args.games // (4 * workers)),  # about four tasks per worker
                progress=lambda done: print(f"\r{done}/{args.games} games", end="", flush=True),
            )
            print()
    finally:
        ray.shutdown()  # stops the local instance; disconnects from a remote cluster

    here = simulate(GAME, args.games, PLAYERS, AGENTS, SEED)
    assert on_ray == here  # same seed, same games: the cluster changes nothing but the speed
    print(f"wins per seat: {on_ray.wins}")
    print(
        f"1 process: {here.games_per_second:.1f} games/s; Ray, {workers} workers: "
        f"{on_ray.games_per_second:.1f} games/s "
        f"({on_ray.games_per_second / here.games_per_second:.2f}x)"
    )


if __name__ == "__main__":
    main()
