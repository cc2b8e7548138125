"""Text pictures of Saboteur states and views, and Saboteur in words, for terminals and logs.

:func:`render` draws the maze and the table; :func:`narrate` tells one event as a seat reads
it, :func:`describe_move` words a move for a menu (:func:`move_group` gives its heading) and
:func:`result` explains how a game ended. The command line (``tablegames play saboteur``)
uses them all.

The maze is drawn with each cell five characters wide and three tall, ``x`` growing to the
right and ``y`` downward, with the coordinates in the margins::

    "  |  "     an opening to the north
    "--+--"     openings west and east joined in the centre (a tunnel)
    "--#  "     a dead end: the opening stops at a rock
    "  S  "     the start card;  G the gold, C a coal card (once turned over)
    "+---+"
    "| ? |"     a goal card lying face down ("| g |" or "| c |" in the view of a seat
    "+---+"     whose map showed it gold or coal)
    "  .  "     an empty cell where a path card could join the network

"""

from __future__ import annotations

from typing_extensions import assert_never

from tablegames.core.text import count as _count
from tablegames.core.text import seat_list as _seat_list
from tablegames.core.text import who as _who
from tablegames.core.text import whose as _whom
from tablegames.saboteur.cards import EAST, NORTH, PATHS, ROUNDS, SOUTH, WEST, Card, Role, Tool
from tablegames.saboteur.events import (
    CardDiscarded,
    CardDrawn,
    GameEnded,
    GoalInspected,
    GoalRevealed,
    GoalSeen,
    GoldChosen,
    GoldDrawn,
    GoldReceived,
    HandDealt,
    OwnCardDiscarded,
    OwnCardDrawn,
    PathCleared,
    PathPlaced,
    RoleDealt,
    RoundEnded,
    RoundStarted,
    SaboteurEvent,
    Team,
    ToolBroken,
    ToolRepaired,
    TurnSkipped,
)
from tablegames.saboteur.maze import CONNECTED, code_of
from tablegames.saboteur.moves import (
    BreakTool,
    ChooseGold,
    Discard,
    PlacePath,
    RepairTool,
    Rockfall,
    SaboteurMove,
    UseMap,
)
from tablegames.saboteur.rules import scores, winners
from tablegames.saboteur.state import Phase, SaboteurState, SaboteurView

__all__ = [
    "card_name",
    "describe_move",
    "move_group",
    "narrate",
    "render",
    "render_maze",
    "result",
]

_CENTRE = {Card.START: "S", Card.GOLD: "G", Card.COAL_NE: "C", Card.COAL_NW: "C"}
_FACE_DOWN = ("+---+", "| ? |", "+---+")
_SEEN = {
    Card.GOLD: ("+---+", "| g |", "+---+"),
    Card.COAL_NE: ("+---+", "| c |", "+---+"),
    Card.COAL_NW: ("+---+", "| c |", "+---+"),
}
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
    seen = {(s.x, s.y): s.card for s in obj.map_knowledge} if isinstance(obj, SaboteurView) else {}
    for goal in obj.goals:
        shown = goal.face_up and goal.card is not None and goal.card in PATHS
        if shown:
            glyphs[goal.x, goal.y] = _glyph(goal.card, goal.rotated)  # type: ignore[arg-type]
        elif (goal.x, goal.y) in seen:
            glyphs[goal.x, goal.y] = _SEEN[seen[goal.x, goal.y]]
        else:
            glyphs[goal.x, goal.y] = _FACE_DOWN
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
    if isinstance(obj, SaboteurView) and obj.map_knowledge:
        sightings = "; ".join(f"{_GOAL_WORD[s.card]} at ({s.x},{s.y})" for s in obj.map_knowledge)
        lines.append(f"  Your map showed: {sightings}.")
    return "\n".join(lines)


_GOAL_WORD = {Card.GOLD: "gold", Card.COAL_NE: "coal", Card.COAL_NW: "coal"}


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
    return f"seat {seat}: {_count(obj.hand_sizes[seat], 'card')}{tools}{total}"


# -- words: each event narrated, each move described, the result explained ------------------------


def card_name(card: Card) -> str:
    """A card in words: ``the tunnel NE``, ``the dead end NES``, ``the map``.

    >>> from tablegames.saboteur.cards import Card
    >>> from tablegames.saboteur.render import card_name
    >>> card_name(Card.TUNNEL_NE), card_name(Card.REPAIR_PICKAXE_CART)
    ('the tunnel NE', 'the repair pickaxe/cart')
    """
    return f"the {card}"


