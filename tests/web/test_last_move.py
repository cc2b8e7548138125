"""The table page shows what the last move changed: the server's picture with the last move's
mark (``table.svg?last_move=true``), which is no part to click, so the picture's parts still
narrow and play the moves on every game."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tests.web.harness import running
from tests.web.test_browser import GAMES

pytestmark = pytest.mark.browser

MINE = "body[data-state=ready][data-turn=mine]"

# The picture of the view on the page is shown, with a mark.
SHOWN = """() => document.querySelector('[data-testid=picture]').dataset.version
    === document.body.dataset.version && document.querySelector('.tg-last-move')"""
# The marks of a picture as the page holds them, and as the library draws them (put into the
# page's document as the page puts its picture, so that one serializer writes both out).
MARKS_ON_PAGE = """() => [...document.querySelectorAll('[data-testid=picture] .tg-last-move')]
    .map((node) => node.outerHTML)"""
MARKS_DRAWN = """(text) => {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const box = document.createElement('div');
  box.append(document.importNode(parsed.documentElement, true));
  return [...box.querySelectorAll('.tg-last-move')].map((node) => node.outerHTML);
}"""
# Whether the points at the middle and on the tag (the top edge's middle) of each mark are
# another part of the picture: a click there goes to what the mark outlines, not to the mark.
MARKS_LET_CLICKS_THROUGH = """() => [
    ...document.querySelectorAll('[data-testid=picture] .tg-last-move')
  ].flatMap((mark) => {
      const box = mark.getBoundingClientRect();
      return [box.y + 5, box.y + box.height / 2].map((y) => {
        const hit = document.elementFromPoint(box.x + box.width / 2, y);
        return !!hit && !hit.closest('.tg-last-move');
      });
    })"""
# The index of a lit part lying under a mark (its boxes meet one), else of the first lit part.
UNDER_A_MARK = """() => {
  const picture = document.querySelector('[data-testid=picture]');
  const marks = [...picture.querySelectorAll('.tg-last-move')]
    .map((node) => node.getBoundingClientRect());
  const lit = [...picture.querySelectorAll('.target')];
  const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width
    && a.y < b.y + b.height && b.y < a.y + a.height;
  const under = lit.findIndex((node) => marks.some((m) => meets(m, node.getBoundingClientRect())));
  return Math.max(under, 0);
}"""


def _marked_by_another(web: Any) -> bool:
    """Seat 0 is to play, the last move was another seat's, and its picture marks that move."""
    state = web.state
    moves = tablegames.record(state).moves
    if tablegames.current_player(state) != 0 or not moves:
        return False
    last = tablegames.to_dict(moves[-1])["data"]
    if last.get("player", 0) == 0:
        return False
    return "tg-last-move" in tablegames.to_svg(tablegames.view(state, 0), last_move=True)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_page_marks_another_seats_move_and_its_parts_still_play(page: Any, game: str) -> None:
    """After a bot's move the page's picture marks what it played, as
    ``to_svg(view, last_move=True)`` draws it (the card placed at its cell, played or drawn);
    the mark is never lit nor a keyboard stop, a click at its middle reaches the part below
    it, and a lit part (one under the mark when there is one) still narrows the moves to those
    naming it, of which the listed one is played. Before, the page showed no mark."""
    setup = GAMES[game]
    with running(game, players=setup["players"], humans=[0], seed=setup["seed"]) as web:
        page.goto(web.seat_urls()[0])
        for _ in range(200):
            page.wait_for_selector(f"{MINE}, body[data-state=over]")
            assert page.get_attribute("body", "data-state") != "over", "no bot's move marked"
            if _marked_by_another(web):
                page.wait_for_function(SHOWN)
                if page.locator("[data-testid=picture] .target").count():
                    break  # and some part of the picture is lit: its click is tried below
            serial = page.get_attribute("body", "data-serial")
            page.locator("[data-testid=move]").first.click()
            page.wait_for_function("s => document.body.dataset.serial !== s", arg=serial)
        else:
            raise AssertionError("no bot's move was marked")
        # Seat 0's turn: the bots wait for it, so the state read here is the one drawn.
        state = web.state
        names = web.table.picture_names()  # the bots' seats called "bot", as the server does
        drawn = tablegames.to_svg(tablegames.view(state, 0), last_move=True, names=names)
        shown = page.evaluate(MARKS_ON_PAGE)
        assert shown
        assert shown == page.evaluate(MARKS_DRAWN, drawn)
        last = tablegames.to_dict(tablegames.record(state).moves[-1])["data"]
        marks = page.locator("[data-testid=picture] .tg-last-move")
        named = [
            (marks.nth(i).get_attribute("data-cell"), marks.nth(i).get_attribute("data-card"))
            for i in range(marks.count())
        ]
        if "x" in last:  # a card placed: its cell is marked
            assert (f"{last['x']},{last['y']}", None) in named, (last, named)
        elif "card" in last:  # a card played: that card is marked
            assert any(card == str(last["card"]) for _, card in named), (last, named)
        for i in range(marks.count()):
            mark = marks.nth(i)
            assert "target" not in (mark.get_attribute("class") or "")
            assert mark.get_attribute("tabindex") is None
            assert mark.get_attribute("role") is None
        assert all(page.evaluate(MARKS_LET_CLICKS_THROUGH))

        moves = [tablegames.to_dict(m)["data"] for m in tablegames.legal_moves(state, 0)]
        lit = page.locator("[data-testid=picture] .target")
        lit.nth(page.evaluate(UNDER_A_MARK)).click()  # a real click: nothing may cover it
        page.wait_for_selector("[data-testid=choice]")
        listed = page.locator("[data-testid=move]")
        assert 0 < listed.count() <= len(moves)
        chosen = moves[int(listed.first.get_attribute("data-index"))]
        before = len(tablegames.record(state).moves)
        version = page.get_attribute("body", "data-version")
        listed.first.click()
        page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        played = tablegames.record(web.state).moves[before]
        assert tablegames.to_dict(played)["data"] == chosen
