"""How strong the search agent is: tournaments against the heuristic and the random bots.

Run from the repository root::

    python benchmarks/strength.py                    # the table in docs/guides/bots.rst
    python benchmarks/strength.py --quick            # a smoke test (a few games)
    python benchmarks/strength.py --games ten=100 --iterations 100 --workers 2
    python benchmarks/strength.py --games ten=0 --games saboteur=0    # Aluette only
    python benchmarks/strength.py --seed 7 --games saboteur=40        # tuning, other seeds

Each game gets a design that measures "the search agent's win rate over the opponent" fairly:

* **TEN** (2 players): every deal (seed) is played twice, the search agent in seat 0 and then in
  seat 1, so neither the deal nor the first move favours a side. A game won by both (a tie)
  counts half.
* **Aluette** (4 players, teams of seats 0+2 and 1+3): a team of two search agents against a
  team of two opponents, every deal played twice with the teams' seats swapped. A win of the
  search team counts one.
* **Saboteur** (5 players): hidden roles make raw win rates mostly a matter of role luck, so the
  design is paired. For each seed and a seat s (rotating over the seeds) the game is played
  once with seat s a search agent and once with seat s an opponent, every other seat a
  heuristic agent in both, with the same deal, roles and seeds. The search seat wins the pair
  when it ends with more gold than the opponent did in its place; equal gold counts half.
  (Against random play the other seats stay heuristic: among random seats nobody digs, the
  saboteurs win whatever one seat does, and almost every pair would tie.)

Against random play each design runs :data:`RANDOM_GAMES` games (pairs). Every figure is
wins, ties and losses with the win rate (ties half), its Wilson 95% interval (ties as half
a win) and the **score interval** (:func:`score_interval`: the Wilson interval of the wins among
the games not tied, put back on the scale of the win rate). A tie is no evidence either way, and
the Wilson interval of half-wins counts it as a coin toss, so where most games tie (Saboteur's
pairs) it is too wide; the score interval is the one that decides "better with 95% confidence"
(the sign test). Without ties the two are equal. Games run through
:func:`tablegames.agents.simulate` (``--workers`` processes), so the results depend only on
the seeds and budgets given here, not on the machine or its load; the wall time does.
"""

from __future__ import annotations

import argparse
import functools
import platform
import sys
import time
from collections.abc import Sequence

from tablegames.agents import AgentFactory, MCTSAgent, RandomAgent, heuristic_factory, simulate
from tablegames.agents import wilson_interval as wilson  # the library's, that summaries give

#: Games (pairs for Saboteur) per design in the default run, against the heuristic agents.
DEFAULT_GAMES = {"aluette": 120, "ten": 100, "saboteur": 200}
#: Games (pairs) against random play: the margin is wide, fewer games show it.
RANDOM_GAMES = 20
#: Search iterations per decision, per game, in the default run.
ITERATIONS = {"aluette": 100, "ten": 50, "saboteur": 100}
#: Seats per game in the tournaments.
PLAYERS = {"aluette": 4, "ten": 2, "saboteur": 5}
#: The games measured by the paired design (hidden roles); the others by the swapped one.
PAIRED = frozenset({"saboteur"})
#: The tournament's base seed.
SEED = 2026


def score_interval(won: int, tied: int, games: int) -> tuple[float, float]:
    """The 95% interval of the mean score (win 1, tie 1/2, loss 0), ties carrying no evidence.

    A tie says nothing about which side is stronger, so this is the Wilson interval of the wins
    among the games that were not tied (the sign test's view), put back on the scale of the
    score with the ties as halves. With no ties it is :func:`wilson`'s interval; with many ties
    (Saboteur's pairs) it is narrower, because the Wilson interval of half-wins treats each tie
    as a coin toss.
    """
    decided = games - tied
    if games == 0:
        return (0.0, 1.0)
    low, high = wilson(won, decided)
    return ((low * decided + tied / 2) / games, (high * decided + tied / 2) / games)


