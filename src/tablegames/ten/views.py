"""What each seat may see of a TEN game.

Everything in TEN is played face up: the tableau, the market, the discard pile, every seat's
collection and token counts are public. Only the order of the draw pile is hidden; its size is
shown. So every seat, and a spectator, sees the same table, and TEN has no private events.

The view's event log is the state's: the events of the current turn, starting with the events
of the move that began it (the move that ended the previous turn), so a front end that updates
after every move misses nothing.
"""

from __future__ import annotations

from tablegames.core.errors import SeatError
from tablegames.ten.moves import TenMove
from tablegames.ten.rules import moves_for, scores
from tablegames.ten.state import TenState, TenView

__all__ = ["legal_moves_from_view", "view", "view_scores"]


def view(state: TenState, player: int | None) -> TenView:
    """Return what ``player`` may see; ``None`` gives a spectator's view.

    Raises:
        SeatError: if ``player`` is neither ``None`` nor a seat of the game.
    """
    if player is not None and (type(player) is not int or not 0 <= player < state.players):
        raise SeatError.unknown(player, state.players, "ten")
    return TenView(
        player=player,
        players=state.players,
        options=state.options,
        turn=state.turn,
        active=state.active,
        phase=state.phase,
        to_act=state.to_act,
        draw_pile_size=len(state.draw_pile),
        tableau=state.tableau,
        market=state.market,
        discard=state.discard,
        collections=state.collections,
        tokens=state.tokens,
        bust_tokens=state.bust_tokens,
        jen_tokens=state.jen_tokens,
        auction=state.auction,
        payment=state.payment,
        events=state.events,
    )


def view_scores(seen: TenView) -> tuple[int, ...]:
    """Every seat's points: scores read only the collections, which are played face up
    (TEN §5.2, §6), so every viewer, a spectator too, knows them all."""
    return scores(seen)


def legal_moves_from_view(seen: TenView) -> tuple[TenMove, ...]:
    """The viewer's legal moves, computed from the view alone."""
    if seen.player is None:
        return ()
    return moves_for(seen, seen.player, seen.draw_pile_size)
