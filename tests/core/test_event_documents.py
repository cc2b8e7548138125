"""Events serialize on their own (issue 24): ``to_json(event)`` writes an ``event`` document,
``from_json`` reads it back to an equal event, and a malformed or tampered document is refused
with a :class:`~tablegames.FormatError`."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tablegames
from tablegames import ConfigError, FormatError, NotAGameObjectError
from tablegames.core.events import events_since
from tablegames.core.game import hook
from tablegames.core.schema import document_schema
from tablegames.core.words import in_full
from tablegames.saboteur.events import TurnSkipped
from tests.core.event_playouts import playouts
from tests.games import INSTALLED
from tests.saboteur.helpers import EW, arrange, play
from tests.test_schemas import CompiledValidator


def _round_trip(game: str, event: object, viewer: int | None, validator: Any | None) -> None:
    text = tablegames.to_json(event, viewer=viewer)
    document = json.loads(text)
    assert list(document) == ["format", "version", "game", "kind", "data"]
    assert (document["game"], document["kind"]) == (game, "event")
    data = document["data"]
    assert data["text"] == in_full(hook(tablegames.GAMES[game], "words")).text(event, viewer)
    assert next(iter(data)) == "type"
    assert list(data)[-1] == "text"
    if validator is not None:
        validator.validate(document)
    assert tablegames.from_json(text) == event
    assert tablegames.from_dict(tablegames.to_dict(event, viewer=viewer)) == event


def test_every_event_of_every_view_round_trips_and_every_event_class_is_reached() -> None:
    """Random and heuristic games of every game, player count and event-producing variant: each
    event each seat's view (and the spectator's) showed is written as an event document that
    fits the game's schema, carries the text the view document gives it, and reads back equal.
    Every event class of every game is met. (Each event is checked once per viewer.)"""
    validators = {game: CompiledValidator(document_schema(game, "event")) for game in INSTALLED}
    reached: dict[str, set[type]] = {game: set() for game in INSTALLED}
    done: set[tuple[object, int | None]] = set()
    for game, players, states in playouts(seeds=2):
        for seat in (None, *range(players)):
            before = None
            for state in states:
                seen = tablegames.view(state, seat)
                new = seen.events if before is None else events_since(before, seen)
                for event in new:
                    if (event, seat) in done:
                        continue
                    done.add((event, seat))
                    reached[game].add(type(event))
                    _round_trip(game, event, seat, validators[game])
                before = seen
    # Saboteur's skipped turn needs empty hands and no draw pile (ruling S-7): arranged.
    skipped = play(arrange(hands={0: [EW], 1: [], 2: [EW], 3: [EW]}, pile=0), _discard(EW))
    for event in skipped.events:
        reached["saboteur"].add(type(event))
        _round_trip("saboteur", event, 2, validators["saboteur"])
    assert TurnSkipped in reached["saboteur"]
    for game in INSTALLED:
        missing = set(tablegames.GAMES[game].event_types) - reached[game]
        assert not missing, f"{game}: never met {sorted(cls.__name__ for cls in missing)}"


def _discard(card: Any) -> Any:
    from tablegames.saboteur import Discard

    return Discard(0, card)


def _document(game: str = "saboteur") -> dict[str, Any]:
    """An event document: a card drawn by seat 0, told to seat 0."""
    state = tablegames.new_game(game, players=3, seed=3)
    after = tablegames.apply(state, tablegames.legal_moves(state)[0])
    event = events_since(state, after)[-1]
    return tablegames.to_dict(event, viewer=0)


def test_an_event_document_reads_as_the_event_and_drops_its_text() -> None:
    document = _document()
    assert document["data"]["type"] == "own_card_drawn"
    assert document["data"]["text"].startswith("You drew")
    event = tablegames.from_dict(document)
    document["data"]["text"] = "anything a person reads"
    assert tablegames.from_dict(document) == event
    del document["data"]["text"]  # the text is for people: a document may leave it out
    assert tablegames.from_dict(document) == event


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["data"].update(type="gold_stolen"), "gold_stolen"),
        (lambda d: d["data"].pop("player"), "$.data.player: missing required field"),
        (lambda d: d["data"].update(extra=1), "$.data: unknown field(s): extra"),
        (lambda d: d["data"].update(player="0"), "$.data.player"),
        (lambda d: d["data"].update(player=True), "$.data.player"),
        (lambda d: d["data"].update(player=10), "$.data.player: expected a seat from 0 to 9"),
        (lambda d: d["data"].update(player=-1), "$.data.player"),
        (lambda d: d["data"].update(card="a golden nugget"), "$.data.card"),
        (lambda d: d["data"].update(text=7), "$.data.text"),
        (lambda d: d["data"].update(text="x" * 1001), "$.data.text"),
        (lambda d: d.update(data=[]), "$.data"),
        (lambda d: d.update(kind="events"), "$.kind"),
        (lambda d: d.update(version=99), "$.version"),
        (lambda d: d.update(game="ten"), "$.data"),  # no TEN event has this tag
        (lambda d: d.update(moves=[]), "$.moves"),
        (lambda d: d.update(state_version=3), "$.state_version"),
    ],
)
def test_malformed_or_tampered_event_documents_are_refused(change: Any, message: str) -> None:
    document = _document()
    change(document)
    with pytest.raises(FormatError) as refused:
        tablegames.from_dict(document)
    assert message in str(refused.value)
    with pytest.raises(FormatError):
        tablegames.from_json(json.dumps(document))


def test_viewer_is_for_events_only_and_is_a_seat() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    event = tablegames.apply(state, tablegames.legal_moves(state)[0]).events[-1]
    with pytest.raises(ConfigError, match="viewer must be a seat number"):
        tablegames.to_json(event, viewer=-1)
    with pytest.raises(ConfigError, match="viewer must be a seat number"):
        tablegames.to_json(event, viewer="0")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="viewer applies to events only"):
        tablegames.to_json(state, viewer=0)
    with pytest.raises(NotAGameObjectError, match="belongs to the game 'ten'"):
        tablegames.to_json(event, game="aluette")
    assert tablegames.to_dict(event, game="ten")["kind"] == "event"
