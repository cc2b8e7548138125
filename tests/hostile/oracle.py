"""What must hold for any document a hostile client or server sends: the fuzzer's oracle.

Reading a document raises nothing but :class:`~tablegames.FormatError` (with a message under
4 KB). A document that is accepted round-trips through JSON, and everything a program does with
it works: for a state, every seat's legal moves, views and their legal moves, ``render``,
``record``, ``is_over``, ``scores`` and ``winners``, and ``apply`` of (a sample of) the legal
moves, whose results load back from their own JSON; for a view, its legal moves and
``render``; for a move, ``apply`` to a real state, which succeeds exactly when the move is among
the legal ones; for a record, ``replay``, which raises nothing but the library's errors.

Every call on an accepted document is timed (CPU time, the best of three if it looks slow), so
the slowest can be reported against the 50 ms target of issue 11.
"""

from __future__ import annotations

import contextlib
import json
import resource
import signal
import time
from collections.abc import Callable, Iterator
from typing import Any

import attrs

import tablegames
from tablegames.core.errors import MAX_MESSAGE_BYTES
from tests.hostile.corpus import Document, reproducer

#: The slowest a call on an accepted document may take (issue 11), in seconds.
TARGET = 0.050
#: A call this slow is reported as a finding (``"slow"``) rather than only timed, in seconds.
SLOW = 10 * TARGET
#: At most this many legal moves of a state are applied.
SAMPLE = 20
#: A call that takes more CPU time than this is stopped and reported as a hang, in seconds.
HANG = 3.0
#: The fuzzer may use at most this much more memory than when it started, in bytes: a forged
#: document that makes a call build billions of moves must not take the machine down with it.
MEMORY = 2 * 1024**3


class Hang(Exception):
    """Raised in a call that ran longer than :data:`HANG`."""


def _stop_hanging_call(signum: int, frame: object) -> None:
    raise Hang(f"stopped after {HANG} s of CPU time")


@contextlib.contextmanager
def guarded() -> Iterator[None]:
    """Let :class:`Check` stop hanging calls, and cap the memory of the process.

    A call that hangs raises :class:`Hang` (through ``SIGPROF``); one that allocates without
    end raises ``MemoryError`` (through ``RLIMIT_AS``). Both are then reported as findings.
    """
    previous = signal.signal(signal.SIGPROF, _stop_hanging_call)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm") as statm:
        in_use = int(statm.read().split()[0]) * resource.getpagesize()
    limit = in_use + MEMORY if hard == resource.RLIM_INFINITY else min(hard, in_use + MEMORY)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


@attrs.define
class Finding:
    """One kind of failure, with the first reproducer found and how often it was met."""

    category: str
    call: str
    error: str
    reproducer: str
    count: int = 1


@attrs.define
class Tally:
    """What the fuzzer met for one game and kind."""

    documents: int = 0
    accepted: int = 0
    refused: int = 0
    findings: dict[tuple[str, str, str], Finding] = attrs.Factory(dict)
    slowest: tuple[float, str] = (0.0, "")
    slowest_refusal: tuple[float, str] = (0.0, "")

    def found(self, category: str, call: str, error: str, example: str) -> None:
        key = (category, call.split("(")[0], error[:60])
        if key in self.findings:
            self.findings[key].count += 1
        else:
            self.findings[key] = Finding(category, call, error, example)

    def summary(self) -> dict[str, Any]:
        return {
            "documents": self.documents,
            "accepted": self.accepted,
            "refused": self.refused,
            "slowest_ms": round(self.slowest[0] * 1e3, 2),
            "slowest_call": self.slowest[1],
            "slowest_refusal_ms": round(self.slowest_refusal[0] * 1e3, 2),
            "findings": [attrs.asdict(finding) for finding in self.findings.values()],
        }

    def report(self) -> str:
        lines = [
            f"{self.documents} documents: {self.accepted} accepted, {self.refused} refused; "
            f"slowest call on an accepted document {self.slowest[0] * 1e3:.1f} ms "
            f"({self.slowest[1]}); slowest refusal {self.slowest_refusal[0] * 1e3:.1f} ms"
        ]
        for finding in self.findings.values():
            lines += [
                f"\n[{finding.category}] x{finding.count} {finding.call}: {finding.error}",
                finding.reproducer,
            ]
        return "\n".join(lines)


