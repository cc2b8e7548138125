"""The size the table page shows the picture's words at, on a desktop's screen: the smallest of
them, measured in the browser (each text's font size times the picture's scale)."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 800}
#: The smallest size, in CSS pixels, a word of the picture should be shown at: 10 to 12 pixels
#: is the common floor of legible text (WCAG sets none).
SMALLEST = 10.0

#: Every word of the picture with the size the page shows it at, in CSS pixels: its computed
#: font size in the picture's units times the scale from those units to the screen.
SHOWN_SIZES = """() => [...document.querySelectorAll('[data-testid=picture] svg text')]
  .filter((node) => node.textContent.trim() && node.getBBox().width > 0)
  .map((node) => [
    parseFloat(getComputedStyle(node).fontSize) * node.getScreenCTM().a,
    node.textContent.trim().slice(0, 24),
  ])
  .sort((a, b) => a[0] - b[0])"""

#: Each game, with the moves played before it is measured: its board, hands and tricks laid
#: with cards whose faces have words (path cards, the cards of a trick, a market and bids).
GAMES = {"saboteur": (3, 8), "ten": (2, 12), "aluette": (4, 6)}


def _play_first_moves(web: Any, moves: int) -> None:
    """Play each seat's first legal move, ``moves`` times, through the server."""
    for _ in range(moves):
        state = web.state
        seat = tablegames.current_player(state)
        if seat is None:
            return
        move = tablegames.legal_moves(state, seat)[0]
        sent = VersionedMove(move, state_version(state))
        web.server.call(web.server.hall.play(web.table, seat, sent, human=True))


@pytest.mark.xfail(
    reason="the drawings are 1280 units wide, shown 880 pixels wide at 1280 pixels: a word "
    "needs a font of 14.6 units to be shown at 10 pixels, and most of the drawings' words are "
    "9 to 14 units (the smallest 7: 4.8 pixels); the typography is to be redrawn",
    strict=True,
)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_desktop_shows_every_word_of_the_picture_at_10_pixels_or_more(
    page: Any, game: str
) -> None:
    """At 1280 by 800 pixels, the table page shows every word of the picture (a card's name
    in hand, a board's coordinates, a panel's notes) at 10 CSS pixels or more. An audit
    measured the hand's card names at 5.5 pixels and the board's coordinates at 7.6."""
    players, moves = GAMES[game]
    with running(game, players=players, humans=list(range(players)), seed=2) as web:
        _play_first_moves(web, moves)
        page.set_viewport_size(DESKTOP)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(READY + ", body[data-state=waiting]")
        page.wait_for_selector("[data-testid=picture] svg")
        shown = page.evaluate(SHOWN_SIZES)
        assert shown, "the picture has no words"
        small = [(round(size, 1), words) for size, words in shown if size < SMALLEST]
        assert small == [], f"{len(small)} of {len(shown)} words below {SMALLEST} px: {small[:8]}"
