"""Saboteur for reinforcement learning: the observation encoder and the action index.

The maze is unbounded; the observation and the action index cover a fixed grid of cells around
it, ``X_RANGE`` by ``Y_RANGE`` (23 x 21 cells: from 10 cells west of the start to 4
beyond the goals, 10 cells north and south). In 3,000 random games of 3 to 10 players (603,000
states) no card could be placed outside it: the farthest open cells were at ``x`` -9 and 9,
``y`` -10 and 10. A legal placement or rockfall outside the grid has no action number: the
environment does not offer it (a seat always has another move, a discard), and the
observation counts the path cards lying outside the grid.

Seats are relative to the viewer (slot 0 is the viewer, slot 1 the seat to its left...), with
room for the largest table, 10 seats; tool cards name their target the same way.
"""

from __future__ import annotations

from typing import Any

try:
    import numpy as np
    import numpy.typing as npt
except ModuleNotFoundError as missing:  # pragma: no cover - depends on the installation
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.saboteur.rl", "rl", missing) from missing

from tablegames.rl.actions import ActionIndex
from tablegames.rl.encoding import Encoder
from tablegames.rl.layout import Layout
from tablegames.saboteur import (
    BreakTool,
    ChooseGold,
    Discard,
    Phase,
    PlacePath,
    RepairTool,
    Rockfall,
    SaboteurMove,
    SaboteurView,
    Team,
    UseMap,
)
from tablegames.saboteur.cards import (
    ACTIONS,
    DRAW_DECK,
    EAST,
    GOAL_CELLS,
    GOLD_CARDS,
    GOLD_DECK,
    HAND_SIZE,
    MAX_PLAYERS,
    NORTH,
    OFFICIAL_MAX_GOLD_DRAW,
    PATHS,
    ROUNDS,
    SOUTH,
    TUNNELS,
    WEST,
    ActionKind,
    Card,
    Role,
    Tool,
)

__all__ = [
    "ACTION_LAYOUT",
    "CELLS",
    "DEFAULT_PLAYERS",
    "ENCODER",
    "GRID_CHANNELS",
    "HAND_CARDS",
    "OBSERVATION_LAYOUT",
    "ORIENTED_TUNNELS",
    "REPAIR_CHOICES",
    "X_RANGE",
    "Y_RANGE",
    "SaboteurActions",
    "SaboteurEncoder",
    "actions",
    "cell_number",
]

#: The columns (``x``) of the grid the observation and the actions cover.
X_RANGE = range(-10, 13)
#: The rows (``y``) of the grid the observation and the actions cover.
Y_RANGE = range(-10, 11)
_W, _H = len(X_RANGE), len(Y_RANGE)
#: The number of cells of the grid.
CELLS = _W * _H


def cell_number(x: int, y: int) -> int | None:
    """The number of the cell ``(x, y)``: row by row from the north-west corner, or ``None``.

    >>> from tablegames.saboteur.rl import cell_number
    >>> cell_number(-10, -10), cell_number(0, 0), cell_number(13, 0)
    (0, 240, None)
    """
    if x in X_RANGE and y in Y_RANGE:
        return (y - Y_RANGE.start) * _W + (x - X_RANGE.start)
    return None


def _turn(mask: int) -> int:
    return ((mask << 2) | (mask >> 2)) & 15


