"""TypeScript declarations of the documents, generated from the JSON Schemas.

The package ships one declaration file per game (``tablegames/typescript/<game>.d.ts``) and an
``index.d.ts`` that gathers them; ``python -m tablegames.core.schema`` regenerates them with
the schemas, and a test fails if the shipped files are stale. A front end written in
TypeScript copies them (or points ``typeRoots``/``paths`` at the installed package) and gets
the documents' types, moves and events as discriminated unions that narrow on ``type``:

.. code-block:: typescript

   import type { AluetteMove } from "./tablegames/aluette.js";

   function describe(move: AluetteMove): string {
     switch (move.type) {
       case "play_card":
         return `play the ${move.card}`;
       case "signal":
         return `signal ${move.kind}`;
       default:
         return move.type;
     }
   }

The files import each other by the name of the module each one declares, ``./aluette.js``
(declared by ``aluette.d.ts``): the form a Node.js project of ES modules requires
(``moduleResolution`` ``node16`` or ``nodenext``, ``"type": "module"``), and which CommonJS,
``bundler`` and ``node10`` resolve too. Without it, such a project cannot follow them, and
under ``skipLibCheck`` says nothing: every type they bring is ``any``.

Every type is the image of a schema definition: objects become interfaces (fields the schema
does not require are optional), ``oneOf``/``anyOf`` unions, ``const`` and ``enum`` literal
types, arrays ``T[]`` and fixed-length arrays tuples. Integers are ``number``.

>>> from tablegames.core.schema.typescript import declarations
>>> "export type AluetteMove =" in declarations("aluette")
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from tablegames.core.errors import ConfigError
from tablegames.core.json.envelope import KINDS, VERSION
from tablegames.core.protocol import error_codes
from tablegames.core.schema import (
    document_schema,
    document_type_name,
    game_type_prefix,
    shipped_games,
)
from tablegames.core.schema.server import (
    SERVER_ERROR_CODES,
    SERVER_STREAM_EVENTS,
    server_definitions,
)

__all__ = ["declarations", "index_declarations", "server_declarations", "write_declarations"]

_HEADER = (
    "// Generated from the tablegames JSON Schemas (format version {version}) by\n"
    "// `python -m tablegames.core.schema`. Do not edit: a test regenerates this file.\n"
)
_IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")
# Longer unions are written one member per line.
_WIDTH = 100


def declarations(game: str) -> str:
    """The TypeScript declarations of every document of ``game`` (one ``.d.ts`` file).

    Raises:
        ConfigError: for an unknown game, or if two kinds' schemas define a name differently.
    """
    schemas = {kind: document_schema(game, kind) for kind in KINDS}
    definitions: dict[str, Any] = {}
    for kind, schema in schemas.items():
        for name, definition in schema.get("$defs", {}).items():
            if definitions.setdefault(name, definition) != definition:
                raise ConfigError(f"the {game} {kind} schema defines {name} differently")
    prefix = game_type_prefix(game)
    out = [_HEADER.format(version=VERSION)]
    documents = []
    for kind, schema in schemas.items():
        name = document_type_name(game, kind)
        documents.append(name)
        out.append(_declare(name, schema))
    out.append(
        _comment(f"Any {game} document.")
        + f"export type {prefix}Document =\n"
        + "".join(f"  | {name}\n" for name in documents).rstrip("\n")
        + ";\n"
    )
    view = document_type_name(game, "view")
    out.append(
        _comment(
            f"A view document of {game} as the game server sends it: its moves and its "
            "state_version are always there."
        )
        + f'export type {prefix}ServerViewDocument = Omit<{view}, "state_version"> &\n'
        + f'  Required<Pick<{view}, "moves">> & {{\n'
        # The game's view documents its state_version as the moves applied; the server's
        # is the viewer's own count.
        + "    "
        + _comment(_served_version()).rstrip("\n")
        + "\n    state_version: number;\n  };\n"
    )
    codes = error_codes(game)
    out.append(
        _comment(
            f"Every error code known to this version for {game} (see the protocol reference). "
            "An error document's code is typed string: a newer server may send new codes."
        )
        + f"export type {prefix}ErrorCode =\n"
        + "".join(f"  | {json.dumps(code)}\n" for code in codes).rstrip("\n")
        + ";\n"
    )
    for name, definition in sorted(definitions.items()):
        out.append(_declare(name, definition))
    return "\n".join(out)


def _served_version() -> str:
    """What a served view's state_version is, from the server's schema."""
    served = server_definitions()["ServerViewDocument"]["properties"]["state_version"]
    return str(served["description"])


def index_declarations(games: Iterable[str]) -> str:
    """The ``index.d.ts`` that gathers the games' declaration files."""
    games = sorted(games)
    out = [_HEADER.format(version=VERSION), "\n"]
    for game in games:
        out.append(f"export * as {game} from {_module(game)};\n")
    out.append(f"export * from {_module('server')};\n")
    for game in games:
        out.append(f"import type {{ {game_type_prefix(game)}Document }} from {_module(game)};\n")
    out.append(
        "\n"
        + _comment("Any tablegames document of any game, told apart by game and kind.")
        + "export type TablegamesDocument =\n"
        + "".join(f"  | {game_type_prefix(game)}Document\n" for game in games).rstrip("\n")
        + ";\n"
    )
    return "".join(out)


