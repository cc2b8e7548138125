"""What each seat sees (RULES.md rule 11): views leak nothing, and are refused when forged.

The conformance kit's twin check runs on every state it visits (test_conformance.py); here the
same idea on chosen states, the private events, and views read from untrusted JSON.
"""

from __future__ import annotations

import attrs
import pytest
import tablegames
from tablegames import FormatError, SeatError

from playouts import VARIANTS, evolve, playout
from tablegames_crazyeights import (
    GAME,
    CardDrawn,
    CrazyEightsState,
    HandDealt,
    legal_moves,
    legal_moves_from_view,
    view,
)
from tablegames_crazyeights.invariants import check_view


def states(players: int, seed: int, variant: str = "standard") -> list[CrazyEightsState]:
    return list(playout(players, seed, VARIANTS[variant]))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_view_depends_only_on_what_its_seat_may_see(players: int) -> None:
    """Rule 11: other hands and the stock's order, reshuffled by the twin maker, change nothing
    a seat sees (nor its legal moves); and the twins really differ."""
    differing = 0
    for state in states(players, 3)[::3]:
        for seat in [*range(players), None]:
            twin = GAME.twin(state, seat, 99)
            differing += twin != state
            assert view(twin, seat) == view(state, seat)
            if seat is not None:
                assert legal_moves(twin, seat) == legal_moves(state, seat)
    assert differing > 10


def test_changing_another_hand_changes_what_that_seat_sees_only() -> None:
    """The check above has teeth: a hidden card that a seat may see changes its view."""
    state = states(3, 4)[5]
    hands = list(state.hands)
    hands[1], stock = (state.stock[0], *hands[1][1:]), (hands[1][0], *state.stock[1:])
    changed = evolve(state, hands=tuple(hands), stock=stock)
    assert view(changed, 0) == view(state, 0)
    assert view(changed, 1) != view(state, 1)


def test_private_events_reach_their_seat_only() -> None:
    """Rule 11.2: dealt hands and drawn cards."""
    seen_drawn = 0
    for state in states(3, 8):
        for seat in range(3):
            for event in view(state, seat).events:
                if isinstance(event, (HandDealt, CardDrawn)):
                    assert event.player == seat
                    seen_drawn += isinstance(event, CardDrawn)
        spectator = view(state, None)
        assert not [e for e in spectator.events if isinstance(e, (HandDealt, CardDrawn))]
        assert spectator.hand == ()
    assert seen_drawn > 0


def test_legal_moves_from_a_view_are_the_seats_legal_moves() -> None:
    for variant in VARIANTS:
        for state in states(4, 5, variant)[::4]:
            for seat in range(4):
                assert legal_moves_from_view(view(state, seat)) == legal_moves(state, seat)
            assert legal_moves_from_view(view(state, None)) == ()


def test_no_seat_beyond_the_table() -> None:
    state = states(2, 1)[0]
    with pytest.raises(SeatError):
        view(state, 2)
    with pytest.raises(SeatError):
        view(state, True)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"hand_sizes": (9, 5, 5)}, "hand is not the size"),
        ({"stock_size": 40}, "do not count 52"),
        ({"player": 7}, "not a seat"),
        ({"passes": 3}, "stuck passes"),
        ({"drawn": -1}, "drawn this turn"),
        ({"discard": ()}, "discard pile is empty"),
    ],
)
def test_forged_views_are_refused_on_reading(change: dict[str, object], problem: str) -> None:
    """A client cannot be crashed or misled by a view it received: the reader checks it."""
    seen = view(states(3, 2)[0], 0)
    forged = attrs.evolve(seen, **change)
    assert any(problem in text for text in check_view(forged))
    with pytest.raises(FormatError):
        tablegames.from_json(tablegames.to_json(forged))


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"stock": ()}, "not the 52-card deck"),
        ({"to_act": 9}, "not a seat"),
        ({"winners": (0,)}, "winners are set"),
        ({"round": 2}, "round 2"),
    ],
)
def test_forged_states_are_refused_on_reading(change: dict[str, object], problem: str) -> None:
    state = states(3, 2)[4]
    forged = evolve(state, **change)
    assert any(problem in text for text in GAME.check_invariants(forged))
    with pytest.raises(FormatError):
        tablegames.from_json(tablegames.to_json(forged))
