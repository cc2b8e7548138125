"""What a sound Aluette state looks like: the checks run on every state read from JSON.

Each check states a fact the rules guarantee for every reachable state; a document breaking one
was corrupted or tampered with, and ``tablegames.from_json`` refuses it.
"""

from __future__ import annotations

from collections import Counter

from tablegames.aluette.cards import (
    ACE_COUNTS,
    CHANT_CARDS,
    CONCESSION_POINTS,
    DEAL_POINTS,
    DECK,
    FAILED_ANNOUNCEMENT_POINTS,
    FAILED_REFUSAL_POINTS,
    HAND_SIZE,
    MORDIENNE_POINTS,
    SEATS,
)
from tablegames.aluette.moves import SignalKind
from tablegames.aluette.rules import chant_recipients, trick_winner
from tablegames.aluette.state import (
    AluetteState,
    Phase,
    SignalVisibility,
)

__all__ = ["check_invariants"]

_POINTS = {
    0,
    DEAL_POINTS,
    MORDIENNE_POINTS,
    CONCESSION_POINTS,
    FAILED_REFUSAL_POINTS,
    FAILED_ANNOUNCEMENT_POINTS,
}


def check_invariants(state: AluetteState) -> list[str]:
    """Every way ``state`` breaks the rules' bookkeeping (empty when it is sound)."""
    if state.players != SEATS:
        return [f"Aluette has {SEATS} seats, not {state.players}"]
    if len(state.hands) != SEATS or len(state.discards) != SEATS:
        return ["hands and discards must have one entry per seat"]
    if sorted(state.positions) != list(range(SEATS)):
        return ["positions must be the four table positions, each once"]
    seats = range(SEATS)
    for name, value in (("leader", state.leader), ("dealer", state.dealer)):
        if value not in seats:
            return [f"{name} {value} is not a seat"]
    if state.to_act is not None and state.to_act not in seats:
        return [f"the seat to act, {state.to_act}, is not a seat"]
    if state.offer is not None and state.offer not in seats:
        return [f"the conceding seat, {state.offer}, is not a seat"]
    return [
        *_check_cards(state),
        *_check_deals(state),
        *_check_chant(state),
        *_check_phase(state),
        *_check_tricks(state),
        *_check_signals(state),
    ]


def _check_cards(state: AluetteState) -> list[str]:
    cards = Counter(
        [card for hand in state.hands for card in hand]
        + [card for pile in state.discards for card in pile]
        + list(state.talon)
        + list(state.trick)
        + [card for trick in state.tricks for card in trick.cards]
    )
    if cards == Counter(DECK):
        return []
    missing = sorted(str(c) for c in set(DECK) - set(cards))
    doubled = sorted(str(c) for c, n in cards.items() if n > 1)
    return [
        "the 48 cards are not each accounted for exactly once "
        f"(missing: {missing or 'none'}; more than once: {doubled or 'none'})"
    ]


def _check_deals(state: AluetteState) -> list[str]:
    problems = []
    finished = len(state.results)
    expected = state.deal + 1 if state.phase is Phase.OVER else state.deal
    if state.deal < 0 or finished != expected:
        problems.append(f"deal {state.deal} does not follow {finished} finished deals")
    if state.dealer != state.deal % SEATS:
        problems.append(f"deal {state.deal} must be dealt by seat {state.deal % SEATS}")
    totals = [0, 0]
    for number, result in enumerate(state.results):
        sound = (
            result.dealer == number % SEATS
            and result.team in (None, 0, 1)
            and result.points in _POINTS
            and (result.team is not None or result.points == 0)
            and (result.winner is None or result.winner in range(SEATS))
            and (
                result.announcer is None
                or (state.options.announced_mordienne and result.announcer in range(SEATS))
            )
        )
        if not sound:
            problems.append(f"the result of deal {number} is not a possible result")
        elif result.team is not None:
            totals[result.team] += result.points
    if tuple(totals) != state.team_points:
        problems.append(f"team points {state.team_points} do not add up from the deal results")
    return problems


def _chant_over(state: AluetteState) -> bool:
    """Whether the chant of this deal is settled (refused, not offered, or discards done)."""
    if not state.options.chant or False in state.votes:
        return True
    return bool(state.chanters) and all(
        len(state.discards[s]) == CHANT_CARDS for s in state.chanters
    )


def _check_chant(state: AluetteState) -> list[str]:
    votes = state.votes
    if not state.options.chant and (votes or state.chanters):
        return ["there was a chant vote although the chant is switched off"]
    if len(votes) > SEATS or False in votes[:-1]:
        return ["the chant votes go on after a refusal"]
    agreed = len(votes) == SEATS and all(votes)
    if agreed:
        if state.chanters != chant_recipients(state.dealer, state.options) or state.talon:
            return ["the talon did not go to the chanters the options name"]
    elif state.chanters:
        return ["there are chanters without an agreed chant"]
    elif len(state.talon) != len(DECK) - SEATS * HAND_SIZE:
        return ["without a chant the whole talon stays face down"]
    if any(pile for seat, pile in enumerate(state.discards) if seat not in state.chanters):
        return ["only chanters discard"]
    if any(len(pile) > CHANT_CARDS for pile in state.discards):
        return [f"a seat discarded more than {CHANT_CARDS} cards"]
    return []


