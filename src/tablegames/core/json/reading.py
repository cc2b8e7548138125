"""Reading each kind of document's data: states, views, moves, records and errors, checked.

Structure is only the first check. A state must also satisfy what every game's state holds (a
possible seat count, a seed in range, a history no longer than the game's longest) and its
game's own invariants; a view its game's view invariants; a view's legal moves must be the
viewer's. Optionally a state's history is replayed from its seed and must give the same state.
Every problem is a :class:`~tablegames.FormatError` naming the path of the bad field: nothing
inconsistent is ever returned.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from typing import Any, Final, Union, cast

import attrs

from tablegames.core.errors import ConfigError, FormatError, TableGamesError
from tablegames.core.game import DEFAULT_MAX_HISTORY, AnyGame, check_players, hook
from tablegames.core.json.games import converter_for
from tablegames.core.json.problems import brief, format_errors, json_type, unknown_fields
from tablegames.core.protocol import CODE_PATTERN, Refusal, refusal_field_problems
from tablegames.core.record import GameRecord, record, replay
from tablegames.core.rng import check_seed
from tablegames.core.text import shown

__all__ = [
    "NO_SCORES",
    "checked",
    "history_limit",
    "is_turn",
    "read_error",
    "read_event",
    "read_moves",
    "read_record",
    "read_scores",
    "read_state",
    "read_view",
    "setup_problems",
    "state_problems",
    "structure_options",
    "verify_history_of",
]


def structure_options(game: AnyGame, options: object) -> object:
    """Return the options object for ``game`` from ``None``, an instance or a mapping.

    Raises:
        ConfigError: on options of another game, unknown option names or bad values.
    """
    if options is None:
        return game.options_type()
    if isinstance(options, game.options_type):
        return options
    if isinstance(options, Mapping):
        # Options are named by strings: another key would reach the error messages' paths.
        for name in options:
            if not isinstance(name, str):
                raise ConfigError(
                    f"bad {game.name} options: an option's name is a string, got {shown(name)} "
                    f"(of type {type(name).__name__})"
                )
        converter = converter_for(game)
        try:
            return converter.structure(
                {k: converter.unstructure(v) for k, v in options.items()}, game.options_type
            )
        except Exception as exc:  # reported to the caller as a configuration problem
            problems = format_errors(exc, "options")
            known = [field.name for field in attrs.fields(game.options_type)]
            unknown = [name for name in options if isinstance(name, str) and name not in known]
            hint = ""
            if unknown:  # a typo, most often: say what there is, and what was likely meant
                close = difflib.get_close_matches(unknown[0], known, n=1)
                meant = f"did you mean {close[0]}? " if close else ""
                hint = f" ({meant}{game.name}'s options: {', '.join(known)})"
            raise ConfigError(f"bad {game.name} options: " + "; ".join(problems) + hint) from None
    raise ConfigError(
        f"options for {game.name} must be a {game.options_type.__name__} or a mapping, "
        f"got {type(options).__name__}"
    )


def read_state(game: AnyGame, data: object, verify_history: bool) -> Any:
    """A state of ``game``, checked for consistency (and replayed with ``verify_history``)."""
    if isinstance(data, dict):
        _check_length(game, data.get("history"), "$.data.history")
    state = converter_for(game).read(data, game.state_type, "$.data")
    # What every game's state holds (the Game protocol), checked here so that no game's own
    # invariants meet an impossible seat count, a seed out of range or an endless history.
    problems = setup_problems(game, state.players, state.seed, "$.data")
    _check_length(game, state.history, "$.data.history")
    if problems:
        raise FormatError(f"inconsistent {game.name} state", problems)
    inconsistencies = state_problems(game, state)
    if inconsistencies:
        raise FormatError(f"inconsistent {game.name} state", inconsistencies)
    if verify_history:
        verify_history_of(state)
    return state


#: What :func:`read_view` is given for a document without ``scores`` (``null`` is refused).
NO_SCORES: Final = object()


def read_view(game: AnyGame, data: object, moves: object, scores: object = NO_SCORES) -> Any:
    """A view, checked against its game's view invariants, and its optional legal moves and
    scores (which must be those the view gives: :func:`read_scores`)."""
    name = game.name
    game_view = converter_for(game).read(data, game.view_type, "$.data")
    # Every view names its viewer (None: a spectator); a seat no game has would make the
    # game's view functions index past their per-seat lists.
    viewer = getattr(game_view, "player", None)
    if viewer is not None and not 0 <= viewer < game.max_players:
        raise FormatError(
            f"inconsistent {name} view",
            [f"$.data.player: no {name} game has a player {shown(viewer)}"],
        )
    inconsistencies = checked(game, "check_view_invariants", game_view)
    if inconsistencies:
        raise FormatError(f"inconsistent {name} view", inconsistencies)
    if moves is not None:
        # The viewer's legal moves, for clients: well-formed moves of the viewer's seat.
        others = [
            f"$.moves[{index}].player: {move.player} is not the viewer's seat"
            for index, move in enumerate(read_moves(game, moves, "$.moves"))
            if move.player != viewer
        ]
        if others:
            raise FormatError(f"inconsistent {name} view: moves of another seat", others)
    if scores is not NO_SCORES:
        read_scores(game, game_view, scores)
    return game_view


def read_scores(game: AnyGame, game_view: object, scores: object) -> None:
    """Check a view document's ``scores`` against the view's own (``game.view_scores``).

    A client must never show scores that its view does not give: a list of another length, a
    value that differs, a number where the view hides the score, or scores at all for a game
    that gives none.

    Raises:
        FormatError: naming ``$.scores`` (and the first item that differs).
    """
    name = game.name
    known = hook(game, "view_scores")(game_view)
    if known is None:
        raise FormatError(
            f"inconsistent {name} view",
            [f"$.scores: {name} gives no scores in its views"],
        )
    if not isinstance(scores, (list, tuple)):
        raise FormatError(
            "the document does not fit the format",
            [f"$.scores: expected a list of integers or nulls, got {json_type(scores)}"],
        )
    if len(scores) != len(known):
        raise FormatError(
            f"inconsistent {name} view",
            [f"$.scores: {len(scores)} scores, but the view has {len(known)} seats"],
        )
    for seat, (given, expected) in enumerate(zip(scores, known, strict=True)):
        # Compared by type too: true is not 1, nor 1.0 a score.
        if (given is not None and type(given) is not int) or given != expected:
            raise FormatError(
                f"inconsistent {name} view",
                [
                    f"$.scores[{seat}]: {brief(given)}, but the view gives "
                    f"{'null' if expected is None else expected}"
                ],
            )


def read_moves(game: AnyGame, data: object, path: str) -> tuple[Any, ...]:
    """A list of moves of ``game``."""
    if not isinstance(data, (list, tuple)):
        raise FormatError(
            "the document does not fit the format",
            [f"{path}: expected a list of moves, got {json_type(data)}"],
        )
    return cast(
        "tuple[Any, ...]",
        converter_for(game).read(
            data,
            tuple[Union[game.move_types], ...],  # type: ignore[name-defined]  # noqa: UP007
            path,
        ),
    )


_ERROR_KEYS: Final = ("code", "message", "move")
# An error document may also name the facts of the refusal, after its move.
_ERROR_FIELDS_KEY: Final = "fields"
_CODE: Final = re.compile(CODE_PATTERN)


def read_error(game: AnyGame, data: object) -> Refusal:
    """A refusal: a code of the right shape, a message, the move refused, or null, and the
    facts its message names, if any (JSON values within the bounds of
    :func:`~tablegames.core.protocol.refusal_field_problems`; a card is read as its name, as
    written: what each fact is depends on the code)."""
    if not isinstance(data, dict):
        raise FormatError(
            "the document does not fit the format",
            [f"$.data: expected an object, got {json_type(data)}"],
        )
    problems = [f"$.data.{key}: missing required field" for key in _ERROR_KEYS if key not in data]
    problems += unknown_fields(data, (*_ERROR_KEYS, _ERROR_FIELDS_KEY), ["$", "data"])
    if problems:
        raise FormatError("the document does not fit the format", problems)
    code, message, move = data["code"], data["message"], data["move"]
    if type(code) is not str or not _CODE.fullmatch(code):
        problems.append(
            f"$.data.code: expected a dotted code like 'ten.buy.duplicate', got {brief(code)}"
        )
    if type(message) is not str:
        problems.append(f"$.data.message: expected a string, got {json_type(message)}")
    if move is not None:
        try:
            move = converter_for(game).read(
                move,
                Union[game.move_types],  # noqa: UP007
                "$.data.move",
            )
        except FormatError as exc:
            problems.extend(exc.errors)
    fields = data.get(_ERROR_FIELDS_KEY, {})  # written only when there are facts
    problems.extend(refusal_field_problems(fields, "$.data.fields"))
    if problems:
        raise FormatError("the document does not fit the format", problems)
    return Refusal(code, message, move, fields)


#: The names of the seat fields an event may have: each must be a seat some table of the game has.
_SEAT_FIELDS: Final = frozenset({"player", "seat", "dealer", "leader", "winner"})


def read_event(game: AnyGame, data: object) -> Any:
    """An event of ``game`` (its ``text`` already dropped): a member of its event union, its
    seat fields (``player``, ``seat``, ``dealer``, ``leader``, ``winner``) seats that a table of
    the game can have (from 0 to its largest player count less one).

    An event alone is not checked against a game (which seats sit at the table, which cards
    remain): a view's events are checked with the view.
    """
    event = converter_for(game).read(data, Union[game.event_types], "$.data")  # noqa: UP007
    problems = [
        f"$.data.{field.name}: expected a seat from 0 to {game.max_players - 1}, got {brief(value)}"
        for field in attrs.fields(type(event))
        if field.name in _SEAT_FIELDS
        and type(value := getattr(event, field.name)) is int
        and not 0 <= value < game.max_players
    ]
    if problems:
        raise FormatError(f"inconsistent {game.name} event", problems)
    return event


def read_record(game: AnyGame, data: object) -> GameRecord:
    """A record of ``game``: its setup checked (its game set up from it, as :func:`replay`
    does first), its moves well-formed (not replayed)."""
    if not isinstance(data, dict):
        raise FormatError(
            "the document does not fit the format",
            [f"$.data: expected an object, got {json_type(data)}"],
        )
    expected = ("game", "players", "seed", "options", "moves")
    problems = [f"$.data.{key}: missing required field" for key in expected if key not in data]
    problems += unknown_fields(data, expected, ["$", "data"])
    if problems:
        raise FormatError("the document does not fit the format", problems)
    if data["game"] != game.name:
        raise FormatError(
            f"$.data.game: the record says {brief(data['game'])} but the envelope says "
            f"{game.name!r}"
        )
    _check_length(game, data["moves"], "$.data.moves")
    converter = converter_for(game)
    fields: dict[str, Any] = {}
    for key, cls in (
        ("players", int),
        ("seed", int),
        ("options", game.options_type),
        ("moves", tuple[Union[game.move_types], ...]),  # type: ignore[name-defined]  # noqa: UP007
    ):
        try:
            fields[key] = converter.read(data[key], cls, f"$.data.{key}")
        except FormatError as exc:
            problems.extend(exc.errors)
    if problems:
        raise FormatError("the document does not fit the format", problems)
    problems = setup_problems(game, fields["players"], fields["seed"], "$.data")
    if problems:
        raise FormatError(f"impossible {game.name} record", problems)
    # Options possible in general but not at this table (a first player past the last seat)
    # are refused by the game's new_game, as replay would: a state document's invariants
    # refuse them too. One setup, a small part of reading a record's moves.
    try:
        game.new_game(fields["players"], fields["seed"], fields["options"])
    except ConfigError as exc:
        raise FormatError(f"impossible {game.name} record", [f"$.data.options: {exc}"]) from None
    except Exception as exc:  # a crash on a forged document is a refusal, not a crash
        raise FormatError(
            f"impossible {game.name} record",
            [
                f"$.data: the {game.name} new_game failed on it ({type(exc).__name__}: "
                f"{shown(exc, 200)})"
            ],
        ) from None
    return GameRecord(game=game.name, **fields)


def history_limit(game: AnyGame) -> int:
    """The most moves a game of ``game`` can take (its optional ``max_history``)."""
    limit = getattr(game, "max_history", DEFAULT_MAX_HISTORY)
    return limit if type(limit) is int and limit > 0 else DEFAULT_MAX_HISTORY


def _check_length(game: AnyGame, moves: object, path: str) -> None:
    """Refuse more moves than a game can have, before reading them (cheaply, in one test)."""
    limit = history_limit(game)
    if isinstance(moves, (list, tuple)) and len(moves) > limit:
        raise FormatError(
            f"{path}: {len(moves)} moves, more than a {game.name} game can have ({limit})"
        )


def setup_problems(game: AnyGame, players: object, seed: object, path: str) -> list[str]:
    """What is wrong with a document's seat count and seed, each named by its path."""
    problems = []
    try:
        check_players(game, players)
    except ConfigError as exc:
        problems.append(f"{path}.players: {exc}")
    try:
        check_seed(seed)
    except ConfigError as exc:
        problems.append(f"{path}.seed: {exc}")
    return problems


