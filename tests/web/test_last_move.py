"""The table page shows what the last move changed: the server's picture with the last move's
mark (``table.svg?last_move=true``), which is no part to click, so the picture's parts still
narrow and play the moves on every game."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest

import tablegames
from tests.web.harness import running
from tests.web.test_browser import GAMES, move_document

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


def _wait_for_seat_0(web: Any) -> bool:
    """Wait for seat 0's turn, the bots having played theirs; ``False`` once the game is over."""
    deadline = time.monotonic() + 60
    while (seat := tablegames.current_player(web.state)) != 0:
        if seat is None:
            return False
        assert time.monotonic() < deadline, "the bots did not hand the turn back"
        time.sleep(0.01)
    return True


def _send_the_first_move(api: httpx.Client, token: str, game: str) -> None:
    """Play the first move of the seat's view through the API, as its page would."""
    view = api.get(f"/api/seat/{token}/view").json()
    move = {key: value for key, value in view["moves"][0].items() if key != "label"}
    answer = api.post(
        f"/api/seat/{token}/move",
        json=move_document(game, move, view["state_version"]),
    )
    # A free action chosen on a view the bots have just moved past is refused, rightly.
    stale = answer.status_code == 409 and answer.json()["data"]["code"] == "core.move.stale"
    assert answer.status_code == 200 or stale, answer.text


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_page_marks_another_seats_move_and_its_parts_still_play(page: Any, game: str) -> None:
    """After a bot's move the page's picture marks what it played, as
    ``to_svg(view, last_move=True)`` draws it (the card placed at its cell, played or drawn);
    the mark is never lit nor a keyboard stop, a click at its middle reaches the part below
    it, and a lit part (one under the mark when there is one) still narrows the moves to those
    naming it, of which the listed one is played. Before, the page showed no mark."""
    setup = GAMES[game]
    with (
        running(game, players=setup["players"], humans=[0], seed=setup["seed"]) as web,
        httpx.Client(base_url=web.url(), timeout=10) as api,
    ):
        page.goto(web.seat_urls()[0])
        for _ in range(200):
            assert _wait_for_seat_0(web), "no bot's move marked"
            if _marked_by_another(web):
                # The page shows the seat's current view, which the bots wait on.
                version = api.get(f"/api/seat/{web.token_of(0)}/view").json()["state_version"]
                page.wait_for_selector(f"{MINE}[data-version='{version}']")
                page.wait_for_function(SHOWN)
                if page.locator("[data-testid=picture] .target").count():
                    break  # and some part of the picture is lit: its click is tried below
            # Seat 0's first move, sent as the page sends it, while the page follows the game
            # by its event stream: up to a state to check, the clicks checked nothing here,
            # and took the most of the test's time (over 60 clicks in TEN).
            _send_the_first_move(api, web.token_of(0), game)
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