def _check_phase(state: AluetteState) -> list[str]:
    phase, to_act = state.phase, state.to_act
    first = (state.dealer + 1) % SEATS
    dealing = not state.tricks and not state.trick
    if phase is Phase.OVER:
        return [] if to_act is None else ["nobody may act once the game is over"]
    if to_act is None:
        return ["somebody must act while the game goes on"]
    if state.offer is not None and not state.options.surrender:
        return ["a concession was offered although the surrender variant is off"]
    if state.announcer is not None and (
        not state.options.announced_mordienne or state.announcer not in range(SEATS)
    ):
        return ["mordienne was announced although announcements are off"]
    if phase is Phase.CHANT_VOTE:
        if (
            not state.options.chant
            or not all(state.votes)
            or to_act != (first + len(state.votes)) % SEATS
            or not dealing
            or any(len(hand) != HAND_SIZE for hand in state.hands)
        ):
            return ["the chant vote is out of order"]
    elif phase is Phase.DISCARD:
        if not state.chanters or not dealing or _chant_over(state):
            return ["nobody is due to discard"]
        done = [len(state.discards[s]) for s in state.chanters]
        expected = state.chanters[0] if done[0] < CHANT_CARDS else state.chanters[1]
        if to_act != expected or (done[0] < CHANT_CARDS and done[1]):
            return ["the chanters discard out of order"]
        for seat in range(SEATS):
            extra = CHANT_CARDS - len(state.discards[seat]) if seat in state.chanters else 0
            if len(state.hands[seat]) != HAND_SIZE + extra:
                return [f"seat {seat} holds {len(state.hands[seat])} cards, which cannot be"]
    elif phase in (Phase.CONCESSION, Phase.CONCESSION_ANSWER):
        if not state.options.surrender or not dealing or not _chant_over(state):
            return ["a concession is only offered before the first lead"]
        if (phase is Phase.CONCESSION) != (state.offer is None):
            return ["the concession phase does not match the offer"]
        if phase is Phase.CONCESSION_ANSWER and to_act != (state.offer + 1) % SEATS:  # type: ignore[operator]
            return ["the opponent at the offerer's left answers a concession"]
    elif phase is Phase.ANNOUNCE:
        if (
            not state.options.announced_mordienne
            or not dealing
            or not _chant_over(state)
            or state.announcer is not None
        ):
            return ["mordienne is only announced before the first lead, once"]
    else:
        if not _chant_over(state):
            return ["play began before the chant was settled"]
        if to_act != (state.leader + len(state.trick)) % SEATS:
            return [f"seat {(state.leader + len(state.trick)) % SEATS} should be playing"]
        for seat in range(SEATS):
            in_trick = (seat - state.leader) % SEATS < len(state.trick)
            if len(state.hands[seat]) != HAND_SIZE - len(state.tricks) - in_trick:
                return [f"seat {seat} holds {len(state.hands[seat])} cards, which cannot be"]
    if phase is not Phase.PLAY and state.leader != first:
        return [f"seat {first} leads the first trick"]
    return []


def _check_tricks(state: AluetteState) -> list[str]:
    if len(state.tricks) > HAND_SIZE or len(state.trick) >= SEATS:
        return ["too many tricks or cards in the current trick"]
    leader = (state.dealer + 1) % SEATS
    for number, trick in enumerate(state.tricks, start=1):
        if trick.leader != leader or len(trick.cards) != SEATS:
            return [f"trick {number} was not led by seat {leader} with four cards"]
        if trick_winner(trick.leader, trick.cards) != trick.winner:
            return [f"trick {number} does not have the winner its cards give"]
        leader = trick.leader if trick.winner is None else trick.winner
    if state.phase is Phase.PLAY and state.leader != leader:
        return [f"seat {leader} should lead the current trick, not seat {state.leader}"]
    return []


def _check_signals(state: AluetteState) -> list[str]:
    options = state.options
    if state.signals and not options.signals:
        return ["there are signals although signals are switched off"]
    partner_only = options.signal_visibility is SignalVisibility.PARTNER_ONLY
    made = Counter(signal.player for signal in state.signals)
    if any(count > options.max_signals_per_deal for count in made.values()):
        return ["a seat made more signals than the deal allows"]
    seen = set()
    for signal in state.signals:
        key = (signal.player, signal.kind, signal.trick)
        aces = signal.kind is SignalKind.ACES
        sound = (
            signal.player in range(SEATS)
            and signal.deal == state.deal
            and 0 <= signal.trick <= len(state.tricks)
            and 0 <= signal.cards_in_trick < SEATS
            and signal.partner_only == partner_only
            and (signal.count in ACE_COUNTS if aces else signal.count is None)
            and key not in seen
        )
        if not sound:
            return [f"the signal {signal} is not a possible signal of this deal"]
        seen.add(key)
    return []
