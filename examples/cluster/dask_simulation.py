"""Play many games on a Dask cluster with simulate().

Needs the cluster extra: pip install ".[cluster]" in the clone. Then:

    python examples/cluster/dask_simulation.py               # starts a local cluster of 2 workers
    python examples/cluster/dask_simulation.py --games 2000
    python examples/cluster/dask_simulation.py --address tcp://scheduler:8786

The workers of a remote cluster need tablegames installed. Results depend only on the seed, so
the script checks the cluster's summary against the same games played in this process.
"""

from __future__ import annotations

import argparse

from dask.distributed import Client

from tablegames.agents import RandomAgent, heuristic_factory, simulate

GAME, PLAYERS, SEED = "saboteur", 6, 2026
# Heuristic bots in even seats, random ones in odd seats. Agent classes travel by reference: the
# workers import them, so they must live in an installed module (here, tablegames itself).
AGENTS = [heuristic_factory(GAME), RandomAgent] * (PLAYERS // 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--address", help="a Dask scheduler; default: a local cluster")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()

    if args.address:
        client = Client(args.address, timeout=60)
    else:  # one process per core, one thread each: the games are pure Python
        client = Client(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    with client:  # closes the client, and the local cluster it started
        workers = sum(client.nthreads().values())
        on_dask = simulate(
            GAME,
            args.games,
            PLAYERS,
            AGENTS,
            SEED,
            executor=client.get_executor(),
            chunk_size=max(1, args.games // (4 * workers)),  # about four tasks per worker
            progress=lambda done: print(f"\r{done}/{args.games} games", end="", flush=True),
        )
        print()

    here = simulate(GAME, args.games, PLAYERS, AGENTS, SEED)
    assert on_dask == here  # same seed, same games: the cluster changes nothing but the speed
    print(f"wins per seat: {on_dask.wins}")
    print(
        f"1 process: {here.games_per_second:.1f} games/s; Dask, {workers} workers: "
        f"{on_dask.games_per_second:.1f} games/s "
        f"({on_dask.games_per_second / here.games_per_second:.2f}x)"
    )


if __name__ == "__main__":  # Dask starts its worker processes by re-importing this file
    main()
