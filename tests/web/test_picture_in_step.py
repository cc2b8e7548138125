"""The seat page's picture and its words in step: the picture on the page is never of an older
view than the header and the moves above it, with bots moving fast."""

from __future__ import annotations

from typing import Any

import pytest

from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser

# What the page shows, each time its view's version changes: its view's version and its
# picture's (recorded by the page itself, between any two of its tasks).
RECORD_VERSIONS = """
window.shown = [];
new MutationObserver(() => {
  const box = document.querySelector('[data-testid=picture]');
  if (!box || !document.body.dataset.version) return;
  window.shown.push([Number(document.body.dataset.version), Number(box.dataset.version || -1)]);
}).observe(document, {
  attributes: true, subtree: true, attributeFilter: ['data-version'],
});
"""


@pytest.mark.parametrize("seat", [0, None], ids=["seat", "spectator"])
def test_the_picture_is_never_older_than_the_words(page: Any, seat: int | None) -> None:
    """With bots moving every 50 ms, every view the page shows comes with a picture of that
    view or a later one, for a seat and a spectator: the words were shown first and the
    picture fetched after, so the header said "Your turn." over the move before."""
    humans = [0] if seat == 0 else []
    with running("aluette", players=4, humans=humans, seed=1, bot_delay=0.05) as web:
        page.add_init_script(RECORD_VERSIONS)
        page.goto(web.seat_urls()[0] if seat == 0 else web.url(f"/watch/{web.id}"))
        page.wait_for_selector("[data-testid=picture] svg")
        for _ in range(12):
            if seat == 0:
                page.wait_for_selector(READY)
                if page.locator("body[data-state=over]").count():
                    break
                page.locator("[data-testid=move]").first.click()
            page.wait_for_timeout(400)
        shown = page.evaluate("window.shown")
        assert len({version for version, _ in shown}) >= 8
        older = [(words, picture) for words, picture in shown if picture < words]
        assert older == []
