"""What a sound Aluette state or view looks like: the checks run on every document read.

Each check states a fact the rules guarantee for every reachable state; a document breaking one
was corrupted or tampered with, and ``tablegames.from_json`` refuses it. The checks run in time
linear in the document's size and never raise on a well-typed document, however absurd: shapes
(lengths of per-seat tuples, seat numbers, sizes) are checked first, and the later checks run
only once the shapes are sound.

What is checked, for states and views alike (:func:`_check_table`):

* shapes: four hand sizes and discard counts within what a deal allows, the talon 0 or 12
  cards, positions a permutation of the four seats, seats (dealer, leader, seat to act, the
  conceding seat, the announcer, chanters) 0-3, at most 9 tricks of 4 cards with a seat or
  ``None`` as winner, at most 3 cards in the current trick, at most 4 chant votes;
* deals: one result per finished deal (so the deal counter is as long as the results, which
  the document's size bounds); the dealer rotating; every result one the rules can give under
  the options (conceded, announced, plain or a refused concession, with its points); the team
  points the sum of the results; the game still going after every finished deal but the last
  (so five deals, or extra deals only after tied ones that all scored nothing), and over after
  the last when the phase says so;
* the chant: votes in order and stopping at the first "no", the talon with the chanters the
  options name, only chanters discarding, at most six each;
* the phase: the fields each phase needs (the seat to act, empty tricks before the first
  lead, the hand sizes each phase implies: 9, up to 15 for chanters, 9 less the tricks played);
* tricks: each led by the previous winner (the same leader after a spoiled one), with four
  cards and the winner its cards give;
* signals: at most ``max_signals_per_deal`` per seat, each kind once per seat per trick, an
  ace count only for aces, placed no later than the current card, in order;
* events: at most what one deal can log, each naming seats 0-3 with cards in the numbers the
  rules deal.

States add (:func:`check_invariants`): 4 players; a seed from 0 to 2**53 - 1; hands in deck
order; every card of the deck exactly once among hands, talon, discards, tricks and the
current trick; and the history, followed deal by deal without the shuffles: every move of the
kind and seat the rules call for next, every finished deal's tricks giving its recorded result,
no card played or discarded twice in a deal, and the current deal's moves being exactly the
votes, discards, offer, announcement, tricks and signals the state shows.

Views add (:func:`check_view_invariants`): the viewer a seat or ``None`` (then without a hand);
the viewer's hand in deck order and as long as its hand size; no card seen twice; the counts
adding up to the 48 cards; only signals and private events the viewer may see.

Replaying the history from the seed (``verify_history=True``) remains the full proof.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain, pairwise
from typing import Any, Protocol, cast

from tablegames.aluette.cards import (
    ACE_COUNTS,
    CHANT_CARDS,
    CONCESSION_POINTS,
    DEAL_POINTS,
    DECK,
    DECK_ORDER,
    FAILED_ANNOUNCEMENT_POINTS,
    FAILED_REFUSAL_POINTS,
    HAND_SIZE,
    MORDIENNE_POINTS,
    SEATS,
    STRENGTH,
    Card,
)
from tablegames.aluette.events import (
    AluetteEvent,
    CardDiscarded,
    CardPlayed,
    ChantDecided,
    ChantVoted,
    ConcessionAnswered,
    ConcessionOffered,
    DealDealt,
    DealScored,
    FaceUpCardDealt,
    GameEnded,
    HandDealt,
    MordienneAnnounced,
    OwnCardDiscarded,
    SeatsAssigned,
    Signalled,
    TalonReceived,
    TrickCompleted,
)
from tablegames.aluette.moves import (
    AluetteMove,
    AnnounceMordienne,
    AnswerConcession,
    DiscardCard,
    OfferConcession,
    PlayCard,
    Signal,
    SignalKind,
    VoteChant,
)
from tablegames.aluette.rules import (
    chant_recipients,
    concession_result,
    game_continues,
    partner,
    score_deal,
    team,
    trick_winner,
)
from tablegames.aluette.state import (
    AluetteOptions,
    AluetteState,
    AluetteView,
    DealResult,
    Phase,
    SignalVisibility,
    Trick,
)

__all__ = ["check_invariants", "check_view_invariants"]

_SEATS = range(SEATS)
_ALL_SEATS = frozenset(_SEATS)
#: Cards left face down after the deal.
TALON_SIZE = len(DECK) - SEATS * HAND_SIZE
#: The most cards a seat can hold: a chanter's nine plus six from the talon.
MAX_HAND = HAND_SIZE + CHANT_CARDS
#: Tricks in a deal, one per card in hand.
TRICKS = HAND_SIZE
#: Largest seed: the seed is an integer from 0 to 2**53 - 1 (exact in every JSON reader).
MAX_SEED = 2**53 - 1
_POINTS = frozenset(
    {
        0,
        DEAL_POINTS,
        MORDIENNE_POINTS,
        CONCESSION_POINTS,
        FAILED_REFUSAL_POINTS,
        FAILED_ANNOUNCEMENT_POINTS,
    }
)
#: The events one deal can log besides signals. The log covers the current deal, from the
#: move that ended the previous one (its card, trick and score, or the accepted concession and
#: score) on; deal 0 also holds the face-up deal that settled partnerships.
_EVENTS_WITHOUT_SIGNALS = sum(
    (
        len(DECK) + 1,  # face-up cards and the seating (deal 0 only)
        3,  # the end of the previous deal
        1 + SEATS,  # the deal and each hand
        SEATS + 1 + 2,  # votes, the decision, the talon received
        2 * 2 * CHANT_CARDS,  # discards, public and private
        SEATS + 1,  # concession offers and the answer
        SEATS,  # announcements
        SEATS * TRICKS + TRICKS,  # cards played and tricks completed
        2,  # the deal's score and the end of the game
    )
)


class _Table(Protocol):
    """The fields states and views share: everything public about the game."""

    @property
    def options(self) -> AluetteOptions: ...
    @property
    def positions(self) -> tuple[int, ...]: ...
    @property
    def deal(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def votes(self) -> tuple[bool, ...]: ...
    @property
    def chanters(self) -> tuple[int, ...]: ...
    @property
    def offer(self) -> int | None: ...
    @property
    def announcer(self) -> int | None: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick(self) -> tuple[Card, ...]: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def signals(self) -> tuple[Signalled, ...]: ...
    @property
    def team_points(self) -> tuple[int, int]: ...
    @property
    def results(self) -> tuple[DealResult, ...]: ...
    @property
    def events(self) -> tuple[AluetteEvent, ...]: ...


# -- states ---------------------------------------------------------------------------------------


def check_invariants(state: AluetteState, *, with_history: bool = True) -> list[str]:
    """Every way ``state`` breaks the rules' bookkeeping (empty when it is sound).

    Args:
        state: The state to check.
        with_history: Whether to check the history too. Only states made without their
            history, such as :func:`~tablegames.sample_state`'s samples, skip it: loading a
            document always checks it.
    """
    if state.players != SEATS:
        return [f"players: Aluette has {SEATS} seats, not {_cut(state.players)}"]
    if type(state.seed) is not int or not 0 <= state.seed <= MAX_SEED:
        return [f"seed: must be an integer from 0 to 2**53 - 1, got {_cut(state.seed)}"]
    if len(state.hands) != SEATS or len(state.discards) != SEATS:
        return [f"hands and discards must have one entry per seat ({SEATS})"]
    sizes = tuple(len(hand) for hand in state.hands)
    discarded = tuple(len(pile) for pile in state.discards)
    problems = _check_table(state, sizes, discarded, len(state.talon))
    if problems:
        return problems
    for seat, hand in enumerate(state.hands):
        if not _in_deck_order(hand):
            return [f"hands[{seat}]: the cards are not in deck order, or one is held twice"]
    return [*_check_cards(state), *(_check_history(state) if with_history else ())]


def _in_deck_order(cards: tuple[Card, ...]) -> bool:
    """Whether ``cards`` are distinct and in deck order (as hands are always kept)."""
    # The deck's own cards (documents are read into those) by identity, at C speed: their
    # places in the deck, strictly increasing.
    places = list(map(_PLACE_BY_ID.get, map(id, cards)))
    if None not in places:
        known = cast("list[int]", places)
        return known == sorted(known) and len(set(known)) == len(known)
    order = DECK_ORDER
    return all(order[a] < order[b] for a, b in pairwise(cards))


def _check_cards(state: AluetteState) -> list[str]:
    # The rule, the deck's own cards by identity at C speed: 48 distinct cards of the deck.
    piles = (*state.hands, *state.discards, state.talon, state.trick)
    places = list(
        map(
            _PLACE_BY_ID.get,
            map(id, chain(*piles, *[trick.cards for trick in state.tricks])),
        )
    )
    if len(places) == len(DECK) and None not in places and len(set(places)) == len(DECK):
        return []
    seen: dict[Card, int] = {}
    for pile in (*state.hands, *state.discards, state.talon, state.trick):
        for card in pile:
            seen[card] = seen.get(card, 0) + 1
    for trick in state.tricks:
        for card in trick.cards:
            seen[card] = seen.get(card, 0) + 1
    if len(seen) == len(DECK) and all(count == 1 for count in seen.values()):
        return []
    missing = [str(card) for card in DECK if card not in seen]
    doubled = [str(card) for card, count in seen.items() if count > 1]
    return [
        "the 48 cards are not each accounted for exactly once "
        f"(missing: {_few(missing)}; more than once: {_few(doubled)})"
    ]


def _few(names: list[str]) -> str:
    if not names:
        return "none"
    shown = ", ".join(names[:4])
    return shown + (f" and {len(names) - 4} more" if len(names) > 4 else "")


# -- views ----------------------------------------------------------------------------------------


def check_view_invariants(view: AluetteView) -> list[str]:
    """Every way ``view`` is inconsistent (empty when it is sound).

    A client reading a view from a server it does not trust relies on this: a view it accepts
    cannot make :func:`~tablegames.aluette.legal_moves_from_view`, ``render`` or ``to_json``
    raise or hang.
    """
    player = view.player
    if player is not None and player not in _SEATS:
        return [f"player: the viewer must be a seat 0-{SEATS - 1} or null, got {_cut(player)}"]
    if len(view.hand_sizes) != SEATS or len(view.discard_counts) != SEATS:
        return [f"hand_sizes and discard_counts must have one entry per seat ({SEATS})"]
    problems = _check_table(view, view.hand_sizes, view.discard_counts, view.talon_size)
    if problems:
        return problems
    if player is None:
        if view.hand:
            return ["hand: a spectator holds no cards"]
    elif len(view.hand) != view.hand_sizes[player] or not _in_deck_order(view.hand):
        return [f"hand: the viewer's hand does not match its size {view.hand_sizes[player]}"]
    shown = [*view.hand, *view.trick, *(card for trick in view.tricks for card in trick.cards)]
    if len(set(shown)) != len(shown):
        return ["a card is seen twice among the hand, the current trick and the tricks"]
    hidden = sum(view.hand_sizes) + view.talon_size + sum(view.discard_counts)
    if hidden + len(view.trick) + SEATS * len(view.tricks) != len(DECK):
        return [f"the card counts do not add up to the {len(DECK)} cards of the deck"]
    for signal in view.signals:
        if signal.partner_only and player not in (signal.player, partner(signal.player)):
            return ["signals: a partner-only signal of the other team"]
    for event in view.events:
        if getattr(event, "private", False) and event.player != player:  # type: ignore[union-attr]
            return ["events: a private event of another seat"]
        if (
            isinstance(event, Signalled)
            and event.partner_only
            and player not in (event.player, partner(event.player))
        ):
            return ["events: a partner-only signal of the other team"]
    return []


# -- what states and views share ------------------------------------------------------------------


def _check_table(
    table: _Table, sizes: tuple[int, ...], discarded: tuple[int, ...], talon: int
) -> list[str]:
    """The public checks, given each seat's hand size and discard count and the talon size."""
    problems = _check_shapes(table, sizes, discarded, talon)
    if problems:
        return problems
    return [
        *_check_deals(table),
        *_check_chant(table, discarded, talon),
        *_check_phase(table, sizes, discarded),
        *_check_tricks(table),
        *_check_signals(table),
    ]


