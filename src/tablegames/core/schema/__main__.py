"""Regenerate the files shipped with the package: the JSON Schemas and the TypeScript declarations.

``python -m tablegames.core.schema [SCHEMA_DIRECTORY [TYPESCRIPT_DIRECTORY [GAME ...]]]`` writes
them into the installed package (``tablegames/schemas``, ``tablegames/typescript``) by default
(a schemas folder named alone takes the declarations too),
for the games shipped with it, and those of the game server's own documents
(:mod:`tablegames.core.schema.server`); naming games writes those of any registered games (a game of
your own distribution, say) into the directories given. The
command lives here, beside both: the declarations are made from the schemas
(:mod:`tablegames.core.schema.typescript` imports :mod:`tablegames.core.schema`), so the
schema module itself cannot write them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tablegames.core.registry import load_entry_points
from tablegames.core.schema import write_schemas
from tablegames.core.schema.server import write_server_schemas
from tablegames.core.schema.typescript import write_declarations

__all__ = ["main"]


def main(arguments: list[str]) -> None:
    """Write the schemas and the declarations; print each file's path."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m tablegames.core.schema",
        description="Write the JSON Schemas and TypeScript declarations of the games and of "
        "the game server's documents.",
    )
    package = Path(__file__).parent.parent.parent
    add = parser.add_argument
    add("schemas", nargs="?", type=Path, help="the schemas' folder (default: the package's)")
    add(
        "typescript",
        nargs="?",
        type=Path,
        help="the declarations' folder (default: the package's, or the schemas' folder given)",
    )
    add("games", nargs="*", help="the games to write (default: those shipped with tablegames)")
    args = parser.parse_args(arguments)
    load_entry_points()  # the games, as ``import tablegames`` registers them
    # A folder given for the schemas takes the declarations too: the package's are rewritten
    # only when no folder is named.
    schemas = args.schemas or package / "schemas"
    typescript = args.typescript or args.schemas or package / "typescript"
    chosen = args.games or None
    for written in [
        *write_schemas(schemas, chosen),
        *write_server_schemas(schemas),
        *write_declarations(typescript, chosen),
    ]:
        print(written)


if __name__ == "__main__":
    main(sys.argv[1:])
