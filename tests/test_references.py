"""Every page, docstring, comment and message names only rules and files the repository holds.

Each game's page (``docs/aluette.rst``, ``docs/saboteur.rst``, ``docs/ten.rst``) has a "Rules
and rulings" section: numbered rules sections (labels ``aluette-rules-6``, headings ``§6 ...``)
and numbered rulings (labels ``ruling-a-27``, entries ``A-27 · ...``; Saboteur ``S-15``, TEN
``T-A11``). Code, error messages, tests and pages cite them as "Aluette rules §6" and "ruling
A-27". This test scans the pages, the README, and every line of ``src/``, ``tests/``,
``examples/`` and ``benchmarks/`` for

* files that are not in the repository (``rules/aluette.md``, ``../shared``, any ``x.md`` or
  ``dir/x.py`` that does not exist), and
* citations of rules or rulings that the pages do not define: a ruling number the rulings
  section lacks, a ``§`` section no page has, or a number in the old forms ("ruling 27", "rules
  section 8", "A11") that named sections of documents outside the repository.

A game distribution of its own under ``examples/`` (``examples/<name>/pyproject.toml``) with a
rules page ``RULES.md`` (numbered sections ``## 4. Title`` and rules ``4.2 Text``) is checked
against its page instead: its files cite "rule 4.2", which the page must number, and name
files relative to the distribution too.

It fails listing each bad reference as ``file:line``. The changelog is left out: its history
records what was true when it was written. This file is left out too, as it quotes bad
references on purpose (in :func:`test_the_scanner_finds_each_kind_of_bad_reference`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

import pytest

from tests.games import BUILT_IN

ROOT = Path(__file__).resolve().parent.parent
GAMES = BUILT_IN
#: The prefix of each game's ruling numbers.
PREFIXES = {"aluette": "A-", "saboteur": "S-", "ten": "T-A"}

_SECTION_LABEL = re.compile(r"^\.\. _(aluette|saboteur|ten)-rules-(\d+(?:\.\d+)*):\s*$")
_RULING_LABEL = re.compile(r"^\.\. _ruling-([ast])-(a?\d+):\s*$")
_HEADING = re.compile(r"^§(\d+(?:\.\d+)*) \S")
_UNDERLINE = re.compile(r"^([~^\-=])\1+$")

# -- what the citations look like -----------------------------------------------------------------

_URL = re.compile(r"https?://\S+")
_RULING = re.compile(r"\b(?:T-A\d+|[AS]-\d+)\b")
_SECTION = re.compile(r"§\s?(\d+(?:\.\d+)*)")
#: The rest of a Sphinx link to a rules section, as in :ref:`§5.1 <ten-rules-5.1>`.
_REF_LABEL = re.compile(r"\s*<(aluette|saboteur|ten)-rules-")
_GAME_NAME = re.compile(r"\b(Aluette|aluette|Saboteur|saboteur|TEN)\b")
#: Numbers of the old rules documents: "ruling 27", "rules 6", "rules section 8", "section 5.4".
_OLD_NUMBER = re.compile(
    r"\b(?:[Rr]ul(?:e|es|ing|ings)\s+(?:[Ss]ections?\s+)?\d|[Ss]ections?\s+\d)"
)
#: TEN's old ruling numbers without the game prefix: "A11", "(A8)".
_OLD_TEN_RULING = re.compile(r"(?<![\w-])A\d{1,2}\b")
_OUTSIDE = re.compile(r"(?:\brules/\w|\.\./shared|/work/|\bseeds/)")
#: A path with a directory, or any Markdown file: it must exist.
_PATH = re.compile(
    r"(?<![\w./-])((?:[\w.-]+/)+[\w.-]+\.(?:py|rst|md|json|txt|toml|pdf)|[\w.-]+\.md)\b"
)


@cache
def rules_labels(game: str) -> tuple[frozenset[str], frozenset[str]]:
    """The rules sections (``"5.4"``) and rulings (``"T-A11"``) the game's page defines."""
    text = (ROOT / "docs" / f"{game}.rst").read_text(encoding="utf-8")
    sections, rulings = set(), set()
    for line in text.splitlines():
        if match := _SECTION_LABEL.match(line):
            if match.group(1) == game:
                sections.add(match.group(2))
        elif match := _RULING_LABEL.match(line):
            rulings.add(f"{match.group(1)}-{match.group(2)}".upper())
    return frozenset(sections), frozenset(rulings)


def all_rulings() -> frozenset[str]:
    return frozenset().union(*(rules_labels(game)[1] for game in GAMES))


