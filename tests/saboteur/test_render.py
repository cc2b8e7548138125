"""Text pictures: the maze in ASCII with readable openings, dead ends and face-down goals."""

from __future__ import annotations

import tablegames
from tablegames import render, saboteur
from tablegames.core.registry import GAMES
from tablegames.saboteur import Card, SaboteurState, Tile, UseMap
from tablegames.saboteur.notation import CARD_CODES
from tablegames.saboteur.text import render_table
from tests.saboteur.helpers import ROW_TO_MIDDLE_GOAL, arrange, play, tunnellers_game

#: The maze as a seat without a map sees it: the goals lie face down. A state's drawing shows
#: each goal's face in their place (:func:`_faces`).
MAZE = """\
      -1    0    1    2    3    4    5    6    7    8
                                                  +---+
 -2                                               | ? |
                                                  +---+

 -1         .         .

            |         |                           +---+
  0    .  --S----+----+----#--                    | ? |
            |    |    |                           +---+
                 |
  1         .  --+    .
                 |
                                                  +---+
  2              .                                | ? |
                                                  +---+"""


def _faces(maze: str, state: SaboteurState) -> str:
    """``maze`` with each face-down goal's ``| ? |`` replaced by the face the state holds there
    (the line that draws a goal's ``| ? |`` starts with its row's ``y``)."""
    face = {goal.y: "| g |" if goal.card is Card.GOLD else "| c |" for goal in state.goals}
    return "\n".join(
        line.replace("| ? |", face[int(line[:3])]) if "| ? |" in line else line
        for line in maze.splitlines()
    )


def test_the_maze_is_drawn_with_openings_dead_ends_and_hidden_goals() -> None:
    """Render: tunnels as lines, dead ends as a rock (#), face-down goals as a card back in a
    seat's view, and with their faces (``g`` gold, ``c`` coal) in a state's drawing."""
    tiles = [
        Tile(1, 0, Card.TUNNEL_NEW, True),  # turned: opens east, south and west
        Tile(2, 0, Card.TUNNEL_NESW),
        Tile(3, 0, Card.DEAD_END_EW),
        Tile(1, 1, Card.TUNNEL_NES, True),  # turned: opens north, south and west
    ]
    state = arrange(tiles=tiles, pile=0)
    drawn = _faces(MAZE, state)
    assert drawn.count("| g |") == 1
    assert drawn.count("| c |") == 2
    assert saboteur.render_maze(state) == drawn
    for seat in (*range(state.players), None):
        assert saboteur.render_maze(saboteur.view(state, seat)) == MAZE
    text = render(state)
    assert text.startswith(drawn)
    assert "seat 1 (" in text  # pictures number the seats from 1, as people read them
    seen = render(saboteur.view(state, 2))
    assert "seat 3 (you, " in seen
    assert "seat 1: 6 cards" in seen


def test_revealed_goals_show_their_card() -> None:
    """Render: a turned-over coal card shows C with its (turned) openings."""
    state = arrange(
        goals=(Card.GOLD, Card.COAL_NE, Card.COAL_NW),
        revealed={1: True},
        tiles=ROW_TO_MIDDLE_GOAL,
        pile=0,
    )
    picture = saboteur.render_maze(state).splitlines()
    middle = next(line for line in picture if line.startswith("  0"))
    assert middle.endswith("--C")  # the coal turned: opens south and west
    below = picture[picture.index(middle) + 1]
    assert below.endswith("|")


def test_a_states_maze_names_the_gold_at_its_cell() -> None:
    """A state's long render draws the gold goal ``| g |`` on its own row and the coal goals
    ``| c |``, wherever the deal put the gold, as its compact table does."""
    for gold in range(3):
        goals = [Card.COAL_NE, Card.COAL_NW]
        goals.insert(gold, Card.GOLD)
        state = arrange(goals=goals)
        lines = render(state).splitlines()
        for goal in state.goals:
            row = next(line for line in lines if line.startswith(f"{goal.y:>3}  "))
            assert row.endswith("| g |" if goal.y == 2 * gold - 2 else "| c |")
        assert render_table(state).count("[g]") == 1


def test_a_views_render_shows_only_the_goals_its_map_showed() -> None:
    """No leak: a seat's or the spectator's long render draws a face-down goal ``| ? |`` unless
    the seat's own map showed it (then ``| g |`` or ``| c |`` there), through a game of
    tunnellers and a game where each seat looks at a goal with a map."""
    states = tunnellers_game(4, 2)
    looked = arrange(hands={seat: [Card.MAP] for seat in range(4)})
    for seat, y in enumerate((-2, 0, 2, 0)):
        looked = play(looked, UseMap(seat, 8, y))
        states.append(looked)
    mapped = 0
    for state in states:
        for seat in (*range(state.players), None):
            view = saboteur.view(state, seat)
            shown = {(s.x, s.y): s.card for s in view.map_knowledge}
            mapped += len(shown)
            lines = render(view).splitlines()
            for goal in state.goals:
                if goal.face_up:
                    continue
                row = next(line for line in lines if line.startswith(f"{goal.y:>3}  "))
                if (goal.x, goal.y) not in shown:
                    assert "| ? |" in row  # tunnels may pass the goals: the row goes on
                else:
                    assert ("| g |" if goal.card is Card.GOLD else "| c |") in row
            if not shown:
                assert "| g |" not in "\n".join(lines)
                assert "| c |" not in "\n".join(lines)
    assert mapped >= 4  # the maps were looked at, so both branches ran