def _seat_or_none(value: int | None) -> bool:
    return value is None or value in _SEATS


def _check_shapes(
    table: _Table, sizes: tuple[int, ...], discarded: tuple[int, ...], talon: int
) -> list[str]:
    """Lengths, seats and sizes: what the other checks index with, so they cannot fail."""
    if len(sizes) != SEATS or len(discarded) != SEATS:
        return [f"hand sizes and discard counts must have one entry per seat ({SEATS})"]
    if any(not 0 <= size <= MAX_HAND for size in sizes):
        return [f"hand sizes {_cut(sizes)} must each be 0 to {MAX_HAND}"]
    if any(not 0 <= count <= CHANT_CARDS for count in discarded):
        return [f"discard counts {_cut(discarded)} must each be 0 to {CHANT_CARDS}"]
    if talon not in (0, TALON_SIZE):
        return [f"talon: {_cut(talon)} cards; it holds {TALON_SIZE} cards, or none after a chant"]
    if len(table.positions) != SEATS or set(table.positions) != _ALL_SEATS:
        return ["positions must be the four table positions, each once"]
    if len(table.team_points) != 2 or any(points < 0 for points in table.team_points):
        return ["team_points must be two numbers of points, one per team"]
    for name, value in (("dealer", table.dealer), ("leader", table.leader)):
        if value not in _SEATS:
            return [f"{name}: {_cut(value)} is not a seat"]
    for name, maybe in (
        ("to_act", table.to_act),
        ("offer", table.offer),
        ("announcer", table.announcer),
    ):
        if not _seat_or_none(maybe):
            return [f"{name}: {_cut(maybe)} is not a seat"]
    if table.deal < 0:
        return [f"deal: {_cut(table.deal)} is not a deal number"]
    if len(table.votes) > SEATS:
        return [f"votes: {len(table.votes)} chant votes; there are {SEATS} seats"]
    if len(table.chanters) not in (0, 2) or not set(table.chanters) <= _ALL_SEATS:
        return ["chanters: two seats, or none"]
    if len(table.tricks) > TRICKS or len(table.trick) >= SEATS:
        return [f"tricks: at most {TRICKS} tricks of {SEATS} cards, and 0-3 cards in the current"]
    for number, trick in enumerate(table.tricks, start=1):
        if len(trick.cards) != SEATS or trick.leader not in _SEATS:
            return [f"trick {number} must have a seat as leader and {SEATS} cards"]
        if not _seat_or_none(trick.winner):
            return [f"trick {number}: the winner {_cut(trick.winner)} is not a seat"]
    cap = table.options.max_signals_per_deal
    if len(table.signals) > SEATS * cap:
        return [f"signals: more than {cap} per seat"]
    for signal in table.signals:
        if not _signal_sound(signal):
            return [f"signals: {_cut(signal)} is not a possible signal"]
    for number, result in enumerate(table.results):
        if not (
            result.dealer in _SEATS
            and _seat_or_none(result.winner)
            and result.team in (None, 0, 1)
            and result.points in _POINTS
            and _seat_or_none(result.announcer)
        ):
            return [f"results[{number}]: {_cut(result)} is not a possible result"]
    limit = _EVENTS_WITHOUT_SIGNALS + SEATS * cap
    if len(table.events) > limit:
        return [f"events: {len(table.events)} events; one deal logs at most {limit}"]
    for index, event in enumerate(table.events):
        sound = _EVENT_SOUND.get(type(event))
        if sound is None or not sound(event, table.deal):
            return [f"events[{index}]: {_cut(event)} is not a possible event"]
    return []


