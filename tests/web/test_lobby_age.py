"""The lobby's lines tell a game just made from one left hours ago (how long ago each was made,
on the server's clock), and write the players' names as the table's page does, right-to-left
ones isolated."""

from __future__ import annotations

import datetime
import time
from typing import Any

import pytest

import tablegames.server.hall as hall_module
from tests.web.harness import running
from tests.web.test_phone_and_bidi import ARABIC, isolations

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect

#: How long before the test the old game was made: 3 hours and 5 minutes.
OLD = 3 * 3600 + 5 * 60

#: How far the browser's clock is wrong (ahead): two hours, which the lobby must not count.
SKEW = 2 * 3600


class _Earlier:
    """The ``time`` module as the hall reads it, its ``time()`` ``OLD`` seconds behind: a game
    created with it is stored as made that long ago."""

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)

    def time(self) -> float:
        return time.time() - OLD


def test_each_game_says_how_long_ago_it_was_made_on_the_servers_clock(page: Any) -> None:
    """A game just made says "made just now" and one made three hours ago "made 3 h ago" (the
    lobby said nothing of either, so an abandoned game looked like one under way), though the
    browser's clock is two hours ahead: the age is read on the server's clock (its Date
    header), as a rematch's kept seats are. Seat 1's Arabic name is isolated in its line."""
    with running("ten", players=2, humans=[0], seed=1, names={0: ARABIC}) as web:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(hall_module, "time", _Earlier())
            old = web.server.call(
                web.server.hall.create("ten", kinds=["human", "human"], take=[0])
            ).table
        assert abs(old.created_at - (time.time() - OLD)) < 60
        wrong = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=SKEW)
        page.clock.install(time=wrong)
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        new_line = page.locator(f"[data-testid=game][data-id='{web.id}']")
        old_line = page.locator(f"[data-testid=game][data-id='{old.id}']")
        expect(new_line.get_by_test_id("made")).to_have_text("made just now")
        expect(old_line.get_by_test_id("made")).to_have_text("made 3 h ago")
        assert new_line.inner_text().startswith("TEN, 2 players, made just now: seat 1: ")
        # The moment itself, on the browser's (wrong) clock, as the words count from it.
        stamp = old_line.get_by_test_id("made").get_attribute("datetime")
        assert stamp is not None
        made = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
        assert abs(made - (old.created_at + SKEW)) < 5
        assert isolations(page, "games") == [True]
        assert "seat 1: taken" in old_line.inner_text()
