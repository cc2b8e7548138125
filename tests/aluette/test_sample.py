"""Sampling Aluette states from views (rules §5 and §8, ruling A-12).

Hidden from a seat: the other hands, the talon and the other chanters' face-down discards. With
``truthful_signals`` every signal the viewer saw was true of the signaller's hand at the time,
and under ``strict_keep_highest`` the chanters discarded their lowest cards: the samples must
respect both, and are checked against deals drawn by the engine itself.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs
import pytest

import tablegames
import tablegames.aluette.sample as sampling
from tablegames import IllegalMoveError, aluette
from tablegames.aluette import Phase, Rank
from tablegames.aluette.cards import DECK, DECK_ORDER
from tablegames.aluette.events import (
    CardDiscarded,
    CardPlayed,
    ChantDecided,
    OwnCardDiscarded,
    Signalled,
)
from tablegames.aluette.rules import SIGNAL_CARD
from tablegames.core.rng import Rng
from tests.sample_checks import (
    ALPHA,
    aluette_move,
    check_sample,
    chi_square_p,
    homogeneity_p,
    play_on,
    playout,
    positions,
)

OPTIONS: dict[str, dict[str, object]] = {
    "default": {},
    "truthful": {"truthful_signals": True},
    "truthful-strict": {"truthful_signals": True, "strict_keep_highest": True},
    "truthful-partner-only": {
        "truthful_signals": True,
        "signal_visibility": "partner_only",
        "chant_recipients": "left_and_partner",
    },
    "no-chant": {"chant": False, "truthful_signals": True},
    "surrender": {"surrender": True, "mordienne": True},
    "rebour": {"mordienne": True, "announced_mordienne": True, "game_end": "first_to_10"},
}


@pytest.mark.parametrize("options", OPTIONS.values(), ids=OPTIONS.keys())
@pytest.mark.sweep
def test_the_view_of_a_sample_is_the_view(options: dict[str, object]) -> None:
    """view(sample_state(v), seat) == v for every seat and a spectator, over whole games (deal
    starts, chants, discards and the end included), and samples play on to the end."""
    for seed in range(2):
        states = playout("aluette", 4, seed, options)
        for index, state in enumerate(positions(states, every=9)):
            for seat in [None, *range(4)]:
                sample = check_sample(state, seat, seed * 1000 + index)
                assert [len(d) for d in sample.discards] == [len(d) for d in state.discards]
                if seat is not None:
                    assert sample.discards[seat] == state.discards[seat]
                    assert signals_hold(sample, seat)
            if index % 10 == 0:
                play_on(sample, index)


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTIONS.values(), ids=OPTIONS.keys())
def test_the_view_of_a_sample_is_the_view_many_games(options: dict[str, object]) -> None:
    """The same over 20 games per setting, every third state."""
    for seed in range(2, 22):
        for index, state in enumerate(positions(playout("aluette", 4, seed, options), 3)):
            for seat in [None, *range(4)]:
                sample = check_sample(state, seat, index)
                if seat is not None:
                    assert signals_hold(sample, seat)


def signals_hold(sample: Any, seat: int) -> bool:
    """Rules §8, truthful signals: each signal ``seat`` saw was true of the signaller's hand.

    Checked from the sample as the rules state it, for signals made after the chant was settled
    (the hand then is the current hand plus the cards played since, plus the cards discarded
    since); earlier ones are checked against the engine in the tests below.
    """
    if not sample.options.truthful_signals:
        return True
    events = sample.events
    for index, event in enumerate(events):
        if not isinstance(event, Signalled) or event.deal != sample.deal:
            continue
        later = events[index + 1 :]
        if any(isinstance(e, ChantDecided) for e in later):
            continue
        player = event.player
        held = list(sample.hands[player])
        held += [e.card for e in later if isinstance(e, CardPlayed) and e.player == player]
        discarded_later = sum(
            1 for e in later if isinstance(e, CardDiscarded) and e.player == player
        )
        if discarded_later:
            held += list(sample.discards[player][-discarded_later:])
        if event.kind is aluette.SignalKind.ACES:
            if sum(1 for c in held if c.rank is Rank.ACE) != event.count:
                return False
        elif event.kind in SIGNAL_CARD and SIGNAL_CARD[event.kind] not in held:
            return False
    return True


def test_a_hidden_card_is_anywhere_with_weights_by_place_size() -> None:
    """Rules §5: the deal is uniform. Without a chant, a card the viewer cannot see is in each
    other hand or in the talon with probability proportional to its size.

    3000 samples over 4 places: one place 25% more likely than it should be is rejected at
    p < 0.001 with power above 0.95.
    """
    state = next(
        s
        for s in playout("aluette", 4, 2, {"chant": False})
        if s.phase is Phase.PLAY and len(s.tricks) == 3 and len(s.trick) == 2
    )
    seat = 0
    seen = tablegames.view(state, seat)
    played = {c for t in state.tricks for c in t.cards} | set(state.trick)
    card = next(c for c in DECK if c not in state.hands[seat] and c not in played)
    hidden = sum(len(state.hands[s]) for s in (1, 2, 3)) + len(state.talon)
    places: dict[object, float] = {"talon": len(state.talon) / hidden}
    for s in (1, 2, 3):
        places[s] = len(state.hands[s]) / hidden
    found = Counter()
    for n in range(3000):
        sample = aluette.sample_state(seen, n)
        found[next((s for s in (1, 2, 3) if card in sample.hands[s]), "talon")] += 1
    assert chi_square_p(found, places) > ALPHA


# -- truthful signals and discards, against deals drawn by the engine ------------------------------


def _constraining(event: object, seat: int) -> bool:
    return (
        isinstance(event, Signalled)
        and event.player != seat
        and (event.kind in SIGNAL_CARD or event.kind is aluette.SignalKind.ACES)
    )


def signal_scenario(options: dict[str, object], chanter: bool) -> tuple[list[Any], int, int]:
    """A state of deal 1, after an agreed chant and before the first lead, whose viewer saw 2
    or 3 truthful signals of other seats, one of them an aces signal made by a chanter before
    the chant was agreed (its hand then did not hold the talon cards: how many aces it got from
    the talon is unknown); the viewer is a chanter or not."""
    for seed in range(400):
        states = first_chant(seed, options)
        for index, state in enumerate(states):
            if not state.chanters or state.phase is not Phase.PLAY:
                continue
            decided = next(i for i, e in enumerate(state.events) if isinstance(e, ChantDecided))
            for seat in range(4):
                if (seat in state.chanters) != chanter:
                    continue
                signals = [(i, e) for i, e in enumerate(state.events) if _constraining(e, seat)]
                early = [
                    e
                    for i, e in signals
                    if i < decided
                    and e.player in state.chanters
                    and e.kind is aluette.SignalKind.ACES
                ]
                if 2 <= len(signals) <= 3 and early:
                    return states, index, seat
            break
    raise AssertionError("no seeded game reached such a chant")


def first_chant(seed: int, options: dict[str, object]) -> list[Any]:
    """The states of a seeded game's first deal, up to its first lead."""
    state = tablegames.new_game("aluette", players=4, seed=seed, options=options)
    rng = Rng(seed, "playout")
    states = [state]
    while state.deal == 0 and not state.trick:
        state = tablegames.apply(state, aluette_move(state, rng))
        states.append(state)
    return states[:-1]