def _cut(value: object) -> str:
    """A value in a message, cut short: documents are untrusted and may be huge."""
    try:
        text = str(value)
    except ValueError:  # an integer too long to print (Python limits int-to-text conversion)
        return f"a {type(value).__name__} too long to show"
    return text if len(text) <= 80 else text[:77] + "..."


def _signal_sound(signal: Signalled) -> bool:
    aces = signal.kind is SignalKind.ACES
    return (
        signal.player in _SEATS
        and (signal.count in ACE_COUNTS if aces else signal.count is None)
        and 0 <= signal.trick < TRICKS
        and 0 <= signal.cards_in_trick < SEATS
    )


def _cards(count: int) -> Callable[[tuple[Card, ...]], bool]:
    return lambda cards: len(cards) == count


_HAND, _TALON_HALF, _FULL_TRICK = _cards(HAND_SIZE), _cards(CHANT_CARDS), _cards(SEATS)

#: For each event class, whether an event of it is possible in the log of deal ``deal``.
_EVENT_SOUND: dict[type, Callable[[Any, int], bool]] = {
    FaceUpCardDealt: lambda e, deal: deal == 0 and e.seat in _SEATS,
    SeatsAssigned: lambda e, deal: (
        deal == 0 and len(e.positions) == SEATS and set(e.positions) == _ALL_SEATS
    ),
    DealDealt: lambda e, deal: e.deal == deal and e.dealer == deal % SEATS,
    HandDealt: lambda e, _: e.player in _SEATS and _HAND(e.cards),
    ChantVoted: lambda e, _: e.player in _SEATS,
    ChantDecided: lambda e, _: (
        len(e.chanters) == (2 if e.agreed else 0) and set(e.chanters) <= _ALL_SEATS
    ),
    TalonReceived: lambda e, _: e.player in _SEATS and _TALON_HALF(e.cards),
    CardDiscarded: lambda e, _: e.player in _SEATS,
    OwnCardDiscarded: lambda e, _: e.player in _SEATS,
    CardPlayed: lambda e, _: e.player in _SEATS,
    TrickCompleted: lambda e, _: (
        1 <= e.number <= TRICKS
        and e.leader in _SEATS
        and _FULL_TRICK(e.cards)
        and _seat_or_none(e.winner)
    ),
    Signalled: lambda e, deal: e.deal == deal and _signal_sound(e),
    ConcessionOffered: lambda e, _: e.player in _SEATS,
    ConcessionAnswered: lambda e, _: e.player in _SEATS,
    MordienneAnnounced: lambda e, _: e.player in _SEATS,
    DealScored: lambda e, deal: (
        deal - 1 <= e.deal <= deal
        and _seat_or_none(e.winner)
        and e.team in (None, 0, 1)
        and e.points in _POINTS
        and len(e.team_points) == 2
        and _seat_or_none(e.announcer)
        and _tricks_won_sound(e)
    ),
    GameEnded: lambda e, _: (
        len(e.team_points) == 2 and len(e.winners) <= SEATS and set(e.winners) <= _ALL_SEATS
    ),
}


