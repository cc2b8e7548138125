"""Golden screens: what a human sees in ``tablegames play`` for a few scripted answers.

Each screen runs the command line in this process with the answers typed in (and echoed, as a
terminal would), and stores the whole transcript in ``screens/<name>.txt``: the command, the
output, the error output and the exit status. ``test_screens.py`` compares them exactly.

After an intended change to the command line, the narration or the pictures, regenerate with
``python -m tests.cli.screens`` and review the diff.
"""

from __future__ import annotations

import contextlib
import io
import shlex
import sys
from pathlib import Path

from tablegames.cli import main

DIRECTORY = Path(__file__).parent / "screens"

#: name -> (command line, answers typed one per line)
SCREENS: dict[str, tuple[list[str], list[str]]] = {
    # Draws shown to the drawer, an auction, the legend (?), a payment in one step (typed, a
    # wrong one refused in one line first), the table redrawn at every decision.
    "ten-human": (
        ["play", "ten", "--players", "2", "--human", "1", "--seed", "2"],
        ["", "draw", "?", "3", "bid 3", "pay 2t", "pay 3t", "2", "", "q"],
    ),
    # The legend (?) naming the named cards, the signals of the deal listed on the table,
    # signals folded behind one letter (opened, left, opened, used), a card typed in notation,
    # the trick's winner so far, trick winners named.
    "aluette-human": (
        ["play", "aluette", "--human", "1", "--seed", "3"],
        ["?", "2", "s", "", "s", "10", "seven", "Kco", "1", "1", "1", "q"],
    ),
    # The card first, then the place: the map's goals and the maze's cells lettered; the map's
    # result told and drawn; a move typed in notation; own draws named, others' hidden.
    "saboteur-human": (
        ["play", "saboteur", "--human", "1", "--seed", "3"],
        ["5", "a", "1", "a", "discard dNESW", "q"],
    ),
    # A chant: fifteen cards to discard from, in columns; the human's six discards told one by
    # one and listed under the table.
    "aluette-chant": (
        ["play", "aluette", "--human", "1", "--seed", "3"],
        ["1", "3", "3", "3", "3", "3", "3", "q"],
    ),
}


class _Typist(io.StringIO):
    """Standard input that echoes each line it gives, as a terminal shows what is typed."""

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        line = super().readline(-1 if size is None else size)
        sys.stdout.write(line if line else "<end of input>\n")
        return line


def run(argv: list[str], answers: list[str]) -> tuple[int, str, str]:
    """Run the command line with these answers typed in: (status, output, error output)."""
    out, err = io.StringIO(), io.StringIO()
    typed = _Typist("".join(f"{answer}\n" for answer in answers))
    saved = sys.stdin
    sys.stdin = typed
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


def screen(name: str) -> str:
    """The transcript of a screen, as stored."""
    argv, answers = SCREENS[name]
    status, out, err = run(argv, answers)
    return (
        f"$ tablegames {shlex.join(argv)}\n{out}"
        f"--- standard error ---\n{err}--- exit status {status} ---\n"
    )


def write() -> list[Path]:
    DIRECTORY.mkdir(exist_ok=True)
    written = []
    for name in SCREENS:
        path = DIRECTORY / f"{name}.txt"
        path.write_text(screen(name), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write():
        print(path)
