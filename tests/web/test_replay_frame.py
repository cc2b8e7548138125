"""The replay panel's frame on a phone: the whole table stepped through scrolls in it, and the
keyboard reaches it, as it reaches the page's own table (docs/guides/webtable.rst, "Step
through the game")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.harness import running
from tests.web.test_phone_and_bidi import frame_stop, on_a_phone, scrolling_regions
from tests.web.test_replay import _over, _position

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect

#: Whether the replay's frame scrolls (its content is wider or taller), and its tabindex.
FRAME_STOP = frame_stop("replay-frame")


def test_the_replays_frame_that_scrolls_is_a_tab_stop_whose_keys_scroll_it(page: Any) -> None:
    """WCAG 2.1.1: on a 390-pixel phone the position's picture scrolls in the panel's frame,
    which the keyboard could not reach (axe-core: scrollable-region-focusable, serious). The
    frame is a Tab stop, named, while it scrolls; its arrow keys scroll it rather than step
    through the game (the panel's keys elsewhere); on a wide screen it is no Tab stop."""
    with running("saboteur", players=3, humans=(), seed=2, bot_delay=0) as web:
        _over(web)
        on_a_phone(page)
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=over] [data-testid=replay-open]")
        page.click("[data-testid=replay-open]")
        _position(page, web, 0)
        page.wait_for_function(f"() => ({FRAME_STOP})()[1] === '0'")
        assert page.evaluate(FRAME_STOP) == [True, "0"]
        assert scrolling_regions(page) == []
        frame = page.get_by_role("group", name="The whole table", exact=True)
        assert frame.get_attribute("data-testid") == "replay-frame"
        frame.focus()
        page.keyboard.press("ArrowRight")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=replay-frame]').scrollLeft > 0"
        )
        assert page.get_attribute("[data-testid=replay]", "data-at") == "0"
        # Elsewhere in the panel the same key steps forward.
        page.get_by_test_id("replay-forward").focus()
        page.keyboard.press("ArrowRight")
        _position(page, web, 1)

        page.set_viewport_size({"width": 1366, "height": 900})
        page.wait_for_function(f"() => ({FRAME_STOP})()[1] === null")
        assert page.evaluate(FRAME_STOP) == [False, None]