def _tricks_won_sound(event: DealScored) -> bool:
    """Whether a deal's trick counts are four counts of at most nine tricks in all, the
    winner's the highest, all 0 without a winner (or none are told: a document written
    before they were)."""
    counts = event.tricks_won
    if not counts:
        return True
    if len(counts) != SEATS or min(counts) < 0 or sum(counts) > TRICKS:
        return False
    if event.winner is None:
        return max(counts) == 0
    return counts[event.winner] == max(counts) > 0


def _result_possible(result: DealResult, number: int, options: AluetteOptions) -> bool:
    """Whether the rules can give ``result`` as the result of deal ``number`` (shapes checked)."""
    if result.dealer != number % SEATS:
        return False
    winner, side, points, mordienne = result.winner, result.team, result.points, result.mordienne
    if result.conceded:
        return (
            options.surrender
            and winner is None
            and side is not None
            and points == CONCESSION_POINTS
            and not mordienne
            and result.announcer is None
        )
    if result.announcer is not None:
        if not options.announced_mordienne or points != FAILED_ANNOUNCEMENT_POINTS:
            return False
        if mordienne:
            return winner == result.announcer and side == team(result.announcer)
        return side == 1 - team(result.announcer)
    if winner is None and side is None:
        return points == 0 and not mordienne
    if options.surrender and side is not None and points == FAILED_REFUSAL_POINTS:
        # A refused concession: the refusers made mordienne, or the offerers score 2.
        return not mordienne or (winner is not None and team(winner) == side)
    if winner is None or side != team(winner):
        return False
    if mordienne:
        return options.mordienne and not options.announced_mordienne and points == MORDIENNE_POINTS
    return points == DEAL_POINTS


