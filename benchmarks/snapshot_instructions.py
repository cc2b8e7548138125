"""Machine instructions per snapshot round trip, counted by Valgrind: a figure load cannot move.

The snapshot round trip of ``benchmarks/run.py --only json``,
``from_snapshot(dumps(to_snapshot(state)), record)`` with the record in memory, on the same
states (three random games per game, 11 states spread along each), counted with ``valgrind
--tool=callgrind`` for three groups of states: each game's first state (no history), its
middle one and its last one. A run with no round trip after the warm-up (the start-up, the
random games, every lazily made reader and writer) is subtracted. The cost per move is the
slope from the first group to the last: (last - first) / (their mean history lengths
difference)::

    python benchmarks/snapshot_instructions.py                 # every game
    python benchmarks/snapshot_instructions.py saboteur        # Saboteur only

It needs ``valgrind`` on the PATH and takes a few minutes per game. Compare versions with it
(the same states, the same interpreter) rather than with timings on a shared machine.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from instructions import callgrind

#: The run under Valgrind: ``GAME GROUP REPEATS``; prints the states' mean history length.
ROUND_TRIPS = """
import sys
sys.path.insert(0, sys.argv[4])
import run
import tablegames
from tablegames.core.json import dumps, from_snapshot, to_snapshot

game, group, repeats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
points = 11
states = run.states_of_games(game, run.PLAYERS[game], range(3), points)
chosen = [state for index, state in enumerate(states) if index % points == group]
records = [tablegames.record(state) for state in chosen]
for state, game_record in zip(chosen, records):
    assert from_snapshot(dumps(to_snapshot(state)), game_record) == state  # warm-up
for _ in range(repeats):
    for state, game_record in zip(chosen, records):
        from_snapshot(dumps(to_snapshot(state)), game_record)
print(len(chosen), sum(len(state.history) for state in chosen) / len(chosen))
"""

#: The groups: each game's first, middle and last state of the 11.
GROUPS = {"first": 0, "middle": 5, "last": 10}


def count(game: str, group: int, repeats: int) -> tuple[int, int, float]:
    """Instructions executed, states and mean history length of a run under callgrind."""
    here = Path(__file__).resolve().parent
    instructions, output = callgrind(ROUND_TRIPS, game, str(group), str(repeats), str(here))
    states, length = output.split()[-2:]
    return instructions, int(states), float(length)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_count", nargs="*", default=["aluette", "saboteur", "ten"])
    parser.add_argument("--repeats", type=int, default=5, help="round trips per state (5)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: nothing to count", file=sys.stderr)
        return 1
    print(f"Command: `python benchmarks/snapshot_instructions.py --repeats {args.repeats}`\n")
    print("| game | first state | middle state | last state | per move of history |")
    print("|---|---|---|---|---|")
    for game in args.games_to_count:
        per_trip: dict[str, tuple[float, float]] = {}
        for name, group in GROUPS.items():
            base, _, _ = count(game, group, 0)
            total, states, length = count(game, group, args.repeats)
            per_trip[name] = ((total - base) / (args.repeats * states), length)
        (first, first_length), (last, last_length) = per_trip["first"], per_trip["last"]
        slope = (last - first) / (last_length - first_length)
        cells = " | ".join(
            f"{per_trip[name][0]:,.0f} ({per_trip[name][1]:.0f} moves)" for name in GROUPS
        )
        print(f"| {game} | {cells} | {slope:,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
