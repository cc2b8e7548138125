"""Stopping and busting: the two rewards, bust kinds, who gains what, the cap (§5.5, §5.6, §5.8)."""

from __future__ import annotations

from tablegames import ten
from tablegames.ten import (
    Busted,
    BustKind,
    CurrencyTaken,
    Draw,
    NumbersTaken,
    Phase,
    TakeCurrency,
    TakeNumbers,
    TenOptions,
    TurnStarted,
)
from tests.ten.table import cards, play, table


def _event(state: ten.TenState, kind: type) -> object:
    found = [e for e in state.events if isinstance(e, kind)]
    assert len(found) == 1, state.events
    return found[0]


def test_take_numbers_collects_numbers_and_gifts_the_currency_to_the_others() -> None:
    """5.5 TAKE NUMBERS: the numbers join the collection, every other seat gains the currency."""
    state = play(
        table(4, active=1, draw=["red 3", "currency 2", "blue 4", "currency 1"]),
        *[Draw(1)] * 4,
        TakeNumbers(1),
    )
    assert state.collections[1] == cards("red 3", "blue 4")
    assert state.tokens == (8, 5, 8, 8)
    assert state.discard[-2:] == cards("currency 2", "currency 1")
    assert state.market == ()
    event = _event(state, NumbersTaken)
    assert event == NumbersTaken(1, cards("red 3", "blue 4"), 3, (3, 0, 3, 3), None)
    assert state.phase is Phase.BUY
    assert state.to_act == 1


def test_gains_stop_at_the_cap_of_ten_and_bust_tokens_are_outside_it() -> None:
    """5.8 and T-A21: nobody holds more than 10 black tokens; bust tokens do not count."""
    state = play(
        table(4, draw=["currency 4", "red 1"], tokens=[5, 9, 10, 8], bust_tokens=[0, 0, 0, 3]),
        Draw(0),
        Draw(0),
        TakeNumbers(0),
    )
    assert state.tokens == (5, 10, 10, 10)
    assert state.bust_tokens == (0, 0, 0, 3)
    assert _event(state, NumbersTaken).gains == (0, 1, 0, 2)  # type: ignore[attr-defined]


def test_take_currency_gains_the_currency_and_sends_the_numbers_to_the_market() -> None:
    """5.5 TAKE CURRENCY: tokens for the currency, the numbers to the market, no buy phase."""
    state = play(
        table(3, draw=["red 3", "currency 2", "green 6", "currency 3"], tokens=[7, 5, 5]),
        *[Draw(0)] * 4,
        TakeCurrency(0),
    )
    assert state.tokens == (10, 5, 5)  # 7 + 5, capped at 10
    assert state.market == cards("red 3", "green 6")
    assert state.collections[0] == ()
    assert _event(state, CurrencyTaken) == CurrencyTaken(0, 5, 3, cards("red 3", "green 6"))
    assert state.phase is Phase.DRAW
    assert state.active == 1
    assert _event(state, TurnStarted) == TurnStarted(1, 2, False)


def test_take_currency_with_no_currency_gains_nothing() -> None:
    """T-A33: taking the currency of a tableau without currency is allowed and gains 0."""
    state = play(table(draw=["red 3"]), Draw(0), TakeCurrency(0))
    assert state.tokens == (5, 5, 5)
    assert state.market == cards("red 3")


def test_a_numbers_bust_sends_numbers_to_market_and_currency_to_the_others() -> None:
    """5.6 numbers bust: numbers to the market, a bust token, the others gain the currency."""
    state = play(table(3, draw=["red 8", "currency 2", "blue 5"]), Draw(0), Draw(0), Draw(0))
    assert state.market == cards("red 8", "blue 5")
    assert state.bust_tokens == (1, 0, 0)
    assert state.tokens == (5, 7, 7)
    assert state.discard[-1:] == cards("currency 2")
    event = _event(state, Busted)
    assert event == Busted(0, BustKind.NUMBERS, cards("red 8", "blue 5"), True, 2, (0, 2, 2), None)
    assert state.active == 1
    assert state.phase is Phase.DRAW


def test_a_currency_bust_gives_nobody_anything() -> None:
    """5.6 currency bust: numbers to the market, a bust token, the currency discarded, no gains."""
    state = play(table(3, draw=["red 2", "currency 5", "currency 5", "currency 1"]), *[Draw(0)] * 4)
    assert state.market == cards("red 2")
    assert state.bust_tokens == (1, 0, 0)
    assert state.tokens == (5, 5, 5)
    assert state.discard[-3:] == cards("currency 5", "currency 5", "currency 1")
    event = _event(state, Busted)
    assert event.kind is BustKind.CURRENCY
    assert event.gains == (0, 0, 0)


def test_bust_tokens_are_unlimited_by_default() -> None:
    """T-A22: the default treats bust tokens as unlimited."""
    state = play(table(draw=["red 9", "red 2"], bust_tokens=[5, 5, 5]), Draw(0), Draw(0))
    assert state.bust_tokens == (6, 5, 5)


def test_the_option_limits_bust_tokens_to_the_fifteen_in_the_box() -> None:
    """T-A22's alternative (limit_bust_tokens): with none left in the supply, a bust gives none."""
    options = TenOptions(limit_bust_tokens=True)
    state = play(
        table(draw=["red 9", "red 2"], bust_tokens=[5, 5, 5], options=options), Draw(0), Draw(0)
    )
    assert state.bust_tokens == (5, 5, 5)
    assert _event(state, Busted).bust_token is False  # type: ignore[attr-defined]
    state = play(
        table(draw=["red 9", "red 2"], bust_tokens=[5, 5, 4], options=options), Draw(0), Draw(0)
    )
    assert state.bust_tokens == (6, 5, 4)


def _text(state: ten.TenState, kind: type) -> str:
    return ten.GAME.words.text(_event(state, kind), None)


def test_the_words_say_when_the_cap_of_ten_kept_a_seat_from_the_currency() -> None:
    """5.8: a seat at 10 black tokens gains nothing of the currency, and the words say why
    rather than leaving the tableau's currency unaccounted for."""
    capped = play(
        table(3, draw=["currency 4", "red 1"], tokens=[5, 9, 10]), Draw(0), Draw(0), TakeNumbers(0)
    )
    assert _text(capped, NumbersTaken).endswith(
        "Tokens gained from the currency of 4: seat 2 +1 (nobody holds more than 10)."
    )
    nobody = play(
        table(3, draw=["currency 4", "red 1"], tokens=[5, 10, 10]), Draw(0), Draw(0), TakeNumbers(0)
    )
    assert _text(nobody, NumbersTaken).endswith(
        "Nobody gained the currency of 4: nobody holds more than 10."
    )
    whole = play(
        table(3, draw=["currency 4", "red 1"], tokens=[5, 5, 6]), Draw(0), Draw(0), TakeNumbers(0)
    )
    assert _text(whole, NumbersTaken).endswith("Tokens gained: seat 2 +4, seat 3 +4.")
