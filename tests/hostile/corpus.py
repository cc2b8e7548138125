"""Real documents of every game and kind, and the mutations a hostile client makes to them.

The corpus comes from random games at several seeds, player counts and option sets, taken at
several moments (the start, early, the middle, late, and over). Each document remembers where
it came from (:class:`Base`), and each mutation is a line of Python applied to the document
with ``exec``, so that any failure prints a reproducer of a few lines that is exactly what
was tested.
"""

from __future__ import annotations

import copy
import enum
import functools
import json
import os
from collections.abc import Iterator
from typing import Any

import attrs
from hypothesis import strategies as st

import tablegames
from tablegames.core.rng import Rng
from tests.games import BUILT_IN

GAMES = BUILT_IN
KINDS = ("state", "view", "move", "record")

#: Documents per game for the big run (``TABLEGAMES_HOSTILE_EXAMPLES=30000``); 0: the default
#: small run.
BIG = int(os.environ.get("TABLEGAMES_HOSTILE_EXAMPLES", "0") or 0)

PLAYER_COUNTS = {"aluette": (4,), "saboteur": (3, 5, 10), "ten": (1, 2, 3, 5)}
SEEDS = (0, 1, 2) if BIG else (7,)
#: Option sets per game: the standard rules and this many random variants.
VARIANTS = 3 if BIG else 1


def playout(
    game: str, *, players: int, seed: int, moves: int, options: dict[str, Any] | None = None
) -> Any:
    """The state after ``moves`` random moves (any seat's legal move, chosen by ``seed``)."""
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(seed, "hostile")
    for _ in range(moves):
        legal = all_legal(state)
        if not legal:
            break
        state = tablegames.apply(state, rng.choice(legal))
    return state


def all_legal(state: Any) -> list[Any]:
    """Every seat's legal moves."""
    return [m for seat in range(state.players) for m in tablegames.legal_moves(state, seat)]


@attrs.frozen
class Base:
    """Where a real document comes from: enough to rebuild it in one line of Python."""

    game: str
    players: int
    seed: int
    options: tuple[tuple[str, Any], ...]
    moves: int
    kind: str
    #: The viewer of a view (``None``: a spectator); the index of a move in ``all_legal`` of
    #: the state (``-1``: the last move of its history).
    which: int | None = None

    def state_expression(self) -> str:
        options = f", options={dict(self.options)!r}" if self.options else ""
        return (
            f"playout({self.game!r}, players={self.players}, seed={self.seed}, "
            f"moves={self.moves}{options})"
        )

    def expression(self) -> str:
        """Python code for the object whose document this is."""
        state = self.state_expression()
        if self.kind == "state":
            return state
        if self.kind == "view":
            return f"tablegames.view({state}, {self.which!r})"
        if self.kind == "record":
            return f"tablegames.record({state})"
        if self.which == -1:
            return f"{state}.history[-1]"
        return f"all_legal({state})[{self.which}]"


@attrs.frozen
class Document:
    """A real document and its origin."""

    base: Base
    text: str

    def fresh(self) -> dict[str, Any]:
        """A new copy of the document, to mutate."""
        result: dict[str, Any] = json.loads(self.text)
        return result


def option_sets(game: str, variants: int) -> list[dict[str, Any]]:
    """The standard rules and ``variants`` random valid option sets of ``game``."""
    found = tablegames.GAMES[game]
    rng = Rng(len(game), "hostile-options")
    sets: list[dict[str, Any]] = [{}]
    for _ in range(20 * variants):
        if len(sets) > variants:
            break
        chosen: dict[str, Any] = {}
        for field in attrs.fields(found.options_type):
            default = field.default
            if isinstance(default, bool):
                chosen[field.name] = rng.below(2) == 1
            elif isinstance(default, enum.Enum):
                members = list(type(default))
                chosen[field.name] = members[rng.below(len(members))].name.lower()
        try:
            tablegames.new_game(game, players=PLAYER_COUNTS[game][0], seed=0, options=chosen)
        except tablegames.ConfigError:
            continue
        if chosen not in sets:
            sets.append(chosen)
    return sets


