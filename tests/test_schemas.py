"""The shipped JSON Schemas match the classes, and real documents validate against them."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path
from typing import Any, Protocol

import attrs
import jsonschema
import jsonschema_rs
import pytest
from jsonschema import Draft202012Validator, ValidationError

import tablegames
from tablegames.core.json import KINDS
from tablegames.core.rng import Rng
from tablegames.core.schema import SCHEMA_URL, load_schema, schema_text
from tablegames.core.schema.server import SERVER_DOCUMENTS
from tests.games import BUILT_IN

GAMES = list(BUILT_IN)
PLAYERS = {"aluette": (4,), "ten": (1, 2, 5), "saboteur": (3, 7, 10)}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_shipped_schemas_are_up_to_date(game: str, kind: str) -> None:
    """Regenerate with `python -m tablegames.core.schema` when this fails."""
    shipped = resources.files("tablegames") / "schemas" / f"{game}-{kind}.schema.json"
    assert shipped.read_text(encoding="utf-8") == schema_text(game, kind)


@pytest.mark.parametrize("game", GAMES)
def test_schemas_are_valid_json_schema(game: str) -> None:
    for kind in KINDS:
        schema = load_schema(game, kind)
        Draft202012Validator.check_schema(schema)
        assert schema["$id"] == f"{SCHEMA_URL}{game}-{kind}.schema.json"


def walk(node: object) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk(value)


@pytest.mark.parametrize("game", GAMES)
def test_tagged_unions_are_one_of_const_tagged_members(game: str) -> None:
    """Issue 12: code generators read ``oneOf`` of members whose ``type`` is a ``const`` as a
    discriminated union; ``allOf`` with ``if``/``then`` gave them nothing to narrow on."""
    found = tablegames.GAMES[game]
    prefix = found.state_type.__name__.removesuffix("State")
    for kind in KINDS:
        schema = load_schema(game, kind)
        definitions = schema.get("$defs", {})
        for node in walk(schema):
            assert not {"allOf", "if", "then", "else"} & set(node)
            if "oneOf" in node:
                tags = []
                for member in node["oneOf"]:
                    target = definitions[member["$ref"].removeprefix("#/$defs/")]
                    assert "type" in target["required"]
                    tags.append(target["properties"]["type"]["const"])
                assert len(set(tags)) == len(tags)
        if kind == "event":  # an event document holds one event with its text, no move
            assert schema["properties"]["data"] == {"$ref": f"#/$defs/{prefix}ToldEvent"}
            continue
        # Every other kind holds moves: plain ones, or, handed to a client, each with its label.
        labelled = kind in ("view", "moves")
        name, member = (f"{prefix}LabelledMove", "Labelled") if labelled else (f"{prefix}Move", "")
        members = definitions[name]["oneOf"]
        assert [m["$ref"] for m in members] == [
            f"#/$defs/{member}{cls.__name__}" for cls in found.move_types
        ]
    # A view's events carry their text: a union of the events, each with a required text.
    view = load_schema(game, "view")["$defs"]
    events = view[f"{prefix}ToldEvent"]["oneOf"]
    assert len(events) == len(found.event_types)
    for ref in events:
        told = view[ref["$ref"].removeprefix("#/$defs/")]
        assert told["required"][-1] == "text"
        assert told["properties"]["text"]["type"] == "string"


#: Every keyword of JSON Schema draft 2020-12, by vocabulary. A validator in its strictest mode
#: (ajv's default strict mode) refuses a schema with any other keyword.
KEYWORDS_2020_12 = {
    "core": {"$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary",
             "$comment", "$defs"},
    "applicator": {"prefixItems", "items", "contains", "additionalProperties", "properties",
                   "patternProperties", "dependentSchemas", "propertyNames", "if", "then", "else",
                   "allOf", "anyOf", "oneOf", "not"},
    "unevaluated": {"unevaluatedItems", "unevaluatedProperties"},
    "validation": {"type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum",
                   "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern",
                   "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
                   "maxProperties", "minProperties", "required", "dependentRequired"},
    "meta-data": {"title", "description", "default", "deprecated", "readOnly", "writeOnly",
                  "examples"},
    "format-annotation": {"format"},
    "content": {"contentEncoding", "contentMediaType", "contentSchema"},
}  # fmt: skip
#: The keywords whose value is a schema, a list of schemas, or schemas by name; the values of
#: all others (``const``, ``enum``, ``default``…) are data, whose keys are no keywords.
ONE_SCHEMA = {"items", "contains", "additionalProperties", "propertyNames", "if", "then", "else",
              "not", "unevaluatedItems", "unevaluatedProperties", "contentSchema"}  # fmt: skip
SCHEMA_LIST = {"prefixItems", "allOf", "anyOf", "oneOf"}
SCHEMA_MAP = {"$defs", "properties", "patternProperties", "dependentSchemas"}


def unknown_keywords(schema: object, path: str = "#") -> Iterator[str]:
    """The path of every keyword of ``schema`` (and of its subschemas) that is no keyword of
    JSON Schema 2020-12."""
    if not isinstance(schema, dict):  # true or false
        return
    known = set().union(*KEYWORDS_2020_12.values())
    for keyword, value in schema.items():
        if keyword not in known:
            yield f"{path}/{keyword}"
        elif keyword in ONE_SCHEMA:
            yield from unknown_keywords(value, f"{path}/{keyword}")
        elif keyword in SCHEMA_LIST:
            for index, member in enumerate(value):
                yield from unknown_keywords(member, f"{path}/{keyword}/{index}")
        elif keyword in SCHEMA_MAP:
            for name, member in value.items():
                yield from unknown_keywords(member, f"{path}/{keyword}/{name}")


def test_the_shipped_schemas_use_only_json_schema_2020_12_keywords() -> None:
    """A keyword of no vocabulary ("tsType", json-schema-to-typescript's hint, in three TEN
    schemas) made ajv's default strict mode refuse the schema: "strict mode: unknown keyword".
    ``tests/test_typescript.py`` compiles the schemas with ajv itself, where npm is installed."""
    folder = resources.files("tablegames") / "schemas"
    names = sorted(item.name for item in folder.iterdir() if item.name.endswith(".schema.json"))
    assert len(names) == len(GAMES) * len(KINDS) + len(SERVER_DOCUMENTS)
    found = {
        name: list(unknown_keywords(json.loads((folder / name).read_text(encoding="utf-8"))))
        for name in names
    }
    assert {name: paths for name, paths in found.items() if paths} == {}


def test_the_keyword_check_finds_an_unknown_keyword() -> None:
    """The check above walks subschemas, and only them: a property named like no keyword is
    no keyword, an unknown keyword deep in a definition is found."""
    schema = {
        "$defs": {"Pair": {"type": "array", "prefixItems": [{"type": "integer", "hint": 1}]}},
        "properties": {"hint": {"const": {"hint": 2}}},
    }
    assert list(unknown_keywords(schema)) == ["#/$defs/Pair/prefixItems/0/hint"]


def _tag_of(definitions: dict[str, Any], member: object) -> object:
    ref = member.get("$ref", "") if isinstance(member, dict) else ""
    target = definitions.get(ref.removeprefix("#/$defs/"), {})
    return target.get("properties", {}).get("type", {}).get("const")


STANDARD_ONE_OF = Draft202012Validator.VALIDATORS["oneOf"]


def tagged_validator(schema: dict[str, Any]) -> Draft202012Validator:
    """A validator of ``schema`` that checks a tagged ``oneOf`` against its tagged member only.

    It gives the standard validator's answer: the members' ``type`` consts differ, so at most
    one member can match, the one whose tag the instance carries (a test checks that both
    validators agree). The standard ``oneOf`` tries every member in full and makes the
    playout tests several times slower.
    """
    definitions = schema.get("$defs", {})
    dispatch: dict[int, dict[object, tuple[int, Any]] | None] = {}

    def one_of(
        validator: Draft202012Validator, members: list[Any], instance: object, own: Any
    ) -> Iterator[ValidationError]:
        table = dispatch.get(id(members), {})
        if table == {}:
            tags = [_tag_of(definitions, member) for member in members]
            usable = None not in tags and len(set(tags)) == len(tags)
            pairs = enumerate(zip(tags, members, strict=True))
            table = {tag: (i, m) for i, (tag, m) in pairs} if usable else None
            dispatch[id(members)] = table
        if table is None:
            yield from STANDARD_ONE_OF(validator, members, instance, own)
            return
        tag = instance.get("type") if isinstance(instance, dict) else None
        entry = table.get(tag) if isinstance(tag, str) else None
        if entry is None:
            yield ValidationError(f"{instance!r} is not valid under any of the given schemas")
            return
        index, member = entry
        yield from validator.descend(instance, member, schema_path=index)

    cls = jsonschema.validators.extend(Draft202012Validator, {"oneOf": one_of})
    return cls(schema)  # type: ignore[no-any-return]


class Validating(Protocol):
    def validate(self, instance: Any) -> None: ...

    def is_valid(self, instance: Any) -> bool: ...


class CompiledValidator:
    """A validator of ``schema`` that checks with jsonschema-rs, a compiled implementation of
    the same draft, several hundred times faster than jsonschema on these documents (a whole
    Saboteur playout: 0.04 s against 11 s for :func:`tagged_validator`).

    A document it refuses is checked again by :func:`tagged_validator`, whose error (jsonschema's
    own, naming the path and the keyword) is raised: a failing test reads as before. If that
    one accepts it, the two implementations disagree, and that fails too. A test below checks
    that they agree on sound and on tampered documents. A document holding anything JSON has
    no value for (a tuple, which jsonschema-rs takes for an array and jsonschema refuses) is
    left to jsonschema alone.
    """

    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema
        self._compiled = jsonschema_rs.validator_for(schema)

    def is_valid(self, instance: Any) -> bool:
        if not _json_values_only(instance):
            return bool(tagged_validator(self.schema).is_valid(instance))
        return bool(self._compiled.is_valid(instance))

    def validate(self, instance: Any) -> None:
        if _json_values_only(instance) and self._compiled.is_valid(instance):
            return
        tagged_validator(self.schema).validate(instance)
        raise AssertionError(f"jsonschema-rs refuses what jsonschema accepts: {instance!r}")


def _json_values_only(value: Any) -> bool:
    """Whether ``value`` is made of what JSON reads into: dicts with str keys, lists, str, int,
    float, bool and None (their exact types: a subclass, as a tuple for a list, is not)."""
    kind = type(value)
    if kind is dict:
        return all(type(key) is str and _json_values_only(item) for key, item in value.items())
    if kind is list:
        return all(_json_values_only(item) for item in value)
    return kind in (str, int, float, bool, type(None))


def validators(
    game: str, make: Callable[[dict[str, Any]], Validating] = CompiledValidator
) -> dict[str, Validating]:
    return {kind: make(load_schema(game, kind)) for kind in KINDS}


def documents(game: str, players: int, seed: int, every: int) -> Iterator[tuple[str, object]]:
    """The documents of a random game, with their kinds.

    Every move, the final record, and at one state in ``every`` (1: every state; the first
    and last always) the state, the acting seat's view with its legal moves, those moves
    as a moves document, and the error document of a move sent in another seat's name.
    """
    rng = Rng(seed, "schema")
    state = tablegames.new_game(game, players=players, seed=seed)
    first = True
    while True:
        seat = tablegames.current_player(state)
        if seat is None or rng.below(every) == 0 or first:
            seen = tablegames.view(state, seat)
            yield "state", tablegames.to_dict(state)
            yield "view", tablegames.to_dict(seen, with_moves=True)
            yield "moves", tablegames.to_dict(tablegames.legal_moves(seen), game=game)
            if first:
                yield "view", tablegames.to_dict(seen)
            if seat is not None and players > 1:
                move = attrs.evolve(tablegames.legal_moves(state)[0], player=(seat + 1) % players)
                try:
                    tablegames.apply(state, move, by=seat)
                except tablegames.IllegalMoveError as exc:
                    yield "error", tablegames.to_dict(exc)
            first = False
        if seat is None:
            break
        move = rng.choice(tablegames.legal_moves(state))
        yield "move", tablegames.to_dict(move)
        state = tablegames.apply(state, move)
    yield "record", tablegames.to_dict(tablegames.record(state))
    yield "error", tablegames.to_dict(tablegames.FormatError("not JSON"), game=game)


def validate_playout(game: str, players: int, seed: int, every: int) -> int:
    """Validate the documents of a random game; return how many were validated."""
    check = validators(game)
    count = 0
    for kind, document in documents(game, players, seed, every):
        check[kind].validate(document)
        count += 1
    return count


@pytest.mark.parametrize("game", GAMES)
def test_every_state_of_a_random_playout_validates(game: str) -> None:
    """Issue 6: every state (and view, move and the record) of a random playout validates."""
    assert validate_playout(game, PLAYERS[game][0], seed=1, every=1) > 100


@pytest.mark.parametrize("game", GAMES)
def test_sampled_states_of_more_playouts_validate(game: str) -> None:
    for players in PLAYERS[game]:
        assert validate_playout(game, players, seed=2, every=15) > 20


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_many_playouts_validate(game: str) -> None:
    for players in PLAYERS[game]:
        for seed in range(10, 30):
            validate_playout(game, players, seed=seed, every=1)


def tampered(game: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Documents broken in the ways a tagged union must notice."""
    state = tablegames.new_game(game, players=PLAYERS[game][0], seed=1)
    for _ in range(6):
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    seat = tablegames.current_player(state)
    move = tablegames.to_dict(tablegames.legal_moves(state)[0])
    view = tablegames.to_dict(tablegames.view(state, seat), with_moves=True)
    for change in ("teleport", None, "extra", "missing", "list"):
        broken = copy.deepcopy(move)
        if change == "extra":
            broken["data"]["surprise"] = 1
        elif change == "missing":
            del broken["data"]["player"]
        elif change == "list":
            broken["data"] = [broken["data"]]
        elif change is None:
            del broken["data"]["type"]
        else:
            broken["data"]["type"] = change
        yield "move", broken
    events = copy.deepcopy(view)
    events["data"]["events"][0]["type"] = move["data"]["type"]
    yield "view", events
    extra = copy.deepcopy(view)
    extra["moves"].append({"type": "teleport", "player": seat})
    yield "view", extra
    yield "view", {**view, "moves": tuple(view["moves"])}  # no JSON value: a tuple
    yield "moves", {**tablegames.to_dict((), game=game), "data": [move["data"], {"type": 3}]}
    error = tablegames.to_dict(tablegames.ConfigError("x"), game=game)
    yield "error", {**error, "data": {**error["data"], "code": "Not A Code"}}
    yield "error", {**error, "data": {**error["data"], "move": {"type": "teleport"}}}
    yield "error", {**error, "data": {"code": "a.b", "message": "m"}}