def state_problems(game: AnyGame, state: Any) -> list[str]:
    """Every way a state read from a document is inconsistent: its game's invariants, then,
    for every game, whose turn it gives (nobody's, or a seat of the game).

    The turn is checked here for every game, so that a forged current player (``to_act: 7``
    at two seats) is refused whatever the game's own invariants forget, rather than making
    ``legal_moves`` index past the game's per-seat lists.
    """
    problems = checked(game, "check_invariants", state)
    if problems:
        return problems
    try:
        seat = game.current_player(state)
    except Exception as exc:  # a crash on a forged document is a refusal, not a crash
        return [
            f"the {game.name} current_player failed on it ({type(exc).__name__}: {shown(exc, 200)})"
        ]
    if not is_turn(seat, state.players):
        return [
            f"$.data: the current player is {shown(seat)}, not a seat of this "
            f"{state.players}-player game (0 to {state.players - 1})"
        ]
    return []


def is_turn(seat: object, players: int) -> bool:
    """Whether ``seat`` can be whose turn a state of ``players`` seats gives: ``None`` (nobody's,
    the game is over) or a seat from 0 to ``players - 1``, an ``int`` (``True`` is no seat).

    The loader (:func:`state_problems`) and the conformance kit
    (:func:`tablegames.testing.check_game`) both check a current player with it.

    >>> is_turn(None, 2), is_turn(1, 2), is_turn(2, 2), is_turn(True, 2)
    (True, True, False, False)
    """
    return seat is None or (type(seat) is int and 0 <= seat < players)


