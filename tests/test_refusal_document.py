"""An ``error`` document carries the facts its refusal names (``fields``), as JSON: a front end
that words each code in its own language says "the highest bid is 4" with the 4 it reads there.

The facts are the error's :attr:`~tablegames.IllegalMoveError.fields` as the game's converter
writes them (a card as its name, a cell as ``[x, y]``, a seat as its index from 0), written only
when there are any, and read back as JSON values within documented bounds
(:func:`~tablegames.core.protocol.refusal_field_problems`): a document is hostile input.
"""

from __future__ import annotations

import copy
import json
import pickle
from types import MappingProxyType
from typing import Any

import jsonschema
import pytest

import tablegames
from tablegames import ConfigError, FormatError, IllegalMoveError, Refusal
from tablegames.core.json import converter_for
from tablegames.core.protocol import (
    MAX_REFUSAL_FIELDS,
    MAX_REFUSAL_ITEMS,
    MAX_REFUSAL_NUMBER,
    MAX_REFUSAL_TEXT,
    error_code,
    refusal_field_problems,
    refusal_fields,
)
from tablegames.core.schema import document_schema, load_schema, shipped_games
from tests import docs_examples
from tests.games import INSTALLED
from tests.test_refusal_fields import refusals

# -- the round trip of every real refusal ------------------------------------------------------


@pytest.fixture(scope="module", params=INSTALLED)
def game_refusals(request: pytest.FixtureRequest) -> tuple[str, dict[str, list[IllegalMoveError]]]:
    """Real refusals of an installed game, by code, as a player meets them in playouts."""
    game: str = request.param
    return game, refusals(game)


def unstructured(game: str, error: IllegalMoveError) -> dict[str, object]:
    """The error's fields as the game's converter writes each value."""
    unstructure = converter_for(tablegames.GAMES[game]).unstructure
    return {name: unstructure(value) for name, value in error.fields.items()}


def test_every_refusal_reads_back_with_its_fields_unstructured(
    game_refusals: tuple[str, dict[str, list[IllegalMoveError]]],
) -> None:
    """For every code met in random playouts, ``from_json(to_json(error, game=...))`` gives a
    refusal whose fields equal the error's fields written by the game's converter: every fact
    is written, none left out."""
    game, found = game_refusals
    assert any(errors[0].fields for errors in found.values())
    for code, errors in found.items():
        for error in errors:
            document = tablegames.to_dict(error, game=game)
            refusal = tablegames.from_json(tablegames.to_json(error, game=game))
            assert isinstance(refusal, Refusal)
            assert refusal.code == code
            assert refusal.fields == unstructured(game, error), code
            assert ("fields" in document["data"]) == bool(error.fields), code
            assert tablegames.to_dict(refusal, game=game) == document


def test_every_refusals_document_fits_its_schema(
    game_refusals: tuple[str, dict[str, list[IllegalMoveError]]],
) -> None:
    """The documents written for real refusals, fields included, fit the game's error schema
    (the shipped one for a shipped game)."""
    game, found = game_refusals
    shipped = game in shipped_games()
    schema = load_schema(game, "error") if shipped else document_schema(game, "error")
    validator = jsonschema.Draft202012Validator(schema)
    for errors in found.values():
        for error in errors:
            validator.validate(tablegames.to_dict(error, game=game))


def test_a_seat_is_its_index_a_card_its_name_and_a_cell_an_array() -> None:
    """Seats as a move's ``player`` (from 0); a game's values as its documents write them."""
    found = refusals("saboteur")
    out_of_turn = found["saboteur.turn.not_yours"][0]
    assert tablegames.to_dict(out_of_turn)["data"]["fields"] == {
        "player": out_of_turn.move.player,  # type: ignore[attr-defined]
        "to_act": out_of_turn.fields["to_act"],
    }
    mismatch = found["saboteur.path.mismatch"][0]
    fields = tablegames.to_dict(mismatch)["data"]["fields"]
    placed = tablegames.to_dict(mismatch.move)["data"]
    cell = [placed["x"], placed["y"]]
    assert fields == {"card": placed["card"], "cell": cell, "side": mismatch.fields["side"]}
    broken = found["saboteur.repair.not_broken"][0]
    assert tablegames.to_dict(broken)["data"]["fields"]["tool"] in ("pickaxe", "lantern", "cart")


