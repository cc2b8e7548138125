"""TEN in words: how the end of a tie is told (rules §6), and typed payments refused (T-A31)."""

from __future__ import annotations

import attrs
import pytest

import tablegames
from tablegames import IllegalMoveError, ten
from tablegames.agents import RandomAgent
from tablegames.agents import play as play_out
from tablegames.ten import Bid, Buy, Draw, PassBid, TakeNumbers
from tablegames.ten.words import WORDS
from tests.ten.table import card, cards, play, table


def _finished(players: int, seed: int) -> ten.TenState:
    """A game played to its end by random seats (as ``tests/cli/test_words.py`` plays them)."""
    state = tablegames.new_game("ten", players=players, seed=seed)
    agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
    final: ten.TenState = play_out(state, agents)
    return final


def _tie_break(state: ten.TenState, viewer: int | None) -> str:
    """The result's last line: how the tie on points was broken."""
    return WORDS.result(state, viewer).splitlines()[-1]


def test_the_tokens_name_every_seat_they_leave_behind() -> None:
    """§6: of three seats tied on points, the one with the most black tokens wins; the others'
    counts are told with their seats, seats with the same count together."""
    state = _finished(3, 2)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (0, 4, 2)
    assert WORDS.result(state, None).splitlines()[1:] == [
        "Seats 1, 2 and 3 tied on 1 point.",
        "The tie goes to the most black tokens: seat 2 wins with 4, against 0 for seat 1 and 2 "
        "for seat 3.",
    ]
    assert _tie_break(state, 1).endswith("you win with 4, against 0 for seat 1 and 2 for seat 3.")
    four = _finished(4, 1)
    assert (ten.scores(four), four.tokens) == ((1, 1, 1, 1), (2, 0, 0, 0))
    assert _tie_break(four, None).endswith("seat 1 wins with 2, against 0 for seats 2, 3 and 4.")
    assert _tie_break(four, 2).endswith("against 0 for you, seat 2 and seat 4.")


def test_seats_the_tokens_leave_behind_are_not_called_equal() -> None:
    """§6: the collected cards compare only the seats that the tokens left tied; a seat with
    fewer tokens is named as beaten there, not called equal to the winners (it was, when the
    text said "They are equal on black tokens (1) and collected cards (1) too")."""
    state = _finished(3, 3)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (0, 1, 1)
    assert [len(held) for held in state.collections] == [1, 1, 1]
    assert ten.winners(state) == (1, 2)
    assert _tie_break(state, None) == (
        "The tie goes to the most black tokens: seats 2 and 3 have 1, against 0 for seat 1. "
        "They are equal on collected cards too (1), so seats 2 and 3 share the win."
    )
    assert _tie_break(state, 0) == (
        "The tie goes to the most black tokens: seats 2 and 3 have 1, against 0 for you. "
        "They are equal on collected cards too (1), so seats 2 and 3 share the win."
    )
    assert _tie_break(state, 2) == (
        "The tie goes to the most black tokens: you and seat 2 have 1, against 0 for seat 1. "
        "They are equal on collected cards too (1), so you and seat 2 share the win."
    )
    # A view tells it as the state does: every count is public.
    assert WORDS.result(tablegames.view(state, 2), 2) == WORDS.result(state, 2)


def test_the_cards_then_decide_between_the_seats_the_tokens_kept() -> None:
    """§6: after the tokens, the fewest collected cards of the seats still tied wins; the
    seat the tokens dropped is not counted again."""
    state = _finished(3, 291)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (6, 6, 1)
    assert [len(held) for held in state.collections] == [2, 1, 1]  # seat 3 has one card too
    assert ten.winners(state) == (1,)
    assert _tie_break(state, None) == (
        "The tie goes to the most black tokens: seats 1 and 2 have 6, against 1 for seat 3. "
        "Then the fewest collected cards wins: seat 2 wins with 1, against 2 for seat 1."
    )
    assert _tie_break(state, 1) == (
        "The tie goes to the most black tokens: you and seat 1 have 6, against 1 for seat 3. "
        "Then the fewest collected cards wins: you win with 1, against 2 for seat 1."
    )


