"""Machine instructions per random step, counted by Valgrind: a speed figure load cannot move.

On a shared machine, timings of the same code vary by a third from run to run; the number of
instructions the interpreter executes does not. This counts them with ``valgrind
--tool=callgrind`` for random games of each game (the loop of ``benchmarks/run.py``) and
subtracts a run that plays no game (the interpreter's start-up and imports)::

    python benchmarks/instructions.py                      # every game, 4 players
    python benchmarks/instructions.py --games 10 ten       # TEN only, 10 games

It needs ``valgrind`` on the PATH and takes about a minute per game (Valgrind runs the
interpreter 50 times slower). Instructions are not time: a copy of a long tuple is few
instructions but much memory traffic, so compare versions with both this and ``run.py``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

#: The playout run under Valgrind: ``GAME PLAYERS GAMES BENCHMARKS``; prints the number of steps.
#: It plays run.py's own random playout, so the two count the same loop.
PLAYOUT = """
import sys
sys.path.insert(0, sys.argv[4])
import run

game, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print(sum(run.random_playout(game, players, seed)[0] for seed in range(games)))
"""


def callgrind(code: str, *arguments: str) -> tuple[int, str]:
    """Run Python ``code`` with ``arguments`` under callgrind: the instructions, and its output.

    The repository's ``src`` comes first on the module path, so the tree's own code is counted.
    """
    src = Path(__file__).resolve().parent.parent / "src"
    environment = {
        **os.environ,
        "PYTHONPATH": f"{src}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
    }
    result = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={os.devnull}",
            sys.executable,
            "-c",
            code,
            *arguments,
        ],
        capture_output=True,
        text=True,
        env=environment,
        check=True,
    )
    collected = re.search(r"Collected : (\d+)", result.stderr)
    if collected is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{result.stderr[-2000:]}")
    return int(collected.group(1)), result.stdout


def count(game: str, players: int, games: int) -> tuple[int, int]:
    """Instructions executed and steps played by ``games`` random games under callgrind."""
    here = str(Path(__file__).resolve().parent)
    instructions, output = callgrind(PLAYOUT, game, str(players), str(games), here)
    return instructions, int(output.split()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_to_count", nargs="*", default=["aluette", "saboteur", "ten"])
    parser.add_argument("--games", type=int, default=6, help="random games per game (6)")
    parser.add_argument("--players", type=int, default=4, help="seats (4)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: nothing to count", file=sys.stderr)
        return 1
    command = f"python benchmarks/instructions.py --games {args.games}"
    print(f"Command: `{command}` ({args.players} players)\n")
    print("| game | steps | instructions per step |")
    print("|---|---|---|")
    for game in args.games_to_count:
        start_up, _ = count(game, args.players, 0)
        total, steps = count(game, args.players, args.games)
        print(f"| {game} | {steps} | {(total - start_up) / steps:,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
