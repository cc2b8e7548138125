"""The language of the game's words on the web table (docs/guides/server.rst, ``--lang``): a
page served with ``tablegames serve --lang fr`` marks the elements that hold Aluette's French
words (the moves' labels, the log's lines, the result, a replay's sentences, the result said
to a screen reader) with lang="fr", so that a screen reader reads them as French, the page's
own words being French too (the page's lang="fr", tests/web/test_page_words.py); without
``--lang`` nothing on the page claims to be French (a real Chromium)."""

from __future__ import annotations

import itertools
import time
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.core.protocol import client_words, state_version
from tests.server.harness import move_document
from tests.web.harness import Web, running

pytestmark = pytest.mark.browser

#: The language each element matching a selector is in: that of its nearest element with a
#: lang attribute, as a browser and a screen reader read it ("" where none says).
LANGUAGES = """selector => [...document.querySelectorAll(selector)].map(
  (node) => (node.closest('[lang]') || {getAttribute: () => ''}).getAttribute('lang'))"""

#: The page's own words: its heading, its section headings, its turn line.
OWN = "h1, main h2, [data-testid=turn]"

#: Every element that claims to be in French.
FRENCH = "() => document.querySelectorAll('[lang=fr]').length"

#: The start of seat 1's rematch offer once seat 2 asked for it, by the server's language.
ASKED = {"fr": "Le joueur 2 a demandé une revanche", None: "Seat 2 has asked for a rematch"}
#: A spectator's rematch offer, by the server's language.
BEGUN = {
    "fr": "Une revanche a commencé\u00a0: la regarder.",
    None: "A rematch has begun: watch it.",
}


def _languages(page: Any, selector: str) -> set[str]:
    found: list[str] = page.evaluate(LANGUAGES, selector)
    assert found, f"nothing on the page matches {selector}"
    return set(found)


def _over(web: Web) -> None:
    deadline = time.monotonic() + 120
    while not tablegames.is_over(web.state):
        assert time.monotonic() < deadline, "the bots did not end the game"
        time.sleep(0.05)


@pytest.mark.parametrize("language", ["fr", None])
def test_a_seats_moves_and_log_are_marked_with_the_language_of_their_words(
    page: Any, language: str | None
) -> None:
    """Served in French, seat 1's move buttons hold the French labels and its log the French
    texts, each in lang="fr", as the heading and the turn line are (the page is French).
    Served without --lang, the same page is English throughout."""
    settings = {} if language is None else {"language": language}
    with running("aluette", players=4, humans=[0], seed=1, **settings) as web:
        page.goto(web.seat_urls()[0])
        # Seat 1's turn: the bots wait for it, so the view and the page agree.
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=event]")
        view = web.table.views[0]
        words = client_words(web.table.game, language)
        labels = page.locator("[data-testid=move]").all_inner_texts()
        assert labels == [words.label(move) for move in tablegames.legal_moves(view)]
        assert labels != [
            client_words(web.table.game, "fr" if language is None else None).label(move)
            for move in tablegames.legal_moves(view)
        ]
        expected = {language or "en"}
        assert _languages(page, "[data-testid=move]") == expected
        assert _languages(page, "[data-testid=event]") == expected
        assert _languages(page, OWN) == expected
        if language is None:
            assert page.evaluate(FRENCH) == 0


@pytest.mark.parametrize("language", ["fr", None])
def test_a_finished_games_result_and_replay_are_marked_with_their_language(
    page: Any, language: str | None
) -> None:
    """A spectator of a finished Aluette game: the result and the replay's sentences are the
    game's words, marked as the log's lines are; the game-over heading, the final scores
    (the page's own words) are in the page's language, French when served in French."""
    settings = {} if language is None else {"language": language}
    with running("aluette", players=4, humans=(), seed=2, bot_delay=0, **settings) as web:
        _over(web)
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=over] [data-testid=result]")
        page.click("[data-testid=replay-open]")
        page.wait_for_selector("[data-testid=replay][data-at='0'] [data-testid=replay-line]")
        expected = {language or "en"}
        for selector in (
            "[data-testid=result]",
            "[data-testid=event]",
            "[data-testid=replay-line]",
        ):
            assert _languages(page, selector) == expected, selector
        own = "[data-testid=game-over-heading], [data-testid=final-score]"
        assert _languages(page, own) == expected
        assert _languages(page, OWN) == expected
        if language is None:
            assert page.evaluate(FRENCH) == 0


#: Each piece of words the page's announcement region (data-testid "announce") holds, with the
#: language a screen reader reads it in (that of its nearest element with a lang attribute).
ANNOUNCED = """() => {
  const box = document.querySelector('[data-testid=announce]');
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.data.trim()) parts.push([node.data, node.parentElement.closest('[lang]').lang]);
  }
  return parts;
}"""


