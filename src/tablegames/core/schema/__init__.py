"""JSON Schemas for tablegames documents, generated from the attrs classes.

Nothing here is written by hand: the schema of each kind of document of a game
follows from the type annotations of its classes, the tags of its unions and the values its
string-typed cards may take, so it cannot drift from what :func:`~tablegames.to_json` writes.
The package ships the generated files (``tablegames/schemas/*.schema.json``, draft 2020-12); a
test regenerates them and fails if they differ. The TypeScript declarations are made from these
schemas (:mod:`tablegames.core.schema.typescript`), and ``python -m tablegames.core.schema``
writes both.

>>> from tablegames.core.schema import document_schema
>>> schema = document_schema("aluette", "move")
>>> schema["properties"]["kind"]
{'const': 'move'}
"""

from __future__ import annotations

import enum
import json
import re
import types
import typing
from collections.abc import Mapping
from importlib import metadata, resources
from pathlib import Path
from typing import Any, Union, get_args, get_origin

import attrs

from tablegames.core.errors import ConfigError
from tablegames.core.game import AnyGame, hook
from tablegames.core.history import History
from tablegames.core.json.envelope import FORMAT, KINDS, VERSION
from tablegames.core.json.unions import snake_case
from tablegames.core.protocol import (
    CODE_PATTERN,
    MAX_REFUSAL_FIELDS,
    MAX_REFUSAL_ITEMS,
    MAX_REFUSAL_NUMBER,
    MAX_REFUSAL_TEXT,
    MAX_STATE_VERSION,
    REFUSAL_FIELD_PATTERN,
)
from tablegames.core.registry import ENTRY_POINT_GROUP, GAMES, get_game

__all__ = [
    "DIALECT",
    "DISTRIBUTION",
    "SCHEMA_URL",
    "document_schema",
    "document_type_name",
    "game_type_prefix",
    "load_schema",
    "schema_file_name",
    "shipped_games",
    "write_schemas",
]

#: The JSON Schema dialect of every generated schema.
DIALECT = "https://json-schema.org/draft/2020-12/schema"
#: The address where the documentation publishes the schemas; each schema's ``$id`` is this
#: address followed by its file name.
SCHEMA_URL = "https://tablegames.readthedocs.io/en/latest/_static/schemas/"


#: The schema of a move's ``group`` (the heading it is listed under) in the documents handed to
#: clients.
GROUP: dict[str, Any] = {
    "type": "string",
    "description": "The heading a menu lists the move under, as the terminal's menu does (from "
    "the game's catalogue).",
}
#: The schema of a move's ``label`` (the text of its button) in the documents handed to clients.
LABEL: dict[str, Any] = {
    "type": "string",
    "description": "The move in words, as a button shows it (from the game's catalogue).",
}
#: The schema of an event's ``text`` in a view document.
TEXT: dict[str, Any] = {
    "type": "string",
    "description": "The event in words, as the view's seat reads it (from the game's catalogue).",
}


def schema_file_name(game: str, kind: str) -> str:
    """The name of a schema file, ``"<game>-<kind>.schema.json"``."""
    return f"{game}-{kind}.schema.json"


