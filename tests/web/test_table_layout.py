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


#: Where the part the keyboard is on stands: the header, the hand (a card of the picture not in
#: a cell), the board (a cell, or a card in one), the picture's other parts, or the rest.
_FOCUSED = """() => {
  const node = document.activeElement;
  if (!node || node === document.body) return "none";
  if (node.closest("header")) return "header";
  if (node.closest("[data-testid=picture]")) {
    if (node.closest("[data-cell]")) return "board";
    return node.dataset.card !== undefined ? "hand" : "picture";
  }
  return "rest";
}"""


def _tab_order(page: Any, presses: int) -> list[str]:
    """Where Tab goes from the page's start, press by press (repeats merged), up to the page's
    end (``presses`` at most)."""
    page.evaluate("() => document.activeElement?.blur()")
    order: list[str] = []
    for _ in range(presses):
        page.keyboard.press("Tab")
        where = page.evaluate(_FOCUSED)
        if where == "none" and order:
            break  # past the page's last part
        if not order or order[-1] != where:
            order.append(where)
    return order


def test_tab_reaches_the_header_then_the_hand_then_the_board(page: Any) -> None:
    """Tab from the page's start goes through the header's buttons, then the hand's cards to
    choose, then the board's cells, and no part of the page has a positive tabindex. The
    cards had tabindex 1, which put them before the header's buttons too (and a positive
    tabindex takes a page out of its order: an accessibility anti-pattern)."""
    with running("saboteur", players=3, humans=[0], seed=2) as web:
        page.set_viewport_size(DESKTOP)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(READY)
        page.wait_for_selector("[data-testid=picture] [data-card].target")
        page.wait_for_selector("[data-testid=picture] [data-cell].target")
        positive = page.evaluate(
            """() => [...document.querySelectorAll('[tabindex]')]
                .filter((node) => node.tabIndex > 0).map((node) => node.outerHTML.slice(0, 80))"""
        )
        assert positive == []
        order = _tab_order(page, 200)
        assert order[0] == "header"
        assert "hand" in order
        assert "board" in order
        assert order.index("header") < order.index("hand") < order.index("board")
        assert order.count("hand") == 1  # every card to choose before any other part


def test_the_cards_to_choose_are_lit_and_come_first_from_the_keyboard(page: Any) -> None:
    """The hand's cards that a move plays are ringed before any hover, and Tab reaches them
    first in the table (the guide says to choose a card first; Tab went through the board's
    cells first, and the cards showed no mark)."""
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
        order = [where for where in _tab_order(page, 60) if where != "header"]
        assert order[0] == "hand"
        page.locator("[data-testid=picture] [data-card].pickable").first.focus()
        ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
        assert ring != "none"
