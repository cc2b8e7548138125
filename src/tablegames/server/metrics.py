"""Counts and timings of the server, written in Prometheus's text format at ``/metrics``.

Every series is named ``tablegames_...``: counters end in ``_total``, timings are histograms
in seconds (``_bucket``, ``_sum``, ``_count``), gauges are read when the page is asked for.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Final

__all__ = ["BUCKETS", "Metrics"]

#: The upper bounds of the histograms' buckets, in seconds.
BUCKETS: Final = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)

#: What each series counts or times, for the page's HELP lines.
_HELP: Final = {
    "requests": "HTTP requests answered, by status class.",
    "moves": "Moves applied and stored (bots' included).",
    "bot_moves": "Moves played by bots.",
    "moves_retried": "Identical retries answered without applying the move again.",
    "moves_conflicted": "Moves that met a newer version stored by another process.",
    "games_created": "Games created.",
    "games_finished": "Games that ended.",
    "seats_taken": "Seats given a credential.",
    "seats_revoked": "Seat credentials revoked.",
    "seats_left": "Seats their holders left, free for another.",
    "seats_to_bots": "Human seats handed to the bot, by their holders or the turn limit.",
    "tables_loaded": "Games loaded from storage into memory.",
    "tables_released": "Games let go from memory.",
    "commit_batches": "Transactions that stored moves (each may hold many).",
    "refused": "Requests refused by the limits, by reason.",
    "move": "Seconds from a move's arrival at its table to its answer (stored).",
    "commit": "Seconds a transaction of moves took.",
    "request": "Seconds to answer a request (streams excluded).",
}


class Metrics:
    """The counters, histograms and gauges of one server process."""

    def __init__(self) -> None:
        self._counts: dict[tuple[str, str], float] = {}
        self._histograms: dict[str, tuple[list[int], list[float]]] = {}
        self._gauges: dict[str, Callable[[], float]] = {}

    def count(self, name: str, label: str = "", by: float = 1) -> None:
        """Add ``by`` to the counter ``name`` (with a label value, such as ``"2xx"``)."""
        key = (name, label)
        self._counts[key] = self._counts.get(key, 0) + by

    def observe(self, name: str, seconds: float) -> None:
        """Add a timing to the histogram ``name``."""
        found = self._histograms.get(name)
        if found is None:
            found = self._histograms[name] = ([0] * (len(BUCKETS) + 1), [0.0])
        found[0][bisect.bisect_left(BUCKETS, seconds)] += 1
        found[1][0] += seconds

    def gauge(self, name: str, read: Callable[[], float]) -> None:
        """A value read when the metrics are written (open streams, tables in memory)."""
        self._gauges[name] = read

    def value(self, name: str, label: str = "") -> float:
        """A counter's value (0 if never counted)."""
        return self._counts.get((name, label), 0)

    def text(self) -> str:
        """Every series in Prometheus's text exposition format (version 0.0.4)."""
        lines: list[str] = []
        names = sorted({name for name, _ in self._counts})
        for name in names:
            series = f"tablegames_{name}_total"
            lines += [f"# HELP {series} {_HELP.get(name, name)}", f"# TYPE {series} counter"]
            for (each, label), value in sorted(self._counts.items()):
                if each == name:
                    tag = f'{{kind="{label}"}}' if label else ""
                    lines.append(f"{series}{tag} {value:g}")
        for name, (buckets, total) in sorted(self._histograms.items()):
            series = f"tablegames_{name}_seconds"
            lines += [f"# HELP {series} {_HELP.get(name, name)}", f"# TYPE {series} histogram"]
            running = 0
            for bound, count in zip((*BUCKETS, float("inf")), buckets, strict=True):
                running += count
                edge = "+Inf" if bound == float("inf") else f"{bound:g}"
                lines.append(f'{series}_bucket{{le="{edge}"}} {running}')
            lines += [f"{series}_sum {total[0]:.6f}", f"{series}_count {running}"]
        for name, read in sorted(self._gauges.items()):
            series = f"tablegames_{name}"
            lines += [f"# TYPE {series} gauge", f"{series} {read():g}"]
        return "\n".join(lines) + "\n"
