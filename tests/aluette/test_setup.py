"""Partnerships, seating, the deal and the rotation of the deal (rules §4 and §5)."""

from __future__ import annotations

from collections import Counter

import pytest

import tablegames
from tablegames import ConfigError, aluette
from tablegames.aluette import (
    TOP_CARDS,
    DealDealt,
    FaceUpCardDealt,
    HandDealt,
    SeatsAssigned,
)
from tablegames.aluette.cards import MADAME, MONSIEUR
from tests.aluette.helpers import deal_through, fresh


@pytest.mark.parametrize("seed", range(300))
def test_partnership_draw_gives_each_seat_exactly_one_top_card(seed: int) -> None:
    """Rules §4 / ruling A-4: a seat that received a top card is dealt no more cards."""
    state = fresh(seed)
    face_up = [e for e in state.events if isinstance(e, FaceUpCardDealt)]
    tops = [e for e in face_up if e.card in TOP_CARDS]
    assert sorted(e.seat for e in tops) == [0, 1, 2, 3]
    assert face_up[-1].card in TOP_CARDS  # the draw stops at the fourth top card
    closed: set[int] = set()
    for event in face_up:
        assert event.seat not in closed
        if event.card in TOP_CARDS:
            closed.add(event.seat)
    top_seat = {e.card: e.seat for e in tops}
    # Madame deals first (seat 0) and Monsieur sits opposite (seat 2): teams {0,2} and {1,3}.
    assert top_seat[MADAME] == 0
    assert top_seat[MONSIEUR] == 2
    assert {top_seat[TOP_CARDS[2]], top_seat[TOP_CARDS[3]]} == {1, 3}


def test_seating_moves_at_most_two_players() -> None:
    """Rules §4, ruling A-5: only the Monsieur holder and the player opposite Madame move."""
    for seed in range(100):
        state = fresh(seed)
        seated = next(e for e in state.events if isinstance(e, SeatsAssigned))
        assert seated.positions == state.positions
        assert sorted(state.positions) == [0, 1, 2, 3]
        # Relative to Madame (seat 0), at most two people changed their clockwise place.
        relative = [(p - state.positions[0]) % 4 for p in state.positions]
        assert sum(1 for seat, place in enumerate(relative) if seat != place) in (0, 2)


def test_face_up_cards_are_public_events() -> None:
    """Issue 3: the face-up determination cards are public events."""
    state = fresh(5)
    spectator = aluette.view(state, None)
    assert [e for e in spectator.events if isinstance(e, FaceUpCardDealt)] == [
        e for e in state.events if isinstance(e, FaceUpCardDealt)
    ]


def test_each_deal_gives_nine_cards_each_and_leaves_twelve() -> None:
    """Rules §5: nine cards each in three packets of three; twelve remain face down."""
    state = fresh(9)
    assert [len(hand) for hand in state.hands] == [9, 9, 9, 9]
    assert len(state.talon) == 12
    dealt = [e for e in state.events if isinstance(e, HandDealt)]
    assert [e.player for e in dealt] == [0, 1, 2, 3]
    assert all(e.cards == state.hands[e.player] for e in dealt)
    assert Counter(c for hand in state.hands for c in hand) + Counter(state.talon) == Counter(
        aluette.DECK
    )


def test_the_dealers_left_acts_first() -> None:
    """Rules §5 and §6: the vote and the first lead start at the dealer's left."""
    state = fresh(3)
    assert state.dealer == 0
    assert aluette.current_player(state) == 1
    assert state.leader == 1


def test_the_deal_rotates_left_over_five_deals() -> None:
    """Rules §4: seats 0, 1, 2, 3, 0 deal, so the first dealer deals twice."""
    dealers = []
    state = fresh(2)
    while not aluette.is_over(state):
        if not dealers or state.deal != len(dealers) - 1:
            dealers.append(state.dealer)
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    assert dealers == [0, 1, 2, 3, 0]
    assert len(state.results) == 5
    assert [r.dealer for r in state.results] == [0, 1, 2, 3, 0]


def test_a_new_deal_is_reshuffled() -> None:
    """Rules §4: the pack is reshuffled for every deal."""
    state = deal_through("NNNNNNNNN")
    assert state.deal == 1
    assert any(isinstance(e, DealDealt) and e.deal == 1 for e in state.events)
    assert [len(hand) for hand in state.hands] == [9, 9, 9, 9]


def test_exactly_four_players() -> None:
    """Ruling A-1: Aluette is for exactly 4 players."""
    for players in (3, 5):
        with pytest.raises(ConfigError, match="exactly 4 players"):
            tablegames.new_game("aluette", players=players, seed=1)
    with pytest.raises(ConfigError, match="exactly 4 players"):
        aluette.new_game(players=2)


def test_same_seed_same_game_different_seed_different_deal() -> None:
    """API: the same seed gives the same game."""
    assert fresh(11) == fresh(11)
    assert fresh(11).hands != fresh(12).hands