def server_declarations(games: Iterable[str]) -> str:
    """The ``server.d.ts`` of the game server's own documents
    (:mod:`tablegames.core.schema.server`), whose view documents are those of ``games``.

    ``ServerViewDocument`` is the union of the games' ``<Game>ServerViewDocument``,
    ``ServerMoveAnswer`` one of them with the seat's status,
    ``ServerErrorCode`` the server's own codes, and ``ServerStreamEvent`` an event of a stream,
    its name and its data (JSON-decoded) together.
    """
    games = sorted(games)
    definitions = server_definitions()
    out = [_HEADER.format(version=VERSION), "\n"]
    views = [f"{game_type_prefix(game)}ServerViewDocument" for game in games]
    for game, name in zip(games, views, strict=True):
        out.append(f"import type {{ {name} }} from {_module(game)};\n")
    view = definitions.pop("ServerViewDocument")
    answer = definitions.pop("ServerMoveAnswer")
    out.append(
        "\n"
        + _comment(view["description"])
        + "export type ServerViewDocument =\n"
        + ("".join(f"  | {name}\n" for name in views) or "  never\n").rstrip("\n")
        + ";\n"
    )
    out.append(
        "\n"
        + _comment(answer["description"])
        + "export type ServerMoveAnswer = ServerViewDocument & { status: ServerStatus };\n"
    )
    out.append(
        "\n"
        + _comment(
            "Every code of the server's own refusals known to this version (the games' codes are "
            "their ErrorCode). An error document's code is typed string: a newer server may send "
            "new codes."
        )
        + "export type ServerErrorCode =\n"
        + "".join(f"  | {json.dumps(code)}\n" for code in SERVER_ERROR_CODES).rstrip("\n")
        + ";\n"
    )
    out.append(
        "\n"
        + _comment(
            "An event of an event stream: its name (the event: line) and its data (the data: "
            "line, JSON-decoded)."
        )
        + "export type ServerStreamEvent =\n"
        + "".join(
            f"  | {{ event: {json.dumps(event)}; data: {name} }}\n"
            for event, name in SERVER_STREAM_EVENTS.items()
        ).rstrip("\n")
        + ";\n"
    )
    for name, definition in sorted(definitions.items()):
        declared = _declare(name, definition)
        out.append("\n" + (_generic_replay(declared) if name == "ServerReplay" else declared))
    return "".join(out)


def _generic_replay(declared: str) -> str:
    """``ServerReplay`` with its move and state typed by parameters: the server serves any
    installed game, so they are records by default, and a client that knows the game names its
    documents (``ServerReplay<TenMoveDocument, TenStateDocument>``)."""
    parts = [
        ("export interface ServerReplay {", _REPLAY_HEADER),
        ("  move: Record<string, unknown> | null;", "  move: Move | null;"),
        ("  state: Record<string, unknown>;", "  state: State;"),
    ]
    for plain, generic in parts:
        if declared.count(plain) != 1:
            raise ConfigError(f"ServerReplay's declaration no longer holds {plain!r}")
        declared = declared.replace(plain, generic)
    return declared.replace(
        " */\nexport interface ServerReplay<",
        " Type it with the game's documents: ServerReplay<TenMoveDocument, TenStateDocument>."
        " */\nexport interface ServerReplay<",
        1,
    )


