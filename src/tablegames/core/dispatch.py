"""One opening for every game's ``apply``: the kernel's checks of a move, then the game's rule.

Every game's ``apply`` begins alike: is the move's seat the sender's (``by=``), is the move
one of this game's, are its fields still sound, is the game still on, is the seat one of the
game's, is it that seat's turn, may this kind of move be made in this phase; then the history
grows by the move and the rule of the move's class makes the new state. :func:`dispatcher`
writes that ``apply`` once per game from a table of the game's move classes, so a game writes
only its rules (a handler per move class) and the table:

>>> import enum
>>> import attrs
>>> from tablegames.core.dispatch import Rule, dispatcher
>>> from tablegames.core.history import History
>>> from tablegames.core.moves import check_int, check_seat
>>> class Phase(enum.Enum):
...     SHOUT = 1
...     OVER = 2
>>> @attrs.frozen
... class Shout:
...     player: int = attrs.field(validator=check_seat(4))
...     volume: int = attrs.field(validator=check_int(1, 10))
>>> @attrs.frozen
... class Room:
...     players: int
...     phase: Phase
...     to_act: int | None
...     history: History[Shout]
...     noise: int = 0
>>> def shout(state: Room, move: Shout, history: History[Shout]) -> Room:
...     seat = (move.player + 1) % state.players
...     return attrs.evolve(state, history=history, to_act=seat, noise=state.noise + move.volume)
>>> apply = dispatcher("room", "a room", {Shout: Rule(shout, (Phase.SHOUT,))}, over=Phase.OVER)
>>> state = apply(Room(2, Phase.SHOUT, 0, History()), Shout(0, 3))
>>> state.noise, state.to_act, list(state.history)
(3, 1, [Shout(player=0, volume=3)])
>>> apply(state, Shout(0, 3))
Traceback (most recent call last):
...
tablegames.core.errors.NotYourTurnError: It is seat 2's turn, not seat 1's.

A move is checked again whatever was done to it since it was built:

>>> loud = Shout(1, 3)
>>> object.__setattr__(loud, "volume", 99)
>>> apply(state, loud)
Traceback (most recent call last):
...
tablegames.core.errors.InvalidMoveError: Shout.volume must be an integer from 1 to 10, got 99

The checks, in this order (the first that fails raises; the state is never changed):

1. ``by`` (:func:`~tablegames.core.errors.check_sender`): given, a move whose ``player`` is not
   ``by`` is refused with ``core.move.not_your_seat`` before anything else, so that a seat
   learns nothing about the game from moves sent in other seats' names. Only an object of
   none of the table's classes (``None``, another game's move) is refused as such instead, by
   check 2: that tells nothing of the state either.
2. The move's class is exactly one of the table's (``core.move.wrong_game``, by
   :func:`~tablegames.core.errors.check_move`).
3. Each field passes its class's validators again (:func:`field_checker`):
   :class:`~tablegames.InvalidMoveError` otherwise.
4. The seat is one of the game's (``<game>.seat.unknown``), then the game is not over
   (``<game>.game.over``), as :func:`~tablegames.core.errors.check_move` checks them.
5. It is the seat's turn (``<game>.turn.not_yours``, by
   :func:`~tablegames.core.errors.check_turn`), unless the move is a free action.
6. The move's class may be played in the current phase (``<game>.phase.wrong_move``, with the
   game's hint for that phase as the message).

Then the handler gets the state, the move and the state's history with the move appended, and
returns the new state (or refuses the move with the game's own codes); a ``finish`` hook, if
the game has one, sees the state before and after. Last, the new state's event log grows by its
``events`` (:func:`~tablegames.core.recall.keep_event_log`: what
:func:`~tablegames.core.recall.recall` reads).

The generated code is registered with ``linecache``, as attrs does for the methods it
writes, so tracebacks and debuggers show its lines.
"""

from __future__ import annotations

import linecache
import re
import sys
from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar, Union, cast

import attrs

from tablegames.core.errors import (
    ConfigError,
    IllegalMoveError,
    InvalidMoveError,
    check_move,
    check_sender,
    check_turn,
)
from tablegames.core.history import History, grown
from tablegames.core.moves import FieldCheck
from tablegames.core.recall import keep_event_log, write_event_log
from tablegames.core.text import shown

__all__ = ["Apply", "Rule", "dispatcher", "field_checker"]

S = TypeVar("S")
M = TypeVar("M", contravariant=True)


class Apply(Protocol[S, M]):
    """The type of a game's ``apply``, as :func:`dispatcher` makes it.

    ``apply(state, move, by=None)`` returns the state after ``move`` and never changes
    ``state``. Annotate a game's own with its state and move types
    (``apply: Apply[TenState, TenMove] = dispatcher(...)``), so type checkers know what it
    takes and returns.
    """

    def __call__(self, state: S, move: M, *, by: int | None = None) -> S: ...


