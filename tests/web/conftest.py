"""A real headless Chromium for the browser tests, driven by Playwright.

The browser is the system's Chromium (Debian's package ``chromium``; .ci/run installs it):
Playwright's own browser downloads are not used. The tests are skipped, with the reason, when
no Chromium or no Playwright can be found, unless TABLEGAMES_REQUIRE_BROWSER or CI is set
(.ci/run sets the first, GitHub Actions and most CI services the second), in which case they fail
instead, as the PostgreSQL and node tests do: a CI run must never pass without them.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# What Chromium needs to start in a container and stay quiet: no sandbox (we run as root),
# no GPU, /tmp instead of a small /dev/shm, and none of its background traffic.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def find_chromium() -> str | None:
    """The Chromium to drive: $TABLEGAMES_CHROMIUM, or the first found on the PATH."""
    chosen = os.environ.get("TABLEGAMES_CHROMIUM")
    if chosen:
        return chosen if Path(chosen).exists() else None
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


def _unavailable(reason: str) -> None:
    for name in ("TABLEGAMES_REQUIRE_BROWSER", "CI"):
        if os.environ.get(name):
            pytest.fail(f"{reason} ({name} is set: the browser tests must run)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A headless Chromium with a fresh user data directory, for one test module.

    Not for the session: Playwright's synchronous API keeps an event loop running in the
    thread while it is open, so a test of another module run after it by the same process
    (``pytest tests/web tests/server``) could not call ``asyncio.run``.
    """
    executable = find_chromium()
    if executable is None:
        _unavailable(
            "no Chromium found: install Debian's `chromium` package (apt-get install chromium) "
            "or set TABLEGAMES_CHROMIUM to a Chromium executable"
        )
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("Playwright is not installed: pip install -e '.[web-test]'")
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as driver:
        # A persistent context is the way to give Chromium a user data directory of our own.
        context = driver.chromium.launch_persistent_context(
            str(profile),
            executable_path=executable,
            args=CHROMIUM_ARGS,
            headless=True,
        )
        try:
            yield context
        finally:
            context.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A new tab; every uncaught script error in it fails the test."""
    tab = browser.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.set_default_timeout(20_000)
    from playwright.sync_api import expect

    # expect()'s checks wait for the page as long as the tab's own waits do (Playwright's
    # default for them, 5 s, left a loaded machine a quarter of the waits' margin).
    expect.set_options(timeout=20_000)
    try:
        yield tab
    finally:
        tab.close()
    assert not errors, f"the page raised: {errors}"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--screenshots",
        default=None,
        help="where the browser tests save their screenshots (default: a temporary folder; "
        "also TABLEGAMES_SCREENSHOTS)",
    )


@pytest.fixture
def screenshots(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """The folder the browser tests save their screenshots in."""
    chosen = request.config.getoption("--screenshots") or os.environ.get("TABLEGAMES_SCREENSHOTS")
    folder = Path(chosen) if chosen else tmp_path / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
