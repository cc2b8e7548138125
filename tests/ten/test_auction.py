"""Auctions: once around from the left, strictly higher bids, the active seat last (§5.4)."""

from __future__ import annotations

import pytest

from tablegames import IllegalMoveError, InvalidMoveError, NotYourTurnError, ten
from tablegames.ten import (
    AuctionWon,
    Bid,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    Phase,
    TakeCurrency,
    TakeNumbers,
    TenOptions,
    UnsoldWild,
    WildUnsold,
)
from tests.ten.table import card, cards, offered, play, table


def test_the_auction_starts_left_of_the_active_seat_and_ends_with_it() -> None:
    """5.4 and T-A9: seats 2, 3, 0 then the active seat 1, each once."""
    state = play(table(4, active=1, draw=["red 2", "wild 5"]), Draw(1), Draw(1))
    order = []
    while state.phase is Phase.AUCTION:
        order.append(state.to_act)
        state = play(state, PassBid(state.to_act))  # type: ignore[arg-type]
    assert order == [2, 3, 0, 1]
    assert state.phase is Phase.DRAW
    assert state.to_act == 1


def test_in_two_player_games_the_other_seat_bids_first() -> None:
    """§4, two players: the non-active seat bids, then the active seat."""
    state = play(table(2, draw=["wild 5"]), Draw(0))
    assert state.to_act == 1
    state = play(state, Bid(1, 2))
    assert state.to_act == 0


def test_each_bid_must_be_strictly_higher() -> None:
    """5.4, T-A10, T-A12: the lowest bid is 1, then one more than the highest; ties cannot occur."""
    state = play(table(4, draw=["wild 5"]), Draw(0))
    assert offered(state)[:3] == (PassBid(1), Bid(1, 1), Bid(1, 2))
    state = play(state, Bid(1, 3))
    assert Bid(2, 3) not in offered(state)
    assert offered(state)[1] == Bid(2, 4)
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, Bid(2, 3))
    assert info.value.code == "ten.bid.too_low"
    with pytest.raises(InvalidMoveError, match="from 1 to"):
        Bid(2, 0)  # T-A10: bidding nothing is passing, so no bid of 0 exists


def test_a_passed_seat_does_not_bid_again() -> None:
    """T-A9: one chance each; a seat outbid after speaking gets no second bid."""
    state = play(table(3, draw=["wild 5"]), Draw(0), Bid(1, 2), Bid(2, 3))
    assert state.to_act == 0
    state = play(state, PassBid(0))
    assert state.phase is Phase.PAY
    assert state.to_act == 2
    with pytest.raises(NotYourTurnError):
        ten.apply(state, Bid(1, 4))


def test_the_active_seat_bids_last_and_may_win() -> None:
    """5.4, T-A13: the seat that drew the wild may bid, last."""
    state = play(table(3, draw=["red 4", "wild 2"]), Draw(0), Draw(0), Bid(1, 2), PassBid(2))
    state = play(state, Bid(0, 3))
    assert state.phase is Phase.PAY
    assert state.payment == ten.Payment(0, ten.PaymentKind.WILD, card("wild 2"), 3, 0)
    assert AuctionWon(0, card("wild 2"), 3) in state.events


def test_bids_are_limited_to_what_the_bidder_can_pay() -> None:
    """5.4: a bid must be payable with tokens, bust tokens at 3 and collected cards at 1."""
    state = play(
        table(
            3,
            draw=["wild 5"],
            tokens=[5, 2, 5],
            bust_tokens=[0, 1, 0],
            collections=[[], ["red 1", "red 2"], []],
        ),
        Draw(0),
    )
    assert offered(state)[-1] == Bid(1, 7)  # 2 + 3 + 2
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, Bid(1, 8))
    assert info.value.code == "ten.bid.unaffordable"


def test_nobody_bidding_discards_the_wild() -> None:
    """T-A11 (default): an unsold wild goes to the discard pile, out of the game."""
    state = play(table(3, draw=["wild #", "red 1"]), Draw(0), PassBid(1), PassBid(2), PassBid(0))
    assert state.discard[-1] == card("wild #")
    assert WildUnsold(card("wild #"), None) in state.events
    assert all(c == () for c in state.collections)


