"""Text pictures of Saboteur states and views, for terminals and logs.

The maze is drawn with each cell five characters wide and three tall, ``x`` growing to the
right and ``y`` downward, with the coordinates in the margins::

    "  |  "     an opening to the north
    "--+--"     openings west and east joined in the centre (a tunnel)
    "--#  "     a dead end: the opening stops at a rock
    "  S  "     the start card;  G the gold, C a coal card (once turned over)
    "+---+"
    "| ? |"     a goal card lying face down
    "+---+"
    "  .  "     an empty cell where a path card could join the network

"""

from __future__ import annotations

from tablegames.saboteur.cards import EAST, NORTH, PATHS, ROUNDS, SOUTH, WEST, Card
from tablegames.saboteur.maze import CONNECTED, code_of
from tablegames.saboteur.state import Phase, SaboteurState, SaboteurView

__all__ = ["render", "render_maze"]

_CENTRE = {Card.START: "S", Card.GOLD: "G", Card.COAL_NE: "C", Card.COAL_NW: "C"}
_FACE_DOWN = ("+---+", "| ? |", "+---+")
_EMPTY = ("     ", "     ", "     ")
_FRONTIER = ("     ", "  .  ", "     ")


def _glyph(card: Card, rotated: bool) -> tuple[str, str, str]:
    code = code_of(card, rotated)
    centre = _CENTRE.get(card, "+" if code & CONNECTED else "#")
    return (
        "  |  " if code & NORTH else "     ",
        ("--" if code & WEST else "  ") + centre + ("--" if code & EAST else "  "),
        "  |  " if code & SOUTH else "     ",
    )


def render_maze(obj: SaboteurState | SaboteurView) -> str:
    """The maze alone, with coordinates in the margins (see the module docstring)."""
    glyphs: dict[tuple[int, int], tuple[str, str, str]] = {}
    for tile in obj.board:
        glyphs[tile.x, tile.y] = _glyph(tile.card, tile.rotated)
    for goal in obj.goals:
        shown = goal.face_up and goal.card is not None and goal.card in PATHS
        glyphs[goal.x, goal.y] = _glyph(goal.card, goal.rotated) if shown else _FACE_DOWN  # type: ignore[arg-type]
    for x, y, _, _ in obj.network.frontier:
        glyphs[x, y] = _FRONTIER
    xs = [x for x, _ in glyphs]
    ys = [y for _, y in glyphs]
    columns = range(min(xs), max(xs) + 1)
    lines = ["     " + "".join(f"{x:^5}" for x in columns).rstrip()]
    for y in range(min(ys), max(ys) + 1):
        for row in range(3):
            label = f"{y:>3}  " if row == 1 else "     "
            text = "".join(glyphs.get((x, y), _EMPTY)[row] for x in columns)
            lines.append((label + text).rstrip())
    return "\n".join(lines)


def render(obj: SaboteurState | SaboteurView) -> str:
    """The maze, then one line on the game's progress and one line per seat."""
    players = len(obj.broken)
    if obj.phase is Phase.OVER:
        status = "game over"
    elif obj.phase is Phase.CHOOSE_GOLD:
        status = f"the miners found the gold; seat {obj.to_act} chooses a gold card"
    else:
        status = f"seat {obj.to_act} to play"
    if isinstance(obj, SaboteurState):
        pile, discards = (
            len(obj.draw_pile),
            len(obj.discard_pile) + sum(len(p) for p in obj.hidden_discards),
        )
    else:
        pile, discards = obj.draw_pile_size, obj.discard_count
    lines = [
        render_maze(obj),
        f"Saboteur, round {obj.round + 1}/{ROUNDS}: {status}. "
        f"Draw pile {pile}, discard pile {discards}.",
    ]
    for seat in range(players):
        lines.append("  " + _seat_line(obj, seat))
    return "\n".join(lines)


def _seat_line(obj: SaboteurState | SaboteurView, seat: int) -> str:
    broken = ", ".join(tool.name.lower() for tool in obj.broken[seat])
    tools = f"; broken: {broken}" if broken else ""
    if isinstance(obj, SaboteurState):
        role = obj.roles[seat].name.lower()
        hand = ", ".join(str(card) for card in obj.hands[seat]) or "no cards"
        gold = f"; gold {sum(obj.gold[seat])}"
        return f"seat {seat} ({role}): {hand}{tools}{gold}"
    if seat == obj.player:
        role = obj.role.name.lower() if obj.role is not None else "?"
        hand = ", ".join(str(card) for card in obj.hand) or "no cards"
        return f"seat {seat} (you, {role}): {hand}{tools}; gold {sum(obj.gold)}"
    total = f"; gold {obj.gold_totals[seat]}" if obj.gold_totals is not None else ""
    return f"seat {seat}: {obj.hand_sizes[seat]} cards{tools}{total}"
