"""The cost of ``to_json(view)``: every view of one seat along whole random games, in game order
(what a server writes after each move), and mid-game views written again and again::

    python benchmarks/view_json.py

Times are best-of-three means per view, in microseconds; compare versions in one sitting (run
it under each, alternately), as load moves absolute times on a shared machine.
"""

from __future__ import annotations

import random
import time
from typing import Any

import tablegames

GAMES = (("aluette", 4), ("ten", 4), ("saboteur", 4), ("crazyeights", 4))


def views_of(game: str, players: int, seeds: int) -> list[Any]:
    """One seat's view of every state of ``seeds`` random games (the seat changes by seed)."""
    views = []
    for seed in range(seeds):
        state = tablegames.new_game(game, players=players, seed=seed)
        rng = random.Random(seed)
        while not tablegames.is_over(state):
            views.append(tablegames.view(state, seed % players))
            state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    return views


def per_view(views: list[Any], repeat: int) -> float:
    """The best of three mean times of ``to_json`` over ``views``, each written ``repeat`` times,
    in microseconds."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for seen in views:
            for _ in range(repeat):
                tablegames.to_json(seen)
        best = min(best, (time.perf_counter() - start) / (len(views) * repeat))
    return best * 1e6


def main() -> None:
    print("| game | players | in game order (us/view) | mid-game view again (us) |")
    print("|---|---|---|---|")
    for game, players in GAMES:
        if game not in tablegames.GAMES:
            continue
        views = views_of(game, players, 3)
        middle = [views[len(views) // 2 + k] for k in range(5)]
        print(f"| {game} | {players} | {per_view(views, 1):.0f} | {per_view(middle, 100):.0f} |")


if __name__ == "__main__":
    main()
