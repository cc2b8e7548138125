"""One human game of each game, played to its end in a pseudo-terminal, as a person would.

``tablegames play GAME --human 0`` runs in a child process whose terminal is a pty; a scripted
player answers every prompt (mostly "1") until the game ends. The transcript must show the
end of the game and, on the way, what issue 13 asked a human to see: their own draws and
busts, trick winners, the map's result, the gold, the discards.
"""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import tablegames

pty = pytest.importorskip("pty", reason="pseudo-terminals are a POSIX feature")

PROMPT = re.compile(r"Choose [^\n]*: $")
SOURCE = Path(tablegames.__file__).resolve().parent.parent


def drive(argv: list[str], answer: Callable[[str], str], timeout: float = 45) -> tuple[int, str]:
    """Run ``tablegames *argv`` in a pty, answering each prompt; return (status, transcript).

    ``answer`` receives the text shown since the previous answer (the menu) and returns what
    to type.
    """
    master, slave = pty.openpty()
    environment = {**os.environ, "PYTHONPATH": str(SOURCE), "PYTHONIOENCODING": "utf-8"}
    child = subprocess.Popen(
        [sys.executable, "-m", "tablegames", *argv],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=environment,
        close_fds=True,
    )
    os.close(slave)
    seen = bytearray()
    answered_at = 0
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.2)
            if not ready:
                if child.poll() is not None and not select.select([master], [], [], 0)[0]:
                    break
                continue
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:  # EIO: the child closed its end of the terminal
                break
            if not chunk:
                break
            seen += chunk
            fresh = seen[answered_at:].decode("utf-8", "replace").replace("\r\n", "\n")
            if PROMPT.search(fresh):
                os.write(master, answer(fresh).encode() + b"\n")
                answered_at = len(seen)
        else:
            child.kill()
            pytest.fail(f"the game did not end within {timeout} s")
        status = child.wait(timeout=10)
    finally:
        os.close(master)
        if child.poll() is None:
            child.kill()
    return status, seen.decode("utf-8", "replace").replace("\r\n", "\n")


def first_then_ones(first: str) -> Callable[[str], str]:
    """Type ``first`` at the first prompt, then always 1."""
    answers = iter([first])
    return lambda menu: next(answers, "1")


def test_ten_to_the_end() -> None:
    """TEN, two players, always drawing: the human sees each card they draw and each bust."""
    status, text = drive(
        ["play", "ten", "--players", "2", "--human", "0", "--seed", "4"], lambda menu: "1"
    )
    assert status == 0, text[-2000:]
    assert re.search(r"You drew (the|a) [a-z#0-9 ]+: total -?\d+, currency \d+\.", text)
    assert "You BUSTED: the numbers reached 11." in text
    assert "Seat 1 drew " in text
    assert re.search(r"Turn \d+: your turn\.", text)
    end = text[text.rindex("Game over.") :]
    assert "Final scores: you " in end
    assert re.search(r"\n(You win|Seat 1 wins|You and seat 1)", end)


def test_aluette_to_the_end() -> None:
    """Aluette: trick winners named, signals behind one letter, a clear end message."""

    def answer(menu: str) -> str:
        if "s. Signal to your partner" in menu and "I hold" not in menu and not opened:
            opened.append(True)
            return "s"
        return "1"

    opened: list[bool] = []
    status, text = drive(["play", "aluette", "--human", "0", "--seed", "5"], answer)
    assert status == 0, text[-2000:]
    assert opened
    assert "You signalled: I hold Monsieur" in text
    assert re.search(r"(You|Seat \d|Your partner \(seat 2\)) won trick \d with the ", text)
    assert re.search(r"won deal \d: ", text)
    assert "Game over; chanters" not in text
    end = text[text.rindex("Game over.") :]
    assert "Final score: your team (seats 0+2) " in end
    assert re.search(r"\n(You and your partner \(seat 2\) win\.|Seats 1\+3 win; you|A draw)", end)


def test_saboteur_to_the_end() -> None:
    """Saboteur, three players: the map's result is told and drawn; draws and gold shown."""

    def answer(menu: str) -> str:
        found = re.search(r"(\d+)\. Look at the goal at \(8,-2\) with the map", menu)
        return found.group(1) if found else "1"

    status, text = drive(["play", "saboteur", "--human", "0", "--seed", "3"], answer)
    assert status == 0, text[-2000:]
    assert re.search(r"Your map showed (the gold|coal) at \(8,-2\)\.", text)
    assert re.search(r"Your map showed: (gold|coal) at \(8,-2\)", text)
    assert re.search(r"\| [gc] \|", text)
    assert re.search(r"You drew the [a-z /]+", text)
    assert "Round 1 is over" in text
    assert "Round 3 is over" in text
    end = text[text.rindex("Game over.") :]
    assert "Final nuggets: you " in end
