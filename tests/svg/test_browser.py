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


def chromium(html: str, calls: list[tuple[str, Any]], tmp: Path) -> dict[str, Any]:
    """Load ``html`` in a headless Chromium (a process of its own, tests/svg/chromium.py) and
    evaluate each ``(function, argument)`` of ``calls`` there; the results and the errors."""
    if find_chromium() is None:
        _unavailable(
            "no Chromium found: install Debian's `chromium` package or set TABLEGAMES_CHROMIUM"
        )
    if importlib.util.find_spec("playwright") is None:
        _unavailable("Playwright is not installed: pip install -e '.[web-test]'")
    job = tmp / f"job-{len(list(tmp.iterdir()))}.json"
    job.write_text(json.dumps({"html": html, "calls": calls}), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "tests.svg.chromium", str(job)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found: dict[str, Any] = json.loads(done.stdout)
    return found


class Renderer:
    """Renders pictures in Chromium, in batches, and checks each came out whole."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.rendered = 0

    def check(self, pictures: list[tuple[str, str]], batch: int = 40) -> None:
        calls = [
            (RENDER, [picture for _, picture in pictures[i : i + batch]])
            for i in range(0, len(pictures), batch)
        ]
        found = chromium("<!doctype html><title>pictures</title><body></body>", calls, self.tmp)
        results = [result for part in found["results"] for result in part]
        for (where, _), result in zip(pictures, results, strict=True):
            assert not result["parseError"], (where, "Chromium's XML parser refused it")
            assert not result["error"], (where, result["error"])
            assert result["width"] > 0, (where, result)
            assert result["height"] > 0, (where, result)
            assert result["alpha"] > 0, (where, "nothing was drawn")
        assert not found["console"], found["console"]
        assert not found["errors"], found["errors"]
        self.rendered += len(pictures)


def pictures_of(states: list[Any]) -> Iterator[tuple[str, str]]:
    for state in states:
        for who, picture in drawings(state):
            yield f"{state!r} {who}", picture


@pytest.mark.parametrize("game", GAMES)
def test_a_few_drawings_of_each_game_render(tmp_path: Path, game: str) -> None:
    renderer = Renderer(tmp_path)
    renderer.check(list(pictures_of(positions(game, 3, seed=4))))
    assert renderer.rendered >= 3 * 3


def test_the_catalogues_render(tmp_path: Path) -> None:
    renderer = Renderer(tmp_path)
    renderer.check(
        [
            ("ranking", ranking_svg()),
            ("tunnels", tunnel_cards_svg()),
            ("actions", action_cards_svg()),
            ("deck", deck_svg()),
        ]
    )


def test_pictures_work_inline_in_a_page_and_their_parts_can_be_clicked(tmp_path: Path) -> None:
    """Two tables inline in one page, each with its own id prefix: a page finds their parts."""
    state = tablegames.new_game("saboteur", players=4, seed=7)
    left = tablegames.to_svg(state, 0, id_prefix="left")
    right = tablegames.to_svg(state, 1, id_prefix="right")
    found = chromium(
        f"<!doctype html><body><div>{left}</div><div>{right}</div></body>",
        [
            (
                """() => {
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
                }""",
                None,
            )
        ],
        tmp_path,
    )
    (result,) = found["results"]
    assert result["width"] > 1000
    assert result["height"] > 600
    moves = tablegames.legal_moves(state, 0)
    assert sorted(result["clicked"]) == sorted({f"{m.x},{m.y}" for m in moves if hasattr(m, "x")})
    assert result["right"] == 0
    assert result["hand"] == 1
    assert not found["console"]
    assert not found["errors"]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_sweep_every_drawing_of_1000_positions_renders(tmp_path: Path, game: str) -> None:
    """The issue's criterion, browser half: every picture of 1,000 positions per game."""
    renderer = Renderer(tmp_path)
    chosen = positions(game, 1_000, seed=3)
    for start in range(0, len(chosen), 100):
        renderer.check(list(pictures_of(chosen[start : start + 100])))
    print(f"{game}: {renderer.rendered} pictures rendered in Chromium")
    assert renderer.rendered >= 4_000


def test_the_check_fails_on_a_picture_chromium_cannot_show(tmp_path: Path) -> None:
    broken = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><g></svg>'
    with pytest.raises(AssertionError, match="XML parser refused"):
        Renderer(tmp_path).check([("broken", broken)])
    empty = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'
    with pytest.raises(AssertionError, match="nothing was drawn"):
        Renderer(tmp_path).check([("empty", empty)])
