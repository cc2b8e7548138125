"""Path placement and goal reveals: rules §4 and rulings S-9 to S-13, S-25, S-27, S-29, S-30."""

from __future__ import annotations

import attrs

from tablegames import saboteur
from tablegames.saboteur import Card, Phase, PlacePath, Tile, Tool
from tablegames.saboteur.events import GoalRevealed, RoundEnded
from tests.saboteur.helpers import EW, NS, ROW_TO_MIDDLE_GOAL, arrange, play, refusal, row

NESW, NEW, NES, NE, NW = (
    Card.TUNNEL_NESW,
    Card.TUNNEL_NEW,
    Card.TUNNEL_NES,
    Card.TUNNEL_NE,
    Card.TUNNEL_NW,
)
COALS_AROUND_GOLD = (Card.COAL_NE, Card.GOLD, Card.COAL_NW)
GOLD_NORTH = (Card.GOLD, Card.COAL_NE, Card.COAL_NW)


def placements(state: saboteur.SaboteurState) -> set[tuple[Card, int, int, bool]]:
    moves = saboteur.legal_moves(state, state.to_act)  # type: ignore[arg-type]
    return {(m.card, m.x, m.y, m.rotated) for m in moves if isinstance(m, PlacePath)}


def test_first_placements_touch_the_start_on_every_side_even_west() -> None:
    """Rules §3, ruling S-25: the grid is unbounded, also west of the start; §4 condition 4."""
    state = arrange(hands={0: [NESW]}, pile=0)
    assert {(x, y) for _, x, y, _ in placements(state)} == {(1, 0), (-1, 0), (0, -1), (0, 1)}
    state = play(state, PlacePath(0, NESW, -1, 0))
    assert state.board[-1] == Tile(-1, 0, NESW)


def test_a_card_must_join_a_tunnel_leading_from_the_start() -> None:
    """Ruling S-9 (rules §4 condition 4): adjacency to a cut-off card is not enough."""
    # (3,0) was joined to the start through (1,0) and (2,0), which two rockfalls cleared.
    state = arrange(tiles=[Tile(3, 0, Card.TUNNEL_NESW)], hands={0: [EW]}, pile=0, cleared=[EW, EW])
    assert (EW, 4, 0, False) not in placements(state)
    assert (EW, 2, 0, False) not in placements(state)
    assert refusal(state, PlacePath(0, EW, 4, 0)) == "saboteur.path.not_connected"
    assert refusal(state, PlacePath(0, EW, 5, 5)) == "saboteur.path.not_adjacent"
    assert (EW, 1, 0, False) in placements(state)


def test_every_neighbouring_edge_must_match() -> None:
    """Rules §4 condition 3: open faces open, walls face walls, on every side with a card."""
    # (1,0) is a crossroads, (2,1) a north-south straight: a card at (2,0) must open west and
    # south (both neighbours open toward it) and close north and east is free.
    # (2,1) and (2,-1) were joined to the start through cards that rockfalls cleared since.
    state = arrange(
        tiles=[Tile(1, 0, NESW), Tile(2, 1, NS), Tile(2, -1, Card.TUNNEL_EW)],
        hands={0: [NE, EW, NEW]},
        pile=0,
        cleared=[NESW, NESW],
    )
    fits = {(card, rotated) for card, x, y, rotated in placements(state) if (x, y) == (2, 0)}
    # needs W and S open, N closed (the straight at (2,-1) is walled to the south).
    assert fits == {(NE, True), (NEW, True)}
    assert refusal(state, PlacePath(0, EW, 2, 0)) == "saboteur.path.mismatch"
    assert refusal(state, PlacePath(0, NEW, 2, 0)) == "saboteur.path.mismatch"
    after = play(state, PlacePath(0, NE, 2, 0, rotated=True))
    assert after.board[-1] == Tile(2, 0, NE, True)


