"""The kernel's defences against hostile input, game by game independent (issue 11).

Texts and documents that a hostile client, or a careless Python caller, can hand to
``from_json`` / ``from_dict`` are refused with a FormatError whose message is bounded, before
they can cost much; the kernel's safety nets hold even when a game's own checks crash.
"""

from __future__ import annotations

import collections
import enum
import json
import sys
import types
from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.errors import MAX_ERRORS, MAX_MESSAGE_BYTES, FormatError, TableGamesError
from tablegames.core.game import DEFAULT_MAX_HISTORY
from tablegames.core.json import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_INTEGER,
    MAX_VALUES,
    new_converter,
)
from tablegames.core.moves import check_int, check_seat
from tablegames.core.rng import Rng
from tests.core.conftest import toy_game


def toy_document(kind: str = "state") -> dict[str, Any]:
    toy_game()
    state = tablegames.new_game("toy", players=3, seed=11)
    state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    obj: object = {
        "state": state,
        "view": tablegames.view(state, 1),
        "move": state.history[0],
        "record": tablegames.record(state),
    }[kind]
    result: dict[str, Any] = json.loads(tablegames.to_json(obj))
    return result


def refusal(document: object) -> FormatError:
    """The FormatError that reading ``document`` (a dict, or JSON text) raises."""
    read = tablegames.from_json if isinstance(document, (str, bytes)) else tablegames.from_dict
    with pytest.raises(FormatError) as info:
        read(document)
    message = str(info.value)
    assert len(message.encode("utf-8")) <= MAX_MESSAGE_BYTES
    return info.value


# -- texts ----------------------------------------------------------------------------------------


def test_a_text_longer_than_max_bytes_is_refused_before_parsing() -> None:
    text = json.dumps(toy_document())
    assert tablegames.from_json(text, max_bytes=len(text)) is not None
    error = refusal_of_text(text, max_bytes=len(text) - 1)
    assert f"the text is {len(text)} bytes long" in str(error)
    assert "max_bytes" in str(error)
    # Refused for its length alone: the parser never sees it (it is not even JSON).
    assert "max_bytes" in str(refusal_of_text("x" * (MAX_BYTES + 1)))
    assert "not valid JSON" in str(refusal_of_text("x" * MAX_BYTES))
    assert "not valid JSON" in str(refusal_of_text("x" * (MAX_BYTES + 1), max_bytes=None))


def test_max_bytes_counts_utf8_bytes_of_str_texts() -> None:
    text = json.dumps(toy_document()).replace('"toy"', '"toy"' + " " * 0)
    padded = text[:-1] + ', "é": 1}'  # one more character, two more bytes
    size = len(padded.encode("utf-8"))
    assert "unknown field" in str(refusal_of_text(padded, max_bytes=size))
    assert "bytes long" in str(refusal_of_text(padded, max_bytes=size - 1))
    assert "bytes long" in str(refusal_of_text(padded.encode("utf-8"), max_bytes=size - 1))


def refusal_of_text(text: object, **options: Any) -> FormatError:
    with pytest.raises(FormatError) as info:
        tablegames.from_json(text, **options)  # type: ignore[arg-type]
    assert len(str(info.value).encode("utf-8")) <= MAX_MESSAGE_BYTES
    return info.value


class _Text(str):
    def startswith(self, *args: Any) -> bool:  # type: ignore[override]
        raise RuntimeError("a str subclass whose methods lie")


def test_only_plain_str_or_bytes_are_read() -> None:
    text = json.dumps(toy_document())
    assert "expected JSON text" in str(refusal_of_text(_Text(text)))
    assert "expected JSON text" in str(refusal_of_text(42))
    assert tablegames.from_json(text.encode("utf-8")) == tablegames.from_json(
        bytearray(text, "utf-8")
    )


def test_invalid_utf8_and_lone_surrogates_are_refused_with_printable_messages() -> None:
    text = json.dumps(toy_document())
    error = refusal_of_text(text.encode("utf-8").replace(b'"toy"', b'"t\xff\xfey"'))
    assert "not valid JSON" in str(error)
    for hostile in ('"\\ud800"', '"\ud800"', '"\\udfff\\ud800x"'):
        broken = text.replace('"kind": "state"', f'"kind": {hostile}')
        message = str(refusal_of_text(broken))
        assert "unknown kind" in message
        message.encode("utf-8")  # a log can hold it
        broken = text.replace('"players": 3', f'"players": 3, {hostile}: 1')
        str(refusal_of_text(broken)).encode("utf-8")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e400", "-1e999"])
def test_non_finite_numbers_are_refused(constant: str) -> None:
    text = json.dumps(toy_document()).replace('"seed": 11', f'"seed": {constant}')
    assert "$.data.seed" in str(refusal_of_text(text)) or "not allowed" in str(
        refusal_of_text(text)
    )


