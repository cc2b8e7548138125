"""The headless Chromium of the web tests (tests/web/conftest.py) serves the picture tests too."""

from __future__ import annotations

from tests.web.conftest import browser, page

__all__ = ["browser", "page"]
