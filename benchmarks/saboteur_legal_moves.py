"""Saboteur performance figures: legal-move listing, random play and the JSON round trip.

Run from the repository root (one core, nothing else running)::

    python benchmarks/saboteur_legal_moves.py

It prints:

* the time to list every legal move of the seat to act, over mid-game states whose board holds
  25 to 35 cards and whose current hand holds 6 cards (3 to 5 players);
* random-play speed: steps per second, a step being ``legal_moves`` then ``apply`` of a move
  chosen uniformly (the measure of the project's performance targets);
* the mid-game JSON round trip (``to_json`` then ``from_json``).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import tablegames
from tablegames import saboteur
from tablegames.core.rng import Rng


def mid_game_states(count: int) -> list[saboteur.SaboteurState]:
    """States with 25-35 cards on the board and a 6-card hand to play, from random games."""
    found: list[saboteur.SaboteurState] = []
    seed = 0
    while len(found) < count:
        rng = Rng(seed, "bench")
        state = saboteur.new_game(players=3 + seed % 3, seed=seed)
        seed += 1
        while not saboteur.is_over(state):
            player = state.to_act
            assert player is not None
            if (
                25 <= len(state.board) <= 35
                and state.phase is saboteur.Phase.PLAY
                and len(state.hands[player]) == 6
            ):
                found.append(state)
            # Bias the walk toward path cards so that boards grow to the sizes measured.
            moves = saboteur.legal_moves(state, player)
            paths = [m for m in moves if isinstance(m, saboteur.PlacePath)]
            state = saboteur.apply(state, rng.choice(paths or moves))
    return found[:count]


def best(run: Callable[[], object], repeat: int, rounds: int = 5) -> float:
    """The best of ``rounds`` timings of ``repeat`` calls, per call (CPU time of this process,
    so that other processes on a shared machine disturb it less)."""
    timings = []
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(repeat):
            run()
        timings.append((time.process_time() - start) / repeat)
    return min(timings)


def time_legal_moves(states: list[saboteur.SaboteurState], repeat: int) -> tuple[float, float]:
    per_state = []
    for state in states:
        player = state.to_act
        assert player is not None
        per_state.append(best(lambda s=state, p=player: saboteur.legal_moves(s, p), repeat))
    return statistics.mean(per_state), max(per_state)


def random_steps(games: int) -> tuple[int, float]:
    steps = 0
    start = time.process_time()
    for seed in range(games):
        rng = Rng(seed, "random play")
        state = saboteur.new_game(players=3 + seed % 8, seed=seed)
        while state.to_act is not None:
            moves = saboteur.legal_moves(state, state.to_act)
            state = saboteur.apply(state, moves[rng.below(len(moves))])
            steps += 1
    return steps, time.process_time() - start


def json_round_trip(states: list[saboteur.SaboteurState], repeat: int) -> float:
    for state in states:  # the converter builds its hooks on first use
        tablegames.from_json(tablegames.to_json(state))
    trips = [
        best(lambda s=state: tablegames.from_json(tablegames.to_json(s)), repeat)
        for state in states
    ]
    return statistics.mean(trips)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=200)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()

    states = mid_game_states(args.states)
    moves = [len(saboteur.legal_moves(s, s.to_act)) for s in states]  # type: ignore[arg-type]
    boards = [len(s.board) for s in states]
    mean, worst = time_legal_moves(states, 100)
    print(
        f"legal_moves, 6-card hand, board of {min(boards)}-{max(boards)} cards "
        f"({len(states)} states, {statistics.mean(moves):.0f} moves on average, "
        f"at most {max(moves)}): mean {mean * 1e6:.1f} us, worst {worst * 1e6:.1f} us"
    )
    steps, seconds = random_steps(args.games)
    print(
        f"random play: {args.games} games (3-10 players), {steps} steps in {seconds:.2f} s: "
        f"{steps / seconds:,.0f} steps/s"
    )
    history = statistics.mean(len(s.history) for s in states[:50])
    trip = json_round_trip(states[:50], 5)
    print(
        f"JSON round trip of a mid-game state (to_json + from_json; {history:.0f} moves of "
        f"history on average): {trip * 1e3:.2f} ms"
    )


if __name__ == "__main__":
    main()
