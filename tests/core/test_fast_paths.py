"""The readers' and invariants' fast paths decide exactly as the general paths they skip.

Each fast path rests on a declared fact about the code around it (a game's card codec, a class
whose ``__init__`` :func:`~tablegames.core.states.fast_init` made, the event classes' seat
fields) and hands every case it cannot decide to the general path. These tests pin the facts
and compare both paths.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import tablegames
from tablegames.aluette import invariants as aluette_invariants
from tablegames.aluette.cards import DECK, Card, Rank, Suit
from tablegames.aluette.state import DealResult, Trick
from tablegames.core.codec import Codec
from tablegames.core.errors import FormatError
from tablegames.core.json import JsonConverter, converter_for, dumps, from_snapshot, to_snapshot
from tablegames.core.json.generated import slot_setters
from tablegames.core.json.snapshots import _snapshot_plan
from tablegames.saboteur import invariants as saboteur_invariants
from tablegames.saboteur.events import EVENT_TYPES as SABOTEUR_EVENTS
from tablegames.saboteur.state import Goal, RoundResult, Tile
from tests.core.test_snapshot import random_path
from tests.games import BUILT_IN

GAMES = BUILT_IN


def card_codec(game: str) -> tuple[Codec[Any], JsonConverter]:
    """The game's card codec, and its converter."""
    found = tablegames.GAMES[game]
    (codec,) = found.codecs
    return codec, converter_for(found)


@pytest.mark.parametrize("game", GAMES)
def test_each_card_table_is_what_its_hook_reads(game: str) -> None:
    codec, converter = card_codec(game)
    hook = converter.cattrs.get_structure_hook(codec.cls)
    table = converter.names[hook]
    assert table is codec.by_name
    assert len(table) > 10
    assert list(table) == list(codec.names.values())
    for text, card in table.items():
        assert hook(text, type(card)) is card
        assert converter.unstructure(card) == text
    assert converter.ids[converter.cattrs.get_unstructure_hook(codec.cls)] is codec.by_id


@pytest.mark.parametrize("game", GAMES)
def test_lists_of_cards_outside_the_table_go_the_general_way(game: str) -> None:
    codec, converter = card_codec(game)
    hook = converter.cattrs.get_structure_hook(codec.cls)
    text, card = next(iter(codec.by_name.items()))
    kind = tuple[type(card), ...]  # type: ignore[misc]
    assert converter.read([text, text], kind, "$") == (card, card)

    class Text(str):
        pass

    # A str subclass, a number, an unknown name: each reported at its index, as before.
    for bad in (12, "no such card", None):
        with pytest.raises(FormatError, match=r"\$\[1\]"):
            converter.read([text, bad], kind, "$")
    try:
        assert converter.read([Text(text)], kind, "$") == (hook(Text(text), type(card)),)
    except FormatError:
        with pytest.raises(FormatError):
            hook(Text(text), type(card))


@pytest.mark.parametrize("cls", [Tile, Goal, RoundResult, Trick, DealResult, *SABOTEUR_EVENTS])
def test_classes_read_without_their_init_are_built_as_their_init_builds_them(cls: type) -> None:
    names = [field.name for field in attrs.fields(cls)]
    setters = slot_setters(cls, names)
    assert setters is not None
    values = [object() for _ in names]
    made = object.__new__(cls)
    for setter, value in zip(setters, values, strict=True):
        setter(made, value)
    built = cls(*values)
    assert all(getattr(made, name) is getattr(built, name) for name in names)


def test_classes_with_a_validating_init_are_built_by_it() -> None:
    assert slot_setters(Card, ["rank", "suit"]) is None
    converter = converter_for(tablegames.GAMES["aluette"])
    with pytest.raises(FormatError):
        converter.read({"leader": 0, "cards": ["3 of coins"], "winner": 9.5}, Trick, "$")


def test_every_seat_field_of_the_saboteur_events_is_found_by_its_name() -> None:
    # What _seats_sound relies on: an event has an attribute of a seat field name exactly when
    # that is one of its seat fields.
    for cls in SABOTEUR_EVENTS:
        for name in saboteur_invariants._SEAT_FIELD_NAMES:
            assert hasattr(cls, name) == (name in saboteur_invariants._SEAT_FIELDS_OF[cls])


def test_saboteur_seats_beyond_the_table_are_named_as_before() -> None:
    state = random_path("saboteur", seed=4)[60]
    players = state.players
    events = list(state.events)
    index = next(i for i, e in enumerate(events) if hasattr(e, "player"))
    events[index] = attrs.evolve(events[index], player=players)
    problems = saboteur_invariants.check_invariants(attrs.evolve(state, events=tuple(events)))
    assert any(f"names player {players}, not a seat" in p for p in problems)
    assert not saboteur_invariants._seats_sound(events, players)
    assert saboteur_invariants._seats_sound(state.events, players)
    history = list(state.history)
    history[5] = attrs.evolve(history[5], player=players)
    problems = saboteur_invariants.check_invariants(attrs.evolve(state, history=tuple(history)))
    assert f"move 5 of the history names a seat beyond the {players} seats" in problems


