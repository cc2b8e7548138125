"""Each move's events (tablegames.core.events) over random playouts of every built-in game."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames.core.events import apply_with_events, events_since, seen_events, view_events
from tablegames.core.rng import Rng

#: game -> (the state field that counts the periods its log covers, setups to play)
PERIOD = {"ten": "turn", "aluette": "deal", "saboteur": "round"}
SETUPS: list[tuple[str, int, int, dict[str, Any]]] = [
    ("ten", 2, 1, {}),
    ("ten", 1, 2, {}),
    ("ten", 5, 3, {}),
    ("aluette", 4, 4, {}),
    ("aluette", 4, 5, {"signal_visibility": "partner_only", "surrender": True}),
    ("saboteur", 3, 6, {}),
    ("saboteur", 7, 7, {"gold_distribution": "official"}),
]


def _is_private(event: object) -> bool:
    return bool(getattr(event, "private", False))


@pytest.mark.parametrize(("game", "players", "seed", "options"), SETUPS)
def test_per_move_events_rebuild_every_log(
    game: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    """Concatenating each move's events over a period gives the state's log, for every seat.

    The period counter (turn, deal or round) is the oracle: when it changes, the log restarted
    and the move's events are the whole new log; otherwise they are the log's new suffix.
    """
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(seed, "test-events")
    seats: list[int | None] = [*range(players), None]
    logs: dict[int | None, list[object]] = {
        seat: list(tablegames.view(state, seat).events) for seat in seats
    }
    whole = list(state.events)
    restarts = 0
    while not tablegames.is_over(state):
        move = rng.choice(tablegames.legal_moves(state))
        after, events = apply_with_events(state, move)
        assert after == tablegames.apply(state, move)
        restarted = getattr(after, PERIOD[game]) != getattr(state, PERIOD[game])
        if restarted:
            restarts += 1
            assert events == after.events
            whole = list(events)
        else:
            assert after.events[: len(state.events)] == state.events
            whole.extend(events)
        assert tuple(whole) == after.events
        assert events_since(state, after) == events
        for seat in seats:
            seen = view_events(state, after, seat)
            # A seat sees a subsequence of the move's events, never another seat's secrets.
            assert all(any(s is e for e in events) for s in seen)
            assert all(not _is_private(e) or e.player == seat for e in seen)  # type: ignore[attr-defined]
            hidden = [e for e in events if _is_private(e) and e.player != seat]  # type: ignore[attr-defined]
            assert not any(any(s is h for s in seen) for h in hidden)
            logs[seat] = list(seen) if restarted else [*logs[seat], *seen]
            assert tuple(logs[seat]) == tablegames.view(after, seat).events
        state = after
    assert restarts >= 1


@pytest.mark.parametrize(("game", "players", "seed", "options"), SETUPS)
def test_views_filter_each_event_once_per_viewer(
    game: str, players: int, seed: int, options: dict[str, Any]
) -> None:
    """``seen_events`` gives what filtering the whole log gives. A game played forward with a
    view of every seat at every state (as an RL environment makes them) asks ``can_see`` of
    each event once per viewer, not once per view; two lines of play that take turns (a
    search's) get their own events."""
    found = tablegames.GAMES[game]
    calls = 0

    def counted(event: Any, player: int | None) -> bool:
        nonlocal calls
        calls += 1
        result: bool = found.can_see(event, player)
        return result

    seats: list[int | None] = [*range(players), None]
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(seed, "forward")
    events = len(state.events)
    while not tablegames.is_over(state):
        for seat in seats:
            expected = tuple(e for e in state.events if found.can_see(e, seat))
            assert seen_events(state.events, seat, counted) == expected
        after = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
        events += len(events_since(state, after))
        state = after
    assert calls <= events * len(seats)

    lines = [tablegames.new_game(game, players=players, seed=seed, options=options)] * 2
    rngs = [Rng(seed, "line-a"), Rng(seed, "line-b")]
    for _ in range(120):
        for line, state in enumerate(lines):
            if tablegames.is_over(state):
                return
            for seat in seats:
                expected = tuple(e for e in state.events if found.can_see(e, seat))
                assert seen_events(state.events, seat, found.can_see) == expected
                assert tablegames.view(state, seat).events == expected
            lines[line] = tablegames.apply(state, rngs[line].choice(tablegames.legal_moves(state)))


def test_partner_only_signals_reach_the_partnership_only() -> None:
    """Aluette's partner-only signals: view_events follows the game's view, not a generic rule."""
    state = tablegames.new_game(
        "aluette", players=4, seed=11, options={"signal_visibility": "partner_only"}
    )
    signal = next(m for m in tablegames.legal_moves(state, 0) if type(m).__name__ == "Signal")
    after, events = apply_with_events(state, signal)
    assert [type(e).__name__ for e in events] == ["Signalled"]
    assert view_events(state, after, 0) == events
    assert view_events(state, after, 2) == events
    assert view_events(state, after, 1) == ()
    assert view_events(state, after, 3) == ()
    assert view_events(state, after, None) == ()


def test_illegal_moves_raise_and_views_are_refused() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    stranger = tablegames.ten.Draw(0)  # seat 1 starts this game
    with pytest.raises(tablegames.NotYourTurnError):
        apply_with_events(state, stranger)
    with pytest.raises(tablegames.NotAGameObjectError):
        apply_with_events(tablegames.view(state, 0), tablegames.legal_moves(state)[0])
    after = tablegames.apply(state, tablegames.legal_moves(state)[0])
    with pytest.raises(tablegames.SeatError):
        view_events(state, after, 5)


def test_by_binds_the_move_to_the_seat_that_sent_it() -> None:
    """As with ``apply(..., by=)``: a move in another seat's name is refused first of all."""
    state = tablegames.new_game("ten", players=2, seed=1)
    move = tablegames.legal_moves(state)[0]
    with pytest.raises(tablegames.IllegalMoveError) as info:
        apply_with_events(state, move, by=1 - move.player)
    assert info.value.code == "core.move.not_your_seat"
    after, events = apply_with_events(state, move, by=move.player)
    assert after == tablegames.apply(state, move)
    assert events


def test_the_memo_of_seen_events_stays_bounded_and_right() -> None:
    """More viewers than the memo holds (a server with many tables): it is emptied whole, never
    grows past its bound, and every answer is still the plain filter."""
    from tablegames.core import events as module

    log = tuple(range(40))
    for viewer in range(3 * module._VIEWERS):
        kept = module.seen_events(log, viewer, lambda event, player: (event + player) % 3 == 0)
        assert kept == tuple(event for event in log if (event + viewer) % 3 == 0)
        assert len(module._LAST_SEEN) <= module._VIEWERS
