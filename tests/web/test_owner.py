"""What a game's owner does from the browser, and what the other pages say of it: a seat the
owner freed (revoked) is told as the owner's doing, on the pages open at the time as after a
reload (docs/guides/webtable.rst, "A seat left" and "The game's owner")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect

WAITING = READY + ", body[data-state=waiting]"
#: Three players with names, so that the seat freed is named on the others' pages.
NAMES = {0: "Ann", 1: "Bo", 2: "Cy"}


def test_a_seat_the_owner_freed_is_told_as_a_reload_tells_it(browser: Any) -> None:
    """The owner revokes Bo's seat 2 while Ann's and Cy's pages are open: each says "Seat 2
    (Bo) was freed by the game's owner; the seat is free." and, under the header, "Seat 2 is
    free.", as a page opened after it does (the status's ``left`` names only seats their
    players left). They said "Seat 2 (Bo) left" and "Seat 2 (Bo left) is free.", which a
    reload then contradicted."""
    with running("ten", players=3, humans=[0, 1, 2], seed=4, names=NAMES) as web:
        urls = web.seat_urls()
        ann, cy = browser.new_page(), browser.new_page()
        try:
            for tab, seat in ((ann, 0), (cy, 2)):
                tab.goto(urls[seat])
                tab.wait_for_selector(WAITING)
                expect(tab.get_by_test_id("seat")).to_contain_text("seat 2: Bo")
            web.server.call(web.server.hall.revoke_seat(web.table, 1))
            for tab in (ann, cy):
                expect(tab.get_by_test_id("seat-notice")).to_have_text(
                    "Seat 2 (Bo) was freed by the game's owner; the seat is free."
                )
                free = tab.get_by_test_id("seats-free")
                expect(free).to_contain_text("Seat 2 is free.")
                assert "Bo" not in free.inner_text()
                expect(tab.get_by_test_id("seat")).to_contain_text("seat 2: free")
            cy.reload()
            cy.wait_for_selector(WAITING)
            expect(cy.get_by_test_id("seats-free")).to_contain_text("Seat 2 is free.")
            assert "Bo" not in cy.get_by_test_id("seats-free").inner_text()
            # The log, kept across the reload, still says who freed it.
            expect(cy.get_by_test_id("seat-notice")).to_have_text(
                "Seat 2 (Bo) was freed by the game's owner; the seat is free."
            )
        finally:
            ann.close()
            cy.close()