def engine_deal(states: list[Any], index: int, seat: int, rng: Rng) -> Any:
    """A state drawn by the engine, given what ``seat`` knows at ``index`` (in deal 1).

    The deal is redrawn uniformly among those that keep the seat's own hand and talon cards
    and give every other seat the cards it played (each put uniformly among the places it could
    have come from: its hand, or the talon cards it received as a chanter); the same moves are
    replayed, the other chanters' discards redrawn uniformly among their legal discards; deals
    in which a move turns illegal (an untrue signal, a card discarded that was played later)
    are thrown away.
    """
    real, start = states[index], states[0]
    size = len(start.talon)
    places: dict[int, list[int]] = {s: list(range(9 * s, 9 * s + 9)) for s in range(4)}
    for order, chanter in enumerate(real.chanters):
        places[chanter] += [36 + p for p in range(order, size, 2)]
    fixed = dict(zip(range(9 * seat, 9 * seat + 9), start.hands[seat], strict=True))
    if seat in real.chanters:
        fixed.update({p: start.talon[p - 36] for p in places[seat][9:]})
    played = [(e.player, e.card) for e in real.events if isinstance(e, CardPlayed)]
    while True:
        deal = dict(fixed)
        for player, card in played:
            if player != seat:
                free = [p for p in places[player] if p not in deal]
                deal[free[rng.below(len(free))]] = card
        rest = list(rng.shuffle([c for c in DECK if c not in deal.values()]))
        for place in range(48):
            if place not in deal:
                deal[place] = rest.pop()
        hands = tuple(
            tuple(sorted((deal[p] for p in range(9 * s, 9 * s + 9)), key=DECK_ORDER.__getitem__))
            for s in range(4)
        )
        state = attrs.evolve(start, hands=hands, talon=tuple(deal[36 + p] for p in range(size)))
        try:
            for move in real.history:
                if isinstance(move, aluette.DiscardCard) and move.player != seat:
                    legal = tablegames.legal_moves(state, move.player)
                    move = rng.choice([m for m in legal if isinstance(m, aluette.DiscardCard)])
                state = tablegames.apply(state, move)
        except IllegalMoveError:
            continue
        return state


