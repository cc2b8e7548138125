"""Documents of about 1 MB, forged in every way of ``tests/hostile/forge.py``, are refused with
a FormatError whose message stays under 4 KB.

How long each refusal takes is measured by ``benchmarks/hostile.py`` (the target is 0.2 s),
never here: the machines that run the tests are shared.
"""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames.core.errors import MAX_MESSAGE_BYTES
from tests.hostile.corpus import GAMES, KINDS
from tests.hostile.forge import as_text, forgeries, real_documents

CASES = [
    pytest.param(game, kind, label, forge, id=f"{game}-{kind}-{label}")
    for game in GAMES
    for kind in KINDS
    for label, forge in forgeries(kind)
]


@pytest.fixture(scope="module")
def documents() -> dict[str, dict[str, Any]]:
    return {game: real_documents(game) for game in GAMES}


@pytest.mark.parametrize(("game", "kind", "label", "forge"), CASES)
def test_a_large_forged_document_is_refused_briefly(
    documents: dict[str, dict[str, Any]], game: str, kind: str, label: str, forge: Any
) -> None:
    forged = forge(documents[game][kind])
    text = as_text(forged)
    assert len(text) > 300_000
    with pytest.raises(tablegames.FormatError) as info:
        tablegames.from_json(text)
    assert len(str(info.value).encode("utf-8")) < MAX_MESSAGE_BYTES
    if isinstance(forged, dict) and game == GAMES[0]:
        # The same document given as a dict (the other games add little but time).
        with pytest.raises(tablegames.FormatError) as info:
            tablegames.from_dict(forged)
        assert len(str(info.value).encode("utf-8")) < MAX_MESSAGE_BYTES


@pytest.mark.parametrize("game", GAMES)
def test_real_documents_of_every_kind_still_load(
    documents: dict[str, dict[str, Any]], game: str
) -> None:
    """The forgeries start from documents that are sound: only the forging is refused."""
    for kind in KINDS:
        obj = tablegames.from_dict(documents[game][kind])
        assert tablegames.to_dict(obj) == documents[game][kind]
