"""TEN's web page says what the seat to act does in the picture's words.

``ten/page.js`` writes the table's facts in words beside the server's picture; its ``DOING``
was a copy of the picture's status words (a maintainer's review found the two equal, with
nothing to keep them so).
"""

from __future__ import annotations

import json
import re

from tablegames.core.game import packaged_text
from tablegames.ten.svg import DOING


def test_the_page_says_what_the_seat_to_act_does_as_the_picture_does() -> None:
    source = packaged_text("tablegames.ten", "page.js")
    found = re.search(r"const DOING = (\{.*?\});", source, re.DOTALL)
    assert found is not None, "ten/page.js no longer defines DOING"
    as_json = re.sub(r"(\w+):", r'"\1":', found[1]).replace(",\n}", "\n}")
    assert json.loads(as_json) == {phase.value: words for phase, words in DOING.items()}
