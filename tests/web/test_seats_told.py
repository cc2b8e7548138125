"""What a seat's page says of the other seats: who plays each (a player's name, or the server's
bot), a seat its player left (with what the others can do), the names in the result and the
rematch's offer, and that leaving asks first."""

from __future__ import annotations

import time
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser
expect = pytest.importorskip("playwright.sync_api").expect

WAITING = READY + ", body[data-state=waiting]"


def test_a_seat_left_is_told_to_the_other_player_with_what_to_do(browser: Any) -> None:
    """Ann leaves seat 1 of a TEN game; Bo's page, waiting for seat 1, says the seat is free
    (in the header, with the game's invitation to send, and in the log, with Ann's name); Ann's
    own page no longer says she plays seat 1. (Bo's header said "Waiting for seat 1." for
    good, and Ann's still "You play seat 1 of 2".)"""
    names = {0: "Ann", 1: "Bo"}
    with running("ten", players=2, humans=[0, 1], seed=4, names=names) as web:
        urls = web.seat_urls()
        ann, bo = browser.new_page(), browser.new_page()
        try:
            ann.goto(urls[0])
            ann.wait_for_selector(READY)
            bo.goto(urls[1])
            bo.wait_for_selector(WAITING)
            expect(bo.locator("[data-testid=turn]")).to_have_text("Waiting for seat 1 (Ann).")
            ann.click("[data-testid=leave]")
            ann.click("[data-testid=leave-confirm]")
            ann.wait_for_selector("[data-testid=gone]")
            expect(ann.locator("[data-testid=seat]")).to_have_text(
                "You have left seat 1: you no longer play it."
            )
            assert ann.locator("[data-testid=gone-table]").is_visible()

            notice = bo.locator("[data-testid=seat-notice]")
            expect(notice).to_have_text("Seat 1 (Ann) left; the seat is free.")
            expect(bo.locator("[data-testid=turn]")).to_contain_text(
                "Waiting for seat 1: the seat is free"
            )
            free = bo.locator("[data-testid=seats-free]")
            expect(free).to_contain_text("Seat 1 (Ann left) is free.")
            link = free.locator("[data-testid=invitation]").get_attribute("href")
            assert link == web.url(f"/?join={web.id}")
            expect(bo.locator("[data-testid=seat]")).to_contain_text("seat 1: free")

            # Someone takes it from the invitation: Bo is told, and the notice goes.
            cy = browser.new_page()
            try:
                cy.goto(link)
                cy.wait_for_selector("body[data-state=ready]")
                cy.fill("[data-testid=player-name]", "Cy")
                cy.locator("[data-testid=invited-game] [data-testid=take]").click()
                cy.wait_for_url("**/play/**")
            finally:
                cy.close()
            expect(notice.last).to_have_text("Seat 1 was taken by Cy.")
            expect(free).to_be_hidden()
            expect(bo.locator("[data-testid=turn]")).to_have_text("Waiting for seat 1 (Cy).")
        finally:
            ann.close()
            bo.close()


def test_a_page_opened_after_a_player_left_names_them(page: Any) -> None:
    """Ann leaves seat 1 before Bo opens his page, then Bo reloads it: the page says "Seat 1
    (Ann left) is free." as a page open at the time does, from the status's ``left`` (it said
    only "Seat 1 is free.", the status telling nothing of who had left)."""
    names = {0: "Ann", 1: "Bo"}
    with running("ten", players=2, humans=[0, 1], seed=4, names=names) as web:
        table = web.table
        web.server.call(web.server.hall.leave_seat(table, 0, table.seat_hashes[0], reason="left"))
        page.goto(web.seat_urls()[1])
        page.wait_for_selector(WAITING)
        free = page.locator("[data-testid=seats-free]")
        expect(free).to_contain_text("Seat 1 (Ann left) is free.")
        page.reload()
        page.wait_for_selector(WAITING)
        expect(free).to_contain_text("Seat 1 (Ann left) is free.")