def game_of(path: Path) -> str | None:
    """The game a file belongs to, if its path says (``src/tablegames/ten/``, ``docs/ten.rst``)."""
    parts = path.relative_to(ROOT).parts if path.is_absolute() else path.parts
    for game in GAMES:
        name = parts[-1]
        if game in parts[:-1] or name.startswith((f"{game}.", f"{game}-")) or f"{game}_" in name:
            return game
    return None


def distribution_of(path: Path) -> Path | None:
    """The game distribution of ``examples/`` holding ``path`` when it has a rules page."""
    parts = path.relative_to(ROOT).parts if path.is_absolute() else path.parts
    if len(parts) > 2 and parts[0] == "examples":
        directory = ROOT / "examples" / parts[1]
        if (directory / "pyproject.toml").exists() and (directory / "RULES.md").exists():
            return directory
    return None


#: A numbered section (``## 4. Playing a card``) or rule (``4.2 On your turn ...``) of a page.
_PAGE_NUMBER = re.compile(r"^(?:#+\s+)?(\d+(?:\.\d+)*)\.?\s+\S")
#: A citation of a distribution's own rules page: "rule 4.2", "rules 2 and 3" (the first).
_PAGE_RULE = re.compile(r"\b[Rr]ules?\s+(\d+(?:\.\d+)*)")


@cache
def page_numbers(directory: Path) -> frozenset[str]:
    """The sections and rules that a distribution's ``RULES.md`` numbers."""
    lines = (directory / "RULES.md").read_text(encoding="utf-8").splitlines()
    return frozenset(match.group(1) for line in lines if (match := _PAGE_NUMBER.match(line)))


def _exists(token: str, path: Path) -> bool:
    if any(char in token for char in "<>*{}$"):
        return True  # a pattern, not a file
    here = (ROOT / path).parent if not path.is_absolute() else path.parent
    bases = [ROOT, ROOT / "src", ROOT / "src" / "tablegames", here]
    distribution = distribution_of(path)
    if distribution is not None:
        bases.append(distribution)
    return any((base / token).exists() for base in bases)


def problems_in(path: Path, lines: Iterable[str]) -> Iterator[str]:
    """Each bad reference of ``lines`` (the text of ``path``), as ``path:line: what``."""
    own_game = game_of(path)
    distribution = distribution_of(path)
    shown = path.relative_to(ROOT) if path.is_absolute() else path
    for number, raw in enumerate(lines, 1):
        line = _URL.sub("", raw)
        where = f"{shown}:{number}"
        if _OUTSIDE.search(line):
            yield f"{where}: names a file outside the repository: {raw.strip()}"
        for match in _PATH.finditer(line):
            if not _exists(match.group(1), path):
                yield f"{where}: names {match.group(1)}, which the repository lacks"
        if distribution is not None:
            for match in _PAGE_RULE.finditer(line):
                if match.group(1) not in page_numbers(distribution):
                    yield f"{where}: cites rule {match.group(1)}, which RULES.md does not number"
        else:
            for match in _OLD_NUMBER.finditer(line):
                yield (
                    f"{where}: cites {match.group(0)!r}, a number of no page; write e.g. "
                    f"'ruling A-27' or 'Aluette rules §6': {raw.strip()}"
                )
        for match in _OLD_TEN_RULING.finditer(line):
            yield f"{where}: cites {match.group(0)!r}; TEN's rulings are T-A1 to T-A36"
        for match in _RULING.finditer(line):
            if match.group(0) not in all_rulings():
                yield f"{where}: cites ruling {match.group(0)}, which no rulings section has"
        for match in _SECTION.finditer(line):
            names = _GAME_NAME.findall(line[: match.start()])
            link = _REF_LABEL.match(line, match.end())
            game = link.group(1) if link else names[-1].lower() if names else own_game
            if game is None:
                yield f"{where}: cites §{match.group(1)} without saying which game's rules"
            elif match.group(1) not in rules_labels(game)[0]:
                yield f"{where}: cites {game} rules §{match.group(1)}, which the page lacks"


def scanned_files() -> list[Path]:
    """The pages, the README and every source, test, example and benchmark file."""
    found = [ROOT / "README.md", ROOT / "pyproject.toml"]
    found += sorted((ROOT / "docs").glob("**/*.rst"))
    found += sorted((ROOT / "docs").glob("*.py")) + sorted((ROOT / "docs" / "_ext").glob("*.py"))
    for directory in ("src", "tests", "examples", "benchmarks"):
        for pattern in ("**/*.py", "**/*.json", "**/*.toml"):
            found += sorted((ROOT / directory).glob(pattern))
    this = Path(__file__).resolve()
    return [
        path
        for path in found
        if path.resolve() != this and "_build" not in path.parts and "golden" not in path.parts
    ]


