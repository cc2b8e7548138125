"""TEN scoring: the longest run of each colour, with the wilds placed to score the most.

Rules §6. Each colour scores its longest run of consecutive numbers (1-9), formed from
the player's number cards of that colour plus wilds: a colour wild fills any number of its
colour, a numbered wild its number in any colour, the # Wildcard anything. Each wild fills one
slot of one run. A run of length L scores L, a complete 1-9 run scores 10.

Choosing where the wilds go is an optimisation, solved exactly here by the method the rules
document describes: a dynamic programme over the colours whose state is which numbered wilds
and how many # Wildcards are used, trying every run of every colour. Colour wilds are useless
outside their colour, so they are spent first; numbered wilds are unique per number, so the
state space is small. A collection holding more than five numbered wilds, which real games do
not produce but a forged state may, is scored by a branch-and-bound search instead, whose cost
does not double with each numbered wild.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

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


def _submasks(mask: int, size: int) -> tuple[int, ...]:
    """The submasks of ``mask`` with ``size`` bits, from the largest down."""
    found = _SUBMASKS.get((mask, size))
    if found is None:
        subs = []
        sub = mask
        while True:
            if sub.bit_count() == size:
                subs.append(sub)
            if sub == 0:
                break
            sub = (sub - 1) & mask
        found = _SUBMASKS[mask, size] = tuple(subs)
    return found


# A documented memo table (see "What the library keeps between calls" in the concepts page).
# Submasks by mask and size, filled as needed: at most 2**10 masks of the numbers 1-9, so the
# table stays small (the numbered wilds' masks), and the hot loop below only looks them up.
_SUBMASKS: dict[tuple[int, int], tuple[int, ...]] = {}
# A documented memo table (see "What the library keeps between calls" in the concepts page).
# Score sheets by what scoring reads of a collection (each colour's numbers as a mask, each
# colour's wilds, the numbered wilds, the # Wildcards): a view's scores sheet every seat's
# collection again at every move, and a sheet is immutable. Emptied at _MOST_SHEETS entries
# (a few megabytes at most).
_SHEETS: dict[tuple[int, ...], ScoreSheet] = {}
_MOST_SHEETS = 8192
# A DP state's key packs the numbered wilds used (bits 1-9) and the # Wildcards used above.
_WILDCARD_SHIFT = 10


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
    key = (*naturals.values(), *colour_wilds.values(), numbered, wildcards)
    sheet = _SHEETS.get(key)
    if sheet is None:
        if numbered.bit_count() > _MOST_NUMBERED_WILDS_FOR_DP or wildcards > 1:
            total, choices = _search(naturals, colour_wilds, numbered, wildcards)
        else:
            total, choices = _programme(naturals, colour_wilds, numbered, wildcards)
        sheet = _sheet(total, choices, colour_wilds, numbered, wildcards)
        if len(_SHEETS) >= _MOST_SHEETS:
            _SHEETS.clear()
        _SHEETS[key] = sheet
    return sheet


def _programme(
    naturals: dict[Colour, int], colour_wilds: dict[Colour, int], numbered: int, wildcards: int
) -> tuple[int, tuple[_Choice, ...]]:
    """The best runs, by a dynamic programme.

    A dynamic programme over the colours. Its states are the wilds used so far (numbered
    wilds as a mask, # Wildcards as a count, packed in one int key); each holds the best
    (total, tie-break) reached and the step that reached it, as (total, tie-break, previous
    key, choice). The tie-break prefers, among placements of equal total, the one with the
    longest runs (the sum of squared points), which is what a player would lay out; among
    equal ones the first found is kept, so the result is deterministic.
    """
    shared = numbered.bit_count() + wildcards
    layers: list[dict[int, tuple[int, int, int, _Choice]]] = []
    states: dict[int, tuple[int, int, int, _Choice | None]] = {0: (0, 0, 0, None)}
    for colour in COLOURS:
        k = colour_wilds[colour]
        prepared = [
            (option, option[0], option[0] * option[0], option[3], option[3].bit_count() - k)
            for option in _options(naturals[colour], k, shared)
        ]
        following: dict[int, tuple[int, int, int, _Choice]] = {}
        get = following.get
        for key, (total, shape, _, _) in states.items():
            free = numbered & ~key
            wildcards_left = wildcards - (key >> _WILDCARD_SHIFT)
            for option, points, square, lacking, need in prepared:
                value_total = total + points
                value_shape = shape + square
                if need <= 0:
                    best = get(key)
                    if (
                        best is None
                        or value_total > best[0]
                        or (value_total == best[0] and value_shape > best[1])
                    ):
                        following[key] = (value_total, value_shape, key, (option, 0, 0))
                    continue
                available = lacking & free
                for w in range(min(need, wildcards_left) + 1):
                    step = key + (w << _WILDCARD_SHIFT)
                    for sub in _submasks(available, need - w):
                        after = step | sub
                        best = get(after)
                        if (
                            best is None
                            or value_total > best[0]
                            or (value_total == best[0] and value_shape > best[1])
                        ):
                            following[after] = (value_total, value_shape, key, (option, sub, w))
        layers.append(following)
        states = following  # type: ignore[assignment]
    # The first state of the best total and tie-break, then its choices, from the last colour.
    key = max(states, key=lambda state: states[state][:2])
    total = states[key][0]
    chosen: list[_Choice] = []
    for layer in reversed(layers):
        _, _, key, choice = layer[key]
        chosen.append(choice)
    return total, tuple(reversed(chosen))


# The programme's states are the sets of numbered wilds used, so its cost doubles with each
# numbered wild held: about 3 ms of CPU with 5 of them, 50 ms or more with all 9, too slow for a
# server rendering a state. Beyond 5 the search below answers instead: under 2 ms on random
# collections, about 13 ms on the worst found by an adversarial search. Both are exact and agree
# on the total and the tie-break; only the layout chosen among equally good ones may differ.
# Collections holding 6 or more of the 9 numbered wilds (or two # Wildcards, which no deck has)
# do not occur in real games, so the games recorded so far score exactly as they did.
_MOST_NUMBERED_WILDS_FOR_DP = 5


def _search(
    naturals: dict[Colour, int], colour_wilds: dict[Colour, int], numbered: int, wildcards: int
) -> tuple[int, tuple[_Choice, ...]]:
    """The best runs by branch and bound, for collections holding many wilds.

    Each colour's run is chosen in turn, most points first. A choice of runs can be completed
    exactly when, for every set of colours, the fills their runs need beyond their own colour
    wilds are no more than the numbered wilds of the numbers they lack plus the # Wildcards
    (Hall's condition for the matching of numbered wilds to runs). A branch is cut when even
    spending every remaining wild on the remaining colours (a relaxation that ignores which
    numbers the wilds carry) cannot beat the best (total, tie-break) found so far; the first
    best found is kept.
    """
    shared = numbered.bit_count() + wildcards
    # Per colour: each run option with its points, its square (the tie-break) and its demand,
    # the fills it needs from numbered wilds and # Wildcards.
    columns: list[list[tuple[int, int, _Option, int, int]]] = []
    for colour in COLOURS:
        k = colour_wilds[colour]
        # Runs that the wilds cannot complete even for this colour alone are left out.
        column = [
            (option[0], option[0] * option[0], option, demand, option[3] & numbered)
            for option in _options(naturals[colour], k, shared)
            if (demand := max(0, option[3].bit_count() - k))
            <= (option[3] & numbered).bit_count() + wildcards
        ]
        column.sort(key=lambda entry: -entry[0])
        columns.append(column)
    # The colours that can score most are chosen first, so good totals are found early.
    order = sorted(range(len(COLOURS)), key=lambda c: -columns[c][0][0])
    columns = [columns[c] for c in order]
    keys = [(naturals[COLOURS[c]], colour_wilds[COLOURS[c]]) for c in order]
    # bound[i][p]: the best (total, tie-break) colours i and after can add with p fills.
    bound = [[(0, 0)] * (shared + 1) for _ in range(len(COLOURS) + 1)]
    for i in range(len(COLOURS) - 1, -1, -1):
        after = bound[i + 1]
        bound[i] = [
            max(
                (points + after[p - demand][0], square + after[p - demand][1])
                for points, square, _, demand, _ in columns[i]
                if demand <= p
            )
            for p in range(shared + 1)
        ]
    # Colours with the same numbers and colour wilds are interchangeable: their runs are
    # chosen in the order of their columns only, which spares trying each set in every order.
    twin: list[int | None] = [None] * len(COLOURS)
    for i in range(len(COLOURS)):
        for j in range(i):
            if keys[j] == keys[i]:
                twin[i] = j
    last = len(COLOURS) - 1
    best: list[Any] = [(-1, -1), ()]
    chosen: list[_Option] = []
    picked: list[int] = []

    def extend(i: int, total: int, shape: int, spent: int, groups: list[tuple[int, int]]) -> None:
        # ``groups`` holds, for each set of the colours chosen so far, its slack (the fills
        # it could still take: the # Wildcards, plus the numbered wilds of the numbers its runs
        # lack, less its demand) and the numbered wilds of the numbers its runs do not lack.
        # Hall's condition for the set with this colour's run added: the run's demand, less the
        # numbered wilds it brings to the set, is within the slack.
        column = columns[i]
        twin_of = twin[i]
        start = 0 if twin_of is None else picked[twin_of]
        after = bound[i + 1]
        left = shared - spent
        best_total, best_shape = best[0]
        for index in range(start, len(column)):
            points, square, option, demand, lacking = column[index]
            if demand > left:
                continue
            rest_total, rest_shape = after[left - demand]
            value_total = total + points + rest_total
            if value_total < best_total or (
                value_total == best_total and shape + square + rest_shape <= best_shape
            ):
                if i == last:
                    break  # the last colour's runs come with the most points first
                continue
            if demand and any(
                demand - (lacking & others).bit_count() > slack for slack, others in groups
            ):
                continue
            chosen.append(option)
            if i == last:
                # The first feasible run of the last colour is its best: it has the most points.
                best[0], best[1] = (total + points, shape + square), tuple(chosen)
                chosen.pop()
                return
            picked.append(index)
            grown = [
                (slack - demand + (lacking & others).bit_count(), others & ~lacking)
                for slack, others in groups
            ]
            extend(i + 1, total + points, shape + square, spent + demand, groups + grown)
            picked.pop()
            chosen.pop()
            best_total, best_shape = best[0]

    extend(0, 0, 0, 0, [(wildcards, numbered)])
    options: list[_Option] = [(0, 0, -1, 0)] * len(COLOURS)
    for c, option in zip(order, best[1], strict=True):
        options[c] = option
    return best[0][0], _assign(tuple(options), colour_wilds, numbered)


def _assign(
    options: tuple[_Option, ...], colour_wilds: dict[Colour, int], numbered: int
) -> tuple[_Choice, ...]:
    """Which numbered wilds fill which run, and how many # Wildcards each run takes.

    A matching of numbered wilds to the fills the runs need (augmenting paths); what no
    numbered wild fills takes a # Wildcard (the search made sure there are enough).
    """
    demands = [
        max(0, option[3].bit_count() - colour_wilds[colour])
        for colour, option in zip(COLOURS, options, strict=True)
    ]
    owner: dict[int, int] = {}  # number -> the colour index its numbered wild fills

    def place(colour: int, seen: set[int]) -> bool:
        for number in _bits(options[colour][3] & numbered):
            if number in seen:
                continue
            seen.add(number)
            holder = owner.get(number)
            if holder is None or place(holder, seen):
                owner[number] = colour
                return True
        return False

    for colour, demand in enumerate(demands):
        for _ in range(demand):
            if not place(colour, set()):
                break
    subs = [0] * len(COLOURS)
    for number, colour in owner.items():
        subs[colour] |= 1 << number
    return tuple(
        (option, sub, demand - sub.bit_count())
        for option, sub, demand in zip(options, subs, demands, strict=True)
    )


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
