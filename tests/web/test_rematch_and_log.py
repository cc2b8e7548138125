"""The event log and the rematch as a player at a web table meets them (found by people playing
two seats in Chromium): the other seat is offered the rematch one seat asked for, the log names
cards in full words, and tells the viewer's own discard once."""

from __future__ import annotations

import datetime
import time
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tablegames.core.words import in_full
from tablegames.saboteur import Discard
from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser

MINE = "body[data-state=ready][data-turn=mine]"


def _play(web: Any, seat: int, move: Any) -> None:
    """Play ``move`` for ``seat`` through the server, as its page would send it."""
    web.server.call(
        web.server.hall.play(
            web.table, seat, VersionedMove(move, state_version(web.state)), human=True
        )
    )


def _finish(web: Any) -> None:
    """Play every seat's first legal move until the game is over."""
    deadline = time.monotonic() + 60
    while not tablegames.is_over(web.state):
        assert time.monotonic() < deadline, "the game did not end"
        seat = tablegames.current_player(web.state)
        _play(web, seat, tablegames.legal_moves(web.state, seat)[0])


def test_the_other_seat_is_offered_the_rematch_and_joins_it_with_its_own_address(
    browser: Any,
) -> None:
    """Seat 1 clicks "Play again"; seat 2's page, on the finished game, is told at once who
    asked and offered to join; joining opens an address of its own in the same rematch, and
    seat 1's address still plays. (Seat 2's event stream used to end with the game: it was
    never told.)"""
    with running("crazyeights", players=2, humans=[0, 1], seed=7) as web:
        _finish(web)
        first, second = browser.new_page(), browser.new_page()
        try:
            urls = web.seat_urls()
            for tab, seat in ((first, 0), (second, 1)):
                tab.set_default_timeout(20_000)
                tab.goto(urls[seat])
                tab.wait_for_selector("body[data-state=over] [data-testid=rematch]")
            assert second.locator("[data-testid=rematch-offer]").count() == 0
            first.click("[data-testid=rematch]")
            first.wait_for_url(lambda url: url != urls[0])
            first.wait_for_selector(READY + ", body[data-state=waiting]")
            offer = second.locator("[data-testid=rematch-offer]")
            offer.wait_for()
            second.wait_for_function(
                "() => document.querySelector('[data-testid=rematch-offer]')"
                ".textContent.startsWith('Seat 1 has asked for a rematch')"
            )
            button = second.locator("[data-testid=rematch]")
            assert button.text_content() == "Join the rematch"
            button.click()
            second.wait_for_url(lambda url: url != urls[1])
            second.wait_for_selector(READY + ", body[data-state=waiting]")
            assert second.url != first.url
            assert second.locator("[data-testid=seat]").text_content() == "You play seat 2 of 2."
            # Seat 1's page heard that seat 2, free in the rematch until now, was taken.
            first.wait_for_function(
                "() => document.querySelector('[data-testid=seat]').textContent"
                " === 'You play seat 1 of 2.'"
            )
            rematch = web.table.rematch
            assert rematch is not None
            assert f"/play/{rematch}." in first.url
            assert f"/play/{rematch}." in second.url
            # Seat 1's new address still plays: seat 2 joining took no address of another.
            first.reload()
            first.wait_for_selector(READY + ", body[data-state=waiting]")
            assert first.locator("[data-testid=gone]").count() == 0
        finally:
            first.close()
            second.close()


@pytest.mark.parametrize(("game", "players"), [("saboteur", 3), ("aluette", 4)])
def test_the_log_names_the_cards_of_a_hand_in_full(page: Any, game: str, players: int) -> None:
    """A hand dealt (and Aluette's cards from the talon) is told with the cards' names, not the
    terminal's codes ("NES, bP", "8cu, 2ba"), which only the terminal's legend explains."""
    words = tablegames.GAMES[game].words
    with running(game, players=players, humans=[0], seed=3) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(READY + ", body[data-state=waiting]")
        dealt = next(e for e in tablegames.view(web.state, 0).events if "Hand" in type(e).__name__)
        terse, full = words.text(dealt, 0), in_full(words).text(dealt, 0)
        assert terse != full
        hand = page.locator("[data-testid=event][data-type=hand_dealt]").first.text_content()
        assert hand == full
        assert hand.startswith("Your hand: the ")