def test_huge_integer_literals_are_refused_without_converting_them() -> None:
    text = json.dumps(toy_document())
    error = refusal_of_text(text.replace('"seed": 11', '"seed": ' + "9" * 1_000_000))
    assert "a number of 1000000 digits" in str(error)
    error = refusal_of_text(text.replace('"seed": 11', '"seed": -' + "9" * 101))
    assert "digits" in str(error)


def test_every_integer_is_within_what_json_readers_keep_exact() -> None:
    """2**53 and beyond would be rounded by JavaScript, and could not even be written back if
    they had more digits than Python prints; no field needs them."""
    for too_big in (MAX_INTEGER + 1, -MAX_INTEGER - 1, 10**30, 10**5000):
        document = toy_document()
        document["data"]["leader"] = too_big
        errors = refusal(document).errors
        assert any(
            e.startswith("$.data.leader: expected an integer from -(2**53 - 1)") for e in errors
        )
    document = toy_document()
    document["data"]["seed"] = 10**5000
    assert "an integer of about 5001 digits" in str(refusal(document))


def test_deeply_nested_text_is_refused() -> None:
    text = json.dumps(toy_document())
    for deep in ("[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000):
        error = refusal_of_text(text.replace('"seed": 11', f'"seed": {deep}'))
        assert "nested too deeply" in str(error)


def test_deep_text_is_measured_before_parsing_when_the_recursion_limit_is_raised() -> None:
    """With a raised recursion limit the C parser could overflow the C stack: the kernel
    measures the nesting itself first."""
    text = json.dumps(toy_document())
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(100_000)
    try:
        deep = text.replace('"seed": 11', '"seed": ' + "[" * 5_000 + "]" * 5_000)
        assert "nested too deeply" in str(refusal_of_text(deep))
        assert tablegames.from_json(text) == tablegames.from_dict(json.loads(text))
    finally:
        sys.setrecursionlimit(limit)


# -- documents built in Python --------------------------------------------------------------------


class _Lying(dict):  # type: ignore[type-arg]
    def __getitem__(self, key: Any) -> Any:
        return 0


class _Number(enum.IntEnum):
    THREE = 3


def test_from_dict_takes_only_what_json_loads_gives() -> None:
    """Subclasses (whose methods may lie), non-string keys and non-finite numbers are refused
    with the path of the offending value."""
    cases: list[tuple[Any, str]] = [
        (_Lying, "$.data: expected plain JSON data"),
        (collections.OrderedDict, "$.data: expected plain JSON data"),
        (lambda data: collections.defaultdict(int, data), "$.data: expected plain JSON data"),
        (types.MappingProxyType, "$.data: expected plain JSON data"),
    ]
    for wrap, expected in cases:
        document = toy_document()
        document["data"] = wrap(document["data"])
        assert expected in str(refusal(document))
    document = toy_document()
    document["data"]["points"] = [_Number.THREE, 0, 0]
    assert "$.data.points[0]: expected plain JSON data" in str(refusal(document))
    document = toy_document()
    document["data"]["hands"][1] = collections.UserList([1, 2])
    assert "$.data.hands[1]: expected plain JSON data" in str(refusal(document))
    document = toy_document()
    document["data"]["options"] = {1: True}
    assert "$.data.options: an object's keys must be strings" in str(refusal(document))
    document = toy_document()
    document["data"]["deck"] = [float("nan")]
    assert "$.data.deck[0]: nan is not a JSON number" in str(refusal(document))
    assert "expected plain JSON data" in str(refusal(_Lying(toy_document())))


def test_from_dict_accepts_tuples_for_lists() -> None:
    document = toy_document()
    data = document["data"]
    document["data"] = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
    assert tablegames.from_dict(document) == tablegames.from_dict(toy_document())


def test_cycles_deep_nesting_and_shared_lists_are_refused() -> None:
    document = toy_document()
    loop: list[Any] = []
    loop.append(loop)
    document["data"]["deck"] = loop
    assert f"nested more than {MAX_DEPTH} deep" in str(refusal(document))
    document = toy_document()
    deep: list[Any] = []
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    document["data"]["table"] = deep
    assert "$.data.table[0][0][0]" in str(refusal(document))
    # Twenty levels of a list holding itself twice: a million values in a few hundred bytes.
    bomb: list[Any] = [1]
    for _ in range(40):
        bomb = [bomb, bomb]
    document = toy_document()
    document["data"]["discards"] = bomb
    assert f"more than {MAX_VALUES} values" in str(refusal(document))
    document = toy_document()
    document["data"]["deck"] = [1] * (MAX_VALUES + 1)
    assert f"more than {MAX_VALUES} values" in str(refusal(document))


def test_from_dict_does_not_read_a_bad_document_beyond_need() -> None:
    """A list shared 10**5 times in a list of 10**5 would be 10**10 values to read."""
    document = toy_document()
    row = list(range(100_000))
    document["data"]["hands"] = [row] * 100_000
    assert "values" in str(refusal(document))


# -- bounded messages -----------------------------------------------------------------------------


def test_format_error_lists_at_most_max_errors_problems() -> None:
    error = FormatError("bad", [f"$.x[{i}]: wrong" for i in range(100)])
    assert len(error.errors) == MAX_ERRORS
    assert str(error).endswith(f"... and {100 - MAX_ERRORS} more problems")


def test_format_error_cuts_long_lines_and_stays_under_the_byte_budget() -> None:
    error = FormatError("bad " + "y" * 10_000, ["$.x: " + "😀" * 10_000] * MAX_ERRORS)
    message = str(error)
    assert len(message.encode("utf-8")) <= MAX_MESSAGE_BYTES
    assert "more problem" in message
    assert all(len(line) <= 300 for line in error.errors)


def test_format_error_escapes_what_utf8_cannot_hold() -> None:
    error = FormatError("bad \ud800", ["$.x: \udfff", "$.y: line\nbreak"])
    str(error).encode("utf-8")
    assert error.errors == ("$.x: \\udfff", "$.y: line break")


def test_many_bad_moves_are_reported_briefly() -> None:
    """The issue's example: a record of 160,000 bad moves gave a message 27 times its size."""
    document = toy_document("record")
    bad = {"type": "play_card", "player": "nobody", "card": 1}
    document["data"]["moves"] = [bad] * (DEFAULT_MAX_HISTORY)
    error = refusal(document)
    assert len(error.errors) == MAX_ERRORS
    assert error.errors[0] == (
        "$.data.moves[0].player: expected an integer, got the string 'nobody'"
    )
    assert error.errors[-1].endswith("more problems not shown (the reader stops at 20)")
    document["data"]["moves"] = [bad] * 160_000
    assert "160000 moves, more than a toy game can have" in str(refusal(document))


def test_many_unknown_fields_are_listed_briefly() -> None:
    document = toy_document()
    document["data"]["y" * 100_000] = 1
    (error,) = refusal(document).errors
    assert error == "$.data: unknown field(s): '" + "y" * 80 + "'..."
    document = toy_document()
    document["data"].update({f"extra{i}": i for i in range(10_000)})
    document["data"]["x" * 100_000] = 1
    (error,) = refusal(document).errors
    assert (
        error
        == "$.data: unknown field(s): extra0, extra1, extra10, extra100, extra1000 and 9996 more"
    )


def test_huge_values_are_shown_cut() -> None:
    document = toy_document()
    document["kind"] = "k" * 1_000_000
    document["data"]["leader"] = "x" * 1_000_000
    message = str(refusal(document))
    assert "$.kind: unknown kind 'kkkk" in message
    assert len(message) < 400
    document = toy_document()
    document["data"]["leader"] = "x" * 1_000_000
    (error,) = refusal(document).errors
    assert error == "$.data.leader: expected an integer, got the string '" + "x" * 80 + "'..."


# -- safety nets ----------------------------------------------------------------------------------


def test_a_crashing_invariant_check_is_a_format_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's checks meet forged documents; a bug there must not let an IndexError escape."""
    game = toy_game()

    def crash(state: Any) -> list[str]:
        return [state.hands[99]]

    monkeypatch.setattr(game, "check_invariants", crash)
    monkeypatch.setattr(game, "check_view_invariants", crash, raising=False)
    error = refusal(toy_document())
    assert "inconsistent toy state" in str(error)
    assert "the toy check_invariants failed on it (IndexError" in str(error)
    assert "check_view_invariants failed on it (AttributeError" in str(
        refusal(toy_document("view"))
    )


def test_seeds_must_be_from_0_to_2_53_minus_1() -> None:
    for seed, problem in ((-1, "a seed must be"), (tablegames.MAX_SEED + 1, "expected an integer")):
        for kind in ("state", "record"):
            document = toy_document(kind)
            document["data"]["seed"] = seed
            errors = refusal(document).errors
            assert any(e.startswith(f"$.data.seed: {problem}") for e in errors), errors
    document = toy_document()
    document["data"]["seed"] = tablegames.MAX_SEED
    assert tablegames.from_dict(document).seed == tablegames.MAX_SEED


def test_a_view_s_viewer_is_a_seat_some_game_has() -> None:
    for seat in (-1, 3):
        document = toy_document("view")
        document["data"]["player"] = seat
        assert refusal(document).errors == (f"$.data.player: no toy game has a player {seat}",)
    document = toy_document("view")
    document["data"]["player"] = None
    assert tablegames.from_dict(document).player is None


def test_a_record_has_a_possible_number_of_players() -> None:
    for players in (0, 1, 4, -3):
        document = toy_document("record")
        document["data"]["players"] = players
        errors = refusal(document).errors
        assert errors == (f"$.data.players: toy is played by 2 to 3 players, got {players}",)


def test_histories_are_no_longer_than_the_game_allows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Refused from the length of the list alone, before any move is read: the bound is what
    makes the cost of reading and replaying a forged record or state bounded."""
    game = toy_game()
    assert getattr(game, "max_history", DEFAULT_MAX_HISTORY) == DEFAULT_MAX_HISTORY
    monkeypatch.setattr(game, "max_history", 3, raising=False)
    state = toy_document()
    move = state["data"]["history"][0]
    state["data"]["history"] = [move, "not even a move"] * 2
    assert "$.data.history: 4 moves, more than a toy game can have (3)" in str(refusal(state))
    record = toy_document("record")
    record["data"]["moves"] = [move] * 4
    assert "$.data.moves: 4 moves, more than a toy game can have (3)" in str(refusal(record))
    record["data"]["moves"] = [move] * 3
    assert len(tablegames.from_dict(record).moves) == 3


@attrs.frozen
class Shout:
    player: int = attrs.field(validator=check_seat(4))
    volume: int = attrs.field(validator=check_int(0, 10))


@attrs.frozen
class Chorus:
    shouts: tuple[Shout, ...]


def test_a_move_validator_s_refusal_names_the_field() -> None:
    """Move classes validate their fields (InvalidMoveError); read from JSON, the refusal is a
    FormatError with the field's path and the validator's message."""
    structure = new_converter().read
    with pytest.raises(FormatError) as info:
        structure(
            {"shouts": [{"player": 1, "volume": 3}, {"player": 1, "volume": 11}]}, Chorus, "$"
        )
    assert info.value.errors == (
        "$.shouts[1].volume: Shout.volume must be an integer from 0 to 10, got 11",
    )
    with pytest.raises(FormatError) as info:
        structure({"player": 7, "volume": 3}, Shout, "$.data")
    assert info.value.errors == (
        "$.data.player: Shout.player must be a seat number from 0 to 3, got 7",
    )


def test_every_deliberate_kernel_error_is_a_table_games_error() -> None:
    from tablegames.core.schema import document_schema
    from tablegames.testing import check_game

    with pytest.raises(TableGamesError, match="positive"):
        Rng(1).below(0)
    with pytest.raises(TableGamesError, match="empty"):
        Rng(1).choice([])
    with pytest.raises(TableGamesError, match="a seed is an integer"):
        Rng(1.5)  # type: ignore[arg-type]
    with pytest.raises(TableGamesError, match="a stream key"):
        Rng(1, b"deal")  # type: ignore[arg-type]
    with pytest.raises(TableGamesError, match="unknown kind"):
        document_schema("ten", "board")
    with pytest.raises(TableGamesError, match="every"):
        check_game("ten", seeds=[1], every=0)
    with pytest.raises(TableGamesError):
        tablegames.view(tablegames.new_game("ten", players=3, seed=1), 4)
    with pytest.raises(TableGamesError):
        tablegames.legal_moves(tablegames.new_game("ten", players=3, seed=1), 9)


class _EqualToEverything:
    player = 0

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


@pytest.mark.parametrize(("game", "players"), [("aluette", 4), ("saboteur", 4), ("ten", 3)])
def test_forged_move_objects_are_refused_by_apply(game: str, players: int) -> None:
    """Anything but an instance of one of the game's own move classes (exactly: a subclass may
    change behaviour) is refused as a move of another game, and the state is untouched."""
    state = tablegames.new_game(game, players=players, seed=1)
    before = tablegames.to_json(state)
    move = tablegames.legal_moves(state)[0]
    subclass = type("Sub", (type(move),), {})
    another = "ten" if game != "ten" else "aluette"
    foreign = tablegames.legal_moves(tablegames.new_game(another, players=4, seed=1))[0]
    forged = [None, {"type": "x", "player": 0}, _EqualToEverything(), foreign]
    forged.append(subclass(*attrs.astuple(move, recurse=False)))
    for thing in forged:
        with pytest.raises(tablegames.IllegalMoveError) as info:
            tablegames.apply(state, thing)
        assert info.value.code == "core.move.wrong_game"
    assert tablegames.to_json(state) == before


def test_many_unknown_envelope_and_record_fields_are_listed_briefly() -> None:
    document = toy_document("record")
    document["data"].update({f"extra{i}": i for i in range(50_000)})
    assert refusal(document).errors == (
        "$.data: unknown field(s): extra0, extra1, extra10, extra100, extra1000 and 49995 more",
    )
    document = toy_document()
    document["x" * 1000] = 1
    assert refusal(document).errors == ("$['" + "x" * 80 + "'...]: unknown field",)