#: The table of seed 3's first turn at three players, as the spectator and seat 2 see it (the
#: terminal's pictures of views, which a state's own table must leave as they were).
SPECTATOR_TABLE = """\
     -1  0  1  2  3  4  5  6  7  8
 -2                            [?]
 -1     ·
  0  · ─S─ ·                   [?]
  1     ·
  2                            [?]
Round 1/3, seat 1 to play, draw pile 49.
Seats 1:6c  2:6c  3:6c"""
SEAT_2_TABLE = """\
     -1  0  1  2  3  4  5  6  7  8
 -2                            [?]
 -1     ·
  0  · ─S─ ·                   [?]
  1     ·
  2                            [?]
Round 1/3, seat 1 to play, draw pile 49.
Seats 1:6c  2 you:6c  3:6c
You are a miner. Hand: NW dNES bP bC rL rock"""


def _seat_line(state: SaboteurState, seat: int) -> str:
    hand = " ".join(CARD_CODES[card] for card in state.hands[seat])
    return f"  seat {seat + 1} ({state.roles[seat].name.lower()}): {hand}"


def test_a_states_table_shows_every_hand_role_and_goal() -> None:
    """The terminal's table of a state (``tablegames play --reveal``, a replay without
    ``--seat``) shows what the state holds: every goal's face, each seat's role and hand and
    the role card set aside; the draw pile by its count only. It drew the spectator's table."""
    state = saboteur.new_game(players=3, seed=3)
    face = {goal.y: "[g]" if goal.card is Card.GOLD else "[c]" for goal in state.goals}
    maze = [
        line.replace("[?]", face[int(line[:3])]) if "[?]" in line else line
        for line in SPECTATOR_TABLE.splitlines()
    ]
    assert render_table(state).splitlines() == [
        *maze,
        *(_seat_line(state, seat) for seat in range(3)),
        f"  role card set aside: {state.set_aside.name.lower()}",
    ]


def test_a_states_table_gives_each_seats_gold_and_what_its_map_showed() -> None:
    state = play(arrange(hands={0: [Card.MAP]}, gold={1: [3, 2]}), UseMap(0, 8, 0))
    lines = render_table(state).splitlines()
    assert lines[-5:-3] == [
        _seat_line(state, 0) + ", map: 8,0 gold",
        _seat_line(state, 1) + ", gold 5",
    ]


def test_a_views_table_is_as_it_was_and_shows_no_other_seats_secret() -> None:
    """A seat's and the spectator's tables are the views' pictures as before, and a state
    differing only in what the seat cannot see (its twin) draws them alike."""
    state = saboteur.new_game(players=3, seed=3)
    assert render_table(saboteur.view(state, None)) == SPECTATOR_TABLE
    assert render_table(saboteur.view(state, 1)) == SEAT_2_TABLE
    found = GAMES["saboteur"]
    states = tunnellers_game(4, 2)
    for number, state in enumerate(states[::9]):
        for seat in (*range(state.players), None):
            table = render_table(tablegames.view(state, seat))
            twin = found.twin(state, seat, number)
            assert render_table(tablegames.view(twin, seat)) == table
            assert "(miner)" not in table
            assert "(saboteur)" not in table
            assert "set aside" not in table
            if seat is None:
                assert "Hand:" not in table
                assert "[g]" not in table
                assert "[c]" not in table


def test_the_open_draw_pile_shows_its_top_card_in_both_tables() -> None:
    """The ``open_draw_pile`` option shows the draw pile's top card to everyone (its SVG and web
    page did); the terminal's table and the long render did not, so a player at the terminal
    never saw it. Without the option, neither names a top card."""
    from tablegames.saboteur import SaboteurOptions
    from tablegames.saboteur.text import card_name

    opened = saboteur.new_game(players=4, seed=1, options=SaboteurOptions(open_draw_pile=True))
    for obj in (opened, saboteur.view(opened, 0), saboteur.view(opened, None)):
        top = opened.draw_pile[0]
        assert f"draw pile {len(opened.draw_pile)}, top {CARD_CODES[top]}." in render_table(obj)
        assert f"(its top card face up: {card_name(top)})" in saboteur.render(obj)
    closed = saboteur.new_game(players=4, seed=1)
    for obj in (closed, saboteur.view(closed, 0)):
        assert ", top " not in render_table(obj)
        assert "top card" not in saboteur.render(obj)