#: Every distinct way to lay a tunnel card, as ``(card, rotated)`` pairs in the order of the
#: tunnel table; a card that looks the same turned has its unturned entry only (26 in all).
ORIENTED_TUNNELS: tuple[tuple[Card, bool], ...] = tuple(
    (spec.card, rotated)
    for spec in TUNNELS
    for rotated in ((False,) if _turn(spec.mask) == spec.mask else (False, True))
)
_ORIENTED_NUMBER = {pair: i for i, pair in enumerate(ORIENTED_TUNNELS)}
#: The cards a hand may hold, in order (the tunnel table, then the action table).
HAND_CARDS: tuple[Card, ...] = tuple(s.card for s in TUNNELS) + tuple(s.card for s in ACTIONS)
_HAND_NUMBER = {card: i for i, card in enumerate(HAND_CARDS)}
#: Every ``(repair card, tool)`` a repair can be played as, in the order of the action table.
REPAIR_CHOICES: tuple[tuple[Card, Tool], ...] = tuple(
    (spec.card, tool) for spec in ACTIONS if spec.kind is ActionKind.REPAIR for tool in spec.tools
)
_REPAIR_NUMBER = {pair: i for i, pair in enumerate(REPAIR_CHOICES)}
_TOOLS = tuple(Tool)
_GOLD_VALUES = tuple(sorted(GOLD_CARDS))
_GOALS = len(GOAL_CELLS)
_SEATS = MAX_PLAYERS
_PHASES = tuple(Phase)
_ROLES = (Role.MINER, Role.SABOTEUR)
_MAX_HAND = max(HAND_SIZE.values())
#: Nuggets are divided by this and clipped to 1.
GOLD_SCALE = 20
#: Path cards lying outside the grid are counted, divided by this and clipped to 1.
OFF_GRID_SCALE = 10

#: The channels of the grid, each a plane of :data:`CELLS` values.
GRID_CHANNELS: tuple[tuple[str, str], ...] = (
    ("path", "a path card lies there: the start, a tunnel or dead end, or a turned-over goal"),
    ("open_n", "the card there opens to the north"),
    ("open_e", "the card there opens to the east"),
    ("open_s", "the card there opens to the south"),
    ("open_w", "the card there opens to the west"),
    ("connected", "the card's openings are joined through its centre (not a dead end)"),
    ("reached", "the card is joined to the start"),
    ("frontier", "an empty cell next to an opening of the network: a path card may go there"),
    ("goal_hidden", "a face-down goal the viewer has not looked at"),
    ("goal_gold", "a goal known to be the gold (turned over, or seen with a map)"),
    ("goal_coal", "a goal known to be coal"),
)
_CHANNEL = {name: i for i, (name, _) in enumerate(GRID_CHANNELS)}
_SIDES = ((NORTH, "open_n"), (EAST, "open_e"), (SOUTH, "open_s"), (WEST, "open_w"))

#: What each slice of a Saboteur observation holds.
OBSERVATION_LAYOUT = Layout.of(
    (
        "grid",
        len(GRID_CHANNELS) * CELLS,
        f"{len(GRID_CHANNELS)} planes of {CELLS} cells (channel-major: position "
        f"``channel * {CELLS} + cell_number(x, y)``); the channels are listed below",
    ),
    ("off_grid", 1, f"path cards lying outside the grid, divided by {OFF_GRID_SCALE}"),
    ("seats", _SEATS, "1 for each relative seat present at the table"),
    ("role", len(_ROLES), "one-hot: the viewer is a miner, a saboteur"),
    ("phase", len(_PHASES), "one-hot phase: " + ", ".join(p.value for p in _PHASES)),
    ("round", ROUNDS, "one-hot round"),
    ("to_act", _SEATS, "one-hot relative seat to act (all 0 once the game is over)"),
    (
        "hand",
        len(HAND_CARDS),
        f"count of each card kind held (tunnel table, then action table), divided by {_MAX_HAND}",
    ),
    ("hand_sizes", _SEATS, f"cards held by each relative seat, divided by {_MAX_HAND}"),
    (
        "broken",
        _SEATS * len(_TOOLS),
        "10 blocks of 3, by relative seat: its broken pickaxe, lantern, cart",
    ),
    ("draw_pile", 1, f"cards left to draw, divided by {len(DRAW_DECK)}"),
    ("discards", 1, f"cards in the discard piles, divided by {len(DRAW_DECK)}"),
    (
        "draw_pile_top",
        len(HAND_CARDS),
        "one-hot: the top card of the draw pile, under the ``open_draw_pile`` option",
    ),
    ("last_player", _SEATS, "one-hot relative seat that took the last turn"),
    ("last_path_player", _SEATS, "one-hot relative seat that placed the last path card"),
    (
        "goals",
        _GOALS * 3,
        "3 blocks of 3, goals north to south: (unknown to the viewer, gold, coal)",
    ),
    ("gold", 1, f"the viewer's nuggets, divided by {GOLD_SCALE}"),
    (
        "gold_offer",
        len(_GOLD_VALUES),
        f"gold cards worth 1, 2, 3 the viewer may choose from now, divided by "
        f"{OFFICIAL_MAX_GOLD_DRAW}",
    ),
    (
        "gold_piles",
        2,
        f"gold cards waiting to be chosen divided by {OFFICIAL_MAX_GOLD_DRAW}, gold cards "
        f"left in the gold deck divided by {len(GOLD_DECK)}",
    ),
    (
        "results",
        ROUNDS * 3,
        "3 blocks of 3, finished rounds in order: (miners won, saboteurs won, nobody)",
    ),
    (
        "gold_totals",
        _SEATS,
        f"once the game is over: each relative seat's nuggets, divided by {GOLD_SCALE}",
    ),
)

