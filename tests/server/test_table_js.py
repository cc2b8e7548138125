"""The web table's page for a game without a page of its own (``static/table.js``) reads a
view's fields as the library's plain words and default notation do.

A maintainer's review found the page's list of the fields that hold a seat written again
beside :func:`tablegames.core.text.is_seat_field`, and the two disagreeing: the page told a
``dealer`` as "Seat 1" and the log's plain words the same seat as "dealer 0".
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import tablegames.server
from tablegames.core.text import SEAT_FIELD_ENDINGS, SEAT_FIELDS

TABLE_JS = Path(tablegames.server.__file__).parent / "static" / "table.js"


def _array(name: str, source: str) -> list[str]:
    found = re.search(rf"const {name} = (?:new Set\()?(\[[^\]]*\])", source)
    assert found is not None, f"table.js no longer defines {name}"
    return list(json.loads(found[1]))


def test_the_page_holds_a_seat_in_the_fields_the_library_does() -> None:
    source = TABLE_JS.read_text(encoding="utf-8")
    assert set(_array("SEAT_FIELDS", source)) == SEAT_FIELDS
    assert tuple(_array("SEAT_FIELD_ENDINGS", source)) == SEAT_FIELD_ENDINGS