def _check_deals(table: _Table) -> list[str]:
    options = table.options
    over = table.phase is Phase.OVER
    finished = len(table.results)
    if finished != table.deal + over:
        return [f"deal {_cut(table.deal)} does not follow {finished} finished deals"]
    if table.dealer != table.deal % SEATS:
        return [f"deal {table.deal} must be dealt by player {table.deal % SEATS}"]
    totals = [0, 0]
    for number, result in enumerate(table.results):
        if not _result_possible(result, number, options):
            return [f"the result of deal {number} is not a possible result"]
        if result.team is not None:
            totals[result.team] += result.points
        points = (totals[0], totals[1])
        if number < finished - 1 or not over:
            if not game_continues(options, points, number + 1):
                return [f"the game ended after deal {number}, yet went on"]
        elif game_continues(options, points, number + 1):
            return ["the game is over, but the options say it goes on"]
    if tuple(totals) != tuple(table.team_points):
        return [f"team points {_cut(table.team_points)} do not add up from the deal results"]
    return []


def _chant_over(table: _Table, discarded: tuple[int, ...]) -> bool:
    """Whether the chant of this deal is settled (refused, not offered, or discards done)."""
    if not table.options.chant or False in table.votes:
        return True
    return bool(table.chanters) and all(discarded[s] == CHANT_CARDS for s in table.chanters)


def _check_chant(table: _Table, discarded: tuple[int, ...], talon: int) -> list[str]:
    votes = table.votes
    if not table.options.chant and (votes or table.chanters):
        return ["there was a chant vote although the chant is switched off"]
    if False in votes[:-1]:
        return ["the chant votes go on after a refusal"]
    agreed = len(votes) == SEATS and all(votes)
    if agreed:
        if table.chanters != chant_recipients(table.dealer, table.options) or talon:
            return ["the talon did not go to the chanters the options name"]
    elif table.chanters:
        return ["there are chanters without an agreed chant"]
    elif talon != TALON_SIZE:
        return ["without a chant the whole talon stays face down"]
    if any(count for seat, count in enumerate(discarded) if seat not in table.chanters):
        return ["only chanters discard"]
    return []


def _check_phase(table: _Table, sizes: tuple[int, ...], discarded: tuple[int, ...]) -> list[str]:
    phase, to_act, options = table.phase, table.to_act, table.options
    first = (table.dealer + 1) % SEATS
    dealing = not table.tricks and not table.trick
    if phase is Phase.OVER:
        if to_act is not None or not table.results:
            return ["nobody may act once the game is over, which ends a deal"]
        if table.results[-1].conceded:
            if not dealing or any(size != HAND_SIZE for size in sizes):
                return ["the last deal was conceded, yet its cards were played"]
        elif len(table.tricks) != TRICKS or table.trick or any(sizes):
            return [f"the game is over, but the last deal's {TRICKS} tricks were not all played"]
        return []
    if to_act is None:
        return ["somebody must act while the game goes on"]
    if len(table.tricks) >= TRICKS:
        return [f"the deal goes on after its {TRICKS} tricks"]
    if table.offer is not None and (
        not options.surrender or phase not in (Phase.CONCESSION_ANSWER, Phase.PLAY)
    ):
        return ["a concession was offered although none can be"]
    if table.announcer is not None and (not options.announced_mordienne or phase is not Phase.PLAY):
        return ["mordienne was announced although it cannot be"]
    if phase is not Phase.PLAY and (not dealing or table.leader != first):
        return [f"before the first lead there are no tricks and player {first} leads"]
    if phase is Phase.CHANT_VOTE:
        if (
            not options.chant
            or len(table.votes) == SEATS
            or not all(table.votes)
            or to_act != (first + len(table.votes)) % SEATS
            or any(size != HAND_SIZE for size in sizes)
        ):
            return ["the chant vote is out of order"]
    elif phase is Phase.DISCARD:
        if not table.chanters or _chant_over(table, discarded):
            return ["nobody is due to discard"]
        done = [discarded[s] for s in table.chanters]
        expected = table.chanters[0] if done[0] < CHANT_CARDS else table.chanters[1]
        if to_act != expected or (done[0] < CHANT_CARDS and done[1]):
            return ["the chanters discard out of order"]
        for seat in _SEATS:
            extra = CHANT_CARDS - discarded[seat] if seat in table.chanters else 0
            if sizes[seat] != HAND_SIZE + extra:
                return [f"player {seat} holds {sizes[seat]} cards, which cannot be"]
    else:
        if not _chant_over(table, discarded):
            return ["the deal went on before the chant was settled"]
        if phase is Phase.PLAY:
            expected = (table.leader + len(table.trick)) % SEATS
            if to_act != expected:
                return [f"player {expected} should be playing, not player {to_act}"]
        elif phase in (Phase.CONCESSION, Phase.CONCESSION_ANSWER):
            if not options.surrender:
                return ["a concession is only offered in the surrender variant"]
            if (phase is Phase.CONCESSION) != (table.offer is None):
                return ["the concession phase does not match the offer"]
            offer = table.offer
            if offer is not None and to_act != (offer + 1) % SEATS:
                return ["the opponent at the offerer's left answers a concession"]
        elif phase is Phase.ANNOUNCE and not options.announced_mordienne:
            return ["mordienne is only announced in Rebour's variant"]
        for seat in _SEATS:
            in_trick = (seat - table.leader) % SEATS < len(table.trick)
            if sizes[seat] != HAND_SIZE - len(table.tricks) - in_trick:
                return [f"player {seat} holds {sizes[seat]} cards, which cannot be"]
    return []