def _target(seat: int, target: int, viewer: int | None) -> str:
    if target == seat:
        return "your own" if seat == viewer else "their own"
    return _whom(target, viewer)


def _role(role: Role) -> str:
    return "a miner" if role is Role.MINER else "a saboteur"


def _tool(tool: Tool) -> str:
    return tool.name.lower()


def _values(values: tuple[int, ...]) -> str:
    if len(values) == 1:
        return f"a gold card worth {_count(values[0], 'nugget')}"
    listed = " + ".join(str(v) for v in values)
    return f"gold cards worth {listed} = {_count(sum(values), 'nugget')}"


def narrate(event: SaboteurEvent, viewer: int | None = None) -> str | None:
    """One event in words, as ``viewer`` (``None``: a spectator) reads it, past tense.

    >>> from tablegames.saboteur.cards import Card
    >>> from tablegames.saboteur.events import GoalInspected, GoalSeen
    >>> from tablegames.saboteur.render import narrate
    >>> print(narrate(GoalSeen(0, 8, 0, Card.GOLD), viewer=0))
    Your map showed the gold at (8,0).
    >>> print(narrate(GoalInspected(0, 8, 0), viewer=1))
    Seat 0 looked at the goal at (8,0) with a map.

    Returns:
        A sentence or two, or ``None`` when the event adds nothing for this viewer: the public
        half of the viewer's own draw, discard or map, told by the private event that follows
        it.
    """
    match event:
        case RoundStarted(round=number, first_player=first):
            plays = "you play" if first == viewer else f"seat {first} plays"
            return f"Round {number + 1} of {ROUNDS}: new roles, goals and hands; {plays} first."
        case RoleDealt(player=seat, role=role):
            are = "are" if seat == viewer else "is"
            return f"{_who(seat, viewer)} {are} {_role(role)} this round."
        case HandDealt(player=seat, cards=cards):
            listed = ", ".join(str(card) for card in cards)
            return f"{_whom(seat, viewer).capitalize()} hand: {listed}."
        case PathPlaced(player=seat, card=card, x=x, y=y, rotated=rotated):
            turned = " turned" if rotated else ""
            return f"{_who(seat, viewer)} placed {card_name(card)}{turned} at ({x},{y})."
        case GoalRevealed(player=seat, x=x, y=y, card=card):
            if card is Card.GOLD:
                return f"{_who(seat, viewer)} reached the goal at ({x},{y}): it is the GOLD!"
            return f"{_who(seat, viewer)} reached the goal at ({x},{y}): only coal."
        case ToolBroken(player=seat, target=target, tool=tool):
            if target == viewer:
                return (
                    f"{_who(seat, viewer)} broke your {_tool(tool)}: you cannot place path "
                    "cards until it is repaired."
                )
            return f"{_who(seat, viewer)} broke {_target(seat, target, viewer)} {_tool(tool)}."
        case ToolRepaired(player=seat, target=target, tool=tool):
            return f"{_who(seat, viewer)} repaired {_target(seat, target, viewer)} {_tool(tool)}."
        case PathCleared(player=seat, x=x, y=y, card=card):
            return f"{_who(seat, viewer)} cleared {card_name(card)} at ({x},{y}) with a rockfall."
        case GoalInspected(player=seat, x=x, y=y):
            if seat == viewer:
                return None
            return f"{_who(seat, viewer)} looked at the goal at ({x},{y}) with a map."
        case GoalSeen(player=seat, x=x, y=y, card=card):
            what = "the gold" if card is Card.GOLD else "coal"
            return f"{_whom(seat, viewer).capitalize()} map showed {what} at ({x},{y})."
        case CardDiscarded(player=seat):
            if seat == viewer:
                return None
            return f"{_who(seat, viewer)} discarded a card face down."
        case OwnCardDiscarded(player=seat, card=card):
            return f"{_who(seat, viewer)} discarded {card_name(card)} face down."
        case CardDrawn(player=seat):
            if seat == viewer:
                return None
            return f"{_who(seat, viewer)} drew a card."
        case OwnCardDrawn(player=seat, card=card):
            return f"{_who(seat, viewer)} drew {card_name(card)}."
        case TurnSkipped(player=seat):
            have = "have" if seat == viewer else "has"
            return f"{_who(seat, viewer)} {have} no card left: turn skipped."
        case RoundEnded():
            return _round_ended(event, viewer)
        case GoldDrawn(count=count):
            were = "was" if count == 1 else "were"
            return f"{_count(count, 'gold card')} {were} drawn face down for the miners to choose."
        case GoldChosen(player=seat):
            if seat == viewer:
                return None
            return f"{_who(seat, viewer)} took a gold card."
        case GoldReceived(player=seat, values=values):
            return f"{_who(seat, viewer)} got {_values(values)}."
        case GameEnded(totals=totals):
            listed = ", ".join(
                f"{'you' if s == viewer else f'seat {s}'} {t}" for s, t in enumerate(totals)
            )
            return f"The game is over. Nuggets: {listed}."
    assert_never(event)


