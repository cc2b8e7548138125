"""The cost of stepping through a finished game on the server (``GET /api/games/<id>/replay``):
making every position of a long random game once (what the first request of a table does),
then one position's document and its picture (what each later request does)::

    python benchmarks/replay.py

Times are best-of-three, in milliseconds; compare versions in one sitting, as load moves
absolute times on a shared machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import tablegames
from tablegames.core.protocol import client_words
from tablegames.server.replay import game_steps, step_document

#: Long games: Aluette to 10 points, Saboteur at ten seats, TEN at five.
GAMES: tuple[tuple[str, int, dict[str, object] | None], ...] = (
    ("aluette", 4, {"game_end": "first_to_10"}),
    ("saboteur", 10, None),
    ("ten", 5, None),
)


def finished(game: str, players: int, options: dict[str, object] | None) -> Any:
    """A random game of ``game`` played to its end."""
    state = tablegames.new_game(game, players=players, seed=1, options=options)
    rng = random.Random(1)
    while not tablegames.is_over(state):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    return state


def best(work: Callable[[], object], repeat: int = 3) -> float:
    """The best of ``repeat`` times of ``work()``, in milliseconds."""
    found = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        found = min(found, time.perf_counter() - start)
    return found * 1e3


def row(game: str, players: int, options: dict[str, object] | None) -> str:
    """The table's row of one long game."""
    state = finished(game, players, options)
    steps = game_steps(state)
    words = client_words(tablegames.GAMES[game])
    middle = len(steps) // 2
    made = best(lambda: game_steps(state))
    document = best(lambda: step_document("id", steps, middle, words), 20)
    picture = best(lambda: tablegames.to_svg(steps[middle].state, last_move=True), 5)
    return (
        f"| {game} | {players} | {len(steps) - 1} | {made:.1f} | {document:.2f} | {picture:.1f} |"
    )


def main() -> None:
    print("| game | players | moves | every position (ms) | a document (ms) | a picture (ms) |")
    print("|---|---|---|---|---|---|")
    for game, players, options in GAMES:
        print(row(game, players, options))


if __name__ == "__main__":
    main()
