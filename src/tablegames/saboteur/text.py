"""Text pictures of Saboteur states and views, for terminals and logs.

:func:`render` draws the maze and the table (seats numbered from 1); :func:`render_table` is
the compact picture of the terminal game, one line per row of the maze, with the hand as card
codes, in the words it is given (the ``table.*`` messages of their catalogue: English, or a
translation's), while :func:`render` is English. The words (a move's label, an event's
sentence, the result) are in
:mod:`tablegames.saboteur.words`; :func:`narrate`, :func:`describe_move`, :func:`move_group`,
:func:`result` and :func:`card_name` here are their English forms, kept for the callers of
earlier versions.

The maze is drawn with each cell five characters wide and three tall, ``x`` growing to the
right and ``y`` downward, with the coordinates in the margins::

    "  |  "     an opening to the north
    "--+--"     openings west and east joined in the centre (a tunnel)
    "--#  "     a dead end: the opening stops at a rock
    "  S  "     the start card;  G the gold, C a coal card (once turned over)
    "+---+"
    "| ? |"     a goal card lying face down ("| g |" or "| c |" in the view of a seat
    "+---+"     whose map showed it gold or coal, and in a state's drawing)
    "  .  "     an empty cell where a path card could join the network

"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from tablegames.core.text import count as _count
from tablegames.core.text import seat_name
from tablegames.saboteur.cards import EAST, NORTH, PATHS, ROUNDS, SOUTH, WEST, Card, Role
from tablegames.saboteur.events import SaboteurEvent
from tablegames.saboteur.maze import CONNECTED, code_of
from tablegames.saboteur.moves import SaboteurMove
from tablegames.saboteur.notation import CARD_CODES, cell_notation
from tablegames.saboteur.state import Phase, SaboteurState, SaboteurView
from tablegames.saboteur.words import WORDS

if TYPE_CHECKING:
    from tablegames.core.words import Catalogue
    from tablegames.saboteur.words import SaboteurWords

__all__ = [
    "card_name",
    "describe_move",
    "move_group",
    "narrate",
    "render",
    "render_maze",
    "render_table",
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
    """The maze alone, with coordinates in the margins (see the module docstring).

    A goal lying face down is ``| ? |`` in a view unless the viewer's map showed it (then
    ``| g |`` or ``| c |``); a state knows every goal, so its drawing shows each one's face, as
    :func:`~tablegames.saboteur.text.render_table` does.
    """
    glyphs: dict[tuple[int, int], tuple[str, str, str]] = {}
    for tile in obj.board:
        glyphs[tile.x, tile.y] = _glyph(tile.card, tile.rotated)
    seen = _goal_faces(obj)
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
    viewer = obj.player if isinstance(obj, SaboteurView) else None
    if obj.phase is Phase.OVER:
        status = "game over"
    elif obj.phase is Phase.CHOOSE_GOLD:
        mine = obj.to_act is not None and obj.to_act == viewer
        chooses = "you choose" if mine else f"seat {_seat(obj.to_act)} chooses"
        status = f"the miners found the gold; {chooses} a gold card"
    else:
        status = f"{_seat_name(obj.to_act, viewer)} to play"
    if isinstance(obj, SaboteurState):
        pile, discards = (
            len(obj.draw_pile),
            len(obj.discard_pile) + sum(len(p) for p in obj.hidden_discards),
        )
    else:
        pile, discards = obj.draw_pile_size, obj.discard_count
    top = _open_top(obj)
    shown = "" if top is None else f" (its top card face up: {card_name(top)})"
    lines = [
        render_maze(obj),
        f"Saboteur, round {obj.round + 1}/{ROUNDS}: {status}. "
        f"Draw pile {pile}{shown}, discard pile {discards}.",
    ]
    for seat in range(players):
        lines.append("  " + _seat_line(obj, seat))
    if isinstance(obj, SaboteurView) and obj.map_knowledge:
        sightings = "; ".join(f"{_GOAL_WORD[s.card]} at {s.x},{s.y}" for s in obj.map_knowledge)
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
        return f"seat {seat + 1} ({role}): {hand}{tools}{gold}"
    if seat == obj.player:
        role = obj.role.name.lower() if obj.role is not None else "?"
        hand = ", ".join(str(card) for card in obj.hand) or "no cards"
        return f"seat {seat + 1} (you, {role}): {hand}{tools}; gold {sum(obj.gold)}"
    total = f"; gold {obj.gold_totals[seat]}" if obj.gold_totals is not None else ""
    return f"seat {seat + 1}: {_count(obj.hand_sizes[seat], 'card')}{tools}{total}"


def _seat(seat: int | None) -> str:
    return "-" if seat is None else str(seat + 1)


def _seat_name(seat: int | None, viewer: int | None) -> str:
    """``you`` for the viewer's seat, ``seat 3`` for another, ``seat -`` for none."""
    return f"seat {_seat(seat)}" if seat is None else seat_name(seat, viewer)