_OFFSET = {segment.name: segment.start for segment in OBSERVATION_LAYOUT}
_GOAL_KNOWN = {Card.GOLD: 1, Card.COAL_NE: 2, Card.COAL_NW: 2}


class SaboteurEncoder(Encoder):
    """Encodes a :class:`~tablegames.saboteur.SaboteurView` (see :data:`OBSERVATION_LAYOUT`)."""

    game = "saboteur"
    layout = OBSERVATION_LAYOUT

    def _fill(self, out: npt.NDArray[np.float32], view: SaboteurView, seat: int) -> None:
        o = _OFFSET
        players = len(view.hand_sizes)

        def rel(other: int) -> int:
            return (other - seat) % players

        def plane(name: str) -> int:
            return o["grid"] + _CHANNEL[name] * CELLS

        off_grid = 0
        reached = view.network.reached
        for tile in view.board:
            cell = cell_number(tile.x, tile.y)
            if cell is None:
                off_grid += 1
                continue
            _lay(out, cell, tile.card, tile.rotated)
            if (tile.x, tile.y) in reached:
                out[plane("reached") + cell] = 1
        out[o["off_grid"]] = off_grid / OFF_GRID_SCALE
        for x, y, _, _ in view.network.frontier:
            cell = cell_number(x, y)
            if cell is not None:
                out[plane("frontier") + cell] = 1
        seen = {(s.x, s.y): s.card for s in view.map_knowledge}
        for g, goal in enumerate(view.goals):
            cell = cell_number(goal.x, goal.y)
            assert cell is not None  # the goals lie inside the grid
            card = goal.card if goal.face_up else seen.get((goal.x, goal.y))
            if goal.face_up and goal.card is not None:
                _lay(out, cell, goal.card, goal.rotated)
                if (goal.x, goal.y) in reached:
                    out[plane("reached") + cell] = 1
            known = 0 if card is None else _GOAL_KNOWN[card]
            out[plane(("goal_hidden", "goal_gold", "goal_coal")[known]) + cell] = 1
            out[o["goals"] + 3 * g + known] = 1

        out[o["seats"] : o["seats"] + players] = 1
        if view.role is not None:
            out[o["role"] + _ROLES.index(view.role)] = 1
        out[o["phase"] + _PHASES.index(view.phase)] = 1
        out[o["round"] + min(view.round, ROUNDS - 1)] = 1
        if view.to_act is not None:
            out[o["to_act"] + rel(view.to_act)] = 1
        for card in view.hand:
            out[o["hand"] + _HAND_NUMBER[card]] += 1 / _MAX_HAND
        for other in range(players):
            r = rel(other)
            out[o["hand_sizes"] + r] = view.hand_sizes[other] / _MAX_HAND
            for tool in view.broken[other]:
                out[o["broken"] + 3 * r + _TOOLS.index(tool)] = 1
        out[o["draw_pile"]] = view.draw_pile_size / len(DRAW_DECK)
        out[o["discards"]] = view.discard_count / len(DRAW_DECK)
        if view.draw_pile_top is not None:
            out[o["draw_pile_top"] + _HAND_NUMBER[view.draw_pile_top]] = 1
        if view.last_player is not None:
            out[o["last_player"] + rel(view.last_player)] = 1
        if view.last_path_player is not None:
            out[o["last_path_player"] + rel(view.last_path_player)] = 1
        out[o["gold"]] = sum(view.gold) / GOLD_SCALE
        for value in view.gold_offer:
            out[o["gold_offer"] + _GOLD_VALUES.index(value)] += 1 / OFFICIAL_MAX_GOLD_DRAW
        out[o["gold_piles"]] = view.gold_stack_size / OFFICIAL_MAX_GOLD_DRAW
        out[o["gold_piles"] + 1] = view.gold_deck_size / len(GOLD_DECK)
        for r, result in enumerate(view.results[:ROUNDS]):
            winner = result.winner
            column = 2 if winner is None else (0 if winner is Team.MINERS else 1)
            out[o["results"] + 3 * r + column] = 1
        if view.gold_totals is not None:
            for other, total in enumerate(view.gold_totals):
                out[o["gold_totals"] + rel(other)] = total / GOLD_SCALE


