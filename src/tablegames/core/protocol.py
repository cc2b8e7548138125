"""The client protocol's refusals: error codes, their meanings, and refusals read back.

A server refuses a request by sending an ``error`` document (see :doc:`/protocol`) whose
``code`` is stable: an :class:`~tablegames.IllegalMoveError`'s own dotted code, or a fixed code
per class for the other errors (:func:`error_code`). :func:`~tablegames.error_codes` lists
every code that can occur with a game, with its meaning; a test scans the sources and fails
when a code can be raised but is not listed, or is listed but can no longer be raised.

>>> import tablegames
>>> tablegames.error_codes("aluette")["aluette.card.not_in_hand"]
'You played or discarded a card you do not hold.'
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from numbers import Integral
from types import MappingProxyType
from typing import Any, Final, Generic, cast

import attrs
from typing_extensions import TypeVar

from tablegames.core.errors import (
    MAX_MESSAGE_BYTES,
    ConfigError,
    FormatError,
    IllegalMoveError,
    InvalidMoveError,
    NotAGameObjectError,
    SeatError,
    TableGamesError,
)
from tablegames.core.game import AnyGame, Move, hook
from tablegames.core.registry import game_for, get_game
from tablegames.core.text import shown
from tablegames.core.words import in_full

__all__ = [
    "CODE_PATTERN",
    "CORE_ERROR_CODES",
    "GAME_ERROR_CODES",
    "MAX_REFUSAL_FIELDS",
    "MAX_REFUSAL_ITEMS",
    "MAX_REFUSAL_NUMBER",
    "MAX_REFUSAL_TEXT",
    "MAX_WORDS_LENGTH",
    "MAX_REMEMBERED_TEXTS",
    "MAX_STATE_VERSION",
    "REFUSAL_FIELD_PATTERN",
    "STALE_MOVE_CODE",
    "Refusal",
    "VersionedMove",
    "check_state_version",
    "check_viewer",
    "client_words",
    "error_code",
    "error_codes",
    "event_text",
    "log_line",
    "is_move",
    "labelled_moves",
    "refusal_field_problems",
    "refusal_fields",
    "spoken_view",
    "state_version",
    "told_event",
    "words_in",
    "without_words",
]

#: The shape of every error code, dotted lowercase words (``"ten.buy.duplicate"``).
CODE_PATTERN: Final = r"^[a-z0-9_]+(\.[a-z0-9_]+)+$"
_CODE = re.compile(CODE_PATTERN)

#: The kernel's codes, which can occur with every game, and what each means.
CORE_ERROR_CODES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "core.config.invalid": (
            "An impossible configuration or argument: unknown game, player count, seed or "
            "option (ConfigError)."
        ),
        "core.error.other": "Any other TableGamesError (of none of the classes named here).",
        "core.format.invalid": (
            "A document or text that is malformed, tampered with or inconsistent (FormatError)."
        ),
        "core.move.invalid": (
            "A move that cannot be built: a field of the wrong type or out of range "
            "(InvalidMoveError)."
        ),
        "core.move.not_your_seat": (
            "The move names another seat than the sender's (apply with by=); checked before "
            "anything else, so it tells nothing about the game."
        ),
        "core.move.stale": (
            "The move was chosen at another version of the game than the current one (its "
            "document's state_version): the sender saw an old view. Nothing was changed; "
            "fetch the view again."
        ),
        "core.move.wrong_game": "The move is not a move of this game (or not a move at all).",
        "core.notation.ambiguous": (
            "A typed move (parse_move) that names several legal moves; the message lists them."
        ),
        "core.notation.unknown": (
            "A typed move (parse_move) that names no legal move; the message names the closest."
        ),
        "core.object.invalid": (
            "An argument that is not the kind of tablegames object needed (NotAGameObjectError)."
        ),
        "core.seat.invalid": "A seat number that is not a seat of the game (SeatError).",
    }
)

#: The codes the kernel's move checks make for each game, ``{game}`` standing for its name:
#: every built-in game's ``apply`` begins with those checks.
GAME_ERROR_CODES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "{game}.game.over": "The game is over: no move is accepted any more.",
        "{game}.phase.wrong_move": "This kind of move cannot be made in the game's current phase.",
        "{game}.seat.unknown": "The move names a seat this game does not have.",
        "{game}.turn.not_yours": "The move's seat cannot act now: it is another seat's turn.",
    }
)

# The code of each error class that has no code of its own, most specific first.
_CLASS_CODES: Final[tuple[tuple[type[TableGamesError], str], ...]] = (
    (FormatError, "core.format.invalid"),
    (InvalidMoveError, "core.move.invalid"),
    (SeatError, "core.seat.invalid"),
    (ConfigError, "core.config.invalid"),
    (NotAGameObjectError, "core.object.invalid"),
)


def error_code(error: TableGamesError) -> str:
    """The stable code of an error, as an ``error`` document carries it.

    An :class:`~tablegames.IllegalMoveError` has its own code; every other error has the
    fixed code of its class: ``core.format.invalid`` (:class:`~tablegames.FormatError`),
    ``core.move.invalid`` (:class:`~tablegames.InvalidMoveError`), ``core.seat.invalid``
    (:class:`~tablegames.SeatError`), ``core.config.invalid``
    (:class:`~tablegames.ConfigError`), ``core.object.invalid``
    (:class:`~tablegames.NotAGameObjectError`), else ``core.error.other``.

    >>> from tablegames import FormatError
    >>> from tablegames.core.protocol import error_code
    >>> error_code(FormatError("not valid JSON"))
    'core.format.invalid'
    """
    if isinstance(error, IllegalMoveError):
        return error.code
    for cls, code in _CLASS_CODES:
        if isinstance(error, cls):
            return code
    return "core.error.other"


def error_codes(game: str) -> Mapping[str, str]:
    """Every error code that can occur with ``game``, each with a one-line meaning.

    The game's own codes (its ``error_codes`` table) and the codes of the kernel's move checks
    for it (:data:`~tablegames.core.protocol.GAME_ERROR_CODES`), sorted; then the kernel's
    codes (:data:`~tablegames.core.protocol.CORE_ERROR_CODES`), sorted. A test keeps the
    tables complete: it fails when the sources can raise a code that is not listed, or list
    one that nothing raises.

    Raises:
        ConfigError: if there is no such game.
    """
    found = get_game(game)
    own: Mapping[str, str] = getattr(found, "error_codes", None) or {}
    codes = {template.format(game=found.name): text for template, text in GAME_ERROR_CODES.items()}
    codes.update(own)
    return MappingProxyType({**dict(sorted(codes.items())), **CORE_ERROR_CODES})


def is_move(obj: object, game: str | None = None) -> bool:
    """Whether ``obj`` is a move of a registered game (of ``game``, if given)."""
    found = game_for(obj)
    return (
        found is not None and type(obj) in found.move_types and (game is None or found.name == game)
    )


def _bounded_text(text: str) -> str:
    """``text`` cut to :data:`~tablegames.core.errors.MAX_MESSAGE_BYTES` bytes of UTF-8, lone
    surrogates escaped (any JSON writer and log accept the result)."""
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    data = text.encode("utf-8")
    if len(data) <= MAX_MESSAGE_BYTES:
        return text
    return data[: MAX_MESSAGE_BYTES - 3].decode("utf-8", "ignore") + "..."


def _check_code(_: object, __: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not str or not _CODE.fullmatch(value):
        raise ConfigError(
            f"Refusal.code must be a dotted code like 'aluette.card.not_in_hand', got "
            f"{shown(value)}"
        )


def _check_message(_: object, __: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not str:
        raise ConfigError(f"Refusal.message must be a string, got {shown(value)}")


def _check_move(_: object, __: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not is_move(value):
        raise NotAGameObjectError(
            f"Refusal.move must be a move of a registered game or None, got {shown(value)}"
        )


# -- a refusal's facts ----------------------------------------------------------------------------
#
# An error document carries the facts its message names (IllegalMoveError.fields) as JSON, so
# that a front end that words each code in its own language can say "the highest bid is 4". A
# document is hostile input: its facts are bounded here, and both the writer and the reader
# hold them to the same bounds, so that whatever is written reads back.

#: The most facts an ``error`` document's ``fields`` may name (a refusal names one to three).
MAX_REFUSAL_FIELDS: Final = 32
#: The shape of a fact's name, and of each name of an object a fact may be: a lowercase
#: identifier of at most 40 characters (``high_bid``, ``to_act``), as a translation's
#: ``refusal.<code>`` message names it.
REFUSAL_FIELD_PATTERN: Final = r"^[a-z_][a-z0-9_]{0,39}$"
_FIELD_NAME = re.compile(REFUSAL_FIELD_PATTERN)
#: The longest string a fact may be or hold, in characters (a card's name is under 30).
MAX_REFUSAL_TEXT: Final = 200
#: The most items of an array, or names of an object, that a fact may be (a cell's two
#: coordinates, the gold values offered).
MAX_REFUSAL_ITEMS: Final = 16
#: The largest number (in absolute value) a fact may be or hold, 2**53 - 1: the largest integer
#: every JSON reader (JavaScript's included) keeps exact.
MAX_REFUSAL_NUMBER: Final = 2**53 - 1
#: The facts of a refusal that names none (one shared, read-only, empty mapping).
_NO_FACTS: Final[Mapping[str, object]] = MappingProxyType({})


def refusal_field_problems(fields: object, path: str) -> list[str]:
    """What keeps ``fields`` from being an ``error`` document's ``fields``, each problem after
    its path (``path`` being that of the fields themselves, ``$.data.fields``); none when it is
    one.

    The fields are an object of at most :data:`MAX_REFUSAL_FIELDS` names, each matching
    :data:`REFUSAL_FIELD_PATTERN`; each value a JSON scalar (``null``, a boolean, a number of at
    most :data:`MAX_REFUSAL_NUMBER` in absolute value, a string of at most
    :data:`MAX_REFUSAL_TEXT` characters), or an array or an object of at most
    :data:`MAX_REFUSAL_ITEMS` such scalars (an object's names shaped as the fields' own).

    >>> from tablegames.core.protocol import refusal_field_problems
    >>> refusal_field_problems({"high_bid": 4, "cell": [0, 1]}, "$.data.fields")
    []
    >>> for problem in refusal_field_problems({"Lowest": 5, "card": [[1]]}, "$.data.fields"):
    ...     print(problem)
    $.data.fields: the name 'Lowest' is not a lowercase identifier of at most 40 characters
    $.data.fields.card[0]: expected null, a boolean, a number or a string, got [1]
    """
    if not isinstance(fields, Mapping):
        return [f"{path}: expected an object, got {'null' if fields is None else shown(fields)}"]
    return _object_problems(fields, MAX_REFUSAL_FIELDS, path, _fact_problems)


def _object_problems(
    mapping: Mapping[Any, object],
    most: int,
    path: str,
    value_problems: Callable[[object, str], list[str]],
) -> list[str]:
    """The problems of an object of at most ``most`` names, each shaped as a field's name,
    its values checked by ``value_problems``: the fields themselves, or a fact that is an
    object of scalars."""
    if len(mapping) > most:
        return [f"{path}: expected at most {most} names, got {len(mapping)}"]
    problems: list[str] = []
    for name, value in mapping.items():
        if type(name) is not str or not _FIELD_NAME.fullmatch(name):
            problems.append(f"{path}: {_name_problem(name)}")
        else:
            problems.extend(value_problems(value, f"{path}.{name}"))
    return problems


def _name_problem(name: object) -> str:
    described = f"the name {name[:40]!r}" if type(name) is str else shown(name)
    return f"{described} is not a lowercase identifier of at most 40 characters"


def _fact_problems(value: object, path: str) -> list[str]:
    """The problems of one fact: a scalar, or an array or object of scalars."""
    kind = type(value)
    if kind is list or kind is tuple:
        items = cast("list[object]", value)
        if len(items) > MAX_REFUSAL_ITEMS:
            return [f"{path}: expected at most {MAX_REFUSAL_ITEMS} items, got {len(items)}"]
        found = (_scalar_problem(item, f"{path}[{index}]") for index, item in enumerate(items))
        return [problem for problem in found if problem is not None]
    if isinstance(value, Mapping):
        mapping = cast("Mapping[object, object]", value)
        return _object_problems(mapping, MAX_REFUSAL_ITEMS, path, _scalar_problems)
    return _scalar_problems(value, path)


def _scalar_problems(value: object, path: str) -> list[str]:
    problem = _scalar_problem(value, path)
    return [] if problem is None else [problem]


def _scalar_problem(value: object, path: str) -> str | None:
    kind = type(value)
    if value is None or kind is bool:
        return None
    if kind is int or kind is float:
        number = cast(float, value)
        if (kind is int or math.isfinite(number)) and abs(number) <= MAX_REFUSAL_NUMBER:
            return None
        return (
            f"{path}: expected a number of at most 2**53 - 1 in absolute value, got {shown(value)}"
        )
    if kind is str:
        text = cast(str, value)
        if len(text) <= MAX_REFUSAL_TEXT:
            return None
        return f"{path}: expected at most {MAX_REFUSAL_TEXT} characters, got {len(text)}"
    return f"{path}: expected null, a boolean, a number or a string, got {shown(value)}"


def refusal_fields(
    fields: Mapping[str, object], unstructure: Callable[[Any], object] | None = None
) -> dict[str, object]:
    """A refusal's facts as an ``error`` document writes them: JSON values.

    Each value is written by ``unstructure`` (the game's converter's, as the document's
    ``move`` is: a card as its name, a cell ``(0, 1)`` as ``[0, 1]``, a tool as ``"cart"``), a
    tuple as an array; ints and strings are themselves, a seat its index (from 0). A fact that
    cannot be written so, or whose JSON form is not one a document may carry
    (:func:`refusal_field_problems`), is left out: the refusal is reported all the same, and a
    translation missing one of its facts says its generic words. The result is a new dict of
    new arrays and objects: changing it changes nothing the caller holds.

    Args:
        fields: The facts (:attr:`IllegalMoveError.fields <tablegames.IllegalMoveError.fields>`,
            or a :class:`Refusal`'s).
        unstructure: How to write a game's value as JSON; ``None``: the facts are written as
            they are, and those that are no JSON values already (a card) left out.

    >>> from tablegames.core.protocol import refusal_fields
    >>> refusal_fields({"high_bid": 4, "cell": (0, 1), "card": object()})
    {'high_bid': 4, 'cell': [0, 1]}
    """
    written: dict[str, object] = {}
    for name, value in fields.items():
        if len(written) == MAX_REFUSAL_FIELDS:
            break
        try:
            value = value if unstructure is None else unstructure(value)
        except Exception:  # a fact the converter cannot write is left out
            continue
        if not refusal_field_problems({name: value}, "$"):
            written[name] = _json_copy(value)
    return written


def _json_copy(value: object) -> object:
    """A fact (checked by :func:`refusal_field_problems`) copied: its arrays as new lists, its
    objects as new dicts."""
    if type(value) is list or type(value) is tuple:
        return list(cast("list[object]", value))
    if isinstance(value, Mapping):
        return dict(cast("Mapping[str, object]", value))
    return value


def _checked_facts(fields: Mapping[str, object] | None) -> Mapping[str, object]:
    """A :class:`Refusal`'s ``fields``: checked, then copied into a read-only mapping."""
    if fields is None or (isinstance(fields, Mapping) and not fields):
        return _NO_FACTS
    problems = refusal_field_problems(fields, "Refusal.fields")
    if problems:
        raise ConfigError(
            "Refusal.fields must be the facts as JSON values (refusal_fields writes them): "
            + "; ".join(problems[:3])
        )
    return MappingProxyType({name: _json_copy(value) for name, value in fields.items()})


def _shown_facts(fields: Mapping[str, object]) -> str:
    return repr(dict(fields))


@attrs.frozen
class Refusal:
    """Why a request was refused: what :func:`~tablegames.from_dict` returns for an ``error``
    document, and what :func:`~tablegames.to_dict` writes one from (as from an error).

    >>> import tablegames
    >>> from tablegames import Refusal
    >>> text = tablegames.to_json(Refusal("ten.buy.duplicate", "You own one."), game="ten")
    >>> tablegames.from_json(text)
    Refusal(code='ten.buy.duplicate', message='You own one.', move=None, fields={})
    >>> low = Refusal("ten.bid.too_low", "Bid at least 5.", fields={"high_bid": 4, "lowest": 5})
    >>> tablegames.from_json(tablegames.to_json(low, game="ten")).fields["lowest"]
    5

    Attributes:
        code: The stable dotted code of the reason (see :func:`~tablegames.error_codes`).
        message: A sentence a player understands.
        move: The move that was refused, or ``None``.
        fields: The facts the message names, by name, as JSON values (the refused move's
            :attr:`IllegalMoveError.fields <tablegames.IllegalMoveError.fields>` as the game's
            converter writes them: ``{"high_bid": 4, "lowest": 5}``, ``{"card": "3 of
            coins"}``, ``{"player": 0, "to_act": 1}`` with seats from 0), so that a front end
            that words a ``code`` in its own language can say them. A read-only mapping, empty
            when the refusal names no fact (and then not written), bounded as
            :func:`~tablegames.core.protocol.refusal_field_problems` says; read back as written,
            a card as its name (its type depends on the code).
    """

    code: str = attrs.field(validator=_check_code)
    message: str = attrs.field(validator=_check_message)
    move: Move | None = attrs.field(default=None, validator=_check_move)
    # Left out of the hash: a mapping proxy cannot be hashed, and refusals that are equal
    # still hash alike. The default is never stored (the converter gives the shared empty
    # mapping): it is ``{}`` so that the reference shows it as the JSON it stands for.
    fields: Mapping[str, object] = attrs.field(
        default={}, converter=_checked_facts, repr=_shown_facts, hash=False
    )

    def __reduce__(self) -> tuple[object, ...]:
        # A mapping proxy cannot be pickled (nor deep-copied): the fields travel as a dict,
        # which the converter makes read-only again.
        return (type(self), (self.code, self.message, self.move, dict(self.fields)))

    @classmethod
    def from_error(
        cls,
        error: TableGamesError,
        game: str | None = None,
        *,
        unstructure: Callable[[Any], object] | None = None,
    ) -> Refusal:
        """The refusal that reports ``error``: its code
        (:func:`~tablegames.core.protocol.error_code`), its message
        (bounded to :data:`~tablegames.core.errors.MAX_MESSAGE_BYTES`) and, for an
        :class:`~tablegames.IllegalMoveError`, its move if that is a move (of ``game``, if
        given) and its fields as JSON values
        (:func:`~tablegames.core.protocol.refusal_fields`, with ``unstructure``:
        :func:`~tablegames.to_dict` gives the game's converter's; without it, only the facts
        that are JSON values already, the numbers and seats, are kept).

        Raises:
            NotAGameObjectError: if ``error`` is not a :class:`~tablegames.TableGamesError`.
        """
        if not isinstance(error, TableGamesError):
            raise NotAGameObjectError(
                f"a refusal reports a tablegames error, not a {type(error).__name__}"
            )
        move = getattr(error, "move", None) if isinstance(error, IllegalMoveError) else None
        # Read as the move is: a game's own subclass that skips IllegalMoveError.__init__ has
        # none, and its refusal is reported all the same.
        facts = getattr(error, "fields", None) if isinstance(error, IllegalMoveError) else None
        return cls(
            error_code(error),
            _bounded_text(str(error)),
            move if is_move(move, game) else None,
            refusal_fields(facts if isinstance(facts, Mapping) else _NO_FACTS, unstructure),
        )


# -- state versions -------------------------------------------------------------------------------
#
# Every view document a server sends carries the version of the state it shows, and a move
# document the version it was chosen at: a move sent twice, or chosen on a view that is no
# longer current, is then refused instead of being played again (see "State versions" in the
# protocol reference).

#: The error code of a move chosen at another version of the state than the current one.
STALE_MOVE_CODE: Final = "core.move.stale"
#: The largest state version a document may carry, the largest integer every JSON reader keeps
#: exact (no game is that long: each game bounds its history).
MAX_STATE_VERSION: Final = 2**53 - 1
# The kinds of document that may carry a state_version.
_VERSIONED_KINDS: Final = ("view", "move")


def state_version(state: object) -> int:
    """The version of a state: the number of moves applied since the game's setup.

    Two states of one game have the same version exactly when as many moves were applied to
    reach them, so a move chosen at version ``n`` is current only while the state's version is
    ``n``.

    >>> import tablegames
    >>> from tablegames.core.protocol import state_version
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> after = tablegames.apply(state, tablegames.legal_moves(state)[0])
    >>> state_version(state), state_version(after)
    (0, 1)

    Raises:
        NotAGameObjectError: if ``state`` is not a game state.
    """
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise NotAGameObjectError(f"state_version() needs a game state, got {shown(state)}")
    return len(state.history)


def check_state_version(move: object, version: int | None, current: int) -> None:
    """Refuse a move chosen at another version than ``current`` (``core.move.stale``).

    ``apply(state, move, by=seat, version=n)`` calls it with the state's own version; a server
    that gives each seat its own version (the version of the last state that changed what the
    seat sees, so that a seat cannot count the moves it is not shown) calls it with the seat's.

    Args:
        move: The move received (only quoted in the refusal).
        version: The version the sender chose the move at; ``None``: no check.
        current: The version the move must have been chosen at.

    Raises:
        IllegalMoveError: ``core.move.stale`` if ``version`` is not ``current``.
        ConfigError: if ``version`` is no whole number (a text, a bool): the caller's
            mistake, not a move chosen at another version.
    """
    if version is None:
        return
    given: object = version  # typed int, but a caller's value may be anything
    if type(given) is bool or not isinstance(given, Integral):
        raise ConfigError(
            "version must be a whole number (the state version the move was chosen at) or "
            f"None, got {shown(version)}"
        )
    if version == current:
        return
    raise IllegalMoveError(
        # For the player first; the versions for whoever debugs the client.
        f"The table changed since this move was chosen: look at it again and choose anew "
        f"(the move was chosen at version {shown(version)}; the game is at version {current}).",
        code="core.move.stale",
        move=move,
    )


def check_state_version_field(value: object, kind: str) -> int:
    """A ``state_version`` a writer was given: an integer from 0, in a view or move document.

    Raises:
        ConfigError: for a version that is not such an integer, or another kind of document.
    """
    if kind not in _VERSIONED_KINDS:
        raise ConfigError(f"state_version applies to views and moves only, not to a {kind}")
    if type(value) is not int or not 0 <= value <= MAX_STATE_VERSION:
        raise ConfigError(
            f"state_version must be a whole number from 0 to {MAX_STATE_VERSION}, got "
            f"{shown(value)}"
        )
    return value


def read_state_version_field(value: object, kind: object) -> int:
    """A document's ``state_version`` as read: the same checks, refused as a FormatError.

    Raises:
        FormatError: naming the field.
    """
    if kind not in _VERSIONED_KINDS:
        raise FormatError(
            "$.state_version: unknown field (only a view or a move document holds a state "
            f"version, not a {shown(kind)})"
        )
    if type(value) is not int or not 0 <= value <= MAX_STATE_VERSION:
        raise FormatError(
            "the document does not fit the format",
            [
                f"$.state_version: expected a whole number from 0 to {MAX_STATE_VERSION}, got "
                f"{shown(value)}"
            ],
        )
    return value


#: The type of a :class:`VersionedMove`'s move: ``Any`` unless it is said.
_M = TypeVar("_M", default=Any)


@attrs.frozen
class VersionedMove(Generic[_M]):
    """A move read from a move document, with the state version the sender chose it at.

    Which game's move it is, the document says at run time: type checkers know the move of
    :func:`~tablegames.core.messages.read_move_document`'s result as ``Any``, as the moves of an
    :data:`~tablegames.typed.AnyState`, so that ``apply(state, sent.move, by=seat,
    version=sent.state_version)`` type-checks on a state of any game; ``apply`` refuses a move
    of another game than the state's (``core.move.wrong_game``). ``VersionedMove[TenMove]``
    names the move's type where a caller knows it.

    Attributes:
        move: The move.
        state_version: The document's ``state_version``, or ``None`` when it has none.
    """

    move: _M
    state_version: int | None


# -- words in documents: each move's label, each event's text --------------------------------------
#
# Every legal move handed to a client carries a ``group`` (the heading a menu lists it under) and
# a ``label`` (a button's text), and every event of a view a ``text`` (a sentence from the
# viewer's side), from the game's ``words`` hook, naming
# every card in full (``in_full``: a client has not the terminal's legend of the card codes),
# or from its words in the language a writer asks for (``Game.words_in``). They are written
# after the object's own fields and are for people only: reading a document checks that they
# are strings and drops them, whatever their language, so a client may send a move back with
# its group and label.

#: The longest ``group``, ``label`` or ``text`` a document may carry (a longer one is refused on
#: reading).
MAX_WORDS_LENGTH: Final = 1000


def labelled_moves(
    game: AnyGame,
    moves: Any,
    unstructure: Callable[[Any], dict[str, Any]],
    language: str | None = None,
) -> list[dict[str, Any]]:
    """Each move's JSON form (``unstructure(move)``) with its ``group`` (the heading a menu
    lists it under, :meth:`Words.group <tablegames.core.words.Words.group>`) and its ``label``
    last, in ``language`` (:func:`client_words`): what a ``moves`` document and a view's
    ``moves`` hold."""
    words = client_words(game, language)
    return [
        {**unstructure(move), "group": words.group(move), "label": words.label(move)}
        for move in moves
    ]


def spoken_view(
    game: AnyGame, view: Any, data: dict[str, Any], language: str | None = None
) -> dict[str, Any]:
    """A view's JSON form ``data`` with each event of its ``events`` given its ``text``, as
    the view's seat reads it (a spectator's for a spectator's view), in ``language``
    (:func:`client_words`).

    An event that tells the viewer nothing another event of the view does not tell better
    (:meth:`Words.is_redundant <tablegames.core.words.Words.is_redundant>`: the public half
    of the viewer's own discard, whose private half names the card) has the empty text: a
    log shows no line for it, as the terminal's does not.

    ``data`` is changed in place (it is the converter's fresh output) and returned. The texts
    come from a memo (:func:`~tablegames.core.protocol.event_text`): consecutive views of a
    game share most of their events, so a server writing a view after every move words each
    event once.
    """
    items = data.get("events")
    events = getattr(view, "events", None)
    if not isinstance(items, list) or events is None:
        return data
    words = client_words(game, language)
    viewer = getattr(view, "player", None)
    if len(items) != len(events):
        raise ValueError("the view's events and their JSON form differ in length")
    for item, event in zip(items, events):  # noqa: B905 - lengths checked above
        item["text"] = log_line(words, event, viewer)
    return data


#: The words of the documents, by game and language: ``(id(game), the words' language in
#: lower case)`` to ``(game, words, in_full(words))`` (the game kept, so that its id cannot be
#: reused while the entry lives). An entry is given again while the game's words in that
#: language are the words it was made of, or words equal to them: a game told in the default
#: :class:`~tablegames.core.words.PlainWords` makes new, equal ones at every reading of its
#: ``words``. So this holds one entry per game and language; emptied when full all the same.
_CLIENT_WORDS: dict[tuple[int, str], tuple[object, object, Any]] = {}
#: The games' words in the languages asked for: ``(id(game), tag in lower case)`` to ``(game,
#: game.words_in(tag))`` (the game kept, so that its id cannot be reused while the entry
#: lives), so that a translation is imported and checked once, not at every document.
#: Emptied when full. A game's own words are never kept here: they are read from the game
#: each time, as without a language.
_TRANSLATED: dict[tuple[int, str], tuple[object, Any]] = {}
#: How many entries each memo of :func:`client_words` holds at most.
_MAX_CLIENT_WORDS: Final = 64


def client_words(game: AnyGame, language: str | None = None) -> Any:
    """The game's words as the documents for clients write them: naming every card in full
    (:func:`tablegames.core.words.in_full`), made once per game and language (the same
    object while the game's words in that language stay the same, or equal).

    Args:
        game: The game.
        language: A language tag (``"fr"``, in any case): the game's words in that language
            (:meth:`Game.words_in <tablegames.Game.words_in>`, imported and checked once per
            game and language); ``None`` (the default): the game's own words.

    Raises:
        ConfigError: for a language the game does not speak, naming those it does
            (``ten speaks en, fr, not 'de'``), or a translation that cannot be used
            (:meth:`Game.words_in <tablegames.Game.words_in>`).
    """
    words = hook(game, "words") if language is None else words_in(game, language)
    key = (id(game), words.catalogue.language.lower())
    found = _CLIENT_WORDS.get(key)
    if found is not None and found[0] is game and (found[1] is words or found[1] == words):
        return found[2]
    made = in_full(words)
    if len(_CLIENT_WORDS) >= _MAX_CLIENT_WORDS:
        _CLIENT_WORDS.clear()
    _CLIENT_WORDS[key] = (game, words, made)
    return made


def words_in(game: AnyGame, language: str) -> Any:
    """``game.words_in(language)``, remembered for a translation (see ``_TRANSLATED``):
    imported and checked once per game and language, for the documents and the pictures."""
    if type(language) is not str:  # words_in says what a language is
        return hook(game, "words_in")(language)
    key = (id(game), language.lower())
    found = _TRANSLATED.get(key)
    if found is not None and found[0] is game:
        return found[1]
    words = hook(game, "words_in")(language)
    own = hook(game, "words")
    if words is not own and words != own:  # PlainWords are made anew, equal, at each reading
        if len(_TRANSLATED) >= _MAX_CLIENT_WORDS:
            _TRANSLATED.clear()
        _TRANSLATED[key] = (game, words)
    return words


#: The texts of the events written lately: ``(id(words), event, viewer)`` to ``(words, text)``
#: (the words kept, so that their id cannot be reused while the entry lives). A bounded,
#: documented memo table: emptied when full. Texts are pure functions of the words, the event
#: (an immutable value) and the viewer, so a stale entry cannot exist; the words of each
#: language are an object of their own (:func:`client_words`), so an event's text in one
#: language is never given for another.
_TEXTS: dict[tuple[int, object, int | None], tuple[object, str]] = {}
#: How many event texts the memo of :func:`event_text` holds at most.
MAX_REMEMBERED_TEXTS: Final = 1 << 14


def event_text(words: Any, event: object, viewer: int | None) -> str:
    """``words.text(event, viewer)``, remembered (see :data:`MAX_REMEMBERED_TEXTS`)."""
    key = (id(words), event, viewer)
    try:
        found = _TEXTS.get(key)
    except TypeError:  # an event that cannot be hashed: worded every time
        text: str = words.text(event, viewer)
        return text
    if found is not None and found[0] is words:
        return found[1]
    text = words.text(event, viewer)
    if len(_TEXTS) >= MAX_REMEMBERED_TEXTS:
        _TEXTS.clear()
    _TEXTS[key] = (words, text)
    return text


def log_line(words: Any, event: object, viewer: int | None) -> str:
    """The line of ``event`` in ``viewer``'s log: its text (:func:`event_text`), or ``""``
    where the words call it redundant for that viewer (:meth:`Words.is_redundant
    <tablegames.core.words.Words.is_redundant>`). A view's ``text`` fields and the server's
    narration both write their lines with it, so that they leave out the same ones (a page
    shows a log joined from the two)."""
    return "" if words.is_redundant(event, viewer) else event_text(words, event, viewer)


def check_viewer(viewer: object) -> int | None:
    """An event document's ``viewer``: ``None`` or a seat number (from 0).

    Raises:
        ConfigError: for anything else.
    """
    if viewer is not None and (type(viewer) is not int or viewer < 0):
        raise ConfigError(f"viewer must be a seat number (from 0) or None, got {shown(viewer)}")
    return viewer


def told_event(
    game: AnyGame,
    event: Any,
    data: dict[str, Any],
    viewer: int | None,
    language: str | None = None,
) -> Any:
    """An event's JSON form ``data`` with its ``text`` last, as ``viewer`` reads it, in
    ``language`` (:func:`client_words`): what an ``event`` document holds."""
    data["text"] = event_text(client_words(game, language), event, viewer)
    return data


#: The words a move handed to a client carries: its heading and its button's text.
_MOVE_WORDS: Final = ("group", "label")
#: The words an event of a view or an ``event`` document carries.
_EVENT_WORDS: Final = ("text",)


def _strip(item: object, keys: tuple[str, ...], path: str, problems: list[str]) -> object:
    """``item`` without its ``keys`` (a move's group and label, an event's text), each of which
    must be a string if present."""
    if not isinstance(item, dict) or not any(key in item for key in keys):
        return item
    for key in keys:
        if key not in item:
            continue
        value = item[key]
        if type(value) is not str or len(value) > MAX_WORDS_LENGTH:
            problems.append(
                f"{path}.{key}: expected a string of at most {MAX_WORDS_LENGTH} characters, got "
                f"{shown(value) if type(value) is not str else f'{len(value)} characters'}"
            )
    return {name: field for name, field in item.items() if name not in keys}


def _strip_all(items: object, keys: tuple[str, ...], path: str, problems: list[str]) -> object:
    if not isinstance(items, list):
        return items
    return [_strip(item, keys, f"{path}[{i}]", problems) for i, item in enumerate(items)]


def without_words(document: dict[str, Any]) -> dict[str, Any]:
    """A document without the words written for people: the moves' ``group`` and ``label`` (of
    a ``moves`` document, a view's ``moves``, a ``move`` document) and the events' ``text`` (of
    a view's ``events``, an ``event`` document); the document itself when it has none.

    Raises:
        FormatError: if a group, a label or a text is not a string of at most
            :data:`MAX_WORDS_LENGTH` characters.
    """
    kind = document.get("kind")
    data = document.get("data")
    problems: list[str] = []
    if kind == "move":
        stripped = {**document, "data": _strip(data, _MOVE_WORDS, "$.data", problems)}
    elif kind == "event":
        stripped = {**document, "data": _strip(data, _EVENT_WORDS, "$.data", problems)}
    elif kind == "moves":
        stripped = {**document, "data": _strip_all(data, _MOVE_WORDS, "$.data", problems)}
    elif kind == "view":
        stripped = dict(document)
        if isinstance(data, dict) and "events" in data:
            events = _strip_all(data["events"], _EVENT_WORDS, "$.data.events", problems)
            stripped["data"] = {**data, "events": events}
        if "moves" in document:
            stripped["moves"] = _strip_all(document["moves"], _MOVE_WORDS, "$.moves", problems)
    else:
        return document
    if problems:
        raise FormatError("the document does not fit the format", problems)
    return stripped
