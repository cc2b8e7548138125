"""The Aluette moves. Every move names its player first, as a network message would."""

from __future__ import annotations

import enum
from typing import TypeAlias, Union, get_args

import attrs

from tablegames.aluette.cards import Card

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
    """The codified signals of the seed (rules section 8); the gesture is for the UI."""

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


@attrs.frozen
class VoteChant:
    """Vote for (``agree=True``) or against the chant, the optional exchange of the deal."""

    player: int
    agree: bool

    def __str__(self) -> str:
        return f"P{self.player} votes {'for' if self.agree else 'against'} the chant"


@attrs.frozen
class DiscardCard:
    """A chanter discards one card face down (each chanter discards six, one per move)."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"P{self.player} discards the {self.card}"


@attrs.frozen
class PlayCard:
    """Play a card to the trick. Any card in hand may be played."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"P{self.player} plays the {self.card}"


@attrs.frozen
class Signal:
    """A public gesture to one's partner: a free action that does not change the turn.

    ``count`` is the number of aces for :attr:`SignalKind.ACES` (1 to 4) and ``None`` for every
    other kind.
    """

    player: int
    kind: SignalKind
    count: int | None = None

    def __str__(self) -> str:
        shown = self.kind.name.lower().replace("_", " ")
        return f"P{self.player} signals {shown}" + (
            f" x{self.count}" if self.count is not None else ""
        )


@attrs.frozen
class OfferConcession:
    """Surrender variant: before the first lead, offer (or decline to offer) to concede the deal."""

    player: int
    offer: bool

    def __str__(self) -> str:
        return f"P{self.player} {'offers' if self.offer else 'does not offer'} to concede"


@attrs.frozen
class AnswerConcession:
    """Surrender variant: accept the opponents' concession (1 point) or refuse it."""

    player: int
    accept: bool

    def __str__(self) -> str:
        return f"P{self.player} {'accepts' if self.accept else 'refuses'} the concession"


@attrs.frozen
class AnnounceMordienne:
    """Announced-mordienne option: before the first lead, announce mordienne or pass.

    The first announcement closes the round of announcements; only the announcer's mordienne
    then scores 2, and missing it gives the opponents 2.
    """

    player: int
    announce: bool

    def __str__(self) -> str:
        return f"P{self.player} {'announces mordienne' if self.announce else 'does not announce'}"


#: Every Aluette move.
AluetteMove: TypeAlias = Union[  # noqa: UP007 - a runtime union that cattrs and Python 3.10 read
    VoteChant, DiscardCard, PlayCard, Signal, OfferConcession, AnswerConcession, AnnounceMordienne
]
MOVE_TYPES: tuple[type[AluetteMove], ...] = get_args(AluetteMove)