def copies(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """Equal cards that are not the deck's own objects (the invariants' general path)."""
    return tuple(Card(Rank(card.rank), Suit(card.suit)) for card in cards)


def test_aluette_cards_that_are_not_the_decks_objects_are_checked_by_value() -> None:
    path = random_path("aluette", seed=5)
    for state in path[:: max(1, len(path) // 12)]:
        copied = attrs.evolve(
            state,
            hands=tuple(copies(hand) for hand in state.hands),
            talon=copies(state.talon),
            trick=copies(state.trick),
        )
        assert copied.hands == state.hands
        pairs = [
            pair
            for seat in range(4)
            for pair in zip(copied.hands[seat], state.hands[seat], strict=True)
        ]
        assert all(a is not b for a, b in pairs)
        assert aluette_invariants.check_invariants(copied) == []
    state = next(s for s in path[len(path) // 2 :] if len(s.hands[0]) > 2)
    doubled = (state.hands[0][0], *copies(state.hands[0][1:]))
    twice = attrs.evolve(state, hands=(doubled, *state.hands[1:]), talon=copies(state.talon))
    assert aluette_invariants.check_invariants(twice) == aluette_invariants.check_invariants(
        attrs.evolve(twice, hands=tuple(copies(hand) for hand in twice.hands))
    )
    unordered = attrs.evolve(state, hands=(state.hands[0][::-1], *state.hands[1:]))
    assert aluette_invariants._in_deck_order(state.hands[0])
    assert not aluette_invariants._in_deck_order(state.hands[0][::-1])
    assert aluette_invariants.check_invariants(unordered) != []
    assert aluette_invariants._in_deck_order(copies(state.hands[0]))
    assert not aluette_invariants._in_deck_order((DECK[0], DECK[0]))
    assert not aluette_invariants._in_deck_order(copies((DECK[0], DECK[0])))


@pytest.mark.parametrize("game", GAMES)
def test_snapshots_written_by_the_generated_writer_are_what_the_fields_give(game: str) -> None:
    path = random_path(game, seed=6)
    for state in path[:: max(1, len(path) // 8)]:
        data = to_snapshot(state)["data"]
        whole = tablegames.to_dict(state)["data"]
        compact = _snapshot_plan(converter_for(tablegames.GAMES[game]), type(state))[1]
        assert list(data) == list(whole)
        assert data["history"] == len(state.history)
        assert {name: data[name] for name in data if name != "history" and name not in compact} == {
            name: whole[name] for name in whole if name != "history" and name not in compact
        }
        assert from_snapshot(dumps(to_snapshot(state)), tablegames.record(state)) == state


@pytest.mark.parametrize("game", ["aluette", "ten"])
def test_cards_that_are_not_the_decks_objects_are_written_by_the_hook(game: str) -> None:
    module = __import__(f"tablegames.{game}", fromlist=["parse_card"])
    codec, converter = card_codec(game)
    hook = converter.cattrs.get_unstructure_hook(codec.cls)
    by_id = converter.ids[hook]
    cards = [module.parse_card(text) for text in codec.names.values()]
    assert all(by_id[id(card)] == hook(card) for card in cards)
    copied = [attrs.evolve(card) for card in cards]
    assert copied == cards
    assert not any(id(card) in by_id for card in copied)
    kind = tuple[type(cards[0]), ...]  # type: ignore[misc]
    written = converter.unstructure(tuple(cards), kind)
    assert written == [hook(card) for card in cards]
    assert converter.unstructure(tuple(copied), kind) == written
    assert converter.unstructure((*cards[:3], copied[3]), kind) == written[:4]
    # A single card field (of a move) goes the same way.
    move = next(m for m in random_path(game, seed=6)[-1].history if hasattr(m, "card"))
    twin = attrs.evolve(move, card=attrs.evolve(move.card))
    assert twin.card is not move.card
    assert tablegames.to_json(twin) == tablegames.to_json(move)


def test_enums_are_read_from_their_names_table() -> None:
    """Enum members are looked up in their names table by the readers' fast paths, as cards
    are: the table is what the enum's hook reads, for plain enums and IntEnums alike."""
    from tablegames.saboteur.cards import Role
    from tablegames.saboteur.state import Phase

    converter = converter_for(tablegames.GAMES["saboteur"])
    for cls in (Role, Phase):
        hook = converter.structure_hook(cls)
        table = converter.names[hook]
        assert table == {member.name.lower(): member for member in cls}
        assert all(hook(name, cls) is member for name, member in table.items())
        kind = tuple[cls, ...]  # type: ignore[valid-type]
        assert converter.read(list(table), kind, "$") == tuple(table.values())
        with pytest.raises(FormatError, match=r"\$\[1\]: expected one of"):
            converter.read([next(iter(table)), "nobody"], kind, "$")
