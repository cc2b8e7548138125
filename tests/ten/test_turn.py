"""The draw phase: compulsory first draw, the running total and both busts (rules §5.3)."""

from __future__ import annotations

import pytest

from tablegames import IllegalMoveError, ten
from tablegames.ten import (
    Busted,
    BustKind,
    Draw,
    PassBid,
    Phase,
    TakeCurrency,
    TakeNumbers,
    TenOptions,
)
from tests.ten.table import card, cards, offered, play, table


def test_a_turn_starts_with_a_compulsory_draw() -> None:
    """5.3 step 1 and T-A6: nothing but Draw is offered before the first card."""
    state = table()
    assert offered(state) == (Draw(0),)
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, TakeNumbers(0))
    assert info.value.code == "ten.stop.empty_tableau"


def test_after_each_card_the_player_draws_again_or_stops() -> None:
    """5.3 step 6: once a card lies in the tableau, Draw, TakeNumbers and TakeCurrency."""
    state = play(table(draw=["red 3"]), Draw(0))
    assert state.tableau == cards("red 3")
    assert offered(state) == (Draw(0), TakeNumbers(0), TakeCurrency(0))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_numbers_totalling_10_do_not_bust_and_11_does(players: int) -> None:
    """5.3 step 3 and T-A4: a running total of 11 or more busts; 10 does not."""
    state = play(table(players, draw=["red 6", "blue 4", "green 1"]), Draw(0), Draw(0))
    assert ten.tableau_totals(state.tableau) == (10, 0)
    assert state.phase is Phase.DRAW
    assert state.active == 0
    state = play(state, Draw(0))
    bust = [e for e in state.events if isinstance(e, Busted)]
    assert [(b.player, b.kind) for b in bust] == [(0, BustKind.NUMBERS)]
    assert state.active == 1
    assert state.tableau == ()


def test_currency_totalling_10_does_not_bust_and_11_does() -> None:
    """5.3 step 4 and T-A4: currency cards worth 11 or more bust; 10 does not."""
    state = play(table(draw=["currency 5", "currency 5", "currency 1"]), Draw(0), Draw(0))
    assert ten.tableau_totals(state.tableau) == (-10, 10)
    assert state.phase is Phase.DRAW
    assert state.active == 0
    state = play(state, Draw(0))
    bust = [e for e in state.events if isinstance(e, Busted)]
    assert [(b.player, b.kind) for b in bust] == [(0, BustKind.CURRENCY)]


def test_currency_cards_lower_the_running_total() -> None:
    """5.2 and T-A5: the total is the numbers minus the currency, so 9 + 5 - 4 = 10 is safe."""
    state = play(table(draw=["red 9", "currency 4", "blue 5"]), Draw(0), Draw(0), Draw(0))
    assert ten.tableau_totals(state.tableau) == (10, 4)
    assert state.phase is Phase.DRAW
    assert state.active == 0
    state = play(table(draw=["red 9", "blue 5"]), Draw(0), Draw(0))
    assert state.active == 1  # without the currency, 14 busts


def test_a_total_can_fall_below_zero() -> None:
    """5.2: the running total may be negative; the numbers bust only at 11 net."""
    state = play(table(draw=["currency 4", "red 9", "blue 5"]), Draw(0), Draw(0), Draw(0))
    drawn = [event.total for event in state.events if isinstance(event, ten.CardDrawn)]
    assert drawn == [-4, 5, 10]
    assert ten.tableau_totals(state.tableau) == (10, 4)
    assert state.active == 0


def test_a_wild_into_an_empty_tableau_means_drawing_again() -> None:
    """5.3 step 2 and T-A7: a wild joins no tableau; with the tableau empty, stopping is refused."""
    state = play(table(draw=["wild 4", "red 2"]), Draw(0))
    assert state.phase is Phase.AUCTION
    assert state.tableau == ()
    state = play(state, PassBid(1), PassBid(2), PassBid(0))
    assert state.phase is Phase.DRAW
    assert state.to_act == 0
    assert offered(state) == (Draw(0),)


def test_a_wild_does_not_change_the_totals() -> None:
    """5.3 step 2: the wild is auctioned, not added to the tableau or its totals."""
    state = play(table(draw=["red 6", "wild #"]), Draw(0), Draw(0))
    assert state.tableau == cards("red 6")
    assert state.auction is not None
    assert state.auction.wild == card("wild #")


def test_an_empty_draw_pile_forces_a_stop() -> None:
    """5.3 step 5: after the last card the player must stop and choose a reward."""
    state = play(table(draw=["red 3"], pile_size=1), Draw(0))
    assert offered(state) == (TakeNumbers(0), TakeCurrency(0))
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, Draw(0))
    assert info.value.code == "ten.draw.empty_pile"


def test_a_last_card_wild_into_an_empty_tableau_still_stops() -> None:
    """T-A23, T-A34: the auction is held, then the player stops with an empty tableau."""
    state = play(table(draw=["blue #"], pile_size=1), Draw(0))
    state = play(state, PassBid(1), PassBid(2), PassBid(0))
    assert state.tableau == ()
    assert offered(state) == (TakeNumbers(0), TakeCurrency(0))
    state = play(state, TakeNumbers(0))
    assert state.phase is Phase.BUY  # T-A8/T-A23: taking the (no) numbers still grants a buy


def test_taking_numbers_from_a_currency_only_tableau_is_allowed_by_default() -> None:
    """T-A8: TakeNumbers with no number card is legal: it gifts the currency, grants a buy."""
    state = play(table(draw=["currency 2"]), Draw(0))
    assert TakeNumbers(0) in offered(state)
    state = play(state, TakeNumbers(0))
    assert state.phase is Phase.BUY
    assert state.tokens == (5, 7, 7)


def test_the_option_forbids_taking_no_numbers() -> None:
    """T-A8's alternative (option take_numbers_needs_numbers): TakeNumbers needs a number card."""
    options = TenOptions(take_numbers_needs_numbers=True)
    state = play(table(draw=["currency 2", "red 1"], options=options), Draw(0))
    assert offered(state) == (Draw(0), TakeCurrency(0))
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, TakeNumbers(0))
    assert info.value.code == "ten.stop.no_numbers"
    state = play(state, Draw(0))
    assert TakeNumbers(0) in offered(state)


def test_the_option_leaves_a_forced_stop_with_take_currency() -> None:
    """T-A8's option with an empty pile and no number: TakeCurrency remains, so the game goes on."""
    options = TenOptions(take_numbers_needs_numbers=True)
    state = play(table(draw=["currency 2"], pile_size=1, options=options), Draw(0))
    assert offered(state) == (TakeCurrency(0),)
