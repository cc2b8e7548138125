"""The tablegames game server: a lobby, a page per seat, bots, storage that survives a crash.

Install it with the ``server`` extra (``pip install 'tablegames[server]'``: Starlette, uvicorn
and psycopg) and run ``tablegames serve``; docs/guides/server.rst is its guide. It reads the
games from the registry, so a game installed from another distribution is served too.

This module imports none of the extra's packages: :func:`main` checks for them and says which
extra to install. The server itself is ``tablegames.server.app.create_app`` (an ASGI
application) and ``tablegames.server.run.serve``.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Sequence

__all__ = ["EXTRA_MISSING", "main", "missing_packages"]

#: What ``tablegames serve`` says when the extra is not installed.
EXTRA_MISSING = (
    "tablegames serve needs the server extra, which is not installed "
    "(missing: {missing}): pip install 'tablegames[server]'"
)


def missing_packages() -> list[str]:
    """The packages of the ``server`` extra that cannot be imported."""
    return [name for name in ("starlette", "uvicorn") if importlib.util.find_spec(name) is None]


def main(argv: Sequence[str] | None = None) -> int:
    """``tablegames serve``: run the server with ``argv``; return the exit status (2, with a
    message naming the extra, when the extra is not installed)."""
    missing = missing_packages()
    if missing:
        print(EXTRA_MISSING.format(missing=", ".join(missing)), file=sys.stderr)
        return 2
    from tablegames.server.run import main as run

    return run(argv)


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