def test_cards_turn_only_by_half_a_turn_and_symmetric_ones_not_at_all() -> None:
    """Rules §3 and ruling S-29: two orientations per card; a straight looks the same turned."""
    state = arrange(hands={0: [NS, NE]}, pile=0)
    assert (NE, 0, -1, True) in placements(state)  # turned, the N-E curve opens S and W
    assert (NE, 0, 1, False) in placements(state)
    assert not any(card is NS and rotated for card, _, _, rotated in placements(state))
    assert refusal(state, PlacePath(0, NS, 0, 1, rotated=True)) == "saboteur.path.symmetric"
    assert play(state, PlacePath(0, NS, 0, 1)).board[-1] == Tile(0, 1, NS)


def test_occupied_cells_take_no_card() -> None:
    """Rules §4 condition 2: never on the start, a goal or another card."""
    state = arrange(tiles=ROW_TO_MIDDLE_GOAL[:6], hands={0: [EW]}, pile=0)
    assert refusal(state, PlacePath(0, EW, 0, 0)) == "saboteur.path.occupied"
    assert refusal(state, PlacePath(0, EW, 3, 0)) == "saboteur.path.occupied"
    assert refusal(state, PlacePath(0, EW, 8, 2)) == "saboteur.path.occupied"


def test_no_path_cards_while_a_tool_is_broken() -> None:
    """Rules §4 condition 1, and §5: a broken tool forbids path cards, not actions or discards."""
    state = arrange(hands={0: [NESW, Card.MAP]}, broken={0: [Tool.LANTERN]}, pile=0)
    moves = saboteur.legal_moves(state, 0)
    assert not any(isinstance(m, PlacePath) for m in moves)
    assert any(isinstance(m, saboteur.UseMap) for m in moves)
    assert saboteur.Discard(0, NESW) in moves
    assert refusal(state, PlacePath(0, NESW, 1, 0)) == "saboteur.path.broken_tool"


def test_face_down_goals_impose_no_edge() -> None:
    """Ruling S-10: a card next to a face-down goal may be walled or open toward it."""
    state = arrange(tiles=ROW_TO_MIDDLE_GOAL[:6], hands={0: [NW, EW]}, pile=0)
    # At (7,0) the goal (8,0) lies east: the north-west curve is walled toward it.
    assert (NW, 7, 0, False) in placements(state)
    walled = play(state, PlacePath(0, NW, 7, 0))
    assert not any(goal.face_up for goal in walled.goals)
    # Open toward it is fine too (and reaches it).
    assert (EW, 7, 0, False) in placements(state)


def test_reaching_the_gold_reveals_it_and_ends_the_round_without_drawing() -> None:
    """Rules §4 (goal reached), §6 step 3, ruling S-26: gold found, the round ends at once."""
    state = arrange(tiles=ROW_TO_MIDDLE_GOAL[:6], goals=COALS_AROUND_GOLD, hands={0: [EW]})
    hand_before = len(state.hands[0])
    after = play(state, PlacePath(0, EW, 7, 0))
    assert after.goals[1].face_up
    assert after.goals[1].card is Card.GOLD
    assert after.phase is Phase.CHOOSE_GOLD
    assert len(after.hands[0]) == hand_before - 1
    assert after.draw_pile == state.draw_pile
    revealed = [e for e in after.events if isinstance(e, GoalRevealed)]
    assert revealed == [GoalRevealed(0, 8, 0, Card.GOLD, False)]
    assert any(isinstance(e, RoundEnded) and e.finder == 0 for e in after.events)


