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


@attrs.frozen
class FaceUpCardDealt:
    """Setup: a card dealt face up to find partnerships; ``seat`` is the receiver's final seat."""

    seat: int
    card: Card


@attrs.frozen
class SeatsAssigned:
    """Setup: partners now sit opposite; seat ``i`` was at table position ``positions[i]``."""

    positions: tuple[int, ...]


@attrs.frozen
class DealDealt:
    """A new deal: 9 cards each in threes, 12 left face down."""

    deal: int
    dealer: int


@attrs.frozen
class HandDealt:
    """Private: the nine cards you were dealt."""

    private: ClassVar[bool] = True
    player: int
    cards: tuple[Card, ...]


@attrs.frozen
class ChantVoted:
    """A seat voted on the chant."""

    player: int
    agree: bool


@attrs.frozen
class ChantDecided:
    """The chant vote ended: agreed (``chanters`` receive six cards each) or refused."""

    agreed: bool
    chanters: tuple[int, ...]


@attrs.frozen
class TalonReceived:
    """Private: the six talon cards you received in the chant."""

    private: ClassVar[bool] = True
    player: int
    cards: tuple[Card, ...]


@attrs.frozen
class CardDiscarded:
    """A chanter discarded a card face down (which card stays secret)."""

    player: int


@attrs.frozen
class OwnCardDiscarded:
    """Private: the card you discarded."""

    private: ClassVar[bool] = True
    player: int
    card: Card


@attrs.frozen
class CardPlayed:
    """A card was played to the trick."""

    player: int
    card: Card


@attrs.frozen
class TrickCompleted:
    """A trick ended: won by ``winner``, or spoiled (``winner`` is ``None``) by a tie."""

    number: int
    leader: int
    cards: tuple[Card, ...]
    winner: int | None


@attrs.frozen
class Signalled:
    """A signal. ``trick`` and ``cards_in_trick`` place it among the cards played."""

    player: int
    kind: SignalKind
    count: int | None
    deal: int
    trick: int
    cards_in_trick: int
    partner_only: bool


@attrs.frozen
class ConcessionOffered:
    """Surrender variant: a seat offered (or declined) to concede the deal for its team."""

    player: int
    offer: bool


@attrs.frozen
class ConcessionAnswered:
    """Surrender variant: the opponents accepted or refused the concession."""

    player: int
    accepted: bool


@attrs.frozen
class MordienneAnnounced:
    """Announced-mordienne option: a seat announced mordienne (or passed) before the first lead."""

    player: int
    announce: bool


@attrs.frozen
class DealScored:
    """A deal ended. ``winner`` is the seat that won it (``None`` if it scored nothing)."""

    deal: int
    winner: int | None
    team: int | None
    points: int
    mordienne: bool
    conceded: bool
    team_points: tuple[int, int]
    announcer: int | None = None


@attrs.frozen
class GameEnded:
    """The game ended with these team points; ``winners`` are the winning seats (all on a draw)."""

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