def test_every_reference_names_something_the_repository_holds() -> None:
    problems = [
        problem
        for path in scanned_files()
        for problem in problems_in(path, path.read_text(encoding="utf-8").splitlines())
    ]
    assert not problems, f"{len(problems)} bad references:\n" + "\n".join(problems)


def test_the_scan_covers_the_places_that_cite_rules() -> None:
    scanned = {path.relative_to(ROOT).as_posix() for path in scanned_files()}
    for expected in (
        "README.md",
        "docs/aluette.rst",
        "docs/cli.rst",
        "docs/guides/sampling.rst",
        "src/tablegames/aluette/rules.py",
        "src/tablegames/ten/invariants.py",
        "src/tablegames/schemas/saboteur-state.schema.json",
        "tests/saboteur/test_scoring.py",
        "examples/quickstart_ten.py",
    ):
        assert expected in scanned or not (ROOT / expected).exists(), expected


@pytest.mark.parametrize("game", GAMES)
def test_each_label_stands_on_its_heading_or_ruling(game: str) -> None:
    """A label's number is the number its heading or ruling entry shows, so links land right."""
    lines = (ROOT / "docs" / f"{game}.rst").read_text(encoding="utf-8").splitlines()
    sections, rulings = rules_labels(game)
    assert sections >= {"1", "2", "3", "4", "5", "6", "7"}
    assert len(rulings) >= 30
    assert all(ruling.startswith(PREFIXES[game]) for ruling in rulings)
    for index, line in enumerate(lines):
        section, ruling = _SECTION_LABEL.match(line), _RULING_LABEL.match(line)
        if not (section or ruling):
            continue
        following = next(
            text for text in lines[index + 1 :] if text.strip() and not text.startswith(".. _")
        )
        if section:
            heading = _HEADING.match(following)
            assert heading, (line, following)
            assert heading.group(1) == section.group(2), (line, following)
            underline = lines[lines.index(following, index) + 1]
            assert _UNDERLINE.match(underline), following
        else:
            assert ruling is not None
            name = f"{ruling.group(1)}-{ruling.group(2)}".upper()
            assert following.startswith(f"{name} · "), (line, following)


@pytest.mark.parametrize("game", GAMES)
def test_rulings_are_numbered_without_gaps(game: str) -> None:
    """New rulings take the next free number; none is dropped (citations stay valid)."""
    prefix = PREFIXES[game]
    numbers = sorted(int(ruling.removeprefix(prefix)) for ruling in rules_labels(game)[1])
    assert numbers == list(range(1, len(numbers) + 1))


def test_the_scanner_finds_each_kind_of_bad_reference() -> None:
    """The scan itself can fail: each kind of bad reference is reported, good ones are not."""
    bad = [
        "The rules authority is ``rules/aluette.md``.",
        "see ../shared/rules/ten.md",
        "as NOTES.md says",
        "the table in docs/nowhere.rst",
        "ruling 27: until trick 9 ends",
        "(rules section 8)",
        "Rules 7.3, ruling 20",
        "section 5.4",
        "(A11)",
        "ruling A-99 does not exist",
        "Aluette rules §42",
        "as §6 says",
    ]
    found = list(problems_in(Path("tests/example.py"), bad))
    for number in range(1, len(bad) + 1):
        assert any(f"tests/example.py:{number}:" in problem for problem in found), bad[number - 1]
    good = [
        "ruling A-27 (see the Aluette page), rulings S-10 to S-13, ruling T-A11",
        "Aluette rules §8; TEN rules §5.4 and Saboteur rules §7.3",
        "See README.md and docs/aluette.rst; https://example.org/rules/x.md is a web page.",
        "tablegames/schemas/aluette-<kind>.schema.json",
    ]
    assert list(problems_in(Path("tests/example.py"), good)) == []
    # Inside a game's package the game is implied.
    assert list(problems_in(Path("src/tablegames/ten/rules.py"), ["§5.4: a bid"])) == []
    assert list(problems_in(Path("src/tablegames/ten/rules.py"), ["§5.9: a bid"])) != []
    # A distribution of examples/ with its own rules page is checked against that page.
    for directory in sorted((ROOT / "examples").iterdir()):
        if distribution_of(directory / "src" / "module.py") is not None:
            inside = directory.relative_to(ROOT) / "src" / "module.py"
            first = min(page_numbers(directory), key=lambda n: [int(p) for p in n.split(".")])
            assert list(problems_in(inside, [f"rule {first}, see RULES.md"])) == []
            assert list(problems_in(inside, ["rule 99.9", "see NOTES.md"])) != []
