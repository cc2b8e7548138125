"""What each seat may see of an Aluette game (rules §8, rulings A-12 and A-29).

A seat sees its own hand, every card played face up (the full trick history), the votes,
public signals, dealer, teams and points. It never sees another hand, the talon or the chant
discards, and it sees the private events of its own seat only.
"""

from __future__ import annotations

from tablegames.aluette.events import AluetteEvent, Signalled
from tablegames.aluette.moves import AluetteMove
from tablegames.aluette.rules import check_seat, moves_for, partner, team
from tablegames.aluette.state import AluetteState, AluetteView
from tablegames.core.events import seen_events

__all__ = ["can_see", "legal_moves_from_view", "view", "view_scores"]


def can_see(event: AluetteEvent, player: int | None) -> bool:
    """Whether ``player`` (``None``: a spectator) is entitled to see ``event``."""
    if getattr(event, "private", False):
        return event.player == player  # type: ignore[union-attr]
    if isinstance(event, Signalled) and event.partner_only:
        return player is not None and player in (event.player, partner(event.player))
    return True


def view(state: AluetteState, player: int | None) -> AluetteView:
    """Return what ``player`` may see; ``None`` gives a spectator's view.

    Raises:
        SeatError: if ``player`` is neither ``None`` nor a seat (0 to 3).
    """
    if player is not None:
        check_seat(player)
    return AluetteView(
        player=player,
        options=state.options,
        hand=() if player is None else state.hands[player],
        hand_sizes=tuple(len(hand) for hand in state.hands),
        talon_size=len(state.talon),
        discard_counts=tuple(len(pile) for pile in state.discards),
        positions=state.positions,
        deal=state.deal,
        dealer=state.dealer,
        phase=state.phase,
        to_act=state.to_act,
        votes=state.votes,
        chanters=state.chanters,
        offer=state.offer,
        announcer=state.announcer,
        leader=state.leader,
        trick=state.trick,
        tricks=state.tricks,
        signals=tuple(s for s in state.signals if can_see(s, player)),
        team_points=state.team_points,
        results=state.results,
        events=seen_events(state.events, player, can_see),
    )


def view_scores(seen: AluetteView) -> tuple[int, ...]:
    """Each seat's score, its team's points: public, as every deal's result is (Aluette §7)."""
    return tuple(seen.team_points[team(seat)] for seat in range(seen.players))


def legal_moves_from_view(seen: AluetteView) -> tuple[AluetteMove, ...]:
    """The viewer's legal moves, computed from the view alone."""
    if seen.player is None:
        return ()
    return moves_for(seen, seen.player, seen.hand)
