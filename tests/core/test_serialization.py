"""The JSON envelope, strict reading, and FormatError messages that name the bad field."""

from __future__ import annotations

import copy
import enum
import json
from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.errors import FormatError
from tablegames.core.json import dumps, new_converter, snake_case
from tests.core.conftest import toy_game

# A converter of no game, for the classes these tests define.
converter = new_converter()
structure = converter.read


@pytest.fixture
def state(toy: Any) -> Any:
    return tablegames.new_game("toy", players=3, seed=11)


def document(obj: object) -> dict[str, Any]:
    return json.loads(tablegames.to_json(obj))


def load_error(doc: object) -> FormatError:
    with pytest.raises(FormatError) as info:
        tablegames.from_dict(doc)
    return info.value


def test_envelope_fields(state: Any) -> None:
    doc = document(state)
    assert list(doc) == ["format", "version", "game", "kind", "data"]
    assert doc["format"] == "tablegames"
    assert doc["version"] == tablegames.VERSION == 2
    assert doc["game"] == "toy"
    assert doc["kind"] == "state"


def test_every_kind_round_trips(state: Any) -> None:
    move = tablegames.legal_moves(state)[0]
    seen = tablegames.view(state, 1)
    game_record = tablegames.record(tablegames.apply(state, move))
    for obj, kind in ((state, "state"), (seen, "view"), (move, "move"), (game_record, "record")):
        text = tablegames.to_json(obj)
        assert json.loads(text)["kind"] == kind
        assert tablegames.from_json(text) == obj
        assert tablegames.from_dict(tablegames.to_dict(obj)) == obj
        assert tablegames.to_json(tablegames.from_json(text)) == text


def test_move_union_members_carry_a_snake_case_type_tag_first(state: Any) -> None:
    move = tablegames.legal_moves(state)[0]
    data = document(move)["data"]
    assert next(iter(data)) == "type"
    assert data["type"] == "play_card"
    assert snake_case("PlacePath") == "place_path"


def test_enums_are_written_as_lowercase_names() -> None:
    class Colour(enum.Enum):
        DEEP_RED = 1

    assert converter.unstructure(Colour.DEEP_RED) == "deep_red"
    assert converter.structure("deep_red", Colour) is Colour.DEEP_RED
    with pytest.raises(FormatError, match=r"\$: expected one of deep_red; got 'DEEP_RED'"):
        structure("DEEP_RED", Colour, "$")


class Size(enum.IntEnum):
    SMALL = 1
    LARGE = 2


@attrs.frozen
class Box:
    size: Size
    sizes: tuple[Size, ...]


def test_int_enums_are_read_back_from_their_lowercase_names() -> None:
    """IntEnum members reach int's hook first (cattrs dispatches on the MRO); names still work."""
    data = converter.unstructure(Box(Size.LARGE, (Size.SMALL,)))
    assert data == {"size": "large", "sizes": ["small"]}
    back = converter.structure(data, Box)
    assert back == Box(Size.LARGE, (Size.SMALL,))
    assert type(back.size) is Size
    with pytest.raises(FormatError, match=r"\$.size: expected one of small, large; got the number"):
        structure({"size": 2, "sizes": []}, Box, "$")
    assert converter.structure(7, int) == 7


def test_from_dict_does_not_modify_its_input(state: Any) -> None:
    doc = document(tablegames.record(state))
    doc["data"]["moves"] = [document(tablegames.legal_moves(state)[0])["data"]]
    before = copy.deepcopy(doc)
    tablegames.from_dict(doc)
    tablegames.from_dict(doc)
    assert doc == before


def test_not_json_is_a_format_error() -> None:
    with pytest.raises(FormatError, match="not valid JSON"):
        tablegames.from_json("{not json")
    with pytest.raises(FormatError, match="NaN is not allowed"):
        tablegames.from_json('{"a": NaN}')
    with pytest.raises(FormatError, match="expected JSON text"):
        tablegames.from_json(42)  # type: ignore[arg-type]


def test_not_an_envelope() -> None:
    assert "got a list" in str(load_error([1, 2]))
    error = load_error({"format": "tablegames"})
    assert "$.version: missing required field" in error.errors
    assert "$.data: missing required field" in error.errors
    assert "$.format is 'chess'" in str(load_error({**document_of_toy(), "format": "chess"}))
    assert "$.extra: unknown field" in load_error({**document_of_toy(), "extra": 1}).errors