def test_the_option_gives_an_unsold_wild_to_the_active_seat() -> None:
    """T-A11's alternative (unsold_wild=active_free): the seat that drew it takes it for free."""
    options = TenOptions(unsold_wild=UnsoldWild.ACTIVE_FREE)
    state = play(
        table(3, draw=["wild #", "red 1"], options=options),
        Draw(0),
        PassBid(1),
        PassBid(2),
        PassBid(0),
    )
    assert state.collections[0] == cards("wild #")
    assert state.tokens == (5, 5, 5)


def test_the_winner_pays_then_the_active_turn_goes_on() -> None:
    """5.4: the winner pays the supply, takes the wild, and the active seat continues drawing."""
    state = play(
        table(3, draw=["red 4", "wild 2", "blue 1"], collections=[[], [], ["green 7"]]),
        Draw(0),
        Draw(0),
        PassBid(1),
        Bid(2, 3),
        PassBid(0),
    )
    assert state.phase is Phase.PAY
    assert ten.current_player(state) == 2
    assert offered(state) == (PayToken(2), PayCard(2, card("green 7")))
    state = play(state, PayToken(2), PayCard(2, card("green 7")))
    assert state.payment is not None
    assert state.payment.paid == 2
    state = play(state, PayToken(2))
    assert state.collections[2] == cards("wild 2")
    assert state.tokens == (5, 5, 3)
    assert card("green 7") in state.discard  # T-A16: spent cards are discarded
    assert state.phase is Phase.DRAW
    assert state.to_act == 0
    assert state.tableau == cards("red 4")  # the tableau waits through the auction
    assert offered(state) == (Draw(0), TakeNumbers(0), TakeCurrency(0))


def test_only_the_payer_acts_during_a_payment() -> None:
    """Exactly one seat acts at a time: during the payment it is the winning bidder."""
    state = play(table(3, draw=["wild 2"]), Draw(0), Bid(1, 2), PassBid(2), PassBid(0))
    assert ten.current_player(state) == 1
    assert ten.legal_moves(state, 0) == ()
    assert ten.legal_moves(state, 2) == ()
    with pytest.raises(NotYourTurnError):
        ten.apply(state, Draw(0))


def test_tableau_cards_cannot_pay() -> None:
    """T-A35: only collected cards pay, even for the active seat during its own auction."""
    state = play(table(2, draw=["red 4", "wild 2"]), Draw(0), Draw(0), PassBid(1), Bid(0, 1))
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, PayCard(0, card("red 4")))
    assert info.value.code == "ten.pay.card_not_owned"


def test_the_option_keeps_cards_out_of_bids() -> None:
    """T-A14's alternative (bid_with_cards=false): bids are paid with tokens only."""
    options = TenOptions(bid_with_cards=False)
    state = play(
        table(
            2, draw=["wild 2"], tokens=[5, 1], collections=[[], ["red 1", "red 2"]], options=options
        ),
        Draw(0),
    )
    assert offered(state) == (PassBid(1), Bid(1, 1))
    state = play(state, Bid(1, 1), PassBid(0))
    assert offered(state) == (PayToken(1),)
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, PayCard(1, card("red 1")))
    assert info.value.code == "ten.pay.cards_not_allowed"


def test_a_bust_token_pays_three_and_the_excess_is_lost() -> None:
    """5.4, T-A17, T-A31: a bust token pays 3 with no change; the payment ends at once."""
    state = play(table(2, draw=["wild 2"], bust_tokens=[0, 1]), Draw(0), Bid(1, 2), PassBid(0))
    assert offered(state) == (PayToken(1), PayBustToken(1))
    state = play(state, PayBustToken(1))
    assert state.bust_tokens == (0, 0)
    assert state.tokens == (5, 5)
    assert state.collections[1] == cards("wild 2")
    paid = [e for e in state.events if isinstance(e, ten.ItemPaid)]
    assert paid == [ten.ItemPaid(1, ten.PaymentItem.BUST_TOKEN, None, 0, 1)]
