"""The cost of ``position_key(state)`` next to what a search does with a state anyway: over every
state of whole random games, the key, the key hashed (a table lookup's share), the state hashed
(which hashes its history too) and one ``apply``::

    python benchmarks/position_key.py

Times are best-of-three means per state, in microseconds; compare versions in one sitting, as
load moves absolute times on a shared machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import tablegames

GAMES = (("aluette", 4), ("ten", 4), ("saboteur", 4), ("crazyeights", 4))


def states_of(game: str, players: int, seeds: int) -> list[tuple[Any, Any]]:
    """Every state of ``seeds`` random games, each with the move played from it."""
    states = []
    for seed in range(seeds):
        state = tablegames.new_game(game, players=players, seed=seed)
        rng = random.Random(seed)
        while not tablegames.is_over(state):
            move = rng.choice(tablegames.legal_moves(state))
            states.append((state, move))
            state = tablegames.apply(state, move)
    return states


def per_state(states: list[tuple[Any, Any]], work: Callable[[Any, Any], object]) -> float:
    """The best of three mean times of ``work(state, move)`` over ``states``, in microseconds."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for state, move in states:
            work(state, move)
        best = min(best, (time.perf_counter() - start) / len(states) * 1e6)
    return best


def main() -> None:
    key = tablegames.position_key
    print(f"{'game':<12} {'states':>6} {'key':>7} {'hash key':>9} {'hash state':>11} {'apply':>7}")
    for game, players in GAMES:
        states = states_of(game, players, 5)
        print(
            f"{game:<12} {len(states):>6} "
            f"{per_state(states, lambda s, m: key(s)):>7.2f} "
            f"{per_state(states, lambda s, m: hash(key(s))):>9.2f} "
            f"{per_state(states, lambda s, m: hash(s)):>11.2f} "
            f"{per_state(states, tablegames.apply):>7.2f}"
        )


if __name__ == "__main__":
    main()