def _finish(web: Web) -> None:
    """Play every seat's first legal move, as its page would send it, until the game is over."""
    deadline = time.monotonic() + 60
    with httpx.Client() as client:  # one connection for the game's moves
        while not tablegames.is_over(web.state):
            assert time.monotonic() < deadline, "the game did not end"
            seat = tablegames.current_player(web.state)
            move = tablegames.legal_moves(web.state, seat)[0]
            document = move_document(
                "aluette", tablegames.to_dict(move)["data"], state_version(web.state)
            )
            answer = client.post(web.url(f"/api/seat/{web.token_of(seat)}/move"), json=document)
            assert answer.status_code == 200, answer.text


def _announced(page: Any, words: str) -> list[list[str]]:
    """The announcement's parts and their languages, once it says ``words``."""
    page.wait_for_function(
        "said => document.querySelector('[data-testid=announce]').textContent.includes(said)",
        arg=words,
    )
    return [list(part) for part in page.evaluate(ANNOUNCED)]


@pytest.mark.parametrize("language", ["fr", None])
def test_the_announced_result_and_the_rematch_offer_are_said_in_their_language(
    browser: Any, language: str | None
) -> None:
    """The game's end is said to a screen reader through the page's hidden status region: the
    result in the game's words, in French when served in French, as the result shown is; a
    rematch, the page's own words, in the page's language (French too), alone (a seat's page,
    when another seat asks for it) or after the result (a spectator's page opened once it has
    begun). Served without --lang, everything said is English."""
    settings = {} if language is None else {"language": language}
    with running("aluette", players=4, humans=[0, 1, 2, 3], seed=2, **settings) as web:
        _finish(web)
        seat, watcher = browser.new_page(), browser.new_page()
        try:
            seat.goto(web.seat_urls()[0])
            seat.wait_for_selector("body[data-state=over] [data-testid=result]")
            result = seat.locator("[data-testid=result]").text_content()
            assert result
            assert _announced(seat, result) == [[result, language or "en"]]
            asked = httpx.post(web.url(f"/api/seat/{web.token_of(1)}/rematch"))
            assert asked.status_code == 201, asked.text
            seat.wait_for_function(
                "asked => document.querySelector('[data-testid=rematch-offer]')"
                "?.textContent.startsWith(asked)",
                arg=ASKED[language],
            )
            offer = seat.locator("[data-testid=rematch-offer]").text_content()
            assert offer
            assert _announced(seat, offer) == [[offer, language or "en"]]
            watcher.goto(web.url(f"/watch/{web.id}"))
            watcher.wait_for_selector("body[data-state=over] [data-testid=rematch-offer]")
            result = watcher.locator("[data-testid=result]").text_content()
            offer = watcher.locator("[data-testid=rematch-offer]").text_content()
            assert result
            assert offer == BEGUN[language]
            said = language or "en"
            assert _announced(watcher, offer) == [[result, said], [offer, said]]
            if language is None:
                assert watcher.evaluate(FRENCH) == 0
        finally:
            seat.close()
            watcher.close()


#: Every announcement the region makes, as its parts and their languages, recorded from the
#: page's start (a script run before the page's own): each time the region's words change to
#: words that are not empty.
HEARD = """{
  window.heard = [];
  document.addEventListener('DOMContentLoaded', () => {
    const box = document.querySelector('[data-testid=announce]');
    new MutationObserver(() => {
      if (!box.textContent.trim()) return;
      const parts = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.data.trim()) parts.push([node.data, node.parentElement.closest('[lang]').lang]);
      }
      window.heard.push(parts);
    }).observe(box, {childList: true, subtree: true, characterData: true});
  });
}"""


def test_a_seat_opened_after_a_rematch_was_asked_keeps_the_result_in_what_it_announces(
    browser: Any,
) -> None:
    """Seat 1's page opened once seat 2 has asked for a rematch says the result (French, as
    served) with the offer; a moment later the page learns who asked, and the offer, now naming
    seat 2, is said again, in French as the page is. That second announcement replaced the
    first at once, saying only
    "Seat 2 has asked for a rematch...", so a screen reader could skip the result altogether:
    it now keeps the result before the offer that names the seat. Nothing is said twice in a
    row."""
    with running("aluette", players=4, humans=[0, 1, 2, 3], seed=2, language="fr") as web:
        _finish(web)
        asked = httpx.post(web.url(f"/api/seat/{web.token_of(1)}/rematch"))
        assert asked.status_code == 201, asked.text
        seat = browser.new_page()
        try:
            seat.add_init_script(HEARD)
            seat.goto(web.seat_urls()[0])
            seat.wait_for_function(
                "asked => document.querySelector('[data-testid=rematch-offer]')"
                "?.textContent.startsWith(asked)",
                arg=ASKED["fr"],
            )
            result = seat.locator("[data-testid=result]").text_content()
            offer = seat.locator("[data-testid=rematch-offer]").text_content()
            assert result
            assert offer
            assert _announced(seat, offer) == [[result, "fr"], [offer, "fr"]]
            seat.wait_for_timeout(500)  # an announcement is written 50 ms after it is made
            heard = seat.evaluate("() => window.heard")
            assert heard[-1] == [[result, "fr"], [offer, "fr"]], heard
            assert all(said[0] == [result, "fr"] for said in heard), heard
            assert all(one != two for one, two in itertools.pairwise(heard)), heard
        finally:
            seat.close()