def test_the_documented_refused_bid_names_the_bids() -> None:
    """The example of the reference: TEN's bid too low, with the highest bid and the least."""
    error = docs_examples.refused_bid()
    document = tablegames.to_dict(error)
    assert document["data"]["code"] == "ten.bid.too_low"
    high, lowest = document["data"]["fields"]["high_bid"], document["data"]["fields"]["lowest"]
    assert lowest == high + 1
    assert f"The highest bid is {high}: bid at least {lowest}" in document["data"]["message"]


# -- a refusal without facts -------------------------------------------------------------------


@pytest.mark.parametrize(
    "error",
    [
        FormatError("not valid JSON"),
        ConfigError("bad options"),
        IllegalMoveError("The game is over.", code="ten.game.over"),
    ],
    ids=["format", "config", "no facts"],
)
def test_a_refusal_without_facts_is_written_as_before(error: Exception) -> None:
    """No ``fields`` key at all: the bytes of the documents written before there were facts."""
    text = tablegames.to_json(error, game="ten")
    code = error_code(error)  # type: ignore[arg-type]
    assert text == (
        '{"format": "tablegames", "version": 2, "game": "ten", "kind": "error", "data": '
        f'{{"code": "{code}", "message": {json.dumps(str(error))}, "move": null}}}}'
    )
    assert tablegames.from_json(text).fields == {}  # type: ignore[attr-defined]


# -- the refusal object ------------------------------------------------------------------------


def test_a_refusals_fields_are_a_read_only_copy() -> None:
    given: dict[str, Any] = {"cell": [0, 1], "lowest": 5}
    refusal = Refusal("ten.bid.too_low", "Bid at least 5.", fields=given)
    given["lowest"] = 6
    given["cell"].append(2)
    assert refusal.fields == {"cell": [0, 1], "lowest": 5}
    assert isinstance(refusal.fields, MappingProxyType)
    with pytest.raises(TypeError):
        refusal.fields["lowest"] = 7  # type: ignore[index]
    written = tablegames.to_dict(refusal, game="ten")["data"]["fields"]
    written["cell"].append(3)
    assert refusal.fields["cell"] == [0, 1]


def test_refusals_with_equal_fields_are_equal_and_hash_alike() -> None:
    one = Refusal("ten.bid.too_low", "m", fields={"lowest": 5})
    other = Refusal("ten.bid.too_low", "m", fields={"lowest": 5})
    assert one == other
    assert hash(one) == hash(other)
    assert one != Refusal("ten.bid.too_low", "m", fields={"lowest": 6})
    assert Refusal("a.b", "m", fields=None) == Refusal("a.b", "m") == Refusal("a.b", "m", fields={})


def test_a_refusals_repr_shows_its_fields() -> None:
    assert repr(Refusal("a.b", "m", fields={"lowest": 5})) == (
        "Refusal(code='a.b', message='m', move=None, fields={'lowest': 5})"
    )


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"card": object()}, r"Refusal\.fields\.card: expected null, a boolean, a number"),
        ({"Lowest": 5}, r"the name 'Lowest' is not a lowercase identifier"),
        ([("lowest", 5)], r"Refusal\.fields: expected an object"),
    ],
)
def test_a_refusal_is_given_json_facts_only(fields: Any, problem: str) -> None:
    """A game's own value (a card) must be written first (:func:`refusal_fields`)."""
    with pytest.raises(ConfigError, match=problem):
        Refusal("a.b", "m", fields=fields)


def test_from_error_without_a_converter_keeps_the_facts_that_are_json() -> None:
    error = IllegalMoveError("No.", code="a.b", fields={"lowest": 5, "card": object()})
    assert Refusal.from_error(error).fields == {"lowest": 5}
    assert Refusal.from_error(error, unstructure=lambda value: "a card").fields == {
        "lowest": "a card",
        "card": "a card",
    }