def document_of_toy() -> dict[str, Any]:
    toy_game()
    return document(tablegames.new_game("toy", players=2, seed=1))


def test_unknown_game_and_kind() -> None:
    error = load_error({**document_of_toy(), "game": "chess"})
    assert "$.game: unknown game 'chess'" in str(error)
    assert "toy" in str(error)
    assert "$.kind: unknown kind 'board'" in str(load_error({**document_of_toy(), "kind": "board"}))


@pytest.mark.parametrize("version", [3, 99])
def test_newer_version_is_refused(version: int) -> None:
    error = load_error({**document_of_toy(), "version": version})
    assert f"format version {version}" in str(error)
    assert "upgrade tablegames" in str(error)


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, None])
def test_unknown_version_is_refused(version: object) -> None:
    assert "unknown format version" in str(load_error({**document_of_toy(), "version": version}))


def test_wrong_field_types_name_their_path() -> None:
    doc = document_of_toy()
    doc["data"]["leader"] = "0"
    doc["data"]["hands"][1][0] = 2.5
    doc["data"]["points"] = {"a": 1}
    doc["data"]["seed"] = True
    error = load_error(doc)
    assert "$.data.leader: expected an integer, got the string '0'" in error.errors
    assert "$.data.hands[1][0]: expected an integer, got the number 2.5" in error.errors
    assert "$.data.points: expected a list, got an object" in error.errors
    assert "$.data.seed: expected an integer, got a boolean" in error.errors
    assert all(line in str(error) for line in error.errors)


def test_missing_and_unknown_fields_name_their_path() -> None:
    doc = document_of_toy()
    del doc["data"]["deck"]
    doc["data"]["cheat"] = 1
    doc["data"]["events"][0]["colour"] = "red"
    error = load_error(doc)
    assert "$.data.deck: missing required field" in error.errors
    assert "$.data: unknown field(s): cheat" in error.errors
    assert "$.data.events[0]: unknown field(s): colour" in error.errors


def test_unknown_move_type_names_the_choices() -> None:
    doc = document_of_toy()
    doc["kind"] = "move"
    doc["data"] = {"type": "teleport", "player": 0}
    assert "$.data: type 'teleport' is not one of: play_card, forfeit" in load_error(doc).errors
    doc["data"] = {"player": 0}
    assert "$.data: no 'type' field is not one of: play_card, forfeit" in load_error(doc).errors
    doc["data"] = "play_card"
    assert any("expected an object" in e for e in load_error(doc).errors)


@attrs.frozen
class _Shade:
    name: str


@attrs.frozen
class _Swatch:
    shades: tuple[_Shade, ...]


def _structure_shade(value: object, _: type) -> _Shade:
    if not isinstance(value, str):
        raise TypeError(f"expected a shade such as 'teal', got {type(value).__name__}")
    if value not in ("teal", "ochre"):
        raise ValueError(f"unknown shade {value!r}; shades are 'teal' and 'ochre'")
    return _Shade(value)


def test_a_hook_s_own_message_names_the_problem() -> None:
    """A game's own hooks (its configure_converter) explain themselves; a hook's ValueError or
    TypeError text is kept."""
    own = new_converter(configure=lambda c: c.register_structure_hook(_Shade, _structure_shade))
    with pytest.raises(FormatError) as info:
        own.read({"shades": ["teal", "mauve", 3]}, _Swatch, "$.data")
    assert info.value.errors == (
        "$.data.shades[1]: unknown shade 'mauve'; shades are 'teal' and 'ochre'",
        "$.data.shades[2]: expected a shade such as 'teal', got int",
    )


def test_tampered_state_is_inconsistent() -> None:
    doc = document_of_toy()
    doc["data"]["deck"][0] = doc["data"]["hands"][0][0]  # the same card twice
    error = load_error(doc)
    assert "inconsistent toy state" in str(error)
    assert "exactly once" in str(error)


def test_record_documents_are_checked_field_by_field(state: Any) -> None:
    doc = document(tablegames.record(state))
    doc["data"]["players"] = "three"
    doc["data"]["moves"] = [{"type": "play_card", "player": 0}]
    error = load_error(doc)
    assert "$.data.players: expected an integer, got the string 'three'" in error.errors
    assert "$.data.moves[0].card: missing required field" in error.errors
    doc = document(tablegames.record(state))
    doc["data"]["game"] = "ten"
    assert "envelope says 'toy'" in str(load_error(doc))


