"""What each seat may see (issue 3 views; rulings A-12 and A-29)."""

from __future__ import annotations

import json

import tablegames
from tablegames import aluette
from tablegames.aluette import (
    CardDiscarded,
    HandDealt,
    OwnCardDiscarded,
    TalonReceived,
    VoteChant,
)
from tests.aluette.helpers import fresh


def chanted() -> aluette.AluetteState:
    state = fresh(8)
    for _ in range(4):
        state = aluette.apply(state, VoteChant(state.to_act, True))  # type: ignore[arg-type]
    for _ in range(2):
        state = aluette.apply(state, aluette.DiscardCard(1, state.hands[1][0]))
    return state


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_rest() -> None:
    state = chanted()
    for seat in range(4):
        seen = aluette.view(state, seat)
        assert seen.player == seat
        assert seen.hand == state.hands[seat]
        assert seen.hand_sizes == (15, 13, 9, 9)
        assert seen.talon_size == 0
        assert seen.discard_counts == (0, 2, 0, 0)
        assert seen.chanters == (1, 0)
        text = tablegames.to_json(seen)
        assert '"hands"' not in text
        assert '"talon"' not in text
        assert '"discards"' not in text


def test_private_events_reach_only_their_seat() -> None:
    """Dealt hands, talon cards and own discards are private; discarding is public."""
    state = chanted()
    for seat in (0, 1, 2, 3, None):
        events = aluette.view(state, seat).events
        private = [e for e in events if isinstance(e, (HandDealt, TalonReceived, OwnCardDiscarded))]
        assert all(e.player == seat for e in private)
        assert sum(isinstance(e, CardDiscarded) for e in events) == 2
    mine = aluette.view(state, 1).events
    assert [e.card for e in mine if isinstance(e, OwnCardDiscarded)] == list(state.discards[1])


def test_the_spectator_sees_public_information_only() -> None:
    seen = aluette.view(chanted(), None)
    assert seen.hand == ()
    assert aluette.legal_moves_from_view(seen) == ()
    assert tablegames.legal_moves(seen) == ()


def test_legal_moves_from_the_view_match_the_state() -> None:
    state = chanted()
    for seat in range(4):
        assert tablegames.legal_moves(aluette.view(state, seat)) == aluette.legal_moves(state, seat)


def test_the_trick_history_is_public() -> None:
    """Ruling A-29: tricks were played face up, so every view has the full history."""
    state = fresh(3, chant=False)
    for _ in range(6):
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    for seat in (0, 2, None):
        seen = aluette.view(state, seat)
        assert seen.tricks == state.tricks
        assert seen.trick == state.trick
        assert seen.leader == state.leader


def test_the_view_never_holds_the_seed() -> None:
    state = fresh(123456789)
    document = json.loads(tablegames.to_json(aluette.view(state, 0)))
    assert "seed" not in document["data"]
    assert "123456789" not in json.dumps(document)


def test_the_event_log_covers_the_current_deal_from_the_move_that_began_it() -> None:
    """Events are bounded per deal but the move that ends a deal keeps its own events."""
    state = fresh(3, chant=False)
    while state.deal == 0:
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    kinds = [type(e).__name__ for e in state.events]
    assert kinds[:4] == ["CardPlayed", "TrickCompleted", "DealScored", "DealDealt"]
    assert "FaceUpCardDealt" not in kinds


def test_render_shows_a_deal_in_a_few_lines() -> None:
    state = fresh(3)
    picture = aluette.render(state)
    # Pictures number the seats from 1, as people read them: seat 0 is "seat 1".
    assert picture.splitlines()[0].startswith("Aluette, deal 1/5, dealer seat 1")
    assert "seat 2 to act" in picture
    assert len(picture.splitlines()) <= 8
    mine = tablegames.render(aluette.view(state, 2))
    assert "seat 3 (you)" in mine
    assert "9 cards" in mine