def checked(game: AnyGame, method: str, obj: object) -> list[str]:
    """The game's invariant check ``method`` on ``obj``, whose failure is a format problem.

    The check meets documents built by an attacker: if it raises instead of listing a problem,
    the document is refused all the same rather than letting a TypeError or an IndexError
    escape from the reader.
    """
    check = getattr(game, method, None)
    if check is None:
        return []
    try:
        problems = check(obj)
    except Exception as exc:  # a crash on a forged document is a refusal, not a crash
        return [f"the {game.name} {method} failed on it ({type(exc).__name__}: {shown(exc, 200)})"]
    return list(problems)


def verify_history_of(state: Any) -> None:
    """Replay the state's record and require exactly this state.

    Raises:
        FormatError: if the history does not replay, or replays to another state (the message
            names the fields that differ).
    """
    try:
        replayed = replay(record(state))
    except TableGamesError as exc:
        raise FormatError(f"the state's history does not replay: {exc}") from None
    except Exception as exc:  # the state passed its invariants; a crash still must not escape
        raise FormatError(
            f"the state's history does not replay ({type(exc).__name__}: {shown(exc, 200)})"
        ) from None
    if replayed != state:
        different = [
            field.name
            for field in attrs.fields(type(state))
            if getattr(replayed, field.name) != getattr(state, field.name)
        ]
        raise FormatError(
            "the state is not what its own history gives (fields that differ: "
            + ", ".join(different)
            + ")"
        )