def _lay(out: npt.NDArray[np.float32], cell: int, card: Card, rotated: bool) -> None:
    """Write a path card lying on ``cell`` into the grid planes."""
    spec = PATHS[card]
    mask = _turn(spec.mask) if rotated else spec.mask
    grid = _OFFSET["grid"]
    out[grid + _CHANNEL["path"] * CELLS + cell] = 1
    for side, name in _SIDES:
        if mask & side:
            out[grid + _CHANNEL[name] * CELLS + cell] = 1
    if spec.connected:
        out[grid + _CHANNEL["connected"] * CELLS + cell] = 1


# -- the action index -----------------------------------------------------------------------------

#: The Saboteur action numbers, segment by segment.
ACTION_LAYOUT = Layout.of(
    (
        "place_path",
        CELLS * len(ORIENTED_TUNNELS),
        f"place a tunnel card: position ``cell_number(x, y) * {len(ORIENTED_TUNNELS)} + k`` "
        f"lays the k-th entry of ``ORIENTED_TUNNELS`` (card, turned) on cell (x, y)",
    ),
    ("rockfall", CELLS, "clear the path card on cell ``cell_number(x, y)`` with a rockfall"),
    ("use_map", _GOALS, "look at the goal card north, middle, south with a map"),
    (
        "break_tool",
        _SEATS * len(_TOOLS),
        "position ``3 * d + t``: break tool t (pickaxe, lantern, cart) of the seat d places "
        "to the actor's left (d = 0: the actor)",
    ),
    (
        "repair_tool",
        _SEATS * len(REPAIR_CHOICES),
        f"position ``{len(REPAIR_CHOICES)} * d + k``: play the k-th ``REPAIR_CHOICES`` entry "
        "(repair card, tool) on the seat d places to the actor's left",
    ),
    ("discard", len(HAND_CARDS), "discard a card face down (the order of ``HAND_CARDS``)"),
    ("choose_gold", len(_GOLD_VALUES), "take a gold card worth 1, 2, 3"),
)
_A = {segment.name: segment.start for segment in ACTION_LAYOUT}
_A_END = {segment.name: segment.stop for segment in ACTION_LAYOUT}
_ORIENTED = len(ORIENTED_TUNNELS)


