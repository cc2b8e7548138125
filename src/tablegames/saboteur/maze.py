"""The maze: grid geometry, the network reached from the start and its open frontier.

Coordinates (rules §3): the start card lies at ``(0, 0)``; ``x`` grows toward the goals (east)
and ``y`` grows southward (down the page), so the north neighbour of ``(x, y)`` is
``(x, y - 1)`` and the goals lie at ``(8, -2)``, ``(8, 0)`` and ``(8, 2)``. The grid is
unbounded in every direction.

Rules §4 in this module's terms. A card on the board has a *code*: its opening mask after
turning (north 1, east 2, south 4, west 8), plus :data:`CONNECTED` when its openings are joined
through the centre (never for a dead end), or just :data:`FACE_DOWN` for a goal that has not been
turned over (it occupies its cell, imposes no edge and is not part of the network). The
*network* is every connected card joined to the start through openings that face each other.
The *frontier* is every empty cell next to an opening of the network; a path card may go on a
frontier cell in an orientation whose sides match every neighbouring card (open against open,
wall against wall; face-down goals excepted). That is all of rules §4: matching implies the new
card opens toward the network cell that made the cell a frontier cell, hence is joined to the
start.

The network is kept up to date as cards are placed (:func:`extend`), so listing the placements
costs a table lookup per frontier cell and card; a rockfall, which is rare, recomputes it
(:func:`compute_network`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Protocol

import attrs

from tablegames.saboteur.cards import (
    EAST,
    NORTH,
    PATHS,
    SOUTH,
    START_CELL,
    TUNNELS,
    WEST,
    Card,
)

__all__ = [
    "CONNECTED",
    "FACE_DOWN",
    "FITS",
    "ORIENTATIONS",
    "SIDES",
    "Cell",
    "GoalLike",
    "Network",
    "code_of",
    "compute_network",
    "constraints",
    "extend",
    "goal_contacts",
    "occupancy",
    "turn",
]

Cell = tuple[int, int]

#: Added to a card's mask when its openings are joined through the centre.
CONNECTED = 16
#: The code of a goal card lying face down.
FACE_DOWN = 32

#: Each side with the step to the neighbour on that side, in N, E, S, W order.
SIDES: tuple[tuple[int, int, int], ...] = (
    (NORTH, 0, -1),
    (EAST, 1, 0),
    (SOUTH, 0, 1),
    (WEST, -1, 0),
)


def turn(mask: int) -> int:
    """The opening mask after a 180-degree turn (north and south, east and west swap).

    This is also the opposite side of a single side.
    """
    return ((mask << 2) | (mask >> 2)) & 15


_OPPOSITE = {NORTH: SOUTH, EAST: WEST, SOUTH: NORTH, WEST: EAST}

_CODES: Mapping[tuple[Card, bool], int] = MappingProxyType(
    {
        (spec.card, rotated): (turn(spec.mask) if rotated else spec.mask)
        + (CONNECTED if spec.connected else 0)
        for spec in PATHS.values()
        for rotated in (False, True)
    }
)


def code_of(card: Card, rotated: bool) -> int:
    """The code of a path card lying on the board in the given orientation."""
    return _CODES[card, rotated]


def _orientations(mask: int) -> tuple[tuple[bool, int], ...]:
    # A card that looks the same turned has one orientation only, so no move is listed twice.
    return ((False, mask),) if turn(mask) == mask else ((False, mask), (True, turn(mask)))


#: The distinct orientations of each tunnel card: ``(rotated, opening mask)`` pairs.
ORIENTATIONS: Mapping[Card, tuple[tuple[bool, int], ...]] = MappingProxyType(
    {spec.card: _orientations(spec.mask) for spec in TUNNELS}
)


def _fits() -> dict[int, Mapping[Card, tuple[bool, ...]]]:
    table: dict[int, Mapping[Card, tuple[bool, ...]]] = {}
    for need in range(16):
        for forbid in range(16):
            if need & forbid:
                continue
            table[need << 4 | forbid] = MappingProxyType(
                {
                    card: tuple(
                        rotated
                        for rotated, mask in orientations
                        if mask & need == need and not mask & forbid
                    )
                    for card, orientations in ORIENTATIONS.items()
                }
            )
    return table


#: For a frontier cell's ``need << 4 | forbid`` key, the orientations of each tunnel card that
#: fit there (``rotated`` flags, unturned first).
FITS: Mapping[int, Mapping[Card, tuple[bool, ...]]] = MappingProxyType(_fits())


class _TileLike(Protocol):
    @property
    def x(self) -> int: ...
    @property
    def y(self) -> int: ...
    @property
    def card(self) -> Card: ...
    @property
    def rotated(self) -> bool: ...


class GoalLike(Protocol):
    """A goal cell as the maze reads it: a state's goal or a view's."""

    @property
    def x(self) -> int: ...
    @property
    def y(self) -> int: ...
    @property
    def card(self) -> Card | None: ...
    @property
    def face_up(self) -> bool: ...
    @property
    def rotated(self) -> bool: ...


@attrs.frozen
class Network:
    """The cells reached from the start and the open frontier (derived from the board).

    Attributes:
        reached: The cells of the connected cards joined to the start, the start included.
        frontier: Each empty cell next to an opening of the network, as
            ``(x, y, need, forbid)``: the sides a card placed there must open (neighbours open
            toward it) and must close (neighbours walled toward it). Sorted by cell.
    """

    reached: frozenset[Cell]
    frontier: tuple[tuple[int, int, int, int], ...]


def occupancy(board: Iterable[_TileLike], goals: Iterable[GoalLike]) -> dict[Cell, int]:
    """Every occupied cell with the code of the card on it."""
    cells = {(tile.x, tile.y): _CODES[tile.card, tile.rotated] for tile in board}
    for goal in goals:
        if goal.face_up and goal.card is not None:
            cells[goal.x, goal.y] = _CODES[goal.card, goal.rotated]
        else:
            cells[goal.x, goal.y] = FACE_DOWN
    return cells


def constraints(cells: Mapping[Cell, int], x: int, y: int) -> tuple[int, int]:
    """The sides a card at ``(x, y)`` must open and must close: ``(need, forbid)``."""
    need = forbid = 0
    for side, dx, dy in SIDES:
        code = cells.get((x + dx, y + dy))
        if code is None or code & FACE_DOWN:
            continue
        if code & _OPPOSITE[side]:
            need |= side
        else:
            forbid |= side
    return need, forbid


def _spread(cells: Mapping[Cell, int], reached: set[Cell], seeds: list[Cell]) -> list[Cell]:
    """Add to ``reached`` every connected card joined to ``seeds``; return the new cells."""
    added: list[Cell] = []
    stack = list(seeds)
    while stack:
        x, y = stack.pop()
        code = cells[x, y]
        for side, dx, dy in SIDES:
            if not code & side:
                continue
            near = (x + dx, y + dy)
            if near in reached:
                continue
            other = cells.get(near)
            if other is not None and other & CONNECTED and other & _OPPOSITE[side]:
                reached.add(near)
                added.append(near)
                stack.append(near)
    return added


def _open_empty(cells: Mapping[Cell, int], reached: Iterable[Cell]) -> set[Cell]:
    found: set[Cell] = set()
    for x, y in reached:
        code = cells[x, y]
        for side, dx, dy in SIDES:
            if code & side and (x + dx, y + dy) not in cells:
                found.add((x + dx, y + dy))
    return found


def compute_network(board: Iterable[_TileLike], goals: Iterable[GoalLike]) -> Network:
    """The network of a board, computed from scratch."""
    cells = occupancy(board, goals)
    reached: set[Cell] = set()
    if cells.get(START_CELL, 0) & CONNECTED:
        reached.add(START_CELL)
        _spread(cells, reached, [START_CELL])
    frontier = []
    for x, y in _open_empty(cells, reached):
        need, forbid = constraints(cells, x, y)
        frontier.append((x, y, need, forbid))
    return Network(frozenset(reached), tuple(sorted(frontier)))


def extend(network: Network, cells: Mapping[Cell, int], cell: Cell) -> Network:
    """The network after a card was placed on the empty cell ``cell`` (``cells`` includes it).

    Only the new card's surroundings are examined, plus whatever the new card joins to the
    network (a branch cut off by a rockfall and now reconnected, rules §4).
    """
    x, y = cell
    code = cells[cell]
    reached = network.reached
    # By cell, each whole entry: sorting the entries sorts by cell. Plain loops, not a
    # comprehension or a generator: a call fewer each on every placement.
    frontier: dict[Cell, tuple[int, int, int, int]] = {}
    for entry in network.frontier:
        frontier[entry[0], entry[1]] = entry
    frontier.pop(cell, None)
    touched: set[Cell] = set()
    joined = False
    if code & CONNECTED:
        for side, dx, dy in SIDES:  # a loop, not any() over a generator: faster
            near = (x + dx, y + dy)
            if code & side and near in reached:
                other = cells[near]
                if other & CONNECTED and other & _OPPOSITE[side]:
                    joined = True
                    break
    if joined:
        grown = set(reached)
        grown.add(cell)
        added = [cell, *_spread(cells, grown, [cell])]
        reached = frozenset(grown)
        touched = _open_empty(cells, added)
    for _, dx, dy in SIDES:
        near = (x + dx, y + dy)
        if near in frontier:
            touched.add(near)
    for near in touched:
        frontier[near] = (*near, *constraints(cells, *near))
    return Network(reached, tuple(sorted(frontier.values())))


def goal_contacts(
    cells: Mapping[Cell, int], reached: frozenset[Cell], x: int, y: int
) -> tuple[int, ...]:
    """The sides of the goal cell ``(x, y)`` that an opening of the network runs into."""
    contacts = []
    for side, dx, dy in SIDES:  # a loop, not a generator: faster for four sides
        near = (x + dx, y + dy)
        if near in reached and cells[near] & _OPPOSITE[side]:
            contacts.append(side)
    return tuple(contacts)