def test_a_refusal_of_a_class_that_skips_the_errors_init_is_written_without_facts() -> None:
    """A game's own subclass that never calls ``IllegalMoveError.__init__`` has no fields: its
    refusal is written all the same, as one that names nothing."""

    class Odd(IllegalMoveError):
        def __init__(self, message: str) -> None:
            Exception.__init__(self, message)
            self.code = "toy.odd"
            self.move = None

    document = tablegames.to_dict(Odd("No."), game="ten")
    assert document["data"] == {"code": "toy.odd", "message": "No.", "move": None}


def test_a_fact_that_cannot_be_written_is_left_out_and_the_refusal_sent() -> None:
    """A converter that fails on a value, or writes it as no bounded JSON value: that fact is
    left out, the others written."""

    def unstructure(value: object) -> object:
        if value == "boom":
            raise ValueError("cannot write it")
        return value

    facts = {"a": "boom", "b": "x" * (MAX_REFUSAL_TEXT + 1), "c": [[1]], "d": 4, "e": (1, 2)}
    assert refusal_fields(facts, unstructure) == {"d": 4, "e": [1, 2]}
    many = {f"n{index}": index for index in range(MAX_REFUSAL_FIELDS + 5)}
    assert len(refusal_fields(many)) == MAX_REFUSAL_FIELDS


# -- reading hostile fields --------------------------------------------------------------------

#: A document whose data the cases replace.
GOOD = tablegames.to_dict(
    Refusal("ten.bid.too_low", "Bid at least 5.", fields={"lowest": 5}), game="ten"
)

#: The most a document's fields may hold, all at once.
LARGEST: dict[str, Any] = {
    **{f"n{index}": MAX_REFUSAL_NUMBER for index in range(MAX_REFUSAL_FIELDS - 3)},
    "text": "x" * MAX_REFUSAL_TEXT,
    "items": [-MAX_REFUSAL_NUMBER, 1.5, None, True, "s"] + [0] * (MAX_REFUSAL_ITEMS - 5),
    "object": {f"k{index}": index for index in range(MAX_REFUSAL_ITEMS)},
}

#: Fields no document may hold, each with the problem it is refused with.
HOSTILE: list[tuple[object, str]] = [
    (None, r"\$\.data\.fields: expected an object, got null"),
    ([1, 2], r"\$\.data\.fields: expected an object"),
    ("lowest", r"\$\.data\.fields: expected an object"),
    (
        {f"n{index}": 0 for index in range(MAX_REFUSAL_FIELDS + 1)},
        rf"\$\.data\.fields: expected at most {MAX_REFUSAL_FIELDS} names",
    ),
    ({"": 1}, r"\$\.data\.fields: the name '' is not a lowercase identifier"),
    ({"Lowest": 1}, r"the name 'Lowest' is not"),
    ({"a b": 1}, r"the name 'a b' is not"),
    ({"9lives": 1}, r"the name '9lives' is not"),
    ({"x" * 41: 1}, r"the name 'x+' is not"),
    (
        {"text": "x" * (MAX_REFUSAL_TEXT + 1)},
        rf"\$\.data\.fields\.text: expected at most {MAX_REFUSAL_TEXT} characters",
    ),
    ({"big": MAX_REFUSAL_NUMBER + 1}, r"\$\.data\.fields\.big: expected a number of at most"),
    ({"big": -1e300}, r"\$\.data\.fields\.big: expected a number of at most"),
    ({"deep": [[1]]}, r"\$\.data\.fields\.deep\[0\]: expected null, a boolean, a number"),
    ({"deep": [{"a": 1}]}, r"\$\.data\.fields\.deep\[0\]: expected null"),
    ({"deep": {"a": [1]}}, r"\$\.data\.fields\.deep\.a: expected null"),
    ({"deep": {"A": 1}}, r"\$\.data\.fields\.deep: the name 'A' is not"),
    (
        {"long": [0] * (MAX_REFUSAL_ITEMS + 1)},
        rf"\$\.data\.fields\.long: expected at most {MAX_REFUSAL_ITEMS} items",
    ),
    (
        {"wide": {f"k{index}": 0 for index in range(MAX_REFUSAL_ITEMS + 1)}},
        rf"\$\.data\.fields\.wide: expected at most {MAX_REFUSAL_ITEMS} names",
    ),
    ({"item": ["x" * (MAX_REFUSAL_TEXT + 1)]}, r"\$\.data\.fields\.item\[0\]: expected at most"),
]


