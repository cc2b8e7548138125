"""Perfect recall (issue 24): :func:`tablegames.recall` gives each seat every event its views
showed since the game began, kept by ``apply`` rather than rebuilt move by move, and nothing
its views did not show."""

from __future__ import annotations

import itertools
import pickle
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import tablegames
from tablegames import ConfigError, Game, IllegalMoveError, NotAGameObjectError, SeatError
from tablegames.core.bases import GameState
from tablegames.core.errors import check_move, check_turn
from tablegames.core.events import apply_with_events, events_since, view_events
from tablegames.core.history import History
from tablegames.core.recall import event_log, table_events
from tablegames.core.registry import register, unregister
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


# -- a game whose states keep no event log ---------------------------------------------------------


@attrs.frozen
class _Options:
    """No options."""


@attrs.frozen
class _Keep:
    player: int


@attrs.frozen
class _Swap:
    player: int


@attrs.frozen
class _State:
    """SwapCard's state (the 'Writing a game' guide) without its ``events``."""

    players: int
    seed: int
    options: _Options
    history: History[_Keep | _Swap]
    hands: tuple[int, ...]
    deck: tuple[int, ...]
    to_act: int | None


@attrs.frozen
class _View:
    player: int | None
    card: int | None
    to_act: int | None


def _moves(player: int | None, to_act: int | None) -> tuple[_Keep | _Swap, ...]:
    return (_Keep(player), _Swap(player)) if player is not None and player == to_act else ()


class _SwapNoEvents(Game[_State, _View, Any, _Options]):
    """The guide's SwapCard, written without an event log: every state and view lacks
    ``events``, which the kernel needs (the guide lists it) but play does not."""

    name = "swapcard_without_events"
    min_players, max_players = 2, 3
    state_type, view_type, options_type = _State, _View, _Options
    move_types, event_types = (_Keep, _Swap), ()

    def new_game(self, players: int, seed: int, options: _Options) -> _State:
        deck: tuple[int, ...] = Rng(seed, "deal").shuffle(range(1, 10))
        return _State(
            players, seed, options, History(), tuple(deck[:players]), tuple(deck[players:]), 0
        )

    def apply(self, state: _State, move: Any) -> _State:
        over = state.to_act is None
        seat = check_move(self.name, "a swapcard", move, self.move_types, state.players, over=over)
        check_turn(self.name, move, seat, state.to_act)
        hands, deck = state.hands, state.deck
        if type(move) is _Swap:
            hands = (*hands[:seat], deck[-1], *hands[seat + 1 :])
            deck = (state.hands[seat], *deck[:-1])
        to_act = seat + 1 if seat + 1 < state.players else None
        history = state.history.appended(move)
        return attrs.evolve(state, history=history, hands=hands, deck=deck, to_act=to_act)

    def current_player(self, state: _State) -> int | None:
        return state.to_act

    def is_over(self, state: _State) -> bool:
        return state.to_act is None

    def legal_moves(self, state: _State, player: int) -> tuple[Any, ...]:
        return _moves(player, state.to_act)

    def legal_moves_from_view(self, view: _View) -> tuple[Any, ...]:
        return _moves(view.player, view.to_act)

    def scores(self, state: _State) -> tuple[int, ...]:
        return state.hands if state.to_act is None else (0,) * state.players

    def winners(self, state: _State) -> tuple[int, ...]:
        return () if state.to_act is not None else (state.hands.index(max(state.hands)),)

    def view(self, state: _State, player: int | None) -> _View:
        return _View(player, None if player is None else state.hands[player], state.to_act)

    def render(self, obj: object) -> str:
        return repr(obj)

    def candidate_moves(self, state: _State, player: int) -> tuple[Any, ...]:
        return (_Keep(player), _Swap(player))

    def check_invariants(self, state: _State) -> list[str]:
        return [] if sorted(state.hands + state.deck) == list(range(1, 10)) else ["card lost"]

    def twin(self, state: _State, seat: int | None, seed: int) -> _State:
        return state  # not checked here


@pytest.fixture(scope="module")
def without_events() -> Iterator[Any]:
    """A SwapCard game without event logs, registered for the tests, after one move."""
    register(_SwapNoEvents(), replace=True)
    try:
        state = tablegames.new_game("swapcard_without_events", players=2, seed=1)
        yield tablegames.apply(state, _Keep(0))
    finally:
        unregister("swapcard_without_events")


def test_recall_of_a_game_without_an_event_log_names_what_is_missing(
    without_events: Any,
) -> None:
    """A game plays without ``events`` on its states, but has no history of events to recall:
    recall and table_events refuse it with a ConfigError naming the game, the class and the
    missing member, and pointing to the guide that lists it, not a bare AttributeError."""
    message = (
        "the game 'swapcard_without_events' keeps no event log: its state class _State has no "
        "events, which every state of a game has for recall, apply_with_events and view_events "
        "to read (see the 'Writing a game' guide)"
    )
    for seat in (0, 1, None):
        with pytest.raises(ConfigError) as info:
            tablegames.recall(without_events, seat)
        assert str(info.value) == message
    with pytest.raises(ConfigError, match="keeps no event log"):
        table_events(without_events)


def test_the_events_of_a_move_in_a_game_without_an_event_log_are_refused(
    without_events: Any,
) -> None:
    """apply_with_events and view_events refuse a game whose states or views have no events
    with a ConfigError, after refusing an illegal move as apply does."""
    with pytest.raises(ConfigError, match=r"its state class _State has no events, .* guide"):
        apply_with_events(without_events, _Keep(1))
    with pytest.raises(IllegalMoveError):
        apply_with_events(without_events, _Keep(0))
    after: Any = tablegames.apply(without_events, _Keep(1))
    with pytest.raises(ConfigError, match=r"its view class _View has no events, .* guide"):
        view_events(without_events, after, 0)
