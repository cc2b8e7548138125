"""Generated code shows its source in tracebacks, as attrs' and cattrs' generated code does."""

from __future__ import annotations

import linecache
import traceback

import attrs
import pytest

import tablegames
from tablegames.aluette import PlayCard, parse_card
from tablegames.core.codegen import define, source_name
from tablegames.core.states import evolver, fast_init


def test_define_registers_the_lines_under_a_name_of_their_own() -> None:
    namespace: dict[str, object] = {}
    first = define("def f():\n    return 1\n", "<tablegames test one>", namespace)
    assert first == "<tablegames test one>"
    assert linecache.getline(first, 2) == "    return 1\n"
    # The same source under the same name: registered once.
    assert define("def f():\n    return 1\n", "<tablegames test one>", {}) == first
    # Other source under a taken name: a name of its own, so each traceback shows its code.
    second = define("def f():\n    return 2\n", "<tablegames test one>", {})
    assert second == "<tablegames test one-2>"
    assert linecache.getline(second, 2) == "    return 2\n"
    assert linecache.getline(first, 2) == "    return 1\n"


def test_source_names_say_what_the_code_is_for() -> None:
    assert source_name("structure", PlayCard) == (
        "<tablegames structure tablegames.aluette.moves.PlayCard>"
    )


def traceback_of(error: pytest.ExceptionInfo[BaseException]) -> str:
    return "".join(traceback.format_exception(error.value))


@attrs.frozen
class Point:
    x: int
    y: int


def test_an_error_in_an_evolver_shows_the_generated_line() -> None:
    evolve = evolver(Point, "y")
    with pytest.raises(AttributeError) as info:
        evolve(object(), y=2)  # no x to copy
    text = traceback_of(info)
    assert "<tablegames evolver tests.core.test_codegen.Point>" in text
    assert "_set_x(new, instance.x)" in text


@fast_init
@attrs.frozen
class Paid:
    player: int


def test_an_error_in_a_fast_init_shows_the_generated_line() -> None:
    with pytest.raises(TypeError) as info:
        Paid.__init__(object(), 1)  # type: ignore[arg-type]  # not a Paid: its slot refuses
    text = traceback_of(info)
    assert "<tablegames fast_init tests.core.test_codegen.Paid>" in text
    assert "_set_player(self, player)" in text


def test_an_error_in_a_generated_json_writer_shows_the_generated_line() -> None:
    move = PlayCard(1, parse_card("3 of coins"))
    object.__setattr__(move, "card", "3 of coins")  # not a card: the writer cannot name it
    with pytest.raises(KeyError) as info:
        tablegames.to_json(move)
    text = traceback_of(info)
    assert "<tablegames unstructure tablegames.aluette.moves.PlayCard>" in text
    assert (
        "return {'type': 'play_card', 'player': o.player, 'card': (_ids1.get(_id(o.card))" in text
    )
