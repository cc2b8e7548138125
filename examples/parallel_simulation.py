"""Run many games on several processes.

simulate() takes any concurrent.futures.Executor. Results depend only on the seed, so one
worker, two workers or a cluster give the same summary. For Dask and Ray clusters, see
examples/cluster/ (they need the cluster extra: pip install ".[cluster]" in the clone).
"""

from __future__ import annotations

from tablegames.agents import RandomAgent, simulate

if __name__ == "__main__":  # required for process pools on Windows and macOS
    one = simulate("aluette", games=40, players=4, agents=RandomAgent, seed=2026)
    two = simulate("aluette", games=40, players=4, agents=RandomAgent, seed=2026, workers=2)
    assert one == two  # same seed, same results, whatever the number of workers
    print(
        f"1 worker: {one.games_per_second:.0f} games/s; 2 workers: "
        f"{two.games_per_second:.0f} games/s; wins per seat {two.wins}"
    )