_REPLAY_HEADER = (
    "export interface ServerReplay<\n"
    "  Move = Record<string, unknown>,\n"
    "  State = Record<string, unknown>\n"
    "> {"
)


def write_declarations(directory: Path, games: Iterable[str] | None = None) -> list[Path]:
    """Write ``<game>.d.ts`` for each of ``games`` (by default
    :func:`~tablegames.core.schema.shipped_games`), ``server.d.ts`` (:func:`server_declarations`)
    and ``index.d.ts`` into ``directory``.

    Raises:
        ConfigError: for a game that is not registered.
    """
    chosen = sorted(games if games is not None else shipped_games())
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for game in chosen:
        path = directory / f"{game}.d.ts"
        path.write_text(declarations(game), encoding="utf-8")
        written.append(path)
    path = directory / "server.d.ts"
    path.write_text(server_declarations(chosen), encoding="utf-8")
    written.append(path)
    path = directory / "index.d.ts"
    path.write_text(index_declarations(chosen), encoding="utf-8")
    written.append(path)
    return written


def _module(name: str) -> str:
    """The specifier, quoted, by which a declaration file imports its sibling ``name.d.ts``: the
    module that file declares, ``./name.js`` (see the module's docstring)."""
    return json.dumps(f"./{name}.js")


def _comment(text: str) -> str:
    # Docstrings quote code in reStructuredText's double backquotes; TSDoc uses single ones.
    return "/** " + text.replace("``", "`").replace("*/", "* /") + " */\n"


def _declare(name: str, schema: Mapping[str, Any]) -> str:
    """``export interface`` for an object schema, ``export type`` for anything else."""
    doc = _comment(schema["description"]) if "description" in schema else ""
    if schema.get("type") == "object" and schema.get("properties"):
        return f"{doc}export interface {name} {_object(schema, 0)}\n"
    members = _members(schema)
    line = f"export type {name} = {' | '.join(members)};"
    if len(members) > 1 and len(line) > _WIDTH:
        line = f"export type {name} =\n" + "\n".join(f"  | {m}" for m in members) + ";"
    return f"{doc}{line}\n"


def _members(schema: Mapping[str, Any]) -> list[str]:
    """The members of a top-level union (one member for anything else)."""
    if "enum" in schema:
        return [json.dumps(value) for value in schema["enum"]]
    for union in ("oneOf", "anyOf"):
        if union in schema:
            return [_type(member, 0) for member in schema[union]]
    return [_type(schema, 0)]


def _object(schema: Mapping[str, Any], depth: int) -> str:
    indent = "  " * (depth + 1)
    required = set(schema.get("required", ()))
    lines = ["{"]
    for field, member in schema["properties"].items():
        key = field if _IDENTIFIER.match(field) else json.dumps(field)
        optional = "" if field in required else "?"
        if "description" in member:
            lines.append(indent + _comment(member["description"]).rstrip("\n"))
        lines.append(f"{indent}{key}{optional}: {_type(member, depth + 1)};")
    lines.append("  " * depth + "}")
    return "\n".join(lines)


def _type(schema: Mapping[str, Any] | bool, depth: int) -> str:
    if isinstance(schema, bool):
        return "unknown" if schema else "never"
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " | ".join(json.dumps(value) for value in schema["enum"])
    for union in ("oneOf", "anyOf"):
        if union in schema:
            return " | ".join(_type(member, depth) for member in schema[union])
    kind = schema.get("type")
    if kind == "object":
        if schema.get("properties"):
            return _object(schema, depth)
        values = schema.get("additionalProperties", True)
        return f"Record<string, {_type(values, depth)}>"
    if kind == "array":
        if "prefixItems" in schema:
            return "[" + ", ".join(_type(item, depth) for item in schema["prefixItems"]) + "]"
        item = _type(schema.get("items", True), depth)
        size = schema.get("minItems")
        if size is not None and size == schema.get("maxItems"):
            return "[" + ", ".join([item] * size) + "]"
        return f"({item})[]" if " | " in item else f"{item}[]"
    simple = {"string": "string", "integer": "number", "number": "number", "boolean": "boolean"}
    if kind in simple:
        return simple[kind]
    if kind == "null":
        return "null"
    raise ConfigError(f"no TypeScript type for the schema {json.dumps(schema)[:80]}")