@pytest.mark.parametrize("game", GAMES)
def test_schemas_reject_tampered_documents(game: str) -> None:
    check = validators(game)
    state = tablegames.new_game(game, players=PLAYERS[game][0], seed=1)
    document = tablegames.to_dict(state)
    document["data"]["surprise"] = 1
    assert not check["state"].is_valid(document)
    document = tablegames.to_dict(tablegames.view(state, 0))
    document["version"] = tablegames.VERSION + 1
    assert not check["view"].is_valid(document)
    for kind, broken in tampered(game):
        assert not check[kind].is_valid(broken), broken


@pytest.mark.parametrize("game", GAMES)
def test_the_faster_validators_agree_with_the_standard_one(game: str) -> None:
    """The playout tests use :class:`CompiledValidator` (and :func:`tagged_validator` for its
    errors) for speed: on sound documents and on tampered ones each must answer as the
    standard validator does."""
    standard = validators(game, Draft202012Validator)
    compiled, tagged = validators(game), validators(game, tagged_validator)
    cases = [*documents(game, PLAYERS[game][0], seed=3, every=40), *tampered(game)]
    assert len(cases) > 20
    answers = [standard[kind].is_valid(document) for kind, document in cases]
    assert True in answers
    assert False in answers
    for (kind, document), valid in zip(cases, answers, strict=True):
        assert compiled[kind].is_valid(document) == valid, document
        assert tagged[kind].is_valid(document) == valid, document


