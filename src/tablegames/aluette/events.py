"""The Aluette event log: what happened, in order, as small typed records.

Events are public unless their class says ``private = True``; a private event is seen only by
the seat in its ``player`` field. A :class:`Signalled` event made under the partner-only variant
is seen only by the signaller and the partner.
"""

from __future__ import annotations

from typing import ClassVar, TypeAlias, Union, get_args

import attrs

from tablegames.aluette.cards import Card
from tablegames.aluette.moves import SignalKind
from tablegames.core.states import fast_init

__all__ = [
    "AluetteEvent",
    "CardDiscarded",
    "CardPlayed",
    "ChantDecided",
    "ChantVoted",
    "ConcessionAnswered",
    "ConcessionOffered",
    "DealDealt",
    "DealScored",
    "FaceUpCardDealt",
    "GameEnded",
    "HandDealt",
    "MordienneAnnounced",
    "OwnCardDiscarded",
    "SeatsAssigned",
    "Signalled",
    "TalonReceived",
    "TrickCompleted",
]


@fast_init
@attrs.frozen
class FaceUpCardDealt:
    """Setup: a card dealt face up to find partnerships; ``seat`` is the receiver's final seat.

    Attributes:
        seat: The seat, numbered after the draw, that received the card.
        card: The card dealt face up.
    """

    seat: int
    card: Card


@fast_init
@attrs.frozen
class SeatsAssigned:
    """Setup: partners now sit opposite; seat ``i`` was at table position ``positions[i]``.

    Attributes:
        positions: For each seat, the table position it held before the partners moved opposite each
            other.
    """

    positions: tuple[int, ...]


@fast_init
@attrs.frozen
class DealDealt:
    """A new deal: 9 cards each in threes, 12 left face down.

    Attributes:
        deal: The deal's number, counted from 0.
        dealer: The seat that dealt it.
    """

    deal: int
    dealer: int


@fast_init
@attrs.frozen
class HandDealt:
    """Private: the nine cards you were dealt.

    Attributes:
        player: The seat dealt these cards (the only one that sees this event).
        cards: Its nine cards, in deck order.
    """

    private: ClassVar[bool] = True
    player: int
    cards: tuple[Card, ...]


@fast_init
@attrs.frozen
class ChantVoted:
    """A seat voted on the chant.

    Attributes:
        player: The voting seat.
        agree: Its vote: ``True`` for the chant.
    """

    player: int
    agree: bool


@fast_init
@attrs.frozen
class ChantDecided:
    """The chant vote ended: agreed (``chanters`` receive six cards each) or refused.

    Attributes:
        agreed: Whether all four seats agreed.
        chanters: The two seats that receive the talon, the dealer's left-hand neighbour first;
            empty when the chant was refused.
    """

    agreed: bool
    chanters: tuple[int, ...]


@fast_init
@attrs.frozen
class TalonReceived:
    """Private: the six talon cards you received in the chant.

    Attributes:
        player: The chanter (the only one that sees this event).
        cards: The six talon cards it received.
    """

    private: ClassVar[bool] = True
    player: int
    cards: tuple[Card, ...]


@fast_init
@attrs.frozen
class CardDiscarded:
    """A chanter discarded a card face down (which card stays secret).

    Attributes:
        player: The chanter that discarded.
    """

    player: int


@fast_init
@attrs.frozen
class OwnCardDiscarded:
    """Private: the card you discarded.

    Attributes:
        player: The chanter (the only one that sees this event).
        card: The card it discarded.
    """

    private: ClassVar[bool] = True
    player: int
    card: Card


@fast_init
@attrs.frozen
class CardPlayed:
    """A card was played to the trick.

    Attributes:
        player: The seat that played.
        card: The card played to the trick.
    """

    player: int
    card: Card


