"""The rules of Aluette: setup, legal moves, applying moves, scoring. Nothing else.

Rule references ("rules §6", "ruling A-27") point at the "Rules and rulings" section of the
Aluette page of the documentation (``docs/aluette.rst``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from tablegames.aluette.cards import (
    ACE_COUNTS,
    BORGNE,
    CHANT_CARDS,
    CONCESSION_POINTS,
    DEAL_POINTS,
    DEALS_PER_GAME,
    DECK,
    DECK_ORDER,
    FAILED_ANNOUNCEMENT_POINTS,
    FAILED_REFUSAL_POINTS,
    HAND_SIZE,
    MADAME,
    MONSIEUR,
    MORDIENNE_POINTS,
    PACKET_SIZE,
    REBOUR_TARGET_POINTS,
    SEATS,
    STRENGTH,
    TARGET_POINTS,
    TOP_CARDS,
    VACHE,
    Card,
    Rank,
    Suit,
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
    MOVE_TYPES,
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
from tablegames.aluette.state import (
    AluetteOptions,
    AluetteState,
    ChantRecipients,
    DealResult,
    GameEnd,
    Phase,
    SignalVisibility,
    Tiebreak,
    Trick,
)
from tablegames.core.dispatch import Apply, Rule, dispatcher
from tablegames.core.errors import IllegalMoveError, SeatError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.states import appended, evolver, replace_at

__all__ = [
    "apply",
    "chant_recipients",
    "current_player",
    "deal_winner",
    "is_mordienne",
    "is_over",
    "legal_moves",
    "new_game",
    "partner",
    "scores",
    "team",
    "trick_winner",
    "winners",
]

#: Each card's strength, keyed by the deck's own card objects: hands and moves hold those, and
#: a lookup that finds the very object it is given skips the cards' Python-level equality.
_STRENGTH: dict[Card, int] = {card: STRENGTH[card] for card in DECK}

#: ``attrs.evolve`` for states, several times faster (a state is rebuilt on every move).
_evolve: Callable[..., AluetteState] = evolver(AluetteState)
# The same for the commonest moves, which always change the same fields.
_card_played: Callable[..., AluetteState] = evolver(
    AluetteState, "history", "events", "hands", "trick", "to_act"
)
_signalled: Callable[..., AluetteState] = evolver(AluetteState, "history", "events", "signals")

#: The card a signal is about, for the truthful-signals option.
SIGNAL_CARD: dict[SignalKind, Card] = {
    SignalKind.MONSIEUR: MONSIEUR,
    SignalKind.MADAME: MADAME,
    SignalKind.BORGNE: BORGNE,
    SignalKind.VACHE: VACHE,
    SignalKind.GRAND_NEUF: Card(Rank.NINE, Suit.CUPS),
    SignalKind.PETIT_NEUF: Card(Rank.NINE, Suit.COINS),
    SignalKind.DEUX_DE_CHENE: Card(Rank.TWO, Suit.BATONS),
    SignalKind.DEUX_D_ECRIT: Card(Rank.TWO, Suit.SWORDS),
}


# -- seats and teams ------------------------------------------------------------------------------


def team(seat: int) -> int:
    """The team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def partner(seat: int) -> int:
    """The seat opposite, the partner."""
    return (seat + SEATS // 2) % SEATS


def _left(seat: int) -> int:
    return (seat + 1) % SEATS


def chant_recipients(dealer: int, options: AluetteOptions) -> tuple[int, int]:
    """The two seats that receive the talon when the chant is agreed, in dealing order."""
    if options.chant_recipients is ChantRecipients.LEFT_AND_DEALER:
        return _left(dealer), dealer
    return _left(dealer), partner(dealer)


# -- tricks and deals (rules §6 and §7), as pure functions -----------------------------------------


def trick_winner(leader: int, cards: Sequence[Card]) -> int | None:
    """The seat that wins a full trick, or ``None`` if it is spoiled (rules §6).

    The unique card of highest strength wins; a tie for the highest spoils the trick, even
    between partners. Ties below the highest card do not matter.
    """
    strengths = [_STRENGTH[card] for card in cards]
    top = max(strengths)
    return (leader + strengths.index(top)) % SEATS if strengths.count(top) == 1 else None


def deal_winner(trick_winners: Sequence[int | None]) -> int | None:
    """The seat that wins a deal: most tricks, ties going to who reached that count first.

    ``None`` when every trick was spoiled (rules §7, ruling A-17).

    >>> from tablegames.aluette.rules import deal_winner
    >>> deal_winner([2, 1, 0, 3, 2, 1, None, 0, 3])  # SENWSEXNW: S reached 2 first
    2
    """
    counts = [0] * SEATS
    best, leader = 0, None
    for winner in trick_winners:
        if winner is None:
            continue
        counts[winner] += 1
        if counts[winner] > best:  # strictly more: the earlier seat keeps a tie
            best, leader = counts[winner], winner
    return leader


def is_mordienne(
    trick_winners: Sequence[int | None],
    winner: int | None,
    *,
    min_run: int = 1,
    requires_prior_trick: bool = False,
) -> bool:
    """Whether ``winner`` won the deal and made mordienne (rules §7, ruling A-18).

    The winner's tricks must be one unbroken run that ends with the last trick, with no trick
    won before it; a spoiled trick inside or after the run breaks it. Nobody makes mordienne
    without winning the deal: ``None`` (no winner, as when every trick was spoiled, ruling
    A-17) and a seat that is not :func:`deal_winner` give ``False``, so that
    ``is_mordienne(tricks, deal_winner(tricks))`` is always the right question.

    >>> from tablegames.aluette.rules import is_mordienne
    >>> is_mordienne([None, 1, 1], 1), is_mordienne([None, None, None], None)
    (True, False)
    """
    if winner is None or winner != deal_winner(trick_winners):
        return False
    run = 0
    for trick in reversed(trick_winners):
        if trick != winner:
            break
        run += 1
    if run == 0 or run != sum(1 for trick in trick_winners if trick == winner):
        return False
    if run < min_run:
        return False
    return not (requires_prior_trick and run == len(trick_winners))


# -- setup ----------------------------------------------------------------------------------------


def new_game(players: int, seed: int, options: AluetteOptions) -> AluetteState:
    """Draw partnerships, seat the players and deal the first hand (rules §4 and §5).

    Cards are dealt face up one at a time, clockwise from the left of a random determination
    dealer; a player who receives one of the four top cards gets no more. Monsieur and Madame
    become partners against le Borgne and la Vache; the Madame holder keeps her place and deals
    first, and the Monsieur holder moves opposite her if needed.
    """
    rng = Rng(seed, "partnerships")
    determination_dealer = rng.below(SEATS)
    deck = rng.shuffle(DECK)
    holder: dict[Card, int] = {}
    face_up: list[tuple[int, Card]] = []
    person = _left(determination_dealer)
    for card in deck:
        face_up.append((person, card))
        if card in TOP_CARDS:
            holder[card] = person
            if len(holder) == SEATS:
                break
        person = _left(person)
        while person in holder.values():
            person = _left(person)

    position = list(range(SEATS))  # person -> table position
    madame, monsieur = holder[MADAME], holder[MONSIEUR]
    opposite = (position[madame] + SEATS // 2) % SEATS
    if position[monsieur] != opposite:
        displaced = position.index(opposite)
        position[monsieur], position[displaced] = opposite, position[monsieur]
    seat_of = [(position[p] - position[madame]) % SEATS for p in range(SEATS)]
    positions = tuple(seat_of.index(seat) for seat in range(SEATS))

    events: tuple[AluetteEvent, ...] = (
        *(FaceUpCardDealt(seat_of[p], card) for p, card in face_up),
        SeatsAssigned(positions),
    )
    state = AluetteState(
        players=players,
        seed=seed,
        options=options,
        history=History(),
        events=events,
        positions=positions,
        deal=0,
        dealer=0,
        phase=Phase.PLAY,
        to_act=None,
        hands=((),) * SEATS,
        talon=(),
        discards=((),) * SEATS,
        votes=(),
        chanters=(),
        offer=None,
        announcer=None,
        leader=0,
        trick=(),
        tricks=(),
        signals=(),
        team_points=(0, 0),
        results=(),
    )
    return _start_deal(state, 0, events)


def _start_deal(state: AluetteState, deal: int, events: tuple[AluetteEvent, ...]) -> AluetteState:
    """Shuffle and deal nine cards to each seat in three packets of three (rules §5)."""
    dealer = deal % SEATS
    cards = Rng(state.seed, "deal", deal).shuffle(DECK)
    dealt: list[list[Card]] = [[] for _ in range(SEATS)]
    position = 0
    for _ in range(HAND_SIZE // PACKET_SIZE):
        for offset in range(1, SEATS + 1):
            dealt[(dealer + offset) % SEATS].extend(cards[position : position + PACKET_SIZE])
            position += PACKET_SIZE
    hands = tuple(tuple(sorted(hand, key=DECK_ORDER.__getitem__)) for hand in dealt)
    first = _left(dealer)
    events = (
        *events,
        DealDealt(deal, dealer),
        *(HandDealt(seat, hands[seat]) for seat in range(SEATS)),
    )
    phase = Phase.CHANT_VOTE if state.options.chant else _before_play(state.options)
    return _evolve(
        state,
        events=events,
        deal=deal,
        dealer=dealer,
        phase=phase,
        to_act=first,
        hands=hands,
        talon=cards[position:],
        discards=((),) * SEATS,
        votes=(),
        chanters=(),
        offer=None,
        announcer=None,
        leader=first,
        trick=(),
        tricks=(),
        signals=(),
    )


# -- queries --------------------------------------------------------------------------------------


def current_player(state: AluetteState) -> int | None:
    """The seat that must act now (signals aside), or ``None`` once the game is over."""
    return state.to_act


def is_over(state: AluetteState) -> bool:
    """Whether the game has ended."""
    return state.phase is Phase.OVER


def scores(state: AluetteState) -> tuple[int, ...]:
    """Each seat's score: the points of its team."""
    return tuple(state.team_points[team(seat)] for seat in range(SEATS))


def winners(state: AluetteState) -> tuple[int, ...]:
    """The seats of the team with more points; all four on a drawn game; ``()`` before the end."""
    if state.phase is not Phase.OVER:
        return ()
    first, second = state.team_points
    if first == second:
        return tuple(range(SEATS))
    best = 0 if first > second else 1
    return tuple(seat for seat in range(SEATS) if team(seat) == best)


class _Table(Protocol):
    """What legal-move generation reads: shared by :class:`AluetteState` and the view."""

    @property
    def options(self) -> AluetteOptions: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def signals(self) -> tuple[Signalled, ...]: ...


def legal_moves(state: AluetteState, player: int) -> tuple[AluetteMove, ...]:
    """Every legal move of ``player``: its turn's moves first, then its signals.

    The moves are shared values built once per process: moves are frozen, so no caller can
    change one that another game will be handed.

    Raises:
        SeatError: if ``player`` is not a seat (0 to 3).
    """
    check_seat(player)
    return moves_for(state, player, state.hands[player])


def check_seat(player: object) -> None:
    """Refuse anything but a seat number 0-3 (a negative index would read another seat).

    Raises:
        SeatError: if ``player`` is not an ``int`` from 0 to 3.
    """
    if type(player) is not int or not 0 <= player < SEATS:
        raise SeatError(f"no player {player!r} in Aluette (players are numbered 0 to {SEATS - 1})")


def moves_for(table: _Table, player: int, hand: tuple[Card, ...]) -> tuple[AluetteMove, ...]:
    """The legal moves of ``player`` holding ``hand``; the view uses this too."""
    phase = table.phase
    if phase is _OVER:
        return ()
    moves: tuple[AluetteMove, ...]
    if player != table.to_act:
        moves = ()
    elif phase is _PLAYING:
        moves = _play_moves(player, hand)
    elif phase is _DISCARDING:
        discards = _DISCARD[player]
        moves = tuple([discards[card] for card in _discardable(table, hand)])
    else:
        moves = _YES_OR_NO[phase][player]
    if not table.options.signals:
        return moves
    # Ruling A-27: a seat may signal until trick 9 ends, even after playing its last card.
    signals = _signal_moves(table, player, hand)
    if not signals:
        return moves
    return moves + (signals if type(signals) is tuple else tuple(signals))


#: A documented memo table (see "What the library keeps between calls" in the concepts page).
#: Each seat's hand when its cards were last listed, and its PlayCard moves: a seat listed
#: again before it plays (after a signal of its own, say) holds the same hand (the same tuple,
#: passed on from state to state), found here by identity without hashing a card. A tuple
#: never changes, so an identical one has the same moves; any other is listed anew.
_LAST_PLAYS: list[tuple[tuple[Card, ...], tuple[AluetteMove, ...]]] = [((), ())] * SEATS


def _play_moves(player: int, hand: tuple[Card, ...]) -> tuple[AluetteMove, ...]:
    """The PlayCard moves of ``player`` holding ``hand``, in the hand's order."""
    seen, moves = _LAST_PLAYS[player]
    if seen is not hand:
        moves = tuple(map(_PLAY[player].__getitem__, hand))
        _LAST_PLAYS[player] = (hand, moves)  # one store: safe between threads
    return moves


# Enum members read on every move, as module constants: on Python 3.11 ``Phase.PLAY`` goes
# through the enum metaclass's ``__getattr__`` hook, several times the cost of a global.
_PLAYING, _DISCARDING, _OVER = Phase.PLAY, Phase.DISCARD, Phase.OVER
_ACES, _PARTNER_ONLY = SignalKind.ACES, SignalVisibility.PARTNER_ONLY

# Moves are frozen, slotted values that nobody can change, so each possible one is built once
# (its validators run once, at import) and shared by every game: the hot path builds none.
_PLAY = tuple({card: PlayCard(seat, card) for card in DECK} for seat in range(SEATS))
_DISCARD = tuple({card: DiscardCard(seat, card) for card in DECK} for seat in range(SEATS))
#: The phases whose move is a yes-or-no answer: each seat's two moves, "yes" first.
_YES_OR_NO: dict[Phase, tuple[tuple[AluetteMove, AluetteMove], ...]] = {
    phase: tuple((answer(seat, True), answer(seat, False)) for seat in range(SEATS))
    for phase, answer in (
        (Phase.CHANT_VOTE, VoteChant),
        (Phase.CONCESSION, OfferConcession),
        (Phase.CONCESSION_ANSWER, AnswerConcession),
        (Phase.ANNOUNCE, AnnounceMordienne),
    )
}
#: Each seat's signals, kind by kind in the order of :class:`SignalKind`: the aces signal has one
#: move per count, every other kind one move; with the card a truthful signal needs, if any.
_SIGNALS: tuple[tuple[tuple[SignalKind, tuple[Signal, ...], Card | None], ...], ...] = tuple(
    tuple(
        (
            kind,
            tuple(Signal(seat, kind, n) for n in ACE_COUNTS)
            if kind is SignalKind.ACES
            else (Signal(seat, kind),),
            SIGNAL_CARD.get(kind),
        )
        for kind in SignalKind
    )
    for seat in range(SEATS)
)
#: Each seat's signals in one tuple, in the same order: what a seat may signal while it has
#: signalled nothing during the current trick (without the truthful-signals option).
_ALL_SIGNALS = tuple(
    tuple(signal for _, signals, _ in table for signal in signals) for table in _SIGNALS
)


def _discardable(table: _Table, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    if not table.options.strict_keep_highest:
        return hand
    lowest = min(_STRENGTH[card] for card in hand)
    return tuple(card for card in hand if _STRENGTH[card] == lowest)


def _has_signals_left(table: _Table, player: int) -> bool:
    """Whether ``player`` made fewer signals this deal than the options allow.

    No seat ever makes more than the cap (the rules refuse it, the invariants check it), so a
    log shorter than the cap leaves every seat some signals and a log of four times the cap
    leaves none: only in between are the seat's own signals counted.
    """
    cap = table.options.max_signals_per_deal
    logged = len(table.signals)
    if logged < cap:
        return True
    if logged >= SEATS * cap:
        return False
    return _signals_made(table.signals, player) < cap


#: A documented memo table (see "What the library keeps between calls" in the concepts page).
#: Each seat's count of its own signals in the last signal log counted for it: the log (the
#: same tuple, passed on from state to state) changes only when someone signals, and the seat
#: is often listed again before that. A tuple never changes, so an identical one has the same
#: count; any other is counted anew.
_LAST_COUNTS: list[tuple[tuple[Signalled, ...], int]] = [((), 0)] * SEATS


def _signals_made(signals: tuple[Signalled, ...], player: int) -> int:
    """How many of ``signals`` ``player`` made."""
    seen, count = _LAST_COUNTS[player]
    if seen is not signals:
        count = [signal.player for signal in signals].count(player)
        _LAST_COUNTS[player] = (signals, count)  # one store: safe between threads
    return count


def _kinds_used(table: _Table, player: int) -> list[SignalKind]:
    """The kinds of signal ``player`` made during the current trick.

    Signals are logged in the order they were made (the invariants check it), so this trick's
    are the last ones: only they are looked at. The kinds come in a list, not a set: it holds
    a few at most, and a list compares enum members by identity where a set would call their
    (Python-level) hash.
    """
    trick = len(table.tricks)
    used = []
    for signal in reversed(table.signals):
        if signal.trick != trick:
            break
        if signal.player == player:
            used.append(signal.kind)
    return used


def _signal_moves(
    table: _Table, player: int, hand: tuple[Card, ...]
) -> tuple[Signal, ...] | list[Signal]:
    if not _has_signals_left(table, player):
        return ()
    used = _kinds_used(table, player)
    if not table.options.truthful_signals:
        every = _ALL_SIGNALS[player]
        return [signal for signal in every if signal.kind not in used] if used else every
    moves: list[Signal] = []
    for kind, signals, needed in _SIGNALS[player]:
        if kind in used:
            continue
        if kind is SignalKind.ACES:
            aces = sum(1 for card in hand if card.rank is Rank.ACE)
            if aces:
                moves.append(signals[aces - 1])
        elif needed is None or needed in hand:
            moves.extend(signals)
    return moves


def _is_true(kind: SignalKind, count: int | None, hand: tuple[Card, ...]) -> bool:
    """Truthful-signals option: the card is held, or ``count`` is the number of aces held.

    Intentions (weak hand, going for mordienne) cannot be checked and are always true.
    """
    if kind is SignalKind.ACES:
        return count == sum(1 for card in hand if card.rank is Rank.ACE)
    card = SIGNAL_CARD.get(kind)
    return card is None or card in hand


# -- applying moves -------------------------------------------------------------------------------


def _refuse(message: str, code: str, move: object, **fields: object) -> IllegalMoveError:
    """The refusal ``code`` of ``move``, with the facts its ``message`` names (its
    :attr:`~tablegames.IllegalMoveError.fields`, which a translation's words name)."""
    return IllegalMoveError(message, code=code, move=move, fields=fields)


def _finish(before: AluetteState, after: AluetteState) -> AluetteState:
    """The state ``apply`` returns: ``after``, its event log cut when a new deal began.

    The event log covers the current deal, starting with the events of the move that ended the
    previous one (its last trick and score), so nothing is lost between views.
    """
    if after.deal != before.deal:
        return _evolve(after, events=after.events[len(before.events) :])
    return after


def _vote(state: AluetteState, move: VoteChant, history: History[AluetteMove]) -> AluetteState:
    """Rules §5: each seat votes in turn from the dealer's left; the first "no" cancels."""
    votes = (*state.votes, move.agree)
    events = appended(state.events, ChantVoted(move.player, move.agree))
    if not move.agree:
        events = (*events, ChantDecided(False, ()))
        return _after_chant(_evolve(state, history=history, events=events, votes=votes))
    if len(votes) < SEATS:
        return _evolve(
            state, history=history, events=events, votes=votes, to_act=_left(move.player)
        )
    first, second = chant_recipients(state.dealer, state.options)
    hands = list(state.hands)
    received = (state.talon[0::2], state.talon[1::2])  # one at a time, alternately, left first
    for seat, cards in zip((first, second), received, strict=True):
        hands[seat] = tuple(sorted((*hands[seat], *cards), key=DECK_ORDER.__getitem__))
    events = (
        *events,
        ChantDecided(True, (first, second)),
        TalonReceived(first, received[0]),
        TalonReceived(second, received[1]),
    )
    return _evolve(
        state,
        history=history,
        events=events,
        votes=votes,
        hands=tuple(hands),
        talon=(),
        chanters=(first, second),
        phase=Phase.DISCARD,
        to_act=first,
    )


def _discard(state: AluetteState, move: DiscardCard, history: History[AluetteMove]) -> AluetteState:
    """Rules §5: each chanter discards six cards face down, one per move."""
    hand = state.hands[move.player]
    if move.card not in hand:
        raise _refuse(
            f"You do not hold the {move.card}.", "aluette.card.not_in_hand", move, card=move.card
        )
    if move.card not in _discardable(state, hand):
        raise _refuse(
            "Under the keep-the-highest option you must discard one of your lowest cards.",
            "aluette.discard.keep_highest",
            move,
        )
    hands = list(state.hands)
    hands[move.player] = tuple(card for card in hand if card != move.card)
    discards = list(state.discards)
    discards[move.player] = (*discards[move.player], move.card)
    events = (
        *state.events,
        CardDiscarded(move.player),
        OwnCardDiscarded(move.player, move.card),
    )
    after = _evolve(
        state, history=history, events=events, hands=tuple(hands), discards=tuple(discards)
    )
    if len(discards[move.player]) < CHANT_CARDS:
        return after
    if move.player == state.chanters[0]:
        return _evolve(after, to_act=state.chanters[1])
    return _after_chant(after)


def _before_play(options: AluetteOptions) -> Phase:
    """What follows the chant: concession offers, announcements or the first lead."""
    if options.surrender:
        return Phase.CONCESSION
    return Phase.ANNOUNCE if options.announced_mordienne else Phase.PLAY


def _after_chant(state: AluetteState) -> AluetteState:
    first = _left(state.dealer)
    return _evolve(state, phase=_before_play(state.options), to_act=first, leader=first)


def _last_to_declare(state: AluetteState, seat: int) -> bool:
    """Whether ``seat`` closes a round of declarations that began with the leader."""
    return seat == (state.leader + SEATS - 1) % SEATS


def _offer(
    state: AluetteState, move: OfferConcession, history: History[AluetteMove]
) -> AluetteState:
    """Surrender variant (rules §7): seats in turn from the leader may offer to concede."""
    events = appended(state.events, ConcessionOffered(move.player, move.offer))
    if move.offer:
        return _evolve(
            state,
            history=history,
            events=events,
            offer=move.player,
            phase=Phase.CONCESSION_ANSWER,
            to_act=_left(move.player),
        )
    if _last_to_declare(state, move.player):
        return _evolve(state, history=history, events=events, phase=Phase.PLAY, to_act=state.leader)
    return _evolve(state, history=history, events=events, to_act=_left(move.player))


def _answer(
    state: AluetteState, move: AnswerConcession, history: History[AluetteMove]
) -> AluetteState:
    """Surrender variant: accepted, the answering team scores 1 without play; refused, play on."""
    events = appended(state.events, ConcessionAnswered(move.player, move.accept))
    state = _evolve(state, history=history, events=events)
    if not move.accept:
        return _evolve(state, phase=Phase.PLAY, to_act=state.leader)
    return _end_deal(state, concession_result(state.dealer, move.player))


def concession_result(dealer: int, accepter: int) -> DealResult:
    """Surrender variant: the result of a deal whose concession ``accepter`` accepted."""
    return DealResult(
        dealer=dealer,
        winner=None,
        team=team(accepter),
        points=CONCESSION_POINTS,
        mordienne=False,
        conceded=True,
    )


def _announce(
    state: AluetteState, move: AnnounceMordienne, history: History[AluetteMove]
) -> AluetteState:
    """Announced mordienne (rules §7, Rebour): seats in turn from the leader announce or pass.

    The first announcement ends the round; so does the last seat passing.
    """
    events = appended(state.events, MordienneAnnounced(move.player, move.announce))
    if move.announce or _last_to_declare(state, move.player):
        return _evolve(
            state,
            history=history,
            events=events,
            announcer=move.player if move.announce else None,
            phase=Phase.PLAY,
            to_act=state.leader,
        )
    return _evolve(state, history=history, events=events, to_act=_left(move.player))


def _play(state: AluetteState, move: PlayCard, history: History[AluetteMove]) -> AluetteState:
    """Rules §6: any card may be played; the fourth card completes the trick."""
    player, card = move.player, move.card
    hand = state.hands[player]
    held = _position(hand, card)
    if held is None:
        raise _refuse(f"You do not hold the {card}.", "aluette.card.not_in_hand", move, card=card)
    hands = replace_at(state.hands, player, hand[:held] + hand[held + 1 :])
    # The hottest path of the game: tuples extended inline, positional arguments.
    trick = state.trick + (card,)  # noqa: RUF005
    events: tuple[AluetteEvent, ...] = state.events + (CardPlayed(player, card),)  # noqa: RUF005
    if len(trick) < SEATS:
        following = (player + 1) % SEATS  # _left(player), inline
        return _card_played(state, history, events, hands, trick, following)
    winner = trick_winner(state.leader, trick)
    tricks = appended(state.tricks, Trick(state.leader, trick, winner))
    events = appended(events, TrickCompleted(len(tricks), state.leader, trick, winner))
    leader = state.leader if winner is None else winner  # a spoiled trick: the same leader again
    state = _evolve(
        state,
        history=history,
        events=events,
        hands=hands,
        trick=(),
        tricks=tricks,
        leader=leader,
        to_act=leader,
    )
    if len(tricks) < HAND_SIZE:
        return state
    return _end_deal(
        state,
        score_deal(
            state.options,
            state.dealer,
            [trick.winner for trick in tricks],
            state.offer,
            state.announcer,
        ),
    )


def _position(hand: tuple[Card, ...], card: Card) -> int | None:
    """Where ``card`` is in ``hand`` (a hand holds each card once), or ``None``.

    Hands hold the deck's own card objects, and so do the moves that :func:`legal_moves`
    lists, so comparing identities finds the card without calling the cards' (Python-level)
    equality on every other card of the hand; an equal copy of a card is found all the same.
    """
    for index, held in enumerate(hand):
        if held is card:
            return index
    return hand.index(card) if card in hand else None


def score_deal(
    options: AluetteOptions,
    dealer: int,
    sequence: Sequence[int | None],
    offer: int | None,
    announcer: int | None,
) -> DealResult:
    """Rules §7: the deal winner's team scores 1, or 2 for mordienne.

    Args:
        options: The rules in force.
        dealer: Who dealt.
        sequence: The winner of each of the nine tricks (``None``: spoiled).
        offer: Surrender variant: the seat whose concession was refused, if any.
        announcer: Announced-mordienne option: the seat that announced mordienne, if any.
    """
    winner = deal_winner(sequence)
    mordienne = winner is not None and is_mordienne(
        sequence,
        winner,
        min_run=options.mordienne_min_run,
        requires_prior_trick=options.mordienne_requires_prior_trick,
    )
    if offer is not None:  # a refused concession: the refusers must make mordienne
        refusers = 1 - team(offer)
        if winner is not None and team(winner) == refusers and mordienne:
            return DealResult(dealer, winner, refusers, MORDIENNE_POINTS, True, False)
        return DealResult(dealer, winner, team(offer), FAILED_REFUSAL_POINTS, mordienne, False)
    if announcer is not None:  # announced (Rebour): made, 2 to the announcer; missed, 2 away
        if winner == announcer and mordienne:
            return DealResult(
                dealer, winner, team(winner), MORDIENNE_POINTS, True, False, announcer
            )
        return DealResult(
            dealer,
            winner,
            1 - team(announcer),
            FAILED_ANNOUNCEMENT_POINTS,
            False,
            False,
            announcer,
        )
    if winner is None:
        return DealResult(dealer, None, None, 0, False, False)
    # With announcements on, an unannounced mordienne is a plain win.
    mordienne = mordienne and options.mordienne and not options.announced_mordienne
    points = MORDIENNE_POINTS if mordienne else DEAL_POINTS
    return DealResult(dealer, winner, team(winner), points, mordienne, False)


def _end_deal(state: AluetteState, result: DealResult) -> AluetteState:
    points = list(state.team_points)
    if result.team is not None:
        points[result.team] += result.points
    team_points = (points[0], points[1])
    results = (*state.results, result)
    # Each seat's tricks (none after a concession): the words tell a tie on tricks with them.
    won = [trick.winner for trick in state.tricks]
    events = (
        *state.events,
        DealScored(
            state.deal,
            result.winner,
            result.team,
            result.points,
            result.mordienne,
            result.conceded,
            team_points,
            result.announcer,
            tuple([won.count(seat) for seat in range(SEATS)]),
        ),
    )
    state = _evolve(state, team_points=team_points, results=results, events=events)
    if not game_continues(state.options, team_points, len(results)):
        final = _evolve(state, phase=Phase.OVER, to_act=None)
        return _evolve(final, events=(*events, GameEnded(team_points, winners(final))))
    return _start_deal(state, state.deal + 1, events)


#: The points that end the game, for the ends that have a target.
_TARGET = {GameEnd.FIRST_TO_5: TARGET_POINTS, GameEnd.FIRST_TO_10: REBOUR_TARGET_POINTS}


def game_continues(options: AluetteOptions, points: tuple[int, int], deals: int) -> bool:
    """Rules §7: five deals (extra deals while tied, if chosen), or first to 5 (or 10) points.

    Args:
        options: The rules in force.
        points: The team points after ``deals`` finished deals.
        deals: How many deals are finished.
    """
    target = _TARGET.get(options.game_end)
    if target is not None:
        return max(points) < target
    if deals < DEALS_PER_GAME:
        return True
    return options.tiebreak is Tiebreak.EXTRA_DEALS and points[0] == points[1]


def _signal(state: AluetteState, move: Signal, history: History[AluetteMove]) -> AluetteState:
    """Rules §8: a free action that records a public gesture and leaves the turn alone.

    Ruling A-27: a seat may signal from the deal until trick 9 ends, so also after playing its
    last card to trick 9. The checks below are those of :func:`_signal_moves`, made directly
    rather than by listing every signal.
    """
    options = state.options
    player, kind, count = move.player, move.kind, move.count
    if not options.signals:
        raise _refuse("Signals are switched off in this game.", "aluette.signal.off", move)
    if kind is _ACES:
        if count is None:
            raise _refuse(
                f"Say how many aces (1 to {ACE_COUNTS[-1]}) you signal.",
                "aluette.signal.count",
                move,
            )
    elif count is not None:
        raise _refuse("Only the aces signal takes a count.", "aluette.signal.count", move)
    if not _has_signals_left(state, player):
        raise _refuse(
            f"You have made all {options.max_signals_per_deal} signals allowed in a deal.",
            "aluette.signal.limit",
            move,
            limit=options.max_signals_per_deal,
        )
    if kind in _kinds_used(state, player):
        raise _refuse(
            "You have already made that signal during this trick."
            if state.tricks
            else "You have already made that signal since the deal: the first trick's signals "
            "count from the deal, the chant and the discards included (ruling A-31).",
            "aluette.signal.repeated",
            move,
        )
    if options.truthful_signals and not _is_true(kind, count, state.hands[player]):
        raise _refuse(
            "Signals must be true here, and your hand does not match that one.",
            "aluette.signal.untrue",
            move,
        )
    partner_only = options.signal_visibility is _PARTNER_ONLY
    # Positional arguments, in the order of the fields: a third cheaper than keywords.
    event = Signalled(
        player, kind, count, state.deal, len(state.tricks), len(state.trick), partner_only
    )
    # Tuples extended inline, not by appended(): a call less each on a hot path.
    return _signalled(
        state,
        history,
        state.events + (event,),  # noqa: RUF005
        state.signals + (event,),  # noqa: RUF005
    )


#: Each phase's hint for a move of another phase.
_WRONG_PHASE: dict[Phase, str] = {
    Phase.CHANT_VOTE: "The chant vote is under way: vote for or against the chant.",
    Phase.DISCARD: "The chanters are discarding: discard a card.",
    Phase.CONCESSION: "Each seat may now offer to concede the deal.",
    Phase.CONCESSION_ANSWER: "A concession awaits an answer.",
    Phase.ANNOUNCE: "Each seat may now announce mordienne, or pass.",
    Phase.PLAY: "The tricks are being played: play a card.",
}
#: Each move class: its handler and the phase that takes it. Signals are free actions (rules
#: §8): any seat, whoever's turn it is, in any phase until the game ends.
_RULES: dict[type, Rule[AluetteState]] = {
    VoteChant: Rule(_vote, (Phase.CHANT_VOTE,)),
    DiscardCard: Rule(_discard, (_DISCARDING,)),
    OfferConcession: Rule(_offer, (Phase.CONCESSION,)),
    AnswerConcession: Rule(_answer, (Phase.CONCESSION_ANSWER,)),
    AnnounceMordienne: Rule(_announce, (Phase.ANNOUNCE,)),
    PlayCard: Rule(_play, (_PLAYING,)),
    Signal: Rule(_signal, free=True),
}
# A move class missing from the table would be refused as another game's.
assert set(_RULES) == set(MOVE_TYPES), "an Aluette move class without a rule"

apply: Apply[AluetteState, AluetteMove] = dispatcher(
    "aluette",
    "an Aluette",
    _RULES,
    over=_OVER,
    wrong_phase=_WRONG_PHASE,
    finish=_finish,
    state_type=AluetteState,
)