def deal_facts(state: Any, seat: int) -> tuple[object, ...]:
    """The aces in each other hand, and where each card another seat signalled lies."""
    aces = tuple(sum(c.rank is Rank.ACE for c in state.hands[s]) for s in range(4) if s != seat)
    places = []
    for signal in state.signals:
        card = SIGNAL_CARD.get(signal.kind)
        if card is not None and signal.player != seat:
            where = [("hand", s) for s in range(4) if card in state.hands[s]]
            where += [("discards", s) for s in range(4) if card in state.discards[s]]
            places.append(where[0] if where else "played")
    return aces, tuple(places)


def pooled(first: Counter[Any], second: Counter[Any]) -> tuple[Counter[Any], Counter[Any]]:
    """Merge the outcomes seen fewer than 10 times in all into one, for the chi-square test."""
    rare = {k for k in first | second if first[k] + second[k] < 10}
    return (
        Counter("rare" if k in rare else k for k in first.elements()),
        Counter("rare" if k in rare else k for k in second.elements()),
    )


SIGNAL_OPTIONS = {
    "truthful": {"truthful_signals": True},
    "truthful-strict": {"truthful_signals": True, "strict_keep_highest": True},
}


@pytest.mark.parametrize("chanter", [False, True], ids=["viewer-not-chanter", "viewer-chanter"])
@pytest.mark.parametrize("options", SIGNAL_OPTIONS.values(), ids=SIGNAL_OPTIONS.keys())
@pytest.mark.sweep
def test_signals_and_discards_match_the_engine(options: dict[str, object], chanter: bool) -> None:
    """Rules §5 and §8: under truthful signals (and keep-the-highest), the other hands are
    distributed as the engine deals them given what the viewer saw: the aces in each hand and
    the place of each signalled card agree with 400 engine deals (chi-square homogeneity
    against 3000 samples, rejected below p = 0.001). Sampling that ignored the signals, or
    ignored that a chanter's signal made before the chant was agreed says nothing of its talon
    cards, fails it."""
    states, index, seat = signal_scenario(options, chanter)
    real = states[index]
    rng = Rng(21)
    engine = Counter(deal_facts(engine_deal(states, index, seat, rng), seat) for _ in range(400))
    seen = tablegames.view(real, seat)
    sampled = Counter(deal_facts(aluette.sample_state(seen, n), seat) for n in range(3000))
    assert homogeneity_p(*pooled(engine, sampled)) > ALPHA


def test_the_viewers_own_discards_and_talon_cards_are_kept() -> None:
    """Rules §5: a chanter knows the six cards it discarded; its sample keeps them, in order."""
    states, index, seat = signal_scenario({"truthful_signals": True}, chanter=True)
    state = states[index]
    own = tuple(
        e.card for e in state.events if isinstance(e, OwnCardDiscarded) and e.player == seat
    )
    assert len(own) == 6
    for n in range(20):
        assert aluette.sample_state(tablegames.view(state, seat), n).discards[seat] == own


def play_scenario(options: dict[str, object], chanter: bool) -> tuple[list[Any], int, int]:
    """A state of deal 1 after an agreed chant and two tricks, and a seat that is (or is not)
    a chanter."""
    for seed in range(400):
        state = tablegames.new_game("aluette", players=4, seed=seed, options=options)
        rng = Rng(seed, "playout")
        states = [state]
        while state.deal == 0 and len(state.tricks) < 2:
            state = tablegames.apply(state, aluette_move(state, rng))
            states.append(state)
        if state.deal == 0 and state.chanters and not state.trick:
            seat = next(s for s in range(4) if (s in state.chanters) == chanter)
            return states, len(states) - 1, seat
    raise AssertionError("no seeded game reached two tricks after a chant")


def strength_facts(state: Any, seat: int) -> tuple[object, ...]:
    """For each other chanter: how many of its unseen cards (hand and discards) are weaker
    than, and as strong as, the weakest card it played."""
    facts = []
    for chanter in state.chanters:
        if chanter == seat:
            continue
        played = [c.strength for t in state.tricks for c, p in _players(t) if p == chanter]
        lowest = min(played)
        unseen = [c.strength for c in (*state.hands[chanter], *state.discards[chanter])]
        facts.append((sum(x < lowest for x in unseen), sum(x == lowest for x in unseen)))
    return tuple(facts)


