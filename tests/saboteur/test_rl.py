"""Saboteur for reinforcement learning (tablegames.saboteur.rl): the grid, targets counted to
the actor's left, and the moves beyond the grid."""

from __future__ import annotations

import attrs
import pytest

import tablegames
from tablegames import rl
from tablegames.saboteur import BreakTool, Tool
from tablegames.saboteur import rl as saboteur_rl
from tests.rl.test_actions import unknown_numbers


def test_targets_are_counted_to_the_left_of_the_actor() -> None:
    index = rl.action_index("saboteur", 4)
    start = index.layout["break_tool"].start
    # Seat 3 breaking seat 1's lantern: seat 1 is two places to seat 3's left.
    assert index.index(BreakTool(3, 1, Tool.LANTERN)) == start + 3 * 2 + 1
    assert index.move(start + 3 * 2 + 1, 3) == BreakTool(3, 1, Tool.LANTERN)
    assert index.move(start + 3 * 2 + 1, 0) == BreakTool(0, 2, Tool.LANTERN)


def test_tool_cards_aimed_beyond_a_small_table_name_no_move() -> None:
    """The index has room for 10 seats: at 5, the tool cards aimed at seats 5 to 9 (3 breaks
    and the repairs of each) are unknown numbers."""
    index = rl.action_index("saboteur", 5)
    expected = (10 - 5) * (3 + len(saboteur_rl.REPAIR_CHOICES))
    assert all(unknown_numbers(index, seat) == expected for seat in range(5))


def test_the_grid_shows_the_start_card_and_the_goals() -> None:
    state = tablegames.new_game("saboteur", players=4, seed=2)
    encoder = rl.encoder("saboteur")
    vector = encoder.encode(tablegames.view(state, 0))
    cells = saboteur_rl.CELLS
    grid = vector[encoder.layout["grid"].slice].reshape(len(saboteur_rl.GRID_CHANNELS), cells)
    channel = {name: i for i, (name, _) in enumerate(saboteur_rl.GRID_CHANNELS)}
    start = saboteur_rl.cell_number(0, 0)
    assert grid[channel["path"]].nonzero()[0].tolist() == [start]
    assert grid[channel["reached"], start] == 1
    assert all(grid[channel["open_" + side], start] == 1 for side in "nesw")
    assert grid[channel["frontier"]].sum() == 4
    hidden = [saboteur_rl.cell_number(x, y) for x, y in ((8, -2), (8, 0), (8, 2))]
    assert grid[channel["goal_hidden"]].nonzero()[0].tolist() == hidden


def test_a_placement_off_the_grid_is_left_out_without_harm() -> None:
    """A frontier beyond the grid: those placements get no number and are not offered."""
    state = tablegames.new_game("saboteur", players=3, seed=1)
    west = saboteur_rl.X_RANGE.start
    line = tuple(
        tablegames.saboteur.Tile(x, 0, tablegames.saboteur.Card.TUNNEL_EW)
        for x in range(-1, west - 2, -1)
    )
    seat = tablegames.current_player(state)
    hand = (tablegames.saboteur.Card.TUNNEL_EW, *state.hands[seat][1:])
    hands = tuple(hand if s == seat else h for s, h in enumerate(state.hands))
    far = attrs.evolve(state, board=state.board + line, hands=hands)
    moves = tablegames.legal_moves(far)
    beyond = [
        m
        for m in moves
        if isinstance(m, (tablegames.saboteur.PlacePath, tablegames.saboteur.Rockfall))
        and saboteur_rl.cell_number(m.x, m.y) is None
    ]
    assert beyond, "the setup must offer moves off the grid"
    aec = rl.env("saboteur", 3, seed=1)
    aec.start_from(far)
    legal = aec.legal_moves_by_action()
    assert len(legal) == len(moves) - len(beyond)
    assert not set(legal.values()) & set(beyond)
    observation = aec.observe(aec.agent_selection)
    assert observation["action_mask"].sum() == len(legal)
    assert observation["observation"][aec.encoder.layout["off_grid"].start] == pytest.approx(0.1)
    aec.step(next(iter(legal)))
    assert aec.steps == 1
