"""JSON Schemas of the game server's own documents: statuses, the lobby, the answers of its
requests, its stream's events and its refusals that concern no game.

The server (:mod:`tablegames.server`, docs/guides/server.rst) sends the documents of the games
(views, records, errors: their schemas are the games') and documents of its own, which this
module describes: one schema per document, ``server-<name>.schema.json``, written with the
games' by ``python -m tablegames.core.schema``, and the TypeScript declarations made from them
(``typescript/server.d.ts``). It is the one description of those documents: a test plays whole
games on a real server and checks every document it answers against these schemas, so a field
the server adds, drops or retypes fails it. The server itself is not imported here (the kernel
imports nothing above it).

>>> from tablegames.core.schema.server import server_schema
>>> server_schema("status")["title"]
'ServerStatus'
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

from tablegames.core.errors import ConfigError
from tablegames.core.json.envelope import FORMAT, VERSION
from tablegames.core.protocol import CODE_PATTERN, MAX_STATE_VERSION
from tablegames.core.schema import DIALECT, SCHEMA_URL

__all__ = [
    "SERVER_DOCUMENTS",
    "SERVER_ERROR_CODES",
    "SERVER_STREAM_EVENTS",
    "server_definitions",
    "server_schema",
    "server_schema_file_name",
    "server_schema_text",
    "write_server_schemas",
]

#: The server's own error codes, each with when it is answered (docs/guides/server.rst lists
#: them with their HTTP status). A test keeps this table equal to the codes the server's
#: sources raise.
SERVER_ERROR_CODES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "server.busy": "A game too busy across processes (503).",
        "server.connections.too_many": "Too many connections from one address (503).",
        "server.draining": "The server is stopping (503).",
        "server.error": "A bug: the server's log has the traceback (500).",
        "server.game.not_over": "A record or a rematch asked for before the end (409).",
        "server.game.over": "A seat taken or left after the end (409).",
        "server.game.unknown": "No game has this id (404).",
        "server.method.not_allowed": "A method the address does not take (405).",
        "server.metrics.unauthorized": "The metrics asked for without the operator's token (401).",
        "server.move.version_required": "A move sent without its state_version (400).",
        "server.name.invalid": "A player's name empty, too long, with control characters, or "
        "that could pass for something else on a page (400).",
        "server.name.taken": "A player's name that looks the same as another seat's player's "
        "at the table (409).",
        "server.overloaded": "Too many requests at once (503).",
        "server.owner.required": "A seat revoked without the owner's credential (403).",
        "server.not_started": "A request to a server whose lifespan has not started it (503).",
        "server.path.unknown": "Nothing is at this address (404).",
        "server.query.invalid": "A lobby asked for with a parameter unknown or malformed (400).",
        "server.picture.none": "A picture of a game that draws none (404).",
        "server.rate.limited": "Too many requests from one address (429).",
        "server.record.format_unknown": "A record asked for in a format not written (400).",
        "server.request.invalid": "A request that is not well formed (400).",
        "server.request.length_required": "A body sent without its length (411).",
        "server.request.timeout": "A request too slow to arrive (408).",
        "server.request.too_large": "A body or a head too large (413, 431).",
        "server.seat.left": "A credential whose holder left its seat, or whose seat the turn "
        "limit handed to the bot (410).",
        "server.seat.none": "A seat number that is no human seat of the game (404).",
        "server.seat.reserved": "A rematch's seat, kept for the players before (409).",
        "server.seat.taken": "A seat taken already (409).",
        "server.seat.unknown": "An unknown or revoked seat credential (404).",
        "server.storage.unavailable": "A move the database could not store (503).",
        "server.unavailable": "A rematch another process is still setting up (503).",
    }
)


def _object(description: str, properties: Mapping[str, Any]) -> dict[str, Any]:
    """A closed object whose every property is required (the server always sends them)."""
    return {
        "type": "object",
        "description": description,
        "properties": dict(properties),
        "required": list(properties),
        "additionalProperties": False,
    }


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/$defs/{name}"}


def _text(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description}


def _nullable(schema: Mapping[str, Any], description: str) -> dict[str, Any]:
    return {"description": description, "anyOf": [dict(schema), {"type": "null"}]}


_SEAT: Final = {"type": "integer", "minimum": 0}

#: A game's variant, as the lobby and a status tell it.
_OPTIONS: Final = {
    "type": "object",
    "description": "The game's options that differ from the standard rules, by name, as the "
    "game's options are written ({}: the standard rules): its variant. A game made with these "
    "options (POST /api/games) is played under the same rules.",
}

#: A player's name as the server keeps it (tablegames.server.names): normalised, 1 to 40
#: characters, no control characters (the module says what else it refuses).
_NAME: Final = {"type": "string", "minLength": 1, "maxLength": 40}

_STATUS: Final = {
    "id": _text("The game's id."),
    "game": _text("The game's name (its documents' game)."),
    "title": _text("The game's title."),
    "seat": _nullable(_SEAT, "The seat this status is for, from 0; null: a spectator's."),
    "players": {"type": "integer", "minimum": 1, "description": "The number of seats."},
    "options": _OPTIONS,
    "seats": {
        "type": "array",
        "items": _ref("ServerSeatKind"),
        "description": "Each seat's kind, in seat order (a human seat handed to the bot is "
        '"bot" from then on).',
    },
    "taken": {
        "type": "array",
        "items": {"type": "boolean"},
        "description": "Whether each seat has a holder now (a credential given and not revoked "
        "or left); bots' seats: false. An update is sent when it changes.",
    },
    "names": {
        "type": "array",
        "items": _nullable(_NAME, "A seat's player's name; null: none given."),
        "description": "The name each seat's player gave when taking it, in seat order: null "
        "for a seat without one (a free seat, a bot's, a player who gave none). Names are "
        "public, and change no view.",
    },
    "left": {
        "type": "array",
        "items": _nullable(
            _object(
                "A seat's player who left it.",
                {
                    "reason": {
                        "enum": ["left", "bot", "timeout"],
                        "description": 'Why: "left" (the seat is free again), "bot" (its '
                        'player handed it to the bot) or "timeout" (the turn limit did).',
                    },
                    "name": _nullable(
                        _NAME,
                        "The name the player had; null: none given, or not known (left "
                        "before the server's storage kept names).",
                    ),
                },
            ),
            "The seat's player who left it; null: none, or the seat is held again.",
        ),
        "description": "Per seat, the player who left it, while nobody holds it since (a "
        "free seat, or the bot's): what a page opened after they left tells.",
    },
    "unlisted": {
        "type": "boolean",
        "description": "Whether the lobby leaves the game out (made with unlisted: true, or "
        "the rematch of such a game): its seats are taken by those who have its id.",
    },
    "kept_until": _nullable(
        {"type": "number"},
        "For a rematch: until when (seconds since 1970, UTC) its free human seats are kept "
        "for the players of the game before, who take them by asking for the rematch; "
        "anyone may take them after that. Null for a game that is no rematch.",
    ),
    "to_act": _nullable(_SEAT, "The seat to move, from 0; null when the game is over."),
    "over": {"type": "boolean", "description": "Whether the game is over."},
    "scores": _nullable(
        {"type": "array", "items": {"type": "number"}},
        "Each seat's score once the game is over; null before.",
    ),
    "winners": _nullable(
        {"type": "array", "items": _SEAT},
        "The seats that won (from 0) once the game is over; null before.",
    ),
    "rematch": _nullable(
        {"type": "string"}, "The id of the rematch once a seat asked for one; null before."
    ),
    "result": _nullable(
        {"type": "string"},
        "How the game ended, in the game's words from this seat's side, once over; null before. "
        "A seat with a player's name is called by it.",
    ),
    "narration": _nullable(
        {"type": "array", "items": {"type": "string"}},
        "The texts of the events of the view this status goes with (this seat's, or the "
        "spectators'), one per event, calling each seat with a player's name by it (the "
        'view\'s own texts, the same whatever the names, number the seats); "" where the '
        "view's text is empty. Null while no seat has a name.",
    ),
    "language": _text(
        'The language tag ("en", "fr") of the game\'s words this server sends: the moves\' '
        "labels and the events' texts of the game's documents, this status's result and "
        "narration, a replay's sentences. The server's preferred language (tablegames serve "
        "--lang) where the game speaks it, else the game's own words' language. A page marks "
        "the elements holding those words with it (lang), its own words keeping theirs."
    ),
}

#: What a served view's state_version is (the game's own view documents its version as the
#: moves applied).
_SERVED_VERSION: Final = (
    "The viewer's own version of the game: one more per change of its view, not the moves "
    "applied. A move sent to the server carries the version it was chosen at."
)

#: The fields of a view document as the server sends it (all of them always, but its scores:
#: only for a game whose views give them, tablegames.view_scores).
_SERVED_VIEW: Final = {
    "format": {"const": FORMAT},
    "version": {"const": VERSION},
    "game": {"type": "string"},
    "kind": {"const": "view"},
    "data": {"type": "object"},
    "moves": {"type": "array", "items": {"type": "object"}},
    "scores": {"type": "array", "items": {"anyOf": [{"type": "integer"}, {"type": "null"}]}},
    "state_version": {
        "type": "integer",
        "minimum": 0,
        "maximum": MAX_STATE_VERSION,
        "description": _SERVED_VERSION,
    },
}
_SERVED_REQUIRED: Final = [key for key in _SERVED_VIEW if key != "scores"]

#: Every named definition, by name: the documents' titles and their parts.
_DEFINITIONS: Final[dict[str, dict[str, Any]]] = {
    "ServerSeatKind": {
        "description": "Who plays a seat: a person (with a credential) or the server's bot.",
        "type": "string",
        "enum": ["human", "bot"],
    },
    "ServerStatus": _object(
        "A game's status as a seat (GET /api/seat/<credential>) or a spectator sees it.",
        _STATUS,
    ),
    "ServerGame": _object(
        "A game's status as a spectator sees it, with the game it is the rematch of "
        "(GET /api/games/<id>).",
        {
            **_STATUS,
            "rematch_of": _nullable(
                {"type": "string"}, "The id of the game this one is the rematch of, or null."
            ),
        },
    ),
    "ServerViewDocument": {
        "type": "object",
        "description": "A game's view document as the server sends it: with the viewer's legal "
        "moves, the scores it may know (for a game whose views give them) and its "
        "state_version, the viewer's own version (one more per change of its view, not the "
        "moves applied) (the game's view schema reads the whole of it).",
        "properties": _SERVED_VIEW,
        "required": _SERVED_REQUIRED,
        "additionalProperties": False,
    },
    "ServerMoveAnswer": {
        "type": "object",
        "description": "The answer to a move (POST /api/seat/<credential>/move, 200): the seat's "
        "view document after the move, as the server sends views, and the seat's status after "
        "it (whose turn, whether the game is over, the winners). The game's view schema reads "
        "it without its status.",
        "properties": {
            **_SERVED_VIEW,
            "status": _ref("ServerStatus"),
        },
        "required": [*_SERVED_REQUIRED, "status"],
        "additionalProperties": False,
    },
    "ServerUpdate": _object(
        "The data of an event stream's update event: the viewer's status and view.",
        {"status": _ref("ServerStatus"), "view": _ref("ServerViewDocument")},
    ),
    "ServerNotice": {
        "type": "object",
        "description": "The data of an event stream's revoked and end events: nothing.",
        "properties": {},
        "additionalProperties": False,
    },
    "ServerLeftReason": {
        "description": "Why a credential stopped playing its seat: its holder left it (the seat "
        "is free for another), handed it to the server's bot, or the operator's turn limit "
        "handed it to the bot.",
        "type": "string",
        "enum": ["left", "bot", "timeout"],
    },
    "ServerLeft": _object(
        "The data of an event stream's left event: the seat's holder left it, or the turn limit "
        "handed it to the bot; the stream then ends.",
        {"reason": _ref("ServerLeftReason")},
    ),
    "ServerLobbySeat": _object(
        "A seat of a game in the lobby.",
        {
            "kind": _ref("ServerSeatKind"),
            "taken": {"type": "boolean", "description": "Whether its credential was given."},
            "name": _nullable(_NAME, "Its player's name; null: none (free, a bot, none given)."),
        },
    ),
    "ServerLobbyGame": _object(
        "A game in the lobby: one in play, listed (open=true: with a free human seat).",
        {
            "id": _text("The game's id."),
            "game": _text("The game's name."),
            "title": _text("The game's title."),
            "players": {"type": "integer", "minimum": 1, "description": "The number of seats."},
            "options": _OPTIONS,
            "seats": {"type": "array", "items": _ref("ServerLobbySeat")},
            "created": {
                "type": "number",
                "description": "When the game was made, in seconds since 1970 (UTC).",
            },
        },
    ),
    "ServerGameKind": _object(
        "A game this server knows.",
        {
            "title": _text("The game's title."),
            "min_players": {"type": "integer", "minimum": 1},
            "max_players": {"type": "integer", "minimum": 1},
            "default_players": {
                "type": "integer",
                "minimum": 1,
                "description": "The seats a table has when nobody says how many (the game's "
                "default_players): the lobby's first choice, as the command line's play.",
            },
            "options": {
                "type": "object",
                "description": "The standard rules' options, as the game's options are written.",
            },
            "choices": {
                "type": "object",
                "description": "The values each option that takes one of a few (an "
                "enumeration) may have, by option, as the game's options are written.",
                "additionalProperties": {"type": "array"},
            },
            "players_for": {
                "type": "object",
                "description": "The player counts at which a new game takes another value than "
                "the standard rules' of an option it refuses at other counts (TEN's jen_policy: "
                "[1]), by option; an option not named here is taken at every count.",
                "additionalProperties": {"type": "array", "items": {"type": "integer"}},
            },
        },
    ),
    "ServerLobby": _object(
        "The lobby (GET /api/games): a page of the listed games in play (open=true: those with "
        "a free human seat), the last listed first, and the games known.",
        {
            "games": {"type": "array", "items": _ref("ServerLobbyGame")},
            "next": _nullable(
                {"type": "string"},
                "Where the lobby goes on: the after= of the next page (opaque); null when no "
                "game is left.",
            ),
            "kinds": {
                "type": "object",
                "description": "The games this server knows, by name.",
                "additionalProperties": _ref("ServerGameKind"),
            },
        },
    ),
    "ServerCreated": _object(
        "The answer to creating a game (POST /api/games, 201).",
        {
            "id": _text("The game's id."),
            "owner_token": _text("The owner's credential: it revokes seats."),
            "tokens": {
                "type": "object",
                "description": "The credentials of the seats taken, by seat number from 0.",
                "additionalProperties": {"type": "string"},
            },
            "urls": {
                "type": "object",
                "description": "The pages of the seats taken (/play/<credential>), by seat.",
                "additionalProperties": {"type": "string"},
            },
            "watch": _text("The spectators' page (/watch/<id>)."),
            "status": _ref("ServerStatus"),
        },
    ),
    "ServerSeat": _object(
        "The answer to taking a seat (POST /api/games/<id>/seats/<seat>, 201).",
        {
            "token": _text("The seat's credential."),
            "url": _text("The seat's page (/play/<credential>)."),
        },
    ),
    "ServerRematch": _object(
        "The answer to asking for a rematch (POST /api/seat/<credential>/rematch, 201).",
        {
            "id": _text("The rematch's id."),
            "token": _text("The seat's credential in the rematch."),
            "url": _text("The seat's page in the rematch (/play/<credential>)."),
        },
    ),
    "ServerReplay": _object(
        "A position of a finished game (GET /api/games/<id>/replay?at=N): the state after its "
        "first N moves, the move that led there and what it did, every secret told (the "
        "record of a game over is public).",
        {
            "id": _text("The game's id."),
            "at": {
                "type": "integer",
                "minimum": 0,
                "description": "How many of the game's moves are made (0: the start).",
            },
            "length": {
                "type": "integer",
                "minimum": 0,
                "description": "How many moves the game has (the last position's at).",
            },
            "player": _nullable(_SEAT, "The seat that made the move, from 0; null at 0."),
            "move": _nullable(
                {"type": "object"},
                "The move that led here, a move document (the game's move schema reads it); "
                "null at 0.",
            ),
            "notation": _nullable(
                {"type": "string"},
                "The move in the game's notation; null at 0, or for a game without one.",
            ),
            "said": {
                "type": "array",
                "items": {"type": "string"},
                "description": "What the move did, in the game's words, every secret told (at "
                "0: the start, a deal), calling named seats by their names.",
            },
            "state": {
                "type": "object",
                "description": "The whole state after the move, a state document (the game's "
                "state schema reads it): every hand, role and card face up.",
            },
        },
    ),
    "ServerErrorDocument": {
        "type": "object",
        "description": "A refusal that concerns no game (an unknown address, a limit, a game "
        'not created): an error document with "game": null. A refusal at a game\'s address '
        "names the game, and the game's error schema reads it.",
        "properties": {
            "format": {"const": FORMAT},
            "version": {"const": VERSION},
            "game": {"type": "null"},
            "kind": {"const": "error"},
            "data": _object(
                "Why the request was refused.",
                {
                    "code": {
                        "type": "string",
                        "pattern": CODE_PATTERN,
                        "description": "The stable dotted code of the reason (ServerErrorCode, "
                        "or core.config.invalid for a game that cannot be created).",
                    },
                    "message": _text("A sentence a person understands."),
                    "move": {"type": "null"},
                },
            ),
        },
        "required": ["format", "version", "game", "kind", "data"],
        "additionalProperties": False,
    },
}

#: The name of each of the server's documents (its schema is ``server-<name>.schema.json``),
#: with the name of its type.
SERVER_DOCUMENTS: Final[Mapping[str, str]] = MappingProxyType(
    {
        "status": "ServerStatus",
        "game": "ServerGame",
        "update": "ServerUpdate",
        "move": "ServerMoveAnswer",
        "notice": "ServerNotice",
        "left": "ServerLeft",
        "lobby": "ServerLobby",
        "created": "ServerCreated",
        "seat": "ServerSeat",
        "rematch": "ServerRematch",
        "replay": "ServerReplay",
        "error": "ServerErrorDocument",
    }
)

#: The events of an event stream (``/api/seat/<credential>/events``, ``/api/games/<id>/events``)
#: and the type of each one's data: ``update`` now and whenever the view changes or a rematch is
#: named, ``revoked`` when the seat's credential is revoked, ``left`` when its holder left the
#: seat or the turn limit handed it to the bot, ``end`` when nothing more will come.
SERVER_STREAM_EVENTS: Final[Mapping[str, str]] = MappingProxyType(
    {
        "update": "ServerUpdate",
        "revoked": "ServerNotice",
        "left": "ServerLeft",
        "end": "ServerNotice",
    }
)


def server_schema_file_name(name: str) -> str:
    """The file of a server document's schema, ``"server-<name>.schema.json"``."""
    return f"server-{name}.schema.json"


