"""What each seat may see of a Saboteur game (rules §5, §7 and ruling S-28).

A seat sees its own role, hand, map results and gold, and everything public: the maze with
face-down goals hidden, broken tools, hand sizes, the sizes of the draw pile, discard pile and
gold deck, and the roles of finished rounds. It never sees another seat's role or hand, the
set-aside role before the round ends, the draw pile (except its top card under the
``open_draw_pile`` option), face-down discards, a face-down goal it has not looked at, the gold
stack unless it is choosing from it, or another seat's gold before the game ends.

The event log is the current round's: it starts with the events of the move that started the
round (that move's reveals and scoring, then the new deal), so a front end that updates after
every move misses nothing. Private events appear only in the view of the seat in their
``player`` field.
"""

from __future__ import annotations

from tablegames.core.errors import SeatError
from tablegames.core.events import seen_events
from tablegames.saboteur.events import EVENT_TYPES, SaboteurEvent
from tablegames.saboteur.moves import SaboteurMove
from tablegames.saboteur.rules import moves_for, scores
from tablegames.saboteur.state import (
    GoalSighting,
    GoalView,
    Phase,
    SaboteurState,
    SaboteurView,
)

__all__ = ["can_see", "legal_moves_from_view", "view", "view_scores"]


_PRIVATE = frozenset(cls for cls in EVENT_TYPES if getattr(cls, "private", False))


def can_see(event: SaboteurEvent, player: int | None) -> bool:
    """Whether ``player`` (``None``: a spectator) is entitled to see ``event``."""
    return type(event) not in _PRIVATE or event.player == player  # type: ignore[union-attr]


def view(state: SaboteurState, player: int | None) -> SaboteurView:
    """Return what ``player`` may see; ``None`` gives a spectator's view.

    Raises:
        SeatError: if ``player`` is not a seat of the game.
    """
    if player is not None and (type(player) is not int or not 0 <= player < state.players):
        raise SeatError.unknown(player, state.players, "saboteur")
    choosing = state.phase is Phase.CHOOSE_GOLD and player == state.to_act
    peeked = state.peeks[player] if player is not None else ()
    seen = SaboteurView(
        player=player,
        options=state.options,
        round=state.round,
        phase=state.phase,
        to_act=state.to_act,
        role=state.roles[player] if player is not None else None,
        hand=state.hands[player] if player is not None else (),
        map_knowledge=tuple(
            GoalSighting(goal.x, goal.y, goal.card)
            for index, goal in enumerate(state.goals)
            if index in peeked and not goal.face_up
        ),
        board=state.board,
        goals=tuple(
            GoalView(
                goal.x, goal.y, goal.card if goal.face_up else None, goal.face_up, goal.rotated
            )
            for goal in state.goals
        ),
        broken=state.broken,
        hand_sizes=tuple(len(hand) for hand in state.hands),
        draw_pile_size=len(state.draw_pile),
        draw_pile_top=state.draw_pile[0]
        if state.options.open_draw_pile and state.draw_pile
        else None,
        discard_count=len(state.discard_pile) + sum(len(pile) for pile in state.hidden_discards),
        last_player=state.last_player,
        last_path_player=state.last_path_player,
        gold=state.gold[player] if player is not None else (),
        gold_offer=state.gold_stack if choosing else (),
        gold_stack_size=len(state.gold_stack),
        gold_deck_size=len(state.gold_deck),
        gold_totals=scores(state) if state.phase is Phase.OVER else None,
        results=state.results,
        events=seen_events(state.events, player, can_see),
    )
    return seen.with_network(state.network)


def view_scores(seen: SaboteurView) -> tuple[int | None, ...]:
    """Each seat's nuggets as the viewer knows them: its own gold, and every seat's once the
    game is over (``None`` for the others before: "Players keep their gold totals secret
    until the end of the game", Saboteur §1 and §7.4). A spectator knows none before the end.
    """
    if seen.gold_totals is not None:
        return seen.gold_totals
    own = sum(seen.gold)
    return tuple(own if seat == seen.player else None for seat in range(seen.players))


def legal_moves_from_view(seen: SaboteurView) -> tuple[SaboteurMove, ...]:
    """The viewer's legal moves, computed from the view alone."""
    if seen.player is None:
        return ()
    return moves_for(seen, seen.player, seen.hand, seen.gold_offer)
