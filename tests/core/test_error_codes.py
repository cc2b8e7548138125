"""The error-code tables are complete: every code the sources can raise is documented, and every
documented code can be raised (issue 12).

The sources are scanned, not run: every string literal shaped like a code, and every argument
that passes a code to a refusal (``code=...``, the games' ``_refuse(message, code, move)``),
f-string templates included (``f"{game}.turn.not_yours"``), is accounted for.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import tablegames
from tablegames.core.protocol import CODE_PATTERN, CORE_ERROR_CODES, GAME_ERROR_CODES
from tests.games import BUILT_IN

SOURCE = Path(tablegames.__file__).parent
GAMES = list(BUILT_IN)
#: The tables themselves are not evidence that a code is raised.
TABLES = {"ERROR_CODES", "CORE_ERROR_CODES", "GAME_ERROR_CODES"}
#: Code-shaped strings start with a game's name or "core" (module paths start "tablegames.").
CODE = re.compile(rf"^(core|{'|'.join(GAMES)})(\.[a-z0-9_]+){{2,}}$")
TEMPLATE = re.compile(r"^\{game\}(\.[a-z0-9_]+){2,}$")
#: The refusal helpers and error classes that take a code.
REFUSERS = {"_refuse", "IllegalMoveError", "NotYourTurnError"}
#: Arguments that pass on a code made elsewhere, each with why that is fine.
PASS_THROUGH = {
    ("core/errors.py", "code"),  # unpickling rebuilds an error with its own code
    ("core/record.py", "exc.code"),  # replay re-raises the game's own refusal
    ("core/notation.py", "refusal.code"),  # parse_move re-raises the rules' refusal of a text
    ("cli.py", "exc.code"),  # the CLI does the same for a loaded record
    ("testing.py", "error.code"),  # the kit asks a real refusal's words again with a probe
    ("aluette/rules.py", "code"),  # _refuse(message, code, move) hands its argument on
    ("saboteur/rules.py", "code"),  # the same, and the rockfall's three literal codes
    ("ten/rules.py", "code"),
}
#: The RL wrappers' and the OpenSpiel adapter's codes (``rl.action.*``, ``openspiel.action.*``)
#: are not moves' refusals: the guides on RL and OpenSpiel list them.
SKIPPED = ("rl", "openspiel")


def sources() -> Iterator[tuple[str, ast.Module]]:
    for path in sorted(SOURCE.rglob("*.py")):
        relative = path.relative_to(SOURCE).as_posix()
        if not relative.startswith(SKIPPED):
            yield relative, ast.parse(path.read_text(encoding="utf-8"))


def table_values(tree: ast.Module) -> set[int]:
    """The ids of the nodes inside the tables' own definitions, to be skipped."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        if any(isinstance(t, ast.Name) and t.id in TABLES for t in targets):
            skipped.update(id(inner) for inner in ast.walk(node))
    return skipped


def template_of(node: ast.JoinedStr) -> str:
    return "".join(
        part.value if isinstance(part, ast.Constant) else "{" + ast.unparse(part.value) + "}"
        for part in node.values
        if isinstance(part, (ast.Constant, ast.FormattedValue))
    )


def code_arguments(node: ast.Call) -> list[ast.expr]:
    """The arguments of a call that carry a code."""
    found = [keyword.value for keyword in node.keywords if keyword.arg == "code"]
    name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
    if name == "_refuse" and len(node.args) >= 2:
        found.append(node.args[1])
    return found


def scan() -> tuple[dict[str, set[str]], set[str], set[tuple[str, str]]]:
    """Codes and templates raised, by file; the pass-through arguments met."""
    literals: dict[str, set[str]] = {}
    templates: set[str] = set()
    passed: set[tuple[str, str]] = set()
    for relative, tree in sources():
        skipped = table_values(tree)
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if CODE.match(node.value):
                    literals.setdefault(node.value, set()).add(relative)
            elif isinstance(node, ast.Call):
                for argument in code_arguments(node):
                    if isinstance(argument, ast.Constant):
                        assert isinstance(argument.value, str)
                        assert CODE.match(argument.value), (
                            f"{relative}:{argument.lineno}: {argument.value!r} is not a code"
                        )
                    elif isinstance(argument, ast.JoinedStr):
                        template = template_of(argument)
                        assert TEMPLATE.match(template), (
                            f"{relative}:{argument.lineno}: the code {ast.unparse(argument)} "
                            "is not a {game}.<topic>.<reason> template"
                        )
                        templates.add(template)
                    else:
                        passed.add((relative, ast.unparse(argument)))
    return literals, templates, passed


SCANNED = scan()


def test_codes_reach_refusals_only_as_literals_templates_or_known_pass_throughs() -> None:
    _, _, passed = SCANNED
    assert passed == PASS_THROUGH


def test_the_kernel_templates_are_documented() -> None:
    _, templates, _ = SCANNED
    assert templates == set(GAME_ERROR_CODES)


def test_the_kernel_codes_are_documented() -> None:
    literals, _, _ = SCANNED
    raised = {code for code in literals if code.startswith("core.")}
    assert raised == set(CORE_ERROR_CODES), (
        f"raised but undocumented: {sorted(raised - set(CORE_ERROR_CODES))}; "
        f"documented but never raised: {sorted(set(CORE_ERROR_CODES) - raised)}"
    )


@pytest.mark.parametrize("game", GAMES)
def test_every_code_of_a_game_is_documented_and_raised(game: str) -> None:
    literals, _, _ = SCANNED
    raised = {code for code in literals if code.startswith(f"{game}.")}
    assert all(where == {f"{game}/rules.py"} for code, where in literals.items() if code in raised)
    raised |= {template.format(game=game) for template in GAME_ERROR_CODES}
    documented = {code for code in tablegames.error_codes(game) if code.startswith(f"{game}.")}
    assert raised == documented, (
        f"raised but undocumented: {sorted(raised - documented)}; "
        f"documented but never raised: {sorted(documented - raised)}"
    )


@pytest.mark.parametrize("game", GAMES)
def test_every_game_makes_the_kernel_checks_in_its_own_name(game: str) -> None:
    """The templates apply to a game whose apply is the kernel's dispatcher built with its
    name (that is what turns ``{game}.turn.not_yours`` into ``ten.turn.not_yours``)."""
    tree = ast.parse((SOURCE / game / "rules.py").read_text(encoding="utf-8"))
    named = [
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "dispatcher"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    ]
    assert named == [game]


@pytest.mark.parametrize("game", GAMES)
def test_each_code_has_a_one_line_meaning(game: str) -> None:
    codes = tablegames.error_codes(game)
    assert list(codes)[-len(CORE_ERROR_CODES) :] == list(CORE_ERROR_CODES)
    for code, meaning in codes.items():
        assert re.match(CODE_PATTERN, code)
        assert code.startswith((f"{game}.", "core."))
        assert meaning.strip() == meaning
        assert "\n" not in meaning
        assert meaning.endswith(".")
        assert 10 < len(meaning) <= 200


def test_unknown_games_have_no_codes() -> None:
    with pytest.raises(tablegames.ConfigError, match="unknown game 'chess'"):
        tablegames.error_codes("chess")
