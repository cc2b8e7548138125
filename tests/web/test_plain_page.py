"""The page of a game with no page of its own (table.js lists the view's fields in words), in
real Chromium: a field that names a seat counts from 1, as the rest of the page does (found by
a designer whose game showed "Player 0" under "You play seat 1")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx

from tablegames.core.registry import register, unregister
from tests.core.toy import make_toy
from tests.server.harness import running


def test_seat_fields_count_from_1_on_the_plain_page(page: Any, tmp_path: Path) -> None:
    toy = make_toy("toy_plain_page")
    register(toy)
    try:
        with running(tmp_path / "games.sqlite3") as server:
            made = httpx.post(
                server.url("/api/games"),
                json={"game": toy.name, "seats": ["human", "bot"], "take": [0]},
                timeout=10,
            ).json()
            page.goto(server.url(made["urls"]["0"]))
            page.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
            page.wait_for_selector("[data-field=player]")
            assert page.inner_text("[data-field=player]") == "you (seat 1)"
            view = httpx.get(server.url(f"/api/seat/{made['tokens']['0']}/view"), timeout=10)
            leader = view.json()["data"]["leader"]
            told = page.inner_text("[data-field=leader]")
            assert told == ("you (seat 1)" if leader == 0 else f"seat {leader + 1}")
            # A field that is no seat keeps its value.
            assert page.inner_text("[data-field=deck_size]") == str(
                view.json()["data"]["deck_size"]
            )
    finally:
        unregister(toy.name)
