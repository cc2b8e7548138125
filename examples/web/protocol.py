"""Every call the web example makes into tablegames, in one place.

The server (``server.py``) and the game table (``table.py``) speak HTTP and hold the state;
this module turns library objects into protocol documents and documents into moves. It is the
only module that knows how the library spells the client protocol: documents of kind
``"view"`` (with the viewer's legal moves), ``"move"`` and ``"error"``, and the seat-bound
``apply(state, move, by=seat)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import tablegames
from tablegames.agents import Agent, RandomAgent, heuristic_factory
from tablegames.core.protocol import is_move

__all__ = [
    "ConfigError",
    "FormatError",
    "IllegalMoveError",
    "TableGamesError",
    "MAX_MOVE_BYTES",
    "PLAYER_COUNTS",
    "SEAT_CODE",
    "apply_move",
    "bot_for",
    "error_document",
    "game_names",
    "next_bot_move",
    "read_move",
    "refusal_document",
    "result_of",
    "start_game",
    "view_document",
]

ConfigError = tablegames.ConfigError
FormatError = tablegames.FormatError
IllegalMoveError = tablegames.IllegalMoveError
TableGamesError = tablegames.TableGamesError

#: A move document is a few hundred bytes; the server refuses longer request bodies unread,
#: and ``from_json`` refuses them again before parsing (its ``max_bytes``).
MAX_MOVE_BYTES: Final = 4096

#: The error code of a move that names another seat than the sender's (the seat-bound apply).
SEAT_CODE: Final = "core.move.not_your_seat"


def game_names() -> tuple[str, ...]:
    """The games the library knows, by name."""
    return tuple(sorted(tablegames.GAMES))


def _players_of(name: str) -> tuple[int, int]:
    game = tablegames.GAMES[name]
    return game.min_players, game.max_players


#: Each game's (fewest, most) seats.
PLAYER_COUNTS: Final[Mapping[str, tuple[int, int]]] = {
    name: _players_of(name) for name in tablegames.GAMES
}


def start_game(
    game: str, players: int, seed: int | None, options: Mapping[str, object] | None
) -> Any:
    """A new game's first state.

    Raises:
        ConfigError: on an unknown game, a wrong player count, a bad seed or bad options.
    """
    return tablegames.new_game(game, players=players, seed=seed, options=options or None)


def bot_for(game: str, seat: int, state: Any) -> Agent:
    """The server's agent for an empty seat: the game's heuristic agent, seeded per seat.

    Seeded from the game's seed, as the command line's bots are, so a game replays alike.
    """
    factory = heuristic_factory(game, default=RandomAgent)
    return factory(tablegames.record(state).seed + seat)


def next_bot_move(state: Any, bots: Mapping[int, Agent]) -> Any | None:
    """The move of the bot whose turn it is, or ``None`` if it is nobody's or a human's turn."""
    seat = tablegames.current_player(state)
    if seat is None or seat not in bots:
        return None
    return bots[seat].choose(tablegames.view(state, seat), tablegames.legal_moves(state, seat))


def view_document(state: Any, seat: int) -> dict[str, Any]:
    """The view document of ``seat``, with the seat's legal moves (``"moves"``)."""
    return tablegames.to_dict(tablegames.view(state, seat), with_moves=True)


def result_of(state: Any) -> dict[str, Any]:
    """What a seat's status says of the game: whose turn, and the final result once over.

    Scores are given only once the game is over: before that they may depend on hidden cards
    (Saboteur's gold).
    """
    over = tablegames.is_over(state)
    return {
        "to_act": tablegames.current_player(state),
        "over": over,
        "scores": list(tablegames.scores(state)) if over else None,
        "winners": list(tablegames.winners(state)) if over else None,
    }


def read_move(body: bytes) -> Any:
    """The move in a move document sent by a client.

    Raises:
        FormatError: if the body is longer than :data:`MAX_MOVE_BYTES`, is not a tablegames
            document, or is a document of another kind than ``"move"``.
    """
    found = tablegames.from_json(body, max_bytes=MAX_MOVE_BYTES)
    if not is_move(found):
        raise FormatError(f"expected a move document, got a {_kind_of(found)} document")
    return found


def _kind_of(document: object) -> str:
    """The kind of document ``from_json`` read ``document`` from."""
    if isinstance(document, tablegames.Refusal):
        return "error"
    if isinstance(document, tuple):
        return "moves"
    return str(tablegames.to_dict(document)["kind"])


def apply_move(state: Any, move: Any, seat: int) -> Any:
    """The state after ``seat`` plays ``move``; a move naming another seat is refused first.

    Raises:
        IllegalMoveError: with code :data:`SEAT_CODE` if ``move.player`` is not ``seat``,
            whatever the state; otherwise the rules' refusal.
    """
    return tablegames.apply(state, move, by=seat)


def error_document(error: tablegames.TableGamesError, game: str) -> dict[str, Any]:
    """The error document of a refusal (``kind: "error"``, with its code and message)."""
    return tablegames.to_dict(error, game=game)


def refusal_document(code: str, message: str, game: str) -> dict[str, Any]:
    """An error document for a refusal of the web layer itself (unknown token, body too big)."""
    return tablegames.to_dict(tablegames.Refusal(code, message, None), game=game)
