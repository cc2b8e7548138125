"""Signals: a public, capped free action that never changes the turn (rules §8)."""

from __future__ import annotations

import pytest

import tablegames
from tablegames import IllegalMoveError, aluette
from tablegames.aluette import Signal, SignalKind, Signalled, SignalVisibility
from tests.aluette.helpers import card, fresh, playing


def test_any_seat_holding_cards_may_signal_without_changing_the_turn() -> None:
    """Rules §8: a free action, legal for any seat, that does not advance the turn."""
    state = fresh(3)
    assert state.to_act == 1
    after = aluette.apply(state, Signal(3, SignalKind.WEAK_HAND))
    assert after.to_act == 1
    assert after.phase is state.phase
    assert after.hands == state.hands
    assert after.signals[-1].player == 3
    assert Signal(3, SignalKind.MONSIEUR) in aluette.legal_moves(state, 3)


def test_signals_are_public_and_placed_in_the_play() -> None:
    """Rules §8: every seat sees every signal, with its deal, trick and position in the trick."""
    state = playing(["4co 5co", "3co 6co", "7co 8co", "4cu 5cu"], leader=0)
    state = aluette.apply(state, aluette.PlayCard(0, card("4co")))
    state = aluette.apply(state, Signal(2, SignalKind.ACES, 2))
    event = state.events[-1]
    assert event == Signalled(2, SignalKind.ACES, 2, 0, 0, 1, False)
    for seat in (0, 1, 2, 3, None):
        assert aluette.view(state, seat).events[-1] == event
        assert aluette.view(state, seat).signals == (event,)


def test_aces_need_a_count_and_other_signals_refuse_one() -> None:
    """Rules §8: count is required for ACES (1-4) and forbidden for the other kinds."""
    state = fresh(3)
    for bad in (Signal(1, SignalKind.ACES), Signal(1, SignalKind.MADAME, 1)):
        with pytest.raises(IllegalMoveError) as info:
            aluette.apply(state, bad)
        assert info.value.code == "aluette.signal.count"
    for count in (0, 5):  # no game needs these counts: such a signal cannot be built
        with pytest.raises(tablegames.InvalidMoveError, match=r"Signal\.count"):
            Signal(1, SignalKind.ACES, count)
    counts = sorted(
        m.count
        for m in aluette.legal_moves(state, 1)
        if isinstance(m, Signal) and m.kind is SignalKind.ACES
    )  # type: ignore[misc]
    assert counts == [1, 2, 3, 4]


def test_one_signal_of_each_kind_per_trick() -> None:
    """Ruling A-31: at most one signal of each kind per player per trick."""
    state = aluette.apply(fresh(3), Signal(2, SignalKind.BORGNE))
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, Signal(2, SignalKind.BORGNE))
    assert info.value.code == "aluette.signal.repeated"
    assert Signal(2, SignalKind.BORGNE) not in aluette.legal_moves(state, 2)
    assert Signal(3, SignalKind.BORGNE) in aluette.legal_moves(state, 3)


def test_the_per_deal_cap() -> None:
    """Ruling A-31: an overall per-deal cap (max_signals_per_deal, default 5)."""
    state = fresh(3, max_signals_per_deal=2)
    state = aluette.apply(state, Signal(0, SignalKind.MONSIEUR))
    state = aluette.apply(state, Signal(0, SignalKind.MADAME))
    assert not any(isinstance(m, Signal) for m in aluette.legal_moves(state, 0))
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, Signal(0, SignalKind.WEAK_HAND))
    assert info.value.code == "aluette.signal.limit"
    assert aluette.AluetteOptions().max_signals_per_deal == 5


def test_signals_off() -> None:
    """Issue 3: signals can be switched off."""
    state = fresh(3, signals=False)
    assert not any(isinstance(m, Signal) for m in aluette.legal_moves(state, 1))
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, Signal(1, SignalKind.WEAK_HAND))
    assert info.value.code == "aluette.signal.off"


def test_truthful_signals_are_checked_against_the_current_hand() -> None:
    """Rules §8 option truthful_signals: the card is held; ACES counts the aces held now."""
    state = playing(
        ["3co Aco Acu", "4co 6co 7co", "7cu 8co 9co", "4cu 5cu 6cu"],
        leader=0,
        truthful_signals=True,
    )
    offered = {(m.kind, m.count) for m in aluette.legal_moves(state, 0) if isinstance(m, Signal)}
    assert (SignalKind.MONSIEUR, None) in offered
    assert (SignalKind.ACES, 2) in offered
    assert (SignalKind.MADAME, None) not in offered
    assert (SignalKind.ACES, 1) not in offered
    assert (SignalKind.WEAK_HAND, None) in offered  # intentions cannot be checked
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, Signal(0, SignalKind.MADAME))
    assert info.value.code == "aluette.signal.untrue"
    seat1 = {(m.kind, m.count) for m in aluette.legal_moves(state, 1) if isinstance(m, Signal)}
    assert not any(kind is SignalKind.ACES for kind, _ in seat1)


