"""The table page at a phone's width and a desktop's: the picture at a readable size, long names
wrapped rather than widening or cutting the page, and the cards to choose lit and first from
the keyboard."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser

WAITING = READY + ", body[data-state=waiting]"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
#: The longest name the server takes (40 characters), with no space to break it at.
LONG = "B" * 40


def test_a_phone_shows_the_picture_at_a_readable_size_in_a_frame_of_its_own(page: Any) -> None:
    """At 390 pixels the picture keeps a readable width (50rem, 800 pixels) and scrolls in its
    own frame, the page itself no wider than the screen (it was shrunk to 358 pixels, its
    words a few pixels high)."""
    with running("ten", players=2, humans=[0], seed=4) as web:
        page.set_viewport_size(PHONE)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(READY)
        page.wait_for_selector("[data-testid=picture] svg")
        sizes = page.evaluate(
            """() => {
              const box = document.querySelector('[data-testid=picture]');
              return {
                svg: box.querySelector('svg').getBoundingClientRect().width,
                frame: box.clientWidth,
                inside: box.scrollWidth,
                page: document.documentElement.scrollWidth,
              };
            }"""
        )
        assert sizes["svg"] >= 790
        assert sizes["frame"] <= 390 < sizes["inside"]
        assert sizes["page"] <= 390
        # The moves stay on the page, under the picture's frame.
        assert page.locator("[data-testid=move]").first.is_visible()


def _play_first_moves(web: Any, moves: int) -> None:
    """Play each seat's first legal move, ``moves`` times, through the server."""
    for _ in range(moves):
        state = web.state
        seat = tablegames.current_player(state)
        move = tablegames.legal_moves(state, seat)[0]
        sent = VersionedMove(move, state_version(state))
        web.server.call(web.server.hall.play(web.table, seat, sent, human=True))


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_long_name_wraps_and_widens_nothing(page: Any, size: dict[str, int]) -> None:
    """A 40-character name with no space wraps wherever it is shown: the page stays as wide as
    the screen (it was 460 pixels on a 390-pixel phone) and no log line is cut (17 were, on a
    desktop)."""
    with running("ten", players=2, humans=[0, 1], seed=4, names={0: "Ann", 1: LONG}) as web:
        _play_first_moves(web, 6)
        page.set_viewport_size(size)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(WAITING)
        assert LONG in page.locator("[data-testid=seat]").inner_text()
        assert LONG in page.locator("[data-testid=log]").inner_text()
        measured = page.evaluate(
            """() => ({
              page: document.documentElement.scrollWidth,
              cut: [...document.querySelectorAll('header p, [data-testid=log] li')]
                .filter((node) => node.scrollWidth > node.clientWidth + 1)
                .map((node) => node.textContent),
            })"""
        )
        assert measured["page"] <= size["width"]
        assert measured["cut"] == []


def test_the_cards_to_choose_are_lit_and_come_first_from_the_keyboard(page: Any) -> None:
    """The hand's cards that a move plays are ringed before any hover, and Tab reaches them
    first (the guide says to choose a card first; Tab went through the board's cells first,
    and the cards showed no mark)."""
    with running("saboteur", players=3, humans=[0], seed=2) as web:
        page.set_viewport_size(DESKTOP)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(READY)
        page.wait_for_selector("[data-testid=picture] [data-card].target")
        lit = page.evaluate(
            """() => [...document.querySelectorAll('[data-testid=picture] [data-card].target')]
                .map((node) => getComputedStyle(node).filter)"""
        )
        assert lit
        assert all(style != "none" for style in lit)
        page.locator("body").focus()
        page.keyboard.press("Tab")
        first = page.evaluate(
            "() => document.activeElement.dataset.card !== undefined"
            " && !document.activeElement.closest('[data-cell]')"
        )
        assert first
        ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
        assert ring != "none"
