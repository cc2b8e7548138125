"""Whole human games in a pseudo-terminal of 80 columns and 24 rows, played as a person would.

``tablegames play GAME --human 1`` runs in a child process whose terminal is a pty of 80x24; a
scripted player answers every prompt (the first choice of each menu, and now and then a move
typed in the game's notation) until the game ends. At every prompt the screen, as the
terminal shows it (the last 24 rows, long lines wrapped at 80 columns), must hold the table and
the player's hand, and the table, the menu and the prompt must fit it without wrapping
(issue 21). The transcript must also show what issue 13 asked a human to see: their own draws
and busts, trick winners, the map's result, the gold, the discards.
"""

from __future__ import annotations

import math
import os
import re
import select
import struct
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import tablegames

pty = pytest.importorskip("pty", reason="pseudo-terminals are a POSIX feature")
fcntl = pytest.importorskip("fcntl")
termios = pytest.importorskip("termios")

PROMPT = re.compile(r"Choose [^\n]*: $")
SOURCE = Path(tablegames.__file__).resolve().parent.parent
COLUMNS, ROWS = 80, 24

#: What marks the table's first line and the player's hand in each game's picture.
TABLE = {
    "aluette": re.compile(r"^Aluette, deal \d"),
    "saboteur": re.compile(r"^    (\s+-?\d+)+$"),  # the maze's column numbers
    "ten": re.compile(r"^TEN, \d+ players?"),
}
HAND = {
    "aluette": re.compile(r"^  seat \d \(you\): "),
    "saboteur": re.compile(r"^You are a (miner|saboteur)[^\n]*\. Hand: "),
    "ten": re.compile(r"^  seat \d \(you\): "),
}


