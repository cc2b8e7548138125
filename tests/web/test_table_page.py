"""The table page when the table moves on under it, and when the game ends: a refusal is not
left over the table that followed it, a move chosen on an old table fetches the table anew,
and the game-over panel says who won once, in the game's words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tablegames.core.registry import register, unregister
from tests.core.toy import make_toy
from tests.server import harness as server_harness
from tests.web.harness import SEAT_CODE, running

pytestmark = pytest.mark.browser

MINE = "body[data-state=ready][data-turn=mine]"


def _play_first_move(web: Any, seat: int) -> None:
    """Play ``seat``'s first legal move through the server, as another page of it would."""
    state = web.state
    move = VersionedMove(tablegames.legal_moves(state, seat)[0], state_version(state))
    web.server.call(web.server.hall.play(web.table, seat, move, human=True))


def test_a_refusal_is_cleared_when_the_table_moves_on(page: Any) -> None:
    """A refusal speaks of the table it was given on: once the table moves on (here the seat
    plays from another page, and the update comes down the event stream) it is gone."""
    with running("saboteur", players=3, humans=[0, 1], seed=5) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(MINE)

        def tamper(route: Any) -> None:
            document = json.loads(route.request.post_data)
            document["data"]["player"] = 1
            route.continue_(post_data=json.dumps(document))

        page.route("**/api/seat/*/move", tamper)
        page.locator("[data-testid=move]").first.click()
        page.wait_for_selector(f"[data-testid=error][data-code='{SEAT_CODE}']")
        page.wait_for_selector(MINE)
        page.unroute("**/api/seat/*/move")
        version = page.get_attribute("body", "data-version")
        _play_first_move(web, 0)
        page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        assert page.locator("[data-testid=error]").is_hidden()
        assert page.get_attribute("body", "data-turn") == "other"


def test_a_move_chosen_on_an_old_table_fetches_the_table_anew(page: Any) -> None:
    """The page has not heard that the table moved on (its event stream is held up): the move
    it sends is refused as stale (409), and the page asks for the table as it is, which
    offers this seat no move now. The stale move is not played."""
    with running("saboteur", players=3, humans=[0, 1], seed=5) as web:
        page.route("**/events", lambda route: None)  # never answered: no update comes
        answers: list[tuple[str, int]] = []
        page.on("response", lambda r: answers.append((r.url, r.status)))
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(MINE)
        version = page.get_attribute("body", "data-version")
        _play_first_move(web, 0)
        assert page.get_attribute("body", "data-version") == version
        # Another move than the one played (the same move sent again is played once, not
        # refused: the server takes it for a retry).
        page.locator("[data-testid=move]").last.click()
        page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        assert [status for url, status in answers if url.endswith("/move")] == [409]
        page.wait_for_selector("body[data-state=waiting][data-turn=other]")
        assert page.locator("[data-testid=move]").count() == 0
        assert page.locator("[data-testid=error]").is_hidden()
        assert len(tablegames.record(web.state).moves) == 1


def test_a_game_nobody_wins_says_so_once(page: Any, tmp_path: Path) -> None:
    """A game that ends with no winner: the game-over panel says so once, in the game's words
    ("Nobody won."). It said "Won by nobody." above the game's own "Nobody won."."""
    toy = make_toy("toy_nobody_wins")
    toy.winners = lambda state: ()
    register(toy)
    try:
        with server_harness.running(tmp_path / "games.sqlite3") as server:
            made = httpx.post(
                server.url("/api/games"),
                json={"game": toy.name, "seats": ["bot", "bot"], "take": []},
                timeout=10,
            ).json()
            page.goto(server.url(f"/watch/{made['id']}"))
            page.wait_for_selector("body[data-state=over] [data-testid=game-over]")
            said = page.locator("[data-testid=game-over]").inner_text()
            assert said.count("Nobody won.") == 1, said
            assert "Won by" not in said, said
            result = page.locator("[data-testid=result]").text_content()
            assert result is not None
            assert result.endswith("Nobody won.")
    finally:
        unregister(toy.name)