def swapped(
    game: str,
    games: int,
    search: AgentFactory,
    opponent: AgentFactory,
    workers: int,
    seed: int = SEED,
) -> tuple[int, int]:
    """TEN and Aluette: the search side in the even seats, then the odd seats; wins, ties."""
    players = PLAYERS[game]
    half = games // 2
    wins = ties = 0
    for side in (0, 1):
        agents = [search if seat % 2 == side else opponent for seat in range(players)]
        summary = simulate(game, half, players, agents, seed=seed, workers=workers)
        for result in summary.results:
            mine = {seat for seat in range(players) if seat % 2 == side}
            if set(result.winners) >= mine and len(result.winners) > len(mine):
                ties += 1  # won by both sides
            elif mine & set(result.winners):
                wins += 1
    return wins, ties


def paired(
    game: str,
    pairs: int,
    search: AgentFactory,
    opponent: AgentFactory,
    workers: int,
    seed: int = SEED,
) -> tuple[int, int]:
    """Saboteur: the search agent's gold against the opponent's in its place; wins, ties.

    The other seats are heuristic agents: among random seats nobody digs, the saboteurs win
    whatever one seat does, and almost every pair would be a tie.
    """
    players = PLAYERS[game]
    others = heuristic_factory(game)
    wins = ties = 0
    for seat in range(players):
        count = len(range(seat, pairs, players))
        if count == 0:
            continue
        tried = [search if s == seat else others for s in range(players)]
        base = [opponent if s == seat else others for s in range(players)]
        mine = simulate(game, count, players, tried, seed=seed + seat, workers=workers)
        theirs = simulate(game, count, players, base, seed=seed + seat, workers=workers)
        for a, b in zip(mine.results, theirs.results, strict=True):
            assert a.seed == b.seed
            if a.scores[seat] > b.scores[seat]:
                wins += 1
            elif a.scores[seat] == b.scores[seat]:
                ties += 1
    return wins, ties


def main(argv: Sequence[str] | None = None) -> int:
    """Run the tournaments and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few games, for a smoke test")
    parser.add_argument("--iterations", type=int, default=None, help="search iterations a move")
    parser.add_argument("--workers", type=int, default=2, help="processes for simulate")
    parser.add_argument(
        "--seed", type=int, default=SEED, help="the base seed (tune on another than the table's)"
    )
    parser.add_argument(
        "--games", action="append", default=[], help="GAME=N games (pairs) per design"
    )
    parser.add_argument(
        "--opponents", default="heuristic,random", help="comma-separated: heuristic, random"
    )
    args = parser.parse_args(argv)
    games = dict(DEFAULT_GAMES)
    if args.quick:
        games = dict.fromkeys(games, 4)
    for item in args.games:
        name, _, count = item.partition("=")
        games[name] = int(count)
    print(
        f"Python {platform.python_version()} on {platform.machine()}, workers={args.workers},"
        f" seed={args.seed}"
    )
    print(
        f"{'game':9} {'opponent':10} {'iter.':>5} {'won':>5} {'tied':>5} {'lost':>5} {'games':>6}"
        f" {'rate':>6}  95% interval  score interval  seconds"
    )
    for game, count in games.items():
        if count <= 0:
            continue
        budget = ITERATIONS[game] if args.iterations is None else args.iterations
        search = functools.partial(MCTSAgent, iterations=budget)
        for name in args.opponents.split(","):
            opponent = heuristic_factory(game) if name == "heuristic" else RandomAgent
            wanted = count if name == "heuristic" else min(count, RANDOM_GAMES)
            started = time.perf_counter()
            if game in PAIRED:
                played = wanted
                won, tied = paired(game, played, search, opponent, args.workers, args.seed)
            else:
                played = wanted // 2 * 2
                won, tied = swapped(game, played, search, opponent, args.workers, args.seed)
            seconds = time.perf_counter() - started
            wins = won + tied / 2
            low, high = wilson(wins, played)
            score_low, score_high = score_interval(won, tied, played)
            print(
                f"{game:9} {name:10} {budget:5d} {won:5d} {tied:5d} {played - won - tied:5d}"
                f" {played:6d} {wins / played:6.1%}  {low:5.1%}-{high:5.1%}"
                f"   {score_low:5.1%}-{score_high:5.1%}  {seconds:7.0f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
