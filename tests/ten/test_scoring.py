"""Scoring: the longest run per colour, wilds placed to score the most (§6)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablegames.ten import COLOURS, Card, Colour, Kind, ScoreSheet, run_points, score_sheet, scoring
from tablegames.ten.cards import CARDS
from tests.ten.table import card, cards


def _score(*texts: str) -> int:
    return score_sheet(cards(*texts)).total


def test_the_seed_example_blue_1_2_3_5_7_scores_3() -> None:
    """§6: "blue 1, 2, 3, 5, 7 ... three points for the 1, 2, 3; the 5 and 7 do nothing"."""
    sheet = score_sheet(cards("blue 1", "blue 2", "blue 3", "blue 5", "blue 7"))
    assert sheet.total == 3
    blue = sheet.colours[COLOURS.index(Colour.BLUE)]
    assert (blue.run, blue.points, blue.wilds) == ((1, 3), 3, ())


def test_a_complete_run_scores_ten() -> None:
    """§6, T-A27: a 1-9 run scores 10, not 9."""
    assert _score(*(f"green {n}" for n in range(1, 10))) == 10
    assert _score(*(f"green {n}" for n in range(1, 9))) == 8
    assert [run_points(n) for n in range(10)] == [0, 1, 2, 3, 4, 5, 6, 7, 8, 10]


def test_each_colour_scores_its_longest_run_and_colours_add_up() -> None:
    """§6: only the longest run of each colour scores; the game score is their sum."""
    assert _score("red 1", "red 2", "red 4", "red 5", "red 6", "blue 9", "orange 3") == 5
    assert _score("red 1", "red 1", "red 2") == 2  # duplicates never help


def test_currency_and_nothing_score_nothing() -> None:
    assert score_sheet(()).total == 0
    assert score_sheet(cards("currency 3", "currency 5")).total == 0
    assert all(colour.run is None for colour in score_sheet(()).colours)


def test_a_colour_wild_fills_any_number_of_its_colour() -> None:
    """§6: a colour wild stands for any number of its own colour only."""
    sheet = score_sheet(cards("red 1", "red 2", "red 4", "red #", "blue 1"))
    assert sheet.total == 5
    red = sheet.colours[0]
    assert red.run == (1, 4)
    assert red.wilds == ((card("red #"), 3),)


def test_a_colour_wild_goes_to_the_gap_that_scores_most() -> None:
    """A greedy "first gap" choice is wrong: filling 5 makes 4-9 (6), filling 3 only 1-4 (4)."""
    sheet = score_sheet(cards(*(f"red {n}" for n in (1, 2, 4, 6, 7, 8, 9)), "red #"))
    assert sheet.total == 6
    assert sheet.colours[0].run == (4, 9)


def test_the_wildcard_goes_where_only_it_fits() -> None:
    """A greedy choice is wrong: the # Wildcard on red's 4 leaves blue's 3 unfillable.

    Red 1-3, 5-7 needs a 4 (the wild 4 or the #); blue 1, 2, 4 needs a 3 (only the #).
    Best: wild 4 to red (7 points), # to blue as 3 (4 points) = 11.
    """
    sheet = score_sheet(
        cards(
            *(f"red {n}" for n in (1, 2, 3, 5, 6, 7)),
            "blue 1",
            "blue 2",
            "blue 4",
            "wild 4",
            "wild #",
        )
    )
    assert sheet.total == 11
    red, blue = sheet.colours[0], sheet.colours[1]
    assert red.wilds == ((card("wild 4"), 4),)
    assert blue.wilds == ((card("wild #"), 3),)
    assert sheet.unused_wilds == ()


def test_a_numbered_wild_goes_where_it_completes_a_full_run() -> None:
    """A greedy choice is wrong: the wild 5 completes red 1-9 (10) rather than blue 3-7 (5)."""
    sheet = score_sheet(
        cards(
            *(f"red {n}" for n in (1, 2, 3, 4, 6, 7, 8, 9)),
            "blue 3",
            "blue 4",
            "blue 6",
            "blue 7",
            "wild 5",
        )
    )
    assert sheet.total == 10 + 2
    assert sheet.colours[0].run == (1, 9)
    assert sheet.colours[0].points == 10


def test_a_numbered_wild_is_unique() -> None:
    """§2: one numbered wild per number, so a collection with two is refused."""
    with pytest.raises(ValueError, match="at most one wild 4"):
        score_sheet(cards("wild 4", "wild 4"))


def test_wilds_alone_make_a_run_and_extra_wilds_stay_unused() -> None:
    """Each wild fills one slot of one run; wilds that fit nowhere useful are reported unused."""
    sheet = score_sheet(cards("red #", "red #", "wild 9"))
    assert sheet.total == 3  # e.g. red 7-9 from the three wilds
    assert sum(len(c.wilds) for c in sheet.colours) + len(sheet.unused_wilds) == 3
    sheet = score_sheet(cards("red 1", "red 2", "red 3", "red #", "blue #", "wild 2"))
    assert sheet.total == 4 + 1 + 1  # red 1-4; blue 1 (its wild); wild 2 alone elsewhere


# -- an exhaustive check against brute force ------------------------------------------------------

_LONGEST = [0] * 1024
for _mask in range(1024):
    _best = _run = 0
    for _n in range(1, 10):
        _run = _run + 1 if _mask >> _n & 1 else 0
        _best = max(_best, _run)
    _LONGEST[_mask] = _best


def _slots(wild: Card) -> list[tuple[int, int] | None]:
    """Every (colour index, number) a wild may stand for, or None (unused)."""
    colours = range(4) if wild.colour is None else [COLOURS.index(wild.colour)]
    numbers = range(1, 10) if wild.number is None else [wild.number]
    return [None, *((c, n) for c in colours for n in numbers)]


def _brute_force(collection: list[Card]) -> int:
    naturals = [0, 0, 0, 0]
    wilds = []
    for item in collection:
        if item.kind is Kind.NUMBER:
            naturals[COLOURS.index(item.colour)] |= 1 << item.number  # type: ignore[arg-type,operator]
        elif item.is_wild:
            wilds.append(item)
    best = 0
    for choice in itertools.product(*(_slots(w) for w in wilds)):
        masks = list(naturals)
        for slot in choice:
            if slot is not None:
                masks[slot[0]] |= 1 << slot[1]
        best = max(best, sum(run_points(_LONGEST[m]) for m in masks))
    return best


_NUMBERS = [c for c in CARDS if c.kind is Kind.NUMBER]
_WILDS = [c for c in CARDS if c.is_wild]


@settings(max_examples=150, deadline=None)
@given(
    numbers=st.lists(st.sampled_from(_NUMBERS), max_size=16),
    wilds=st.lists(st.sampled_from(_WILDS), max_size=3).filter(
        lambda ws: (
            len({w for w in ws if w.kind is not Kind.COLOUR_WILD})
            == sum(w.kind is not Kind.COLOUR_WILD for w in ws)
        )
    ),
)
def test_the_wild_placement_is_optimal(numbers: list[Card], wilds: list[Card]) -> None:
    """§6: the score is the best over every placement of the wilds (brute force)."""
    collection = numbers + wilds
    sheet = score_sheet(collection)
    assert sheet.total == _brute_force(collection)
    _assert_real_placement(sheet, numbers, wilds)


def _assert_real_placement(sheet: ScoreSheet, numbers: list[Card], wilds: list[Card]) -> None:
    """The sheet is a real placement: each run is made of owned numbers and the wilds listed."""
    placed = [w for colour in sheet.colours for w, _ in colour.wilds] + list(sheet.unused_wilds)
    assert sorted(map(str, placed)) == sorted(map(str, wilds))
    for index, colour in enumerate(sheet.colours):
        if colour.run is None:
            assert colour.points == 0
            assert colour.wilds == ()
            continue
        low, high = colour.run
        filled = {n for w, n in colour.wilds}
        for wild, number in colour.wilds:
            assert (index, number) in _slots(wild)
        owned = {c.number for c in numbers if c.colour is COLOURS[index]}
        assert set(range(low, high + 1)) <= owned | filled
        assert colour.points == run_points(high - low + 1)
    assert sheet.total == sum(colour.points for colour in sheet.colours)


# -- collections holding many wilds ---------------------------------------------------------------

_NUMBERED = [c for c in CARDS if c.kind is Kind.NUMBERED_WILD]
_COLOUR_WILDS = [c for c in CARDS if c.kind is Kind.COLOUR_WILD]


def _both_ways(collection: list[Card]) -> tuple[tuple[int, int], tuple[int, int]]:
    """(total, tie-break) of the dynamic programme and of the search, on the same collection."""
    naturals = dict.fromkeys(COLOURS, 0)
    colour_wilds = dict.fromkeys(COLOURS, 0)
    numbered = wildcards = 0
    for item in collection:
        if item.kind is Kind.NUMBER:
            naturals[item.colour] |= 1 << item.number  # type: ignore[index,operator]
        elif item.kind is Kind.COLOUR_WILD:
            colour_wilds[item.colour] += 1  # type: ignore[index]
        elif item.kind is Kind.NUMBERED_WILD:
            numbered |= 1 << item.number  # type: ignore[operator]
        elif item.kind is Kind.WILDCARD:
            wildcards += 1
    results = []
    for solve in (scoring._programme, scoring._search):
        total, choices = solve(naturals, dict(colour_wilds), numbered, wildcards)
        results.append((total, sum(option[0] ** 2 for option, _, _ in choices)))
    return results[0], results[1]


@settings(max_examples=60, deadline=None)
@given(
    numbers=st.lists(st.sampled_from(_NUMBERS), max_size=24),
    numbered=st.lists(st.sampled_from(_NUMBERED), min_size=6, max_size=7, unique=True),
    colour_wilds=st.lists(st.sampled_from(_COLOUR_WILDS), max_size=8),
    wildcard=st.booleans(),
)
def test_many_wilds_are_placed_as_well_by_the_search_as_by_the_programme(
    numbers: list[Card], numbered: list[Card], colour_wilds: list[Card], wildcard: bool
) -> None:
    """§6: beyond five numbered wilds a search replaces the dynamic programme (whose cost
    doubles with each): it finds the same total and tie-break, with a real placement."""
    wilds = numbered + colour_wilds + ([card("wild #")] if wildcard else [])
    programme, search = _both_ways(numbers + wilds)
    assert search == programme
    sheet = score_sheet(numbers + wilds)
    assert sheet.total == programme[0]
    _assert_real_placement(sheet, numbers, wilds)


def test_every_wild_in_one_collection_scores_as_the_programme_says() -> None:
    """All 18 wilds of the 5-player deck: one full run (2 colour wilds and 7 numbered wilds)
    scores 10, and every other wild adds one point."""
    wilds = [c for c in CARDS if c.is_wild for _ in range(2 if c.kind is Kind.COLOUR_WILD else 1)]
    programme, search = _both_ways(wilds)
    assert search == programme
    sheet = score_sheet(wilds)
    assert sheet.total == programme[0] == 10 + (18 - 9)
    _assert_real_placement(sheet, [], wilds)


# -- the memo of score sheets (concepts page, "What the library keeps between calls") -------------


@settings(max_examples=80, deadline=None)
@given(
    first=st.lists(st.sampled_from(_NUMBERS + _COLOUR_WILDS), max_size=12),
    second=st.lists(st.sampled_from(_NUMBERS + _COLOUR_WILDS), max_size=12),
)
def test_a_remembered_sheet_is_the_sheet_scored_afresh(
    first: list[Card], second: list[Card]
) -> None:
    """§6: the memo changes no score. A sheet remembered from another collection (scored
    first, in any order) equals the one scored with the memo emptied."""
    for collection in (first, second, list(reversed(first)), first + second):
        remembered = score_sheet(collection)
        scoring._SHEETS.clear()
        assert score_sheet(collection) == remembered
        _assert_real_placement(
            remembered,
            [c for c in collection if not c.is_wild],
            [c for c in collection if c.is_wild],
        )


def test_the_memo_of_sheets_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The memo is emptied when full, so scoring many collections keeps it small."""
    monkeypatch.setattr(scoring, "_MOST_SHEETS", 8)
    scoring._SHEETS.clear()
    for size in range(1, 40):
        score_sheet(_NUMBERS[:size])
        assert len(scoring._SHEETS) <= 8