def with_fields(fields: object) -> dict[str, Any]:
    return {**GOOD, "data": {**GOOD["data"], "fields": fields}}


def test_the_largest_fields_read_back_and_fit_the_schema() -> None:
    document = with_fields(LARGEST)
    refusal = tablegames.from_json(json.dumps(document))
    assert refusal.fields == LARGEST  # type: ignore[attr-defined]
    jsonschema.validate(document, load_schema("ten", "error"))


@pytest.mark.parametrize(("fields", "problem"), HOSTILE, ids=lambda item: str(item)[:30])
def test_hostile_fields_are_refused_naming_the_field(fields: object, problem: str) -> None:
    with pytest.raises(FormatError, match=problem):
        tablegames.from_json(json.dumps(with_fields(fields)))
    with pytest.raises(FormatError, match=problem):
        tablegames.from_dict(with_fields(fields))


@pytest.mark.parametrize(("fields", "problem"), HOSTILE, ids=lambda item: str(item)[:30])
def test_the_schema_refuses_what_reading_refuses(fields: object, problem: str) -> None:
    """The schema and the reader hold the fields to the same bounds."""
    assert refusal_field_problems(fields, "$.data.fields")
    validator = jsonschema.Draft202012Validator(load_schema("ten", "error"))
    assert not validator.is_valid(with_fields(fields)), problem


def test_an_empty_fields_object_reads_as_no_facts() -> None:
    """Never written, but harmless: a refusal that names no fact."""
    assert tablegames.from_dict(with_fields({})).fields == {}  # type: ignore[attr-defined]


def test_the_problems_are_bounded_on_a_hostile_name() -> None:
    """A huge name is cut in the message, not echoed."""
    with pytest.raises(FormatError) as info:
        tablegames.from_dict(with_fields({"x" * 100_000: 1}))
    assert len(str(info.value)) < 400


@pytest.mark.parametrize(
    ("code", "fields"), [("ten.bid.too_low", {"lowest\n": 5}), ("ten.bid.too_low\n", {})]
)
def test_a_name_or_code_ending_in_a_newline_is_refused(code: str, fields: Any) -> None:
    """Python's ``$`` matches before a last newline, ECMAScript's (the schema's, which a
    JavaScript validator reads) does not: reading and writing tested the patterns with
    ``match`` and took ``"lowest\\n"``, a document this library wrote that a JavaScript
    validator then refused."""
    document = {**GOOD, "data": {**GOOD["data"], "code": code, "fields": fields}}
    with pytest.raises(FormatError):
        tablegames.from_dict(document)
    with pytest.raises(ConfigError):
        Refusal(code, "Bid at least 5.", fields=fields)


@pytest.mark.parametrize("fields", [{}, {"lowest": 5, "among": [1, 2], "by": {"a": "b"}}])
def test_a_refusal_pickles_and_copies(fields: Any) -> None:
    """A refusal is a value: it pickles (process pools) and deep-copies, its fields too, though
    they are held in a mapping proxy, which cannot be pickled."""
    refusal = Refusal("ten.bid.too_low", "Bid at least 5.", fields=fields)
    for again in (pickle.loads(pickle.dumps(refusal)), copy.deepcopy(refusal)):
        assert again == refusal
        with pytest.raises(TypeError):
            again.fields["lowest"] = 6  # type: ignore[index]
