"""Perfect recall: everything a seat has seen since the game began, kept as the game goes.

A state's ``events`` log holds the current period only (a TEN turn, an Aluette deal, a
Saboteur round: see :mod:`tablegames.core.events`), and so does each view. A seat with perfect
recall remembers every period. Each state therefore keeps, beside its fields, its *past*: the
logs of the periods before its own, linked. Every :func:`~tablegames.apply` hands it on in
constant time: the same past while the period lasts, one pair more when a new period starts
(cheaper than a :class:`~tablegames.core.history.History` append a move, and shared the same
way by every state after it). :func:`recall` reads it back as one seat saw it.

The log is no field: it takes no part in equality, hashing, ``repr`` or JSON, and a view never
holds it (a view holds what its seat may see, and the log holds every hand). It lives in a slot
of :class:`~tablegames.core.bases.GameState`, which every built-in state class inherits, and
follows from the state's own fields: a state that did not come from ``apply`` (one read from
JSON or unpickled) gets it when first asked, by replaying its record (see :func:`event_log`).

>>> import tablegames
>>> state = tablegames.new_game("saboteur", players=3, seed=3)
>>> for _ in range(4):
...     state = tablegames.apply(state, tablegames.legal_moves(state)[0])
>>> mine = tablegames.recall(state, 1)
>>> [type(event).__name__ for event in mine][-4:]
['PathPlaced', 'CardDrawn', 'PathPlaced', 'CardDrawn']
>>> seen_by_2 = tablegames.recall(state, 2)
>>> len(mine) == len(seen_by_2)  # each seat sees its own draws, not the others'
True
"""

from __future__ import annotations

from typing import Any, Final, TypeAlias

from tablegames.core.bases import GameState
from tablegames.core.errors import ConfigError, NotAGameObjectError, SeatError
from tablegames.core.game import Event, hook
from tablegames.core.registry import game_for

__all__ = [
    "Past",
    "event_log",
    "keep_event_log",
    "no_event_log",
    "recall",
    "table_events",
    "write_event_log",
]

# The slot of GameState that holds a state's log: its reader and writer (member descriptors,
# the fastest way to a slot of a frozen attrs instance).
_SLOT: Final[Any] = GameState.__dict__["_event_log"]
_read_log: Final = _SLOT.__get__
_write_log: Final = _SLOT.__set__
#: ``write_event_log(state, past)`` stores a state's past (the dispatcher's ``apply`` calls it on
#: the state it has just made, before anyone else sees it).
write_event_log: Final = _write_log

#: A state's past as its slot holds it: the event log of each period finished before the state's
#: own (``state.events`` holds the current one), linked: ``(earlier past, log of the period)``,
#: ``None`` for none. A period's log is linked once, when the next period starts; every state of
#: that period shares it, and so do a search's branches.
Past: TypeAlias = "tuple[Past | None, tuple[Event, ...]] | None"


def _follows(past: Past, old: tuple[Event, ...], new: tuple[Event, ...]) -> Past:
    """The past after a move that turned the log ``old`` into ``new``: ``past`` if the log
    grew, else ``past`` with ``old`` linked (a new period began).

    A log that grew starts with the old log's own objects (the rules extend a tuple), so its
    first item and its item at the old log's last position *are* the old log's (an identity
    test, constant time); a new period's log holds only the new move's events (see
    :mod:`tablegames.core.events`). An empty old log loses nothing either way.
    """
    count = len(old)
    if count and (len(new) < count or new[count - 1] is not old[-1] or new[0] is not old[0]):
        return (past, old)
    return past


def keep_event_log(before: object, after: object) -> None:
    """Give ``after`` (the state ``apply`` just made from ``before``) its past: ``before``'s,
    with ``before.events`` linked to it if ``after`` starts a new period. Constant time.

    The dispatcher's ``apply`` (:func:`tablegames.core.dispatch.dispatcher`) does this on every
    move, inline, and calls this function when ``before`` has no past kept. A state without the
    slot (its class does not inherit :class:`~tablegames.core.bases.GameState`) is left alone,
    and so is one whose input has none and a history (read from JSON, say): :func:`event_log`
    finds the past when it is first asked.
    """
    if not isinstance(before, GameState) or not isinstance(after, GameState):
        return
    try:
        past: Past = _read_log(before)
    except AttributeError:  # no past kept
        if len(before.history):
            return
        past = None  # the game's first state: nothing before its own events
    _write_log(after, _follows(past, before.events, after.events))


