"""The Aluette moves. Every move names its player first, as a network message would.

Moves check their fields on construction and raise :class:`~tablegames.InvalidMoveError` for a
value of the wrong type or out of any range: a seat is an ``int`` from 0 to 3 (``True`` and
``1.0`` are refused), a card is exactly a :class:`~tablegames.aluette.Card` (a card's name is
refused with a pointer to :func:`~tablegames.aluette.parse_card`), a yes-or-no answer is exactly
``True`` or ``False``. So equality between a move and a legal move always means the same move,
and :func:`~tablegames.aluette.apply` never meets a malformed one.

Moves are frozen, slotted values: :func:`~tablegames.aluette.legal_moves` hands out shared
instances built once per process, which is safe because no attribute of a move can be set
(``move.card = ...`` raises :class:`attrs.exceptions.FrozenInstanceError`).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType
from typing import TypeAlias, Union, get_args

import attrs

from tablegames.aluette.cards import ACE_COUNTS, SEATS, Card
from tablegames.core.bases import GameMove
from tablegames.core.moves import check_flag, check_int, check_optional, check_seat, check_type

__all__ = [
    "AluetteMove",
    "AnnounceMordienne",
    "AnswerConcession",
    "DiscardCard",
    "OfferConcession",
    "PlayCard",
    "Signal",
    "SignalKind",
    "VoteChant",
]


class SignalKind(enum.Enum):
    """The codified signals of the seed (rules §8); the gesture is for the UI."""

    MONSIEUR = "look upward without moving the head"
    MADAME = "tilt the head slightly to one side, or smile"
    BORGNE = "wink"
    VACHE = "pout, or purse the lips"
    GRAND_NEUF = "stick out the thumb"
    PETIT_NEUF = "stick out the little finger"
    DEUX_DE_CHENE = "stick out the index or middle finger"
    DEUX_D_ECRIT = "stick out the ring finger, or act as if writing"
    ACES = "open the mouth once per ace held"
    WEAK_HAND = "shrug both shoulders"
    MORDIENNE = "bite the lip (going for mordienne)"

    @property
    def gesture(self) -> str:
        """How the signal is made at a real table."""
        return self.value


#: The signals whose ``str`` is not their enum name with spaces: an elided article keeps its
#: apostrophe (Aluette rules §3 names the card "deux d'écrit"), and the text stays ASCII, as
#: every move's ``str`` does ("deux de chene").
_SIGNAL_NAMES: Mapping[SignalKind, str] = MappingProxyType(
    {SignalKind.DEUX_D_ECRIT: "deux d'ecrit"}
)

_SEAT = check_seat(SEATS)
_CARD = check_type(
    Card,
    described="an Aluette card (a tablegames.aluette.Card)",
    parser="tablegames.aluette.parse_card",
)
_KIND = check_type(SignalKind, described="a tablegames.aluette.SignalKind")
_ACE_COUNT = check_optional(check_int(ACE_COUNTS[0], ACE_COUNTS[-1]))


@attrs.frozen
class VoteChant(GameMove):
    """Vote for (``agree=True``) or against the chant, the optional exchange of the deal.

    Attributes:
        player: The voting seat.
        agree: ``True`` to accept the chant, ``False`` to refuse it (the first refusal cancels it).
    """

    player: int = attrs.field(validator=_SEAT)
    agree: bool = attrs.field(validator=check_flag)

    def __str__(self) -> str:
        return f"P{self.player} votes {'for' if self.agree else 'against'} the chant"


@attrs.frozen
class DiscardCard(GameMove):
    """A chanter discards one card face down (each chanter discards six, one per move).

    Attributes:
        player: The chanter discarding.
        card: The card discarded face down; the chanter must hold it.
    """

    player: int = attrs.field(validator=_SEAT)
    card: Card = attrs.field(validator=_CARD)

    def __str__(self) -> str:
        return f"P{self.player} discards the {self.card}"


@attrs.frozen
class PlayCard(GameMove):
    """Play a card to the trick. Any card in hand may be played.

    Attributes:
        player: The seat playing.
        card: The card played to the trick; the seat must hold it.
    """

    player: int = attrs.field(validator=_SEAT)
    card: Card = attrs.field(validator=_CARD)

    def __str__(self) -> str:
        return f"P{self.player} plays the {self.card}"


@attrs.frozen
class Signal(GameMove):
    """A public gesture to one's partner: a free action that does not change the turn.

    ``count`` is the number of aces for :attr:`SignalKind.ACES` (1 to 4) and ``None`` for every
    other kind. A count outside 1-4 cannot be built; a count missing for ``ACES`` or given to
    another kind is refused by :func:`~tablegames.aluette.apply` (``aluette.signal.count``).

    Attributes:
        player: The signalling seat: any seat, whoever's turn it is.
        kind: Which of the codified signals.
        count: For ``aces``, how many aces (1 to 4); ``None`` for every other kind.
    """

    player: int = attrs.field(validator=_SEAT)
    kind: SignalKind = attrs.field(validator=_KIND)
    count: int | None = attrs.field(default=None, validator=_ACE_COUNT)

    def __str__(self) -> str:
        shown = _SIGNAL_NAMES.get(self.kind) or self.kind.name.lower().replace("_", " ")
        return f"P{self.player} signals {shown}" + (
            f" x{self.count}" if self.count is not None else ""
        )


@attrs.frozen
class OfferConcession(GameMove):
    """Surrender variant: before the first lead, offer (or decline to offer) to concede the deal.

    Attributes:
        player: The seat deciding.
        offer: ``True`` to offer to concede the deal for its team, ``False`` to pass.
    """

    player: int = attrs.field(validator=_SEAT)
    offer: bool = attrs.field(validator=check_flag)

    def __str__(self) -> str:
        return f"P{self.player} {'offers' if self.offer else 'does not offer'} to concede"


@attrs.frozen
class AnswerConcession(GameMove):
    """Surrender variant: accept the opponents' concession (1 point) or refuse it.

    Attributes:
        player: The answering seat, the opponent at the offerer's left.
        accept: ``True`` to accept (the answering team scores 1 without play), ``False`` to refuse
            and play on.
    """

    player: int = attrs.field(validator=_SEAT)
    accept: bool = attrs.field(validator=check_flag)

    def __str__(self) -> str:
        return f"P{self.player} {'accepts' if self.accept else 'refuses'} the concession"


@attrs.frozen
class AnnounceMordienne(GameMove):
    """Announced-mordienne option: before the first lead, announce mordienne or pass.

    The first announcement closes the round of announcements; only the announcer's mordienne
    then scores 2, and missing it gives the opponents 2.

    Attributes:
        player: The seat deciding.
        announce: ``True`` to announce mordienne, ``False`` to pass.
    """

    player: int = attrs.field(validator=_SEAT)
    announce: bool = attrs.field(validator=check_flag)

    def __str__(self) -> str:
        return f"P{self.player} {'announces mordienne' if self.announce else 'does not announce'}"


#: Every Aluette move.
AluetteMove: TypeAlias = Union[  # noqa: UP007 - a runtime union that cattrs and Python 3.10 read
    VoteChant, DiscardCard, PlayCard, Signal, OfferConcession, AnswerConcession, AnnounceMordienne
]
MOVE_TYPES: tuple[type[AluetteMove], ...] = get_args(AluetteMove)