def test_the_cards_may_leave_several_seats_sharing_the_win() -> None:
    """§6: a tie on the fewest cards too is a shared win, of those seats only: with equal
    tokens for all, and after the tokens left some seats behind (a finished game's counts
    edited: a copy of a card owned is a card more and no point more)."""
    state = _finished(3, 62)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (0, 0, 0)
    assert [len(held) for held in state.collections] == [1, 2, 1]
    assert _tie_break(state, None) == (
        "Equal black tokens (0) too, so the fewest collected cards wins: seats 1 and 3 share "
        "the win with 1, against 2 for seat 2."
    )
    red = cards("red 1", "red 2")
    edited = attrs.evolve(
        _finished(4, 25),
        collections=(red, (*red, red[1]), red, red),
        tokens=(3, 3, 3, 1),
    )
    assert ten.scores(edited) == (2, 2, 2, 2)
    assert ten.winners(edited) == (0, 2)
    assert _tie_break(edited, 1) == (
        "The tie goes to the most black tokens: you, seat 1 and seat 3 have 3, against 1 for "
        "seat 4. "
        "Then the fewest collected cards wins: seats 1 and 3 share the win with 2, against 3 "
        "for you."
    )


def test_a_tie_on_everything_is_told_only_when_everyone_is_equal() -> None:
    """§6: still tied after tokens and cards: a shared win, of all the tied seats."""
    state = _finished(3, 13)
    assert ten.scores(state) == (1, 1, 1)
    assert ten.winners(state) == (0, 1, 2)
    assert _tie_break(state, 0) == (
        "They are equal on black tokens (0) and collected cards (1) too, so you, seat 2 and "
        "seat 3 share the win."
    )


def _paying_for_a_green_4() -> ten.TenState:
    """Seat 1 owes 4 for a green 4, with 2 black tokens and three collected cards."""
    state = table(
        3,
        draw=["red 1"],
        market=["green 4"],
        tokens=[2, 5, 5],
        collections=[["blue 2", "blue 3"], [], []],
    )
    return play(state, Draw(0), TakeNumbers(0), Buy(0, card("green 4")))


@pytest.mark.parametrize(
    ("typed", "told"),
    [
        (
            "pay 9t",
            "'pay 9t': You have only 2 black tokens, no bust token and the collected cards R1, "
            "B2 and B3 to pay with.",
        ),
        (
            " Pay 2R1 ",
            "'Pay 2R1': You have only 2 black tokens, no bust token and the collected cards R1, "
            "B2 and B3 to pay with.",
        ),
        ("pay 0t", "'pay 0t': 0t pays nothing: an item's count starts at 1 (t alone is one)."),
        (
            "pay 2t+0b2",
            "'pay 2t+0b2': 0B2 pays nothing: an item's count starts at 1 (B2 alone is one).",
        ),
        ("pay t", "'pay t': That is worth 1, short of the 4 owed."),
        (
            "pay 2t+R1+B2+B3",
            "'pay 2t+R1+B2+B3': That is worth 5, more than needed for the 4 owed: a payment "
            "stops as soon as it reaches the price, so only its last item may go past it.",
        ),
    ],
    ids=["tokens not held", "copies not held", "no token", "no card", "short", "over"],
)
def test_a_typed_payment_refused_quotes_the_text_typed(typed: str, told: str) -> None:
    """A typed payment that is none is refused as the notation refuses a move, after the text
    typed; a count of 0 pays nothing, so it is no payment, not a short one (T-A31)."""
    state = _paying_for_a_green_4()
    with pytest.raises(IllegalMoveError) as info:
        WORDS.parse_run(state, typed)
    assert str(info.value) == told
    assert info.value.code == "core.notation.unknown"
    assert WORDS.parse_run(state, "pay 2t+R1+B2") is not None  # what does pay the 4 owed


def test_what_a_seat_cannot_pay_with_is_told_as_none() -> None:
    """A wild's price owed with one black token, one bust token and no card: "no collected
    card", not "the cards -"; one token is "1 black token"."""
    state = table(2, draw=["wild 3"], tokens=[1, 5], bust_tokens=[1, 0])
    state = play(state, Draw(0), PassBid(1), Bid(0, 2))
    with pytest.raises(IllegalMoveError) as info:
        WORDS.parse_run(state, "pay 2t")
    assert str(info.value) == (
        "'pay 2t': You have only 1 black token, 1 bust token and no collected card to pay with."
    )
