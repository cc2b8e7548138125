"""How long a game of Saboteur can last and what it pays: the facts research tools read.

The game's hooks :meth:`~tablegames.Game.max_game_length`, :meth:`~tablegames.Game.utilities`
and :meth:`~tablegames.Game.utility_bounds` read this module; OpenSpiel
(:mod:`tablegames.openspiel`) reads them.

The longest game, from the rules. A game has three rounds (§7). In a round, every move but the
choice of a gold card plays a card from the player's hand: a path card, an action card or a
discard (§5). Cards reach hands only from the round's draw deck (the deal and one draw after
each turn), and a card played leaves the hands for the round (a rockfall's card and the path it
clears go to the discard pile). So a round has at most as many card moves as the draw deck has
cards. When the miners find the gold, at most one gold card per seat is drawn (one per miner,
or one per seat up to nine under the official sharing), and the last one is handed out without
a choice: at most ``players - 1`` choices.

>>> from tablegames.saboteur import SaboteurOptions
>>> from tablegames.saboteur.bounds import max_moves
>>> max_moves(3, SaboteurOptions()), max_moves(10, SaboteurOptions())
(207, 228)
"""

from __future__ import annotations

from tablegames.saboteur.cards import DRAW_DECK, ROUNDS
from tablegames.saboteur.rules import winners
from tablegames.saboteur.state import Phase, SaboteurOptions, SaboteurState

__all__ = ["UTILITY_BOUNDS", "max_moves", "utilities"]

#: The least and the most :func:`utilities` gives a seat.
UTILITY_BOUNDS = (-1.0, 1.0)


def max_moves(players: int, options: SaboteurOptions) -> int:
    """The most moves a whole game of ``players`` can take (see the module's introduction);
    no option lengthens a game."""
    del options  # the sharing of the gold changes how many cards are drawn, not the bound
    return ROUNDS * (len(DRAW_DECK) + players - 1)


def utilities(state: SaboteurState) -> tuple[float, ...]:
    """+1 to each seat with the most nuggets (a tie shares the win, rules §7.4) and -1 to the
    others; 0 to all when every seat ties, and before the end."""
    won = winners(state)
    players = state.players
    if state.phase is not Phase.OVER or len(won) == players:
        return (0.0,) * players
    return tuple(1.0 if seat in won else -1.0 for seat in range(players))