def test_a_record_whose_options_its_table_cannot_have_is_refused() -> None:
    """read_record says "its setup checked": a first player past the last seat was read, and
    only replay refused it (a ConfigError); the same value in a state document is refused."""
    state = tablegames.new_game("saboteur", players=4, seed=1)
    doc = document(tablegames.record(state))
    assert tablegames.from_dict(doc) == tablegames.record(state)
    doc["data"]["options"]["first_player"] = 5
    error = load_error(doc)
    assert str(error).startswith("impossible saboteur record")
    assert error.errors == (
        "$.data.options: first_player is 5, but a 4-player game has seats 0 to 3",
    )
    doc["data"]["players"] = 6  # the same options at a table of six are a game
    assert tablegames.replay(tablegames.from_dict(doc)).to_act == 5


def test_to_dict_refuses_foreign_objects() -> None:
    @attrs.frozen
    class Stranger:
        x: int

    with pytest.raises(TypeError, match="not a tablegames object"):
        tablegames.to_dict(Stranger(1))


def test_format_errors_pickle() -> None:
    import pickle

    error = FormatError("bad", ["$.a: x", "$.b: y"])
    again = pickle.loads(pickle.dumps(error))
    assert again.errors == error.errors
    assert str(again) == str(error)


def test_verify_history_catches_tampering_that_looks_consistent(toy: Any) -> None:
    state = tablegames.new_game("toy", players=3, seed=4)
    state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    doc = document(state)
    assert tablegames.from_dict(doc, verify_history=True) == state
    doc["data"]["deck"] = doc["data"]["deck"][::-1]  # still every card once: consistent
    assert tablegames.from_dict(doc).deck == state.deck[::-1]
    with pytest.raises(
        FormatError, match=r"not what its own history gives \(fields that differ: deck\)"
    ):
        tablegames.from_dict(doc, verify_history=True)
    doc = document(state)
    doc["data"]["history"] = []
    with pytest.raises(FormatError, match="not what its own history gives"):
        tablegames.from_json(json.dumps(doc), verify_history=True)


def test_every_bad_item_is_reported_even_after_the_fast_path_fails() -> None:
    """Structuring tries a fast pass first; on failure every problem is still reported."""
    data = {"size": "huge", "sizes": ["small", "tiny", 3]}
    with pytest.raises(FormatError) as info:
        structure(data, Box, "$")
    assert info.value.errors == (
        "$.size: expected one of small, large; got 'huge'",
        "$.sizes[1]: expected one of small, large; got 'tiny'",
        "$.sizes[2]: expected one of small, large; got the number 3",
    )


@pytest.mark.parametrize(
    "change",
    [
        lambda move: {**move, "colour": "red"},  # an unknown field
        lambda move: {k: v for k, v in move.items() if k != "player"},  # a missing field
        lambda move: {**move, "player": "0"},  # a field of the wrong type
        lambda move: {**move, "type": "teleport"},  # an unknown tag
        lambda move: {k: v for k, v in move.items() if k != "type"},  # no tag
        lambda move: list(move.values()),  # not an object
        lambda move: None,  # not an object
    ],
)
def test_a_bad_member_of_a_list_is_reported_as_it_is_alone(state: Any, change: Any) -> None:
    """A list of union members (a history) is read member by member through each one's exact
    function; a member that does not fit it is reported exactly as the same member alone."""
    for move in tablegames.legal_moves(state)[:1]:
        state = tablegames.apply(state, move)
    doc = document(state)
    doc["data"]["history"] = [change(doc["data"]["history"][0])]
    alone = document(state.history[0])
    alone["data"] = doc["data"]["history"][0]
    expected = [e.replace("$.data", "$.data.history[0]", 1) for e in load_error(alone).errors]
    assert list(load_error(doc).errors) == expected


def test_dumps_writes_what_json_dumps_writes(state: Any) -> None:
    """dumps skips the encoder's search for cycles, which documents cannot hold; data that
    holds itself raises RecursionError."""
    doc = tablegames.to_dict(state)
    assert dumps(doc) == json.dumps(doc, ensure_ascii=False, allow_nan=False)
    looped: dict[str, Any] = {"data": []}
    looped["data"].append(looped)
    with pytest.raises(RecursionError):
        dumps(looped)
