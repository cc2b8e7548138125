"""The language of the game's words on the web table (docs/guides/server.rst, ``--lang``): a
page served with ``tablegames serve --lang fr`` marks the elements that hold Aluette's French
words (the moves' labels, the log's lines, the result, a replay's sentences) with lang="fr",
so that a screen reader reads them as French, while the page's own English words keep the
page's lang="en"; without ``--lang`` nothing on the page claims to be French (a real
Chromium)."""

from __future__ import annotations

import time
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import client_words
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
    texts, each marked lang="fr"; the heading and the turn line stay lang="en". Served
    without --lang, the same page is English throughout."""
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
        assert _languages(page, OWN) == {"en"}
        if language is None:
            assert page.evaluate(FRENCH) == 0


@pytest.mark.parametrize("language", ["fr", None])
def test_a_finished_games_result_and_replay_are_marked_with_their_language(
    page: Any, language: str | None
) -> None:
    """A spectator of a finished Aluette game: the result and the replay's sentences are the
    game's words, marked as the log's lines are; the game-over heading, the final scores
    (the page's own words) stay lang="en"."""
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
        assert _languages(page, "[data-testid=game-over-heading], [data-testid=final-score]") == {
            "en"
        }
        assert _languages(page, OWN) == {"en"}
        if language is None:
            assert page.evaluate(FRENCH) == 0
