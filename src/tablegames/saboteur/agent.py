"""A heuristic Saboteur agent: miners dig toward the gold, saboteurs block and break.

The agent reads only its view (rules §5, ruling S-28): the maze and its network, the face-up
goals, its own map results, the broken tools and the round's public events. From the events it
keeps a *suspicion* score per seat: placing a dead end, clearing a tunnel or breaking the tools
of a seat that digs counts toward the saboteurs; placing a connected tunnel, clearing a dead
end or repairing another seat counts toward the miners. Roles are never read elsewhere.

Distances are counted along the grid (``abs(dx) + abs(dy)``) from a cell to the nearest goal
worth digging to (the *targets*: the goal its map showed to hold the gold, or the one the two
coal goals it knows leave, else every face-down goal not known to be coal). The network's
*reach* is the distance of its open frontier (the empty cells a tunnel may go on) to the
targets: a miner's placement is worth playing when it brings the reach nearer, a saboteur's
when it pushes the reach away.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames.core.hooks import check_view
from tablegames.core.rng import Rng, fresh_seed
from tablegames.saboteur.cards import GOAL_CELLS, PATHS, REPAIRS, Card, Role
from tablegames.saboteur.events import PathCleared, PathPlaced, ToolBroken, ToolRepaired
from tablegames.saboteur.maze import CONNECTED, SIDES, code_of, compute_network, occupancy, turn
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
from tablegames.saboteur.state import SaboteurView

__all__ = ["SaboteurAgent"]

Cell = tuple[int, int]

#: A distance no cell has: "no way on".
_FAR = 1 << 20
#: A miner looks at a goal with its map before anything but a winning placement once the
#: network's reach is this near the goals (the path must soon choose a goal).
_MAP_REACH = 4
#: A saboteur clears the tunnel nearest the goals with a rockfall once the reach is this near.
_ROCKFALL_REACH = 4


class _Kinds:
    """The legal moves sorted by class once, in their order, instead of one filter per kind."""

    __slots__ = ("breaks", "discards", "golds", "maps", "paths", "repairs", "rockfalls")

    def __init__(self, moves: Sequence[SaboteurMove]) -> None:
        self.paths: list[PlacePath] = []
        self.breaks: list[BreakTool] = []
        self.repairs: list[RepairTool] = []
        self.rockfalls: list[Rockfall] = []
        self.maps: list[UseMap] = []
        self.discards: list[Discard] = []
        self.golds: list[ChooseGold] = []
        lists: dict[type, list[Any]] = {
            PlacePath: self.paths,
            BreakTool: self.breaks,
            RepairTool: self.repairs,
            Rockfall: self.rockfalls,
            UseMap: self.maps,
            Discard: self.discards,
            ChooseGold: self.golds,
        }
        for move in moves:
            lists[move.__class__].append(move)


class _Maze:
    """What the agent reads of the maze once per decision: cells, targets and the reach."""

    __slots__ = ("branches", "cells", "frontier", "reach", "targets")

    def __init__(self, view: SaboteurView, targets: list[Cell]) -> None:
        cells: dict[Cell, Card | None] = {(tile.x, tile.y): tile.card for tile in view.board}
        for goal in view.goals:
            cells[goal.x, goal.y] = goal.card  # None while face down
        self.cells = cells
        self.targets = targets
        network = view.network
        self.frontier = {(x, y): _distance(x, y, targets) for x, y, _, _ in network.frontier}
        self.reach = min(self.frontier.values(), default=_FAR)
        # Tunnels cut off from the start (by a rockfall) lead on once a card joins them again.
        reached = network.reached
        self.branches: dict[Cell, int] = {}
        if len(reached) < len(view.board):
            self.branches = _branch_reach(view, reached, targets)

    def reach_without(self, cell: Cell) -> int:
        """The reach once ``cell`` is no longer open (a card that leads nowhere was put there)."""
        return min((d for c, d in self.frontier.items() if c != cell), default=_FAR)

    def leads(self, move: PlacePath) -> int:
        """How near the targets the openings of the placed card lead (0: into a target).

        Openings into occupied cells lead nowhere (the card is placed joined to the network
        there); a dead end leads nowhere at all.
        """
        code = code_of(move.card, move.rotated)
        if not code & CONNECTED:
            return _FAR
        best = _FAR
        targets = self.targets
        cells = self.cells
        for side, dx, dy in SIDES:
            if not code & side:
                continue
            cell = (move.x + dx, move.y + dy)
            if cell in targets:
                return 0
            if cell in cells:
                joined = self.branches.get(cell)
                if joined is not None and joined < best:
                    best = joined
                continue
            distance = _distance(cell[0], cell[1], targets)
            if distance < best:
                best = distance
        return best


class SaboteurAgent:
    """A sensible Saboteur player, acting from its own view only.

    As a **miner** it repairs its own tools first; places the tunnel that brings the network
    nearest the goal it believes holds the gold (the one its map showed, or the one two coal
    goals leave, else the nearest goal not known to be coal); looks with a map only at a goal
    it has not seen, and only while it does not know where the gold is; clears dead ends near
    the goals with rockfalls; repairs the seats it does not suspect; breaks the tools of the
    seats it suspects; and discards dead ends and cards it has no use for first.

    As a **saboteur** it blocks the tunnel nearest the goals (a dead end on the open cell
    nearest them), clears that tunnel with a rockfall when it comes near, breaks the tools of
    the seats that dig, repairs itself (never another seat: that reads as a miner's act), and
    discards the cards that would help the miners most.

    Suspicion is read from the round's public events (see the module), never from another
    seat's role. It always takes the most valuable gold card offered.

    Args:
        seed: Breaks ties reproducibly.
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = Rng(fresh_seed() if seed is None else seed, "saboteur-agent")

    def choose(self, view: SaboteurView, moves: tuple[SaboteurMove, ...]) -> SaboteurMove:
        """Pick a move for the seat of ``view``.

        The agent is bound to no seat (its seed is no seat): it plays for the seat of whichever
        view it is given, as :class:`~tablegames.agents.MCTSAgent` does.

        Raises:
            NotAGameObjectError: if ``view`` is not a SaboteurView (a state, say).
            SeatError: if ``view`` is a spectator's, or ``moves`` are not all its seat's (the
                legal moves of another seat than the view's, say), as MCTSAgent refuses them.
            ConfigError: if ``moves`` is empty.
        """
        check_view(self, view, SaboteurView, moves)
        kinds = _Kinds(moves)
        golds = kinds.golds
        if golds:
            return max(golds, key=lambda m: m.value)
        if view.role is Role.SABOTEUR:
            choice = self._saboteur(view, kinds)
        else:
            choice = self._miner(view, kinds)
        return choice if choice is not None else self._rng.choice(moves)

    # -- miners --------------------------------------------------------------------------------

    def _miner(self, view: SaboteurView, kinds: _Kinds) -> SaboteurMove | None:
        seat = view.player
        own = [m for m in kinds.repairs if m.target == seat]
        if own:
            return own[0]
        maze = _Maze(view, _targets(view))
        best: PlacePath | None = None
        leads = _FAR
        if kinds.paths:
            best, leads = _best_placement(kinds.paths, maze)
            if leads == 0:  # into the gold (or a goal that may hold it)
                return best
        maps = _useful_maps(view, kinds.maps)
        if maps and maze.reach <= _MAP_REACH:
            return _map_nearest(maps, maze)
        if best is not None and leads < maze.reach:
            return best
        if kinds.rockfalls:
            cleared = _best_clearing(view, kinds.rockfalls, maze)
            if cleared is not None:
                return cleared
        if maps:
            return _map_nearest(maps, maze)
        if best is not None and leads <= maze.reach:
            return best  # around an obstacle, no farther than the reach
        suspicion = _suspicion(view)
        repairs = [m for m in kinds.repairs if suspicion.get(m.target, 0) <= 0]
        if repairs:
            return min(repairs, key=lambda m: suspicion.get(m.target, 0))
        breaks = [m for m in kinds.breaks if m.target != seat and suspicion.get(m.target, 0) > 0]
        if breaks:
            return max(breaks, key=lambda m: suspicion.get(m.target, 0))
        return _discard(kinds, _usefulness_to_miners(view))

    # -- saboteurs ------------------------------------------------------------------------------

    def _saboteur(self, view: SaboteurView, kinds: _Kinds) -> SaboteurMove | None:
        seat = view.player
        maze = _Maze(view, _targets(view))
        block = _best_block(kinds.paths, maze)
        if block is not None and maze.reach <= 2:
            return block
        tunnels = [m for m in kinds.rockfalls if _is_tunnel(maze, m)]
        tip = min(tunnels, key=lambda m: _distance(m.x, m.y, maze.targets), default=None)
        if tip is not None and maze.reach <= 2:
            return tip
        suspicion = _suspicion(view)
        breaks = [m for m in kinds.breaks if m.target != seat and suspicion.get(m.target, 0) < 0]
        if breaks:
            return min(breaks, key=lambda m: suspicion.get(m.target, 0))
        if block is not None:
            return block
        if tip is not None and maze.reach <= _ROCKFALL_REACH:
            return tip
        own = [m for m in kinds.repairs if m.target == seat]
        if own and any(not PATHS[c].connected for c in view.hand if c in PATHS):
            return own[0]  # free to place the dead ends it holds
        usefulness = _usefulness_to_miners(view)
        return _discard(kinds, lambda card: -usefulness(card))


# -- reading the view ------------------------------------------------------------------------


def _targets(view: SaboteurView) -> list[Cell]:
    """The goal cells worth digging to, as ``view``'s seat knows them.

    The gold's cell if a map showed it, or if the seat knows both coal goals (from its maps or
    face up); otherwise every face-down goal it does not know to be coal.
    """
    coal: set[Cell] = set()
    hidden: list[Cell] = []
    for goal in view.goals:
        if goal.face_up:
            if goal.card is Card.GOLD:
                return [(goal.x, goal.y)]
            coal.add((goal.x, goal.y))
        else:
            hidden.append((goal.x, goal.y))
    for sighting in view.map_knowledge:
        if sighting.card is Card.GOLD:
            return [(sighting.x, sighting.y)]
        coal.add((sighting.x, sighting.y))
    left = [cell for cell in hidden if cell not in coal]
    return left or hidden or [GOAL_CELLS[1]]


def _unseen_goals(view: SaboteurView) -> list[Cell]:
    """The face-down goals worth a map for ``view``'s seat: none once it knows the gold's cell.

    A goal it has looked at, a face-up goal, and every goal once the gold is known (from a map,
    or because it knows both coal goals) are left out (rules §5 "Map"; issue 24: a map on a
    goal already seen tells nothing).
    """
    if len(_targets(view)) == 1:
        return []
    seen = {(s.x, s.y) for s in view.map_knowledge}
    return [(g.x, g.y) for g in view.goals if not g.face_up and (g.x, g.y) not in seen]


def _useful_maps(view: SaboteurView, maps: list[UseMap]) -> list[UseMap]:
    if not maps:
        return maps
    unseen = _unseen_goals(view)
    return [m for m in maps if (m.x, m.y) in unseen]


def _map_nearest(maps: list[UseMap], maze: _Maze) -> UseMap:
    """The map on the goal nearest the network's open cells (the middle goal among equals)."""
    frontier = list(maze.frontier) or [(0, 0)]
    return min(maps, key=lambda m: (_distance(m.x, m.y, frontier), abs(m.y)))


def _distance(x: int, y: int, cells: Sequence[Cell]) -> int:
    return min(abs(x - cx) + abs(y - cy) for cx, cy in cells)


def _best_placement(paths: Sequence[PlacePath], maze: _Maze) -> tuple[PlacePath, int]:
    """The placement whose openings lead nearest the targets, and how near.

    Among equals: the cell nearest the targets, then the card with most openings (more ways
    on), then the first listed. This runs at every step of a search's playouts, so each
    placement costs a few additions.
    """
    best = paths[0]
    best_key = (_FAR, _FAR, 0)
    for move in paths:
        leads = maze.leads(move)
        if leads > best_key[0]:
            continue
        key = (leads, maze.frontier.get((move.x, move.y), _FAR), -_OPENINGS[move.card])
        if key < best_key:
            best, best_key = move, key
    return best, best_key[0]


def _best_block(paths: Sequence[PlacePath], maze: _Maze) -> PlacePath | None:
    """The placement that pushes the network's reach farthest from the targets, if any does.

    A dead end on the open cell nearest the targets closes that cell; the reach becomes the
    next open cell's.
    """
    best: PlacePath | None = None
    best_key = (maze.reach, 0)
    for move in paths:
        cell = (move.x, move.y)
        # Dead ends only: a connected tunnel, even turned away, reads as a miner's act to the
        # other seats (and to the search's reading of roles, tablegames.saboteur.search).
        if move.card in _CONNECTED or maze.frontier.get(cell, _FAR) != maze.reach:
            continue  # only the nearest open cells are worth closing
        pushed = min(maze.reach_without(cell), maze.leads(move))
        key = (pushed, 1)
        if key > best_key:
            best, best_key = move, key
    return best


def _best_clearing(
    view: SaboteurView, rockfalls: Sequence[Rockfall], maze: _Maze
) -> Rockfall | None:
    """The rockfall that brings the network's reach nearest the targets, if one brings it nearer.

    Only dead ends nearer the targets than the reach are tried (a miner clears no tunnel: the
    other seats would read it as a saboteur's act); each try recomputes the network without it.
    """
    best: Rockfall | None = None
    best_reach = maze.reach
    targets = maze.targets
    for move in rockfalls:
        if _is_tunnel(maze, move) or _distance(move.x, move.y, targets) >= best_reach:
            continue
        board = [tile for tile in view.board if (tile.x, tile.y) != (move.x, move.y)]
        network = compute_network(board, view.goals)
        reach = min((_distance(x, y, targets) for x, y, _, _ in network.frontier), default=_FAR)
        if reach < best_reach:
            best, best_reach = move, reach
    return best


def _branch_reach(
    view: SaboteurView, reached: frozenset[Cell], targets: list[Cell]
) -> dict[Cell, int]:
    """For each connected card cut off from the start: the reach of its branch once joined.

    A branch's reach is the distance to the targets of the nearest empty cell its openings
    lead to (0 when they lead into a target).
    """
    cells = occupancy(view.board, view.goals)
    branches: dict[Cell, int] = {}
    for tile in view.board:
        start = (tile.x, tile.y)
        if start in reached or start in branches or not cells[start] & CONNECTED:
            continue
        component = [start]
        seen = {start}
        reach = _FAR
        while component:
            x, y = component.pop()
            code = cells[x, y]
            for side, dx, dy in SIDES:
                if not code & side:
                    continue
                near = (x + dx, y + dy)
                other = cells.get(near)
                if near in targets:
                    reach = 0
                elif other is None:
                    reach = min(reach, _distance(near[0], near[1], targets))
                elif other & CONNECTED and other & turn(side) and near not in seen:
                    seen.add(near)
                    component.append(near)
        for cell in seen:
            branches[cell] = reach
    return branches


def _is_tunnel(maze: _Maze, move: Rockfall) -> bool:
    card = maze.cells.get((move.x, move.y))
    return card is not None and PATHS[card].connected


def _suspicion(view: SaboteurView) -> dict[int, int]:
    """How much each seat's acts this round look like a saboteur's (below 0: a miner's).

    A dead end or a cleared tunnel counts 2 toward the saboteurs, a broken tool of the viewer
    (when it digs) or of a seat that digs 1; a connected tunnel, a cleared dead end, a repair
    of another seat, a broken tool of a suspect count 1 toward the miners. The viewer itself
    is left out.
    """
    score: dict[int, int] = {}
    me = view.player
    miner = view.role is Role.MINER
    for event in view.events:
        kind = event.__class__
        if kind is PathPlaced:
            player = event.player  # type: ignore[union-attr]
            delta = -1 if event.card in _CONNECTED else 2  # type: ignore[union-attr, operator]
        elif kind is ToolBroken:
            player = event.player  # type: ignore[union-attr]
            target = event.target  # type: ignore[union-attr]
            if target == player:
                continue
            if target == me:
                delta = 2 if miner else -1
            else:
                delta = 1 if score.get(target, 0) < 0 else -1 if score.get(target, 0) > 0 else 0
        elif kind is ToolRepaired:
            player = event.player  # type: ignore[union-attr]
            if event.target == player:  # type: ignore[union-attr]
                continue
            delta = -1
        elif kind is PathCleared:
            player = event.player  # type: ignore[union-attr]
            delta = 2 if event.card in _CONNECTED else -1  # type: ignore[union-attr, operator]
        else:
            continue
        if player != me:
            score[player] = score.get(player, 0) + delta
    return score


#: The path cards whose openings are joined through the centre.
_CONNECTED = frozenset(card for card, spec in PATHS.items() if spec.connected)
#: How many sides each path card opens to.
_OPENINGS = {card: len(spec.openings) for card, spec in PATHS.items()}


def _usefulness_to_miners(view: SaboteurView) -> Callable[[Card], int]:
    """How much a card helps the miners: a tunnel opening east most, a dead end least."""
    knows_gold = not _unseen_goals(view)

    def usefulness(card: Card) -> int:
        spec = PATHS.get(card)
        if spec is not None:
            if not spec.connected:
                return 0
            # A card open east or west can be turned to open toward the goals.
            toward = 2 if "E" in spec.openings or "W" in spec.openings else 0
            return 4 + len(spec.openings) + toward
        if card is Card.MAP:
            return 1 if knows_gold else 3
        if card is Card.ROCKFALL:
            return 2
        return 4 if card in REPAIRS else 2

    return usefulness


def _discard(kinds: _Kinds, usefulness: Callable[[Card], int]) -> SaboteurMove | None:
    discards = kinds.discards
    if not discards:
        return None
    return min(discards, key=lambda m: usefulness(m.card))