def _players(trick: Any) -> list[tuple[Any, int]]:
    return [(card, (trick.leader + i) % 4) for i, card in enumerate(trick.cards)]


@pytest.mark.parametrize("chanter", [False, True], ids=["viewer-not-chanter", "viewer-chanter"])
def test_keep_the_highest_discards_match_the_engine(chanter: bool) -> None:
    """Rules §5, keep-the-highest: a chanter's discards were its lowest cards, so the cards it
    played afterwards tell about them. After two tricks, how many of each other chanter's
    unseen cards are weaker than (or as strong as) its weakest play agrees with 400 engine
    deals (homogeneity, p > 0.001). Drawing those cards without weighing the chance that the
    discards spared the plays fails it (the first case at p < 1e-10)."""
    states, index, seat = play_scenario({"strict_keep_highest": True}, chanter)
    real = states[index]
    rng = Rng(23)
    engine = Counter(
        strength_facts(engine_deal(states, index, seat, rng), seat) for _ in range(400)
    )
    seen = tablegames.view(real, seat)
    sampled = Counter(strength_facts(aluette.sample_state(seen, n), seat) for n in range(3000))
    assert homogeneity_p(*pooled(engine, sampled)) > ALPHA


def _uniform_holdings(
    cards: Any, size: int, wanted: set[Any], unwanted: set[Any], rng: Rng
) -> list[Any]:
    """The proposal the sampler made before it drew a chanter's signalled cards first."""
    return list(rng.shuffle(cards)[:size])


def test_signalled_cards_drawn_first_for_a_chanter_keep_the_distribution(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rules §5 and §8: a chanter who has discarded (keep-the-highest) and played nothing has
    its cards drawn among those that hold the cards it signalled and none another seat
    signalled. The hands so drawn are distributed as when its cards are drawn uniformly and
    the draws breaking a signal are thrown away: the weak cards (fives and below) in each
    chanter's discards and the strong ones (aces and up) in its hand agree over 1000 samples
    of each (homogeneity, p > 0.001). Swapping a signalled card in for the weakest card drawn
    fails it (p < 1e-20)."""
    options = {"truthful_signals": True, "strict_keep_highest": True}
    state = playout("aluette", 4, 0, options)[137]
    seen = tablegames.view(state, 0)
    plan = sampling._plan(seen)
    chanters = [set(plan.hands[k.seat]) | set(plan.discards[k.seat]) for k in plan.keeps]
    inside = [card for card, region in plan.placed if any(region <= c for c in chanters)]
    assert len(plan.keeps) == 2
    assert not any(keep.played for keep in plan.keeps)
    assert inside  # cards a chanter must hold
    assert len(inside) < len(plan.placed)  # and cards it must not

    def facts(sample: Any) -> tuple[int, ...]:
        chanters = sorted(sample.chanters)
        weak = tuple(sum(c.strength <= 3 for c in sample.discards[s]) for s in chanters)
        strong = tuple(sum(c.strength >= 11 for c in sample.hands[s]) for s in chanters)
        return (*weak, *strong)

    drawn = Counter(facts(aluette.sample_state(seen, n)) for n in range(1000))
    monkeypatch.setattr(sampling, "_holdings_with", _uniform_holdings)
    rejected = Counter(facts(aluette.sample_state(seen, n)) for n in range(1000))
    assert homogeneity_p(*pooled(drawn, rejected)) > ALPHA


def test_aces_signals_no_deal_makes_true_are_refused_at_once() -> None:
    """Rules §8: with truthful signals, a view whose aces signals ask for more aces than the
    viewer cannot see is refused at once (as a search agent that trusted a lie meets it),
    rather than after MAX_ATTEMPTS draws; signals some deal makes true still sample."""
    start = tablegames.new_game("aluette", players=4, seed=3)
    assert sum(c.rank is Rank.ACE for c in start.hands[0]) == 1  # three aces hidden from seat 0

    def view_after(counts: dict[int, int]) -> Any:
        state = start
        for seat, count in counts.items():
            state = tablegames.apply(state, aluette.Signal(seat, aluette.SignalKind.ACES, count))
        seen = tablegames.view(state, 0)
        return attrs.evolve(seen, options=attrs.evolve(seen.options, truthful_signals=True))

    for lie in ({1: 4}, {2: 2, 3: 2}):
        with pytest.raises(tablegames.FormatError, match="aces"):
            aluette.sample_state(view_after(lie), 0)
    sample = aluette.sample_state(view_after({2: 1, 3: 2}), 0)
    assert [sum(c.rank is Rank.ACE for c in sample.hands[s]) for s in (2, 3)] == [1, 2]
