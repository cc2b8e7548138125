"""The web table's log with players' names (docs/guides/frontend.rst, "The event log"): the
page shows the status's narration, which calls a seat by its player's name, where the view's
own texts, the same whatever the names, number the seats."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import client_words
from tablegames.server.names import named_words
from tests.server.harness import running

pytestmark = pytest.mark.browser


def test_the_spectators_log_calls_the_seats_by_their_names(page: Any) -> None:
    """TEN §5.1 (the first player): the log tells who starts and whose turn it is by the
    players' names; a seat without a name keeps its number."""
    # A seed whose first player is a named seat, and no bot: nothing moves meanwhile.
    seed = next(
        seed
        for seed in range(1, 100)
        if tablegames.current_player(tablegames.new_game("ten", players=3, seed=seed)) in (0, 1)
    )
    names = {0: "Ann", 1: "Bo"}
    with tempfile.TemporaryDirectory() as folder, running(Path(folder) / "db") as server:
        created = server.call(
            server.hall.create("ten", kinds=["human"] * 3, seed=seed, take=[0, 1, 2], names=names)
        )
        state = created.table.state
        page.goto(server.url(f"/watch/{created.table.id}"))
        page.wait_for_selector("[data-testid=event]")
        log = page.locator("[data-testid=event]").all_text_contents()
    words = client_words(tablegames.GAMES["ten"])
    named = named_words(words, [names.get(seat) for seat in range(3)])
    events = tablegames.view(state, None).events
    assert log == [named.text(event, None) for event in events if words.text(event, None)]
    assert log != [words.text(event, None) for event in events if words.text(event, None)]
    assert any(names[tablegames.current_player(state)] in line for line in log)
