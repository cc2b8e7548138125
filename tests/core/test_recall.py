"""Perfect recall (issue 24): :func:`tablegames.recall` gives each seat every event its views
showed since the game began, kept by ``apply`` rather than rebuilt move by move, and nothing
its views did not show."""

from __future__ import annotations

import itertools
import pickle

import attrs
import pytest

import tablegames
from tablegames import NotAGameObjectError, SeatError
from tablegames.core.bases import GameState
from tablegames.core.events import events_since
from tablegames.core.recall import event_log, table_events
from tablegames.core.rng import Rng
from tests.core.event_playouts import playout, playouts


def test_a_seats_recall_is_everything_its_views_showed_and_hides_what_they_hid() -> None:
    """For random and heuristic games of every game, player count and event-producing variant,
    at every state: the recall of each seat (and of a spectator) is the concatenation of what
    that seat's views showed after each move (``events_since`` of consecutive views). And, as
    the leak checks do, a twin of the state (the game's twin maker reshuffles what the seat
    cannot see and drops the private events of the others, from the rules) recalls for that
    seat exactly the events of the seat's view: the recall filter shows no more than a view."""
    checked = 0
    for game, players, states in playouts(seeds=2):
        found = tablegames.GAMES[game]
        for seat in (None, *range(players)):
            shown: list[object] = []
            before = None
            for index, state in enumerate(states):
                seen = tablegames.view(state, seat)
                shown.extend(seen.events if before is None else events_since(before, seen))
                before = seen
                if index % 7 and index != len(states) - 1:
                    continue  # the whole recall every few states: it is linear in the game
                assert tablegames.recall(state, seat) == tuple(shown)
                checked += 1
                if index % 21:
                    continue  # a twin is replayed (to find it has no past): fewer of them
                twin = found.twin(state, seat, index)
                # A twin that differs is no state of its game's history: it recalls its period.
                expected = seen.events if twin != state else tuple(shown)
                assert tablegames.recall(twin, seat) == expected
    assert checked > 500


def test_the_past_is_each_finished_periods_log_and_holds_every_event_once() -> None:
    """The event log of a state is the log of each period the game went through, as the state
    that ended it held it: every event of the table once, in order (``events_since`` of
    consecutive states)."""
    for game in ("aluette", "ten", "saboteur"):
        states = playout(game, 4, 3)
        final = states[-1]
        stream = list(states[0].events)
        for before, after in itertools.pairwise(states):
            stream.extend(events_since(before, after))
        assert list(table_events(final)) == stream
        logs = event_log(final)
        assert logs[-1] == final.events
        assert len(logs) > 2
        ends = {id(state.events) for state in states}
        assert all(id(log) in ends for log in logs)  # kept whole, never copied


def test_states_not_made_by_apply_recall_the_same() -> None:
    """A state read from JSON, or unpickled, has no log with it: it is made again from the
    state's history once (then kept), and recalls what the original does."""
    state = playout("saboteur", 4, 1)[90]
    for copy in (
        tablegames.from_json(tablegames.to_json(state)),
        pickle.loads(pickle.dumps(state)),
    ):
        assert copy == state
        for seat in (None, 0, 3):
            assert tablegames.recall(copy, seat) == tablegames.recall(state, seat)
        assert GameState.__dict__["_event_log"].__get__(copy) is not None  # found once, kept


def test_a_state_without_a_past_recalls_its_own_period() -> None:
    """A state sampled from a view has no history, and one built by hand no history that
    replays to it: their recall starts at their own events (the view's, for the sample)."""
    state = playout("ten", 3, 2)[40]
    seen = tablegames.view(state, 1)
    sample = tablegames.sample_state(seen, Rng(5))
    assert tablegames.recall(sample, 1) == seen.events
    after = tablegames.apply(sample, tablegames.legal_moves(sample)[0])
    assert tablegames.recall(after, 1)[: len(seen.events)] == seen.events
    changed = attrs.evolve(state, seed=state.seed + 1)
    assert tablegames.recall(changed, 1) == seen.events


def test_recall_refuses_what_is_not_a_state_or_a_seat() -> None:
    state = tablegames.new_game("aluette", players=4, seed=1)
    with pytest.raises(SeatError, match="no player 4"):
        tablegames.recall(state, 4)
    with pytest.raises(NotAGameObjectError, match="a game state"):
        tablegames.recall(tablegames.view(state, 0), 0)  # type: ignore[arg-type]
    assert tablegames.recall(state, None) == tablegames.view(state, None).events
