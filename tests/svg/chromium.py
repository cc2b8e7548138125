"""Runs pages in a headless Chromium in a process of its own: ``python -m tests.svg.chromium JOB``.

The picture tests drive Chromium through this script rather than in their own process: the
web tests hold Playwright's sync API open for their whole session (tests/web/conftest.py), and
a second one cannot start beside it in the same process. ``JOB`` is a JSON file holding
``{"pages": [{"html": <a page>, "calls": [[<JavaScript function>, <its argument>], ...]}, ...]}``;
the script starts Chromium once, loads each page in a tab of its own, evaluates each function
with its argument in turn, and prints ``{"pages": [{"results": [...], "console": [<console
errors>], "errors": [<uncaught page errors>]}, ...]}``, one entry per page. One browser for the
whole job: starting Chromium costs more than rendering a few dozen pictures.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tests.web.conftest import CHROMIUM_ARGS, find_chromium


def run_page(browser: Any, html: str, calls: list[tuple[str, Any]]) -> dict[str, Any]:
    """Load ``html`` in a new tab and evaluate ``calls`` there; what came back and went wrong."""
    console: list[str] = []
    errors: list[str] = []
    results = []
    page = browser.new_page()
    try:
        page.set_default_timeout(60_000)
        page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.set_content(html)
        for script, argument in calls:
            results.append(page.evaluate(script, argument))
    finally:
        page.close()
    return {"results": results, "console": console, "errors": errors}


def run(job: dict[str, Any]) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
        try:
            pages = [run_page(browser, page["html"], page["calls"]) for page in job["pages"]]
        finally:
            browser.close()
    return {"pages": pages}


if __name__ == "__main__":
    print(json.dumps(run(json.loads(Path(sys.argv[1]).read_text(encoding="utf-8")))))