def _check_tricks(table: _Table) -> list[str]:
    leader = (table.dealer + 1) % SEATS
    for number, trick in enumerate(table.tricks, start=1):
        if trick.leader != leader:
            return [f"trick {number} was not led by player {leader}"]
        if trick_winner(trick.leader, trick.cards) != trick.winner:
            return [f"trick {number} does not have the winner its cards give"]
        leader = trick.leader if trick.winner is None else trick.winner
    if table.phase is Phase.PLAY and table.leader != leader:
        return [f"player {leader} should lead the current trick, not player {table.leader}"]
    return []


def _check_signals(table: _Table) -> list[str]:
    options = table.options
    if table.signals and not options.signals:
        return ["there are signals although signals are switched off"]
    partner_only = options.signal_visibility is SignalVisibility.PARTNER_ONLY
    made = [0] * SEATS
    seen = set()
    place = (0, 0)
    now = (len(table.tricks), len(table.trick))
    for signal in table.signals:
        # The kind by identity (members are singletons; hashing one runs Python code).
        key = (signal.player, id(signal.kind), signal.trick)
        at = (signal.trick, signal.cards_in_trick)
        made[signal.player] += 1
        if (
            signal.deal != table.deal
            or signal.partner_only != partner_only
            or key in seen
            or not place <= at <= now
        ):
            return [f"the signal {_cut(signal)} is not a possible signal of this deal"]
        seen.add(key)
        place = at
    if max(made) > options.max_signals_per_deal:
        return ["a seat made more signals than the deal allows"]
    return []


# -- the history ----------------------------------------------------------------------------------


_ACES = SignalKind.ACES
#: Each of the deck's own card objects' place in the deck, by identity (see _CARD_FACTS_BY_ID).
_PLACE_BY_ID: dict[int, int] = {id(card): DECK_ORDER[card] for card in DECK}
#: Each card's bit in a set of cards held as an int, and its strength: one lookup per card.
_CARD_FACTS: dict[Card, tuple[int, int]] = {
    card: (1 << DECK_ORDER[card], STRENGTH[card]) for card in DECK
}
#: The same for the deck's own card objects, by identity: documents are read into those, and
#: a lookup by identity runs no Python code (a card's hash does). DECK keeps them alive, so
#: no other object can take their ids.
_CARD_FACTS_BY_ID: dict[int, tuple[int, int]] = {id(card): _CARD_FACTS[card] for card in DECK}


