"""How long a game of Aluette can last and what it pays: the facts research tools read.

The game's hooks :meth:`~tablegames.Game.max_game_length`, :meth:`~tablegames.Game.utilities`
and :meth:`~tablegames.Game.utility_bounds` read this module; OpenSpiel
(:mod:`tablegames.openspiel`) reads them.

The longest game, from the rules. Every move belongs to one deal, and a deal takes at most:

* the chant (§5, when the ``chant`` option offers it): one vote per seat, then six face-down
  discards by each of the two chanters;
* Pagat's surrender (§7, ``surrender``): each seat in turn declines or offers to concede, and an
  offer takes one answer (declines by every seat but the last, an offer, an answer: 5 moves);
* Rebour's announcements (§7, ``announced_mordienne``): one per seat at most;
* the play (§6): nine cards by each of the four seats;
* the signals (§8): at most ``max_signals_per_deal`` by each seat (the rules refuse more).

A game of five deals (the default, ``game_end="five_deals"``) with no tiebreak has exactly five
deals. Under ``first_to_5``, ``first_to_10`` or ``tiebreak="extra_deals"`` no bound exists: a
deal whose nine tricks are all spoiled scores nothing (ruling A-17), so the game may go on for
any number of deals.

>>> from tablegames.aluette import AluetteOptions, GameEnd
>>> from tablegames.aluette.bounds import max_moves
>>> max_moves(AluetteOptions()), max_moves(AluetteOptions(game_end=GameEnd.FIRST_TO_5))
(360, None)
"""

from __future__ import annotations

from tablegames.aluette.cards import CHANT_CARDS, DEALS_PER_GAME, HAND_SIZE, SEATS
from tablegames.aluette.rules import winners
from tablegames.aluette.state import AluetteOptions, AluetteState, GameEnd, Phase, Tiebreak

__all__ = ["UTILITY_BOUNDS", "max_moves", "moves_per_deal", "utilities"]

#: The least and the most :func:`utilities` gives a seat.
UTILITY_BOUNDS = (-1.0, 1.0)


def moves_per_deal(options: AluetteOptions) -> int:
    """The most moves one deal can take under ``options`` (see the module's introduction)."""
    moves = SEATS * HAND_SIZE  # the play
    if options.chant:
        moves += SEATS + 2 * CHANT_CARDS  # the votes, the chanters' discards
    if options.surrender:
        moves += SEATS + 1  # every seat declines or offers, then one answer
    if options.announced_mordienne:
        moves += SEATS
    if options.signals:
        moves += SEATS * options.max_signals_per_deal
    return moves


def max_moves(options: AluetteOptions) -> int | None:
    """The most moves a whole game can take under ``options``; ``None`` when no bound exists
    (a game played to a target score or with extra deals on a tie)."""
    if options.game_end is not GameEnd.FIVE_DEALS or options.tiebreak is not Tiebreak.NONE:
        return None
    return DEALS_PER_GAME * moves_per_deal(options)


def utilities(state: AluetteState) -> tuple[float, ...]:
    """+1 to each seat of the team with more points and -1 to the others (rules §7); 0 to all
    on a drawn game (ruling A-22) and before the end."""
    won = winners(state)
    if state.phase is not Phase.OVER or len(won) == SEATS:
        return (0.0,) * SEATS
    return tuple(1.0 if seat in won else -1.0 for seat in range(SEATS))
