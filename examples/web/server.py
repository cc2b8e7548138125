"""Embedding the tablegames server: one game set up by this script, a URL per human seat.

The server (``tablegames.server``, the ``server`` extra) is an ASGI application with a lobby
and storage of its own; ``tablegames serve`` runs it as it is. This script shows how to run it
from your own code instead: start it, set up a game through its hall (the object that holds
the tables), and hand out the seats' addresses. Run it from the repository's root::

    python examples/web/server.py aluette --humans 1 3 --port 8000

and open the printed URLs in a browser, one per human seat; bots play the other seats, and
the lobby (the server's own page, at the root) lists the game. Games are kept in a SQLite file
(``--database``, a temporary one by default): stop the script, start it again with the same
file, and every game and seat address is still there.

Seats are numbered from 1, in ``--humans`` and in what the script prints, as on the command
line (``tablegames play --human 1``) and on the page ("You play seat 1 of 4"); the Python API
counts them from 0.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import tablegames
from tablegames.server.app import create_app
from tablegames.server.run import bind, serve
from tablegames.server.settings import Settings


def _options(pairs: Sequence[str]) -> dict[str, object]:
    options: dict[str, object] = {}
    for pair in pairs:
        name, _, text = pair.partition("=")
        try:
            options[name] = json.loads(text)
        except json.JSONDecodeError:
            options[name] = text  # a bare word such as first_to_5
    return options


async def run(args: argparse.Namespace, players: int, options: dict[str, object]) -> None:
    database = args.database or str(Path(tempfile.mkdtemp()) / "games.sqlite3")
    settings = Settings(database=database, bot_delay=args.bot_delay)
    server = create_app(settings)
    sock = bind("127.0.0.1", args.port, 128)
    base = f"http://127.0.0.1:{sock.getsockname()[1]}"

    async def set_up() -> None:
        await server.hall.ready.wait()  # the storage is open and up to date
        humans = sorted({number - 1 for number in args.humans})  # the API's seats, from 0
        kinds = ["human" if seat in humans else "bot" for seat in range(players)]
        created = await server.hall.create(args.game, kinds=kinds, options=options, take=humans)
        print(f"{args.game}, {players} players; bots play the other seats.")
        for seat, token in sorted(created.tokens.items()):
            print(f"  seat {seat + 1}: {base}/play/{token}", flush=True)

    setting_up = asyncio.get_running_loop().create_task(set_up())
    await serve(settings, sock=sock, server=server)
    await setting_up


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve one tablegames game to browsers.")
    parser.add_argument("game", choices=sorted(tablegames.GAMES))
    parser.add_argument("--players", type=int, help="number of seats (default: the fewest)")
    parser.add_argument(
        "--humans", type=int, nargs="+", default=[1], metavar="SEAT", help="human seats, from 1"
    )
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database", help="a SQLite file (default: a temporary one)")
    parser.add_argument("--bot-delay", type=float, default=0.5, help="seconds before a bot moves")
    args = parser.parse_args(argv)
    players = args.players or tablegames.GAMES[args.game].min_players
    options = _options(args.option)
    try:  # check the setup before serving it
        tablegames.new_game(args.game, players=players, options=options)
        unknown = sorted(set(args.humans) - set(range(1, players + 1)))
        if unknown:
            raise tablegames.ConfigError(
                f"no seat {unknown[0]} in a {players}-player game (seats are numbered from 1)"
            )
    except tablegames.TableGamesError as error:
        print(f"server.py: {error}", file=sys.stderr)
        return 2
    asyncio.run(run(args, players, options))
    return 0


if __name__ == "__main__":
    sys.exit(main())
