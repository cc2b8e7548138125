"""Screenshots of the server's web client: each game at its start, in its middle and at its end.

The browser tests call :func:`play` with a folder, and so does the command line, which starts a
server on 127.0.0.1 (a temporary SQLite database, bots in the other seats), opens seat 1's page
in the system's headless Chromium through Playwright, clicks the first listed move until the
game is over and saves three PNGs per game::

    python -m tests.web.screenshots docs/_static/web            # every game
    python -m tests.web.screenshots /tmp/shots saboteur --width 1600

It needs the ``web-test`` and ``server`` extras and a Chromium (Debian's ``chromium``, or
``$TABLEGAMES_CHROMIUM``). The same seed gives the same game, so the pictures are the same
from run to run but for fonts and the browser's version.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tests.web.conftest import CHROMIUM_ARGS, find_chromium
from tests.web.harness import running

#: Each game with the seed, the players and the click of the middle picture: a human clicking
#: the first listed move finishes these in a few dozen clicks (bots play the other seats).
GAMES: dict[str, dict[str, int]] = {
    "aluette": {"players": 4, "seed": 1, "middle": 14},
    "saboteur": {"players": 3, "seed": 2, "middle": 12},
    "ten": {"players": 2, "seed": 1, "middle": 16},
}
READY = "body[data-state=ready], body[data-state=over]"
#: The three moments pictured, in the files' names: ``saboteur-start.png`` and so on.
MOMENTS = ("start", "middle", "end")


def snap(page: Any, path: Path) -> Path:
    """Save the page as a PNG once its picture of the table is the current view's."""
    page.wait_for_function(
        "() => { const p = document.querySelector('[data-testid=picture]');"
        " return !p || p.dataset.version === document.body.dataset.version; }"
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=False, animations="disabled")
    return path


def play_to_the_end(
    page: Any,
    url: str,
    *,
    limit: int = 400,
    on_ready: Callable[[int], None] | None = None,
) -> int:
    """Open ``url`` and click the first listed move until the game-over screen; the clicks.

    ``on_ready(clicks)`` is called each time the page is ready for a move (and once more when
    the game is over), before the click.
    """
    page.goto(url)
    for clicks in range(limit):
        page.wait_for_selector(READY)
        if on_ready is not None:
            on_ready(clicks)
        if page.get_attribute("body", "data-state") == "over":
            return clicks
        serial = page.get_attribute("body", "data-serial")
        page.locator("[data-testid=move]").first.click()
        # The page is busy from the click until the server's answer is shown.
        page.wait_for_function(
            "serial => document.body.dataset.state !== 'busy'"
            " && (document.body.dataset.serial !== serial"
            " || !document.querySelector('[data-testid=error]').hidden)",
            arg=serial,
        )
        refusal = page.locator("[data-testid=error]")
        if refusal.is_visible() and refusal.get_attribute("data-code") == "core.move.stale":
            # The bots moved while the page offered a free action (an Aluette signal): the
            # move was chosen on an old view, and refusing it is right. The next update
            # brings the current view.
            page.wait_for_function("serial => document.body.dataset.serial !== serial", arg=serial)
            continue
        assert refusal.is_hidden(), f"a listed move was refused: {refusal.text_content()}"
    raise AssertionError(f"the game did not end within {limit} clicks")


def pictured(page: Any, game: str, folder: Path, middle: int) -> Callable[[int], None]:
    """An ``on_ready`` that saves ``GAME-start.png``, ``GAME-middle.png`` (with the first card
    that has a move chosen, so its places are lit) and ``GAME-end.png`` into ``folder``."""

    taken: set[str] = set()

    def on_ready(clicks: int) -> None:
        mine = page.get_attribute("body", "data-turn") == "mine"
        if page.get_attribute("body", "data-state") == "over":
            snap(page, folder / f"{game}-end.png")
        elif clicks == 0:
            snap(page, folder / f"{game}-start.png")
        elif clicks >= middle and "middle" not in taken and (mine or clicks >= 2 * middle):
            # The first page at or after the middle click where it is the seat's turn.
            taken.add("middle")
            card = page.locator("[data-testid=picture] .tg-hand.target")
            chose = card.count() > 0
            if chose:
                card.first.dispatch_event("click")
            snap(page, folder / f"{game}-middle.png")
            forget = page.locator("[data-testid=show-all]")
            if chose and forget.count():
                forget.click()

    return on_ready


def play(page: Any, game: str, folder: Path) -> tuple[Any, int]:
    """Play ``game`` through seat 1's page on a new server, saving its three pictures into
    ``folder``; the final state and the clicks."""
    setup = GAMES[game]
    with running(game, players=setup["players"], humans=[0], seed=setup["seed"]) as web:
        on_ready = pictured(page, game, folder, setup["middle"])
        clicks = play_to_the_end(page, web.seat_urls()[0], on_ready=on_ready)
        return web.state, clicks


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.web.screenshots", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("folder", type=Path, help="where the PNGs go")
    parser.add_argument("games", nargs="*", default=sorted(GAMES), help="the games to picture")
    parser.add_argument("--width", type=int, default=1280, help="the window's width in pixels")
    parser.add_argument("--height", type=int, default=900, help="the window's height in pixels")
    arguments = parser.parse_args(argv)
    executable = find_chromium()
    if executable is None:
        parser.error("no Chromium found: install `chromium` or set TABLEGAMES_CHROMIUM")
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as profile, sync_playwright() as driver:
        browser = driver.chromium.launch_persistent_context(
            profile,
            executable_path=executable,
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": arguments.width, "height": arguments.height},
        )
        try:
            page = browser.new_page()
            page.set_default_timeout(20_000)
            for game in arguments.games:
                _, clicks = play(page, game, arguments.folder)
                names = ", ".join(f"{game}-{moment}.png" for moment in MOMENTS)
                print(f"{game}: {clicks} clicks; saved {names} in {arguments.folder}")
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