def server_definitions() -> dict[str, dict[str, Any]]:
    """Every named type of the server's documents, by name (a copy)."""
    return copy.deepcopy(_DEFINITIONS)


def server_schema(name: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the server's document ``name``, one of
    :data:`SERVER_DOCUMENTS`: its own definition, with the definitions it refers to.

    Raises:
        ConfigError: for an unknown document.
    """
    title = SERVER_DOCUMENTS.get(name)
    if title is None:
        raise ConfigError(
            f"unknown server document {name!r}; expected one of {', '.join(SERVER_DOCUMENTS)}"
        )
    definitions = server_definitions()
    body = definitions[title]
    used: dict[str, Any] = {}
    pending = [body]
    while pending:
        for reference in _references(pending.pop()):
            if reference not in used:
                used[reference] = definitions[reference]
                pending.append(definitions[reference])
    schema: dict[str, Any] = {
        "$schema": DIALECT,
        "$id": SCHEMA_URL + server_schema_file_name(name),
        "title": title,
        **body,
    }
    if used:
        schema["$defs"] = dict(sorted(used.items()))
    return schema


def _references(node: object) -> list[str]:
    if isinstance(node, dict):
        found = []
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                found.append(value.rsplit("/", 1)[-1])
            else:
                found += _references(value)
        return found
    if isinstance(node, list):
        return [name for item in node for name in _references(item)]
    return []


def server_schema_text(name: str) -> str:
    """The schema of :func:`server_schema` as the JSON text of the shipped file."""
    return json.dumps(server_schema(name), indent=2, ensure_ascii=False) + "\n"


def write_server_schemas(directory: Path) -> list[Path]:
    """Write the schema of every one of :data:`SERVER_DOCUMENTS` into ``directory``
    (``python -m tablegames.core.schema`` does, with the games')."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SERVER_DOCUMENTS:
        path = directory / server_schema_file_name(name)
        path.write_text(server_schema_text(name), encoding="utf-8")
        written.append(path)
    return written
