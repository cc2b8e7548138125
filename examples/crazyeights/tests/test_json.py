"""JSON: round trips of every kind of document, records that replay, and the generated JSON
Schemas, which validate every document the game writes.

The schemas come from tablegames' generator (``tablegames.core.schema.document_schema``), which
reads the game's classes from the registry: this distribution ships no schema of its own.
"""

from __future__ import annotations

from typing import Any

import attrs
import jsonschema
import pytest
import tablegames
from tablegames.core.json import KINDS
from tablegames.core.rng import Rng
from tablegames.core.schema import document_schema

from playouts import VARIANTS, last, playout
from tablegames_crazyeights import Card, PlayEight, Suit, parse_card


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_states_views_and_moves_round_trip(variant: str) -> None:
    for state in list(playout(3, 11, VARIANTS[variant]))[::5]:
        text = tablegames.to_json(state)
        back = tablegames.from_json(text)
        assert back == state
        assert tablegames.to_json(back) == text
        for seat in (0, 1, 2, None):
            seen = tablegames.view(state, seat)
            assert tablegames.from_json(tablegames.to_json(seen)) == seen
        for move in tablegames.legal_moves(state):
            assert tablegames.from_json(tablegames.to_json(move)) == move


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_record_replays_to_the_same_game(variant: str) -> None:
    final = last(playout(4, 12, VARIANTS[variant], bots=True))
    game_record = tablegames.from_json(tablegames.to_json(tablegames.record(final)))
    assert tablegames.replay(game_record) == final
    assert tablegames.from_json(tablegames.to_json(final), verify_history=True) == final


def test_cards_are_written_by_name() -> None:
    move = PlayEight(2, parse_card("8 of spades"), Suit.DIAMONDS)
    assert tablegames.to_dict(move)["data"] == {
        "type": "play_eight",
        "player": 2,
        "card": "8 of spades",
        "suit": "diamonds",
    }


def test_unknown_cards_are_refused_with_the_path() -> None:
    document = tablegames.to_dict(PlayEight(2, parse_card("8 of spades"), Suit.DIAMONDS))
    document["data"]["card"] = "8 of stars"
    with pytest.raises(tablegames.FormatError, match=r"\$\.data\.card.*unknown card"):
        tablegames.from_dict(document)


def documents(
    players: int, seed: int, options: Any, every: int
) -> list[tuple[str, dict[str, Any]]]:
    """The documents of a random game: every move, the record, and at one state in ``every``
    (the first and the last always) the state, the acting seat's view with its moves, each of
    the view's events on its own, the moves list and a refusal. (Validating a state with its
    history is slow: jsonschema tries every member of the tagged unions of moves and events.)"""
    rng = Rng(seed, "schemas")
    found: list[tuple[str, dict[str, Any]]] = []
    state: Any = None
    for number, state in enumerate(playout(players, seed, options)):
        seat = state.to_act
        if seat is not None:
            found.append(("move", tablegames.to_dict(rng.choice(tablegames.legal_moves(state)))))
        if number and seat is not None and rng.below(every):
            continue
        found.append(("state", tablegames.to_dict(state)))
        seen = tablegames.view(state, seat)
        found.append(("view", tablegames.to_dict(seen, with_moves=seat is not None)))
        found.extend(("event", tablegames.to_dict(e, viewer=seat)) for e in seen.events)
        if seat is None:
            break
        moves = tablegames.legal_moves(state)
        found.append(("moves", tablegames.to_dict(moves, game="crazyeights")))
        wrong = attrs.evolve(moves[0], player=(seat + 1) % players)
        try:
            tablegames.apply(state, wrong, by=seat)
        except tablegames.IllegalMoveError as exc:
            found.append(("error", tablegames.to_dict(exc)))
    found.append(("record", tablegames.to_dict(tablegames.record(state))))
    return found


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_document_validates_against_its_schema(variant: str) -> None:
    """tablegames.core.schema.document_schema("crazyeights", kind), checked with jsonschema."""
    validators = {}
    for kind in KINDS:
        schema = document_schema("crazyeights", kind)
        jsonschema.Draft202012Validator.check_schema(schema)
        validators[kind] = jsonschema.Draft202012Validator(schema)
    seen_kinds = set()
    every = 2 if variant == "standard" else 12
    for kind, document in documents(3, 21, VARIANTS[variant], every):
        validators[kind].validate(document)
        seen_kinds.add(kind)
    assert seen_kinds == set(KINDS)


def test_the_schemas_list_every_card_and_refuse_others() -> None:
    schema = document_schema("crazyeights", "move")
    assert len(schema["$defs"]["Card"]["enum"]) == 52
    document = tablegames.to_dict(PlayEight(0, parse_card("8 of hearts"), Suit.CLUBS))
    validator = jsonschema.Draft202012Validator(schema)
    validator.validate(document)
    document["data"]["card"] = "8 of stars"
    assert not validator.is_valid(document)
    assert [m["$ref"] for m in schema["$defs"]["CrazyEightsMove"]["oneOf"]] == [
        "#/$defs/PlayCard",
        "#/$defs/PlayEight",
        "#/$defs/Draw",
        "#/$defs/Pass",
    ]
    assert isinstance(parse_card("8 of hearts"), Card)
