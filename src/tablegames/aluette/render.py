"""Text pictures of Aluette states and views, and Aluette in words, for terminals and logs.

:func:`render` draws the table; :func:`narrate` tells one event as a seat reads it,
:func:`describe_move` words a move for a menu (:func:`move_group` gives its heading) and
:func:`result` explains how a game ended. The command line (``tablegames play aluette``) uses
them all.
"""

from __future__ import annotations

from typing_extensions import assert_never

from tablegames.aluette.cards import NAMED_CARDS, TOP_CARDS, Card, Rank, Suit
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
from tablegames.aluette.rules import SIGNAL_CARD, partner, team
from tablegames.aluette.state import AluetteState, AluetteView, GameEnd, Phase, Tiebreak
from tablegames.core.text import count as _count
from tablegames.core.text import whose as _whose

__all__ = [
    "SIGNAL_GROUP",
    "card_name",
    "describe_move",
    "move_group",
    "narrate",
    "render",
    "result",
    "short",
]

_RANK = {Rank.ACE: "A", Rank.JACK: "J", Rank.CAVALIER: "C", Rank.KING: "K"}
_SUIT = {Suit.COINS: "co", Suit.CUPS: "cu", Suit.SWORDS: "sw", Suit.BATONS: "ba"}
_PHASE = {
    Phase.CHANT_VOTE: "chant vote",
    Phase.DISCARD: "chant discards",
    Phase.CONCESSION: "concession offers",
    Phase.CONCESSION_ANSWER: "concession answer",
    Phase.ANNOUNCE: "mordienne announcements",
    Phase.PLAY: "play",
    Phase.OVER: "game over",
}


def short(card: Card) -> str:
    """A compact label: rank (A, 2-9, J, C, K) and suit (co, cu, sw, ba), e.g. ``3co``."""
    return _RANK.get(card.rank, str(int(card.rank))) + _SUIT[card.suit]


def _team(number: int) -> str:
    return "seats 0+2" if number == 0 else "seats 1+3"


def render(obj: AluetteState | AluetteView) -> str:
    """A deal in a few lines: score, phase, each seat's hand (or its size), the tricks."""
    deals = "/5" if obj.options.game_end is GameEnd.FIVE_DEALS else ""
    lines = [
        f"Aluette, deal {obj.deal + 1}{deals}, dealer seat {obj.dealer}. "
        f"Points: seats 0+2 {obj.team_points[0]}, seats 1+3 {obj.team_points[1]}.",
    ]
    status = _PHASE[obj.phase]
    if obj.phase is Phase.OVER:
        first, second = obj.team_points
        if first == second:
            status += f": a draw, {first} points each"
        else:
            status += f": {_team(0 if first > second else 1)} won {max(first, second)} to "
            status += str(min(first, second))
    else:
        if obj.phase is Phase.PLAY:
            status += f", trick {len(obj.tricks) + 1}/9"
        if obj.to_act is not None:
            status += f", seat {obj.to_act} to act"
        if obj.chanters:
            status += f"; chanters: seats {obj.chanters[0]} and {obj.chanters[1]}"
        if obj.announcer is not None:
            status += f"; seat {obj.announcer} announced mordienne"
    lines.append(status[0].upper() + status[1:] + ".")
    won = [sum(1 for t in obj.tricks if t.winner == seat) for seat in range(4)]
    for seat in range(4):
        if isinstance(obj, AluetteState):
            held = " ".join(short(c) for c in obj.hands[seat])
        elif seat == obj.player:
            held = " ".join(short(c) for c in obj.hand)
        else:
            held = _count(obj.hand_sizes[seat], "card")
        mark = " (you)" if isinstance(obj, AluetteView) and seat == obj.player else ""
        lines.append(f"  seat {seat}{mark}: {held or '-'}  [tricks {won[seat]}]")
    if isinstance(obj, AluetteView):
        discarded = [
            e.card for e in obj.events if isinstance(e, OwnCardDiscarded) and e.player == obj.player
        ]
        if discarded and obj.phase is not Phase.OVER:
            lines.append("  Your discards: " + " ".join(short(c) for c in discarded))
    if obj.tricks:
        history = " ".join("X" if t.winner is None else str(t.winner) for t in obj.tricks)
        lines.append(f"  Tricks won by (X = spoiled): {history}")
    if obj.trick:
        played = ", ".join(
            f"seat {(obj.leader + i) % 4} {short(card)}" for i, card in enumerate(obj.trick)
        )
        lines.append(f"  This trick: {played}")
    return "\n".join(lines)


# -- words: each event narrated, each move described, the result explained ------------------------


def card_name(card: Card) -> str:
    """A card in words, naming the eight special cards: ``the 3 of coins (Monsieur)``.

    >>> from tablegames.aluette.render import card_name
    >>> from tablegames.aluette.cards import parse_card
    >>> card_name(parse_card("3 of coins")), card_name(parse_card("king of cups"))
    ('the 3 of coins (Monsieur)', 'the king of cups')
    """
    return f"the {card}" + (f" ({card.name})" if card in NAMED_CARDS else "")