def test_a_revealed_coal_is_turned_to_open_toward_the_card_that_reached_it() -> None:
    """Rulings S-11 and S-30: the unique orientation opening toward the reaching card."""
    # Reaching (8,0) from the west: coal N-E must turn (to S-W); coal N-W stays.
    for coal, turned in ((Card.COAL_NE, True), (Card.COAL_NW, False)):
        goals = (Card.COAL_NE if coal is Card.COAL_NW else Card.COAL_NW, coal, Card.GOLD)
        state = arrange(tiles=ROW_TO_MIDDLE_GOAL[:6], goals=goals, hands={0: [EW]}, pile=0)
        after = play(state, PlacePath(0, EW, 7, 0))
        assert after.goals[1].face_up
        assert after.goals[1].rotated is turned
        assert after.phase is Phase.PLAY  # coal never ends the round
    # Reaching (8,-2) from the south: coal N-E must turn (to S-W), coal N-W too (to S-E).
    # A row along y=-1 from above the start; a N-W curve at (8,-1) touches (8,-2) only.
    tiles = [Tile(0, -1, NW, True), *row(-1, 1, 7)]
    for coal in (Card.COAL_NE, Card.COAL_NW):
        other = Card.COAL_NE if coal is Card.COAL_NW else Card.COAL_NW
        state = arrange(tiles=tiles, goals=(coal, other, Card.GOLD), hands={0: [NW]})
        after = play(state, PlacePath(0, NW, 8, -1))
        assert after.goals[0].face_up
        assert after.goals[0].rotated
        assert not after.goals[1].face_up


def test_two_goals_reached_at_once_are_both_revealed() -> None:
    """Ruling S-12: one card touching two goals reveals both; coal does not end the round."""
    # A row along y=1 from below the start; a N-S-W junction at (8,1) touches (8,0) and (8,2).
    tiles = [Tile(0, 1, NE), *row(1, 1, 7)]
    state = arrange(tiles=tiles, goals=GOLD_NORTH, hands={0: [NES]}, pile=0)
    after = play(state, PlacePath(0, NES, 8, 1, rotated=True))
    revealed = [e for e in after.events if isinstance(e, GoalRevealed)]
    assert [(e.x, e.y) for e in revealed] == [(8, 0), (8, 2)]
    assert after.goals[1].face_up
    assert after.goals[2].face_up
    assert not after.goals[0].face_up
    assert after.phase is Phase.PLAY
    # Coal N-E reached from the south turns to S-W; coal N-W reached from the north stays.
    assert after.goals[1].rotated
    assert not after.goals[2].rotated
    # With the gold among them, the miners win.
    gold = arrange(tiles=tiles, goals=COALS_AROUND_GOLD, hands={0: [NES]}, pile=0)
    assert play(gold, PlacePath(0, NES, 8, 1, rotated=True)).phase is Phase.CHOOSE_GOLD


def test_a_goal_is_reached_through_a_reconnected_branch() -> None:
    """Ruling S-13: the reach test is global, not only around the card just placed."""
    # The branch (4,0)..(7,0) touches the gold but was cut off at (3,0) by a rockfall.
    tiles = [Tile(1, 0, EW), Tile(2, 0, EW), *row(0, 4, 7)]
    goals = (Card.COAL_NW, Card.COAL_NE, Card.GOLD)
    state = arrange(tiles=tiles, goals=goals, hands={0: [EW]}, cleared=[NESW])
    assert not any(g.face_up for g in state.goals)
    after = play(state, PlacePath(0, EW, 3, 0))
    # The coal N-E at (8,0) is reached from (7,0), west: it turns to open S-W.
    assert after.goals[1].face_up
    assert after.goals[1].rotated
    assert (7, 0) in after.network.reached


def test_with_two_reaching_cards_the_coal_opens_toward_the_card_just_placed() -> None:
    """Ruling S-11: two reached neighbours: prefer the card just placed."""
    # Cut-off branch: (7,1) N-E curve and (8,1) N-W curve, the latter opening north into the
    # goal (8,0); a rockfall cleared the card at (7,0) that joined them to the start. Placing
    # E-S-W at (7,0) joins both and touches the goal from the west.
    tiles = [*row(0, 1, 6), Tile(7, 1, NE), Tile(8, 1, NW)]
    goals = (Card.GOLD, Card.COAL_NW, Card.COAL_NE)
    state = arrange(tiles=tiles, goals=goals, hands={0: [NEW]}, pile=0, cleared=[NES])
    after = play(state, PlacePath(0, NEW, 7, 0, rotated=True))
    assert after.goals[1].face_up
    # Open west (toward (7,0), just placed): N-W unturned; the south edge facing (8,1) is a
    # tolerated mismatch, allowed only for a goal card.
    assert after.goals[1].rotated is False
    assert {(7, 0), (7, 1), (8, 1)} <= after.network.reached


