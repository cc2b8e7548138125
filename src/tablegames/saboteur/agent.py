"""A heuristic Saboteur agent: miners dig toward the gold, saboteurs block and break."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablegames.core.rng import Rng, fresh_seed
from tablegames.saboteur.cards import GOAL_CELLS, PATHS, Card, Role
from tablegames.saboteur.events import PathPlaced, ToolBroken
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


_EAST, _WEST, _NORTH, _SOUTH = "E", "W", "N", "S"


class SaboteurAgent:
    """A sensible Saboteur player, acting from its own view only.

    As a **miner** it repairs its own tools first, then places the connected tunnel that ends
    nearest a goal worth digging to (one its map showed to be gold, else any goal not known to
    be coal), looks at unknown goals with maps, clears dead ends near the goals with rockfalls,
    repairs the others, breaks the tools of seats that blocked the way, and discards dead ends.

    As a **saboteur** it repairs itself, breaks the tools of the seats that dug toward the
    goals, places dead ends on the cells nearest the goals, removes the tunnel nearest the goals
    with a rockfall, and otherwise discards the cards that would help the miners most.

    It always takes the most valuable gold card offered.

    Args:
        seed: Breaks ties reproducibly.
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = Rng(fresh_seed() if seed is None else seed, "saboteur-agent")

    def choose(self, view: SaboteurView, moves: tuple[SaboteurMove, ...]) -> SaboteurMove:
        """Pick a move for the seat of ``view``."""
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
        targets = _targets(view)
        repairs = kinds.repairs
        own = [m for m in repairs if m.target == seat]
        if own:
            return own[0]
        paths = [m for m in kinds.paths if PATHS[m.card].connected]
        if paths:
            best, distance = _nearest_path(paths, targets)
            if distance <= _frontier_distance(view, targets):
                return best
        maps = kinds.maps
        if maps and not _known_gold(view):
            return min(maps, key=lambda m: abs(m.y))  # the middle goal first
        rockfalls = [
            m
            for m in kinds.rockfalls
            if not PATHS[_card_at(view, (m.x, m.y))].connected
            and _distance((m.x, m.y), targets) <= 3  # near the goals
        ]
        if rockfalls:
            return rockfalls[0]
        suspects = _blockers(view)
        breaks = [m for m in kinds.breaks if m.target in suspects]
        if breaks:
            return breaks[0]
        if repairs:
            return repairs[0]
        if paths:
            return min(paths, key=lambda m: _distance((m.x, m.y), targets))
        return _discard(kinds, _miner_usefulness)

    # -- saboteurs ------------------------------------------------------------------------------

    def _saboteur(self, view: SaboteurView, kinds: _Kinds) -> SaboteurMove | None:
        seat = view.player if view.player is not None else -1
        targets = _targets(view)
        own = [m for m in kinds.repairs if m.target == seat]
        if own:
            return own[0]
        diggers = _diggers(view, seat)
        breaks = [m for m in kinds.breaks if m.target != seat]
        if breaks:
            return min(
                breaks,
                key=lambda m: (-diggers.get(m.target, 0), (m.target - seat) % len(view.hand_sizes)),
            )
        dead_ends = [m for m in kinds.paths if not PATHS[m.card].connected]
        if dead_ends:
            return min(dead_ends, key=lambda m: _distance((m.x, m.y), targets))
        rockfalls = [m for m in kinds.rockfalls if PATHS[_card_at(view, (m.x, m.y))].connected]
        if rockfalls:
            return min(rockfalls, key=lambda m: _distance((m.x, m.y), targets))
        return _discard(kinds, lambda card: -_miner_usefulness(card))


# -- reading the view ------------------------------------------------------------------------


def _targets(view: SaboteurView) -> list[Cell]:
    """The goal cells worth digging to: a goal known to hold gold, else any not known as coal."""
    seen = {(s.x, s.y): s.card for s in view.map_knowledge}
    for goal in view.goals:
        if goal.card is not None:
            seen[(goal.x, goal.y)] = goal.card
    gold = [cell for cell, card in seen.items() if card is Card.GOLD]
    if gold:
        return gold
    open_goals = [(g.x, g.y) for g in view.goals if not g.face_up and (g.x, g.y) not in seen]
    return open_goals or [(g.x, g.y) for g in view.goals if not g.face_up] or [GOAL_CELLS[1]]


