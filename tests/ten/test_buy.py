"""The buy phase: one market card, no duplicate, paid one item at a time (§5.7, T-A31, T-A32)."""

from __future__ import annotations

import pytest

from tablegames import IllegalMoveError, ten
from tablegames.ten import (
    Buy,
    BuyChosen,
    Draw,
    ItemPaid,
    PayBustToken,
    PayCard,
    PaymentItem,
    PayToken,
    Phase,
    SkipBuy,
    TakeNumbers,
)
from tests.ten.table import card, cards, happened, offered, play, table


def _buy_phase(**kwargs: object) -> ten.TenState:
    """Seat 0 took the numbers (a red 1) and now has its buy phase."""
    return play(table(3, draw=["red 1"], **kwargs), Draw(0), TakeNumbers(0))  # type: ignore[arg-type]


def test_the_buy_phase_offers_affordable_market_cards_once_each() -> None:
    """5.7: skip, or buy one market card for its number (copies offered once)."""
    state = _buy_phase(market=["red 3", "red 3", "blue 9", "green 4"], tokens=[3, 5, 5])
    # Seat 0 can pay 3 tokens + 1 card (the red 1 it just took) = 4.
    assert offered(state) == (SkipBuy(0), Buy(0, card("red 3")), Buy(0, card("green 4")))
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, Buy(0, card("blue 9")))
    assert info.value.code == "ten.buy.unaffordable"


def test_only_market_cards_can_be_bought() -> None:
    """5.7, T-A19: the market only; wilds never enter it."""
    state = _buy_phase(market=["red 3"])
    for name in ("blue 3", "wild 3"):
        with pytest.raises(IllegalMoveError) as info:
            ten.apply(state, Buy(0, card(name)))
        assert info.value.code == "ten.buy.not_in_market"


def test_a_card_identical_to_one_owned_cannot_be_bought() -> None:
    """5.7, T-A20: no duplicate of colour and number; a wild is never the same card."""
    state = _buy_phase(market=["red 1", "red 2"], collections=[["red 2", "wild 1"], [], []])
    assert offered(state) == (SkipBuy(0),)
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, Buy(0, card("red 1")))
    assert info.value.code == "ten.buy.duplicate"


def test_the_duplicate_check_is_made_before_paying() -> None:
    """T-A32: owning red 3 forbids buying a red 3, even if the owned one would be spent on it."""
    state = _buy_phase(market=["red 3"], collections=[["red 3", "blue 1", "blue 2"], [], []])
    assert Buy(0, card("red 3")) not in offered(state)


def test_taking_a_duplicate_from_the_tableau_is_allowed() -> None:
    """T-A20: the duplicate ban is for buying only."""
    state = _buy_phase(collections=[["red 1"], [], []])
    assert state.collections[0] == cards("red 1", "red 1")


def test_paying_with_tokens_cards_and_a_bust_token() -> None:
    """5.7: tokens, bust tokens at 3 and collected cards at 1 combine; items go to the supply or
    the discard pile, and the card bought joins the collection."""
    state = _buy_phase(market=["blue 5"], tokens=[1, 5, 5], bust_tokens=[1, 0, 0])
    state = play(state, Buy(0, card("blue 5")))
    assert state.phase is Phase.PAY
    assert state.market == ()
    assert BuyChosen(0, card("blue 5"), 5) in state.events
    assert offered(state) == (PayToken(0), PayBustToken(0), PayCard(0, card("red 1")))
    state, events = happened(state, PayBustToken(0), PayCard(0, card("red 1")))
    assert state.payment is not None
    assert state.payment.paid == 4
    state, last = happened(state, PayToken(0))
    assert state.collections[0] == cards("blue 5")
    assert (state.tokens[0], state.bust_tokens[0]) == (0, 0)
    assert card("red 1") in state.discard
    paid = [e for e in (*events, *last) if isinstance(e, ItemPaid)]
    assert [(e.item, e.remaining, e.lost) for e in paid] == [
        (PaymentItem.BUST_TOKEN, 2, 0),
        (PaymentItem.CARD, 1, 0),
        (PaymentItem.TOKEN, 0, 0),
    ]


def test_overpaying_with_a_bust_token_loses_the_excess() -> None:
    """5.7, T-A17, T-A31: a bust token for the last 2 ends the payment and 1 is lost."""
    state = _buy_phase(market=["green 4"], tokens=[2, 5, 5], bust_tokens=[1, 0, 0])
    state, events = happened(
        state, Buy(0, card("green 4")), PayToken(0), PayToken(0), PayBustToken(0)
    )
    assert state.collections[0] == cards("red 1", "green 4")
    lost = [e.lost for e in events if isinstance(e, ItemPaid)]
    assert lost == [0, 0, 1]


def test_one_purchase_ends_the_turn() -> None:
    """5.7, T-A19: at most one card per buy phase; the turn then passes left."""
    state = _buy_phase(market=["green 1", "green 2"])
    state = play(state, Buy(0, card("green 1")), PayToken(0))
    assert state.phase is Phase.DRAW
    assert state.active == 1


def test_skipping_the_buy_ends_the_turn() -> None:
    state = play(_buy_phase(market=["green 1"]), SkipBuy(0))
    assert state.phase is Phase.DRAW
    assert state.active == 1
    assert state.market == cards("green 1")
