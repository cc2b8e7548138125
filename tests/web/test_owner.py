"""What a game's owner does from the browser, and what the other pages say of it: a seat the
owner freed (revoked) is told as the owner's doing, on the pages open at the time as after a
reload (docs/guides/webtable.rst, "A seat left" and "The game's owner")."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect

WAITING = READY + ", body[data-state=waiting]"
#: Three players with names, so that the seat freed is named on the others' pages.
NAMES = {0: "Ann", 1: "Bo", 2: "Cy"}


def assert_not_named(free: str) -> None:
    """The free seats' line does not name Bo. It holds the seat's join address, whose random
    token may spell "Bo" (a CI run failed on ``?join=2BoIInbGb4Ab``), so addresses are taken
    out before the name is looked for."""
    assert "Bo" not in re.sub(r"\S*\?join=\S*", "", free), free


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
                assert_not_named(free.inner_text())
                expect(tab.get_by_test_id("seat")).to_contain_text("seat 2: free")
            cy.reload()
            cy.wait_for_selector(WAITING)
            expect(cy.get_by_test_id("seats-free")).to_contain_text("Seat 2 is free.")
            assert_not_named(cy.get_by_test_id("seats-free").inner_text())
            # The log, kept across the reload, still says who freed it.
            expect(cy.get_by_test_id("seat-notice")).to_have_text(
                "Seat 2 (Bo) was freed by the game's owner; the seat is free."
            )
        finally:
            ann.close()
            cy.close()


def test_the_owner_frees_a_vanished_players_seat_from_the_browser(page: Any, browser: Any) -> None:
    """The lobby keeps the owner's key of the game it made (it was shown once, and used by no
    page: the host had to run curl); the owner's seat page offers "Free seat 2" for Bo's seat
    (taken), not for the free seat 3 nor its own, asks first, and sends the DELETE with the key
    in its Authorization header only (never in an address): Bo's page stops playing, and the
    owner's says the seat is free. A refusal (a key that is not the owner's) is shown as the
    page's other refusals are, and the key is forgotten."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        sent: list[Any] = []
        page.on("request", lambda request: sent.append(request))
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.fill("[data-testid=player-name]", "Ann")
        page.select_option("[data-testid=create-game]", "ten")
        page.fill("[data-testid=create-players]", "3")
        page.dispatch_event("[data-testid=create-players]", "input")
        page.locator("[data-testid=create-submit]").click()
        token = page.get_by_test_id("owner-token").inner_text()
        game = next(table for table in web.server.hall.tables.values() if table.id != web.id)
        assert web.server.hall.is_owner(game, token)
        kept = f"tablegames-owner:{game.id}"
        assert page.evaluate("(key) => localStorage.getItem(key)", kept) == token

        taken = page.request.post(web.url(f"/api/games/{game.id}/seats/1"), data={"name": "Bo"})
        assert taken.status == 201
        bo = browser.new_page()
        try:
            bo.goto(web.url(taken.json()["url"]))
            bo.wait_for_selector(WAITING)
            page.get_by_test_id("my-seat").click()
            page.wait_for_url("**/play/**")
            page.wait_for_selector(WAITING)
            offered = page.get_by_test_id("free-seat")
            expect(offered).to_have_text(["Free seat 2"])

            # It asks first; "No" keeps the seat, and the focus goes back to the button.
            offered.click()
            expect(page.get_by_test_id("free-question")).to_contain_text("Free seat 2 (Bo)?")
            page.get_by_test_id("free-cancel").click()
            expect(offered).to_be_focused()
            assert game.seat_hashes[1] is not None
            offered.click()
            page.get_by_test_id("free-confirm").click()

            expect(bo.get_by_test_id("seat")).to_have_text("This page no longer plays seat 2.")
            expect(page.get_by_test_id("seat-notice")).to_have_text(
                "Seat 2 (Bo) was freed by the game's owner; the seat is free."
            )
            expect(page.get_by_test_id("seat")).to_contain_text("seat 2: free")
            expect(page.get_by_test_id("seat-owner")).to_be_hidden()
            assert game.seat_hashes[1] is None
        finally:
            bo.close()
        deletes = [request for request in sent if request.method == "DELETE"]
        assert [request.url for request in deletes] == [web.url(f"/api/games/{game.id}/seats/1")]
        assert deletes[0].all_headers()["authorization"] == f"Bearer {token}"
        assert not [request.url for request in sent if token in request.url]
        assert [request for request in sent if "authorization" in request.all_headers()] == deletes

        # Cy takes seat 3; the key kept is no longer the owner's (another's game, say): the
        # refusal is shown, the key forgotten, and the page offers nothing more.
        assert page.request.post(web.url(f"/api/games/{game.id}/seats/2")).status == 201
        expect(page.get_by_test_id("free-seat")).to_have_text(["Free seat 3"])
        page.evaluate("(key) => localStorage.setItem(key, 'not.the.key')", kept)
        page.get_by_test_id("free-seat").click()
        page.get_by_test_id("free-confirm").click()
        error = page.get_by_test_id("error")
        expect(error).to_contain_text("Refused: Only the game's owner may revoke a seat.")
        expect(error).to_have_attribute("data-code", "server.owner.required")
        expect(page.get_by_test_id("seat-owner")).to_be_hidden()
        assert page.evaluate("(key) => localStorage.getItem(key)", kept) is None
        assert game.seat_hashes[2] is not None


def test_no_control_without_the_key_and_the_key_is_forgotten_once_over(page: Any) -> None:
    """A seat's page of a game this browser did not make offers no "Free seat"; the key of a
    game kept in the browser is forgotten once the game is over (its seats stay as they were:
    the server refuses to free them)."""
    with running("ten", players=2, humans=[0, 1], seed=4, names={0: "Ann", 1: "Bo"}) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(WAITING + ", " + READY)
        expect(page.get_by_test_id("seat")).to_contain_text("seat 2: Bo")
        assert page.get_by_test_id("free-seat").count() == 0
        assert page.get_by_test_id("seat-owner").is_hidden()

        created = web.server.call(
            web.server.hall.create("ten", kinds=["human", "bot"], take=[0], seed=2)
        )
        kept = f"tablegames-owner:{created.table.id}"
        page.evaluate(
            "([key, token]) => localStorage.setItem(key, token)", [kept, created.owner_token]
        )
        table = created.table
        while not tablegames.is_over(table.state):
            state = table.state
            if tablegames.current_player(state) != 0:
                time.sleep(0.01)
                continue
            sent = VersionedMove(tablegames.legal_moves(state, 0)[0], state_version(state))
            web.server.call(web.server.hall.play(table, 0, sent, human=True))
        assert page.evaluate("(key) => localStorage.getItem(key)", kept) == created.owner_token
        page.goto(web.url(f"/play/{created.tokens[0]}"))
        page.wait_for_selector("body[data-state=over] [data-testid=game-over]")
        assert page.get_by_test_id("seat-owner").is_hidden()
        assert page.evaluate("(key) => localStorage.getItem(key)", kept) is None
