"""The page of a game with no page of its own (table.js lists the view's fields in words), in
real Chromium: a field that names a seat counts from 1, as the rest of the page does (found by
a designer whose game showed "Player 0" under "You play seat 1")."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx

from tablegames.core.registry import register, unregister
from tests.core.toy import make_toy
from tests.server.harness import move_document, running


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


def test_a_game_without_a_drawing_is_asked_for_its_picture_once(page: Any, tmp_path: Path) -> None:
    """Front-end audit, item 7: the page asked a game without a drawing for table.svg on every
    update, each a 404 in the browser's console; it learns from the first 404
    (``server.picture.none``) and asks no more."""
    toy = make_toy("toy_drawless_page")
    register(toy)
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    try:
        with running(tmp_path / "games.sqlite3") as server:
            made = httpx.post(
                server.url("/api/games"),
                json={"game": toy.name, "seats": ["human", "bot", "bot"], "take": [0], "seed": 1},
                timeout=10,
            ).json()
            token = made["tokens"]["0"]
            page.goto(server.url(made["urls"]["0"]))
            page.wait_for_selector("body[data-state=ready]")
            shown = int(page.get_attribute("body", "data-serial") or 0)
            # A move over HTTP: its update, and the bots' after it, reach the page.
            view = httpx.get(server.url(f"/api/seat/{token}/view"), timeout=10).json()
            move = {k: v for k, v in view["moves"][0].items() if k != "label"}
            sent = move_document(toy.name, move, view["state_version"])
            answer = httpx.post(server.url(f"/api/seat/{token}/move"), json=sent, timeout=10)
            assert answer.status_code == 200, answer.text
            deadline = time.monotonic() + 10
            while int(page.get_attribute("body", "data-serial") or 0) <= shown:
                assert time.monotonic() < deadline, "the page showed no update"
                page.wait_for_timeout(50)
            page.wait_for_selector("body[data-state=ready]")  # the bots' moves shown too
        # The first image, and one request of the page's own: then no more.
        assert len([url for url in asked if "/table.svg" in url]) <= 2
    finally:
        unregister(toy.name)