def test_a_compiled_validators_refusal_is_jsonschemas_error() -> None:
    """A document the compiled validator refuses is told by jsonschema's error (its path and
    message), as the tests told it before; one it alone refuses fails loudly."""
    check = validators("ten")["move"]
    state = tablegames.new_game("ten", players=2, seed=1)
    broken = tablegames.to_dict(tablegames.legal_moves(state)[0])
    broken["data"]["surprise"] = 1
    with pytest.raises(ValidationError, match="surprise"):
        check.validate(broken)
    lenient = CompiledValidator({"type": "object"})
    lenient._compiled = jsonschema_rs.validator_for({"type": "array"})
    with pytest.raises(AssertionError, match="jsonschema-rs refuses what jsonschema accepts"):
        lenient.validate({})


def test_the_regeneration_commands_answer_help_and_write_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m tablegames.core.schema --help`` took ``--help`` for a folder and wrote 33
    schemas into ``./--help/`` and the package's declarations (a code review ran it); the
    bidi generator's ``--help`` ended in a traceback."""
    from tablegames.core.schema.__main__ import main as write_schemas_main
    from tablegames.server.bidi_gen import main as write_bidi_main

    monkeypatch.chdir(tmp_path)
    for main in (write_schemas_main, write_bidi_main):
        with pytest.raises(SystemExit) as done:
            main(["--help"])
        assert done.value.code == 0
        assert capsys.readouterr().out.startswith("usage: python -m tablegames.")
    assert list(tmp_path.iterdir()) == []


def test_a_schemas_folder_named_alone_takes_the_declarations_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m tablegames.core.schema DIR`` wrote the schemas into DIR and rewrote the
    installed package's TypeScript declarations (the second code review)."""
    import tablegames
    from tablegames.core.schema.__main__ import main as write_schemas_main

    shipped = Path(tablegames.__file__).parent / "typescript"
    before = {path.name: path.stat().st_mtime_ns for path in shipped.iterdir()}
    write_schemas_main([str(tmp_path)])
    capsys.readouterr()
    assert {path.name: path.stat().st_mtime_ns for path in shipped.iterdir()} == before
    written = {path.suffix for path in tmp_path.iterdir()}
    assert written >= {".json", ".ts"}