def test_the_picture_calls_the_seats_as_the_header_does(page: Any) -> None:
    """The picture calls seat 1 "Ann" (it said "Seat 1" only, where the header said "seat 1:
    Ann"), a bot's seat "bot"; once Ann leaves, "free" on Bo's page, though no move was made
    (the view is the same, the seats are not)."""
    names = {0: "Ann", 1: "Bo"}
    with running("ten", players=3, humans=[0, 1], seed=4, names=names) as web:
        page.goto(web.seat_urls()[1])
        page.wait_for_selector(WAITING)
        called = page.locator("[data-testid=picture] .tg-seat-name")
        expect(called).to_have_text(["Ann", "Bo", "bot"])
        table = web.table
        web.server.call(web.server.hall.leave_seat(table, 0, table.seat_hashes[0], reason="left"))
        expect(called).to_have_text(["free", "Bo", "bot"])


def test_bots_are_named_in_the_header_and_the_seat_labels(page: Any) -> None:
    """The header lists every seat, the bots' as bots (only the humans with names were listed),
    and the page's seat labels say which seats a bot plays."""
    with running("ten", players=3, humans=[0], seed=4, names={0: "Ann"}) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(WAITING)
        expect(page.locator("[data-testid=seat]")).to_have_text(
            "You play seat 1 of 3. Players: seat 1: Ann (you), seat 2: bot, seat 3: bot."
        )
        labels = page.locator("[data-testid=table]").inner_text()
        assert "Seat 2 (bot):" in labels
        assert "Seat 3 (bot):" in labels


def test_the_end_and_the_rematch_call_the_seats_by_their_names(browser: Any) -> None:
    """The scores name each seat's player, as the result does ("Bo wins" over "Seat 2: 2
    (winner)" before), and the rematch's offer names who asked ("Seat 1 has asked" while seat 1
    is Ann)."""
    names = {0: "Ann", 1: "Bo"}
    with running("ten", players=2, humans=[0, 1], seed=4, names=names) as web:
        state = web.state
        while not tablegames.is_over(state):
            seat = tablegames.current_player(state)
            move = tablegames.legal_moves(state, seat)[0]
            sent = VersionedMove(move, state_version(state))
            web.server.call(web.server.hall.play(web.table, seat, sent, human=True))
            state = web.state
        ann, bo = browser.new_page(), browser.new_page()
        try:
            ann.goto(web.seat_urls()[0])
            bo.goto(web.seat_urls()[1])
            for tab in (ann, bo):
                tab.wait_for_selector("body[data-state=over] [data-testid=rematch]")
            scores = bo.locator("[data-testid=final-score]")
            assert scores.nth(0).inner_text().startswith("Seat 1 (Ann): ")
            assert scores.nth(1).inner_text().startswith("You (seat 2): ")
            ann.click("[data-testid=rematch]")
            ann.wait_for_url(lambda url: url != web.seat_urls()[0])
            expect(bo.locator("[data-testid=rematch-offer]")).to_contain_text(
                "Seat 1 (Ann) has asked for a rematch", timeout=20_000
            )
        finally:
            ann.close()
            bo.close()


@pytest.mark.parametrize(("button", "kind"), [("leave", "human"), ("leave-to-bot", "bot")])
def test_leaving_asks_first_and_can_be_called_off(page: Any, button: str, kind: str) -> None:
    """Both ways to leave a seat ask before acting: "No, keep my seat" keeps it (a single click
    on "Leave the seat" or "Let a bot play it" gave it away), and only "Yes" leaves."""
    with running("ten", players=2, humans=[0, 1], seed=4) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(READY)
        page.click(f"[data-testid={button}]")
        assert page.locator("[data-testid=leave-question]").is_visible()
        time.sleep(0.3)
        assert web.table.seat_hashes[0] is not None
        page.click("[data-testid=leave-cancel]")
        assert page.locator("[data-testid=move]").count() > 0
        assert web.table.seat_hashes[0] is not None
        page.click(f"[data-testid={button}]")
        page.click("[data-testid=leave-confirm]")
        page.wait_for_selector("[data-testid=gone]")
        assert web.table.kinds[0] == kind
