"""The mutation fuzzer: real documents of every game and kind, tampered with, must be refused
with a FormatError or be sound enough for everything a program does with them.

See :mod:`tests.hostile.oracle` for what is checked on each document and
:mod:`tests.hostile.corpus` for the documents and mutations. The default run is small. The big
run of issue 11 sets ``TABLEGAMES_HOSTILE_EXAMPLES`` to the number of documents per game
(30000 or more); it also asserts that no call on an accepted document took over 50 ms, and
writes each game and kind's figures as JSON into ``TABLEGAMES_HOSTILE_REPORT`` (a directory)
if that is set::

    TABLEGAMES_HOSTILE_EXAMPLES=30000 TABLEGAMES_HOSTILE_REPORT=/tmp/hostile \\
        python -m pytest -p no:cacheprovider tests/hostile/test_mutations.py
"""

from __future__ import annotations

import gc
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tablegames
from tests.hostile.corpus import BIG, GAMES, KINDS, corpus, mutated
from tests.hostile.oracle import TARGET, Check, Tally, guarded, timed

#: Documents per game and kind in the default run.
DEFAULT_EXAMPLES = {"state": 100, "view": 100, "move": 80, "record": 60}

_SETTINGS = settings(
    deadline=None,
    database=None,
    # The default run checks the same documents every time, so that CI is repeatable; the big
    # run explores new ones on every run.
    derandomize=not BIG,
    suppress_health_check=list(HealthCheck),
)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_mutated_documents_are_refused_or_sound(game: str, kind: str) -> None:
    tally = Tally()
    examples = -(-BIG // len(KINDS)) if BIG else DEFAULT_EXAMPLES[kind]
    states = corpus(game)["state"]
    # The corpus lives as long as the process: keep it out of the garbage collector's full
    # collections, whose pauses would otherwise be timed as part of some call.
    gc.freeze()

    @settings(_SETTINGS, max_examples=examples)
    @given(case=mutated(game, kind), partner=st.sampled_from(states))
    def fuzz(case: Any, partner: Any) -> None:
        original, doc, lines = case
        Check(tally, original, lines).document(doc, partner)

    with guarded():
        fuzz()
    report = os.environ.get("TABLEGAMES_HOSTILE_REPORT")
    if report:
        Path(report).mkdir(parents=True, exist_ok=True)
        (Path(report) / f"{game}-{kind}.json").write_text(json.dumps(tally.summary(), indent=1))
    print(f"\n{game} {kind}: {tally.report()}")
    assert tally.documents >= examples
    # Timing is asserted in the big run only: the default run's machines are shared.
    findings = [f for f in tally.findings.values() if BIG or f.category != "slow"]
    assert not findings, tally.report()
    if BIG:
        assert tally.slowest[0] <= TARGET, tally.report()


@pytest.mark.parametrize("game", GAMES)
def test_verified_states_are_exactly_the_original_or_refused(game: str) -> None:
    """With verify_history, a tampered state is refused unless it is exactly what its own
    history gives: the change did nothing, or changed an option that has not yet made a
    difference, or removed or changed moves in a way that leaves a reachable state."""

    @settings(_SETTINGS, max_examples=max(BIG // 20, 40))
    @given(case=mutated(game, "state"))
    def fuzz(case: Any) -> None:
        _, doc, _ = case
        loaded, error, _ = timed(lambda: tablegames.from_dict(doc, verify_history=True))
        if isinstance(error, tablegames.FormatError):
            return
        if error is not None:
            raise error
        game_of_it = tablegames.GAMES[doc["game"]]
        if isinstance(loaded, game_of_it.state_type):
            assert tablegames.replay(tablegames.record(loaded)) == loaded
        else:  # the envelope was changed to read the data as another kind: it must be sound
            assert tablegames.from_json(tablegames.to_json(loaded)) == loaded

    with guarded():
        fuzz()


def test_a_truncated_document_is_a_format_error() -> None:
    text = corpus(GAMES[0])["state"][-1].text
    for cut in (1, len(text) // 2, len(text) - 1):
        with pytest.raises(tablegames.FormatError, match="not valid JSON"):
            tablegames.from_json(text[:cut])