@attrs.frozen
class Rule(Generic[S]):
    """How a game applies the moves of one class: the entry of :func:`dispatcher`'s table.

    Attributes:
        handler: ``handler(state, move, history)`` returns the state after ``move``, whose
            history must be ``history`` (the state's own with ``move`` appended, a
            :class:`~tablegames.core.history.History`). When it is called, every kernel check
            has passed; it raises :class:`~tablegames.IllegalMoveError` (with the game's own
            codes) for a move the rules refuse here, and never changes ``state``.
        phases: The phases in which such a move may be made (compared by identity first, as
            ``in`` does: enum members are best); ``None``: in every phase until the game ends.
        free: A free action: the move's seat may make it whoever's turn it is (Aluette's
            signals). Other moves are refused unless their seat is the state's seat to act.
    """

    handler: Callable[[S, Any, History[Any]], S]
    phases: tuple[object, ...] | None = None
    free: bool = False


#: What a game's name must be: the first word of its codes (``CODE_PATTERN``).
_NAME = re.compile(r"^[a-z0-9_]+$")

#: The docstring of an ``apply`` :func:`dispatcher` writes, unless it is given another.
_DOC = """Return the state after ``move``; the input is never changed.

Args:
    state: The state.
    move: The move, as received.
    by: The sender's seat: given, a move naming another seat is refused first of all
        (``core.move.not_your_seat``), as by :func:`tablegames.apply`.

Raises:
    IllegalMoveError: if the rules forbid the move here (``.code`` says why).
    NotYourTurnError: if the move's player cannot act now.
    InvalidMoveError: if a field of the move holds a value its class refuses (a move changed
        after it was built).
    SeatError: if ``by`` is not a seat of the game.
"""


