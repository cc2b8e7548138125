"""The Aluette move notation: what a person types for each move (see the table on the Aluette
page of the docs).

A card is its rank and suit, as the terminal's pictures show hands: ranks ``A`` (ace), ``2``
to ``9``, ``J`` (jack), ``C`` (cavalier), ``K`` (king); suits ``co`` (coins), ``cu`` (cups),
``sw`` (swords), ``ba`` (batons). Playing a card is its code alone (``7cu``); a signal is
``sig`` and the signal's name (``sig monsieur``, ``sig 2A`` for two aces); the answers are a
word (``chant``, ``no chant``, ``concede``, ``accept``, ``refuse``, ``mordienne``), and ``yes``
or ``no`` answer whatever is asked.

>>> from tablegames.aluette.notation import NOTATION, card_code
>>> from tablegames.aluette import Signal, SignalKind, parse_card
>>> card_code(parse_card("cavalier of cups")), NOTATION.write(Signal(2, SignalKind.ACES, 2))
('Ccu', 'sig 2A')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType

import attrs
from typing_extensions import assert_never

from tablegames.aluette.cards import ACE_COUNTS, DECK, Card, Rank, Suit
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
from tablegames.aluette.rules import SIGNAL_CARD
from tablegames.core.notation import Lexicon

__all__ = ["NOTATION", "RANK_CODES", "SIGNAL_WORDS", "SUIT_CODES", "AluetteNotation", "card_code"]

#: The rank letters of the card codes (the other ranks are their number).
RANK_CODES: Mapping[Rank, str] = MappingProxyType(
    {Rank.ACE: "A", Rank.JACK: "J", Rank.CAVALIER: "C", Rank.KING: "K"}
)
#: The suit letters of the card codes.
SUIT_CODES: Mapping[Suit, str] = MappingProxyType(
    {Suit.COINS: "co", Suit.CUPS: "cu", Suit.SWORDS: "sw", Suit.BATONS: "ba"}
)
#: The word of each signal after ``sig`` (the aces take their count: ``sig 2A``).
SIGNAL_WORDS: Mapping[SignalKind, str] = MappingProxyType(
    {
        SignalKind.MONSIEUR: "monsieur",
        SignalKind.MADAME: "madame",
        SignalKind.BORGNE: "borgne",
        SignalKind.VACHE: "vache",
        SignalKind.GRAND_NEUF: "grand9",
        SignalKind.PETIT_NEUF: "petit9",
        SignalKind.DEUX_DE_CHENE: "chene",
        SignalKind.DEUX_D_ECRIT: "ecrit",
        SignalKind.ACES: "A",
        SignalKind.WEAK_HAND: "weak",
        SignalKind.MORDIENNE: "mordienne",
    }
)


def card_code(card: Card) -> str:
    """A card's code: rank (``A``, ``2``-``9``, ``J``, ``C``, ``K``) and suit (``co``, ``cu``,
    ``sw``, ``ba``), such as ``3co`` for the 3 of coins (Monsieur)."""
    return _CODES[card]


_CODES: Mapping[Card, str] = MappingProxyType(
    {card: RANK_CODES.get(card.rank, str(int(card.rank))) + SUIT_CODES[card.suit] for card in DECK}
)

_ANSWERS: Mapping[type, tuple[str, str]] = MappingProxyType(
    {
        VoteChant: ("chant", "no chant"),
        OfferConcession: ("concede", "no concede"),
        AnswerConcession: ("accept", "refuse"),
        AnnounceMordienne: ("mordienne", "no mordienne"),
    }
)


#: The aces signal without its count: a player who holds aces may not count them when typing.
_ACES = ("sig A", "sig aces")


def _signal(kind: SignalKind, count: int | None) -> str:
    if kind is SignalKind.ACES:
        return f"sig {count}A"
    return f"sig {SIGNAL_WORDS[kind]}"


@attrs.frozen
class AluetteNotation:
    """The Aluette notation (the Aluette game's ``notation`` hook)."""

    def write(self, move: AluetteMove) -> str:
        """The canonical text of a move: ``7cu``, ``discard 7cu``, ``sig 2A``, ``no chant``."""
        match move:
            case PlayCard(card=card):
                return _CODES[card]
            case DiscardCard(card=card):
                return f"discard {_CODES[card]}"
            case Signal(kind=kind, count=count):
                return _signal(kind, count)
            case VoteChant(agree=yes) | AnnounceMordienne(announce=yes):
                return _ANSWERS[type(move)][0 if yes else 1]
            case OfferConcession(offer=yes) | AnswerConcession(accept=yes):
                return _ANSWERS[type(move)][0 if yes else 1]
        assert_never(move)

    def aliases(self, move: AluetteMove) -> Iterable[str]:
        """A bare card for a discard; ``yes``/``no`` (``y``/``n``) for an answer; a signalled
        card's code (``sig 3co``) and its name as the menus write it (``sig grand-neuf``, ``sig
        la vache``, accents and hyphens optional) for its signal; ``sig A`` (``sig aces``)
        without the count for every count of aces, so that it reads as the one count legal
        under ``truthful_signals`` and otherwise names all four."""
        match move:
            case DiscardCard(card=card):
                return (_CODES[card], f"d {_CODES[card]}")
            case Signal(kind=SignalKind.ACES):
                return _ACES
            case Signal(kind=kind):
                signalled = SIGNAL_CARD.get(kind)
                if signalled is None:
                    return ()
                return (f"sig {_CODES[signalled]}", *(f"sig {n}" for n in _NAMES.get(kind, ())))
            case VoteChant(agree=yes) | AnnounceMordienne(announce=yes):
                return ("yes", "y") if yes else ("no", "n")
            case OfferConcession(offer=yes) | AnswerConcession(accept=yes):
                return ("yes", "y") if yes else ("no", "n")
        return ()

    def read(self, text: str, player: int) -> AluetteMove | None:
        """The move ``text`` names for ``player``, legal now or not (a card not in hand, a
        card the phase does not take), so that a refused one can be told why in the rules'
        words; ``None`` if it names no move, or several (``yes`` answers any question).

        The texts are those :func:`~tablegames.parse_move` reads, looked up among every move of
        the game instead of the legal ones: so a card's code alone is playing it (discarding it
        is ``discard 7cu``).

        >>> from tablegames.aluette.notation import NOTATION
        >>> from tablegames.aluette import PlayCard, Signal, SignalKind, parse_card
        >>> NOTATION.read("7CU", 2) == PlayCard(2, parse_card("7 of cups"))
        True
        >>> NOTATION.read("sig grand-neuf", 0) == Signal(0, SignalKind.GRAND_NEUF)
        True
        >>> NOTATION.read("yes", 0), NOTATION.read("7", 0)
        (None, None)
        """
        return _LEXICON.read(text, player)


#: The names of the named cards' signals, as the menus and the rules write them, with the
#: forms people type for them (no accent, no hyphen, no article).
_NAMES: Mapping[SignalKind, tuple[str, ...]] = MappingProxyType(
    {
        SignalKind.BORGNE: ("le borgne",),
        SignalKind.VACHE: ("la vache",),
        SignalKind.GRAND_NEUF: ("grand-neuf", "grandneuf", "grand 9"),
        SignalKind.PETIT_NEUF: ("petit-neuf", "petitneuf", "petit 9"),
        SignalKind.DEUX_DE_CHENE: ("deux de chêne", "deux de chene", "chêne"),
        SignalKind.DEUX_D_ECRIT: ("deux d'écrit", "deux d'ecrit", "deux decrit", "écrit"),
    }
)


def _vocabulary(player: int) -> Iterator[AluetteMove]:
    """Every move ``player`` could try, legal or not, but none the rules never take (an ace
    count given to another signal)."""
    for yes in (True, False):
        yield from (VoteChant(player, yes), OfferConcession(player, yes))
        yield from (AnswerConcession(player, yes), AnnounceMordienne(player, yes))
    for card in DECK:
        yield from (PlayCard(player, card), DiscardCard(player, card))
    for kind in SignalKind:
        counts = ACE_COUNTS if kind is SignalKind.ACES else (None,)
        yield from (Signal(player, kind, count) for count in counts)


#: The Aluette notation.
NOTATION = AluetteNotation()

#: Every move under its texts, for :meth:`AluetteNotation.read` (which seats the move found).
_LEXICON: Lexicon[AluetteMove] = Lexicon(NOTATION, _vocabulary(0))
