"""A bot's move is applied by its seat on every path (docs/guides/server.rst, ``--bot-delay``):
the look that decides the bot delay applies it with ``by=seat`` as play() does, so a move of
another seat from a bot (an installed game's agent may return one) is refused there too."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import attrs
import pytest

import tablegames.server.hall as hall
from tests.server.harness import served


def test_a_bots_move_of_another_seat_is_refused_and_the_bot_thinks_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a bot delay, the bot's first decision is a move of the other seat: refused as
    play() refuses it (core.move.not_your_seat), and the bot thinks again and plays. The
    delay's look applied it without the seat: the other seat's move raised
    NotYourTurnError outside the task's refusals, the bot task ended, and the game stood
    still."""
    real = hall.bot_move
    cheated: list[int] = []

    def cheating(game: Any, state: Any, seat: int) -> Any:
        move = real(game, state, seat)
        if not cheated:
            cheated.append(seat)
            return attrs.evolve(move, player=1 - seat)
        return move

    monkeypatch.setattr(hall, "bot_move", cheating)
    with served(tmp_path / "games.sqlite3", bot_delay=0.01) as (server, client):
        made = {"game": "ten", "seats": ["bot", "bot"], "seed": 5}
        created = client.post("/api/games", json=made)
        assert created.status_code == 201, created.text
        game_id = created.json()["id"]
        deadline = time.monotonic() + 20
        while server.table(game_id).version < 3 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert cheated, "the bot never decided"
        assert server.table(game_id).version >= 3
