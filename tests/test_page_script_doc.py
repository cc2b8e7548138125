"""The front-end guide's account of a game's page script matches the client it describes."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLIENT = ROOT / "src" / "tablegames" / "server" / "static" / "client.js"
GUIDE = ROOT / "docs" / "guides" / "frontend.rst"


def _helpers_given() -> set[str]:
    """The keys of the helpers object client.js hands to a page script's render."""
    found = re.search(r"const helpers = \{(.*?)\};", CLIENT.read_text(), re.DOTALL)
    assert found, "client.js no longer builds a helpers object"
    return {entry.split(":")[0].strip() for entry in found.group(1).split(",") if entry.strip()}


def _helpers_documented() -> set[str]:
    text = GUIDE.read_text()
    section = text.split("A game's page script\n", 1)[1].split("\nThe protocol documents\n", 1)[0]
    return set(re.findall(r"\* - ``(\w+)", section)) - {"Helper"}


def test_the_guide_lists_every_helper_a_page_script_is_given() -> None:
    assert _helpers_given() == _helpers_documented()


def test_the_guide_names_what_client_js_exports_for_a_page_script() -> None:
    exported = set(re.findall(r"^export function (\w+)", CLIENT.read_text(), re.MULTILINE))
    assert "start" in exported
    # Each helper but the moves and the scores (the view document's, not functions) is
    # exported under its own name or, for card, as cardElement.
    names = {"card": "cardElement"}
    for helper in _helpers_given() - {"moves", "scores"}:
        assert names.get(helper, helper) in exported, helper