def dispatcher(
    game: str,
    label: str,
    rules: Mapping[type, Rule[S]],
    *,
    over: object = None,
    wrong_phase: Mapping[Any, str] | None = None,
    finish: Callable[[S, S], S] | None = None,
    phase: str | None = "phase",
    to_act: str = "to_act",
    history: str = "history",
    state_type: type[S] | None = None,
    module: str | None = None,
    doc: str | None = None,
) -> Apply[S, Any]:
    """Write a game's ``apply``: the kernel's checks of a move, then the rule of its class.

    Built once per game, at import; see the module's documentation for the checks and their
    order. The function is generated code that reads the state's fields directly (a move
    costs one call more than a hand-written ``apply``: that of its fields' check).

    Args:
        game: The game's name, the first part of the kernel's codes (``"ten"`` gives
            ``ten.turn.not_yours``).
        label: The game's name in a sentence, with its article, for a move of another game
            (``"a TEN"``: "PlayCard is not a TEN move.").
        rules: Every move class of the game, each with its :class:`Rule`. Classes are matched
            exactly (a subclass is another game's move).
        over: The phase of a finished game: no move is accepted in it.
        wrong_phase: The hint given for a move of a class not allowed in the current phase,
            by phase ("A wild is being auctioned: bid or pass."); a phase without one gets a
            sentence naming the move's class.
        finish: ``finish(before, after)``, called on every state a handler returns, returns
            the state ``apply`` returns (Aluette and Saboteur cut their event log to the new
            deal's there).
        phase: The state's field holding the phase; ``None`` for a game without phases, which
            is over when its seat to act is ``None``.
        to_act: The state's field holding the seat to act (``None`` once the game is over).
        history: The state's field holding its :class:`~tablegames.core.history.History`.
            The state must also have a ``players`` field, the number of seats.
        state_type: The game's state class, for the function's annotations (documentation).
        module: The module the function says it belongs to; by default, the caller's.
        doc: The function's docstring; by default one that says what every ``apply`` does.

    Returns:
        ``apply(state, move, *, by=None)``.

    Raises:
        ConfigError: for a table or argument that cannot make an ``apply``: a game name that
            cannot begin a code, a rule that is not a :class:`Rule`, a class that is not an
            attrs class with a ``player`` field, a field name that is not an identifier, or
            phases without ``over``.
    """
    if type(game) is not str or not _NAME.match(game):
        raise ConfigError(
            f"dispatcher: a game's name is a word of a-z, 0-9 and _, got {shown(game)}"
        )
    if not rules:
        raise ConfigError(f"dispatcher({game!r}): the table of move classes is empty")
    for cls, rule in rules.items():
        if not isinstance(cls, type) or not attrs.has(cls):
            raise ConfigError(f"dispatcher({game!r}): {shown(cls)} is not an attrs class")
        if "player" not in attrs.fields_dict(cls):
            raise ConfigError(f"dispatcher({game!r}): {cls.__name__} has no player field")
        if not isinstance(rule, Rule) or not callable(rule.handler):
            raise ConfigError(f"dispatcher({game!r}): the rule of {cls.__name__} is not a Rule")
        if rule.phases is not None and (phase is None or type(rule.phases) is not tuple):
            raise ConfigError(
                f"dispatcher({game!r}): the phases of {cls.__name__} must be a tuple "
                "(and the game must name its phase field)"
            )
    for field in (phase, to_act, history):
        if field is not None and not field.isidentifier():
            raise ConfigError(f"dispatcher({game!r}): {field!r} is not a field name")
    if phase is not None and over is None:
        raise ConfigError(f"dispatcher({game!r}): a game with phases needs its over phase")
    classes = tuple(rules)
    namespace: dict[str, Any] = {
        "_rules": {
            cls: (field_checker(cls), rule.handler, rule.phases, rule.free)
            for cls, rule in rules.items()
        }.get,
        "_game": game,
        "_label": label,
        "_classes": classes,
        "_over": over,
        "_hints": dict(wrong_phase or {}),
        "_finish": finish,
        "_check_sender": check_sender,
        "_IllegalMoveError": IllegalMoveError,
        "_check_move": check_move,
        "_check_turn": check_turn,
        "_wrong_phase": _wrong_phase,
        "_History": History,
        "_grown": grown,
        "_keep_event_log": keep_event_log,
        "_write_log": write_event_log,
    }
    free = any(rule.free for rule in rules.values())
    any_phase = any(rule.phases is None for rule in rules.values())
    lines = [
        "def apply(state, move, *, by=None):",
        "    if by is not None:",
        "        try:",
        "            _check_sender(move, by, state.players)",
        "        except _IllegalMoveError:",
        "            if _rules(type(move)) is not None:",
        "                raise",
        "            # No move of this game at all: refused as such just below, as without by.",
        "    rule = _rules(type(move))",
        "    if rule is None:  # check_move refuses it: a move of another game",
        "        _check_move(_game, _label, move, _classes, state.players, over=False)",
        f"    check, handler, phases, {'free' if free else '_'} = rule",
        "    check(move)",
        "    player = move.player",
    ]
    if phase is None:
        is_over = f"state.{to_act} is None"
    else:
        lines.append(f"    phase = state.{phase}")
        is_over = "phase is _over"
    lines += [
        f"    if {is_over} or type(player) is not int or not 0 <= player < state.players:",
        "        player = _check_move(",
        f"            _game, _label, move, _classes, state.players, over={is_over}",
        "        )",
        f"    if player != state.{to_act}{' and not free' if free else ''}:",
        f"        _check_turn(_game, move, player, state.{to_act})",
    ]
    if phase is not None:
        lines += [
            f"    if {'phases is not None and ' if any_phase else ''}phase not in phases:",
            "        _wrong_phase(_game, _hints, phase, move)",
        ]
    handled = "handler(state, move, history)"
    lines += [
        f"    history = state.{history}",
        "    # grown(), with its common case inline: a call less on every move.",
        "    if type(history) is _History:",
        "        history = history.appended(move)",
        "    else:",
        "        history = _grown(history, move)",
        f"    after = {f'_finish(state, {handled})' if finish else handled}",
        "    # The logs of the periods before the new state's, for recall: see core.recall.",
        "    try:",
        "        past = state._event_log",
        "    except AttributeError:  # none kept (the first state, one read from JSON) or no slot",
        "        _keep_event_log(state, after)",
        "        return after",
        "    old, new = state.events, after.events",
        "    count = len(old)",
        "    if count and (",
        "        len(new) < count or new[count - 1] is not old[-1] or new[0] is not old[0]",
        "    ):  # a new period: link the old one's log (core.recall._follows)",
        "        past = (past, old)",
        "    _write_log(after, past)",
        "    return after",
    ]
    source = "\n".join(lines) + "\n"
    apply: Any = _generated(source, f"<tablegames apply {game}>", namespace)["apply"]
    if module is None:  # the caller's, as collections.namedtuple finds it
        module = sys._getframe(1).f_globals.get("__name__", "__main__")
    apply.__module__ = module
    apply.__doc__ = _DOC if doc is None else doc
    if state_type is not None:
        move_type: Any = Union[classes] if len(classes) > 1 else classes[0]  # noqa: UP007
        apply.__annotations__ = {
            "state": state_type,
            "move": move_type,
            "by": Union[int, None],  # noqa: UP007
            "return": state_type,
        }
    return cast("Apply[S, Any]", apply)


def _wrong_phase(game: str, hints: Mapping[object, str], phase: object, move: object) -> None:
    """Refuse a move of a class the current phase does not take (``<game>.phase.wrong_move``)."""
    hint = hints.get(phase) or f"A {type(move).__name__} move cannot be made now."
    raise IllegalMoveError(hint, code=f"{game}.phase.wrong_move", move=move)


