"""What limits a lone heuristic Saboteur miner among random seats, at every player count.

Run from the repository root::

    python benchmarks/lone_miner.py                 # the figures in docs/guides/bots.rst
    python benchmarks/lone_miner.py --games 50      # a quicker look

Each row plays Saboteur games with one seat the heuristic agent
(:class:`tablegames.saboteur.SaboteurAgent`) and every other seat a random agent, the heuristic
seat rotating game by game (as ``benchmarks/heuristic.py`` does, on other seeds), and counts,
over the rounds in which the heuristic seat is a miner:

* its turns, and the share of them it could place no path card (its tools broken, or no path
  card of its hand fits);
* the share of its turns on which some legal placement would bring the network nearer the
  gold (the fewest cards still needed from the network's open cells to the gold's cell, around
  the cards already on the maze), and the share on which its own move did;
* how near the gold the network came by the end of the round (the fewest cards still needed);
* the rounds it won, and the rounds won by an **oracle** miner in the same seat on the same
  deals: the heuristic agent, except that whenever a placement brings the network nearer the
  gold it plays the one that brings it nearest.

The gold's cell is read from the game's state: this script *measures* the agent, it is not an
agent (the heuristic itself reads only its seat's view). The oracle is the best any miner can do
that places one card a turn toward the gold, knowing where the gold is: when it is not much
better than the heuristic, the lone miner is held back by its cards and turns, not by its
choices.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import tablegames
from tablegames.agents import Agent, RandomAgent
from tablegames.core.rng import Rng
from tablegames.saboteur import SaboteurAgent
from tablegames.saboteur.cards import Card, Role
from tablegames.saboteur.maze import SIDES
from tablegames.saboteur.moves import PlacePath
from tablegames.saboteur.state import Phase, SaboteurState

sys.path.insert(0, str(Path(__file__).parent))
from strength import wilson  # the benchmarks' own interval, beside this script

#: Games per player count in the default run.
GAMES = 200
#: The default seed (not the bots guide's table seed: these are other games).
SEED = 2026

Cell = tuple[int, int]


def _seeds(seed: int, players: int, games: int) -> Iterator[int]:
    for index in range(games):
        yield Rng(seed, "lone-miner", players, index).next_u64() >> 11


def cards_to_gold(state: SaboteurState) -> int:
    """The fewest path cards that would join the network's open cells to the gold's cell.

    A breadth-first search through the empty cells (cards already on the maze are walls) from
    the cells next to the gold; a large number when no open cell can reach it.
    """
    occupied: set[Cell] = {(tile.x, tile.y) for tile in state.board}
    occupied.update((goal.x, goal.y) for goal in state.goals)
    gold = next((goal.x, goal.y) for goal in state.goals if goal.card is Card.GOLD)
    open_cells = {(x, y) for x, y, _, _ in state.network.frontier}
    if not open_cells:
        return 99
    xs = [x for x, _ in occupied]
    ys = [y for _, y in occupied]
    low_x, high_x, low_y, high_y = min(xs) - 2, max(xs) + 2, min(ys) - 2, max(ys) + 2
    layer = [(gold[0] + dx, gold[1] + dy) for _, dx, dy in SIDES]
    layer = [cell for cell in layer if cell not in occupied]
    seen = set(layer)
    steps = 1
    while layer:
        if open_cells.intersection(layer):
            return steps
        following = []
        for x, y in layer:
            for _, dx, dy in SIDES:
                cell = (x + dx, y + dy)
                if (
                    cell not in seen
                    and cell not in occupied
                    and low_x <= cell[0] <= high_x
                    and low_y <= cell[1] <= high_y
                ):
                    seen.add(cell)
                    following.append(cell)
        layer = following
        steps += 1
    return 99


class Counts:
    """What one row counts over the heuristic seat's miner rounds."""

    def __init__(self) -> None:
        self.rounds = self.won = self.oracle_won = 0
        self.turns = self.broken = self.could = self.did = self.left = 0


def _play(players: int, game_seed: int, seat: int, oracle: bool, counts: Counts) -> None:
    agents: list[Agent] = [
        RandomAgent(Rng(game_seed, "agent", s).next_u64() >> 11) for s in range(players)
    ]
    agents[seat] = SaboteurAgent(Rng(game_seed, "agent", seat).next_u64() >> 11)
    state = tablegames.new_game("saboteur", players=players, seed=game_seed)
    assert isinstance(state, SaboteurState)
    while state.to_act is not None:
        player = state.to_act
        view = tablegames.view(state, player)
        moves = tablegames.legal_moves(state)
        move = agents[player].choose(view, moves)
        mine = player == seat and view.role is Role.MINER and state.phase is Phase.PLAY
        if mine:
            before = cards_to_gold(state)
            nearest = before
            best = move
            if not oracle:
                counts.turns += 1
            placements = [m for m in moves if isinstance(m, PlacePath)]
            if not placements and not oracle:
                counts.broken += 1
            for placement in placements:
                after = cards_to_gold(tablegames.apply(state, placement))
                if after < nearest:
                    nearest, best = after, placement
            if oracle:
                move = best
            else:
                counts.could += nearest < before
                counts.did += cards_to_gold(tablegames.apply(state, move)) < before
        following = tablegames.apply(state, move)
        assert isinstance(following, SaboteurState)
        ended = state.results != following.results
        if not oracle and ended and following.results[-1].roles[seat] is Role.MINER:
            counts.left += min(cards_to_gold(state), 10)
        state = following
    for result in state.results:
        if result.roles[seat] is Role.MINER:
            won = result.winner is not None and result.winner.value == "miners"
            if oracle:
                counts.oracle_won += won
            else:
                counts.rounds += 1
                counts.won += won


def _rate(won: int, trials: int) -> str:
    low, high = wilson(won, trials)
    return f"{won / trials:5.1%} [{max(0.0, low):4.1%}, {high:5.1%}]"


def main(argv: Sequence[str] | None = None) -> int:
    """Play every row and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED, help="the base seed")
    parser.add_argument("--games", type=int, default=GAMES, help="games per player count")
    parser.add_argument(
        "--players", type=int, action="append", default=[], help="a player count (repeatable)"
    )
    args = parser.parse_args(argv)
    print(f"seed={args.seed}, {args.games} games a row; over the heuristic seat's miner rounds:")
    print(
        "pl rounds turns cannot  could   did  cards left  heuristic won [95%]    oracle won [95%]"
    )
    for players in args.players or range(3, 11):
        counts = Counts()
        for index, game_seed in enumerate(_seeds(args.seed, players, args.games)):
            for oracle in (False, True):
                _play(players, game_seed, index % players, oracle, counts)
        turns = counts.turns
        print(
            f"{players:2d} {counts.rounds:6d} {turns / counts.rounds:5.1f}"
            f" {counts.broken / turns:6.0%} {counts.could / turns:6.0%} {counts.did / turns:5.0%}"
            f" {counts.left / counts.rounds:11.1f}  {_rate(counts.won, counts.rounds)}"
            f"  {_rate(counts.oracle_won, counts.rounds)}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