def _who(seat: int, viewer: int | None) -> str:
    if seat == viewer:
        return "You"
    if viewer is not None and seat == partner(viewer):
        return f"Your partner (seat {seat})"
    return f"Seat {seat}"


def _team_of(number: int, viewer: int | None) -> str:
    if viewer is not None and team(viewer) == number:
        return f"your team ({_team(number)})"
    return _team(number)


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _names(cards: tuple[Card, ...]) -> str:
    return ", ".join(short(card) for card in cards)


def _meaning(kind: SignalKind, count: int | None) -> str:
    if kind is SignalKind.ACES:
        return f"I hold {_count(count or 0, 'ace')}"
    if kind is SignalKind.WEAK_HAND:
        return "my hand is weak"
    if kind is SignalKind.MORDIENNE:
        return "I am going for mordienne"
    return f"I hold {SIGNAL_CARD[kind].name}"


def _gesture(kind: SignalKind) -> str:
    return kind.gesture.split(" (")[0]  # "bite the lip (going for mordienne)": said already


def _points(team_points: tuple[int, int], viewer: int | None) -> str:
    return (
        f"Points: {_team_of(0, viewer)} {team_points[0]}, {_team_of(1, viewer)} {team_points[1]}."
    )


def narrate(event: AluetteEvent, viewer: int | None = None) -> str | None:
    """One event in words, as ``viewer`` (``None``: a spectator) reads it, past tense.

    >>> from tablegames.aluette.events import TrickCompleted
    >>> from tablegames.aluette.render import narrate
    >>> from tablegames.aluette.cards import parse_card
    >>> monsieur = parse_card("3 of coins")
    >>> print(narrate(TrickCompleted(3, 1, (parse_card("4 of cups"), monsieur) * 2, 2), 0))
    Your partner (seat 2) won trick 3 with the 3 of coins (Monsieur).

    Returns:
        A sentence or two, or ``None`` when the event adds nothing for this viewer (a face-up
        card of the partnership draw that is not a top card; a discard the viewer made, told
        by the private event that names the card).
    """
    match event:
        case FaceUpCardDealt(seat=seat, card=card):
            if card not in TOP_CARDS:
                return None
            who = _who(seat, viewer)
            verb = "were" if seat == viewer else "was"
            return f"Partnership draw: {who} {verb} dealt {card_name(card)} face up."
        case SeatsAssigned():
            text = "Partners sit opposite: seats 0 and 2 play against seats 1 and 3."
            if viewer is not None:
                text += f" Your partner is seat {partner(viewer)}."
            return text
        case DealDealt(deal=deal, dealer=dealer):
            dealt = "you dealt" if dealer == viewer else f"seat {dealer} dealt"
            return f"Deal {deal + 1}: {dealt} nine cards each; 12 lie face down."
        case HandDealt(player=seat, cards=cards):
            return f"{_capital(_whose(seat, viewer))} hand: {_names(cards)}."
        case ChantVoted(player=seat, agree=agree):
            return f"{_who(seat, viewer)} voted {'for' if agree else 'against'} the chant."
        case ChantDecided(agreed=False):
            return "The chant was refused: the hands are played as dealt."
        case ChantDecided(chanters=chanters):
            takers = " and ".join("you" if s == viewer else f"seat {s}" for s in chanters)
            return f"The chant was agreed: {takers} take six talon cards each and discard six."
        case TalonReceived(player=seat, cards=cards):
            return f"{_capital(_whose(seat, viewer))} six cards from the talon: {_names(cards)}."
        case CardDiscarded(player=seat):
            if seat == viewer:
                return None
            return f"{_who(seat, viewer)} discarded a card face down."
        case OwnCardDiscarded(player=seat, card=card):
            return f"{_who(seat, viewer)} discarded {card_name(card)} face down."
        case CardPlayed(player=seat, card=card):
            return f"{_who(seat, viewer)} played {card_name(card)}."
        case TrickCompleted(number=number, leader=leader, cards=cards, winner=None):
            top = max(card.strength for card in cards)
            tied = [card_name(c) for c in cards if c.strength == top]
            return (
                f"Trick {number} was spoiled: {' and '.join(tied)} tie for the highest card, so "
                f"nobody won it; seat {leader} leads again."
            )
        case TrickCompleted(number=number, leader=leader, cards=cards, winner=winner):
            card = cards[(winner - leader) % len(cards)]  # type: ignore[operator]
            return f"{_who(winner, viewer)} won trick {number} with {card_name(card)}."  # type: ignore[arg-type]
        case Signalled(player=seat, kind=kind, count=count, partner_only=private):
            gesture = f" ({_gesture(kind)})"
            to = " to the partner only" if private else ""
            return f"{_who(seat, viewer)} signalled{to}: {_meaning(kind, count)}{gesture}."
        case ConcessionOffered(player=seat, offer=offer):
            if offer:
                return f"{_who(seat, viewer)} offered to concede the deal."
            return f"{_who(seat, viewer)} did not offer to concede."
        case ConcessionAnswered(player=seat, accepted=accepted):
            verb = "accepted" if accepted else "refused"
            return f"{_who(seat, viewer)} {verb} the concession."
        case MordienneAnnounced(player=seat, announce=announce):
            if announce:
                return f"{_who(seat, viewer)} announced mordienne."
            return f"{_who(seat, viewer)} did not announce mordienne."
        case DealScored():
            return _deal_scored(event, viewer)
        case GameEnded(team_points=(first, second)):
            if first == second:
                return f"The game is over: a draw, {first} points each."
            best = 0 if first > second else 1
            return (
                f"The game is over: {_team_of(best, viewer)} won "
                f"{max(first, second)} to {min(first, second)}."
            )
    assert_never(event)


