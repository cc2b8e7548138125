"""Saboteur's "last move" tag on a seat's tools, measured in a headless Chromium.

The mark of a tool just broken (or of the row whose tool was just repaired) carries the words
"last move", as every mark does (docs/guides/pictures.rst: "a word, so the mark is not told by
its colour alone"). In a seat's row the tag must be read whole and hide nothing: a visual
review found it cut to "last", centred on the tool so that it covered the broken tools either
side and rose into the row above.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import tablegames
from tests.svg.test_browser import chromium

pytestmark = pytest.mark.browser

#: For the mark in each picture: the words of its tag, and the boxes (x, y, width, height, as
#: getBBox gives them) of its tag's pill, of the tag's words, of the seat's row and of every
#: other part of that row (its words, its badges, its broken tools, its cards, its gold).
MEASURE = """(pictures) => pictures.map((picture) => {
  const holder = document.createElement("div");
  holder.innerHTML = picture;
  document.body.append(holder);
  const box = (node) => {
    const b = node.getBBox();
    return [b.x, b.y, b.width, b.height];
  };
  const mark = holder.querySelector(".tg-last-move");
  const seat = mark.closest(".tg-seat");
  const [row, ...rest] = [...seat.children].filter((node) => node.tagName !== "title");
  const words = mark.querySelector("text");
  const found = {
    tag: words.textContent,
    pill: box(words.parentNode.querySelector("rect")),
    words: box(words),
    row: box(row),
    others: rest.filter((node) => node !== mark).map((node) => [
      node.querySelector("title")?.textContent || node.textContent || node.tagName, box(node),
    ]),
  };
  holder.remove();
  return found;
})"""

Box = list[float]


def overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share any area (touching edges do not count)."""
    return (
        min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 0
        and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 0
    )


def within(inner: Box, outer: Box) -> bool:
    return (
        inner[0] >= outer[0]
        and inner[1] >= outer[1]
        and inner[0] + inner[2] <= outer[0] + outer[2]
        and inner[1] + inner[3] <= outer[1] + outer[3]
    )


def play_until(players: int, wanted: Callable[[Any, Any], bool]) -> Any:
    """The first position, over random games (seeds 0, 1, ...), right after a move for which
    ``wanted(move, state after it)`` holds."""
    for seed in range(200):
        state = tablegames.new_game("saboteur", players=players, seed=seed)
        chooser = random.Random(seed)
        while tablegames.current_player(state) is not None:
            move = chooser.choice(tablegames.legal_moves(state))
            state = tablegames.apply(state, move)
            if wanted(move, state):
                return state
    raise AssertionError(f"no position found at {players} players")


def broke(tools: int) -> Callable[[Any, Any], bool]:
    """A tool broken, leaving its target ``tools`` broken tools."""
    return lambda move, state: (
        type(move).__name__ == "BreakTool" and len(state.broken[move.target]) == tools
    )


def repaired(move: Any, state: Any) -> bool:
    return type(move).__name__ == "RepairTool"


def the_review_position() -> Any:
    """The review's table: 3 players, seed 0, 29 random moves; seat 2 has just broken its own
    lantern, between its broken pickaxe and cart."""
    state = tablegames.new_game("saboteur", players=3, seed=0)
    chooser = random.Random(0)
    for _ in range(29):
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
    return state


def positions() -> list[tuple[str, Any]]:
    found = [("review", the_review_position())]
    for players in (3, 10):
        for tools in (1, 2, 3):
            found.append((f"{players} players, {tools} broken", play_until(players, broke(tools))))
        found.append((f"{players} players, repaired", play_until(players, repaired)))
    return found


def pictures() -> list[tuple[str, str]]:
    """Each position drawn whole, from the target's seat, and from another seat with the
    players' longest names (the rows then have a line more)."""
    drawn = []
    for where, state in positions():
        event = next(
            e for e in reversed(state.events) if type(e).__name__ in ("ToolBroken", "ToolRepaired")
        )
        players = len(state.broken)
        other = (event.target + 1) % players
        names = ["W" * 24] * players
        drawn.append((f"{where}, state", tablegames.to_svg(state, last_move=True)))
        drawn.append(
            (
                f"{where}, seat {event.target}",
                tablegames.to_svg(state, event.target, last_move=True),
            )
        )
        drawn.append(
            (
                f"{where}, seat {other} named",
                tablegames.to_svg(state, other, last_move=True, names=names),
            )
        )
    return drawn


@pytest.fixture(scope="module")
def measured(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, dict[str, Any]]]:
    drawn = pictures()
    page = ("<!doctype html><title>tags</title><body></body>", [(MEASURE, [p for _, p in drawn])])
    (found,) = chromium([page], tmp_path_factory.mktemp("chromium"))
    assert not found["console"], found["console"]
    assert not found["errors"], found["errors"]
    (results,) = found["results"]
    return [(where, result) for (where, _), result in zip(drawn, results, strict=True)]


def test_the_tag_says_last_move_whole(measured: list[tuple[str, dict[str, Any]]]) -> None:
    """The tag's words are "last move", drawn within their pill."""
    for where, found in measured:
        assert found["tag"] == "last move", where
        assert within(found["words"], found["pill"]), (where, found["words"], found["pill"])


def test_the_tag_lies_in_the_seats_row(measured: list[tuple[str, dict[str, Any]]]) -> None:
    """The tag stays inside its seat's row: it does not rise into the row above."""
    for where, found in measured:
        assert within(found["pill"], found["row"]), (where, found["pill"], found["row"])


def test_the_tag_covers_no_other_part_of_the_row(
    measured: list[tuple[str, dict[str, Any]]],
) -> None:
    """The tag covers no word, badge, card, gold or broken tool of its seat's row (the tool
    it marks included: the outline shows which)."""
    for where, found in measured:
        covered = [name for name, box in found["others"] if overlap(found["pill"], box)]
        assert covered == [], (where, covered)
    assert sum(len(found["others"]) for _, found in measured) > 5 * len(measured)
