"""Drawings render in a real headless Chromium: as images, and inline in an HTML page.

Each picture is decoded as an ``image/svg+xml`` image (the way a page's ``<img>`` or a saved
``.svg`` file shows it, scripts and outside references off) and parsed by the browser's own
XML parser; none may fail, log a console error or come out empty. The default run renders a
handful per game; the slow sweep renders every picture of 1,000 random positions per game.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames.aluette.svg import ranking_svg
from tablegames.saboteur.svg import action_cards_svg, tunnel_cards_svg
from tablegames.ten.svg import deck_svg
from tests.svg.helpers import GAMES, drawings, positions
from tests.web.conftest import _unavailable, find_chromium

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]

#: Renders each picture in the page: the browser's XML parse, the image decode and its size,
#: and one pixel of it drawn on a canvas (a picture that decodes but draws nothing fails).
RENDER = """
async (pictures) => {
  const results = [];
  for (const text of pictures) {
    const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
    const parseError = parsed.getElementsByTagName("parsererror").length > 0;
    const url = URL.createObjectURL(new Blob([text], {type: "image/svg+xml"}));
    const image = new Image();
    image.src = url;
    let error = "", width = 0, height = 0, alpha = 0;
    try {
      await image.decode();
      width = image.naturalWidth;
      height = image.naturalHeight;
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      alpha = context.getImageData(Math.floor(width / 2), 8, 1, 1).data[3];
    } catch (failure) {
      error = String(failure);
    }
    URL.revokeObjectURL(url);
    results.push({parseError, error, width, height, alpha});
  }
  return results;
}
"""


#: A blank page the pictures are rendered in.
BLANK = "<!doctype html><title>pictures</title><body></body>"

#: What a page of the default run finds in its two inline tables: their sizes, the legal cells
#: a click on each reports, and how many parts each prefix finds.
INLINE = """() => {
  const box = document.querySelector("svg#left").getBoundingClientRect();
  const seen = [];
  for (const cell of document.querySelectorAll("#left .tg-cell.tg-legal")) {
    cell.addEventListener("click", () => seen.push(cell.dataset.cell));
    cell.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  }
  return {
    width: box.width,
    height: box.height,
    clicked: seen,
    right: document.querySelectorAll("#right .tg-cell.tg-legal").length,
    hand: document.querySelectorAll("#left-hand-0").length,
  };
}"""

Page = tuple[str, list[tuple[str, Any]]]
Pictures = list[tuple[str, str]]


def chromium(pages: list[Page], tmp: Path) -> list[dict[str, Any]]:
    """Load each ``(html, calls)`` page in one headless Chromium (a process of its own,
    tests/svg/chromium.py), evaluate each ``(function, argument)`` of its calls there, and
    return each page's results and errors."""
    if find_chromium() is None:
        _unavailable(
            "no Chromium found: install Debian's `chromium` package or set TABLEGAMES_CHROMIUM"
        )
    if importlib.util.find_spec("playwright") is None:
        _unavailable("Playwright is not installed: pip install -e '.[web-test]'")
    job = tmp / f"job-{len(list(tmp.iterdir()))}.json"
    job.write_text(
        json.dumps({"pages": [{"html": html, "calls": calls} for html, calls in pages]}),
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "tests.svg.chromium", str(job)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found: list[dict[str, Any]] = json.loads(done.stdout)["pages"]
    return found


def render_page(pictures: Pictures, batch: int = 40) -> Page:
    """A blank page that renders ``pictures``, ``batch`` to a call."""
    calls = [
        (RENDER, [picture for _, picture in pictures[i : i + batch]])
        for i in range(0, len(pictures), batch)
    ]
    return BLANK, calls


def check_rendered(pictures: Pictures, found: dict[str, Any]) -> int:
    """Each picture came out whole in its page (:func:`render_page`); how many there were."""
    results = [result for part in found["results"] for result in part]
    for (where, _), result in zip(pictures, results, strict=True):
        assert not result["parseError"], (where, "Chromium's XML parser refused it")
        assert not result["error"], (where, result["error"])
        assert result["width"] > 0, (where, result)
        assert result["height"] > 0, (where, result)
        assert result["alpha"] > 0, (where, "nothing was drawn")
    assert not found["console"], found["console"]
    assert not found["errors"], found["errors"]
    return len(pictures)


def pictures_of(states: list[Any]) -> Iterator[tuple[str, str]]:
    for state in states:
        for who, picture in drawings(state):
            yield f"{state!r} {who}", picture


#: The pictures of the default run, by name: a few positions of each game, the catalogues, and
#: two pictures the check must refuse.
BROKEN = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><g></svg>'
EMPTY = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'


def default_pictures() -> dict[str, Pictures]:
    found = {game: list(pictures_of(positions(game, 3, seed=4))) for game in GAMES}
    found["catalogues"] = [
        ("ranking", ranking_svg()),
        ("tunnels", tunnel_cards_svg()),
        ("actions", action_cards_svg()),
        ("deck", deck_svg()),
    ]
    found["broken"] = [("broken", BROKEN)]
    found["empty"] = [("empty", EMPTY)]
    return found


#: The game, player count and seed of the table the default run draws twice inline.
INLINE_STATE = ("saboteur", 4, 7)

#: What the default run found: each set's pictures with its page, and the inline page.
DefaultRun = tuple[dict[str, tuple[Pictures, dict[str, Any]]], dict[str, Any]]


@pytest.fixture(scope="module")
def default_run(tmp_path_factory: pytest.TempPathFactory) -> DefaultRun:
    """Every page of the default run, in one Chromium: each set of pictures rendered in a page
    of its own, and a page holding two tables inline. Starting Chromium once rather than once
    a test keeps the default run's browser time to a few seconds."""
    sets = default_pictures()
    game, players, seed = INLINE_STATE
    state = tablegames.new_game(game, players=players, seed=seed)
    left = tablegames.to_svg(state, 0, id_prefix="left")
    right = tablegames.to_svg(state, 1, id_prefix="right")
    inline: Page = (
        f"<!doctype html><body><div>{left}</div><div>{right}</div></body>",
        [(INLINE, None)],
    )
    pages = [render_page(pictures) for pictures in sets.values()] + [inline]
    found = chromium(pages, tmp_path_factory.mktemp("chromium"))
    rendered = {name: (sets[name], page) for name, page in zip(sets, found[:-1], strict=True)}
    return rendered, found[-1]


@pytest.mark.parametrize("game", GAMES)
def test_a_few_drawings_of_each_game_render(default_run: DefaultRun, game: str) -> None:
    pictures, found = default_run[0][game]
    assert check_rendered(pictures, found) >= 3 * 3


def test_the_catalogues_render(default_run: DefaultRun) -> None:
    assert check_rendered(*default_run[0]["catalogues"]) == 4


def test_pictures_work_inline_in_a_page_and_their_parts_can_be_clicked(
    default_run: DefaultRun,
) -> None:
    """Two tables inline in one page, each with its own id prefix: a page finds their parts."""
    found = default_run[1]
    (result,) = found["results"]
    assert result["width"] > 1000
    assert result["height"] > 600
    name, players, seed = INLINE_STATE
    moves = tablegames.legal_moves(tablegames.new_game(name, players=players, seed=seed), 0)
    assert sorted(result["clicked"]) == sorted({f"{m.x},{m.y}" for m in moves if hasattr(m, "x")})
    assert result["right"] == 0
    assert result["hand"] == 1
    assert not found["console"]
    assert not found["errors"]


def test_the_check_fails_on_a_picture_chromium_cannot_show(default_run: DefaultRun) -> None:
    with pytest.raises(AssertionError, match="XML parser refused"):
        check_rendered(*default_run[0]["broken"])
    with pytest.raises(AssertionError, match="nothing was drawn"):
        check_rendered(*default_run[0]["empty"])


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_sweep_every_drawing_of_1000_positions_renders(tmp_path: Path, game: str) -> None:
    """The issue's criterion, browser half: every picture of 1,000 positions per game, 100
    positions to a page, all in one Chromium."""
    chosen = positions(game, 1_000, seed=3)
    sets = [list(pictures_of(chosen[start : start + 100])) for start in range(0, 1_000, 100)]
    found = chromium([render_page(pictures) for pictures in sets], tmp_path)
    rendered = sum(
        check_rendered(pictures, page) for pictures, page in zip(sets, found, strict=True)
    )
    print(f"{game}: {rendered} pictures rendered in Chromium")
    assert rendered >= 4_000
