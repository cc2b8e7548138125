"""The page of a game with no page of its own shows a list per seat seat by seat, in real
Chromium: a Go Fish's ``books = ((), (1,), (5,))`` was shown "1, 5" (and "none, none, none" at
the start), and nobody could tell whose book was whose."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx

from tablegames.core.registry import register, unregister
from tests.core.gofish import GOFISH
from tests.server.harness import move_document, running


def _told(seat: int, items: list[int], viewer: int | None) -> str:
    """What the page says of one seat's list: the seat as the page names it, then the list."""
    who = "you (seat 1)" if seat == viewer else f"seat {seat + 1}" + (" (bot)" if seat else "")
    return f"{who}: " + (", ".join(map(str, items)) or "none")


def test_a_list_per_seat_is_shown_seat_by_seat(page: Any, tmp_path: Path) -> None:
    register(GOFISH)
    try:
        with running(tmp_path / "games.sqlite3") as server:
            seats = ["human", "bot", "bot"]
            made = httpx.post(
                server.url("/api/games"),
                json={"game": GOFISH.name, "seats": seats, "take": [0], "seed": 2},
                timeout=10,
            ).json()
            token = made["tokens"]["0"]
            page.goto(server.url(made["urls"]["0"]))
            page.wait_for_selector("body[data-state=ready]")
            # Seat 1 acts first: the deal's books, seat 2's pair of 1s and seat 3's of 5s.
            assert page.inner_text("[data-field=books]") == (
                "you (seat 1): none; seat 2 (bot): 1; seat 3 (bot): 5"
            )
            # A flat list stays a list, though it holds one number per seat.
            assert page.inner_text("[data-field=hand_sizes]") == "4, 2, 2"
            assert page.inner_text("[data-field=hand]") == "2, 3, 4, 6"
            # The helper itself, as the page uses it: an empty list is "none" in its seat's
            # place, and a list of lists that is not one per seat keeps its shape unnamed.
            words = "async (value) => (await import('/static/client.js')).words(value)"
            assert page.evaluate(words, [[], [], []]) == (
                "you (seat 1): none; seat 2 (bot): none; seat 3 (bot): none"
            )
            assert page.evaluate(words, [[], [2, 3]]) == "none; 2, 3"

            # Seat 1 asks seat 2 for its 2 and lays the pair; the bots play on.
            view = httpx.get(server.url(f"/api/seat/{token}/view"), timeout=10).json()
            ask = {"type": "ask", "player": 0, "target": 1, "rank": 2}
            sent = move_document(GOFISH.name, ask, view["state_version"])
            answer = httpx.post(server.url(f"/api/seat/{token}/move"), json=sent, timeout=10)
            assert answer.status_code == 200, answer.text
            deadline = time.monotonic() + 10
            while True:
                view = httpx.get(server.url(f"/api/seat/{token}/view"), timeout=10).json()
                shown = page.get_attribute("body", "data-version")
                if view["moves"] and shown == str(view["state_version"]):
                    break
                assert time.monotonic() < deadline, "the page showed no new turn"
                page.wait_for_timeout(50)
            books = view["data"]["books"]
            assert books[0][0] == 2
            assert page.inner_text("[data-field=books]") == "; ".join(
                _told(seat, items, 0) for seat, items in enumerate(books)
            )

            # A spectator reads every seat by its number.
            page.goto(server.url(made["watch"]))
            page.wait_for_selector("[data-field=books]")
            assert page.inner_text("[data-field=books]").startswith("seat 1: 2")
    finally:
        unregister(GOFISH.name)


def test_a_list_per_seat_is_said_in_the_pages_language(page: Any, tmp_path: Path) -> None:
    """On a French page (``--lang fr``) the seats of such a list are said as the page's French
    words say them, with French spacing: "vous (joueur 1) : aucun ; le joueur 2 (bot) : 1",
    not the English colon and semicolon around French words."""
    register(GOFISH)
    try:
        with running(tmp_path / "games.sqlite3", language="fr") as server:
            made = httpx.post(
                server.url("/api/games"),
                json={
                    "game": GOFISH.name,
                    "seats": ["human", "bot", "bot"],
                    "take": [0],
                    "seed": 2,
                },
                timeout=10,
            ).json()
            page.goto(server.url(made["urls"]["0"]))
            page.wait_for_selector("body[data-state=ready]")
            assert page.evaluate("document.documentElement.lang") == "fr"
            assert page.inner_text("[data-field=books]") == (
                "vous (joueur 1)\u00a0: aucun\u00a0; le joueur 2 (bot)\u00a0: 1\u00a0; "
                "le joueur 3 (bot)\u00a0: 5"
            )
    finally:
        unregister(GOFISH.name)