@fast_init
@attrs.frozen
class TrickCompleted:
    """A trick ended: won by ``winner``, or spoiled (``winner`` is ``None``) by a tie.

    Attributes:
        number: The trick's number in the deal, from 1 to 9.
        leader: The seat that led it.
        cards: Its four cards, in play order from the leader on.
        winner: The seat that won it, or ``None`` when it was spoiled.
    """

    number: int
    leader: int
    cards: tuple[Card, ...]
    winner: int | None


@fast_init
@attrs.frozen
class Signalled:
    """A signal. ``trick`` and ``cards_in_trick`` place it among the cards played.

    Attributes:
        player: The signalling seat.
        kind: Which signal.
        count: For ``aces``, how many aces; ``None`` for every other kind.
        deal: The deal it was made in, counted from 0.
        trick: How many tricks of the deal were complete when it was made.
        cards_in_trick: How many cards of the current trick had been played when it was made.
        partner_only: Whether only the signaller's partner saw it (the partner-only variant).
    """

    player: int
    kind: SignalKind
    count: int | None
    deal: int
    trick: int
    cards_in_trick: int
    partner_only: bool


@fast_init
@attrs.frozen
class ConcessionOffered:
    """Surrender variant: a seat offered (or declined) to concede the deal for its team.

    Attributes:
        player: The seat deciding.
        offer: Whether it offered to concede (``False``: it passed).
    """

    player: int
    offer: bool


@fast_init
@attrs.frozen
class ConcessionAnswered:
    """Surrender variant: the opponents accepted or refused the concession.

    Attributes:
        player: The answering seat.
        accepted: Whether it accepted the concession.
    """

    player: int
    accepted: bool


@fast_init
@attrs.frozen
class MordienneAnnounced:
    """Announced-mordienne option: a seat announced mordienne (or passed) before the first lead.

    Attributes:
        player: The seat deciding.
        announce: Whether it announced mordienne (``False``: it passed).
    """

    player: int
    announce: bool


@fast_init
@attrs.frozen
class DealScored:
    """A deal ended. ``winner`` is the seat that won it (``None`` if it scored nothing).

    Attributes:
        deal: The deal's number, counted from 0.
        winner: The seat that won the deal, or ``None`` when every trick was spoiled or the deal was
            conceded.
        team: The team that scored (0: seats 0 and 2; 1: seats 1 and 3), or ``None``.
        points: The points that team scored (0, 1 or 2).
        mordienne: Whether the winner made mordienne.
        conceded: Whether the deal ended by an accepted concession (surrender variant).
        team_points: The points of team 0 and team 1 after this deal.
        announcer: Announced-mordienne option: the seat that announced mordienne, if any.
        tricks_won: How many tricks each seat won in the deal, by seat (all 0 for a conceded
            deal): when several seats won as many tricks as the winner, it won by reaching
            that count first (rules §7). Empty in a document written before this field.
    """

    deal: int
    winner: int | None
    team: int | None
    points: int
    mordienne: bool
    conceded: bool
    team_points: tuple[int, int]
    announcer: int | None = None
    tricks_won: tuple[int, ...] = ()


@fast_init
@attrs.frozen
class GameEnded:
    """The game ended with these team points; ``winners`` are the winning seats (all on a draw).

    Attributes:
        team_points: The final points of team 0 and team 1.
        winners: The winning seats; all four on a draw.
    """

    team_points: tuple[int, int]
    winners: tuple[int, ...]


#: Every Aluette event.
AluetteEvent: TypeAlias = Union[  # noqa: UP007
    FaceUpCardDealt,
    SeatsAssigned,
    DealDealt,
    HandDealt,
    ChantVoted,
    ChantDecided,
    TalonReceived,
    CardDiscarded,
    OwnCardDiscarded,
    CardPlayed,
    TrickCompleted,
    Signalled,
    ConcessionOffered,
    ConcessionAnswered,
    MordienneAnnounced,
    DealScored,
    GameEnded,
]
EVENT_TYPES: tuple[type, ...] = get_args(AluetteEvent)