class _Stop(Exception):
    """A call failed: the rest of the checks on this document would only repeat it."""


def _error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {str(exc)[:300]}"


def timed(function: Callable[[], Any]) -> tuple[Any, Exception | None, float]:
    """``function()``'s result or exception, and the CPU time it took."""
    result: Any = None
    error: Exception | None = None
    signal.setitimer(signal.ITIMER_PROF, HANG)
    start = time.process_time()
    try:
        result = function()
    except Exception as exc:
        error = exc
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
    return result, error, time.process_time() - start


class Check:
    """The oracle's checks on one mutated document."""

    def __init__(self, tally: Tally, original: Document, lines: list[str]) -> None:
        self.tally = tally
        self.original = original
        self.lines = lines
        self.setup: list[str] = []

    def example(self, call: str) -> str:
        return reproducer(self.original, [*self.lines, *self.setup], call)

    def call(
        self,
        text: str,
        function: Callable[[], Any],
        allowed: tuple[type[BaseException], ...] = (),
    ) -> Any:
        """Run ``function`` (written ``text`` in the reproducer), timed; a failure is recorded.

        Returns the result, or the exception if it is one of ``allowed``.
        """
        result, error, seconds = timed(function)
        if error is not None and not isinstance(error, allowed):
            category = "hang" if isinstance(error, (Hang, MemoryError)) else "crash"
            self.tally.found(category, text, _error(error), self.example(text))
            raise _Stop from error
        if seconds > TARGET / 2:
            # Time again: a collection of garbage (or a busy machine) can slow one call. A
            # call that is slow every time is not retried more than once.
            again = timed(function)[2]
            seconds = min(seconds, again, timed(function)[2] if again < SLOW else again)
        if error is not None:
            if seconds > self.tally.slowest_refusal[0]:
                self.tally.slowest_refusal = (seconds, self.example(text))
        elif seconds > self.tally.slowest[0]:
            self.tally.slowest = (seconds, self.example(text))
        if seconds >= SLOW:
            # Far over the target: reported (the big run fails on it), and the other calls on
            # this document, which would likely be as slow, are skipped.
            self.fail("slow", text, f"took {seconds:.2f} s of CPU time")
        return error if error is not None else result

    def fail(self, category: str, call: str, problem: str) -> None:
        self.tally.found(category, call, problem, self.example(call))
        raise _Stop

    def document(self, doc: dict[str, Any], partner: Document) -> None:
        """Check one mutated document; ``partner`` is a real state to apply a move to."""
        self.tally.documents += 1
        with contextlib.suppress(_Stop):
            self.read(doc, partner)

    def read(self, doc: dict[str, Any], partner: Document) -> None:
        try:
            text: str | None = json.dumps(doc)
        except ValueError:  # an integer too long for Python to print: JSON cannot hold it
            text = None
        read = "tablegames.from_dict(doc)"
        obj = self.call(read, lambda: tablegames.from_dict(doc), (tablegames.FormatError,))
        if isinstance(obj, tablegames.FormatError):
            self.tally.refused += 1
            if len(str(obj).encode("utf-8")) > MAX_MESSAGE_BYTES:
                self.fail("message", read, "message over 4 KB")
            if text is not None:
                self.call(
                    "tablegames.from_json(json.dumps(doc))",
                    lambda: tablegames.from_json(text),
                    allowed=(tablegames.FormatError,),
                )
            return
        self.tally.accepted += 1
        self.setup = ["obj = tablegames.from_dict(doc)"]
        if text is not None:
            again = self.call(
                "tablegames.from_json(json.dumps(doc))",
                lambda: tablegames.from_json(text),
                allowed=(tablegames.FormatError,),
            )
            if not isinstance(again, tablegames.FormatError) and again != obj:
                self.fail("json", "tablegames.from_json(json.dumps(doc))", "differs from from_dict")
        written = self.call("tablegames.to_json(obj)", lambda: tablegames.to_json(obj))
        back = self.call(
            "tablegames.from_json(tablegames.to_json(obj))",
            lambda: tablegames.from_json(written),
            allowed=(tablegames.FormatError,),
        )
        if isinstance(back, tablegames.FormatError):
            self.fail("json", "tablegames.from_json(tablegames.to_json(obj))", _error(back))
        if back != obj or tablegames.to_json(back) != written:
            self.fail("json", "tablegames.from_json(tablegames.to_json(obj))", "no round trip")
        game = tablegames.GAMES[doc["game"]]
        if isinstance(obj, game.state_type):
            self.state(obj)
        elif isinstance(obj, game.view_type):
            self.view(obj)
        elif isinstance(obj, tablegames.GameRecord):
            self.call(
                "tablegames.replay(obj)",
                lambda: tablegames.replay(obj),
                allowed=(tablegames.TableGamesError,),
            )
        else:
            self.move(obj, partner)

    def state(self, state: Any) -> None:
        for name in ("current_player", "is_over", "scores", "winners", "render", "record"):
            function = getattr(tablegames, name)
            self.call(f"tablegames.{name}(obj)", lambda f=function: f(state))
        legal: list[Any] = []
        for seat in [*range(state.players), None]:
            if seat is not None:
                call = f"tablegames.legal_moves(obj, {seat})"
                legal += self.call(call, lambda s=seat: tablegames.legal_moves(state, s))
            seen = self.call(
                f"tablegames.view(obj, {seat})", lambda s=seat: tablegames.view(state, s)
            )
            where = f"tablegames.view(obj, {seat})"
            self.call(f"tablegames.render({where})", lambda v=seen: tablegames.render(v))
            self.call(f"tablegames.legal_moves({where})", lambda v=seen: tablegames.legal_moves(v))
        step = max(1, len(legal) // SAMPLE)
        checked_successor = False
        for index in range(0, len(legal), step):
            call = f"tablegames.apply(obj, all_legal(obj)[{index}])"
            after = self.call(
                call,
                lambda m=legal[index]: tablegames.apply(state, m),
                allowed=(tablegames.IllegalMoveError,),
            )
            if isinstance(after, tablegames.IllegalMoveError):
                self.fail("contract", call, f"a legal move is refused: {_error(after)}")
            if not checked_successor:
                checked_successor = True
                again = f"tablegames.from_json(tablegames.to_json({call}))"
                back = self.call(
                    again,
                    lambda a=after: tablegames.from_json(tablegames.to_json(a)),
                    allowed=(tablegames.FormatError,),
                )
                if isinstance(back, tablegames.FormatError):
                    self.fail("successor", again, _error(back))

    def view(self, seen: Any) -> None:
        self.call("tablegames.render(obj)", lambda: tablegames.render(seen))
        if seen.player is not None:
            self.call("tablegames.legal_moves(obj)", lambda: tablegames.legal_moves(seen))

    def move(self, move: Any, partner: Document) -> None:
        self.call("str(obj)", lambda: str(move))
        state = tablegames.from_json(partner.text)
        self.setup.append(f"state = {partner.base.expression()}")
        seat = move.player
        offered = (
            type(seat) is int
            and 0 <= seat < state.players
            and move
            in self.call(
                f"tablegames.legal_moves(state, {seat})",
                lambda: tablegames.legal_moves(state, seat),
            )
        )
        call = "tablegames.apply(state, obj)"
        after = self.call(
            call, lambda: tablegames.apply(state, move), allowed=(tablegames.IllegalMoveError,)
        )
        refused = isinstance(after, tablegames.IllegalMoveError)
        if refused == offered:
            problem = (
                "applied, but not among the legal moves"
                if not refused
                else (f"among the legal moves, but refused: {_error(after)}")
            )
            self.fail("contract", call, problem)
