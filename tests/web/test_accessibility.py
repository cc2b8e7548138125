"""The web table and the lobby for a player with a screen reader or the keyboard alone
(docs/guides/webtable.rst): what the picture shows is said in words too, the lobby's controls
say what they are for, and what changes is announced."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import state_version
from tablegames.ten.state import Phase
from tests.server.harness import move_document
from tests.web.harness import Web, running

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect


def play_until(web: Web, page: Any, done: Callable[[Any], bool], choose: Callable[..., Any]) -> Any:
    """Play the game over HTTP, each move ``choose(state, legal)``, every seat by its own
    address, until ``done(state)``; return the state."""
    state = web.state
    for _ in range(500):
        if done(state):
            return state
        seat = tablegames.current_player(state)
        move = choose(state, tablegames.legal_moves(state))
        data = tablegames.to_dict(move)["data"]
        sent = move_document(web.table.game.name, data, state_version(state))
        answer = page.request.post(web.url(f"/api/seat/{web.token_of(seat)}/move"), data=sent)
        assert answer.status == 200, answer.text()
        state = web.state
    raise AssertionError("the game never got there")


# -- B. TEN's words name the seat that acts now ---------------------------------------------------


def test_tens_words_name_the_payer_during_a_payment(page: Any) -> None:
    """TEN §5.4 (auction): the winner of another seat's wild pays while that seat's turn goes
    on; the table in words names the payer "to pay", as the header says "Your turn." (they
    named the seat whose turn it is, "to draw")."""

    def paying(state: Any) -> bool:
        return state.phase is Phase.PAY and state.payment.payer != state.active

    def bid(state: Any, legal: Any) -> Any:
        bids = [move for move in legal if type(move).__name__ == "Bid"]
        return bids[0] if bids and state.to_act != state.active else legal[0]

    with running("ten", players=3, humans=[0, 1, 2], seed=1) as web:
        state = play_until(web, page, paying, bid)
        payer = state.payment.payer
        page.goto(web.seat_urls()[payer])
        page.wait_for_selector("body[data-turn=mine] [data-testid=scoreboard]")
        assert page.locator("[data-testid=turn]").inner_text() == "Your turn."
        board = page.locator("[data-testid=scoreboard]").inner_text()
        assert f"You (seat {payer + 1}) to pay · " in board, board
        assert "to draw" not in board, board
        acting = page.locator("[data-testid=seats] li.acting").inner_text()
        assert acting.startswith(f"You (seat {payer + 1}): "), acting
        assert acting.endswith(" · to pay"), acting
