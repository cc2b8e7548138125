"""Error codes: every code the rules raise is documented, every documented code is raised.

The package's sources are scanned for code-shaped strings (``crazyeights.<topic>.<reason>``);
each code of the table is then produced by a real refusal.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import Path

import pytest
import tablegames
from tablegames import IllegalMoveError

import tablegames_crazyeights
from playouts import card, table
from tablegames_crazyeights import (
    CrazyEightsOptions,
    CrazyEightsState,
    Draw,
    DrawRule,
    Pass,
    PlayCard,
    apply,
)
from tablegames_crazyeights.errors import ERROR_CODES

SOURCE = Path(tablegames_crazyeights.__file__).parent
CODE = re.compile(r"^crazyeights(\.[a-z0-9_]+){2}$")


def raised_in_sources() -> set[str]:
    """Every code-shaped string literal of the package, outside the table itself."""
    found = set()
    for path in SOURCE.rglob("*.py"):
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and CODE.match(node.value)
            ):
                found.add(node.value)
    return found


def test_the_table_lists_exactly_the_codes_the_sources_raise() -> None:
    assert raised_in_sources() == set(ERROR_CODES)
    assert all(CODE.match(code) and text for code, text in ERROR_CODES.items())


def test_the_protocols_reference_adds_the_kernels_codes() -> None:
    codes = tablegames.error_codes("crazyeights")
    assert set(ERROR_CODES) <= set(codes)
    assert {"crazyeights.turn.not_yours", "crazyeights.game.over", "core.move.wrong_game"} <= set(
        codes
    )


ONE = CrazyEightsOptions(draw_rule=DrawRule.ONE_THEN_PASS)

#: A refusal for each code: the state and the move that the rules refuse with it.
REFUSALS: dict[str, Callable[[], tuple[CrazyEightsState, object]]] = {
    "crazyeights.card.no_match": lambda: (table(["3d 4d", "5h"], "Kc"), PlayCard(0, card("3d"))),
    "crazyeights.card.not_in_hand": lambda: (table(["3d", "5h"], "Kc"), PlayCard(0, card("3c"))),
    "crazyeights.draw.already_drawn": lambda: (
        table(["3d", "5h"], "Kc", options=ONE, drawn=1),
        Draw(0),
    ),
    "crazyeights.draw.can_play": lambda: (
        table(["3c", "5h"], "Kc", options=CrazyEightsOptions(draw_when_able=False)),
        Draw(0),
    ),
    "crazyeights.draw.empty_stock": lambda: (table(["3d", "5h"], "Kc", stock=""), Draw(0)),
    "crazyeights.pass.can_draw": lambda: (table(["3d", "5h"], "Kc"), Pass(0)),
    "crazyeights.pass.can_play": lambda: (table(["3c", "5h"], "Kc"), Pass(0)),
}


@pytest.mark.parametrize("code", sorted(ERROR_CODES))
def test_every_code_is_raised_by_a_refusal(code: str) -> None:
    state, move = REFUSALS[code]()
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, move)  # type: ignore[arg-type]
    assert refused.value.code == code
    assert str(refused.value)
    assert refused.value.move == move


def test_the_refusals_cover_the_table() -> None:
    assert set(REFUSALS) == set(ERROR_CODES)
