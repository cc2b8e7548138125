"""How long a game of TEN can last and what it pays: the facts research tools read.

The game's hooks :meth:`~tablegames.Game.max_game_length`, :meth:`~tablegames.Game.utilities`
and :meth:`~tablegames.Game.utility_bounds` read this module; OpenSpiel
(:mod:`tablegames.openspiel`) reads them.

The longest game, from the rules, counting each kind of move against what it uses up (``D``
cards in the deck, ``W`` of them wilds, currency cards worth ``C`` in all, ``n`` seats):

* a ``Draw`` takes a card from the draw pile (§5.3): at most ``D``;
* a turn starts with a draw and ends with a stop (``TakeNumbers``, ``TakeCurrency``) or a bust
  (§5.5, §5.6), so stops and busts together are at most ``D``; a bust token is paid
  (``PayBustToken``) at most once, and there are as many as busts: stops and bust tokens paid
  are at most ``D``;
* a buy phase (``Buy`` or ``SkipBuy``, §5.7) follows a ``TakeNumbers``, or is one of the final
  round's ``n`` (§6): at most ``D + n``;
* each wild drawn opens one auction in which each seat bids or passes once (§5.4): at most
  ``W * n``;
* a collected card paid (``PayCard``) goes to the discard pile for good (ruling T-A16), and a card
  is collected at most once: at most ``D``;
* a black token paid (``PayToken``) was held: each seat starts with 5, and a currency card
  worth ``v`` gives at most ``v`` tokens to each seat but the active one (or ``v`` to the active
  seat, or none on a currency bust): at most ``5 n + max(1, n - 1) C``.

>>> from tablegames.ten import TenOptions
>>> from tablegames.ten.bounds import max_moves
>>> [max_moves(players, TenOptions()) for players in range(1, 6)]
[417, 437, 620, 831, 928]
"""

from __future__ import annotations

from tablegames.ten.cards import (
    COLOURS,
    HIGHEST_NUMBER,
    LOWEST_NUMBER,
    START_TOKENS,
    Kind,
    deck,
)
from tablegames.ten.rules import scores, winners
from tablegames.ten.scoring import run_points
from tablegames.ten.state import Phase, TenOptions, TenState

__all__ = ["MAX_SCORE", "UTILITY_BOUNDS", "max_moves", "utilities"]

#: The least and the most :func:`utilities` gives a seat.
UTILITY_BOUNDS = (-1.0, 1.0)
#: The most points a collection can score, a full run in every colour (§6).
MAX_SCORE = len(COLOURS) * run_points(HIGHEST_NUMBER - LOWEST_NUMBER + 1)


def max_moves(players: int, options: TenOptions) -> int:
    """The most moves a whole game of ``players`` can take (see the module's introduction);
    no option lengthens a game."""
    del options  # the options change who gets what, never how much there is to use up
    cards = deck(players)
    size = len(cards)
    wilds = sum(1 for card in cards if card.is_wild)
    currency = sum(card.number or 0 for card in cards if card.kind is Kind.CURRENCY)
    tokens = START_TOKENS * players + max(1, players - 1) * currency
    return size + size + (size + players) + wilds * players + size + tokens


def utilities(state: TenState) -> tuple[float, ...]:
    """+1 to each winner (§6: most points, then the tiebreaks; a full tie shares the win) and -1
    to the others, 0 to all when every seat shares the win; in the solo game, where the seat
    always wins, its score scaled from ``[0, MAX_SCORE]`` to ``[-1, 1]``. 0 before the end."""
    players = state.players
    if state.phase is not Phase.OVER:
        return (0.0,) * players
    if players == 1:
        return (2.0 * scores(state)[0] / MAX_SCORE - 1.0,)
    won = winners(state)
    if len(won) == players:
        return (0.0,) * players
    return tuple(1.0 if seat in won else -1.0 for seat in range(players))
