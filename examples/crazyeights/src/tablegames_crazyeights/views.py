"""What each seat may see of a Crazy Eights game (rule 11).

A seat sees its own hand, the size of every hand and of the stock, the whole discard pile (every
card in it was played face up), the suit to follow and the scores. It never sees another hand or
the order of the stock, and it sees the private events of its own seat only. A spectator
(``player=None``) sees no hand.
"""

from __future__ import annotations

from tablegames.core.errors import SeatError

from tablegames_crazyeights.events import CrazyEightsEvent
from tablegames_crazyeights.moves import CrazyEightsMove
from tablegames_crazyeights.rules import moves_for
from tablegames_crazyeights.state import CrazyEightsState, CrazyEightsView

__all__ = ["can_see", "legal_moves_from_view", "view"]


def can_see(event: CrazyEightsEvent, player: int | None) -> bool:
    """Whether ``player`` (``None``: a spectator) is entitled to see ``event``."""
    if getattr(event, "private", False):
        return getattr(event, "player", None) == player
    return True


def view(state: CrazyEightsState, player: int | None) -> CrazyEightsView:
    """Return what ``player`` may see; ``None`` gives a spectator's view.

    Raises:
        SeatError: if ``player`` is neither ``None`` nor a seat of the game.
    """
    if player is not None and (type(player) is not int or not 0 <= player < state.players):
        raise SeatError.unknown(player, state.players, "crazyeights")
    return CrazyEightsView(
        player=player,
        players=state.players,
        options=state.options,
        round=state.round,
        dealer=state.dealer,
        to_act=state.to_act,
        hand=() if player is None else state.hands[player],
        hand_sizes=tuple(len(hand) for hand in state.hands),
        stock_size=len(state.stock),
        discard=state.discard,
        suit=state.suit,
        drawn=state.drawn,
        passes=state.passes,
        reshuffles=state.reshuffles,
        totals=state.totals,
        winners=state.winners,
        events=tuple(event for event in state.events if can_see(event, player)),
    )


def legal_moves_from_view(seen: CrazyEightsView) -> tuple[CrazyEightsMove, ...]:
    """The viewer's legal moves, computed from the view alone."""
    if seen.player is None:
        return ()
    return moves_for(seen, seen.player, seen.hand, seen.stock_size)
