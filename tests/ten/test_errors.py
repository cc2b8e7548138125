"""Refused moves raise IllegalMoveError with stable codes; options are validated."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames import ConfigError, IllegalMoveError, InvalidMoveError, NotYourTurnError, ten
from tablegames.aluette import PlayCard
from tablegames.ten import (
    Bid,
    Buy,
    Draw,
    JenPolicy,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenOptions,
    UnsoldWild,
)
from tests.ten.table import card, play, table


def _code(state: ten.TenState, move: Any) -> str:
    with pytest.raises(IllegalMoveError) as info:
        ten.apply(state, move)
    assert str(info.value)  # a sentence for the player
    assert info.value.move is move
    return info.value.code


def _forged(cls: type[Any], **fields: object) -> Any:
    """A move whose fields were set behind its constructor's back (as unpickling could)."""
    move = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(move, name, value)
    return move


def test_foreign_and_malformed_seats_are_refused() -> None:
    state = table(3)
    assert _code(state, PlayCard(0, tablegames.aluette.DECK[0])) == "core.move.wrong_game"
    with pytest.raises(NotYourTurnError) as info:
        ten.apply(state, Draw(3))  # a seat of a larger game
    assert info.value.code == "ten.seat.unknown"
    for seat in (5, -1, "0", True, None):
        with pytest.raises(InvalidMoveError, match=r"Draw\.player must be a seat number"):
            Draw(seat)  # type: ignore[arg-type]
        # Set behind the constructor's back, the seat is refused by apply as by the constructor.
        with pytest.raises(InvalidMoveError, match=r"Draw\.player must be a seat number"):
            ten.apply(state, _forged(Draw, player=seat))


def test_moves_out_of_turn_are_refused() -> None:
    with pytest.raises(NotYourTurnError) as info:
        ten.apply(table(3), Draw(1))
    assert info.value.code == "ten.turn.not_yours"


@pytest.mark.parametrize(
    "move", [PassBid(0), Bid(0, 1), PayToken(0), PayBustToken(0), Buy(0, card("red 1")), SkipBuy(0)]
)
def test_moves_of_another_phase_are_refused(move: Any) -> None:
    assert _code(table(3), move) == "ten.phase.wrong_move"


def test_malformed_fields_cannot_be_built() -> None:
    for amount in ("3", 2.0, None, True):
        with pytest.raises(InvalidMoveError, match=r"Bid\.amount must be an integer"):
            Bid(1, amount)  # type: ignore[arg-type]
    for thing in ("red 2", 2, None):
        with pytest.raises(InvalidMoveError, match=r"Buy\.card must be a TEN Card"):
            Buy(0, thing)  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match=r"tablegames\.ten\.parse_card\('red 1'\)"):
        PayCard(0, "red 1")  # type: ignore[arg-type]


def test_malformed_fields_set_behind_the_constructor_are_refused_not_crashed_on() -> None:
    """apply checks a move's fields again: a move changed after construction is refused with
    the InvalidMoveError its constructor would have raised."""
    auction = play(table(3, draw=["wild 2"]), Draw(0))
    for amount in ("3", 2.0, None, True, 0):
        with pytest.raises(InvalidMoveError, match=r"Bid\.amount must be an integer"):
            ten.apply(auction, _forged(Bid, player=1, amount=amount))
    buying = play(table(3, draw=["red 1"], market=["red 2"]), Draw(0), TakeNumbers(0))
    for thing in ("red 2", 2, None):
        with pytest.raises(InvalidMoveError, match=r"Buy\.card must be a TEN Card"):
            ten.apply(buying, _forged(Buy, player=0, card=thing))
    paying = play(buying, Buy(0, card("red 2")))
    with pytest.raises(InvalidMoveError, match=r"tablegames\.ten\.parse_card\('red 1'\)"):
        ten.apply(paying, _forged(PayCard, player=0, card="red 1"))
    assert _code(paying, PayCard(0, card("blue 1"))) == "ten.pay.card_not_owned"


def test_paying_with_what_you_do_not_have_is_refused() -> None:
    state = play(
        table(2, draw=["wild 2"], tokens=[5, 0], collections=[[], ["red 1", "red 2"]]),
        Draw(0),
        Bid(1, 2),
        PassBid(0),
    )
    assert _code(state, PayToken(1)) == "ten.pay.no_token"
    assert _code(state, PayBustToken(1)) == "ten.pay.no_bust_token"


def test_stopping_before_drawing_is_refused() -> None:
    state = table(3)
    assert _code(state, TakeNumbers(0)) == "ten.stop.empty_tableau"
    assert _code(state, TakeCurrency(0)) == "ten.stop.empty_tableau"


def test_options_default_to_the_rulings() -> None:
    options = TenOptions()
    assert options.take_numbers_needs_numbers is False
    assert options.unsold_wild is UnsoldWild.DISCARD
    assert options.bid_with_cards is True
    assert options.limit_bust_tokens is False
    assert options.jen_policy is JenPolicy.ALL_TOKENS


def test_options_may_be_given_by_name() -> None:
    state = tablegames.new_game(
        "ten", players=1, seed=1, options={"unsold_wild": "active_free", "jen_policy": "never"}
    )
    assert state.options == TenOptions(
        unsold_wild=UnsoldWild.ACTIVE_FREE, jen_policy=JenPolicy.NEVER
    )


@pytest.mark.parametrize(
    "options",
    [
        {"unsold_wild": "market"},
        {"limit_bust_tokens": 1},
        {"house_rule": True},
    ],
)
def test_bad_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(ConfigError):
        tablegames.new_game("ten", players=2, seed=1, options=options)
    with pytest.raises(ConfigError):
        TenOptions(unsold_wild="discard")  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [0, 6, "3"])
def test_player_counts_outside_1_to_5_are_refused(players: Any) -> None:
    with pytest.raises(ConfigError, match="1 to 5 players"):
        ten.new_game(players=players, seed=1)


def test_moves_read_as_sentences() -> None:
    assert str(Draw(2)) == "P2 draws"
    assert str(Bid(1, 4)) == "P1 bids 4"
    assert str(PayCard(0, card("blue #"))) == "P0 pays with blue #"
    assert str(Buy(3, card("green 7"))) == "P3 buys green 7"


def test_the_notation_reads_a_move_that_is_not_legal_now() -> None:
    """The terminal explains a typed move the rules refuse (§5.4, a bid must beat the high bid):
    the notation reads any move of a known kind, legal now or not, and nothing else."""
    read = ten.GAME.notation.read
    assert read(" BID 2 ", 1) == ten.Bid(1, 2)
    assert read("pay r3", 0) == ten.PayCard(0, ten.parse_card("red 3"))
    assert read("buy *#", 0) == ten.Buy(0, ten.parse_card("wild #"))
    assert read("pay bust", 0) == ten.PayBustToken(0)
    assert read("draw", 0) == ten.Draw(0)
    for nothing in ("bid", "bid 0", "bid 999", "buy x9", "drwa", "", "bid \u00b2", "bid \u0663"):
        assert read(nothing, 0) is None  # "bid ²" once raised ValueError, ending the terminal game
    assert read(None, 0) is None  # type: ignore[arg-type]
    assert read("draw", 5) is None  # no seat: never an error
