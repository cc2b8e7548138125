"""A heuristic Saboteur agent: miners dig toward the gold, saboteurs block and break."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tablegames import saboteur
from tablegames.core.rng import Rng, fresh_seed

__all__ = ["SaboteurAgent"]

Cell = tuple[int, int]
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

    def choose(
        self, view: saboteur.SaboteurView, moves: tuple[saboteur.SaboteurMove, ...]
    ) -> saboteur.SaboteurMove:
        """Pick a move for the seat of ``view``."""
        golds = [m for m in moves if isinstance(m, saboteur.ChooseGold)]
        if golds:
            return max(golds, key=lambda m: m.value)
        if view.role is saboteur.Role.SABOTEUR:
            choice = self._saboteur(view, moves)
        else:
            choice = self._miner(view, moves)
        return choice if choice is not None else self._rng.choice(moves)

    # -- miners --------------------------------------------------------------------------------

    def _miner(
        self, view: saboteur.SaboteurView, moves: Sequence[saboteur.SaboteurMove]
    ) -> saboteur.SaboteurMove | None:
        seat = view.player
        targets = _targets(view)
        repairs = [m for m in moves if isinstance(m, saboteur.RepairTool)]
        own = [m for m in repairs if m.target == seat]
        if own:
            return own[0]
        paths = [
            m
            for m in moves
            if isinstance(m, saboteur.PlacePath) and saboteur.PATHS[m.card].connected
        ]
        if paths:
            best = min(paths, key=lambda m: (_distance((m.x, m.y), targets), -_toward(m, targets)))
            if _distance((best.x, best.y), targets) <= _frontier_distance(view, targets):
                return best
        maps = [m for m in moves if isinstance(m, saboteur.UseMap)]
        if maps and not _known_gold(view):
            return min(maps, key=lambda m: abs(m.y))  # the middle goal first
        rockfalls = [
            m
            for m in moves
            if isinstance(m, saboteur.Rockfall)
            and not saboteur.PATHS[_card_at(view, (m.x, m.y))].connected
            and _distance((m.x, m.y), targets) <= 3  # near the goals
        ]
        if rockfalls:
            return rockfalls[0]
        suspects = _blockers(view)
        breaks = [m for m in moves if isinstance(m, saboteur.BreakTool) and m.target in suspects]
        if breaks:
            return breaks[0]
        if repairs:
            return repairs[0]
        if paths:
            return min(paths, key=lambda m: _distance((m.x, m.y), targets))
        return _discard(moves, _miner_usefulness)

    # -- saboteurs ------------------------------------------------------------------------------

    def _saboteur(
        self, view: saboteur.SaboteurView, moves: Sequence[saboteur.SaboteurMove]
    ) -> saboteur.SaboteurMove | None:
        seat = view.player if view.player is not None else -1
        targets = _targets(view)
        own = [m for m in moves if isinstance(m, saboteur.RepairTool) and m.target == seat]
        if own:
            return own[0]
        diggers = _diggers(view, seat)
        breaks = [m for m in moves if isinstance(m, saboteur.BreakTool) and m.target != seat]
        if breaks:
            return min(
                breaks,
                key=lambda m: (-diggers.get(m.target, 0), (m.target - seat) % len(view.hand_sizes)),
            )
        dead_ends = [
            m
            for m in moves
            if isinstance(m, saboteur.PlacePath) and not saboteur.PATHS[m.card].connected
        ]
        if dead_ends:
            return min(dead_ends, key=lambda m: _distance((m.x, m.y), targets))
        rockfalls = [
            m
            for m in moves
            if isinstance(m, saboteur.Rockfall)
            and saboteur.PATHS[_card_at(view, (m.x, m.y))].connected
        ]
        if rockfalls:
            return min(rockfalls, key=lambda m: _distance((m.x, m.y), targets))
        return _discard(moves, lambda card: -_miner_usefulness(card))


# -- reading the view ------------------------------------------------------------------------


def _targets(view: saboteur.SaboteurView) -> list[Cell]:
    """The goal cells worth digging to: a goal known to hold gold, else any not known as coal."""
    seen = {(s.x, s.y): s.card for s in view.map_knowledge}
    for goal in view.goals:
        if goal.card is not None:
            seen[(goal.x, goal.y)] = goal.card
    gold = [cell for cell, card in seen.items() if card is saboteur.Card.GOLD]
    if gold:
        return gold
    open_goals = [(g.x, g.y) for g in view.goals if not g.face_up and (g.x, g.y) not in seen]
    return (
        open_goals or [(g.x, g.y) for g in view.goals if not g.face_up] or [saboteur.GOAL_CELLS[1]]
    )


def _known_gold(view: saboteur.SaboteurView) -> bool:
    return any(s.card is saboteur.Card.GOLD for s in view.map_knowledge)


def _distance(cell: Cell, targets: Sequence[Cell]) -> int:
    return min(abs(cell[0] - x) + abs(cell[1] - y) for x, y in targets)


def _frontier_distance(view: saboteur.SaboteurView, targets: Sequence[Cell]) -> int:
    """How near the tunnels already are: the nearest connected tile to a target, plus one."""
    connected = [(tile.x, tile.y) for tile in view.board if saboteur.PATHS[tile.card].connected]
    return _distance(min(connected, key=lambda c: _distance(c, targets)), targets) + 1


def _toward(move: saboteur.PlacePath, targets: Sequence[Cell]) -> int:
    """How many of the placed card's openings face a target (east first, then its row)."""
    openings = saboteur.PATHS[move.card].openings
    if move.rotated:
        openings = openings.translate(str.maketrans("NESW", "SWNE"))
    x, y = min(targets, key=lambda t: abs(move.x - t[0]) + abs(move.y - t[1]))
    score = 0
    if x > move.x and _EAST in openings:
        score += 2
    if y < move.y and _NORTH in openings:
        score += 1
    if y > move.y and _SOUTH in openings:
        score += 1
    if x < move.x and _WEST in openings:
        score += 1
    return score


def _card_at(view: saboteur.SaboteurView, cell: Cell) -> saboteur.Card:
    return next(tile.card for tile in view.board if (tile.x, tile.y) == cell)


def _blockers(view: saboteur.SaboteurView) -> set[int]:
    """Seats that placed dead ends or broke the viewer's tools this round."""
    suspects = set()
    for event in view.events:
        if isinstance(event, saboteur.PathPlaced) and not saboteur.PATHS[event.card].connected:
            suspects.add(event.player)
        if isinstance(event, saboteur.ToolBroken) and event.target == view.player:
            suspects.add(event.player)
    suspects.discard(view.player)
    return suspects


def _diggers(view: saboteur.SaboteurView, seat: int | None) -> dict[int, int]:
    """How many connected tunnels each other seat placed this round."""
    counts: dict[int, int] = {}
    for event in view.events:
        if (
            isinstance(event, saboteur.PathPlaced)
            and saboteur.PATHS[event.card].connected
            and event.player != seat
        ):
            counts[event.player] = counts.get(event.player, 0) + 1
    return counts


def _miner_usefulness(card: saboteur.Card) -> int:
    """How much a card helps the miners: a crossroads most, a dead end least."""
    if card in saboteur.PATHS:
        spec = saboteur.PATHS[card]
        return len(spec.openings) + 4 if spec.connected else 0
    return 2


def _discard(
    moves: Sequence[saboteur.SaboteurMove], usefulness: Callable[[saboteur.Card], int]
) -> saboteur.SaboteurMove | None:
    discards = [m for m in moves if isinstance(m, saboteur.Discard)]
    if not discards:
        return None
    return min(discards, key=lambda m: usefulness(m.card))