@functools.cache
def corpus(game: str) -> dict[str, tuple[Document, ...]]:
    """The real documents of ``game``, by kind."""
    found: dict[str, list[Document]] = {kind: [] for kind in KINDS}
    for options in option_sets(game, VARIANTS):
        frozen_options = tuple(sorted(options.items()))
        for players in PLAYER_COUNTS[game]:
            for seed in SEEDS:
                try:
                    first = tablegames.new_game(game, players=players, seed=seed, options=options)
                except tablegames.ConfigError:  # options of another table (TEN's jen_policy: solo)
                    break
                states = [first]
                rng = Rng(seed, "hostile")
                while legal := all_legal(states[-1]):
                    states.append(tablegames.apply(states[-1], rng.choice(legal)))
                end = len(states) - 1
                for moves in sorted({1, end // 10, end // 2, end * 9 // 10, end}):
                    base = Base(game, players, seed, frozen_options, moves, "state")
                    for document in documents_of(base, states[moves], Rng(moves, "pick")):
                        found[document.base.kind].append(document)
    return {kind: tuple(documents) for kind, documents in found.items()}


def documents_of(base: Base, state: Any, rng: Rng) -> Iterator[Document]:
    """The state's document, two seats' and a spectator's views, two moves and the record."""
    yield Document(base, tablegames.to_json(state))
    yield Document(attrs.evolve(base, kind="record"), tablegames.to_json(tablegames.record(state)))
    current = tablegames.current_player(state)
    seats = {current if current is not None else 0, rng.below(state.players), None}
    for seat in sorted(seats, key=lambda s: -1 if s is None else s):
        text = tablegames.to_json(tablegames.view(state, seat))
        yield Document(attrs.evolve(base, kind="view", which=seat), text)
    legal = all_legal(state)
    picks = {rng.below(len(legal)) for _ in range(2)} if legal else {-1}
    for index in sorted(picks):
        move = legal[index] if index >= 0 else state.history[-1]
        yield Document(attrs.evolve(base, kind="move", which=index), tablegames.to_json(move))


@functools.cache
def vocabulary(game: str) -> tuple[tuple[str, ...], tuple[Any, ...]]:
    """Every string found in ``game``'s documents (cards, enums, tags), a few hostile ones,
    and a few strings of the other games; and a sample of list items (JSON values)."""
    strings: set[str] = set()
    items: list[Any] = []
    for documents in corpus(game).values():
        for document in documents:
            for _, value in nodes(document.fresh()):
                if isinstance(value, str):
                    strings.add(value)
                elif isinstance(value, list) and value and len(items) < 2000:
                    items.append(value[0])
    hostile = {"", " ", "\ud800", "x" * 100, "NaN", "null", "0", "-1", "\x00"}
    return tuple(sorted(strings | hostile)), tuple(items)


Path = tuple[Any, ...]


def nodes(document: Any, path: Path = ()) -> Iterator[tuple[Path, Any]]:
    """Every value in ``document`` (the root excluded) with its path."""
    if isinstance(document, dict):
        for key, value in document.items():
            yield (*path, key), value
            yield from nodes(value, (*path, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield (*path, index), value
            yield from nodes(value, (*path, index))


def literal(value: object) -> str:
    """``repr(value)``, but in hexadecimal for integers too long for Python to print."""
    if type(value) is int and value.bit_length() > 1000:
        return hex(value)
    return repr(value)


def python(path: Path) -> str:
    """The Python expression for the value at ``path`` of ``doc``."""
    return "doc" + "".join(f"[{key!r}]" for key in path)


def _is_within(inner: Path, outer: Path) -> bool:
    return inner[: len(outer)] == outer


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 200)
    | st.text(max_size=12)
    | st.sampled_from(["3 of coins", "play_card", "red 3", "state", "aluette", ""]),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3)
    ),
    max_leaves=6,
)


def near(value: int) -> st.SearchStrategy[int]:
    """Integers a tamperer tries in place of ``value``: neighbours, limits, huge, negative."""
    nearby = [value + 1, value - 1, -value, 0, -1, 1, value * 2, value + 10]
    far = [2**31, 2**53 - 1, 2**53, 2**63, 10**6, 10**9, -(2**53), 10**100, 10**5000]
    return st.sampled_from([*nearby, *far]) | st.integers(-5, 120)


OPERATIONS = (
    "int", "int", "int", "int", "string", "string", "string", "bool", "null",
    "list_drop", "list_drop", "list_grow", "list_grow", "list_swap", "list_move", "list_move",
    "list_cut", "key_drop", "key_add", "swap", "swap", "replace", "transplant", "envelope",
)  # fmt: skip


