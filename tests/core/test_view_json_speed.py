"""``to_json(view)`` was made faster (issue 24: event texts remembered, written in place); the
documents must not change by a byte. The old way of writing a view is kept here as the oracle."""

from __future__ import annotations

import json
from typing import Any

import tablegames
from tablegames.core.game import hook
from tablegames.core.json import converter_for, dumps
from tablegames.core.json.envelope import FORMAT, VERSION
from tablegames.core.protocol import _TEXTS, MAX_REMEMBERED_TEXTS, event_text
from tablegames.core.words import in_full
from tests.core.event_playouts import playouts


def old_to_json(view: Any, worded: dict[tuple[int, int | None], tuple[object, str]]) -> str:
    """A view document as tablegames wrote it before the memo: each event's text worded anew
    (the cards named in full, the empty text for an event another one tells better), each
    event's JSON copied with its text added.

    ``worded`` keeps the oracle's own texts by the event *object* and viewer (the object kept
    with its text, so that its id is not reused): an event is frozen and its words a function
    of it and the viewer, so a text read back is the one worded anew, and the oracle does not
    lean on equality of events as the memo under test does."""
    found = next(g for g in tablegames.GAMES.values() if isinstance(view, g.view_type))
    data = converter_for(found).unstructure(view)
    words = in_full(hook(found, "words"))

    def text(event: object) -> str:
        kept = worded.get((id(event), view.player))
        if kept is not None and kept[0] is event:
            return kept[1]
        made = "" if words.is_redundant(event, view.player) else words.text(event, view.player)
        worded[id(event), view.player] = (event, made)
        return made

    data["events"] = [
        {**item, "text": text(event)}
        for item, event in zip(data["events"], view.events, strict=True)
    ]
    document = {"format": FORMAT, "version": VERSION, "game": found.name, "kind": "view"}
    document["data"] = data
    return dumps(document)


def test_view_documents_are_byte_identical_to_the_old_writer() -> None:
    """Every seat's and the spectator's view of every third state of random and heuristic
    games of every game, player count and variant, written twice (the memo warm the second
    time), is byte for byte what the old writer gives."""
    compared = 0
    for _game, players, states in playouts(seeds=1):
        worded: dict[tuple[int, int | None], tuple[object, str]] = {}
        for index, state in enumerate(states):
            if index % 3:
                continue
            for seat in (None, *range(players)):
                seen = tablegames.view(state, seat)
                expected = old_to_json(seen, worded)
                assert tablegames.to_json(seen) == expected
                assert tablegames.to_json(seen) == expected
                compared += 1
    assert compared > 1000


def test_the_text_memo_is_bounded_and_keyed_by_the_words_themselves() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    event = state.events[0]
    words = hook(tablegames.GAMES["ten"], "words")
    assert event_text(words, event, 0) == words.text(event, 0)
    assert event_text(words, event, None) == words.text(event, None)
    assert len(_TEXTS) <= MAX_REMEMBERED_TEXTS
    other = hook(tablegames.GAMES["aluette"], "words")  # other words: their own entries
    aluette = tablegames.new_game("aluette", players=4, seed=1)
    for seat in range(4):
        for item in aluette.events:
            assert event_text(other, item, seat) == other.text(item, seat)
    assert json.loads(tablegames.to_json(tablegames.view(aluette, 0)))["kind"] == "view"
