"""The captions of the Saboteur pictures drawn at build time say what the picture shows."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import tablegames

DOCS = Path(__file__).parent.parent / "docs"
sys.path.insert(0, str(DOCS / "_ext"))

from tablegames_svg import play  # noqa: E402 - the docs' extension, found on its own path

#: A ``tablegames-svg`` figure of a Saboteur table: its options, up to its caption's end.
FIGURE = re.compile(r"^\.\. tablegames-svg:: saboteur\n((?:   .*\n|      .*\n)+)", re.MULTILINE)


def figures() -> list[tuple[str, dict[str, str]]]:
    found = []
    for page in sorted(DOCS.rglob("*.rst")):
        for block in FIGURE.finditer(page.read_text(encoding="utf-8")):
            options: dict[str, str] = {}
            name = ""
            for line in block.group(1).splitlines():
                option = re.match(r"^   :([a-z-]+):\s*(.*)$", line)
                if option:
                    name = option.group(1)
                    options[name] = option.group(2)
                else:
                    options[name] += " " + line.strip()
            found.append((f"{page.relative_to(DOCS)}:{options.get('seed')}", options))
    return found


@pytest.mark.parametrize(("where", "options"), figures(), ids=[where for where, _ in figures()])
def test_a_saboteur_caption_says_what_is_drawn(where: str, options: dict[str, str]) -> None:
    """Two captions promised round 1, seat 0's turn, yellow cells, a map's mark and rubble, of a
    picture that showed round 2 with seat 2 to play and none of them."""
    caption = options.get("caption", "")
    moves = int(options.get("moves", "0"))
    players, seed = int(options["players"]), int(options["seed"])
    state = play("saboteur", players, seed, moves, "heuristic", None)
    seat = int(options["seat"])
    picture = tablegames.to_svg(state, seat)
    assert f"after {moves} moves" in caption or moves == 0
    if re.search(r"round 1\b", caption, re.IGNORECASE):
        assert state.round == 0  # rounds are counted from 1 in words, from 0 in the state
    if "its turn" in caption or "on its turn" in caption:
        assert tablegames.current_player(state) == seat
    if "yellow cells" in caption:
        assert 'class="tg-cell tg-legal"' in picture
    if "map showed" in caption:
        assert "your map showed" in picture
    if "rubble" in caption:
        assert 'class="tg-rubble"' in picture
    if "broken tools" in caption:
        assert any(state.broken)