# -- the compact table of the terminal game --------------------------------------------------------

# One character per cell centre, from the open sides (north 1, east 2, south 4, west 8): thin
# lines for the tunnels, thick ones for the dead ends (their openings do not meet).
_THIN = " ╵╶└╷│┌├╴┘─┴┐┤┬┼"
_THICK = " ╹╺┗╻┃┏┣╸┛━┻┓┫┳╋"
_CENTRE_LETTER = {Card.START: "S", Card.GOLD: "G", Card.COAL_NE: "c", Card.COAL_NW: "c"}
#: The widest maze the table draws (80 columns: a margin of 4, three per cell); taller or wider
#: mazes are cut to the part around the marked cells and the open ends.
TABLE_COLUMNS = 25
TABLE_ROWS = 12


def _cell(card: Card, rotated: bool, mark: str | None) -> str:
    code = code_of(card, rotated)
    sides = code & (NORTH | EAST | SOUTH | WEST)
    thin = bool(code & CONNECTED) or card in _CENTRE_LETTER
    arm = "─" if thin else "━"
    centre = mark or _CENTRE_LETTER.get(card) or (_THIN if thin else _THICK)[sides]
    return (arm if sides & WEST else " ") + centre + (arm if sides & EAST else " ")


def _window(cells: list[int], wanted: list[int], size: int) -> range:
    """``size`` consecutive values covering as many ``wanted`` ones as can be, within
    ``cells``' span (all of it when it fits)."""
    low, high = min(cells), max(cells)
    if high - low + 1 <= size:
        return range(low, high + 1)
    focus = wanted or cells
    centre = (min(focus) + max(focus)) // 2
    start = max(low, min(centre - size // 2, high - size + 1))
    return range(start, start + size)


def render_maze_compact(
    obj: SaboteurState | SaboteurView, marks: Mapping[object, str] | None = None
) -> str:
    """The maze in one line per row and three characters per cell, cells labelled: the ``x``
    of each column on top, the ``y`` of each row on the left (a cell is ``x,y``, as the notation
    writes it). ``marks`` puts a letter on cells (a ``(x, y)`` key each).

    ``S`` is the start, ``[?]`` a face-down goal (``[g]``/``[c]`` as the viewer's map showed it,
    or, drawn from a state, as it lies), ``·`` an empty cell a path card may take; thin lines
    are tunnels, thick lines dead ends.
    """
    marks = marks or {}
    glyphs: dict[tuple[int, int], str] = {}
    for x, y, _, _ in obj.network.frontier:
        glyphs[x, y] = " · "
    for tile in obj.board:
        glyphs[tile.x, tile.y] = _cell(tile.card, tile.rotated, marks.get((tile.x, tile.y)))
    seen = _goal_faces(obj)
    for goal in obj.goals:
        mark = marks.get((goal.x, goal.y))
        if goal.face_up and goal.card is not None and goal.card in PATHS:
            glyphs[goal.x, goal.y] = _cell(goal.card, goal.rotated, mark)
        elif mark is not None:
            glyphs[goal.x, goal.y] = f"[{mark}]"
        elif (goal.x, goal.y) in seen:
            glyphs[goal.x, goal.y] = "[g]" if seen[goal.x, goal.y] is Card.GOLD else "[c]"
        else:
            glyphs[goal.x, goal.y] = "[?]"
    for (x, y), mark in marks.items():  # type: ignore[misc]
        if (x, y) not in glyphs or glyphs[x, y] == " · ":
            glyphs[x, y] = f" {mark} "
    wanted = [cell for cell in marks if isinstance(cell, tuple)] or [
        (x, y) for x, y, _, _ in obj.network.frontier
    ]
    columns = _window([x for x, _ in glyphs], [x for x, _ in wanted], TABLE_COLUMNS)
    rows = _window([y for _, y in glyphs], [y for _, y in wanted], TABLE_ROWS)
    lines = ["    " + "".join(f"{x:>3}" for x in columns)]
    for y in rows:
        text = "".join(glyphs.get((x, y), "   ") for x in columns)
        lines.append((f"{y:>3} " + text).rstrip())
    return "\n".join(lines)


def _goal_faces(obj: SaboteurState | SaboteurView) -> dict[tuple[int, int], Card]:
    """The goals whose card the picture shows while they lie face down: those the viewer's map
    showed, or, drawn from a state, all of them."""
    if isinstance(obj, SaboteurView):
        return {(s.x, s.y): s.card for s in obj.map_knowledge}
    return {(goal.x, goal.y): goal.card for goal in obj.goals}


def _seat_summary(obj: SaboteurState | SaboteurView, seat: int, say: Catalogue) -> str:
    broken = "".join(f" x{CARD_CODES[Card[f'BROKEN_{t.name}']][1]}" for t in obj.broken[seat])
    size = len(obj.hands[seat]) if isinstance(obj, SaboteurState) else obj.hand_sizes[seat]
    you = isinstance(obj, SaboteurView) and seat == obj.player
    key = "table.seat.you" if you else "table.seat"
    return say.say(key, number=seat + 1, cards=size, broken=broken)


def render_table(
    obj: SaboteurState | SaboteurView,
    marks: Mapping[object, str] | None = None,
    words: SaboteurWords | None = None,
) -> str:
    """The terminal game's table, in at most 80 columns and ``TABLE_ROWS`` + 5 lines: the
    compact maze (:func:`render_maze_compact`), the round, each seat's cards and broken tools
    (``x`` and the tool's letter: ``xP`` a broken pickaxe), and the viewer's role and hand as
    card codes (``?`` on the terminal explains them).

    A state's table (``tablegames play --reveal``, a replay without ``--seat``) shows all it
    holds but the draw pile's order: every goal's face on the maze, then a line per seat (its
    role, hand, gold and the goals its map showed) and the role card set aside. These lines
    come on top of the ``TABLE_ROWS`` + 5: only bots play such a game, nobody at the screen.

    The words around the maze are the ``table.*`` messages of ``words`` (English by
    default): the words' ``painter``, which gives it those words, so that a translation
    draws the table in its language. The maze, the card codes and the numbers are drawn as
    they are in every language.
    """
    say = (WORDS if words is None else words).catalogue
    pile = len(obj.draw_pile) if isinstance(obj, SaboteurState) else obj.draw_pile_size
    top = _open_top(obj)
    fields = {"round": obj.round + 1, "rounds": ROUNDS, "status": _status(obj, say), "pile": pile}
    lines = [
        render_maze_compact(obj, marks),
        say.say("table.round", **fields)
        if top is None
        else say.say("table.round.top", top=CARD_CODES[top], **fields),
    ]
    summaries = "  ".join(_seat_summary(obj, s, say) for s in range(len(obj.broken)))
    lines.extend(_fold(say.say("table.seats", seats=summaries), 80))
    if isinstance(obj, SaboteurView) and obj.player is not None:
        role = say.say("table.role.unknown" if obj.role is None else f"role.{_ROLE[obj.role]}")
        hand = " ".join(CARD_CODES[card] for card in obj.hand) or say.say("table.no_cards")
        gold = say.say("table.gold", total=sum(obj.gold)) if obj.gold else ""
        seen = "".join(_seen(say, s.x, s.y, s.card) for s in obj.map_knowledge)
        mine = say.say("table.viewer", role=role, gold=gold, seen=seen, hand=hand)
        lines.extend(_fold(mine, 80))
    if isinstance(obj, SaboteurState):
        for seat in range(obj.players):
            lines.extend("  " + line for line in _fold(_seat_secrets(obj, seat, say), 78))
        role = say.say(f"table.role.{_ROLE[obj.set_aside]}")
        lines.append("  " + say.say("table.set_aside", role=role))
    return "\n".join(lines)


_ROLE = {Role.MINER: "miner", Role.SABOTEUR: "saboteur"}


def _status(obj: SaboteurState | SaboteurView, say: Catalogue) -> str:
    """Who is to act: ``seat 2 to play``, ``you choose gold``, or ``game over``."""
    viewer = obj.player if isinstance(obj, SaboteurView) else None
    if obj.phase is Phase.OVER:
        return say.say("table.over")
    key = "table.chooses" if obj.phase is Phase.CHOOSE_GOLD else "table.to_play"
    if obj.to_act is not None and obj.to_act == viewer:
        return say.say(f"{key}.you")
    return say.say(key, number=_seat(obj.to_act))


def _seen(say: Catalogue, x: int, y: int, card: Card) -> str:
    """What a map showed at a goal: ``, map: 8,0 gold``."""
    goal = say.say("table.map.gold" if card is Card.GOLD else "table.map.coal")
    return say.say("table.map", cell=cell_notation(x, y), goal=goal)


def _open_top(obj: SaboteurState | SaboteurView) -> Card | None:
    """The draw pile's top card when the ``open_draw_pile`` option shows it to everyone (and
    there is one), else ``None``."""
    if isinstance(obj, SaboteurView):
        return obj.draw_pile_top
    if obj.options.open_draw_pile and obj.draw_pile:
        return obj.draw_pile[0]
    return None


def _seat_secrets(state: SaboteurState, seat: int, say: Catalogue) -> str:
    """A seat's line of a state's table, like :func:`render`'s but with the hand as card codes:
    ``seat 2 (saboteur): NW dNES bP rL, gold 3, map: 8,0 coal``."""
    role = say.say(f"table.role.{_ROLE[state.roles[seat]]}")
    hand = " ".join(CARD_CODES[card] for card in state.hands[seat]) or say.say("table.no_cards")
    gold = say.say("table.gold", total=sum(state.gold[seat])) if state.gold[seat] else ""
    seen = "".join(
        _seen(say, goal.x, goal.y, goal.card)
        for goal in (state.goals[index] for index in state.peeks[seat])
    )
    return say.say("table.secrets", number=seat + 1, role=role, hand=hand, gold=gold, seen=seen)


def _fold(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = "  " + word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]


# -- the English words, as earlier versions named them ---------------------------------------------


def card_name(card: Card) -> str:
    """A card in words: ``the tunnel NE``, ``the dead end NES``, ``the map``.

    >>> from tablegames.saboteur.cards import Card
    >>> from tablegames.saboteur.text import card_name
    >>> card_name(Card.TUNNEL_NE), card_name(Card.REPAIR_PICKAXE_CART)
    ('the tunnel NE', 'the repair pickaxe/cart')
    """
    return WORDS.card(card)


def narrate(event: SaboteurEvent, viewer: int | None = None) -> str | None:
    """One event in words, as ``viewer`` (``None``: a spectator) reads it, past tense; ``None``
    when another event tells it better (the public half of the viewer's own draw, discard,
    map or gold choice).

    >>> from tablegames.saboteur.cards import Card
    >>> from tablegames.saboteur.events import GoalInspected, GoalSeen
    >>> from tablegames.saboteur.text import narrate
    >>> print(narrate(GoalSeen(0, 8, 0, Card.GOLD), viewer=0))
    Your map showed the gold at 8,0.
    >>> print(narrate(GoalInspected(0, 8, 0), viewer=1))
    Seat 1 looked at the goal at 8,0 with a map.
    """
    if WORDS.is_redundant(event, viewer):
        return None
    return WORDS.text(event, viewer)


def describe_move(move: SaboteurMove) -> str:
    """A move as a menu entry for its player (its label): ``Place the tunnel NE at 1,0``."""
    return WORDS.label(move)


def move_group(move: SaboteurMove) -> str:
    """The heading a move is listed under in a menu: the card it plays, passing, or gold."""
    return WORDS.group(move)


def result(obj: SaboteurState | SaboteurView, viewer: int | None = None) -> str:
    """The final nuggets and the winners in words; tied seats share the win (rules §7.4)."""
    return WORDS.result(obj, viewer)
