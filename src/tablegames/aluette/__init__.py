"""Aluette: the old French trick-taking game for two partnerships (4 players).

Typed versions of the generic functions, for Aluette states::

    >>> from tablegames import aluette
    >>> state = aluette.new_game(seed=7)
    >>> aluette.current_player(state)
    1

The rules, and every ruling the engine follows, are on the Aluette page of the documentation
(``docs/aluette.rst``, "Rules and rulings"); code and tests cite them as "rules §6" and
"ruling A-27".
"""

from __future__ import annotations

from collections.abc import Mapping

from tablegames.aluette.agent import AluetteAgent
from tablegames.aluette.cards import (
    DECK,
    STRENGTH,
    STRENGTH_CLASSES,
    TOP_CARDS,
    Card,
    Rank,
    StrengthClass,
    Suit,
    parse_card,
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
from tablegames.aluette.game import GAME, AluetteGame
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
    deal_winner,
    is_mordienne,
    is_over,
    partner,
    scores,
    team,
    trick_winner,
    winners,
)
from tablegames.aluette.sample import sample_state
from tablegames.aluette.state import (
    AluetteOptions,
    AluetteState,
    AluetteView,
    ChantRecipients,
    DealResult,
    GameEnd,
    Phase,
    SignalVisibility,
    Tiebreak,
    Trick,
)
from tablegames.aluette.text import render
from tablegames.aluette.views import legal_moves_from_view
from tablegames.core.api import setup, typed_for

__all__ = [
    "DECK",
    "GAME",
    "STRENGTH",
    "STRENGTH_CLASSES",
    "TOP_CARDS",
    "AluetteAgent",
    "AluetteEvent",
    "AluetteGame",
    "AluetteMove",
    "AluetteOptions",
    "AluetteState",
    "AluetteView",
    "AnnounceMordienne",
    "AnswerConcession",
    "Card",
    "CardDiscarded",
    "CardPlayed",
    "ChantDecided",
    "ChantRecipients",
    "ChantVoted",
    "ConcessionAnswered",
    "ConcessionOffered",
    "DealDealt",
    "DealResult",
    "DealScored",
    "DiscardCard",
    "FaceUpCardDealt",
    "GameEnd",
    "GameEnded",
    "HandDealt",
    "MordienneAnnounced",
    "OfferConcession",
    "OwnCardDiscarded",
    "Phase",
    "PlayCard",
    "Rank",
    "SeatsAssigned",
    "Signal",
    "SignalKind",
    "SignalVisibility",
    "Signalled",
    "StrengthClass",
    "Suit",
    "TalonReceived",
    "Tiebreak",
    "Trick",
    "TrickCompleted",
    "VoteChant",
    "apply",
    "current_player",
    "deal_winner",
    "is_mordienne",
    "is_over",
    "legal_moves",
    "legal_moves_from_view",
    "new_game",
    "parse_card",
    "partner",
    "render",
    "sample_state",
    "scores",
    "team",
    "trick_winner",
    "view",
    "winners",
]


def new_game(
    *,
    seed: int | None = None,
    options: AluetteOptions | Mapping[str, object] | None = None,
    players: int = 4,
) -> AluetteState:
    """Start a game of Aluette: draw partnerships and deal the first hand.

    Args:
        seed: Resolves every shuffle; ``None`` draws a fresh one.
        options: The rule variants; ``None`` for the standard rules.
        players: Always 4 (accepted for symmetry with :func:`tablegames.new_game`).

    Raises:
        ConfigError: on a player count other than 4, a bad seed or bad options.
    """
    return setup(GAME, players=players, seed=seed, options=options)


# The generic functions, typed for Aluette (see tablegames.core.api.GameFunctions): at run time
# they are the generic functions themselves, no call more than ``tablegames.apply``.
_typed = typed_for(AluetteState)
current_player = _typed.current_player
legal_moves = _typed.legal_moves
apply = _typed.apply
view = _typed.view

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations, _typed