class SaboteurActions(ActionIndex[SaboteurMove]):
    """The Saboteur action index for a number of seats (see :data:`ACTION_LAYOUT`).

    Computed, not tabled: a number is found from the move's fields and back.
    """

    game = "saboteur"
    layout = ACTION_LAYOUT

    def __init__(self, players: int) -> None:
        self.players = players

    def _offset(self, move: Any) -> int | None:
        target = move.target
        if type(target) is not int or not 0 <= target < self.players:
            return None
        return int((target - move.player) % self.players)

    def index(self, move: Any) -> int | None:
        """The number of ``move``, made by its own ``player``; ``None`` if it has none."""
        kind = type(move)
        if kind is PlacePath:
            cell = cell_number(move.x, move.y)
            oriented = _ORIENTED_NUMBER.get((move.card, move.rotated))
            if cell is None or oriented is None:
                return None
            return _A["place_path"] + cell * _ORIENTED + oriented
        if kind is Discard:
            number = _HAND_NUMBER.get(move.card)
            return None if number is None else _A["discard"] + number
        if kind is Rockfall:
            cell = cell_number(move.x, move.y)
            return None if cell is None else _A["rockfall"] + cell
        if kind is UseMap:
            for g, goal in enumerate(GOAL_CELLS):
                if goal == (move.x, move.y):
                    return _A["use_map"] + g
            return None
        if kind is BreakTool:
            offset = self._offset(move)
            if offset is None or move.tool not in _TOOLS:
                return None
            return _A["break_tool"] + 3 * offset + _TOOLS.index(move.tool)
        if kind is RepairTool:
            offset = self._offset(move)
            choice = _REPAIR_NUMBER.get((move.card, move.tool))
            if offset is None or choice is None:
                return None
            return _A["repair_tool"] + len(REPAIR_CHOICES) * offset + choice
        if kind is ChooseGold:
            value = move.value
            if type(value) is int and value in _GOLD_VALUES:
                return _A["choose_gold"] + _GOLD_VALUES.index(value)
        return None

    def outside(self, move: Any) -> bool:
        """Whether ``move`` places a path card or plays a rockfall on a cell beyond the grid
        (:func:`cell_number` is ``None``), the moves this index leaves without a number (the
        RL guide's "Moves outside the index")."""
        return type(move) in (PlacePath, Rockfall) and cell_number(move.x, move.y) is None

    def _decode(self, number: int, seat: int) -> SaboteurMove | None:
        if number < _A_END["place_path"]:
            cell, oriented = divmod(number - _A["place_path"], _ORIENTED)
            y, x = divmod(cell, _W)
            card, rotated = ORIENTED_TUNNELS[oriented]
            return PlacePath(seat, card, X_RANGE[x], Y_RANGE[y], rotated)
        if number < _A_END["rockfall"]:
            y, x = divmod(number - _A["rockfall"], _W)
            return Rockfall(seat, X_RANGE[x], Y_RANGE[y])
        if number < _A_END["use_map"]:
            x, y = GOAL_CELLS[number - _A["use_map"]]
            return UseMap(seat, x, y)
        if number < _A_END["break_tool"]:
            offset, tool = divmod(number - _A["break_tool"], len(_TOOLS))
            if offset >= self.players:
                return None
            return BreakTool(seat, (seat + offset) % self.players, _TOOLS[tool])
        if number < _A_END["repair_tool"]:
            offset, choice = divmod(number - _A["repair_tool"], len(REPAIR_CHOICES))
            if offset >= self.players:
                return None
            card, tool = REPAIR_CHOICES[choice]
            return RepairTool(seat, card, (seat + offset) % self.players, tool)
        if number < _A_END["discard"]:
            return Discard(seat, HAND_CARDS[number - _A["discard"]])
        return ChooseGold(seat, _GOLD_VALUES[number - _A["choose_gold"]])


# -- what tablegames.rl reads (the game's rl_module) -------------------------------------------

#: The observation encoder of the game's environments.
ENCODER = SaboteurEncoder
#: The action index at a number of seats.
actions = SaboteurActions
#: The seats of an environment made without a player count.
DEFAULT_PLAYERS = 4