class _Deal:
    """The public course of one deal, followed move by move without knowing who holds what.

    It tracks what the rules decide from public facts alone (whose turn, which phase, the
    tricks and their winners) and so finds every move of the wrong kind or seat. Most moves
    are plays, so once play begins a play is checked without working out the phase again.
    """

    def __init__(self, options: AluetteOptions, number: int) -> None:
        self.options = options
        self.number = number
        self.dealer = number % SEATS
        self.first = (self.dealer + 1) % SEATS
        self.votes: list[bool] = []
        self.chanters: tuple[int, ...] = ()
        self.discards: tuple[list[Card], ...] = ([], [], [], [])
        self.declined = 0  # seats that did not offer to concede
        self.offer: int | None = None
        self.refused = False
        self.passed = 0  # seats that did not announce mordienne
        self.announcer: int | None = None
        self.playing = False
        self.leader = self.first
        self.trick: list[Card] = []
        self.strengths: list[int] = []
        # Each trick as (leader, cards, winner): the fields of a Trick, without building one.
        self.tricks: list[tuple[int, tuple[Card, ...], int | None]] = []
        self.signals: list[tuple[int, SignalKind, int | None, int, int]] = []
        self.made = [0] * SEATS
        self.used: set[tuple[int, int, int]] = set()  # (seat, id(kind), trick)
        self.gone = 0  # the cards discarded or played, as bits
        self.result: DealResult | None = None

    def chant_settled(self) -> bool:
        if not self.options.chant or False in self.votes:
            return True
        if len(self.votes) < SEATS:
            return False
        return all(len(self.discards[s]) == CHANT_CARDS for s in self.chanters)

    def phase(self) -> tuple[Phase, int]:
        """The phase and the seat to act now (the deal is not over)."""
        first = self.first
        if self.playing:
            return Phase.PLAY, (self.leader + len(self.trick)) % SEATS
        if not self.chant_settled():
            if len(self.votes) < SEATS:
                return Phase.CHANT_VOTE, (first + len(self.votes)) % SEATS
            one, two = self.chanters
            return Phase.DISCARD, one if len(self.discards[one]) < CHANT_CARDS else two
        options = self.options
        if options.surrender and not self.refused:
            if self.offer is not None:
                return Phase.CONCESSION_ANSWER, (self.offer + 1) % SEATS
            if self.declined < SEATS:
                return Phase.CONCESSION, (first + self.declined) % SEATS
        if options.announced_mordienne and self.announcer is None and self.passed < SEATS:
            return Phase.ANNOUNCE, (first + self.passed) % SEATS
        return Phase.PLAY, (self.leader + len(self.trick)) % SEATS

    def take(self, move: AluetteMove) -> str | None:
        """Follow ``move``; return what is wrong with it, if anything."""
        kind = type(move)
        if kind is Signal:
            return self.signal(move)  # type: ignore[arg-type]
        if self.playing and kind is PlayCard:
            if move.player != (self.leader + len(self.trick)) % SEATS:
                return f"{move} out of turn"
            return self.play(move.card)  # type: ignore[union-attr]
        phase, seat = self.phase()
        if move.player != seat:
            return f"{move} out of turn (player {seat} was to act)"
        if kind is VoteChant and phase is Phase.CHANT_VOTE:
            self.votes.append(move.agree)  # type: ignore[union-attr]
            if len(self.votes) == SEATS and all(self.votes):
                self.chanters = chant_recipients(self.dealer, self.options)
        elif kind is DiscardCard and phase is Phase.DISCARD:
            self.discards[seat].append(move.card)  # type: ignore[union-attr]
            return self.give_up(move.card)  # type: ignore[union-attr]
        elif kind is OfferConcession and phase is Phase.CONCESSION:
            if move.offer:  # type: ignore[union-attr]
                self.offer = seat
            else:
                self.declined += 1
        elif kind is AnswerConcession and phase is Phase.CONCESSION_ANSWER:
            if move.accept:  # type: ignore[union-attr]
                self.result = concession_result(self.dealer, seat)
            self.refused = True
        elif kind is AnnounceMordienne and phase is Phase.ANNOUNCE:
            if move.announce:  # type: ignore[union-attr]
                self.announcer = seat
            else:
                self.passed += 1
        elif kind is PlayCard and phase is Phase.PLAY:
            self.playing = True
            return self.play(move.card)  # type: ignore[union-attr]
        else:
            return f"{move} during the {phase.value.replace('_', ' ')}"
        return None

    def give_up(self, card: Card) -> str | None:
        """Note that ``card`` left a hand (discarded or played); it can do so once a deal."""
        bit = _CARD_FACTS[card][0]
        if self.gone & bit:
            return f"the {card} leaves a hand twice in one deal"
        self.gone |= bit
        return None

    def play_on(self, history: tuple[AluetteMove, ...], index: int) -> tuple[int, str | None]:
        """Follow the plays and signals of ``history`` from ``index`` on (before play has
        begun, the signals only).

        Exactly what :meth:`take` does for them (:meth:`play`, :meth:`signal`,
        :meth:`end_trick`), in one loop: most of a history is cards played and signals, and
        calls are most of the cost of following them. It stops at the end of the deal (its
        result set), at the end of the history, at a move of another kind (left to
        :meth:`take`) or at a problem. Returns the index of the first move not followed and the
        problem with it, if any.
        """
        facts, by_id, seats, end = _CARD_FACTS, _CARD_FACTS_BY_ID, SEATS, len(history)
        options = self.options
        signals_allowed, most = options.signals, options.max_signals_per_deal
        made, used, signals = self.made, self.used, self.signals
        trick, strengths, tricks = self.trick, self.strengths, self.tricks
        leader, gone = self.leader, self.gone  # kept here, and in self before returning
        playing = self.playing  # before play begins, only signals are followed here
        problem: str | None = None
        while index < end:
            move = history[index]
            kind = type(move)
            if kind is PlayCard and playing:
                if move.player != (leader + len(trick)) % seats:
                    problem = f"{move} out of turn"
                    break
                card = move.card  # type: ignore[union-attr]
                # The deck's cards by identity (documents give those), any other by value.
                bit, strength = by_id.get(id(card)) or facts[card]
                if gone & bit:
                    problem = f"the {card} leaves a hand twice in one deal"
                    break
                gone |= bit
                trick.append(card)
                strengths.append(strength)
                if len(trick) == seats:
                    # end_trick(), inlined.
                    top = max(strengths)
                    if strengths.count(top) == 1:
                        winner = (leader + strengths.index(top)) % seats
                        tricks.append((leader, tuple(trick), winner))
                        leader = winner
                    else:
                        tricks.append((leader, tuple(trick), None))
                    trick, strengths = [], []
                    if len(tricks) == TRICKS:
                        index += 1
                        break
            elif kind is Signal:
                # signal(), inlined.
                seat, signal, count = move.player, move.kind, move.count  # type: ignore[union-attr]
                key = (seat, id(signal), len(tricks))
                if (
                    not signals_allowed
                    or (count is None) == (signal is _ACES)
                    or made[seat] >= most
                    or key in used
                ):
                    problem = f"{move} is not a signal the rules allow there"
                    break
                made[seat] += 1
                used.add(key)
                signals.append((seat, signal, count, len(tricks), len(trick)))
            else:
                break
            index += 1
        self.trick, self.strengths, self.leader, self.gone = trick, strengths, leader, gone
        if len(tricks) == TRICKS and self.result is None:
            self.score()
        return index, problem

    def play(self, card: Card) -> str | None:
        bit, strength = _CARD_FACTS[card]
        if self.gone & bit:
            return f"the {card} leaves a hand twice in one deal"
        self.gone |= bit
        self.trick.append(card)
        self.strengths.append(strength)
        if len(self.trick) == SEATS:
            self.end_trick()
        return None

    def end_trick(self) -> None:
        """Score the four cards of the current trick, and the deal after its last trick."""
        trick, strengths = self.trick, self.strengths
        # trick_winner's rule on the strengths at hand: a unique highest card wins.
        top = max(strengths)
        winner = (self.leader + strengths.index(top)) % SEATS if strengths.count(top) == 1 else None
        self.tricks.append((self.leader, tuple(trick), winner))
        self.trick, self.strengths = [], []
        if winner is not None:
            self.leader = winner
        if len(self.tricks) == TRICKS:
            self.score()

    def score(self) -> None:
        """Score the deal after its last trick."""
        winners = [trick[2] for trick in self.tricks]
        offer = self.offer if self.refused else None
        self.result = score_deal(self.options, self.dealer, winners, offer, self.announcer)

    def signal(self, move: Signal) -> str | None:
        options, seat, kind = self.options, move.player, move.kind
        # The kind by identity (members are singletons): hashing an enum member runs Python
        # code, and signals are a third of a history.
        key = (seat, id(kind), len(self.tricks))
        if (
            not options.signals
            or (move.count is None) == (kind is _ACES)
            or self.made[seat] >= options.max_signals_per_deal
            or key in self.used
        ):
            return f"{move} is not a signal the rules allow there"
        self.made[seat] += 1
        self.used.add(key)
        self.signals.append((seat, kind, move.count, len(self.tricks), len(self.trick)))
        return None