def _round_ended(event: RoundEnded, viewer: int | None) -> str:
    number = event.round + 1
    if event.winner is Team.MINERS:
        found = (
            f" ({_who(event.finder, viewer).lower()} reached the gold)"
            if event.finder is not None
            else ""
        )
        text = f"Round {number} is over: the miners won{found}."
    elif event.winner is Team.SABOTEURS:
        each = f"; each saboteur gets {_count(event.nuggets, 'nugget')}" if event.nuggets else ""
        text = f"Round {number} is over: the saboteurs won{each}."
    else:
        text = f"Round {number} is over: nobody scores (no gold found, no saboteur in play)."
    saboteurs = [s for s, role in enumerate(event.roles) if role is Role.SABOTEUR]
    if saboteurs:
        named = _seat_list(saboteurs, viewer)
        text += f" Saboteurs: {named}."
    else:
        text += " There was no saboteur."
    return text + f" The card set aside: {_role(event.set_aside)}."


def result(obj: SaboteurState | SaboteurView, viewer: int | None = None) -> str:
    """The final nuggets and the winners in words; tied seats share the win (rules §7.4)."""
    if isinstance(obj, SaboteurState):
        totals = scores(obj)
        won = winners(obj)
    else:
        totals = obj.gold_totals or ()
        best = max(totals, default=0)
        won = tuple(seat for seat, total in enumerate(totals) if total == best)
    names = ["you" if seat == viewer else f"seat {seat}" for seat in range(len(totals))]
    listed = ", ".join(f"{names[s]} {t}" for s, t in enumerate(totals))
    lines = [f"Final nuggets: {listed}."]
    if not won:
        return lines[0]
    best = totals[won[0]]
    if len(won) == 1:
        verb = "win" if won[0] == viewer else "wins"
        lines.append(f"{names[won[0]].capitalize()} {verb} with {_count(best, 'nugget')}.")
    else:
        tied = _seat_list(won, viewer)
        lines.append(
            f"{tied[0].upper()}{tied[1:]} tie with {_count(best, 'nugget')}: ties are not "
            "broken, so they share the win."
        )
    return "\n".join(lines)


def describe_move(move: SaboteurMove) -> str:
    """A move as a menu entry for its player: ``Place the tunnel NE at (1,0)``.

    >>> from tablegames.saboteur.moves import UseMap
    >>> from tablegames.saboteur.render import describe_move
    >>> describe_move(UseMap(0, 8, 2))
    'Look at the goal at (8,2) with the map'
    """
    match move:
        case PlacePath(card=card, x=x, y=y, rotated=rotated):
            turned = " turned" if rotated else ""
            return f"Place {card_name(card)}{turned} at ({x},{y})"
        case BreakTool(player=seat, target=target, tool=tool):
            whose = "your own" if target == seat else f"seat {target}'s"
            return f"Break {whose} {_tool(tool)}"
        case RepairTool(player=seat, card=card, target=target, tool=tool):
            whose = "your" if target == seat else f"seat {target}'s"
            return f"Repair {whose} {_tool(tool)} with {card_name(card)}"
        case Rockfall(x=x, y=y):
            return f"Rockfall: clear the path card at ({x},{y})"
        case UseMap(x=x, y=y):
            return f"Look at the goal at ({x},{y}) with the map"
        case Discard(card=card):
            return f"Discard {card_name(card)} face down"
        case ChooseGold(value=value):
            return f"Take a gold card worth {_count(value, 'nugget')}"
    assert_never(move)


def move_group(move: SaboteurMove) -> str:
    """The heading a move is listed under in a menu: path, action, pass or gold."""
    if isinstance(move, PlacePath):
        return "Place a path card"
    if isinstance(move, Discard):
        return "Pass: discard a card face down"
    if isinstance(move, ChooseGold):
        return "Take a gold card"
    return "Play an action card"