def test_dead_ends_never_reach() -> None:
    """Ruling S-27: a dead end may be placed, but its stubs lead nowhere and reveal nothing."""
    tiles = row(0, 1, 6)
    state = arrange(tiles=tiles, hands={0: [Card.DEAD_END_EW]}, pile=0)
    after = play(state, PlacePath(0, Card.DEAD_END_EW, 7, 0))
    assert not any(goal.face_up for goal in after.goals)
    assert (7, 0) not in after.network.reached
    # Nothing may be built beyond a dead end's stub.
    cut = arrange(tiles=[Tile(1, 0, Card.DEAD_END_EW)], hands={0: [EW]}, pile=0)
    assert (EW, 2, 0, False) not in placements(cut)


def test_a_revealed_coal_constrains_and_extends_the_maze() -> None:
    """Ruling S-10: a face-up coal is an ordinary connected curve for matching and reaching."""
    state = arrange(
        tiles=row(0, 1, 6), goals=(Card.GOLD, Card.COAL_NW, Card.COAL_NE), hands={0: [EW]}
    )
    after = play(state, PlacePath(0, EW, 7, 0))
    assert after.goals[1].face_up
    assert not after.goals[1].rotated
    frontier = {(x, y): (need, forbid) for x, y, need, forbid in after.network.frontier}
    # (8,-1) lies north of the coal: the coal's north opening makes it a frontier cell that
    # must open south; the face-down gold north of it imposes nothing.
    assert (8, -1) in frontier
    need, forbid = frontier[8, -1]
    assert need == 4
    assert forbid == 0


def test_the_network_kept_move_by_move_equals_the_network_computed_afresh() -> None:
    """Rules §4: the frontier and reached cells, updated on each placement and reveal, and
    recomputed after a rockfall, always equal a computation from scratch."""
    from tablegames.saboteur.maze import compute_network
    from tablegames.saboteur.state import kept_network
    from tests.saboteur.helpers import tunnellers_game

    kept = 0
    for players in (3, 7):
        for state in tunnellers_game(players, seed=11):
            network = kept_network(state)  # the cache behind the property
            if network is None:  # not kept: it would be computed afresh anyway
                continue
            kept += 1
            assert network == compute_network(state.board, state.goals)
    assert kept > 200


def test_with_network_keeps_the_network_without_changing_the_value() -> None:
    """The network follows from the board and goals (rules §4): a state or view handed one by
    with_network keeps it as its cached network, and stays the same value (equality, hash and
    JSON ignore the cache)."""
    import tablegames
    from tablegames.saboteur.maze import compute_network
    from tablegames.saboteur.state import SaboteurState, kept_network

    state = tablegames.new_game("saboteur", players=4, seed=3)
    state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    fresh = SaboteurState(**{f.name: getattr(state, f.name) for f in attrs.fields(SaboteurState)})
    assert kept_network(fresh) is None  # a state built by hand has none kept
    network = compute_network(state.board, state.goals)
    assert fresh.with_network(network) is fresh
    assert kept_network(fresh) is network
    assert fresh.network is network
    assert fresh == state
    assert hash(fresh) == hash(state)
    assert tablegames.to_json(fresh) == tablegames.to_json(state)
    view = tablegames.view(state, 1)
    assert view.network is state.network  # the view carries its state's network over
    assert view.with_network(network).network is network
