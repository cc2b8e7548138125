"""TEN scoring: the longest run of each colour, with the wilds placed to score the most.

Rules section 6. Each colour scores its longest run of consecutive numbers (1-9), formed from
the player's number cards of that colour plus wilds: a colour wild fills any number of its
colour, a numbered wild its number in any colour, the # Wildcard anything. Each wild fills one
slot of one run. A run of length L scores L, a complete 1-9 run scores 10.

Choosing where the wilds go is an optimisation, solved exactly here by the method the rules
document describes: a dynamic programme over the colours whose state is which numbered wilds
and how many # Wildcards are used, trying every run of every colour. Colour wilds are useless
outside their colour, so they are spent first; numbered wilds are unique per number, so the
state space is small.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from tablegames.core.errors import FormatError
from tablegames.ten.cards import (
    COLOURS,
    FULL_RUN_BONUS,
    HIGHEST_NUMBER,
    LOWEST_NUMBER,
    WILDCARD,
    Card,
    Colour,
    Kind,
    colour_wild,
    numbered_wild,
)

__all__ = ["ColourScore", "ScoreSheet", "run_points", "score_sheet"]

_FULL_LENGTH = HIGHEST_NUMBER - LOWEST_NUMBER + 1
_COLOUR_WILD = {colour: colour_wild(colour) for colour in COLOURS}
_NUMBERED_WILD = {n: numbered_wild(n) for n in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)}


@attrs.frozen
class ColourScore:
    """How one colour scores.

    Attributes:
        colour: The colour.
        run: The lowest and highest number of the scoring run, or ``None`` if it has none.
        points: The run's points: its length, or 10 for a complete 1-9 run.
        wilds: The wilds placed in this run, each with the number it stands for.
    """

    colour: Colour
    run: tuple[int, int] | None
    points: int
    wilds: tuple[tuple[Card, int], ...]


@attrs.frozen
class ScoreSheet:
    """A player's score: each colour's run and where every wild went.

    Attributes:
        total: The score, the sum of the colours' points.
        colours: One entry per colour, in the order red, blue, orange, green.
        unused_wilds: The wilds that fit in no scoring run.
    """

    total: int
    colours: tuple[ColourScore, ...]
    unused_wilds: tuple[Card, ...]


def run_points(length: int) -> int:
    """The points of a run of ``length`` numbers: the length, plus the bonus for a full run.

    >>> from tablegames.ten.scoring import run_points
    >>> run_points(3), run_points(8), run_points(9)
    (3, 8, 10)
    """
    return length + FULL_RUN_BONUS if length == _FULL_LENGTH else length


def _mask(low: int, high: int) -> int:
    return ((1 << (high + 1)) - 1) ^ ((1 << low) - 1)


def _bits(mask: int) -> Iterable[int]:
    number = 0
    while mask:
        if mask & 1:
            yield number
        mask >>= 1
        number += 1


# A run option of one colour: points, lowest and highest number, and the numbers it lacks.
_Option = tuple[int, int, int, int]
# A colour's choice: the option, the numbered wilds it uses (a mask) and # Wildcards it uses.
_Choice = tuple[_Option, int, int]


def _options(naturals: int, colour_wilds: int, shared: int) -> list[_Option]:
    """Every run worth considering for one colour, dominated runs pruned.

    ``shared`` is how many slots the numbered wilds and # Wildcards could fill at most; a run
    lacking more numbers than the colour wilds and those can fill is impossible.
    """
    free_best: _Option = (0, 0, -1, 0)
    costly: list[_Option] = []
    for low in range(LOWEST_NUMBER, HIGHEST_NUMBER + 1):
        for high in range(low, HIGHEST_NUMBER + 1):
            lacking = _mask(low, high) & ~naturals
            need = lacking.bit_count() - colour_wilds
            if need > shared:
                break  # longer runs from the same start lack at least as much
            points = run_points(high - low + 1)
            option = (points, low, high, lacking)
            if need <= 0:
                if points > free_best[0]:
                    free_best = option
            else:
                costly.append(option)
    # Keep a costly run only if it beats the best free run and no run lacking a subset of its
    # numbers scores as much.
    costly = [o for o in costly if o[0] > free_best[0]]
    costly.sort(key=lambda o: (-o[0], o[3].bit_count()))
    kept: list[_Option] = []
    for option in costly:
        if not any(k[0] >= option[0] and k[3] & ~option[3] == 0 for k in kept):
            kept.append(option)
    return [free_best, *kept]


def _submasks(mask: int, size: int) -> Iterable[int]:
    sub = mask
    while True:
        if sub.bit_count() == size:
            yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


def score_sheet(cards: Iterable[Card]) -> ScoreSheet:
    """Score a collection, placing its wilds to maximise the total (exactly).

    Duplicated number cards and currency cards are ignored. Among placements of equal total
    the result is deterministic.

    >>> from tablegames.ten import parse_card, score_sheet
    >>> blue = ["blue 1", "blue 2", "blue 3", "blue 5", "blue 7"]
    >>> sheet = score_sheet(parse_card(text) for text in blue)
    >>> sheet.total, sheet.colours[1].run
    (3, (1, 3))

    Raises:
        FormatError: if the cards hold two copies of a numbered wild, which the deck has once.
    """
    naturals = dict.fromkeys(COLOURS, 0)
    colour_wilds = dict.fromkeys(COLOURS, 0)
    numbered = 0
    wildcards = 0
    for card in cards:
        kind, colour, number = card.kind, card.colour, card.number
        if kind is Kind.NUMBER and colour is not None and number is not None:
            naturals[colour] |= 1 << number
        elif kind is Kind.COLOUR_WILD and colour is not None:
            colour_wilds[colour] += 1
        elif kind is Kind.NUMBERED_WILD and number is not None:
            if numbered >> number & 1:
                raise FormatError(f"a TEN collection holds at most one {card}")
            numbered |= 1 << number
        elif kind is Kind.WILDCARD:
            wildcards += 1
    shared = numbered.bit_count() + wildcards

    # states: (numbered wilds used, wildcards used) -> (total, tie-break, choices so far). The
    # tie-break prefers, among placements of equal total, the one with the longest runs (the
    # sum of squared points), which is what a player would lay out.
    _State = tuple[int, int, tuple[_Choice, ...]]
    states: dict[tuple[int, int], _State] = {(0, 0): (0, 0, ())}
    for colour in COLOURS:
        k = colour_wilds[colour]
        options = _options(naturals[colour], k, shared)
        following: dict[tuple[int, int], _State] = {}
        for (used, used_wild), (total, shape, choices) in states.items():
            for option in options:
                points, _, _, lacking = option
                need = lacking.bit_count() - k
                if need <= 0:
                    steps = [(0, 0)]
                else:
                    available = lacking & numbered & ~used
                    steps = [
                        (sub, w)
                        for w in range(min(need, wildcards - used_wild) + 1)
                        for sub in _submasks(available, need - w)
                    ]
                value = (total + points, shape + points * points)
                for sub, w in steps:
                    key = (used | sub, used_wild + w)
                    best = following.get(key)
                    if best is None or value > best[:2]:
                        following[key] = (*value, (*choices, (option, sub, w)))
        states = following
    total, _, choices = max(states.values(), key=lambda entry: entry[:2])
    return _sheet(total, choices, colour_wilds, numbered, wildcards)


def _sheet(
    total: int,
    choices: tuple[_Choice, ...],
    colour_wilds: dict[Colour, int],
    numbered: int,
    wildcards: int,
) -> ScoreSheet:
    """Spell out the chosen runs: which wild stands for which number."""
    colours = []
    for colour, ((points, low, high, lacking), sub, w) in zip(COLOURS, choices, strict=True):
        if points == 0:
            colours.append(ColourScore(colour, None, 0, ()))
            continue
        placed = [(_NUMBERED_WILD[n], n) for n in _bits(sub)]
        rest = list(_bits(lacking & ~sub))
        by_colour_wild = len(rest) - w  # colour wilds first, the # Wildcard for the rest
        placed.extend((_COLOUR_WILD[colour], n) for n in rest[:by_colour_wild])
        placed.extend((WILDCARD, n) for n in rest[by_colour_wild:])
        placed.sort(key=lambda item: item[1])
        colours.append(ColourScore(colour, (low, high), points, tuple(placed)))
        numbered &= ~sub
        wildcards -= w
        colour_wilds[colour] -= by_colour_wild
    unused = [_COLOUR_WILD[c] for c in COLOURS for _ in range(colour_wilds[c])]
    unused.extend(_NUMBERED_WILD[n] for n in _bits(numbered))
    unused.extend([WILDCARD] * wildcards)
    return ScoreSheet(total, tuple(colours), tuple(unused))