def test_a_seat_that_played_its_last_card_may_signal_until_trick_9_ends() -> None:
    """Ruling A-27 (rules §8): signals are legal from receiving cards until trick 9 ends.

    The position of issue 13: seed 3, chant off, the first legal move 33 times. Seat 2 has led
    trick 9 with its last card; it may still signal, and so may everyone, until the trick ends.
    """
    state = fresh(3, chant=False)
    for _ in range(33):
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    assert (len(state.tricks), len(state.trick), state.hands[2]) == (8, 1, ())
    offered = aluette.legal_moves(state, 2)
    assert Signal(2, SignalKind.WEAK_HAND) in offered
    assert all(isinstance(m, Signal) for m in offered)
    after = aluette.apply(state, Signal(2, SignalKind.MORDIENNE))
    assert after.signals[-1] == Signalled(2, SignalKind.MORDIENNE, None, 0, 8, 1, False)
    assert after.to_act == state.to_act
    seen = aluette.view(after, 2)
    assert aluette.legal_moves_from_view(seen) == aluette.legal_moves(after, 2)
    assert tablegames.from_json(tablegames.to_json(after)) == after
    # Once trick 9 ends the deal is over: the next deal deals new hands.
    while len(after.tricks) == 8:
        after = aluette.apply(after, aluette.legal_moves(after, after.to_act)[0])  # type: ignore[arg-type]
    assert after.deal == 1
    assert after.signals == ()


def test_truthful_signals_after_the_last_card_are_intentions_only() -> None:
    """Ruling A-27 with truthful_signals: an empty hand can only show intentions."""
    state = playing(["4co", "", "7co", "4cu"], leader=2, truthful_signals=True)
    kinds = {m.kind for m in aluette.legal_moves(state, 1) if isinstance(m, Signal)}
    assert kinds == {SignalKind.WEAK_HAND, SignalKind.MORDIENNE}
    with pytest.raises(IllegalMoveError) as info:
        aluette.apply(state, Signal(1, SignalKind.ACES, 1))
    assert info.value.code == "aluette.signal.untrue"


def test_partner_only_signals_are_seen_by_the_partnership_only() -> None:
    """Rules §8: the partner-only house variant hides signals from the opponents."""
    state = fresh(3, signal_visibility=SignalVisibility.PARTNER_ONLY)
    state = aluette.apply(state, Signal(1, SignalKind.MONSIEUR))
    assert aluette.view(state, 3).signals[-1].player == 1
    assert aluette.view(state, 1).signals[-1].partner_only
    for outsider in (0, 2, None):
        seen = aluette.view(state, outsider)
        assert seen.signals == ()
        assert not any(isinstance(e, Signalled) for e in seen.events)


def test_signals_never_affect_scoring() -> None:
    """Rules §8: signals (mordienne included) do not score."""
    state = fresh(3)
    after = aluette.apply(state, Signal(1, SignalKind.MORDIENNE))
    assert after.team_points == state.team_points
    assert after.results == state.results


def test_str_keeps_the_apostrophe_of_deux_d_ecrit() -> None:
    """Aluette rules §3: the 2 of swords is "deux d'écrit"; ``str`` writes it in ASCII."""
    assert str(Signal(2, SignalKind.DEUX_D_ECRIT)) == "P2 signals deux d'ecrit"
    assert str(Signal(0, SignalKind.DEUX_DE_CHENE)) == "P0 signals deux de chene"
    assert str(Signal(1, SignalKind.ACES, 3)) == "P1 signals aces x3"
    assert all(
        str(Signal(0, kind, 1 if kind is SignalKind.ACES else None)).isascii()
        for kind in SignalKind
    )


def test_the_first_trick_s_signals_count_from_the_deal() -> None:
    """Ruling A-31: a signal made during the chant vote is one of the first trick's (recorded as
    made in trick 1), so the same kind is refused until the first trick is won, with a message
    that says why; after it, the seat may make it again."""
    state = aluette.apply(fresh(2026), Signal(3, SignalKind.BORGNE))
    assert state.phase is not aluette.Phase.PLAY
    assert state.signals[-1].trick == 0
    while state.phase is not aluette.Phase.PLAY:  # every seat refuses the chant
        state = aluette.apply(state, aluette.VoteChant(state.to_act, False))
    with pytest.raises(IllegalMoveError, match="since the deal") as info:
        aluette.apply(state, Signal(3, SignalKind.BORGNE))
    assert info.value.code == "aluette.signal.repeated"
    assert Signal(3, SignalKind.BORGNE) not in aluette.legal_moves(state, 3)
    while not state.tricks:  # the first trick, played to its end
        seat = state.to_act
        state = aluette.apply(
            state,
            next(m for m in aluette.legal_moves(state, seat) if isinstance(m, aluette.PlayCard)),
        )
    assert Signal(3, SignalKind.BORGNE) in aluette.legal_moves(state, 3)
    again = aluette.apply(state, Signal(3, SignalKind.BORGNE))
    with pytest.raises(IllegalMoveError, match="during this trick") as info:
        aluette.apply(again, Signal(3, SignalKind.BORGNE))
    assert info.value.code == "aluette.signal.repeated"
