"""Where the Saboteur search agent leaves the heuristic agent, and what that is worth.

Run from the repository root::

    python benchmarks/saboteur_decisions.py                      # 300 positions, seed 7
    python benchmarks/saboteur_decisions.py --quick              # a smoke test
    python benchmarks/saboteur_decisions.py --set _MARGIN=1.0    # a search constant changed

The tournament of ``benchmarks/strength.py`` says *whether* the search agent gets more gold than
the heuristic agent in its place, but most of its pairs tie and the rest are shaken by every
later card drawn, so it cannot tell two settings apart in the time a tuning run has. This
script measures the decisions themselves:

* **Positions**: 5-player games played by heuristic agents only (seeds from ``--seed``); each
  decision with more than one legal move (but choosing gold, which the heuristic does right)
  is kept with probability 1/6, until ``--positions`` are kept.
* **Choices**: at each position the search agent and the heuristic agent choose from the
  seat's view. Most of the time they agree; that is a **deviation** otherwise.
* **Worth of a deviation**: both moves are played from the *true* state and the round is
  played out by heuristic agents, ``--reps`` times, the first time with the true draw pile and
  then with the draw pile shuffled (hands, roles and goals stay the true ones), with the same
  agents' seeds for both moves. The **gain** is the seat's mean gold in the round after the
  search agent's move minus after the heuristic's. The true state is used here only, to judge
  the moves: the agent itself sees its view.

It prints the deviations, the sum of the gains over all positions, and how many deviations
gained or lost more than 0.2 gold. The sum divided by the positions is the search agent's
expected gold per decision over the heuristic's (one round's look-ahead; later decisions play
as the heuristic). Nothing here is a test.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Sequence
from typing import Any

import attrs

import tablegames
import tablegames.agents.mcts as mcts
import tablegames.saboteur.search as search
from tablegames import saboteur
from tablegames.agents import MCTSAgent, heuristic_factory
from tablegames.core.api import apply, current_player, is_over, legal_moves, scores, view
from tablegames.core.rng import Rng

PLAYERS = 5
#: A decision is kept as a position with probability 1 / KEEP_ONE_IN.
KEEP_ONE_IN = 6
#: A deviation counts as better or worse beyond this gain, in gold.
NOTABLE = 0.2


def positions(count: int, seed: int) -> list[tuple[saboteur.SaboteurState, int]]:
    """``count`` (state, seat) decisions from games of heuristic agents."""
    heuristic = heuristic_factory("saboteur")
    keep = Rng(seed, "positions")
    out: list[tuple[saboteur.SaboteurState, int]] = []
    game = 0
    while len(out) < count:
        state = tablegames.new_game("saboteur", players=PLAYERS, seed=seed * 1000 + game)
        agents = [heuristic(seed * 1000 + game * 10 + seat) for seat in range(PLAYERS)]
        game += 1
        while not is_over(state) and len(out) < count:
            seat = current_player(state)
            assert seat is not None
            moves = legal_moves(state, seat)
            if (
                len(moves) > 1
                and not isinstance(moves[0], saboteur.ChooseGold)
                and keep.below(KEEP_ONE_IN) == 0
            ):
                out.append((state, seat))
            state = apply(state, agents[seat].choose(view(state, seat), moves))
    return out


def worth(state: saboteur.SaboteurState, seat: int, move: Any, reps: int) -> float:
    """The seat's mean gold in the round after ``move`` from the true ``state`` (see above)."""
    heuristic = heuristic_factory("saboteur")
    total = 0.0
    for rep in range(reps):
        start = state
        if rep:
            start = attrs.evolve(state, draw_pile=Rng(rep, "deck").shuffle(state.draw_pile))
            object.__setattr__(start, "network", state.network)
        after = apply(start, move)
        seeds = Rng(rep, "agents")
        agents: dict[int, Any] = {}
        while not is_over(after) and after.round == state.round:
            player = current_player(after)
            assert player is not None
            moves = legal_moves(after, player)
            if player not in agents:
                agents[player] = heuristic(seeds.next_u64() >> 11)
            chosen = (
                moves[0] if len(moves) == 1 else agents[player].choose(view(after, player), moves)
            )
            after = apply(after, chosen)
        total += scores(after)[seat] - scores(state)[seat]
    return total / reps


def main(argv: Sequence[str] | None = None) -> int:
    """Measure the search agent's deviations from the heuristic agent and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300, help="decisions judged")
    parser.add_argument("--seed", type=int, default=7, help="seeds the positions' games")
    parser.add_argument("--iterations", type=int, default=100, help="search iterations a move")
    parser.add_argument("--reps", type=int, default=16, help="playouts per move judged")
    parser.add_argument("--quick", action="store_true", help="a few positions, for a smoke test")
    parser.add_argument("--show", action="store_true", help="print every notable deviation")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a numeric constant of tablegames.agents.mcts (e.g. _MARGIN=1.0) or of "
        "tablegames.saboteur.search (e.g. _ROLE_EVIDENCE=1.0)",
    )
    args = parser.parse_args(argv)
    for item in args.set:
        name, _, value = item.partition("=")
        module = mcts if hasattr(mcts, name) else search
        old = getattr(module, name)
        setattr(module, name, type(old)(value))
    count = 10 if args.quick else args.positions
    heuristic = heuristic_factory("saboteur")
    print(
        f"Python {platform.python_version()} on {platform.machine()}: {count} positions,"
        f" seed {args.seed}, {args.iterations} iterations, {args.reps} playouts per move,"
        f" {' '.join(args.set) or 'default constants'}"
    )
    deviations = better = worse = 0
    gain = 0.0
    started = time.perf_counter()
    for index, (state, seat) in enumerate(positions(count, args.seed)):
        seen, moves = view(state, seat), legal_moves(state, seat)
        theirs = heuristic(index).choose(seen, moves)
        mine = MCTSAgent(index, iterations=args.iterations).choose(seen, moves)
        if mine == theirs:
            continue
        deviations += 1
        found = worth(state, seat, mine, args.reps) - worth(state, seat, theirs, args.reps)
        gain += found
        better += found > NOTABLE
        worse += found < -NOTABLE
        if args.show and abs(found) > NOTABLE:
            role = seen.role.name if seen.role is not None else "?"
            print(f"  {role:8} {found:+.2f}  heuristic: {theirs}  search: {mine}", flush=True)
    seconds = time.perf_counter() - started
    print(
        f"deviations {deviations}, gain {gain:+.2f} gold in all"
        f" ({gain / count:+.4f} a decision), better {better}, worse {worse},"
        f" {seconds:.0f} s ({seconds / count:.2f} s a position)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
