"""Sampling the hidden part of an Aluette game from a view (rules §5 and §8, ruling A-12).

Hidden from a seat: the other three hands, the talon (while it lies face down) and the other
chanters' face-down discards. The cards in those places are the deck less what the viewer holds
or discarded and every card played face up. The deal is a uniform shuffle and, assuming the
other seats' choices tell nothing about their cards, every way of putting those cards back is
equally likely, unless the rules say more:

* **Truthful signals** (``truthful_signals``): a signal the viewer saw was true of the
  signaller's hand when it was made. That hand is the signaller's current hand, plus the cards
  it has played since, plus the cards it has discarded since, less (for a chanter that signalled
  before the chant was agreed) the six talon cards it received afterwards. A card signal (say
  Monsieur) puts that card there; the aces signal fixes how many aces were there. Which six of a
  chanter's cards came from the talon is itself unknown and is drawn too.
* **Keep the highest** (``strict_keep_highest``): a chanter's discards were each among its
  lowest cards at the time, so the cards it played afterwards were never among its lowest six.
  The sampler draws the other chanters' cards with weights for that (by counting the hands
  below, at and above the strength of the lowest card each played), then discards for them by
  the rule, ties broken uniformly among the cards not played later (the model of a chanter's
  choice among equal cards).

The sampler draws the hidden cards as above and keeps a draw only if it meets every condition
(rejection sampling, with the signalled cards placed first among the places a signal allows
and the acceptance probability corrected for it; a chanter that played nothing draws its
cards among those holding the cards it signalled and none another seat did), so the result
is exactly the draw conditioned on everything the view shows. Aces signals that no deal
makes true (more aces than the viewer cannot see) are refused before any draw.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from math import comb

import attrs

from tablegames.aluette.cards import CHANT_CARDS, DECK, DECK_ORDER, SEATS, STRENGTH, Card, Rank
from tablegames.aluette.events import (
    CardDiscarded,
    CardPlayed,
    ChantDecided,
    DealDealt,
    OwnCardDiscarded,
    Signalled,
)
from tablegames.aluette.moves import SignalKind
from tablegames.aluette.rules import SIGNAL_CARD
from tablegames.aluette.state import AluetteState, AluetteView
from tablegames.core.errors import FormatError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.sample import fresh_seed_from, sampling_rng

__all__ = ["MAX_ATTEMPTS", "sample_state"]

#: Draws tried before giving up on a view (only a view no state gives comes near it).
MAX_ATTEMPTS = 200_000

_ACES = frozenset(card for card in DECK if card.rank is Rank.ACE)


@attrs.frozen
class _Signal:
    """What one truthful signal says, in terms of slots.

    The signaller's hand when it signalled is: the cards in ``slots`` (its hand and the discards
    it made later), plus ``played`` (the cards it played later), less the talon cards it
    received later when ``before_talon``. ``region`` holds ``slots``: where the signalled card
    is placed first (all the seat's slots when the sampler redoes its discards).
    """

    seat: int
    card: Card | None  # the signalled card, or None for the aces signal
    aces: int
    slots: frozenset[int]
    region: frozenset[int]
    played: tuple[Card, ...]
    before_talon: bool


@attrs.frozen
class _Keep:
    """A chanter whose face-down discards the sampler draws under keep-the-highest.

    ``size`` unseen cards (its hand and ``discarded`` discards); ``played`` are the cards it
    played later, the lowest of strength ``lowest`` (``at_lowest`` of them at that strength).
    ``wanted`` are the signalled hidden cards that can only be among its cards, ``unwanted``
    the other signalled hidden cards, which cannot.
    """

    seat: int
    size: int
    discarded: int
    played: frozenset[Card]
    lowest: int
    at_lowest: int
    wanted: frozenset[Card]
    unwanted: frozenset[Card]


@attrs.frozen
class _Plan:
    """Everything about a view that does not change from one sample to the next."""

    pool: tuple[Card, ...]  # the hidden cards, in deck order
    hands: tuple[tuple[int, ...], ...]  # per seat: its hand's slots (the viewer's: empty)
    discards: tuple[tuple[int, ...], ...]  # per seat: its discard slots, in discarding order
    talon: tuple[int, ...]  # the talon's slots, in order
    played: tuple[tuple[Card, ...], ...]  # per seat: the cards it played this deal
    signals: tuple[_Signal, ...]
    placed: tuple[tuple[Card, frozenset[int]], ...]  # signalled hidden cards, where they may be
    talon_seats: tuple[int, ...]  # chanters whose talon cards must be drawn
    keeps: tuple[_Keep, ...]  # chanters whose discards follow keep-the-highest


def _refuse(reason: str) -> FormatError:
    return FormatError(f"no Aluette state gives this view: {reason}")


def _deal_events(view: AluetteView) -> Sequence[object]:
    """The events of the current deal (the log starts with the end of the previous one)."""
    events = view.events
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if isinstance(event, DealDealt) and event.deal == view.deal:
            return events[index + 1 :]
    raise _refuse(f"its event log does not show deal {view.deal} being dealt")


def _plan(view: AluetteView) -> _Plan:
    viewer = view.player
    events = _deal_events(view)
    own_discards = tuple(
        e.card for e in events if isinstance(e, OwnCardDiscarded) and e.player == viewer
    )
    played: list[list[Card]] = [[] for _ in range(SEATS)]
    for event in events:
        if isinstance(event, CardPlayed):
            played[event.player].append(event.card)
    known = {*view.hand, *own_discards}
    for cards in played:
        known.update(cards)
    pool = tuple(card for card in DECK if card not in known)

    hands: list[tuple[int, ...]] = []
    discards: list[tuple[int, ...]] = []
    slot = 0
    for seat in range(SEATS):
        if seat == viewer:
            hands.append(())
            discards.append(())
            continue
        hands.append(tuple(range(slot, slot + view.hand_sizes[seat])))
        slot += view.hand_sizes[seat]
        discards.append(tuple(range(slot, slot + view.discard_counts[seat])))
        slot += view.discard_counts[seat]
    talon = tuple(range(slot, slot + view.talon_size))
    slot += view.talon_size
    if slot != len(pool) or len(known) + len(pool) != len(DECK):
        raise _refuse("its hands, discards, talon and played cards do not make up the deck")

    signals: list[_Signal] = []
    if view.options.truthful_signals:
        signals = _signals(view, events, hands, discards, played, known)
    allowed: dict[Card, frozenset[int]] = {}
    for signal in signals:
        if signal.card is not None and signal.card not in known:
            region = signal.region
            allowed[signal.card] = allowed.get(signal.card, region) & region
            if not allowed[signal.card]:
                raise _refuse(f"no seat can have held the {signal.card} when it was signalled")
    _check_aces(signals, pool)
    talon_seats = tuple(sorted({s.seat for s in signals if s.before_talon}))
    keeps: list[_Keep] = []
    if view.options.strict_keep_highest:
        for seat in view.chanters:
            if seat != viewer and discards[seat]:
                mine = tuple(played[seat])
                lowest = min((STRENGTH[card] for card in mine), default=0)
                slots = {*hands[seat], *discards[seat]}
                wanted = frozenset(card for card, region in allowed.items() if region <= slots)
                keeps.append(
                    _Keep(
                        seat=seat,
                        size=len(hands[seat]) + len(discards[seat]),
                        discarded=len(discards[seat]),
                        played=frozenset(mine),
                        lowest=lowest,
                        at_lowest=sum(1 for card in mine if STRENGTH[card] == lowest),
                        wanted=wanted,
                        unwanted=frozenset(allowed) - wanted,
                    )
                )
    return _Plan(
        pool=pool,
        hands=tuple(hands),
        discards=tuple(discards),
        talon=talon,
        played=tuple(tuple(cards) for cards in played),
        signals=tuple(signals),
        placed=tuple(sorted(allowed.items(), key=lambda item: DECK_ORDER[item[0]])),
        talon_seats=talon_seats,
        keeps=tuple(keeps),
    )


def _signals(
    view: AluetteView,
    events: Sequence[object],
    hands: Sequence[tuple[int, ...]],
    discards: Sequence[tuple[int, ...]],
    played: Sequence[Sequence[Card]],
    known: set[Card],
) -> list[_Signal]:
    """The truthful signals of other seats the viewer saw, as conditions on slots (rules §8)."""
    strict = view.options.strict_keep_highest
    found = []
    for index, event in enumerate(events):
        if not isinstance(event, Signalled) or event.player == view.player:
            continue
        if event.kind is not SignalKind.ACES and event.kind not in SIGNAL_CARD:
            continue  # a signal about no card says nothing the rules can check
        seat = event.player
        later = events[index + 1 :]
        played_later = tuple(
            e.card for e in later if isinstance(e, CardPlayed) and e.player == seat
        )
        discarded_later = sum(1 for e in later if isinstance(e, CardDiscarded) and e.player == seat)
        before_talon = seat in view.chanters and any(
            isinstance(e, ChantDecided) and e.agreed for e in later
        )
        own = discards[seat]
        slots = frozenset((*hands[seat], *own[len(own) - discarded_later :]))
        # Under keep-the-highest the sampler itself decides which of a chanter's cards were
        # discarded, so a signalled card is first placed anywhere among the seat's cards.
        region = frozenset((*hands[seat], *own)) if strict and seat in view.chanters else slots
        if event.kind is SignalKind.ACES:
            count = event.count or 0
            found.append(_Signal(seat, None, count, slots, region, played_later, before_talon))
            continue
        card = SIGNAL_CARD[event.kind]
        earlier = [c for c in played[seat] if c not in played_later]
        if card in known and card not in played_later:
            where = "played it before" if card in earlier else "could not hold it"
            raise _refuse(f"player {seat} signalled the {card} but {where}")
        found.append(_Signal(seat, card, 0, slots, region, played_later, before_talon))
    return found


def _check_aces(signals: Sequence[_Signal], pool: Sequence[Card]) -> None:
    """Refuse at once aces signals no deal can make true (a lie a search agent took as true);
    drawing for them would only end after :data:`MAX_ATTEMPTS` draws.

    A signal made before its chanter received the talon counts aces the talon may have taken
    back, so it only bounds the aces from above. The others need at least their count, less
    the aces played since, among their slots; the seats' slots are apart, so the hidden aces
    must cover every seat's largest need.
    """
    hidden = sum(1 for card in pool if card in _ACES)
    needs: dict[int, int] = {}
    for signal in signals:
        if signal.card is not None:
            continue
        shown = sum(1 for card in signal.played if card in _ACES)
        if signal.before_talon:
            if signal.aces > hidden + shown:
                raise _refuse(f"player {signal.seat} signalled {signal.aces} aces")
            continue
        need = signal.aces - shown
        if not 0 <= need <= min(hidden, len(signal.slots)):
            raise _refuse(f"player {signal.seat} signalled {signal.aces} aces")
        needs[signal.seat] = max(needs.get(signal.seat, 0), need)
    if sum(needs.values()) > hidden:
        raise _refuse(f"the aces signals ask for more than the {hidden} aces nobody showed")


def _chance_clean(low: int, level: int, played: int, count: int) -> float:
    """The chance that discarding ``count`` lowest cards, ties drawn uniformly, spares every
    played card, when ``low`` unplayed cards lie below the played cards' lowest strength and
    ``level`` unplayed cards (and ``played`` played ones) lie at it."""
    if low >= count:
        return 1.0
    chance = 1.0
    for i in range(count - low):
        if level - i <= 0:
            return 0.0
        chance *= (level - i) / (level + played - i)
    return chance


# A documented memo table (see "What the library keeps between calls" in the concepts page).
@functools.lru_cache(maxsize=1024)
def _ways(
    low: int, level: int, high: int, size: int, discarded: int, at_lowest: int
) -> tuple[tuple[float, int, int], ...]:
    """The ways to deal a chanter ``size`` unseen cards out of ``low`` cards below its weakest
    play, ``level`` at it and ``high`` above: (weight, taken below, taken at).

    The weight is the number of such hands times the chance that keep-the-highest discards
    spare the played cards (only those hands are possible).
    """
    found = []
    for a in range(min(low, size) + 1):
        for e in range(min(level, size - a) + 1):
            if size - a - e > high:
                continue
            count = comb(low, a) * comb(level, e) * comb(high, size - a - e)
            chance = _chance_clean(a, e, at_lowest, discarded)
            if count and chance:
                found.append((count * chance, a, e))
    return tuple(found)


def _pick(weights: Sequence[float], rng: Rng) -> int:
    """An index drawn with probability proportional to ``weights``."""
    target = rng.next_u64() / 2.0**64 * sum(weights)
    for index, weight in enumerate(weights):
        target -= weight
        if target < 0.0:
            return index
    return max(i for i, weight in enumerate(weights) if weight > 0.0)


def _split(cards: Sequence[Card], lowest: int) -> tuple[list[Card], list[Card], list[Card]]:
    """The cards below, at and above strength ``lowest``."""
    below = [card for card in cards if STRENGTH[card] < lowest]
    at = [card for card in cards if STRENGTH[card] == lowest]
    above = [card for card in cards if STRENGTH[card] > lowest]
    return below, at, above


def _holdings(cards: Sequence[Card], keep: _Keep, rng: Rng) -> list[Card] | None:
    """A chanter's unseen cards from ``cards``, weighted by the chance its discards spared its
    plays; ``None`` if no hand can have."""
    if not keep.played:
        return list(rng.shuffle(cards)[: keep.size])
    below, at, above = _split(cards, keep.lowest)
    ways = _ways(len(below), len(at), len(above), keep.size, keep.discarded, keep.at_lowest)
    if not ways:
        return None
    _, a, e = ways[_pick([weight for weight, _, _ in ways], rng)]
    return [
        *rng.shuffle(below)[:a],
        *rng.shuffle(at)[:e],
        *rng.shuffle(above)[: keep.size - a - e],
    ]


#: What the joint weights need of a chanter: its unseen cards, discards, plays at its weakest
#: strength, the strength classes below that strength and the class at it.
_Spec = tuple[int, int, int, tuple[int, ...], int]


def _compositions(bounds: Sequence[int], total: int) -> list[tuple[int, ...]]:
    """Every way to take ``total`` cards from classes holding ``bounds`` cards."""
    if not bounds:
        return [()] if total == 0 else []
    return [
        (first, *rest)
        for first in range(min(bounds[0], total) + 1)
        for rest in _compositions(bounds[1:], total - first)
    ]


# A documented memo table (see "What the library keeps between calls" in the concepts page).
@functools.lru_cache(maxsize=256)
def _joint(
    counts: tuple[int, ...], first: _Spec, second: _Spec
) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """Two chanters who both played: the weights of the first one's share of each class.

    Each share is weighted by its number of hands, the chance the first chanter's discards
    spared its plays, and the total weight of the second chanter's hands from what is left.
    """
    left_over: dict[tuple[int, int, int], float] = {}

    def second_total(rest: tuple[int, ...]) -> float:
        size, discarded, at_lowest, below, at = second
        low = sum(rest[c] for c in below)
        key = (low, rest[at], sum(rest) - low - rest[at])
        if key not in left_over:
            ways = _ways(*key, size, discarded, at_lowest)
            left_over[key] = sum(weight for weight, _, _ in ways)
        return left_over[key]

    size, discarded, at_lowest, below, at = first
    found = []
    for share in _compositions(counts, size):
        count = 1
        for held, taken in zip(counts, share, strict=True):
            count *= comb(held, taken)
        chance = _chance_clean(sum(share[c] for c in below), share[at], at_lowest, discarded)
        if chance:
            rest = tuple(held - taken for held, taken in zip(counts, share, strict=True))
            weight = count * chance * second_total(rest)
            if weight:
                found.append((weight, share))
    return tuple(found)


def _both_played(cards: Sequence[Card], keeps: Sequence[_Keep], rng: Rng) -> list[Card] | None:
    """The first chanter's unseen cards when both chanters played (see :func:`_joint`)."""
    low, high = sorted(keep.lowest for keep in keeps)

    def index(strength: int) -> int:
        if strength < low:
            return 0
        if strength == low:
            return 1
        if strength < high:
            return 2
        return 3 if strength == high else 4

    classes: list[list[Card]] = [[] for _ in range(5)]
    for card in cards:
        classes[index(STRENGTH[card])].append(card)

    def spec(keep: _Keep) -> _Spec:
        at = index(keep.lowest)
        return keep.size, keep.discarded, keep.at_lowest, tuple(range(at)), at

    table = _joint(tuple(map(len, classes)), spec(keeps[0]), spec(keeps[1]))
    if not table:
        return None
    _, share = table[_pick([weight for weight, _ in table], rng)]
    return [card for kind, n in zip(classes, share, strict=True) for card in rng.shuffle(kind)[:n]]


def _holdings_with(
    cards: Sequence[Card], size: int, wanted: frozenset[Card], unwanted: frozenset[Card], rng: Rng
) -> list[Card] | None:
    """``size`` of ``cards``, uniformly among those that hold every ``wanted`` card and no
    ``unwanted`` one (the signalled cards that must, or must not, be a chanter's).

    A chanter that played nothing has its cards drawn uniformly, and every draw that breaks
    these conditions is rejected later; each other draw keeps its chance times the same
    factor (the number of such draws does not depend on the earlier chanters' cards once
    those kept to their own conditions), so drawing only among them is exact.
    """
    if not wanted <= set(cards) or len(wanted) > size:
        return None
    others = [card for card in cards if card not in wanted and card not in unwanted]
    if len(others) < size - len(wanted):
        return None
    first = sorted(wanted, key=DECK_ORDER.__getitem__)
    return list(rng.shuffle([*first, *rng.shuffle(others)[: size - len(wanted)]]))


def _keep_highest(holdings: Sequence[Card], keep: _Keep, rng: Rng) -> list[Card]:
    """Discard ``keep.discarded`` cards one by one, each among the lowest left (rules §5,
    keep-the-highest), ties drawn uniformly among the cards that were not played later.

    Among equal cards each discard was uniform; given that no played card was discarded,
    every order of unplayed equal cards stays equally likely.
    """
    left = [*holdings, *keep.played]
    discarded = []
    for _ in range(keep.discarded):
        lowest = min(STRENGTH[card] for card in left)
        ties = [c for c in left if STRENGTH[c] == lowest and c not in keep.played]
        card = ties[rng.below(len(ties))] if len(ties) > 1 else ties[0]
        left.remove(card)
        discarded.append(card)
    return discarded


def _keep_the_highest(plan: _Plan, rng: Rng) -> dict[int, tuple[list[Card], list[Card]]] | None:
    """Rules §5 under keep-the-highest: the other chanters' cards and discards.

    The rule ties a chanter's discards to its cards: they were its lowest, so the cards it
    played later were never among them. The chanters' unseen cards are drawn with exact
    weights for that (by counting hands below, at and above the weakest card each played;
    jointly when both such chanters played, as they compete for the weak cards), then the
    discards are made by the rule.

    Returns:
        Per chanter: its hand and its discards in order; ``None`` if no hand can have.
    """
    keeps = sorted(plan.keeps, key=lambda keep: not keep.played)  # a chanter who played first
    cards = list(plan.pool)
    found: dict[int, tuple[list[Card], list[Card]]] = {}
    for number, keep in enumerate(keeps):
        wanted, unwanted = keep.wanted, keep.unwanted
        if not keep.played and (wanted or unwanted):
            holdings = _holdings_with(cards, keep.size, wanted, unwanted, rng)
        elif number == 0 and len(keeps) == 2 and keeps[1].played:
            holdings = _both_played(cards, keeps, rng)
        else:
            holdings = _holdings(cards, keep, rng)
        if holdings is None:
            return None
        taken = set(holdings)
        if not wanted <= taken or unwanted & taken:
            return None  # rejected now rather than once the other cards are dealt
        cards = [card for card in cards if card not in taken]
        discards = _keep_highest(holdings, keep, rng)
        found[keep.seat] = ([c for c in holdings if c not in discards], discards)
    return found


def _attempt(plan: _Plan, rng: Rng) -> list[Card | None] | None:
    """One proposal: a filling of the slots, or ``None`` when it is rejected."""
    size = len(plan.pool)
    filled: list[Card | None] = [None] * size
    free = set(range(size))
    used: set[Card] = set()
    if plan.keeps:
        chanters = _keep_the_highest(plan, rng)
        if chanters is None:
            return None
        for seat, (hand, discards) in chanters.items():
            for slot, card in zip(
                (*plan.hands[seat], *plan.discards[seat]), (*hand, *discards), strict=True
            ):
                filled[slot] = card
                free.discard(slot)
                used.add(card)
    talon_positions: dict[int, frozenset[int]] = {}
    for seat in plan.talon_seats:
        # Which of the seat's cards (slots, and played cards as positions after them) came from
        # the talon: a uniform choice of six.
        positions = (*plan.hands[seat], *plan.discards[seat])
        everything = len(positions) + len(plan.played[seat])
        talon_positions[seat] = frozenset(rng.shuffle(range(everything))[:CHANT_CARDS])
    # Place the signalled cards first, each uniformly among the free slots its signals allow;
    # the acceptance probability makes up for the places not offered. (Cards of chanters drawn
    # above are checked with the other conditions below.)
    weight = 1.0
    for card, region in plan.placed:
        if not region & free:
            if card in used:
                continue
            return None
        if card in used:
            return None
        options = [slot for slot in sorted(region) if slot in free]
        weight *= len(options) / len(region)
        slot = options[rng.below(len(options))]
        filled[slot] = card
        free.discard(slot)
        used.add(card)
    rest = [card for card in plan.pool if card not in used]
    for slot, card in zip(sorted(free), rng.shuffle(rest), strict=True):
        filled[slot] = card
    if weight < 1.0 and rng.next_u64() >= weight * 2.0**64:
        return None
    from_talon: dict[int, set[Card | None]] = {}
    for seat, picked in talon_positions.items():
        positions = (*plan.hands[seat], *plan.discards[seat])
        cards_of_seat = [filled[slot] for slot in positions] + list(plan.played[seat])
        from_talon[seat] = {card for i, card in enumerate(cards_of_seat) if i in picked}
    for signal in plan.signals:
        held = {filled[slot] for slot in signal.slots}
        held.update(signal.played)
        if signal.before_talon:
            held -= from_talon[signal.seat]
        if signal.card is not None:
            if signal.card not in held:
                return None
        elif len(held & _ACES) != signal.aces:
            return None
    return filled


def sample_state(view: AluetteView, rng: Rng | int) -> AluetteState:
    """A full Aluette state consistent with ``view``, its hidden cards drawn (see the module).

    The history is empty (see :func:`tablegames.sample_state`). Other arguments and
    errors as there.
    """
    generator = sampling_rng(rng)
    plan = _plan(view)
    for _ in range(MAX_ATTEMPTS):
        filled = _attempt(plan, generator)
        if filled is not None:
            break
    else:
        raise _refuse(f"no draw out of {MAX_ATTEMPTS} met its signals and discards")
    viewer = view.player
    hands: list[tuple[Card, ...]] = []
    discards: list[tuple[Card, ...]] = []
    own_discards = tuple(
        e.card for e in _deal_events(view) if isinstance(e, OwnCardDiscarded) and e.player == viewer
    )
    for seat in range(SEATS):
        if seat == viewer:
            hands.append(view.hand)
            discards.append(own_discards)
            continue
        hand = [filled[slot] for slot in plan.hands[seat]]
        hands.append(tuple(sorted((c for c in hand if c), key=DECK_ORDER.__getitem__)))
        discards.append(tuple(c for c in (filled[slot] for slot in plan.discards[seat]) if c))
    talon = tuple(c for c in (filled[slot] for slot in plan.talon) if c)
    return AluetteState(
        players=SEATS,
        seed=fresh_seed_from(generator),
        options=view.options,
        history=History(),
        events=view.events,
        positions=view.positions,
        deal=view.deal,
        dealer=view.dealer,
        phase=view.phase,
        to_act=view.to_act,
        hands=tuple(hands),
        talon=talon,
        discards=tuple(discards),
        votes=view.votes,
        chanters=view.chanters,
        offer=view.offer,
        announcer=view.announcer,
        leader=view.leader,
        trick=view.trick,
        tricks=view.tricks,
        signals=view.signals,
        team_points=view.team_points,
        results=view.results,
    )
