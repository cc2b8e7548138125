"""Write your own bot: an agent is any object with choose(view, moves)."""

from __future__ import annotations

from typing import Any

from tablegames import aluette
from tablegames.agents import RandomAgent, simulate


class HighCardBot:
    """Always plays its strongest card and never signals; otherwise picks the first move."""

    def __init__(self, seed: int) -> None:
        self.seed = seed  # a factory takes a seed; this bot does not need randomness

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        plays = [m for m in moves if isinstance(m, aluette.PlayCard)]
        if plays:
            return max(plays, key=lambda m: m.card.strength)
        others = [m for m in moves if not isinstance(m, aluette.Signal)]
        return (others or list(moves))[0]


# Seats 0 and 2 (a partnership) against two random players.
summary = simulate(
    "aluette",
    games=100,
    players=4,
    agents=[HighCardBot, RandomAgent, HighCardBot, RandomAgent],
    seed=1,
)
print(
    f"HighCardBot team won {summary.win_rates[0]:.0%} of {summary.games} games "
    f"({summary.games_per_second:.0f} games/s)."
)