def test_the_log_tells_the_viewers_own_discard_once(page: Any) -> None:
    """Saboteur: a discard of one's own is told once, naming the card ("You discarded the map
    face down."), not also as "You discarded a card face down.", which the seats that do not
    see the card read."""
    with running("saboteur", players=3, humans=[0], seed=3) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(MINE)
        discard = next(m for m in tablegames.legal_moves(web.state, 0) if isinstance(m, Discard))
        _play(web, 0, discard)
        named = f"You discarded the {discard.card} face down."
        page.wait_for_function(
            "text => [...document.querySelectorAll('[data-testid=event]')]"
            ".some((line) => line.textContent === text)",
            arg=named,
        )
        log = page.locator("[data-testid=event]").all_text_contents()
        assert log.count(named) == 1
        assert "You discarded a card face down." not in log
        assert "" not in log


@pytest.mark.parametrize("skew", [0, -3600, 3600], ids=["clock", "behind", "ahead"])
def test_a_rematchs_kept_seats_are_told_as_kept_until_anyone_may_take_them(
    browser: Any, skew: int
) -> None:
    """Seat 1 asks for a rematch, whose seats are kept for the players of the game before for
    ``rematch_wait`` seconds (docs/guides/server.rst, "Rematch"). Seat 1's rematch page and the
    invitation's lobby page say seat 2 is kept, until when, and offer no seat that would be
    refused; once the while is over, both say the seat is free and the invitation's button
    takes it. Before, the page said the seat was free and offered the invitation, whose button
    the server refused (409 ``server.seat.reserved``, "for a while").

    So too on a computer whose clock is an hour behind or ahead of the server's (``skew``): the
    pages read the server's time on its clock (its answers' Date header), where a clock behind
    kept the seat an hour too long and one ahead offered it at once, to be refused.

    The seats are kept 12 s: the two pages must load and say "kept" within them, which took
    about 3.5 s of a loaded machine (6 s were too few to be sure of)."""
    wait = 12.0
    with running("crazyeights", players=2, humans=[0, 1], seed=7, rematch_wait=wait) as web:
        _finish(web)
        mine, invited = browser.new_page(), browser.new_page()
        try:
            for tab in (mine, invited):
                tab.set_default_timeout(20_000)
                if skew:
                    tab.clock.install(
                        time=datetime.datetime.now() + datetime.timedelta(seconds=skew)
                    )
            mine.goto(web.seat_urls()[0])
            mine.wait_for_selector("body[data-state=over] [data-testid=rematch]")
            mine.click("[data-testid=rematch]")
            mine.wait_for_url(lambda url: url != web.seat_urls()[0])
            free = mine.locator("[data-testid=seats-free]")
            free.wait_for()
            told = free.text_content() or ""
            assert told.startswith("Seat 2 is kept for the players of the game before until ")
            assert "anyone may take it" in told
            link = mine.locator("[data-testid=invitation]").get_attribute("href")
            assert link is not None
            invited.goto(link)
            invited.wait_for_selector("[data-testid=kept]")
            take = invited.locator("[data-testid=take]")
            assert take.is_disabled()
            # The while is over: the pages say so by themselves, and the seat is taken.
            mine.wait_for_function(
                "() => document.querySelector('[data-testid=seats-free]').textContent"
                ".startsWith('Seat 2 is free. Wait for a player to take it')",
                timeout=(wait + 10) * 1000,
            )
            invited.wait_for_selector(
                "[data-testid=take]:not([disabled])", timeout=(wait + 10) * 1000
            )
            assert invited.locator("[data-testid=kept]").count() == 0
            invited.click("[data-testid=take]")
            invited.wait_for_url(lambda url: "/play/" in url)
        finally:
            mine.close()
            invited.close()
