"""The pages a user reads first say what the code does: the command line's exit statuses, the
developer commands, the external game's files, the error classes, and seats counted as the
pages promise (``player N`` from 0, ``seat N`` from 1)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import tablegames

ROOT = Path(__file__).parent.parent
DOCS = ROOT / "docs"
CRAZYEIGHTS = ROOT / "examples" / "crazyeights"


def section(path: Path, heading: str) -> str:
    """The text of the reStructuredText section under ``heading``, up to the next heading."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index(heading) + 2
    end = next(
        (i - 1 for i in range(start + 1, len(lines)) if _is_underline(lines[i], lines[i - 1])),
        len(lines),
    )
    return "\n".join(lines[start:end])


def _is_underline(line: str, above: str) -> bool:
    return bool(re.fullmatch(r"([-=~^\"])\1{3,}", line)) and len(line) >= len(above) > 0


def exit_status_rows() -> dict[int, str]:
    """The cli.rst table of exit statuses, status to meaning, each meaning on one line."""
    table = section(DOCS / "cli.rst", "Errors and exit statuses")
    rows = re.findall(r"^   \* - (\d+)\n     - (.*?)(?=^   \* - |\Z)", table, re.M | re.S)
    assert rows, "the exit status table was not found"
    return {int(status): " ".join(meaning.split()) for status, meaning in rows}


def test_the_exit_status_table_gives_a_refused_bot_move_status_2() -> None:
    """A bot's move that the rules refuse ends ``play`` and ``simulate`` with status 2, as a
    mistake in the command line does (tests/test_cli.py asserts the status); a bot's own error
    is status 1. The table must say which, for a user scripting around the command."""
    rows = exit_status_rows()
    assert "a bot's move that the rules refuse" in rows[2]
    assert "whose agents have no ``choose``" in rows[2]
    assert "refuse" not in rows[1]
    assert "raised an error" in rows[1]


def test_the_installation_page_runs_the_tests_as_the_readme_does() -> None:
    """installation.rst's developer commands are the README's and .ci/run's: the suite on every
    core (``-n auto``), and every marker deselected by default is named, with OpenSpiel's
    command as the OpenSpiel guide gives it."""
    page = (DOCS / "installation.rst").read_text(encoding="utf-8")
    assert "$ python -m pytest -n auto\n" in page
    assert "python -m pytest -m openspiel -n auto tests/openspiel src/tablegames/openspiel" in page
    assert "python -m pytest -m openspiel -n auto tests/openspiel src/tablegames/openspiel" in (
        DOCS / "guides" / "openspiel.rst"
    ).read_text(encoding="utf-8")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    deselected = re.search(r'"-m", "(not [^"]*)"', pyproject)
    assert deselected is not None
    markers = re.findall(r"not (\w+)", deselected.group(1))
    assert len(markers) >= 6
    for marker in markers:
        assert f"``{marker}``" in page, marker


def _package_files() -> list[str]:
    package = CRAZYEIGHTS / "src" / "tablegames_crazyeights"
    return sorted(
        p.name
        for p in package.iterdir()
        if p.is_file() and p.name not in {"__init__.py", "py.typed"} and p.suffix in {".py", ".js"}
    )


def test_the_external_game_guide_walks_through_every_file_of_the_package() -> None:
    """The guide's "rooms of the package" names each file of Crazy Eights' package, and points
    to no internal document (the project's house plan is not published)."""
    guide = DOCS / "guides" / "external-game.rst"
    rooms = section(guide, "The rooms of the package")
    assert {"errors.py", "svg.py", "page.js", "rules.py", "words_fr.py"} <= set(_package_files())
    missing = [name for name in _package_files() if f"``{name}``" not in rooms]
    assert missing == []
    assert "house plan" not in guide.read_text(encoding="utf-8").lower()


def test_the_crazyeights_readme_lists_every_file_of_the_package() -> None:
    """The distribution's README lists its package's files, as the guide does."""
    readme = (CRAZYEIGHTS / "README.md").read_text(encoding="utf-8")
    assert [name for name in _package_files() if f"`{name}`" not in readme] == []