def field_checker(cls: type) -> Callable[[object], None]:
    """A function that checks each field of a ``cls`` instance again with the class's validators.

    A move is checked when it is built, but Python cannot stop ``object.__setattr__`` from
    changing a frozen instance afterwards: the function refuses such a move as its constructor
    would have. It is generated for ``cls``, with each :class:`~tablegames.core.moves.FieldCheck`
    written out inline (a type test and a range: a few instructions a field); any other
    validator is called. A value it refuses is reported by the field's own validator, so the
    message is the constructor's.

    >>> import attrs
    >>> from tablegames.core.dispatch import field_checker
    >>> from tablegames.core.moves import check_seat
    >>> @attrs.frozen
    ... class Knock:
    ...     player: int = attrs.field(validator=check_seat(2))
    >>> knock = Knock(1)
    >>> object.__setattr__(knock, "player", "1")
    >>> field_checker(Knock)(knock)
    Traceback (most recent call last):
    ...
    tablegames.core.errors.InvalidMoveError: Knock.player must be a seat number from 0 to 1, \
got the string '1'

    Args:
        cls: An attrs class (a move class, usually).

    Returns:
        ``check(instance)``, which returns ``None`` or raises.

    Raises:
        ConfigError: if ``cls`` is not an attrs class.
    """
    if not isinstance(cls, type) or not attrs.has(cls):
        raise ConfigError(f"field_checker needs an attrs class, got {shown(cls)}")
    namespace: dict[str, Any] = {"_missing": _missing, "_cls": cls}

    def name(thing: object) -> str:
        key = f"_object{len(namespace)}"
        namespace[key] = thing
        return key

    lines = []
    for index, field in enumerate(attrs.fields(cls)):
        validator = field.validator
        if validator is None:
            continue
        namespace[f"_field{index}"] = field
        test = validator.test("value", name) if isinstance(validator, FieldCheck) else None
        if test is None:
            namespace[f"_check{index}"] = _as_invalid_move(validator)
            lines += [
                f"        _check{index}(move, _field{index}, move.{field.name})",
            ]
        else:
            namespace[f"_check{index}"] = validator
            lines += [
                f"        value = move.{field.name}",
                f"        if not ({test}):",
                f"            _check{index}(move, _field{index}, value)",
            ]
    source = f"def check(move):\n    try:\n{chr(10).join(lines) or '        pass'}\n"
    source += "    except AttributeError:  # a field deleted with object.__delattr__\n"
    source += "        _missing(move)\n        raise\n"
    check: Callable[[object], None] = _generated(
        source, f"<tablegames fields {cls.__qualname__}>", namespace
    )["check"]
    check.__qualname__ = f"field_checker({cls.__qualname__})"
    return check


def _missing(move: object) -> None:
    """Refuse a move with a field that holds no value at all (deleted behind its back)."""
    for field in attrs.fields(cast(Any, type(move))):
        if not hasattr(move, field.name):
            raise InvalidMoveError(
                f"{type(move).__name__}.{field.name} holds no value", field=field.name
            )


def _as_invalid_move(
    validator: Callable[[Any, attrs.Attribute[Any], Any], None],
) -> Callable[[Any, attrs.Attribute[Any], Any], None]:
    """``validator``, its refusals turned into :class:`~tablegames.InvalidMoveError`.

    A validator that is not one of tablegames' may raise ``TypeError`` or ``ValueError``; the
    move passed it when it was built, so a refusal now means the move was changed since.
    """

    def check(instance: Any, attribute: attrs.Attribute[Any], value: Any) -> None:
        try:
            validator(instance, attribute, value)
        except InvalidMoveError:
            raise
        except (TypeError, ValueError) as exc:
            raise InvalidMoveError(
                f"{type(instance).__name__}.{attribute.name} cannot hold {shown(value)}",
                field=attribute.name,
            ) from exc

    return check


def _generated(source: str, filename: str, namespace: dict[str, Any]) -> dict[str, Any]:
    """Run generated ``source`` in ``namespace`` and return it; its lines go to linecache.

    Registered as attrs registers the methods it writes (a unique file name, no modification
    time, so :func:`linecache.checkcache` keeps it), tracebacks and debuggers show the lines.
    """
    lines = source.splitlines(keepends=True)
    unique, count = filename, 0
    while True:
        entry = (len(source), None, lines, unique)
        if linecache.cache.setdefault(unique, entry) == entry:
            break  # registered now, or by an identical function made before
        count += 1
        unique = f"{filename[:-1]}-{count}>"
    exec(compile(source, unique, "exec"), namespace)
    return namespace
