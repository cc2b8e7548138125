"""Bytecodes per random step, function by function: where a step's Python-level work goes.

Instruction counts (``instructions.py``) say how much a step costs; this says which Python
functions spend it, in the unit the interpreter works in. It traces the random loop of
``run.py`` with ``sys.settrace`` (opcode events), so the figures are exact and repeatable, and
it can trace RLCard's games in the same loop (with RLCard installed), which shows how a step of
ours compares with theirs in operations rather than in time::

    python benchmarks/opcodes.py ten                # TEN, 4 players, 20 games
    python benchmarks/opcodes.py aluette --rlcard bridge --games 10

Tracing makes the loop some fifty times slower, and a C function (a ``dict`` method, a
``tuple`` built in C) counts as the one bytecode that calls it: compare like with like.
"""

from __future__ import annotations

import argparse
import collections
import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import run  # the benchmarks' own module, beside this one


def count_opcodes(play: Callable[[int], tuple[int, float]], games: int) -> tuple[int, Any]:
    """Steps played by ``games`` games of ``play`` (seeds 0, 1, ...) and the bytecodes each
    function executed meanwhile, by ``file:function``."""
    counts: collections.Counter[str] = collections.Counter()

    def tracer(frame: FrameType, event: str, arg: object) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        code = frame.f_code
        key = f"{Path(code.co_filename).name}:{code.co_name}"

        def local(frame: FrameType, event: str, arg: object) -> Any:
            if event == "opcode":
                counts[key] += 1
            return local

        return local

    play(games + 1_000)  # a game first, untraced: imports and the memo tables' first fill
    steps = 0
    previous = sys.gettrace()  # a debugger's or coverage's, put back afterwards
    sys.settrace(tracer)
    try:
        for seed in range(games):
            steps += play(seed)[0]
    finally:
        sys.settrace(previous)
    return steps, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(run.PLAYERS))
    parser.add_argument("--players", type=int, default=4, help="seats (4)")
    parser.add_argument("--games", type=int, default=20, help="games traced (20)")
    parser.add_argument("--top", type=int, default=15, help="functions listed (15)")
    parser.add_argument(
        "--rlcard", choices=["bridge", "uno"], help="trace this RLCard game too (4 players)"
    )
    args = parser.parse_args(argv)
    engines = [(f"{args.game} ({args.players}p)", run.generic_playout(args.game, args.players))]
    if args.rlcard:
        rival = run.rlcard_playout(args.rlcard, 4)
        if rival is None:
            print("RLCard is not installed (pip install rlcard)", file=sys.stderr)
            return 1
        engines.append((f"RLCard {args.rlcard} (4p)", rival))
    print(f"Command: `python benchmarks/opcodes.py {' '.join(argv or sys.argv[1:])}`")
    for name, play in engines:
        steps, counts = count_opcodes(play, args.games)
        total = sum(counts.values())
        print(f"\n{name}: {steps} steps, {total / steps:,.0f} bytecodes per step\n")
        print("| bytecodes per step | function |")
        print("|---|---|")
        for key, number in counts.most_common(args.top):
            print(f"| {number / steps:,.1f} | `{key}` |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
