"""The agent that chooses uniformly among the legal moves: every game's baseline opponent.

Its own module, below both :mod:`tablegames.agents` (which exports it) and
:mod:`tablegames.agents.mcts` (which plays it where a game has no heuristic agent).
"""

from __future__ import annotations

from typing_extensions import TypeVar

from tablegames.core.rng import Rng, fresh_seed

__all__ = ["RandomAgent"]

_M = TypeVar("_M")


class RandomAgent:
    """Chooses uniformly among the legal moves, reproducibly from its seed.

    Args:
        seed: Seeds the agent's own generator; ``None`` draws a fresh seed.
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = Rng(fresh_seed() if seed is None else seed, "random-agent")

    def choose(self, view: object, moves: tuple[_M, ...]) -> _M:
        """Return a uniformly random legal move."""
        return self._rng.choice(moves)