def event_log(state: Any) -> tuple[tuple[Event, ...], ...]:
    """The event log of every period of ``state``'s game so far, oldest first: each finished
    period's whole log (as the state that ended it held it), then ``state.events``.

    The first period known is the game's first for every state ``apply`` made from
    :func:`~tablegames.new_game` (or :func:`~tablegames.replay`), and for every state read
    from a document whose history replays to it (a state without its past is replayed once,
    when first asked, and keeps it). Otherwise the log starts at ``state``'s own period: a
    state sampled from a view (:func:`~tablegames.sample_state`, which has no past), or one
    built by hand (``attrs.evolve``) whose history does not replay to it.

    Raises:
        NotAGameObjectError: if ``state`` is not a game state.
        ConfigError: if the game's state has no ``events`` (:func:`no_event_log`).
    """
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise NotAGameObjectError(f"recall needs a game state, got a {type(state).__name__}")
    try:
        logs = [state.events]
    except AttributeError:
        raise no_event_log(state) from None
    past: Past
    try:
        past = _read_log(state)
    except (AttributeError, TypeError):  # no past kept yet, or no slot for one
        past = _replayed(game, state) if len(state.history) else None
        if isinstance(state, GameState):
            _write_log(state, past)  # derived from the state's fields, as a cached property is
    while past is not None:
        past, events = past
        logs.append(events)
    logs.reverse()
    return tuple(logs)


def _replayed(game: Any, state: Any) -> Past:
    """The past of ``state``, by playing its history again from its seed and options (through
    the game's own ``apply``, which need not keep pasts); ``None`` (no past known) if that does
    not give ``state`` back (a state built by hand)."""
    try:
        again = game.new_game(state.players, state.seed, state.options)
        past: Past = None
        for move in state.history:
            after = game.apply(again, move)
            past = _follows(past, again.events, after.events)
            again = after
    except Exception:  # a history that does not replay: no past is known
        return None
    return past if again == state else None


def table_events(state: Any) -> tuple[Event, ...]:
    """Every event of ``state``'s game, private ones included, in order (from the first period
    :func:`event_log` knows). A state holds every secret: give a seat only its :func:`recall`.

    Raises:
        NotAGameObjectError: if ``state`` is not a game state.
        ConfigError: if the game's state has no ``events`` (:func:`no_event_log`).
    """
    return tuple(event for events in event_log(state) for event in events)


def recall(state: Any, player: int | None) -> tuple[Event, ...]:
    """Everything ``player`` has seen happen since the game began: its perfect-recall history.

    The events of every period so far, in order, as the seat's views showed them: exactly the
    events its views gave, one move after another (``events_since`` of consecutive views,
    concatenated), without the views being made. Public events, the seat's own private ones,
    and nothing else (the game's :meth:`~tablegames.Game.can_see` decides, as its views do).
    Time linear in the number of events of the game; the state keeps its log as ``apply``
    makes it (:mod:`tablegames.core.recall`).

    Args:
        state: A game state.
        player: The seat, or ``None`` for a spectator (public events only).

    Returns:
        The events, oldest first (from the first state :func:`event_log` knows: the game's
        setup for every state played from ``new_game``).

    Raises:
        NotAGameObjectError: if ``state`` is not a game state.
        SeatError: if ``player`` is not a seat of the game.
        ConfigError: if the game's state has no ``events``, the event log every game's state
            keeps (:func:`no_event_log`).

    >>> import tablegames
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> while state.events[-1].__class__.__name__ != "TurnStarted" or len(state.history) < 3:
    ...     state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    >>> len(tablegames.view(state, 0).events) < len(tablegames.recall(state, 0))
    True
    """
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise NotAGameObjectError(f"recall needs a game state, got a {type(state).__name__}")
    if player is not None and (type(player) is not int or not 0 <= player < state.players):
        raise SeatError.unknown(player, state.players, game.name)
    can_see = hook(game, "can_see")
    return tuple(event for event in table_events(state) if can_see(event, player))


def no_event_log(obj: object) -> ConfigError:
    """The error for a state or a view of a game whose class has no ``events``: the event log
    that every game's states and views keep (the 'Writing a game' guide lists it among what
    the kernel needs), and that :func:`recall` and
    :func:`~tablegames.core.events.apply_with_events` read. Such a game plays, but has no
    history of events to give.

    >>> from tablegames import ConfigError
    >>> from tablegames.core.recall import no_event_log
    >>> isinstance(no_event_log(object()), ConfigError)
    True
    """
    game = game_for(obj)
    if game is None:
        return ConfigError(
            "a game's state or view with no events: every state and view of a game keeps its "
            "event log (see the 'Writing a game' guide)"
        )
    kind = "view" if isinstance(obj, game.view_type) else "state"
    return ConfigError(
        f"the game {game.name!r} keeps no event log: its {kind} class {type(obj).__name__} has "
        f"no events, which every {kind} of a game has for recall, apply_with_events and "
        "view_events to read (see the 'Writing a game' guide)"
    )
