"""The tablegames game server: a lobby, a page per seat, bots, storage that survives a crash.

Install it with the ``server`` extra (``pip install ".[server]"`` in a clone: Starlette,
uvicorn and psycopg) and run ``tablegames serve``; docs/guides/server.rst is its guide. It reads
the games from the registry, so a game installed from another distribution is served too.

This module imports none of the extra's packages: :func:`main` reads the options
(``--help`` included) without them, then :func:`start` checks for them and says which extra to
install (``tablegames.extras.missing_extra``). The server itself is
``tablegames.server.app.create_app`` (an ASGI application) and
``tablegames.server.run.serve``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tablegames import extras

__all__ = ["main", "missing_packages", "start"]


def missing_packages() -> list[str]:
    """The packages of the ``server`` extra that cannot be imported."""
    return extras.missing_packages("server")


def main(argv: Sequence[str] | None = None) -> int:
    """``tablegames serve``: run the server with ``argv``; return the exit status (2, with a
    message naming the extra, when the extra is not installed).

    The options are read first, without the extra: ``--help`` prints them, and a mistake in
    one is told, whether the extra is installed or not. They are read once, then given to
    :func:`start`.
    """
    from tablegames.server.options import parser

    return start(parser().parse_args(argv))


def start(options: argparse.Namespace) -> int:
    """Run the server with ``options``, the options already read by
    ``tablegames.server.options.parser()``; return the exit status (2, with a message naming
    the extra, when the extra is not installed).

    ``tablegames serve`` reads its options itself (to tell a mistake in one line, as its other
    commands do) and gives them here, so that they are read once.
    """
    missing = missing_packages()
    if missing:
        print(extras.missing_extra("tablegames serve", "server", missing), file=sys.stderr)
        return 2
    from tablegames.server.run import start as run

    return run(options)


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
