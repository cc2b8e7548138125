"""A table's documents and update events are written once per change and shared: the mover's
answer is the very document its streams send, each viewer's update event is made once for all
its streams, and a change makes them anew. And the choices of HTTP parser and event loop."""

from __future__ import annotations

import asyncio
import json

import pytest

import tablegames
from tablegames.core.errors import ConfigError
from tablegames.core.json import to_json
from tablegames.server.run import event_loop
from tablegames.server.storage import SeatRow
from tablegames.server.tables import HUMAN, Table, wait_set
from tablegames.server.transport import http_protocol


def ten_table() -> Table:
    state = tablegames.new_game("ten", players=2, seed=7)
    return Table("game0000", tablegames.GAMES["ten"], state, [HUMAN, HUMAN], "0" * 64,
                 [SeatRow(0, "a" * 64), SeatRow(1, "b" * 64)])  # fmt: skip


def play(table: Table) -> tuple[int, str]:
    """Apply the acting seat's first legal move as the hall does: (the seat, its answer)."""
    seat = table.to_act
    assert seat is not None
    move = tablegames.legal_moves(table.state, seat)[0]
    advance = table.advance(tablegames.apply(table.state, move, by=seat))
    answer = advance.document(seat)
    table.accept(advance)
    return seat, answer


def test_the_movers_answer_is_the_document_its_streams_send() -> None:
    table = ten_table()
    seat, answer = play(table)
    assert table.document(seat) is answer
    expected = to_json(
        table.views[seat], with_moves=True, with_scores=True, state_version=table.version
    )
    assert answer == expected
    update = json.loads(table.update_event(seat).decode().split("data: ", 1)[1])
    assert update["view"] == json.loads(answer)


def test_a_viewers_update_event_is_made_once_per_change_and_shared() -> None:
    table = ten_table()
    before = [table.update_event(seat) for seat in (0, 1, None)]
    # Every stream of a viewer gets the same bytes, made once.
    assert all(
        table.update_event(seat) is made for seat, made in zip((0, 1, None), before, strict=True)
    )
    _, _ = play(table)
    after = [table.update_event(seat) for seat in (0, 1, None)]
    for seat, old, new in zip((0, 1, None), before, after, strict=True):
        index = table.index(seat)
        if table.seat_versions[index] == table.version:  # this viewer's view changed
            assert new != old
        text = new.decode()
        assert text.startswith("event: update\ndata: ")  # no id: nothing to resume from
        assert text.endswith("\n\n")
        update = json.loads(text.split("data: ", 1)[1])
        assert update["status"]["seat"] == seat
        assert update["status"]["to_act"] == table.to_act
        assert update["view"]["state_version"] == table.seat_versions[index]
    # A rematch named changes what every viewer is sent, though no view changed.
    table.rematch = "game0001"
    assert all(
        table.update_event(seat) != made for seat, made in zip((0, 1, None), after, strict=True)
    )


def test_wait_set_tells_a_set_event_from_a_timeout() -> None:
    async def run() -> tuple[bool, bool]:
        event = asyncio.Event()
        late = await wait_set(event, 0.01)
        asyncio.get_running_loop().call_later(0.01, event.set)
        return late, await wait_set(event, 5)

    assert asyncio.run(run()) == (False, True)


def test_the_http_parser_and_event_loop_are_chosen_or_refused_by_name() -> None:
    assert http_protocol("auto") in ("httptools", "h11")
    assert http_protocol("h11") == "h11"
    with pytest.raises(ConfigError, match="unknown HTTP protocol 'h2'"):
        http_protocol("h2")
    assert event_loop("asyncio") is asyncio.run
    with pytest.raises(ConfigError, match="unknown event loop 'trio'"):
        event_loop("trio")


def test_the_collector_is_tuned_for_a_long_running_server() -> None:
    import gc

    from tablegames.server.run import GC_THRESHOLD, tune_collector

    before = gc.get_threshold()
    try:
        tune_collector()
        assert gc.get_threshold() == (GC_THRESHOLD, *before[1:])
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