def mutation(draw: st.DrawFn, doc: dict[str, Any], game: str) -> str | None:
    """One line of Python that mutates ``doc``, or None if the operation drawn cannot apply.

    Type-preserving changes come first and most often (an int for another int, a card name
    for another, an item moved from one list to another, a list cut or lengthened): they pass
    the structure check, so they test what the games' invariants catch.
    """
    operation = draw(st.sampled_from(OPERATIONS))
    everything = list(nodes(doc["data"], ("data",)))
    if not everything:
        return None

    def pick(kind: type) -> Any:
        found = [(p, v) for p, v in everything if type(v) is kind]
        return draw(st.sampled_from(found)) if found else None

    strings, items = vocabulary(game)
    if operation == "int":
        chosen = pick(int)
        return chosen and f"{python(chosen[0])} = {literal(draw(near(chosen[1])))}"
    if operation == "string":
        chosen = pick(str)
        return chosen and f"{python(chosen[0])} = {draw(st.sampled_from(strings))!r}"
    if operation == "bool":
        chosen = pick(bool)
        return chosen and f"{python(chosen[0])} = {not chosen[1]!r}"
    if operation == "null":
        chosen = [(p, v) for p, v in everything if v is None]
        if not chosen:
            return None
        path = draw(st.sampled_from(chosen))[0]
        value = draw(st.sampled_from(items) | st.sampled_from(strings) | st.integers(-1, 60))
        return f"{python(path)} = {value!r}"
    if operation in ("list_drop", "list_grow", "list_swap", "list_cut"):
        chosen = pick(list)
        if chosen is None:
            return None
        path, items_here = chosen
        size = len(items_here)
        if operation == "list_drop" and size:
            return f"del {python(path)}[{draw(st.integers(0, size - 1))}]"
        if operation == "list_cut" and size:
            return f"del {python(path)}[{draw(st.integers(0, size - 1))}:]"
        if operation == "list_swap" and size >= 2:
            i, j = draw(st.integers(0, size - 1)), draw(st.integers(0, size - 1))
            here = python(path)
            return f"{here}[{i}], {here}[{j}] = {here}[{j}], {here}[{i}]"
        if operation == "list_grow":
            where = draw(st.integers(0, size))
            if size and draw(st.booleans()):
                copied = f"copy.deepcopy({python(path)}[{draw(st.integers(0, size - 1))}])"
                return f"{python(path)}.insert({where}, {copied})"
            value = draw(st.sampled_from(items) | st.sampled_from(strings))
            return f"{python(path)}.insert({where}, {value!r})"
        return None
    if operation == "list_move":
        lists = [(p, v) for p, v in everything if isinstance(v, list)]
        sources = [(p, v) for p, v in lists if v]
        if not sources:
            return None
        source, items_there = draw(st.sampled_from(sources))
        targets = [(p, v) for p, v in lists if not _is_within(p, source)]
        targets += [(source, items_there)]
        target, items_here = draw(st.sampled_from(targets))
        if _is_within(source, target) and source != target:
            return None
        i = draw(st.integers(0, len(items_there) - 1))
        j = draw(st.integers(0, len(items_here)))
        return f"{python(target)}.insert({j}, {python(source)}.pop({i}))"
    if operation == "key_drop":
        chosen = pick(dict)
        if chosen is None or not chosen[1]:
            return None
        return f"del {python((*chosen[0], draw(st.sampled_from(sorted(chosen[1])))))}"
    if operation == "key_add":
        chosen = pick(dict)
        if chosen is None:
            return None
        others = [(p, v) for p, v in everything if isinstance(p[-1], str)]
        name = draw(st.sampled_from([p[-1] for p, _ in others]) | st.text(max_size=6))
        value = draw(json_values | st.sampled_from(items))
        return f"{python((*chosen[0], name))} = {value!r}"
    if operation in ("swap", "transplant"):
        first = draw(st.sampled_from(everything))
        same = [
            (p, v)
            for p, v in everything
            if type(v) is type(first[1])
            and not _is_within(p, first[0])
            and not _is_within(first[0], p)
        ]
        if operation == "swap":
            if not same:
                return None
            second = draw(st.sampled_from(same))
            a, b = python(first[0]), python(second[0])
            return f"{a}, {b} = {b}, {a}"
        source = draw(st.sampled_from(everything))
        if _is_within(first[0], source[0]):
            return None
        return f"{python(first[0])} = copy.deepcopy({python(source[0])})"
    if operation == "replace":
        path = draw(st.sampled_from(everything))[0]
        return f"{python(path)} = {draw(json_values)!r}"
    # "envelope": the document claims to be of another kind or game.
    key, choices = draw(
        st.sampled_from([("kind", KINDS), ("game", GAMES), ("version", (0, 2, "1"))])
    )
    return f"doc[{key!r}] = {draw(st.sampled_from(choices))!r}"


@st.composite
def mutated(draw: st.DrawFn, game: str, kind: str) -> tuple[Document, dict[str, Any], list[str]]:
    """A real document of ``game`` and ``kind`` with one to three mutations.

    Returns the original, the mutated document and the lines of Python that mutated it.
    """
    original = draw(st.sampled_from(corpus(game)[kind]))
    doc = original.fresh()
    lines: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        line = mutation(draw, doc, game)
        if line is not None:
            exec(line, {"doc": doc, "copy": copy})
            lines.append(line)
    return original, doc, lines


def reproducer(original: Document, lines: list[str], call: str) -> str:
    """A few lines of Python that rebuild the mutated document and make the failing call."""
    return "\n".join(
        [
            "import copy, json, tablegames",
            "from tests.hostile.corpus import all_legal, playout",
            f"doc = tablegames.to_dict({original.base.expression()})",
            *lines,
            call,
        ]
    )
