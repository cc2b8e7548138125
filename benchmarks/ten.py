"""TEN performance: random steps per second, legal-move cost and the JSON round trip.

Run: ``python benchmarks/ten.py`` (CPU time, best of three runs). Targets: at least 20,000
random steps/s (legal_moves + apply, uniform random choice) and a mid-game JSON round trip
(to_json + from_json of the state) of at most 1 ms.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import tablegames
from tablegames import ten
from tablegames.core.rng import Rng

SEEDS = range(10)


def random_game(players: int, seed: int, stop: int | None = None) -> tuple[ten.TenState, int]:
    """Play uniformly random legal moves; return the state and the number of steps."""
    state = ten.new_game(players=players, seed=seed)
    rng = Rng(seed, "benchmark")
    steps = 0
    while not ten.is_over(state) and steps != stop:
        seat = ten.current_player(state)
        assert seat is not None
        state = ten.apply(state, rng.choice(ten.legal_moves(state, seat)))
        steps += 1
    return state, steps


def best_of(runs: int, work: Callable[[], object]) -> float:
    """The smallest CPU time of ``runs`` runs of ``work``."""
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def main() -> None:
    for players in range(1, 6):
        steps = sum(random_game(players, seed)[1] for seed in SEEDS)

        def play_all(count: int = players) -> object:
            return [random_game(count, seed) for seed in SEEDS]

        seconds = best_of(3, play_all)
        print(f"{players} players: {steps / seconds:,.0f} steps/s ({steps // len(SEEDS)} a game)")

    states = []
    for seed in SEEDS:
        _, length = random_game(4, seed)
        states.append(random_game(4, seed, stop=length // 2)[0])
    seats = [(s, s.active if s.to_act is None else s.to_act) for s in states]
    per_call = best_of(3, lambda: [ten.legal_moves(s, p) for _ in range(100) for s, p in seats])
    print(f"legal_moves (4 players): {per_call / (100 * len(seats)) * 1e6:.1f} us a call")
    per_trip = best_of(
        3, lambda: [tablegames.from_json(tablegames.to_json(s)) for _ in range(20) for s in states]
    )
    moves = sum(len(s.history) for s in states) // len(states)
    trip = per_trip / (20 * len(states)) * 1e3
    print(f"JSON round trip (4 players, mid-game, {moves} moves played): {trip:.2f} ms")


if __name__ == "__main__":
    main()
