"""Words shared by the games' narrations: counts and seats, seen from a viewer.

The renderers of every game speak to one viewer (``None`` for a spectator), so a seat is "you"
for its own player and "seat 2" for everybody else, in the same words in every game.
"""

from __future__ import annotations

__all__ = ["count", "seat_list", "who", "whose"]


def count(number: int, noun: str) -> str:
    """``1 card``, ``3 cards``: a number and its noun, plural unless the number is one."""
    return f"{number} {noun}" + ("" if number == 1 else "s")


def seat_list(seats: tuple[int, ...] | list[int], viewer: int | None) -> str:
    """``seats 1 and 2``, or ``you and seat 2`` when the viewer is among them."""
    if viewer in seats:
        parts = ["you", *(f"seat {seat}" for seat in seats if seat != viewer)]
        prefix = ""
    elif len(seats) == 1:
        return f"seat {seats[0]}"
    else:
        parts, prefix = [str(seat) for seat in seats], "seats "
    if len(parts) == 1:
        return prefix + parts[0]
    return prefix + ", ".join(parts[:-1]) + " and " + parts[-1]


def who(seat: int, viewer: int | None) -> str:
    """``You`` for the viewer's own seat, else ``Seat 3``: the subject of a sentence."""
    return "You" if seat == viewer else f"Seat {seat}"


def whose(seat: int, viewer: int | None) -> str:
    """``your`` for the viewer's own seat, else ``seat 3's``."""
    return "your" if seat == viewer else f"seat {seat}'s"