def document_schema(game: str, kind: str) -> dict[str, Any]:
    """The JSON Schema of a whole document (envelope and data) of ``game`` and ``kind``.

    Tagged unions (moves, events) are a ``oneOf`` of their members, each member an object
    whose ``type`` is a ``const``: tools such as json-schema-to-typescript turn them into
    discriminated unions. The union of a game's moves is the definition ``<Game>Move`` (with
    the prefix of :func:`game_type_prefix`), that of its events ``<Game>Event``.

    Args:
        game: A registered game's name.
        kind: ``"state"``, ``"view"``, ``"move"``, ``"record"``, ``"moves"``, ``"error"`` or
            ``"event"``.

    Raises:
        ConfigError: for an unknown game or an unknown kind.
    """
    found = get_game(game)
    if kind not in KINDS:
        raise ConfigError(f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
    builder = _Builder(found)
    move_union = Union[found.move_types]  # type: ignore[name-defined]  # noqa: UP007
    extra: dict[str, Any] = {}
    if kind == "state":
        data = builder.schema(found.state_type)
    elif kind == "view":
        builder.told = found.view_type  # its events carry their text
        data = builder.schema(found.view_type)
        extra["moves"] = {
            "description": "The viewer's legal moves, in the game's order (to_dict with_moves), "
            "each with its group and label.",
            "type": "array",
            "items": builder.labelled_moves(),
        }
        extra["scores"] = {
            "description": "Each seat's score as the viewer may know it, null where it is "
            "hidden from the viewer (to_dict with_scores; only for a game whose views give "
            "scores).",
            "type": "array",
            "items": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
        }
    elif kind == "move":
        # A client may send a move back as it received it, with its group and label, or with
        # its label alone as an older server handed it out (before moves had a group): the
        # reader drops whichever it finds (protocol.without_words).
        data = {"anyOf": [builder.schema(move_union), builder.sent_moves()]}
    elif kind == "moves":
        data = {"type": "array", "items": builder.labelled_moves()}
    elif kind == "event":
        # An event on its own is written as a view's events are: with its text.
        data = builder.told_events()
    elif kind == "error":
        data = {
            "type": "object",
            "description": "Why a request was refused.",
            "properties": {
                "code": {
                    "type": "string",
                    "pattern": CODE_PATTERN,
                    "description": "The stable dotted code of the reason.",
                },
                "message": {"type": "string", "description": "A sentence a player understands."},
                "move": {
                    "description": "The move refused, or null.",
                    "anyOf": [{"type": "null"}, builder.schema(move_union)],
                },
                "fields": builder.refusal_fields(),
            },
            "required": ["code", "message", "move"],
            "additionalProperties": False,
        }
    else:
        data = {
            "type": "object",
            "properties": {
                "game": {"const": found.name},
                "players": {"type": "integer"},
                "seed": {"type": "integer", "minimum": 0},
                "options": builder.schema(found.options_type),
                "moves": {"type": "array", "items": builder.schema(move_union)},
            },
            "required": ["game", "players", "seed", "options", "moves"],
            "additionalProperties": False,
        }
    if kind in ("view", "move"):
        extra["state_version"] = {
            "description": (
                "The version of the state the view shows, or the move was chosen at: the moves "
                "applied so far (to_dict state_version)."
            ),
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_STATE_VERSION,
        }
    document: dict[str, Any] = {
        "$schema": DIALECT,
        "$id": SCHEMA_URL + schema_file_name(game, kind),
        "title": document_type_name(game, kind),
        "description": f"A tablegames {game} {kind} document, format version {VERSION}.",
        "type": "object",
        "properties": {
            "format": {"const": FORMAT},
            "version": {"const": VERSION},
            "game": {"const": found.name},
            "kind": {"const": kind},
            "data": data,
            **extra,
        },
        "required": ["format", "version", "game", "kind", "data"],
        "additionalProperties": False,
    }
    if builder.definitions:
        document["$defs"] = dict(sorted(builder.definitions.items()))
    return document


def game_type_prefix(game: str) -> str:
    """The prefix of a game's type names, from its title (:attr:`Game.title
    <tablegames.Game.title>`): its words joined, each starting with a capital and an all-capital
    word capitalised (``"SOLO"`` gives ``"Solo"``, ``"Old maid"`` ``"OldMaid"``).

    Raises:
        ConfigError: for an unknown game, or a title without a letter to start a name.
    """
    title = str(hook(get_game(game), "title"))
    words = [word.capitalize() if word.isupper() else word for word in _WORD.findall(title)]
    prefix = "".join(word[:1].upper() + word[1:] for word in words)
    if not prefix[:1].isalpha():
        raise ConfigError(f"the title {title!r} of the game {game!r} makes no type name")
    return prefix


_WORD = re.compile(r"[A-Za-z0-9]+")


def document_type_name(game: str, kind: str) -> str:
    """The name of a document's type, its schema's ``title``:
    ``"<prefix><Kind>Document"`` (:func:`game_type_prefix`)."""
    return f"{game_type_prefix(game)}{kind.capitalize()}Document"


def schema_text(game: str, kind: str) -> str:
    """The schema of :func:`document_schema` as the JSON text of the shipped file."""
    return json.dumps(document_schema(game, kind), indent=2, ensure_ascii=False) + "\n"


def load_schema(game: str, kind: str) -> dict[str, Any]:
    """The shipped schema of a document (from the installed package's data).

    >>> from tablegames.core.schema import load_schema
    >>> load_schema("aluette", "view")["properties"]["game"]
    {'const': 'aluette'}
    """
    text = resources.files("tablegames") / "schemas" / schema_file_name(game, kind)
    result: dict[str, Any] = json.loads(text.read_text(encoding="utf-8"))
    return result


def write_schemas(directory: Path, games: typing.Iterable[str] | None = None) -> list[Path]:
    """Write the schema of every kind of document of ``games`` into ``directory``.

    ``games`` defaults to :func:`shipped_games`. ``python -m tablegames.core.schema``
    regenerates the files shipped with the package: the schemas and the TypeScript declarations
    made from them (:mod:`tablegames.core.schema.typescript`); ``python -m tablegames.core.schema
    SCHEMAS TYPESCRIPT GAME ...`` writes those of any registered games (a game of your own
    distribution, say) into the directories given.

    Raises:
        ConfigError: for a game that is not registered.
    """
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for game in sorted(games if games is not None else shipped_games()):
        for kind in KINDS:
            path = directory / schema_file_name(game, kind)
            path.write_text(schema_text(game, kind), encoding="utf-8")
            written.append(path)
    return written


#: The distribution whose own games' schemas and declarations ship with it.
DISTRIBUTION = "tablegames"


def shipped_games() -> tuple[str, ...]:
    """The games whose schemas and TypeScript declarations ship with the package, in
    alphabetical order: the registered games that the tablegames distribution itself declares
    in the entry-point group ``tablegames.games``.

    Games of other distributions, and games registered by hand, get theirs on request
    (:func:`write_schemas` with ``games``).
    """
    try:
        entries = metadata.distribution(DISTRIBUTION).entry_points
    except metadata.PackageNotFoundError:  # run from a source tree that is not installed
        return ()
    declared = {entry.name for entry in entries if entry.group == ENTRY_POINT_GROUP}
    return tuple(sorted(declared & set(GAMES)))


class _Builder:
    def __init__(self, game: AnyGame) -> None:
        # Values written as names (cards): each codec's names, in its order.
        self.strings: Mapping[type, tuple[str, ...]] = {
            codec.cls: tuple(codec.names.values()) for codec in hook(game, "codecs")
        }
        self.tags = {cls: snake_case(cls.__name__) for cls in (*game.move_types, *game.event_types)}
        prefix = game_type_prefix(game.name)
        self.union_names = {
            frozenset(game.move_types): f"{prefix}Move",
            frozenset(game.event_types): f"{prefix}Event",
        }
        self.definitions: dict[str, Any] = {}
        self.prefix = prefix
        self.move_types = game.move_types
        self.event_types = game.event_types
        #: The class whose ``events`` field holds events told in words (the view's), if any.
        self.told: type | None = None

    def refusal_fields(self) -> dict[str, Any]:
        """The schema of an error document's ``fields``: names to ``<Game>RefusalFact``, a JSON
        scalar (``<Game>RefusalScalar``) or a small array or object of them, in the bounds that
        reading holds them to (:func:`~tablegames.core.protocol.refusal_field_problems`)."""
        names = {"type": "string", "pattern": REFUSAL_FIELD_PATTERN}
        scalar = self.reference_named(
            f"{self.prefix}RefusalScalar",
            lambda: {
                "description": "A fact of a refusal, or an item of one.",
                "anyOf": [
                    {"type": "null"},
                    {"type": "boolean"},
                    {
                        "type": "number",
                        "minimum": -MAX_REFUSAL_NUMBER,
                        "maximum": MAX_REFUSAL_NUMBER,
                    },
                    {"type": "string", "maxLength": MAX_REFUSAL_TEXT},
                ],
            },
        )
        fact = self.reference_named(
            f"{self.prefix}RefusalFact",
            lambda: {
                "description": "A fact a refusal's message names: a number, a seat (from 0), a "
                "game's value as the game's documents write it (a card's name, a cell as [x, "
                "y]).",
                "anyOf": [
                    scalar,
                    {"type": "array", "items": scalar, "maxItems": MAX_REFUSAL_ITEMS},
                    {
                        "type": "object",
                        "propertyNames": names,
                        "additionalProperties": scalar,
                        "maxProperties": MAX_REFUSAL_ITEMS,
                    },
                ],
            },
        )
        return {
            "description": "The facts the message names, by the names a translation's words "
            "for the code use (written only when there are any); what each is depends on the "
            "code.",
            "type": "object",
            "propertyNames": names,
            "additionalProperties": fact,
            "maxProperties": MAX_REFUSAL_FIELDS,
        }

    def labelled_moves(self) -> dict[str, Any]:
        """``<Game>LabelledMove``: a move with its ``group`` and ``label``, as handed to
        clients."""
        words = {"group": GROUP, "label": LABEL}
        return self.tagged_copies(self.move_types, "Labelled", "Move", words)

    def sent_moves(self) -> dict[str, Any]:
        """``<Game>SentMove``: a move as a client may send it back, with the words it was
        handed with, each optional: its ``group`` and ``label``, its label alone (a move an
        older server handed out, before moves had a group), or neither."""
        words = {"group": GROUP, "label": LABEL}
        return self.tagged_copies(self.move_types, "Sent", "Move", words, required=False)

    def told_events(self) -> dict[str, Any]:
        """``<Game>ToldEvent``: an event with its ``text``, as a view holds it."""
        return self.tagged_copies(self.event_types, "Told", "Event", {"text": TEXT})

    def tagged_copies(
        self,
        members: tuple[type, ...],
        prefix: str,
        union: str,
        words: dict[str, Any],
        *,
        required: bool = True,
    ) -> dict[str, Any]:
        """A union of copies of ``members``, each with the fields of ``words`` (their names to
        their schemas) last, in that order: all required, or with ``required=False`` each
        optional."""

        def copy(member: type) -> dict[str, Any]:
            self.schema(member)  # the plain member first: its fields' definitions
            plain = dict(self.definitions[member.__name__])
            return {
                **plain,
                "properties": {**plain["properties"], **words},
                "required": [*plain["required"], *(words if required else ())],
            }

        def build() -> dict[str, Any]:
            return {
                "oneOf": [
                    self.reference_named(f"{prefix}{m.__name__}", lambda m=m: copy(m))  # type: ignore[misc]
                    for m in members
                ]
            }

        return self.reference_named(f"{self.prefix}{prefix}{union}", build)

    def schema(self, t: Any) -> dict[str, Any]:
        if t is type(None):
            return {"type": "null"}
        if t is bool:
            return {"type": "boolean"}
        if t is int:
            return {"type": "integer"}
        if t is str:
            return {"type": "string"}
        if t is float:
            return {"type": "number"}
        if isinstance(t, type) and t in self.strings:
            return self.reference(t, lambda: {"type": "string", "enum": list(self.strings[t])})
        if isinstance(t, type) and issubclass(t, enum.Enum):
            return self.reference(
                t, lambda: {"type": "string", "enum": [member.name.lower() for member in t]}
            )
        origin = get_origin(t)
        if origin in (Union, types.UnionType):
            args = get_args(t)
            tagged = [arg for arg in args if arg in self.tags]
            if tagged and len(tagged) == len(args) - (type(None) in args):
                union = self.tagged_union(tagged)
                return {"anyOf": [{"type": "null"}, union]} if type(None) in args else union
            return {"anyOf": [self.schema(arg) for arg in args]}
        if origin is History:  # a history is written as a list, as a tuple of its moves is
            return {"type": "array", "items": self.schema(get_args(t)[0])}
        if origin is tuple:
            args = get_args(t)
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.schema(args[0])}
            items = [self.schema(arg) for arg in args]
            if all(item == items[0] for item in items):
                # The form code generators read as a tuple (json-schema-to-typescript knows
                # no prefixItems): [number, number].
                return {
                    "type": "array",
                    "items": items[0],
                    "minItems": len(items),
                    "maxItems": len(items),
                }
            # prefixItems types each item; maxItems leaves no item after them, so ``items``
            # validates nothing: it is there for json-schema-to-typescript, which reads no
            # prefixItems, and reads items with minItems = maxItems as a tuple, of the union of
            # the items' types ([Card | number, Card | number] for [Card, number]). Only keywords
            # of JSON Schema 2020-12: ajv's strict mode refuses a schema with any other.
            return {
                "type": "array",
                "prefixItems": items,
                "items": {"anyOf": items},
                "minItems": len(items),
                "maxItems": len(items),
            }
        if isinstance(t, type) and attrs.has(t):
            return self.reference(t, lambda: self.object_schema(t))
        raise ConfigError(f"no JSON Schema for the type {t!r}: the game's classes cannot use it")

    def tagged_union(self, members: list[type]) -> dict[str, Any]:
        """A named definition: one of the members, each an object whose ``type`` is a const.

        ``oneOf`` with a ``const`` tag per member is what code generators read as a
        discriminated union (TypeScript narrows on ``type``); validators find the one member
        that fits.
        """
        name = self.union_names.get(frozenset(members)) or "Or".join(m.__name__ for m in members)
        return self.reference_named(
            name, lambda: {"oneOf": [self.schema(member) for member in members]}
        )

    def reference(self, t: type, build: typing.Callable[[], dict[str, Any]]) -> dict[str, Any]:
        return self.reference_named(t.__name__, build)

    def reference_named(
        self, name: str, build: typing.Callable[[], dict[str, Any]]
    ) -> dict[str, Any]:
        if name not in self.definitions:
            self.definitions[name] = {}  # placeholder, so recursive types terminate
            self.definitions[name] = build()
        return {"$ref": f"#/$defs/{name}"}

    def object_schema(self, t: type) -> dict[str, Any]:
        hints = typing.get_type_hints(t)
        properties: dict[str, Any] = {}
        required: list[str] = []
        tag = self.tags.get(t)
        if tag is not None:
            properties["type"] = {"const": tag}
            required.append("type")
        for field in attrs.fields(t):
            if t is self.told and field.name == "events":
                properties[field.name] = {"type": "array", "items": self.told_events()}
            else:
                properties[field.name] = self.schema(hints[field.name])
            if field.default is attrs.NOTHING:
                required.append(field.name)
        schema: dict[str, Any] = {
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        }
        doc = (t.__doc__ or "").strip().splitlines()
        if doc:
            schema["description"] = doc[0]
        return schema
