"""Each move's events: what one move produced, for the whole table or as one seat saw it.

A state's ``events`` log does not grow forever: each game starts a new log at the end of a
period (a TEN turn, an Aluette deal, a Saboteur round), and the new log starts with the events
of the move that ended the old period. So after a move the log is either the old log followed
by the move's events, or, when the move ended a period, the move's events alone. The functions
here tell the two cases apart, so a caller never has to:

    >>> import tablegames
    >>> from tablegames.core.events import apply_with_events, view_events
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> move = tablegames.legal_moves(state)[0]
    >>> print(move)
    P1 draws
    >>> after, events = apply_with_events(state, move)
    >>> [type(event).__name__ for event in events]
    ['CardDrawn']
    >>> view_events(state, after, 0) == events  # everything in TEN is public
    True

:func:`view_events` gives what one seat saw of a move (private events reach only their seat),
decided by the game's own :func:`~tablegames.view`, so it honours every rule of the game on
who sees what (Aluette's partner-only signals, say).

How the two cases are told apart: the log grew if the old log is a prefix of the new one.
That is unambiguous as long as a move that starts a new period never produces, at the start of
its events, the whole previous log again. The built-in games guarantee it: every period's log
holds the event that opened that period, with its number (TEN's ``TurnStarted`` with its turn,
Aluette's ``DealDealt`` with its deal, Saboteur's ``RoundStarted`` with its round), which the
next period's log cannot repeat.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from tablegames.core.api import apply, view
from tablegames.core.game import Event, Move
from tablegames.core.recall import no_event_log

__all__ = ["HasEvents", "apply_with_events", "events_since", "seen_events", "view_events"]

E = TypeVar("E", covariant=True)  # an event type
S = TypeVar("S")  # a state type


class HasEvents(Protocol[E]):
    """A state or a view: anything with an ``events`` log."""

    @property
    def events(self) -> tuple[E, ...]:
        """The current period's events, in order."""
        ...


def events_since(before: HasEvents[E], after: HasEvents[E]) -> tuple[E, ...]:
    """The events produced between two consecutive states (or two views of one seat).

    Args:
        before: A state, or a seat's view of it.
        after: The state one move later (``apply(before, move)``), or the same seat's view of
            it. Over several moves a log may have restarted more than once, and the events
            in between are lost: call this after every move.

    Returns:
        The new part of the log when it grew, or the whole new log when the move started a
        new period (see the module's introduction).

    >>> import tablegames
    >>> from tablegames.core.events import events_since
    >>> state = tablegames.new_game("aluette", players=4, seed=3)
    >>> after = tablegames.apply(state, tablegames.legal_moves(state)[0])
    >>> [str(event.player) + " " + type(event).__name__ for event in events_since(state, after)]
    ['1 ChantVoted']
    """
    old, new = before.events, after.events
    # Tuple equality compares identical items by identity first, so the usual case (a log
    # that grew, sharing its first items with the old one) costs no deep comparison.
    if len(new) >= len(old) and new[: len(old)] == old:
        return new[len(old) :]
    return new


def apply_with_events(
    state: S, move: Move, *, by: int | None = None
) -> tuple[S, tuple[Event, ...]]:
    """Apply ``move`` and return the new state with every event the move produced.

    The events include private ones (a card drawn, a map's result): the state holds them all.
    Send a seat only what :func:`view_events` gives for it. ``by`` binds the move to the seat
    that sent it, as in :func:`~tablegames.apply`.

    Raises:
        IllegalMoveError: if the rules do not allow the move here (the state is unchanged).
        NotAGameObjectError: if ``state`` is not a game state.
        ConfigError: if the game's state has no ``events``, the event log every game's state
            keeps (:func:`~tablegames.core.recall.no_event_log`).

    >>> import tablegames
    >>> from tablegames.core.events import apply_with_events
    >>> state = tablegames.new_game("saboteur", players=3, seed=3)
    >>> move = tablegames.legal_moves(state)[0]
    >>> print(move)
    P0 places tunnel NEW at (-1,0)
    >>> after, events = apply_with_events(state, move)
    >>> [type(event).__name__ for event in events]
    ['PathPlaced', 'CardDrawn', 'OwnCardDrawn']
    """
    after: S = apply(state, move, by=by)
    try:
        return after, events_since(state, after)  # type: ignore[arg-type]
    except AttributeError:  # a game whose states keep no event log
        raise no_event_log(state) from None


def view_events(before: object, after: object, seat: int | None) -> tuple[Event, ...]:
    """What ``seat`` saw happen between two consecutive states, as the game's views show it.

    Args:
        before: A state.
        after: The state one move later.
        seat: The seat, or ``None`` for a spectator (public events only).

    Raises:
        SeatError: if ``seat`` is not a seat of the game.
        NotAGameObjectError: if ``before`` or ``after`` is not a game state.
        ConfigError: if its views keep no ``events`` (:func:`~tablegames.core.recall.no_event_log`).

    >>> import tablegames
    >>> from tablegames.core.events import apply_with_events, view_events
    >>> state = tablegames.new_game("saboteur", players=3, seed=3)
    >>> after, events = apply_with_events(state, tablegames.legal_moves(state)[0])
    >>> [type(event).__name__ for event in view_events(state, after, 0)]
    ['PathPlaced', 'CardDrawn', 'OwnCardDrawn']
    >>> [type(event).__name__ for event in view_events(state, after, 1)]
    ['PathPlaced', 'CardDrawn']
    """
    old, new = view(before, seat), view(after, seat)
    try:
        seen: tuple[Event, ...] = events_since(old, new)
    except AttributeError:  # a game whose views keep no event log
        raise no_event_log(old) from None
    return seen


#: The last log :func:`seen_events` filtered for each viewer (``(can_see, player)``) and what
#: it kept. A few entries per game; emptied when :data:`_VIEWERS` are held.
_LAST_SEEN: dict[tuple[Any, int | None], tuple[tuple[Any, ...], tuple[Any, ...]]] = {}
_VIEWERS = 256


def seen_events(
    events: tuple[E, ...], player: int | None, can_see: Callable[[E, int | None], bool]
) -> tuple[E, ...]:
    """The events of the log ``events`` that ``player`` (``None``: a spectator) may see, in
    order (``can_see(event, player)``): what a game's view holds as its ``events``.

    Within a period the log only grows, and a game played forward makes a view of each state.
    So the last log filtered for each viewer is remembered with what it kept: a log that
    starts with it (the same events, equal ones at worst) is filtered from where it ended,
    and each event is read once per viewer rather than once per view. Any other log (a new
    period, another line of a search) is filtered whole.

    >>> from tablegames.core.events import seen_events
    >>> odd = lambda event, player: event % 2 == 1
    >>> seen_events((1, 2, 3), 0, odd), seen_events((1, 2, 3, 4, 5), 0, odd)
    ((1, 3), (1, 3, 5))
    """
    key = (can_see, player)
    last = _LAST_SEEN.get(key)
    if last is not None:
        log, kept = last
        count = len(log)
        if count <= len(events) and events[:count] == log:
            if count == len(events):
                return kept
            kept += tuple([event for event in events[count:] if can_see(event, player)])
            _LAST_SEEN[key] = (events, kept)
            return kept
    kept = tuple([event for event in events if can_see(event, player)])
    if key not in _LAST_SEEN and len(_LAST_SEEN) >= _VIEWERS:
        # Emptied whole, as the other memo tables are: one call, so a thread making views
        # (a server's bots think in threads) never meets the table mid-iteration.
        _LAST_SEEN.clear()
    _LAST_SEEN[key] = (events, kept)
    return kept
