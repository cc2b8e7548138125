"""Action cards: rules §5 and rulings S-14 to S-18."""

from __future__ import annotations

import tablegames
from tablegames import saboteur
from tablegames.saboteur import (
    BreakTool,
    Card,
    Discard,
    PlacePath,
    RepairTool,
    Rockfall,
    SaboteurOptions,
    Tile,
    Tool,
    UseMap,
)
from tablegames.saboteur.events import GoalInspected, GoalSeen, PathCleared, ToolRepaired
from tests.saboteur.helpers import EW, arrange, play, refusal, row

PICKAXE, LANTERN, CART = Tool.PICKAXE, Tool.LANTERN, Tool.CART


def moves_of(state: saboteur.SaboteurState, kind: type) -> list[object]:
    return [m for m in saboteur.legal_moves(state, state.to_act) if isinstance(m, kind)]  # type: ignore[arg-type]


def test_a_broken_tool_goes_in_front_of_any_seat_without_that_tool_broken() -> None:
    """Rules §5, ruling S-16: at most one broken tool of each kind per seat (three at most)."""
    state = arrange(hands={0: [Card.BROKEN_PICKAXE]}, broken={2: [PICKAXE, CART]}, pile=0)
    assert moves_of(state, BreakTool) == [
        BreakTool(0, 0, PICKAXE),
        BreakTool(0, 1, PICKAXE),
        BreakTool(0, 3, PICKAXE),
    ]
    assert refusal(state, BreakTool(0, 2, PICKAXE)) == "saboteur.tool.already_broken"
    after = play(state, BreakTool(0, 1, PICKAXE))
    assert after.broken[1] == (PICKAXE,)
    assert after.discard_pile == state.discard_pile  # the card lies in front of seat 1
    # A seat can collect all three, one of each kind.
    full = arrange(hands={0: [Card.BROKEN_LANTERN]}, broken={2: [PICKAXE, CART]})
    assert play(full, BreakTool(0, 2, LANTERN)).broken[2] == (PICKAXE, LANTERN, CART)


def test_breaking_ones_own_tool_is_allowed_unless_the_option_forbids_it() -> None:
    """Ruling S-15: allowed by the publisher's wording; ``break_own_tools=False`` forbids it."""
    state = arrange(hands={0: [Card.BROKEN_CART]})
    assert BreakTool(0, 0, CART) in moves_of(state, BreakTool)
    assert play(state, BreakTool(0, 0, CART)).broken[0] == (CART,)
    strict = arrange(hands={0: [Card.BROKEN_CART]}, options=SaboteurOptions(break_own_tools=False))
    assert BreakTool(0, 0, CART) not in moves_of(strict, BreakTool)
    assert refusal(strict, BreakTool(0, 0, CART)) == "saboteur.tool.self"


def test_repairs_need_a_matching_broken_tool() -> None:
    """Rules §5, ruling S-17: no pre-emptive repair; any seat, oneself included."""
    state = arrange(hands={0: [Card.REPAIR_LANTERN]}, pile=0)
    assert moves_of(state, RepairTool) == []
    assert refusal(state, RepairTool(0, Card.REPAIR_LANTERN, 1, LANTERN)) == (
        "saboteur.repair.not_broken"
    )
    broken = arrange(
        hands={0: [Card.REPAIR_LANTERN]}, broken={0: [LANTERN], 2: [LANTERN, CART]}, pile=0
    )
    assert moves_of(broken, RepairTool) == [
        RepairTool(0, Card.REPAIR_LANTERN, 0, LANTERN),
        RepairTool(0, Card.REPAIR_LANTERN, 2, LANTERN),
    ]
    assert refusal(broken, RepairTool(0, Card.REPAIR_LANTERN, 2, CART)) == (
        "saboteur.repair.wrong_tool"
    )
    after = play(broken, RepairTool(0, Card.REPAIR_LANTERN, 0, LANTERN))
    assert after.broken[0] == ()
    # Both cards go to the discard pile.
    assert after.discard_pile[-2:] == (Card.BROKEN_LANTERN, Card.REPAIR_LANTERN)


def test_a_double_repair_fixes_one_chosen_tool_not_both() -> None:
    """Rules §5, ruling S-17: "repair pickaxe/cart" repairs the pickaxe or the cart."""
    card = Card.REPAIR_PICKAXE_CART
    state = arrange(hands={0: [card]}, broken={1: [PICKAXE, LANTERN, CART]}, pile=0)
    assert moves_of(state, RepairTool) == [
        RepairTool(0, card, 1, PICKAXE),
        RepairTool(0, card, 1, CART),
    ]
    assert refusal(state, RepairTool(0, card, 1, LANTERN)) == "saboteur.repair.wrong_tool"
    after = play(state, RepairTool(0, card, 1, CART))
    assert after.broken[1] == (PICKAXE, LANTERN)
    assert ToolRepaired(0, card, 1, CART) in after.events