def _check_history(state: AluetteState) -> list[str]:
    """Follow the history deal by deal; compare the last deal with the state's fields."""
    options, results = state.options, state.results
    deal = _Deal(options, 0)
    # A tuple: the loops below index it move by move, which a History does in Python.
    history = tuple(state.history)
    index, end = 0, len(history)
    while index < end:
        if deal.result is not None:
            if deal.number >= len(results) or deal.result != results[deal.number]:
                return [f"history: deal {deal.number}'s tricks do not give its recorded result"]
            deal = _Deal(options, deal.number + 1)
        if deal.playing or type(history[index]) is Signal:
            index, problem = deal.play_on(history, index)
            if problem is not None:
                return [f"history[{index}]: {_cut(problem)}"]
            if index == end or deal.result is not None:
                continue
        problem = deal.take(history[index])
        if problem is not None:
            return [f"history[{index}]: {_cut(problem)}"]
        index += 1
    over = state.phase is Phase.OVER
    if deal.result is not None and not over:  # the last move ended a deal: the next began
        if deal.number >= len(results) or deal.result != results[deal.number]:
            return [f"history: deal {deal.number}'s tricks do not give its recorded result"]
        deal = _Deal(options, deal.number + 1)
    if deal.number != state.deal or (deal.result is not None) != over:
        return [f"history: its moves reach deal {deal.number}, not deal {_cut(state.deal)}"]
    if deal.result is not None and deal.result != results[-1]:
        return [f"history: deal {deal.number}'s tricks do not give its recorded result"]
    if not over and deal.phase() != (state.phase, state.to_act):
        return ["history: its moves do not lead to this phase and seat to act"]
    mismatched = [
        name
        for name, same in (
            ("votes", tuple(deal.votes) == state.votes),
            ("chanters", deal.chanters == state.chanters),
            (
                "discards",
                [list(pile) for pile in state.discards] == list(deal.discards),
            ),
            ("offer", deal.offer == state.offer),
            ("announcer", deal.announcer == state.announcer),
            ("leader", deal.leader == state.leader),
            ("tricks", deal.tricks == [(t.leader, t.cards, t.winner) for t in state.tricks]),
            ("trick", tuple(deal.trick) == state.trick),
            (
                "signals",
                deal.signals
                == [(s.player, s.kind, s.count, s.trick, s.cards_in_trick) for s in state.signals],
            ),
        )
        if not same
    ]
    if mismatched:
        return ["history: its moves do not give the state's " + ", ".join(mismatched)]
    return []