def _deal_scored(event: DealScored, viewer: int | None) -> str:
    number = event.deal + 1
    scored = "" if event.team is None else _team_of(event.team, viewer)
    got = _count(event.points, "point")
    if event.team is None:
        text = f"Deal {number} scored nothing: every trick was spoiled."
    elif event.conceded:
        text = f"Deal {number} was conceded: {scored} scored {got}."
    elif event.announcer is not None and team(event.announcer) != event.team:
        text = (
            f"Seat {event.announcer} announced mordienne and missed it: {scored} scored {got} "
            f"in deal {number}."
        )
    elif event.winner is not None and team(event.winner) != event.team:
        text = (
            f"Deal {number}: the concession was refused and mordienne missed, "
            f"so {scored} scored {got}."
        )
    else:
        winner = _who(event.winner, viewer) if event.winner is not None else "Nobody"
        how = " with mordienne" if event.mordienne else ""
        text = f"{winner} won deal {number}{how}: {scored} scored {got}."
    return f"{text} {_points(event.team_points, viewer)}"


def result(obj: AluetteState | AluetteView, viewer: int | None = None) -> str:
    """The final points and the winners in words, explaining a draw."""
    first, second = obj.team_points
    lines = [f"Final score: {_team_of(0, viewer)} {first}, {_team_of(1, viewer)} {second}."]
    if first == second:
        why = (
            "tied games are not played on (the 'tiebreak' option is 'none')"
            if obj.options.tiebreak is Tiebreak.NONE
            else "the game ended tied"
        )
        lines.append(f"A draw: {why}, so all four seats share the result.")
        return "\n".join(lines)
    best = 0 if first > second else 1
    if viewer is None:
        lines.append(f"{_capital(_team(best))} win.")
    elif team(viewer) == best:
        lines.append(f"You and your partner (seat {partner(viewer)}) win.")
    else:
        lines.append(f"{_capital(_team(best))} win; you and your partner lose.")
    return "\n".join(lines)


#: The menu heading of the signals, which the command line folds away behind one entry.
SIGNAL_GROUP = "Signal to your partner (free: your turn goes on)"


def describe_move(move: AluetteMove) -> str:
    """A move as a menu entry for its player: ``Play the 3 of coins (Monsieur)``.

    >>> from tablegames.aluette.render import describe_move
    >>> from tablegames.aluette.cards import parse_card
    >>> from tablegames.aluette.moves import Signal, SignalKind
    >>> describe_move(Signal(0, SignalKind.ACES, 2))
    'I hold 2 aces (open the mouth once per ace held)'
    """
    match move:
        case VoteChant(agree=True):
            return "Vote for the chant (two seats exchange six cards with the talon)"
        case VoteChant():
            return "Vote against the chant"
        case DiscardCard(card=card):
            return f"Discard {card_name(card)}"
        case PlayCard(card=card):
            return f"Play {card_name(card)}"
        case Signal(kind=kind, count=count):
            return f"{_capital(_meaning(kind, count))} ({_gesture(kind)})"
        case OfferConcession(offer=True):
            return "Offer to concede the deal (the opponents score 1 if they accept)"
        case OfferConcession():
            return "Do not offer to concede"
        case AnswerConcession(accept=True):
            return "Accept the concession (your team scores 1)"
        case AnswerConcession():
            return "Refuse the concession (your team must then make mordienne, or lose 2)"
        case AnnounceMordienne(announce=True):
            return "Announce mordienne (2 points if you make it, 2 to the opponents if not)"
        case AnnounceMordienne():
            return "Do not announce mordienne"
    assert_never(move)


def move_group(move: AluetteMove) -> str:
    """The heading a move is listed under in a menu (signals apart: :data:`SIGNAL_GROUP`)."""
    if isinstance(move, Signal):
        return SIGNAL_GROUP
    if isinstance(move, PlayCard):
        return "Play a card"
    if isinstance(move, DiscardCard):
        return "Chant: discard a card face down"
    if isinstance(move, VoteChant):
        return "Chant vote"
    if isinstance(move, (OfferConcession, AnswerConcession)):
        return "Concession"
    return "Mordienne announcement"
