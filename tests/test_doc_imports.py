"""Each page's examples run as copied: a page imports ``tablegames`` in its examples before
they use it, rather than leaning on the import ``docs/conf.py`` makes for every page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).parent.parent / "docs"
PAGES = sorted(DOCS.rglob("*.rst"))


def first_use_before_import(page: Path) -> str | None:
    """The first example line of ``page`` that uses ``tablegames.`` before any example line
    imports it, if there is one."""
    imported = False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        code = line.strip()
        if not code.startswith((">>> ", "... ")):
            continue
        code = code[4:]
        if re.match(r"\s*import tablegames\b(?!\.)", code):
            imported = True
        used = re.sub(r"^\s*from\s+\S+", "", code)  # 'from tablegames.x import y' is no use
        if not imported and re.search(r"(?<![\w.])tablegames\.", used):
            return f"{page.relative_to(DOCS)}:{number}: {code}"
    return None


@pytest.mark.parametrize("page", PAGES, ids=[str(page.relative_to(DOCS)) for page in PAGES])
def test_a_page_imports_tablegames_before_its_examples_use_it(page: Path) -> None:
    """docs/saboteur.rst (19 examples of 20) and docs/ten.rst used ``tablegames.`` without
    importing it: they passed only because docs/conf.py imports it for every page."""
    assert first_use_before_import(page) is None
