"""A seat's page lets its holder leave the seat, or hand it to the server's bot, and says so;
the other seat's page learns of it from its stream (the seat's status), and a page whose seat
was left in another tab stops offering moves and says why."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser


def test_a_seat_is_handed_to_the_bot_from_its_page_and_the_other_tab_is_told(
    browser: Any,
) -> None:
    with running("ten", players=2, humans=[0, 1], seed=4) as web:
        urls = web.seat_urls()
        mine, again = browser.new_page(), browser.new_page()
        try:
            mine.goto(urls[0])
            mine.wait_for_selector(READY)
            again.goto(urls[0])  # the same seat in another tab
            again.wait_for_selector(READY)
            assert mine.locator("[data-testid=seat-leave]").is_visible()
            mine.click("[data-testid=leave-to-bot]")
            mine.click("[data-testid=leave-confirm]")
            gone = mine.wait_for_selector("[data-testid=gone]")
            assert "bot: it plays the seat" in gone.text_content()
            assert mine.locator("[data-testid=move]").count() == 0
            assert not mine.locator("[data-testid=seat-leave]").is_visible()
            assert f'href="watch/{web.id}"' in mine.inner_html("[data-testid=gone]")
            # The other tab of that seat hears it from its stream.
            told = again.wait_for_selector("[data-testid=gone]", timeout=20_000)
            assert "bot: it plays the seat" in told.text_content()
            deadline = time.monotonic() + 10
            while web.table.kinds != ("bot", "human") and time.monotonic() < deadline:
                time.sleep(0.05)
            assert web.table.kinds == ("bot", "human")
            # Opened afresh, the address is the server's page for a seat left.
            again.goto(urls[0])
            assert again.title() == "Seat left · tablegames"
        finally:
            mine.close()
            again.close()


def test_a_seat_left_from_its_page_is_free_again(page: Any) -> None:
    with running("ten", players=2, humans=[0, 1], seed=4) as web:
        page.goto(web.seat_urls()[1])
        page.wait_for_selector(READY + ", body[data-state=waiting]")
        page.click("[data-testid=leave]")
        page.click("[data-testid=leave-confirm]")
        gone = page.wait_for_selector("[data-testid=gone]")
        assert "free for another player" in gone.text_content()
        assert web.table.seat_hashes[1] is None
        assert web.table.kinds == ("human", "human")
