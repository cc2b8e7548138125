"""Named slices of a flat vector: the documented layout of an observation or an action index.

An observation is one flat ``float32`` vector; its :class:`Layout` says which slice holds what.
The same class describes the action index of each game, segment by segment, so the guide's
tables and the code cannot drift apart (a test compares them).
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

__all__ = ["Layout", "Segment"]


@attrs.frozen
class Segment:
    """A named slice ``[start, stop)`` of a flat vector.

    Attributes:
        name: A short identifier, such as ``"hand"``.
        start: The first position.
        stop: One past the last position.
        meaning: What the positions hold, in a sentence.
    """

    name: str
    start: int
    stop: int
    meaning: str

    @property
    def size(self) -> int:
        """How many positions the segment has."""
        return self.stop - self.start

    @property
    def slice(self) -> slice:
        """The segment as a :class:`slice`, to index a vector with."""
        return slice(self.start, self.stop)


@attrs.frozen
class Layout:
    """The segments of a flat vector, in order, covering it without gaps.

    >>> from tablegames.rl import Layout
    >>> layout = Layout.of(("hand", 48, "cards held"), ("phase", 7, "one-hot phase"))
    >>> layout.size, layout["phase"].slice
    (55, slice(48, 55, None))

    Attributes:
        segments: The segments, in order.
    """

    segments: tuple[Segment, ...]

    @classmethod
    def of(cls, *parts: tuple[str, int, str]) -> Layout:
        """Build a layout from ``(name, size, meaning)`` triples laid end to end."""
        segments: list[Segment] = []
        start = 0
        for name, size, meaning in parts:
            segments.append(Segment(name, start, start + size, meaning))
            start += size
        return cls(tuple(segments))

    @property
    def size(self) -> int:
        """The length of the whole vector."""
        return self.segments[-1].stop if self.segments else 0

    def __getitem__(self, name: str) -> Segment:
        for segment in self.segments:
            if segment.name == name:
                return segment
        raise KeyError(f"no segment {name!r}; segments: {[s.name for s in self.segments]}")

    def __iter__(self) -> Iterator[Segment]:
        return iter(self.segments)

    def segment_at(self, position: int) -> Segment:
        """The segment holding ``position``.

        Raises:
            IndexError: if ``position`` is outside the vector.
        """
        for segment in self.segments:
            if segment.start <= position < segment.stop:
                return segment
        raise IndexError(f"position {position} is outside a vector of size {self.size}")

    def table(self) -> str:
        """The layout as a reStructuredText list-table (what the RL guide shows)."""
        lines = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 12 18 70",
            "",
            "   * - slice",
            "     - name",
            "     - meaning",
        ]
        for segment in self.segments:
            lines += [
                f"   * - ``{segment.start}:{segment.stop}``",
                f"     - ``{segment.name}``",
                f"     - {segment.meaning}",
            ]
        return "\n".join(lines)