def drive(
    argv: list[str], answer: Callable[[str, str], str], timeout: float = 240
) -> tuple[int, str]:
    """Run ``tablegames *argv`` in a pty of 80x24, answering each prompt; return (status,
    transcript). ``answer`` receives the text shown since the previous answer and the whole
    transcript, and returns what to type."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    environment = {
        **os.environ,
        "PYTHONPATH": str(SOURCE),
        "PYTHONIOENCODING": "utf-8",
        "COLUMNS": str(COLUMNS),
        "LINES": str(ROWS),
    }
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
            text = seen.decode("utf-8", "replace").replace("\r\n", "\n")
            fresh = seen[answered_at:].decode("utf-8", "replace").replace("\r\n", "\n")
            if PROMPT.search(fresh):
                os.write(master, answer(fresh, text).encode() + b"\n")
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


def screen(transcript: str) -> list[str]:
    """The lines on a terminal of 80x24 showing ``transcript``: the last ones that fill 24
    rows, a line longer than 80 columns taking several rows."""
    lines = transcript.split("\n")
    shown: list[str] = []
    rows = 0
    for line in reversed(lines):
        rows += max(1, math.ceil(len(line) / COLUMNS))
        if rows > ROWS:
            break
        shown.insert(0, line)
    return shown


class Player:
    """Answers every prompt of one game and checks the screen at each.

    It takes the first choice of each menu; every ``typing``-th decision it types a move in
    notation instead (a card of its hand, a draw), and checks that it was taken.
    """

    def __init__(self, game: str, typing: int = 5) -> None:
        self.game, self.typing = game, typing
        self.prompts = 0
        self.typed: list[str] = []
        self.refused: list[str] = []
        self.last_typed: str | None = None

    def __call__(self, fresh: str, transcript: str) -> str:
        self.prompts += 1
        if self.last_typed is not None and "is not a legal move" in fresh:
            self.refused.append(self.last_typed)
        self.last_typed = None
        self.check(screen(transcript))
        typed = self.notation(fresh)
        if typed is not None:
            self.typed.append(typed)
            self.last_typed = typed
            return typed
        return self.first_key(fresh)

    def check(self, shown: list[str]) -> None:
        """The table, the hand, the menu and the prompt all on the screen, none wrapped."""
        starts = [i for i, line in enumerate(shown) if TABLE[self.game].match(line)]
        assert starts, "the table is not on the screen:\n" + "\n".join(shown)
        block = shown[starts[-1] :]
        assert any(HAND[self.game].match(line) for line in block), "\n".join(shown)
        assert all(len(line) <= COLUMNS for line in block), "\n".join(block)

    def first_key(self, fresh: str) -> str:
        keys = re.findall(r"^ +([0-9a-z]+'?)\. ", fresh, re.MULTILINE)
        return keys[0] if keys else ""

    def notation(self, fresh: str) -> str | None:
        """Now and then, a move typed in notation rather than chosen from the menu."""
        if self.prompts % self.typing:
            return None
        if self.game == "aluette" and "  Play a card:" in fresh:
            hand = re.search(r"^  seat \d \(you\): (\S+)", fresh, re.MULTILINE)
            return hand.group(1) if hand else None
        if self.game == "ten" and ". Draw a card\n" in fresh:
            return "draw"
        if self.game == "saboteur" and "what do you play?" in fresh:
            hand = re.search(r"Hand: (\S+)", fresh)
            return f"discard {hand.group(1)}" if hand else None
        return None


@pytest.mark.parametrize(
    ("game", "argv"),
    [
        ("ten", ["--players", "2", "--seed", "4"]),
        ("aluette", ["--seed", "5"]),
        ("saboteur", ["--seed", "3"]),
        ("saboteur", ["--players", "10", "--seed", "6"]),
    ],
)
def test_a_whole_game_at_80x24(game: str, argv: list[str]) -> None:
    player = Player(game)
    status, text = drive(["play", game, "--human", "1", *argv], player)
    assert status == 0, text[-2000:]
    assert "\nGame over.\n" in text
    assert player.prompts > 10
    assert len(player.typed) >= 2
    assert player.refused == []  # every move typed in notation was taken


def test_ten_to_the_end() -> None:
    """TEN, two players, always drawing: the human sees each card they draw and each bust."""
    status, text = drive(
        ["play", "ten", "--players", "2", "--human", "1", "--seed", "4"], lambda fresh, _: "1"
    )
    assert status == 0, text[-2000:]
    assert re.search(r"You drew (the|a) [a-z#0-9 ]+: total -?\d+, currency \d+\.", text)
    assert "You BUSTED: the numbers came to 11 or more." in text
    assert "Seat 2 drew " in text
    assert re.search(r"Turn \d+: your turn\.", text)
    end = text[text.rindex("Game over.") :]
    assert "Final scores: you " in end
    assert re.search(r"\n(You win|Seat 2 wins|You and seat 2)", end)


def test_aluette_to_the_end() -> None:
    """Aluette: trick winners named, signals behind one letter, a clear end message."""

    def answer(fresh: str, _: str) -> str:
        if "s. Signal to your partner" in fresh and "I hold" not in fresh and not opened:
            opened.append(True)
            return "s"
        return "1"

    opened: list[bool] = []
    status, text = drive(["play", "aluette", "--human", "1", "--seed", "5"], answer)
    assert status == 0, text[-2000:]
    assert opened
    assert "You signalled: I hold Monsieur" in text
    assert re.search(r"(You|Seat \d|Your partner \(seat 3\)) won trick \d with the ", text)
    assert re.search(r"won deal \d with \d tricks?(, reaching \d before [^:]+ did)?: ", text)
    assert re.search(r"This trick: [^\n]*; (seat \d winning|spoiled so far)", text)
    end = text[text.rindex("Game over.") :]
    assert "Final score: your team (seats 1+3) " in end
    assert re.search(r"\n(You and your partner \(seat 3\) win\.|Seats 2\+4 win; you|A draw)", end)


def test_saboteur_to_the_end() -> None:
    """Saboteur, three players: the map's result is told and drawn; draws and gold shown."""

    def answer(fresh: str, _: str) -> str:
        chosen = re.search(r"(\d+)\. Map \(map\)", fresh)
        if chosen:
            return chosen.group(1)
        top = re.search(r"([a-z])\. Look at the goal at 8,-2 with the map", fresh)
        if top:
            return top.group(1)
        keys = re.findall(r"^ +([0-9a-z]+'?)\. ", fresh, re.MULTILINE)
        return keys[0] if keys else ""

    status, text = drive(["play", "saboteur", "--human", "1", "--seed", "3"], answer)
    assert status == 0, text[-2000:]
    assert re.search(r"Your map showed (the gold|coal) at 8,-2\.", text)
    assert re.search(r"map: 8,-2 (gold|coal)", text)
    assert re.search(r"\[[gc]\]", text)
    assert re.search(r"You drew the [a-z /]+", text)
    assert "Round 1 is over" in text
    assert "Round 3 is over" in text
    end = text[text.rindex("Game over.") :]
    assert "Final nuggets: you " in end
