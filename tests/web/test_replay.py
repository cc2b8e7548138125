"""A finished game stepped through on its page ("Step through the game"): each position the
server gives, in words and as the whole table, with buttons and keys (a real Chromium)."""

from __future__ import annotations

import time
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tests.web.harness import Web, running
from tests.web.test_accessibility import axe_violations

pytestmark = pytest.mark.browser
expect = pytest.importorskip("playwright.sync_api").expect


def _over(web: Web) -> None:
    deadline = time.monotonic() + 120
    while not tablegames.is_over(web.state):
        assert time.monotonic() < deadline, "the bots did not end the game"
        time.sleep(0.05)


def _position(page: Any, web: Web, at: int) -> dict[str, Any]:
    """Wait until the panel shows the position after ``at`` moves, its picture loaded; the
    server's document of it."""
    page.wait_for_selector(f"[data-testid=replay][data-at='{at}']")
    page.wait_for_function(
        "() => { const img = document.querySelector('[data-testid=replay-picture]');"
        " return img.complete && img.naturalWidth > 0 && img.src.endsWith(`at=${"
        + str(at)
        + "}`); }"
    )
    found: dict[str, Any] = page.request.get(web.url(f"/api/games/{web.id}/replay?at={at}")).json()
    lines = page.locator("[data-testid=replay-line]").all_inner_texts()
    assert lines == found["said"]
    return found


def test_a_spectator_steps_through_a_finished_game_with_buttons_and_keys(page: Any) -> None:
    with running("saboteur", players=3, humans=(), seed=2, bot_delay=0) as web:
        _over(web)
        length = len(web.state.history)
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=over] [data-testid=replay-open]")
        table = page.inner_html("[data-testid=picture]")
        page.click("[data-testid=replay-open]")
        start = _position(page, web, 0)
        expect(page.locator("[data-testid=replay-at]")).to_have_text(
            f"Start of the game ({length} moves to come)"
        )
        assert start["length"] == length
        assert page.get_attribute("[data-testid=replay-first]", "aria-disabled") == "true"
        assert page.evaluate("() => document.activeElement.id") == "replay-heading"
        page.click("[data-testid=replay-forward]")
        first = _position(page, web, 1)
        move = tablegames.record(web.state).moves[0]
        expect(page.locator("[data-testid=replay-at]")).to_have_text(
            f"Move 1 of {length} (Seat {move.player + 1} (bot): {tablegames.notation(move)})"
        )
        assert first["notation"] == tablegames.notation(move)
        # The keys, from the focused button: End, Left, Home, Right.
        page.focus("[data-testid=replay-forward]")
        page.keyboard.press("End")
        _position(page, web, length)
        assert page.get_attribute("[data-testid=replay-forward]", "aria-disabled") == "true"
        page.keyboard.press("ArrowLeft")
        _position(page, web, length - 1)
        page.keyboard.press("Home")
        _position(page, web, 0)
        page.keyboard.press("ArrowRight")
        _position(page, web, 1)
        # Presses quicker than the answers each move one position on (they were lost).
        for _ in range(5):
            page.keyboard.press("ArrowRight")
        second = _position(page, web, 6)
        assert page.evaluate("() => document.activeElement.dataset.testid") == "replay-forward"
        # A screen reader hears the position and what the move did.
        expect(page.locator("[data-testid=announce]")).to_contain_text(
            f"Move 6 of {length} (Seat {second['player'] + 1} (bot): {second['notation']}). "
            + " ".join(second["said"])
        )
        # The page's own table stays the end of the game; the panel draws the positions.
        assert page.inner_html("[data-testid=picture]") == table
        assert axe_violations(page) == []
        page.click("[data-testid=replay-close]")
        assert page.locator("[data-testid=replay]").is_hidden()
        assert page.evaluate("() => document.activeElement.dataset.testid") == "replay-open"
        # Opened again and again, a key asks for one position (each opening added a listener).
        for _ in range(2):
            page.click("[data-testid=replay-open]")
            _position(page, web, 0)
            page.click("[data-testid=replay-close]")
        page.click("[data-testid=replay-open]")
        _position(page, web, 0)
        asked: list[str] = []
        page.on("request", lambda request: "/replay?" in request.url and asked.append(request.url))
        page.focus("[data-testid=replay-forward]")
        page.keyboard.press("ArrowRight")
        _position(page, web, 1)
        assert len(asked) == 1, asked
        # On a phone the position keeps a readable size and scrolls in its frame, as the
        # page's own table does (it was shrunk to the screen's width).
        page.set_viewport_size({"width": 390, "height": 844})
        sizes = page.evaluate(
            """() => { const frame = document.querySelector('[data-testid=replay-frame]');
            const img = frame.querySelector('img');
            return [img.getBoundingClientRect().width, frame.clientWidth, frame.scrollWidth]; }"""
        )
        assert sizes[0] == 800
        assert sizes[1] < sizes[2]


def test_a_seat_steps_through_its_game_calling_itself_you(page: Any) -> None:
    """On a seat's page the seat is "you", as in its log."""
    with running("crazyeights", players=2, humans=[0], seed=7, bot_delay=0) as web:
        deadline = time.monotonic() + 60
        while not tablegames.is_over(web.state):
            assert time.monotonic() < deadline, "the game did not end"
            state = web.state
            if tablegames.current_player(state) != 0:
                time.sleep(0.01)
                continue
            sent = VersionedMove(tablegames.legal_moves(state, 0)[0], state_version(state))
            web.server.call(web.server.hall.play(web.table, 0, sent, human=True))
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=over] [data-testid=replay-open]")
        page.click("[data-testid=replay-open]")
        _position(page, web, 0)
        moves = tablegames.record(web.state).moves
        mine = next(at for at, move in enumerate(moves, 1) if move.player == 0)
        for at in range(1, mine + 1):
            page.click("[data-testid=replay-forward]")
            _position(page, web, at)
        expect(page.locator("[data-testid=replay-at]")).to_contain_text("(You (seat 1): ")


def test_presses_before_the_first_answer_count_and_a_closed_panels_answers_do_not(
    page: Any,
) -> None:
    """Keys pressed while the panel waits for its first position (the game's length unknown)
    were lost; an answer to a panel closed since was shown in the panel opened after it."""
    with running("ten", players=2, humans=(), seed=2, bot_delay=0) as web:
        _over(web)
        length = len(web.state.history)
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=over] [data-testid=replay-open]")
        held: list[Any] = []
        page.route("**/replay?at=0", lambda route: held.append(route), times=1)
        page.click("[data-testid=replay-open]")
        deadline = time.monotonic() + 10
        while not held:
            assert time.monotonic() < deadline, "the first position was never asked for"
            page.wait_for_timeout(20)
        page.focus("[data-testid=replay-forward]")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        held.pop().continue_()
        _position(page, web, 2)
        # A request of a panel then closed: its late answer is not this panel's.
        late: list[Any] = []
        page.route(f"**/replay?at={length}", lambda route: late.append(route), times=1)
        page.keyboard.press("End")
        while not late:
            assert time.monotonic() < deadline + 10, "the last position was never asked for"
            page.wait_for_timeout(20)
        page.click("[data-testid=replay-close]")
        page.click("[data-testid=replay-open]")
        _position(page, web, 0)
        page.click("[data-testid=replay-forward]")
        _position(page, web, 1)
        late.pop().continue_()
        page.wait_for_timeout(500)
        assert page.get_attribute("[data-testid=replay]", "data-at") == "1"
        assert page.get_attribute("[data-testid=replay-forward]", "aria-disabled") == "false"
