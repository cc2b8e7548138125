"""Text pictures: the maze in ASCII with readable openings, dead ends and face-down goals."""

from __future__ import annotations

from tablegames import render, saboteur
from tablegames.saboteur import Card, Tile
from tests.saboteur.helpers import ROW_TO_MIDDLE_GOAL, arrange

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


def test_the_maze_is_drawn_with_openings_dead_ends_and_hidden_goals() -> None:
    """Render: tunnels as lines, dead ends as a rock (#), face-down goals as a card back."""
    tiles = [
        Tile(1, 0, Card.TUNNEL_NEW, True),  # turned: opens east, south and west
        Tile(2, 0, Card.TUNNEL_NESW),
        Tile(3, 0, Card.DEAD_END_EW),
        Tile(1, 1, Card.TUNNEL_NES, True),  # turned: opens north, south and west
    ]
    state = arrange(tiles=tiles, pile=0)
    assert saboteur.render_maze(state) == MAZE
    text = render(state)
    assert text.startswith(MAZE)
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
