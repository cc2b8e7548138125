"""Playing a card (RULES.md rule 4): suit or rank, the eights, the turn passing left."""

from __future__ import annotations

import pytest
from tablegames import IllegalMoveError, InvalidMoveError, NotYourTurnError

from playouts import card, table
from tablegames_crazyeights import (
    CardPlayed,
    Draw,
    PlayCard,
    PlayEight,
    Suit,
    apply,
    legal_moves,
)


def test_a_card_of_the_suit_to_follow_or_of_the_top_cards_rank_may_be_played() -> None:
    """Rule 4.1: on the 7 of hearts, any heart or any 7."""
    state = table(["2h 7s Kc 9d", "3c 4c"], "7h")
    assert legal_moves(state, 0) == (
        PlayCard(0, card("2h")),
        PlayCard(0, card("7s")),
        Draw(0),
    )
    assert apply(state, PlayCard(0, card("7s"))).suit is Suit.SPADES


def test_a_card_that_matches_neither_is_refused() -> None:
    """Rule 4.1."""
    state = table(["2h 7s Kc 9d", "3c 4c"], "7h")
    with pytest.raises(IllegalMoveError, match="matches neither") as refused:
        apply(state, PlayCard(0, card("Kc")))
    assert refused.value.code == "crazyeights.card.no_match"


def test_a_card_not_in_hand_is_refused() -> None:
    state = table(["2h 7s", "3c 4c"], "7h")
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, PlayCard(0, card("9h")))
    assert refused.value.code == "crazyeights.card.not_in_hand"
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, PlayEight(0, card("8h"), Suit.CLUBS))
    assert refused.value.code == "crazyeights.card.not_in_hand"


def test_an_eight_goes_on_anything_and_names_any_suit() -> None:
    """Rule 4.2: the eight of clubs on the king of diamonds, naming any suit, its own too."""
    state = table(["8c 3s", "3c 4c"], "Kd")
    eights = [m for m in legal_moves(state, 0) if isinstance(m, PlayEight)]
    assert eights == [PlayEight(0, card("8c"), suit) for suit in Suit]
    after = apply(state, PlayEight(0, card("8c"), Suit.SPADES))
    assert after.suit is Suit.SPADES
    assert after.discard[-1] == card("8c")
    assert after.events == (CardPlayed(0, card("8c"), Suit.SPADES, 1),)


def test_after_an_eight_only_the_named_suit_or_an_eight_may_follow() -> None:
    """Rule 4.2: on an eight of hearts naming clubs, a club or an eight; not a heart, nor an
    eight's rank by another card."""
    state = table(["3c", "Kh 8d 5c 9s"], "8h", suit=Suit.CLUBS, to_act=1)
    plays = [m for m in legal_moves(state, 1) if not isinstance(m, Draw)]
    assert {m.card for m in plays} == {card("8d"), card("5c")}
    with pytest.raises(IllegalMoveError):
        apply(state, PlayCard(1, card("Kh")))


def test_a_play_ends_the_turn_and_the_seat_to_the_left_plays() -> None:
    """Rules 1.1 and 4.4."""
    state = table(["3d 4d", "3h 4h", "5c 6c"], "Kc", to_act=2)
    after = apply(state, PlayCard(2, card("5c")))
    assert after.to_act == 0
    assert after.drawn == 0


def test_only_the_seat_to_act_plays() -> None:
    state = table(["3c 4c", "3d 4d"], "Kc")
    assert legal_moves(state, 1) == ()
    with pytest.raises(NotYourTurnError) as refused:
        apply(state, PlayCard(1, card("3d")))
    assert refused.value.code == "crazyeights.turn.not_yours"


def test_moves_refuse_malformed_fields_when_built() -> None:
    """Eights are played with PlayEight, which names a suit; other cards with PlayCard."""
    with pytest.raises(InvalidMoveError, match="is an eight"):
        PlayCard(0, card("8h"))
    with pytest.raises(InvalidMoveError, match="must be an eight"):
        PlayEight(0, card("9h"), Suit.HEARTS)
    with pytest.raises(InvalidMoveError, match="parse_card"):
        PlayCard(0, "9 of hearts")  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="Suit"):
        PlayEight(0, card("8h"), "hearts")  # type: ignore[arg-type]
    with pytest.raises(InvalidMoveError, match="seat"):
        Draw(5)


@pytest.mark.parametrize(
    ("field", "value"),
    [("player", "0"), ("card", "3 of clubs"), ("card", card("8c")), ("card", None)],
)
def test_a_move_changed_after_it_was_built_is_refused(field: str, value: object) -> None:
    """apply checks the move's fields again: a mutated move cannot slip through."""
    state = table(["3c 4c", "3d 4d"], "Kc")
    move = PlayCard(0, card("3c"))
    object.__setattr__(move, field, value)
    with pytest.raises(InvalidMoveError):
        apply(state, move)


def test_a_mutated_eight_naming_no_suit_is_refused() -> None:
    state = table(["8c 4c", "3d 4d"], "Kc")
    move = PlayEight(0, card("8c"), Suit.HEARTS)
    object.__setattr__(move, "suit", None)
    with pytest.raises(InvalidMoveError):
        apply(state, move)
