"""Snapshots: states without their history, for a server's storage next to the game's record.

A snapshot is a state document whose history is replaced by its length and whose event logs are
compact (:func:`to_snapshot`); the history is most of a late state's document and the only part
that grows all game long, so a snapshot costs about the same on the last move as on the first.
It is read back only together with the game's record, which holds the moves
(:func:`from_snapshot`). Each state class's writer is one generated function (its plan), made
once per converter.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast, get_type_hints

import attrs
from cattrs.fns import identity

from tablegames.core.codegen import define, source_name
from tablegames.core.errors import MAX_ERRORS, FormatError, NotAGameObjectError, TableGamesError
from tablegames.core.game import AnyGame
from tablegames.core.history import History
from tablegames.core.json.converter import JsonConverter, SnapshotPlan
from tablegames.core.json.envelope import ENVELOPE_KEYS, FORMAT, VERSION, envelope_game
from tablegames.core.json.games import converter_for
from tablegames.core.json.plain import MAX_BYTES, check_plain, loads
from tablegames.core.json.problems import brief, json_type, unknown_fields
from tablegames.core.json.reading import (
    history_limit,
    setup_problems,
    state_problems,
    verify_history_of,
)
from tablegames.core.protocol import without_words
from tablegames.core.record import GameRecord
from tablegames.core.registry import game_for
from tablegames.core.text import shown

__all__ = ["from_snapshot", "to_snapshot"]


def to_snapshot(state: object) -> dict[str, Any]:
    """Return a state's document without its history: what a server stores between moves.

    A snapshot is a state document (kind ``"snapshot"``) whose ``history`` is replaced by the
    number of moves it held, and whose lists of events (the event log, and Aluette's signals)
    are compact: each event is the list of its ``"type"`` and then its fields' values in the
    order the event's object in a state document has them (``["card_drawn", 2]`` for
    ``{"type": "card_drawn", "player": 2}``). The history is most of a late state's document
    and the only part that grows all game long, so a snapshot costs about the same to write and
    read on the last move as on the first; the event log, which covers the current deal or
    round, is most of the rest. A snapshot is read back only together with the game's record,
    which holds the moves (:func:`from_snapshot`); see "What a server should store" in the
    performance guide.

    >>> import tablegames
    >>> from tablegames.core.json import from_snapshot, to_snapshot
    >>> state = tablegames.new_game("ten", players=2, seed=5)
    >>> state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    >>> snapshot = to_snapshot(state)
    >>> snapshot["kind"], snapshot["data"]["history"]
    ('snapshot', 1)
    >>> from_snapshot(snapshot, tablegames.record(state)) == state
    True

    Raises:
        NotAGameObjectError: if ``state`` is not a game state.
    """
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise NotAGameObjectError(f"to_snapshot() needs a game state, got {type(state).__name__}")
    data = _snapshot_plan(converter_for(game), type(state))[0](state)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "kind": "snapshot",
        "data": data,
    }


def from_snapshot(
    snapshot: str | bytes | Mapping[str, object],
    game_record: GameRecord,
    *,
    max_bytes: int | None = MAX_BYTES,
    verify_history: bool = False,
) -> Any:
    """Read a snapshot (:func:`to_snapshot`) back into a state, with the moves of its record.

    The record is the truth, the snapshot a checkpoint: the state's history is the record's
    first moves (as many as the snapshot says), and any later moves of the record, made after
    the snapshot was written, are applied to it. The result is the state after every move of
    the record, checked as :func:`~tablegames.from_json` checks a state: structure, the game's
    invariants (which compare the history with the state, in games that follow it), and with
    ``verify_history`` a replay of the whole record that must give the same state.

    Args:
        snapshot: The snapshot's JSON text, or its parsed document (plain JSON data, as for
            :func:`~tablegames.from_dict`).
        game_record: The game's record (:func:`~tablegames.record`, or read with
            :func:`~tablegames.from_json`): same game, players, seed and options as the
            snapshot, and at least as many moves as the snapshot's history.
        max_bytes: For text: refuse a text longer than this many bytes (UTF-8), as
            :func:`~tablegames.from_json` does; ``None`` for no limit.
        verify_history: Also replay the record from its seed and require the same state.

    Raises:
        NotAGameObjectError: if ``game_record`` is not a :class:`~tablegames.GameRecord`.
        FormatError: if the snapshot is malformed or inconsistent, is not of the record's game,
            or the record's later moves do not apply to it; the message says what is wrong.
    """
    if not isinstance(game_record, GameRecord):
        raise NotAGameObjectError(
            f"from_snapshot() needs the game's record, got {type(game_record).__name__}"
        )
    if isinstance(snapshot, (str, bytes, bytearray)):
        document: object = loads(snapshot, max_bytes)
    else:
        check_plain(snapshot)
        document = snapshot
    game, data = _snapshot_envelope(document)
    if game_record.game != game.name:
        raise FormatError(
            f"the snapshot is of a {game.name} game, the record of a {shown(game_record.game)} game"
        )
    moves = data.get("history")
    if type(moves) is not int or not 0 <= moves <= history_limit(game):
        raise FormatError(
            "the document does not fit the format",
            [
                f"$.data.history: expected the number of moves of the history (0 to "
                f"{history_limit(game)}), got {json_type(moves)}"
            ],
        )
    if moves > len(game_record.moves):
        raise FormatError(
            f"the snapshot was made after {moves} moves, but the record holds only "
            f"{len(game_record.moves)}"
        )
    converter = converter_for(game)
    compact = _snapshot_plan(converter, game.state_type)[1]
    logs = {
        name: _read_compact(converter, data[name], *compact[name], name)
        for name in compact
        if name in data
    }
    headless = converter.read(
        {**data, "history": [], **{name: [] for name in logs}}, game.state_type, "$.data"
    )
    problems = setup_problems(game, headless.players, headless.seed, "$.data")
    if problems:
        raise FormatError(f"inconsistent {game.name} snapshot", problems)
    setup = (game_record.players, game_record.seed, game_record.options)
    if (headless.players, headless.seed, headless.options) != setup:
        raise FormatError(
            "the snapshot is not of the record's game: players, seed or options differ"
        )
    state = attrs.evolve(headless, history=History(game_record.moves[:moves]), **logs)
    inconsistencies = state_problems(game, state)
    if inconsistencies:
        raise FormatError(f"inconsistent {game.name} snapshot", inconsistencies)
    for index in range(moves, len(game_record.moves)):
        try:
            state = game.apply(state, game_record.moves[index])
        except TableGamesError as exc:
            raise FormatError(
                f"the record's move {index} does not apply to the snapshot: {exc}"
            ) from None
    if verify_history:
        verify_history_of(state)
    return state


def _snapshot_plan(converter: JsonConverter, state_type: type) -> SnapshotPlan:
    """How the snapshots of ``state_type`` are written and read.

    Returns the writer of a state's ``data`` (one generated function: each field in order,
    through the converter's hook for its type, the value itself where that hook is cattrs'
    identity; the history as its length; compact fields compact), and for each compact field
    (a tuple of tagged objects other than the history: the event log, and Aluette's signals)
    its type and its members' compact readers by tag.
    """
    plan = converter.snapshot_plans.get(state_type)
    if plan is not None:
        return plan
    hints = get_type_hints(state_type)
    namespace: dict[str, Any] = {}
    items: list[str] = []
    compact: dict[str, tuple[Any, dict[object, Callable[[Any], object] | None]]] = {}
    for index, field in enumerate(attrs.fields(state_type)):
        name = field.name
        kind = hints[name]
        members = converter.tagged_items(kind)
        if name == "history":
            expression = f"len(o.{name})"
        elif members:
            compact[name] = (kind, {converter.tags[m]: converter.compact[m][2] for m in members})
            namespace[f"_write{index}"] = _compact_writer(converter, members)
            expression = f"_write{index}(o.{name})"
        else:
            hook = converter.cattrs.get_unstructure_hook(kind)
            if hook == identity:
                expression = f"o.{name}"
            else:
                namespace[f"_write{index}"] = hook
                expression = f"_write{index}(o.{name})"
        items.append(f"{name!r}: {expression}")
    source = f"def write(o):\n    return {{{', '.join(items)}}}"
    define(source, source_name("snapshot writer", state_type), namespace)
    plan = converter.snapshot_plans[state_type] = (namespace["write"], compact)
    return plan


def _compact_writer(
    converter: JsonConverter, members: tuple[type, ...]
) -> Callable[[tuple[object, ...]], list[Any]]:
    """The writer of a compact list of ``members`` (anything else is written as in a state)."""
    writers = {m: converter.compact[m][1] for m in members}
    unstructure = converter.unstructure

    def write(value: tuple[object, ...]) -> list[Any]:
        get = writers.get
        return [(get(type(e)) or unstructure)(e) for e in value]

    return write


def _read_compact(
    converter: JsonConverter,
    value: object,
    kind: Any,
    readers: dict[object, Callable[[Any], object] | None],
    name: str,
) -> tuple[object, ...]:
    """A snapshot's compact list of events (see :func:`to_snapshot`) read as a tuple.

    Sound logs are read by the members' compact readers; any other goes the general way: each
    list of a known type and the right length is turned into the object a state document
    holds, and the converter reads the whole as it reads a state's log, naming every problem.
    """
    if type(value) is list:
        try:
            return tuple([readers[item[0]](item) for item in value])  # type: ignore[misc]
        except Exception:
            pass
    members = {converter.tags[m]: converter.compact[m][0] for m in converter.tagged_items(kind)}
    problems: list[str] = []
    if isinstance(value, list):
        items: list[object] = []
        for index, item in enumerate(value):
            if type(item) is list:
                item, problem = _compact_as_object(item, members)
                if problem and len(problems) < MAX_ERRORS:  # a message shows no more
                    problems.append(f"$.data.{name}[{index}]: {problem}")
            items.append(item)
        value = items
    if problems:
        raise FormatError("the document does not fit the format", problems)
    return cast("tuple[object, ...]", converter.read(value, kind, f"$.data.{name}"))


def _compact_as_object(
    item: list[object], members: Mapping[str, tuple[str, ...]]
) -> tuple[object, str | None]:
    """A compact event as the object a state document holds, and what is wrong with it.

    The object is what the converter then reads and reports on (an unknown type, a missing
    field, a bad value); the problem, if any, is what it cannot see (the wrong number of
    values, no type first).
    """
    if not item or type(item[0]) is not str:
        return item, "expected an event: a list of its type and its fields' values"
    tag = item[0]
    names = members.get(tag)
    if names is None:
        return {"type": tag}, None  # refused as an unknown type
    problem = None
    if len(item) > len(names) + 1:
        problem = f"a {tag} event is a list of its type and {len(names)} value(s), got more"
    # Too few values: the fields left out are reported missing.
    return {"type": tag, **dict(zip(names, item[1:], strict=False))}, problem


def _snapshot_envelope(document: object) -> tuple[AnyGame, dict[str, Any]]:
    """The game and the data of a snapshot document, its envelope checked as _read checks."""
    if not isinstance(document, dict):
        raise FormatError(f"expected a tablegames snapshot, got {json_type(document)}")
    problems = [f"$.{key}: missing required field" for key in ENVELOPE_KEYS if key not in document]
    problems += unknown_fields(document, ENVELOPE_KEYS, ["$"])
    if problems:
        raise FormatError("not a tablegames document", problems)
    document = without_words(document)
    game = envelope_game(document)
    if document["kind"] != "snapshot":
        raise FormatError(
            f"$.kind: expected 'snapshot', got {brief(document['kind'])} (read other "
            "documents with from_json or from_dict)"
        )
    data = document["data"]
    if not isinstance(data, dict):
        raise FormatError(
            "the document does not fit the format",
            [f"$.data: expected an object, got {json_type(data)}"],
        )
    return game, data