def test_rockfall_clears_any_path_card_but_the_start_and_goals() -> None:
    """Rules §5, ruling S-14: dead ends and cut-off cards too; never the start or a goal."""
    # (0,2) was joined to the start through (0,1) until an earlier rockfall cleared it.
    tiles = [Tile(1, 0, EW), Tile(2, 0, Card.DEAD_END_EW), Tile(0, 2, Card.TUNNEL_NS)]
    state = arrange(tiles=tiles, hands={0: [Card.ROCKFALL]}, pile=0, cleared=[Card.TUNNEL_NS])
    assert moves_of(state, Rockfall) == [Rockfall(0, 1, 0), Rockfall(0, 2, 0), Rockfall(0, 0, 2)]
    assert refusal(state, Rockfall(0, 0, 0)) == "saboteur.rockfall.start"
    assert refusal(state, Rockfall(0, 8, 0)) == "saboteur.rockfall.goal"
    assert refusal(state, Rockfall(0, 3, 3)) == "saboteur.rockfall.empty"
    after = play(state, Rockfall(0, 1, 0))
    assert [(t.x, t.y) for t in after.board] == [(0, 0), (2, 0), (0, 2)]
    assert PathCleared(0, 1, 0, EW) in after.events
    assert after.discard_pile[-2:] == (EW, Card.ROCKFALL)
    # The network shrinks: (2,0) is now cut off and (1,0) is open again.
    assert after.network.reached == frozenset({(0, 0)})
    assert (1, 0) in {(x, y) for x, y, _, _ in after.network.frontier}


def test_rockfall_needs_a_target_and_never_clears_a_revealed_coal() -> None:
    """Ruling S-14: with no path card but the start, a rockfall can only be discarded."""
    state = arrange(hands={0: [Card.ROCKFALL]}, pile=0)
    assert moves_of(state, Rockfall) == []
    assert Discard(0, Card.ROCKFALL) in saboteur.legal_moves(state, 0)
    revealed = arrange(
        tiles=row(0, 1, 7),
        goals=(Card.GOLD, Card.COAL_NW, Card.COAL_NE),
        revealed={1: False},
        hands={0: [Card.ROCKFALL]},
    )
    assert Rockfall(0, 8, 0) not in moves_of(revealed, Rockfall)
    assert refusal(revealed, Rockfall(0, 8, 0)) == "saboteur.rockfall.goal"


def test_a_rockfall_gap_can_be_filled_again() -> None:
    """Rules §5 (US/FR): "gaps can be filled with fitting path cards in the following turns"."""
    state = arrange(tiles=[Tile(1, 0, EW), Tile(2, 0, EW)], hands={0: [Card.ROCKFALL, EW]})
    state = play(state, Rockfall(0, 1, 0))
    state = play(state, *(Discard(s, state.hands[s][0]) for s in (1, 2, 3)))
    assert PlacePath(0, EW, 1, 0) in saboteur.legal_moves(state, 0)


def test_a_map_shows_one_face_down_goal_to_its_player_only() -> None:
    """Rules §5, rulings S-18 and S-28: map targets are face-down goals; the result is private."""
    state = arrange(
        tiles=row(0, 1, 7),
        goals=(Card.GOLD, Card.COAL_NW, Card.COAL_NE),
        revealed={1: False},
        hands={0: [Card.MAP]},
        pile=0,
    )
    assert moves_of(state, UseMap) == [UseMap(0, 8, -2), UseMap(0, 8, 2)]
    assert refusal(state, UseMap(0, 8, 0)) == "saboteur.map.revealed"
    assert refusal(state, UseMap(0, 4, 0)) == "saboteur.map.not_a_goal"
    after = play(state, UseMap(0, 8, -2))
    mine, theirs, spectator = (saboteur.view(after, p) for p in (0, 1, None))
    assert mine.map_knowledge == (saboteur.GoalSighting(8, -2, Card.GOLD),)
    assert GoalSeen(0, 8, -2, Card.GOLD) in mine.events
    assert theirs.map_knowledge == ()
    assert spectator.map_knowledge == ()
    for other in (theirs, spectator):
        assert GoalInspected(0, 8, -2) in other.events
        assert not any(isinstance(e, GoalSeen) for e in other.events)
        assert '"card": "gold"' not in tablegames.to_json(other)
    assert after.goals[0].face_up is False  # the card is put back face down
    assert after.discard_pile[-1] is Card.MAP


def test_tools_never_block_actions_or_discards() -> None:
    """Rules §5: a broken tool stops path cards only."""
    state = arrange(
        hands={0: [Card.MAP, Card.REPAIR_CART, Card.BROKEN_PICKAXE, EW]},
        broken={0: [CART]},
    )
    moves = saboteur.legal_moves(state, 0)
    assert not any(isinstance(m, PlacePath) for m in moves)
    assert RepairTool(0, Card.REPAIR_CART, 0, CART) in moves
    assert BreakTool(0, 1, PICKAXE) in moves
    assert UseMap(0, 8, 0) in moves
    assert Discard(0, EW) in moves
    assert play(state, RepairTool(0, Card.REPAIR_CART, 0, CART)).broken[0] == ()


def test_refusals_name_the_target_seat_as_people_count_it() -> None:
    """A refusal is a sentence a player reads (API "Errors"), so it counts seats from 1, as
    the words do ("Numbers a person reads count from 1"), and says "you" for the mover."""
    state = arrange(
        hands={0: [Card.BROKEN_PICKAXE, Card.REPAIR_LANTERN]}, broken={0: [PICKAXE], 2: [PICKAXE]}
    )

    def message(move: object) -> str:
        try:
            saboteur.apply(state, move)  # type: ignore[arg-type]
        except tablegames.IllegalMoveError as error:
            return str(error)
        raise AssertionError(f"{move} was accepted")

    assert message(BreakTool(0, 2, PICKAXE)) == "Seat 3 already has a broken pickaxe."
    assert message(BreakTool(0, 0, PICKAXE)) == "You already have a broken pickaxe."
    assert message(RepairTool(0, Card.REPAIR_LANTERN, 1, LANTERN)) == (
        "Seat 2 has no broken lantern to repair."
    )
    assert message(RepairTool(0, Card.REPAIR_LANTERN, 0, LANTERN)) == (
        "You have no broken lantern to repair."
    )