def test_concepts_names_every_error_class_tablegames_exports() -> None:
    """concepts.rst's "Errors and their codes" is where a newcomer learns what to catch: it
    names every error class of the package, so an ``except`` written from it misses none
    (a move built with a card's name raises InvalidMoveError, none of the first three)."""
    errors = section(DOCS / "concepts.rst", "Errors and their codes")
    exported = [
        name
        for name in tablegames.__all__
        if isinstance(getattr(tablegames, name), type)
        and issubclass(getattr(tablegames, name), tablegames.TableGamesError)
    ]
    assert "InvalidMoveError" in exported
    assert [name for name in exported if f":class:`~tablegames.{name}`" not in errors] == []


SEAT_ZERO = re.compile(r"\b[Ss]eats? \{?0\b")
#: Where a section says how it counts, "seat 0" is the index it announced, or 0.1.0's wording.
SAYS_HOW_IT_COUNTS = re.compile(r"from 0\b|0\.1\.0")

PAGES = sorted(
    [ROOT / "README.md", *DOCS.glob("*.rst"), *(DOCS / "guides").glob("*.rst")],
    key=lambda p: str(p.relative_to(ROOT)),
)


def seat_zero_lines(page: str) -> list[str]:
    """The lines of ``page`` that call an index "seat 0" without saying how they count: not
    quoted (a text the page shows or forbids), not in a ``literal``, and not in a section (the
    text between two headings) that says it counts from 0 or speaks of 0.1.0's numbering."""
    lines = page.splitlines()
    starts = [0] + [i - 1 for i in range(1, len(lines)) if _is_underline(lines[i], lines[i - 1])]
    found = []
    for begin, end in zip(starts, [*starts[1:], len(lines)], strict=True):
        text = "\n".join(lines[begin:end])
        if SAYS_HOW_IT_COUNTS.search(text):
            continue
        for number, line in enumerate(lines[begin:end], begin + 1):
            for hit in SEAT_ZERO.finditer(line):
                before = line[: hit.start()]
                if before.count('"') % 2 or before.count("``") % 2:
                    continue
                found.append(f"{number}: {line.strip()}")
    return found


@pytest.mark.parametrize("path", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_pages_call_an_index_player_not_seat_0(path: Path) -> None:
    """concepts.rst: a seat is ``player N`` from 0 and ``seat N`` from 1, each word keeping its
    base; the pictures label seats from 1. A page that writes "seat 0" for player 0 reads off by
    one beside them, unless its section says it counts from 0."""
    assert seat_zero_lines(path.read_text(encoding="utf-8")) == []


def test_the_seat_0_scan_finds_what_it_is_for() -> None:
    """The scan flags an unexplained "seat 0" and lets a quoted or explained one pass."""
    page = """Pictures
--------

A square for seats 0 and 2; the teams are seats {0, 2}. Seat 10 is player 9.
A "seat 0" in a text is refused; ``--seat 0`` too.

A worked example
----------------

Seats here are the API's, from 0: seat 0 digs.
"""
    assert (
        seat_zero_lines(page)
        == ["4: A square for seats 0 and 2; the teams are seats {0, 2}. Seat 10 is player 9."] * 2
    )


def test_an_asgi_app_to_run_is_saved_in_no_standard_librarys_module_name() -> None:
    """The server guide's mounted site was to be run as ``uvicorn site:app``: ``site`` is the
    standard library's module, imported at every start, so uvicorn found no ``app`` in it."""
    pages = [*DOCS.rglob("*.rst"), ROOT / "README.md"]
    commands = [
        (path.name, module)
        for path in pages
        for module in re.findall(r"uvicorn ([\w.]+):\w+", path.read_text(encoding="utf-8"))
    ]
    assert ("server.rst", "mysite") in commands
    for page, module in commands:
        assert module.split(".")[0] not in sys.stdlib_module_names, (page, module)
