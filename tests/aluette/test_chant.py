"""The chant: a unanimous public vote, then six talon cards each and six discards (rules §5)."""

from __future__ import annotations

from collections import Counter

import pytest

from tablegames import IllegalMoveError, aluette
from tablegames.aluette import (
    ChantDecided,
    ChantRecipients,
    DiscardCard,
    Phase,
    TalonReceived,
    VoteChant,
)
from tests.aluette.helpers import fresh


def vote(state: aluette.AluetteState, *answers: bool) -> aluette.AluetteState:
    for answer in answers:
        state = aluette.apply(state, VoteChant(state.to_act, answer))  # type: ignore[arg-type]
    return state


def test_votes_go_clockwise_from_the_dealers_left_with_the_dealer_last() -> None:
    """Ruling A-8: L votes first and the dealer last."""
    state = fresh(4)
    seats = []
    for _ in range(4):
        seats.append(state.to_act)
        state = vote(state, True)
    assert seats == [1, 2, 3, 0]


@pytest.mark.parametrize("refuser", range(4))
def test_one_refusal_cancels_the_chant(refuser: int) -> None:
    """Rules §5: if any player does not wish to chant, it is not done; the first "no" ends it."""
    state = vote(fresh(4), *([True] * refuser), False)
    assert state.phase is Phase.PLAY
    assert state.votes == (True,) * refuser + (False,)
    assert state.chanters == ()
    assert len(state.talon) == 12
    assert [len(h) for h in state.hands] == [9, 9, 9, 9]
    assert isinstance(state.events[-1], ChantDecided)
    assert not state.events[-1].agreed
    assert state.to_act == state.leader == 1


def test_an_agreed_chant_deals_the_talon_alternately() -> None:
    """Rules §5 / ruling A-10: one card at a time, alternately, to L first and the dealer."""
    before = fresh(4)
    state = vote(before, True, True, True, True)
    assert state.phase is Phase.DISCARD
    assert state.chanters == (1, 0)
    received = [e for e in state.events if isinstance(e, TalonReceived)]
    assert [e.player for e in received] == [1, 0]
    assert received[0].cards == before.talon[0::2]
    assert received[1].cards == before.talon[1::2]
    assert [len(h) for h in state.hands] == [15, 15, 9, 9]
    assert state.talon == ()


def test_the_french_variant_gives_the_talon_to_the_dealers_partner() -> None:
    """Ruling A-9: chant_recipients=left_and_partner gives the six cards to L and seat 2."""
    state = vote(fresh(4, chant_recipients=ChantRecipients.LEFT_AND_PARTNER), *[True] * 4)
    assert state.chanters == (1, 2)
    assert [len(h) for h in state.hands] == [9, 15, 15, 9]


def test_each_chanter_discards_exactly_six_one_per_move() -> None:
    """Rules §5: each chanter discards exactly 6 face down, back to 9; L first, then the dealer."""
    state = vote(fresh(4), *[True] * 4)
    order = []
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        order.append(seat)
        moves = [m for m in aluette.legal_moves(state, seat) if isinstance(m, DiscardCard)]  # type: ignore[arg-type]
        assert len(moves) == len(state.hands[seat])  # any card may be discarded
        state = aluette.apply(state, moves[-1])
    assert order == [1] * 6 + [0] * 6
    assert [len(h) for h in state.hands] == [9, 9, 9, 9]
    assert [len(d) for d in state.discards] == [6, 6, 0, 0]
    assert state.phase is Phase.PLAY
    assert state.to_act == 1
    cards = Counter(c for h in state.hands for c in h) + Counter(
        c for d in state.discards for c in d
    )
    assert cards == Counter(aluette.DECK)


def test_only_the_chanter_to_act_discards_and_only_held_cards() -> None:
    state = vote(fresh(4), *[True] * 4)
    not_held = next(c for c in aluette.DECK if c not in state.hands[1])
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, DiscardCard(1, not_held))
    assert info.value.code == "aluette.card.not_in_hand"
    with pytest.raises(IllegalMoveError) as turn:
        aluette.apply(state, DiscardCard(0, state.hands[0][0]))
    assert turn.value.code == "aluette.turn.not_yours"


def test_strict_mode_forces_the_lowest_discards() -> None:
    """Ruling A-11: keeping the highest is advice; strict_keep_highest makes it a rule."""
    state = vote(fresh(4, strict_keep_highest=True), *[True] * 4)
    hand = state.hands[1]
    lowest = min(c.strength for c in hand)
    offered = [m.card for m in aluette.legal_moves(state, 1) if isinstance(m, DiscardCard)]
    assert offered
    assert all(c.strength == lowest for c in offered)
    high = max(hand, key=lambda c: c.strength)
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, DiscardCard(1, high))
    assert info.value.code == "aluette.discard.keep_highest"


def test_without_the_chant_option_play_starts_at_once() -> None:
    state = fresh(4, chant=False)
    assert state.phase is Phase.PLAY
    assert not any(isinstance(m, VoteChant) for m in aluette.legal_moves(state, 1))
