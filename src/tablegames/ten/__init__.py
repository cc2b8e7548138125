"""TEN: the push-your-luck auction card game of runs (AEG / Flatout Games, 2021), 1-5 players.

Typed versions of the generic functions, for TEN states::

    >>> from tablegames import ten
    >>> state = ten.new_game(players=3, seed=12)
    >>> ten.current_player(state), len(state.draw_pile)
    (1, 109)

The rules, and every ruling the engine follows, are on the TEN page of the documentation
(``docs/ten.rst``, "Rules and rulings"); code and tests cite them as "rules §5.4" and
"ruling T-A11".
One player plays the PROVISIONAL solo variant "Beat Jen" (the official solo rules could not be
checked); the currency values and player-count symbols of the deck table are UNVERIFIED
placeholders (see :mod:`tablegames.ten.cards`).
"""

from __future__ import annotations

from collections.abc import Mapping

from tablegames.core.api import setup, typed_for
from tablegames.ten.agent import TenAgent
from tablegames.ten.cards import (
    CARDS,
    COLOURS,
    DECK_TABLE,
    DECK_TABLE_VERIFIED,
    WILDCARD,
    Card,
    Colour,
    DeckRow,
    Kind,
    Symbol,
    colour_wild,
    currency_card,
    deck,
    number_card,
    numbered_wild,
    parse_card,
)
from tablegames.ten.events import (
    AuctionWon,
    BidMade,
    BidPassed,
    Busted,
    BustKind,
    BuyChosen,
    BuySkipped,
    CardCollected,
    CardDrawn,
    CurrencyTaken,
    GameEnded,
    GameStarted,
    ItemPaid,
    JenBid,
    NumbersTaken,
    PaymentItem,
    TenEvent,
    TurnStarted,
    WildToJen,
    WildUnsold,
)
from tablegames.ten.game import GAME, TenGame
from tablegames.ten.moves import (
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenMove,
)
from tablegames.ten.rules import (
    buying_power,
    is_over,
    score_sheets,
    scores,
    tableau_totals,
    winners,
)
from tablegames.ten.sample import sample_state
from tablegames.ten.scoring import ColourScore, ScoreSheet, run_points, score_sheet
from tablegames.ten.state import (
    Auction,
    JenPolicy,
    Payment,
    PaymentKind,
    Phase,
    TenOptions,
    TenState,
    TenView,
    UnsoldWild,
)
from tablegames.ten.text import render
from tablegames.ten.views import legal_moves_from_view

__all__ = [
    "CARDS",
    "COLOURS",
    "DECK_TABLE",
    "DECK_TABLE_VERIFIED",
    "GAME",
    "WILDCARD",
    "Auction",
    "AuctionWon",
    "Bid",
    "BidMade",
    "BidPassed",
    "BustKind",
    "Busted",
    "Buy",
    "BuyChosen",
    "BuySkipped",
    "Card",
    "CardCollected",
    "CardDrawn",
    "Colour",
    "ColourScore",
    "CurrencyTaken",
    "DeckRow",
    "Draw",
    "GameEnded",
    "GameStarted",
    "ItemPaid",
    "JenBid",
    "JenPolicy",
    "Kind",
    "NumbersTaken",
    "PassBid",
    "PayBustToken",
    "PayCard",
    "PayToken",
    "Payment",
    "PaymentItem",
    "PaymentKind",
    "Phase",
    "ScoreSheet",
    "SkipBuy",
    "Symbol",
    "TakeCurrency",
    "TakeNumbers",
    "TenAgent",
    "TenEvent",
    "TenGame",
    "TenMove",
    "TenOptions",
    "TenState",
    "TenView",
    "TurnStarted",
    "UnsoldWild",
    "WildToJen",
    "WildUnsold",
    "apply",
    "buying_power",
    "colour_wild",
    "currency_card",
    "current_player",
    "deck",
    "is_over",
    "legal_moves",
    "legal_moves_from_view",
    "new_game",
    "number_card",
    "numbered_wild",
    "parse_card",
    "render",
    "run_points",
    "sample_state",
    "score_sheet",
    "score_sheets",
    "scores",
    "tableau_totals",
    "view",
    "winners",
]


def new_game(
    *,
    players: int,
    seed: int | None = None,
    options: TenOptions | Mapping[str, object] | None = None,
) -> TenState:
    """Start a game of TEN: shuffle the deck for the player count and pick the first player.

    Args:
        players: 2 to 5 for the official game; 1 for the PROVISIONAL solo variant.
        seed: Resolves every shuffle; ``None`` draws a fresh one.
        options: The rule variants; ``None`` for the standard rules.

    Raises:
        ConfigError: on a player count outside 1-5, a bad seed or bad options.
    """
    return setup(GAME, players=players, seed=seed, options=options)


# The generic functions, typed for TEN (see tablegames.core.api.GameFunctions): at run time
# they are the generic functions themselves, no call more than ``tablegames.apply``.
_typed = typed_for(TenState)
current_player = _typed.current_player
legal_moves = _typed.legal_moves
apply = _typed.apply
view = _typed.view

# The name the future import binds is no part of the API (dir(), tab completion).
del annotations, _typed