def _known_gold(view: SaboteurView) -> bool:
    return any(s.card is Card.GOLD for s in view.map_knowledge)


def _distance(cell: Cell, targets: Sequence[Cell]) -> int:
    return min(abs(cell[0] - x) + abs(cell[1] - y) for x, y in targets)


def _frontier_distance(view: SaboteurView, targets: Sequence[Cell]) -> int:
    """How near the tunnels already are: the nearest connected tile to a target, plus one."""
    paths = PATHS
    nearest = min(
        abs(tile.x - x) + abs(tile.y - y)
        for tile in view.board
        if paths[tile.card].connected
        for x, y in targets
    )
    return nearest + 1


def _nearest_path(paths: Sequence[PlacePath], targets: Sequence[Cell]) -> tuple[PlacePath, int]:
    """The placement nearest a target, then with most openings toward it; and its distance.

    The first of equals wins, as with ``min``. This is the hottest part of the agent (it runs
    at every step of a search's playouts), so the distance and the openings are worked out in
    one pass over the targets.
    """
    best = paths[0]
    best_key = (1 << 30, 0)
    for move in paths:
        mx = move.x
        my = move.y
        distance = 1 << 30
        x = y = 0
        for tx, ty in targets:  # the nearest target, the first of equals (as min does)
            d = abs(mx - tx) + abs(my - ty)
            if d < distance:
                distance, x, y = d, tx, ty
        if distance > best_key[0]:
            continue
        key = (distance, -_facing(move, mx, my, x, y))
        if key < best_key:
            best, best_key = move, key
    return best, best_key[0]


def _openings(card: Card, rotated: bool) -> str:
    """The sides a placed path card is open to (rotated: turned half a turn)."""
    found = _OPENINGS.get((card, rotated))
    if found is None:
        found = PATHS[card].openings
        if rotated:
            found = found.translate(_TURNED)
        _OPENINGS[(card, rotated)] = found
    return found


_TURNED = str.maketrans("NESW", "SWNE")
_OPENINGS: dict[tuple[Card, bool], str] = {}


def _facing(move: PlacePath, mx: int, my: int, x: int, y: int) -> int:
    """How many of the placed card's openings face the target at (x, y) (east counts twice)."""
    openings = _openings(move.card, move.rotated)
    score = 0
    if x > mx and _EAST in openings:
        score += 2
    if y < my and _NORTH in openings:
        score += 1
    if y > my and _SOUTH in openings:
        score += 1
    if x < mx and _WEST in openings:
        score += 1
    return score


def _card_at(view: SaboteurView, cell: Cell) -> Card:
    return next(tile.card for tile in view.board if (tile.x, tile.y) == cell)


def _blockers(view: SaboteurView) -> set[int]:
    """Seats that placed dead ends or broke the viewer's tools this round."""
    suspects = set()
    me = view.player
    for event in view.events:
        if type(event) is PathPlaced:
            if event.card in _DEAD_ENDS:
                suspects.add(event.player)
        elif type(event) is ToolBroken and event.target == me:
            suspects.add(event.player)
    suspects.discard(me)
    return suspects


def _diggers(view: SaboteurView, seat: int | None) -> dict[int, int]:
    """How many connected tunnels each other seat placed this round."""
    counts: dict[int, int] = {}
    for event in view.events:
        if type(event) is PathPlaced:
            player = event.player
            if player != seat and event.card not in _DEAD_ENDS:
                counts[player] = counts.get(player, 0) + 1
    return counts


#: The path cards whose tunnels are not connected (dead ends).
_DEAD_ENDS = frozenset(card for card, spec in PATHS.items() if not spec.connected)


def _miner_usefulness(card: Card) -> int:
    """How much a card helps the miners: a crossroads most, a dead end least."""
    if card in PATHS:
        spec = PATHS[card]
        return len(spec.openings) + 4 if spec.connected else 0
    return 2


def _discard(kinds: _Kinds, usefulness: Callable[[Card], int]) -> SaboteurMove | None:
    discards = kinds.discards
    if not discards:
        return None
    return min(discards, key=lambda m: usefulness(m.card))
