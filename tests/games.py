"""The games the tests run on, read from the registry: a game added to tablegames (or installed
from another distribution) is picked up without editing a test.

* :data:`BUILT_IN`: the games tablegames itself declares in its entry points, whose schemas,
  TypeScript declarations, docs pages and golden files ship with it.
* :data:`INSTALLED`: every game an installed distribution declares (the built-in ones
  included), for the tests of the tools that must serve any game (agents, search, RL).

Games registered by hand (the test games of ``tests/core/toy.py``) are in neither.
"""

from __future__ import annotations

from importlib import metadata

import tablegames
from tablegames.core.registry import ENTRY_POINT_GROUP
from tablegames.core.schema import shipped_games

__all__ = ["BUILT_IN", "INSTALLED", "seats"]

#: The games of the tablegames distribution, alphabetical.
BUILT_IN: tuple[str, ...] = shipped_games()
#: Every game an installed distribution declares and that registered, alphabetical.
INSTALLED: tuple[str, ...] = tuple(
    sorted(
        {entry.name for entry in metadata.entry_points(group=ENTRY_POINT_GROUP)}
        & set(tablegames.GAMES)
    )
)


def seats(game: str) -> int:
    """A small table for ``game``: the fewest seats of two or more it allows."""
    found = tablegames.GAMES[game]
    return max(found.min_players, min(2, found.max_players))
