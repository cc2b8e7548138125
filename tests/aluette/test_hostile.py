"""Hostile input to Aluette (issue 11): forged states and views, malformed moves, bad names.

A document that loads must be one the library can work with: for every state ``from_dict``
accepts, ``legal_moves`` for every seat, ``apply`` of every legal move, ``view`` for every seat
and the spectator, ``render`` and ``to_json`` work; for every view it accepts,
``legal_moves``, ``render`` and ``to_json`` work. Everything else is a ``FormatError`` naming
the problem. Moves cannot even be built from bad values (``InvalidMoveError``).

The property tests forge real documents from random playouts one field at a time. Their size
is set by ``TABLEGAMES_HOSTILE_EXAMPLES`` (default 150 per test); the ``slow`` sweep runs
thousands and reports the longest call it saw.
"""

from __future__ import annotations

import copy
import gc
import json
import os
import time
from collections.abc import Iterator
from functools import cache
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tablegames
from tablegames import FormatError, InvalidMoveError, SeatError, aluette
from tablegames.aluette import (
    DECK,
    AluetteState,
    AluetteView,
    AnnounceMordienne,
    AnswerConcession,
    Card,
    DiscardCard,
    OfferConcession,
    Phase,
    PlayCard,
    Rank,
    Signal,
    SignalKind,
    Suit,
    VoteChant,
)
from tablegames.aluette.invariants import check_invariants, check_view_invariants
from tablegames.core.rng import Rng
from tests.aluette.helpers import card, fresh

EXAMPLES = int(os.environ.get("TABLEGAMES_HOSTILE_EXAMPLES", "150"))
#: The most legal moves a seat can have: 15 cards to discard, then 14 signals (4 ace counts).
MOST_MOVES = 15 + len(SignalKind) + 3
CARD_NAMES = [str(c) for c in DECK]

OPTION_SETS: dict[str, dict[str, Any]] = {
    "default": {},
    "no-chant": {"chant": False},
    "surrender": {"surrender": True, "chant_recipients": "left_and_partner"},
    "rebour": {"mordienne": True, "announced_mordienne": True, "game_end": "first_to_10"},
    "truthful-partner-only": {"truthful_signals": True, "signal_visibility": "partner_only"},
    "extra-deals": {"mordienne": True, "tiebreak": "extra_deals", "strict_keep_highest": True},
}


# -- real documents -----------------------------------------------------------------------------


def playout(seed: int, options: dict[str, Any]) -> Iterator[AluetteState]:
    """Every state of a random game where any seat may move (signals from idle seats too)."""
    rng = Rng(seed, "hostile")
    state = aluette.new_game(seed=seed, options=options)
    yield state
    while not aluette.is_over(state):
        moves = [m for seat in range(4) for m in aluette.legal_moves(state, seat)]
        state = aluette.apply(state, rng.choice(moves))
        yield state


@cache
def real_states() -> tuple[AluetteState, ...]:
    """States from random playouts: several seeds and options, early, middle, late and over."""
    picked = []
    for number, options in enumerate(OPTION_SETS.values()):
        for seed in (number, 40 + number):
            states = list(playout(seed, options))
            for fraction in (0, 0.02, 0.05, 0.1, 0.3, 0.55, 0.8, 0.97):
                picked.append(states[int(fraction * (len(states) - 1))])
            picked.append(states[-1])
    return tuple(picked)


@cache
def state_documents() -> tuple[dict[str, Any], ...]:
    return tuple(tablegames.to_dict(state) for state in real_states())


@cache
def view_documents() -> tuple[dict[str, Any], ...]:
    return tuple(
        tablegames.to_dict(aluette.view(state, seat))
        for index, state in enumerate(real_states())
        for seat in (index % 4, None)
    )


# -- forging one field at a time ----------------------------------------------------------------


def leaves(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every (path, value) under ``node``, containers included."""
    yield path, node
    if isinstance(node, dict):
        for key in sorted(node):
            yield from leaves(node[key], (*path, key))
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from leaves(item, (*path, index))


def parent(document: Any, path: tuple[Any, ...]) -> Any:
    node = document
    for key in path[:-1]:
        node = node[key]
    return node


ABSURD_NUMBERS = [-1, 4, 5, 9, 10, 36, 99, 100, 2**31, 2**53, 2**63, -(2**63), 10**30]
PHASES = [phase.value for phase in Phase]


@st.composite
def forged(draw: st.DrawFn, documents: tuple[dict[str, Any], ...]) -> dict[str, Any]:
    """A real document with one field forged: a number out of range, a card moved, copied or
    replaced, a list shortened or lengthened, a phase or seat changed, two values swapped."""
    document = copy.deepcopy(draw(st.sampled_from(documents)))
    data = document["data"]
    found = [(path, value) for path, value in leaves(data) if path]
    numbers = [p for p, v in found if type(v) is int]
    lists = [p for p, v in found if isinstance(v, list)]
    piles = [p for p, v in found if isinstance(v, list) and (not v or v[0] in CARD_NAMES)]
    cards = [p for p, v in found if v in CARD_NAMES]
    optional = [p for p, v in found if v is None or type(v) is int]
    how = draw(
        st.sampled_from(["number", "resize", "move", "copy", "replace", "phase", "seat", "swap"])
    )
    if how == "number" and numbers:
        path = draw(st.sampled_from(numbers))
        value = parent(data, path)[path[-1]]
        parent(data, path)[path[-1]] = draw(
            st.sampled_from([value - 1, value + 1, *ABSURD_NUMBERS])
        )
    elif how == "resize" and lists:
        path = draw(st.sampled_from(lists))
        items = parent(data, path)[path[-1]]
        if items and draw(st.booleans()):
            del items[draw(st.integers(0, len(items) - 1))]
        elif items:
            items.insert(
                draw(st.integers(0, len(items))), copy.deepcopy(draw(st.sampled_from(items)))
            )
        else:
            parent(data, path)[path[-1]] = [0]
    elif how in ("move", "copy") and cards and piles:
        path = draw(st.sampled_from(cards))
        holder = parent(data, path)
        moved = holder[path[-1]] if how == "copy" else holder.pop(path[-1])
        target = draw(st.sampled_from(piles))
        pile = parent(data, target)[target[-1]]
        pile.insert(draw(st.integers(0, len(pile))), moved)
    elif how == "replace" and cards:
        path = draw(st.sampled_from(cards))
        parent(data, path)[path[-1]] = draw(st.sampled_from(CARD_NAMES))
    elif how == "phase":
        data["phase"] = draw(st.sampled_from(PHASES))
    elif how == "seat" and optional:
        path = draw(st.sampled_from(optional))
        parent(data, path)[path[-1]] = draw(st.sampled_from([None, 0, 1, 2, 3]))
    elif how == "swap" and len(numbers) > 1:
        one, two = draw(st.sampled_from(numbers)), draw(st.sampled_from(numbers))
        a, b = parent(data, one)[one[-1]], parent(data, two)[two[-1]]
        parent(data, one)[one[-1]], parent(data, two)[two[-1]] = b, a
    return document


# -- the guarantee ------------------------------------------------------------------------------

#: The longest call seen by the property tests (name -> CPU seconds), reported by the slow
#: sweep. CPU time of this thread, not wall time: on a shared machine the wall clock mostly
#: measures the other processes. Calls during which Python ran a full (generation 2) garbage
#: collection of the whole test process are counted apart: that pause is not the call's.
#: Nothing asserts on these figures (the tests bound the sizes of what is built instead).
LONGEST: dict[str, float] = {}
_FULL_COLLECTIONS = [0]


def _count_full_collections(phase: str, info: dict[str, int]) -> None:
    if phase == "start" and info["generation"] == 2:
        _FULL_COLLECTIONS[0] += 1


gc.callbacks.append(_count_full_collections)


def timed(name: str, call: Any, *args: Any) -> Any:
    collections = _FULL_COLLECTIONS[0]
    started = time.thread_time()
    result = call(*args)
    spent = time.thread_time() - started
    if _FULL_COLLECTIONS[0] != collections:
        name += " (with a full GC)"
    LONGEST[name] = max(LONGEST.get(name, 0.0), spent)
    return result


def exercise_state(state: AluetteState) -> None:
    """Every call the issue names works on ``state`` and builds nothing out of proportion."""
    for seat in range(4):
        moves = timed("legal_moves", aluette.legal_moves, state, seat)
        assert len(moves) <= MOST_MOVES
        for move in moves:
            after = timed("apply", aluette.apply, state, move)
            assert len(after.history) == len(state.history) + 1
    for seat in (0, 1, 2, 3, None):
        seen = timed("view", aluette.view, state, seat)
        assert check_view_invariants(seen) == [], "the view of an accepted state is sound"
        assert len(timed("render", aluette.render, seen)) < 2_000
    assert len(timed("render", aluette.render, state)) < 2_000
    text = timed("to_json", tablegames.to_json, state)
    assert timed("from_json", tablegames.from_json, text) == state


def exercise_view(view: AluetteView) -> None:
    moves = timed("legal_moves(view)", tablegames.legal_moves, view)
    assert len(moves) <= MOST_MOVES
    assert len(timed("render", tablegames.render, view)) < 2_000
    text = timed("to_json", tablegames.to_json, view)
    assert timed("from_json", tablegames.from_json, text) == view


def load_or_refuse(document: dict[str, Any]) -> Any:
    """``from_dict`` of a forged document: the loaded object, or ``None`` after a FormatError."""
    try:
        return timed("from_dict", tablegames.from_dict, document)
    except FormatError as error:
        assert error.errors or str(error)
        return None


STATE_SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck)
)


@STATE_SETTINGS
@given(document=forged(state_documents()))
def test_a_forged_state_is_refused_or_works(document: dict[str, Any]) -> None:
    state = load_or_refuse(document)
    if state is not None:
        exercise_state(state)


@STATE_SETTINGS
@given(document=forged(view_documents()))
def test_a_forged_view_is_refused_or_works(document: dict[str, Any]) -> None:
    view = load_or_refuse(document)
    if view is not None:
        exercise_view(view)


@pytest.mark.slow
@settings(max_examples=4_000, deadline=None, suppress_health_check=list(HealthCheck))
@given(document=forged(state_documents()), view=forged(view_documents()))
def test_a_big_sweep_of_forged_documents(document: dict[str, Any], view: dict[str, Any]) -> None:
    """The slow sweep: thousands of forged states and views (run with ``-m slow -s``)."""
    state = load_or_refuse(document)
    if state is not None:
        exercise_state(state)
    seen = load_or_refuse(view)
    if seen is not None:
        exercise_view(seen)


@pytest.mark.slow
def test_report_the_longest_calls() -> None:
    """Print the longest call of the sweep (runs after it in the same process)."""
    print("\nlongest calls (CPU ms):", {k: round(v * 1000, 2) for k, v in sorted(LONGEST.items())})


def test_every_real_state_and_view_passes() -> None:
    """The documents the forgeries start from are sound, and they exercise cleanly."""
    for state in real_states()[:12]:
        assert check_invariants(state) == []
        exercise_state(state)
    assert {s.options.chant for s in real_states()} == {True, False}
    assert any(s.phase is Phase.OVER for s in real_states())


# -- forged states, one problem each ------------------------------------------------------------


def document(seed: int = 5, moves: int = 30, **options: Any) -> dict[str, Any]:
    state = fresh(seed, **{"chant": False, **options})
    for _ in range(moves):
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    return json.loads(tablegames.to_json(state))


def finished(seed: int = 2, **options: Any) -> dict[str, Any]:
    state = aluette.new_game(seed=seed, options=options)
    rng = Rng(seed, "finish")
    while not aluette.is_over(state):
        moves = aluette.legal_moves(state, state.to_act)  # type: ignore[arg-type]
        state = aluette.apply(state, rng.choice(moves))
    return json.loads(tablegames.to_json(state))


def refused(doc: dict[str, Any], fragment: str) -> list[str]:
    # Numbers beyond what JSON keeps exact are refused before the game's checks.
    expected = r"inconsistent aluette (state|view)|the document does not fit the format"
    with pytest.raises(FormatError, match=expected) as info:
        tablegames.from_dict(doc)
    assert any(fragment in error for error in info.value.errors), info.value.errors
    return list(info.value.errors)


def test_a_card_moved_between_piles_is_refused() -> None:
    doc = document()
    doc["data"]["talon"].append(doc["data"]["hands"][1].pop())
    refused(doc, "talon: 13 cards")
    doc = document()
    doc["data"]["hands"][3].append(doc["data"]["hands"][1].pop())
    refused(doc, "holds")
    doc = document()
    doc["data"]["tricks"][0]["cards"].append(doc["data"]["hands"][1].pop())
    refused(doc, "trick 1 must have a seat as leader and 4 cards")


def test_a_card_in_two_places_is_refused() -> None:
    doc = document()
    doc["data"]["talon"][0] = doc["data"]["tricks"][0]["cards"][0]
    errors = refused(doc, "accounted for exactly once")
    assert "more than once: " + doc["data"]["talon"][0] in errors[0]


def test_a_missing_card_is_refused() -> None:
    doc = document()
    lost = doc["data"]["talon"][3]
    doc["data"]["talon"][3] = doc["data"]["talon"][4]
    errors = refused(doc, "accounted for exactly once")
    assert f"missing: {lost}" in errors[0]


def test_discards_that_duplicate_a_played_card_are_refused() -> None:
    state = fresh(8)
    for _ in range(4):
        state = aluette.apply(state, VoteChant(state.to_act, True))  # type: ignore[arg-type]
    state = aluette.apply(state, DiscardCard(1, state.hands[1][0]))
    doc = json.loads(tablegames.to_json(state))
    doc["data"]["discards"][1][0] = doc["data"]["hands"][2][0]
    refused(doc, "accounted for exactly once")


def test_a_trick_winner_the_cards_do_not_justify_is_refused() -> None:
    doc = document()
    trick = doc["data"]["tricks"][2]
    trick["winner"] = (trick["winner"] or 0) + 1 if trick["winner"] != 3 else 0
    refused(doc, "does not have the winner its cards give")


def test_points_no_deal_could_give_are_refused() -> None:
    doc = finished()
    doc["data"]["results"][0]["points"] = 2  # 2 points need mordienne, which is off
    refused(doc, "the result of deal 0 is not a possible result")
    doc = finished()
    doc["data"]["team_points"][0] += 1
    refused(doc, "do not add up")
    doc = finished()
    doc["data"]["results"][1]["points"] = 7
    refused(doc, "results[1]")


def test_a_result_its_tricks_do_not_give_is_refused() -> None:
    """The history's tricks give each deal's result: swapping the winner is caught."""
    doc = finished()
    result = doc["data"]["results"][0]
    assert result["winner"] is not None
    result["winner"] = (result["winner"] + 2) % 4  # the partner: same team, same points
    refused(doc, "deal 0's tricks do not give its recorded result")


def test_trick_counts_the_deal_cannot_have_are_refused() -> None:
    """A deal's result counts four seats' tricks, nine at most, the winner's the highest; a
    document written before the counts were told still reads."""
    doc = finished()
    events = doc["data"]["events"]
    index = next(i for i, event in enumerate(events) if event["type"] == "deal_scored")
    scored = events[index]
    assert scored["winner"] is not None
    counts = scored["tricks_won"]
    assert len(counts) == 4
    assert sum(counts) <= 9
    assert counts[scored["winner"]] == max(counts)
    for forged in (
        [counts[scored["winner"]] + 1 if seat != scored["winner"] else 0 for seat in range(4)],
        [*counts, 0],
        [9, 9, 0, 0],
    ):
        doc = finished()
        doc["data"]["events"][index]["tricks_won"] = forged
        refused(doc, f"events[{index}]")
    doc = finished()
    del doc["data"]["events"][index]["tricks_won"]
    assert aluette.is_over(tablegames.from_dict(doc))


def test_a_deal_counter_beyond_the_game_end_is_refused() -> None:
    """Five deals end the game (ruling A-21): a sixth deal cannot begin."""
    doc = finished()
    data = doc["data"]
    assert len(data["results"]) == 5
    data["deal"], data["dealer"], data["events"] = 5, 1, []  # events name their deal
    refused(doc, "does not follow 5 finished deals")
    doc = finished()
    data = doc["data"]
    data["results"].append(dict(data["results"][0], dealer=1))
    data["deal"], data["dealer"], data["events"] = 5, 1, []
    refused(doc, "the game ended after deal 4, yet went on")


def test_extra_deals_follow_only_tied_scoreless_deals() -> None:
    """Ruling A-22 extra deals: a deal after the fifth needs a tie, so every extra deal but the
    last scored nothing; the deal counter is bounded by the results and the history."""
    doc = finished(tiebreak="extra_deals")
    doc["data"]["deal"], doc["data"]["events"] = 10**9, []
    refused(doc, "does not follow")


def test_numbers_out_of_range_are_refused() -> None:
    for field, value, fragment in [
        ("seed", 2**53, "seed"),
        ("seed", -1, "seed"),
        ("players", 5, "players"),
        ("dealer", 7, "dealer"),
        ("leader", -1, "leader"),
        ("to_act", 4, "to_act"),
        ("deal", -3, "deal"),
        ("offer", 9, "offer"),
    ]:
        doc = document()
        doc["data"][field] = value
        refused(doc, fragment)


def test_per_seat_tuples_of_the_wrong_length_are_refused() -> None:
    for field in ("hands", "discards", "positions"):
        doc = document()
        doc["data"][field].pop()
        refused(doc, field)
    doc = document()
    doc["data"]["positions"] = [0, 1, 1, 3]
    refused(doc, "positions")


def test_signals_beyond_the_cap_are_refused() -> None:
    state = fresh(3, max_signals_per_deal=2)
    state = aluette.apply(state, Signal(0, SignalKind.MONSIEUR))
    state = aluette.apply(state, Signal(0, SignalKind.MADAME))
    doc = json.loads(tablegames.to_json(state))
    doc["data"]["options"]["max_signals_per_deal"] = 1
    refused(doc, "more signals than the deal allows")


def test_a_history_move_by_the_wrong_seat_is_refused() -> None:
    doc = document()
    doc["data"]["history"][5]["player"] = (doc["data"]["history"][5]["player"] + 1) % 4
    refused(doc, "history[5]")


def test_a_history_that_does_not_give_the_tricks_is_refused() -> None:
    doc = document()
    doc["data"]["history"].pop()
    refused(doc, "history")


def test_history_cards_are_checked_by_value_not_identity() -> None:
    """The history check looks the deck's own card objects up by identity; a card equal to
    one of them but built apart is the same card, and playing it twice is still refused."""
    state = fresh(5, chant=False)
    for _ in range(30):
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]

    def rebuilt(move: Any, card: Card | None = None) -> Any:
        if not isinstance(move, PlayCard):
            return move
        card = card or move.card
        return PlayCard(move.player, Card(card.rank, card.suit))  # equal, not the same object

    history = tuple(rebuilt(move) for move in state.history)
    plays = [i for i, move in enumerate(history) if isinstance(move, PlayCard)]
    assert len(plays) > 5
    assert all(history[i].card is not state.history[i].card for i in plays)
    assert check_invariants(attrs.evolve(state, history=history)) == []
    first, second = plays[0], plays[1]
    twice = list(history)
    twice[second] = rebuilt(history[second], history[first].card)
    problems = check_invariants(attrs.evolve(state, history=tuple(twice)))
    card = history[first].card
    assert problems == [f"history[{second}]: the {card} leaves a hand twice in one deal"]


def test_too_many_events_are_refused() -> None:
    doc = document()
    doc["data"]["events"] *= 40
    refused(doc, "events")


def test_phase_fields_out_of_place_are_refused() -> None:
    doc = document()
    doc["data"]["phase"] = "chant_vote"
    refused(doc, "before the first lead there are no tricks")
    doc = document()
    doc["data"]["phase"] = "over"
    refused(doc, "over")
    doc = document(moves=0, chant=True)
    doc["data"]["chanters"] = [1, 0]
    refused(doc, "chanters without an agreed chant")


def test_check_invariants_never_raises_on_absurd_states() -> None:
    """Well-typed but absurd values give problems, never TypeError/IndexError/KeyError."""
    base = fresh(1)
    trick = aluette.Trick(0, (), None)
    for changes in [
        {"hands": ()},
        {"hands": ((),) * 9},
        {"discards": ((),)},
        {"positions": ()},
        {"positions": (0,) * 10_000},
        {"deal": 10**100},
        {"deal": -1},
        {"seed": 10**5000},
        {"to_act": 10**9},
        {"tricks": (trick,)},
        {"tricks": (trick,) * 20},
        {"trick": tuple(DECK[:5])},
        {"team_points": (-1, 0)},
        {"votes": (True,) * 9},
        {"chanters": (1,)},
        {"phase": Phase.OVER},
        {"phase": Phase.DISCARD},
        {"results": (aluette.DealResult(9, 9, 9, 9, True, True, 9),)},
        {"signals": (aluette.Signalled(9, SignalKind.ACES, 9, 9, 99, 9, True),)},
        {"events": (aluette.TrickCompleted(99, 9, (), 9),)},
        {"events": (aluette.HandDealt(0, ()),)},
        {"history": (PlayCard(0, DECK[0]),) * 50},
    ]:
        problems = check_invariants(attrs.evolve(base, **changes))
        assert problems, changes
        assert all(len(problem) < 300 for problem in problems)


# -- forged views ---------------------------------------------------------------------------------


def view_document(seat: int | None = 1, moves: int = 30) -> dict[str, Any]:
    doc = document(moves=moves)
    state = tablegames.from_dict(doc)
    return json.loads(tablegames.to_json(aluette.view(state, seat)))


def test_a_view_with_shortened_per_seat_tuples_is_refused() -> None:
    for field in ("hand_sizes", "discard_counts", "positions"):
        doc = view_document()
        doc["data"][field].pop()
        refused(doc, field)


def test_a_view_whose_counts_do_not_add_up_is_refused() -> None:
    doc = view_document()
    doc["data"]["hand_sizes"][2] += 1
    refused(doc, "")
    doc = view_document()
    doc["data"]["hand"].pop()
    refused(doc, "hand")
    doc = view_document()
    doc["data"]["hand"][0] = doc["data"]["tricks"][0]["cards"][0]
    refused(doc, "")


def test_a_view_with_numbers_out_of_range_is_refused() -> None:
    for field, value in [
        ("player", 4),
        ("talon_size", 10**6),
        ("deal", 10**6),
        ("to_act", 7),
        ("leader", 5),
    ]:
        doc = view_document()
        doc["data"][field] = value
        refused(doc, "")


def test_a_spectator_view_holds_no_hand() -> None:
    doc = view_document(None)
    doc["data"]["hand"] = ["3 of coins"]
    refused(doc, "spectator")


def test_a_view_with_another_seats_private_event_is_refused() -> None:
    doc = view_document(1, moves=0)
    hand_events = [e for e in doc["data"]["events"] if e["type"] == "hand_dealt"]
    assert [e["player"] for e in hand_events] == [1]
    hand_events[0]["player"] = 2
    refused(doc, "private event")


def test_a_view_with_a_trick_winner_the_cards_do_not_give_is_refused() -> None:
    doc = view_document()
    trick = doc["data"]["tricks"][0]
    trick["winner"] = 0 if trick["winner"] != 0 else 1
    refused(doc, "does not have the winner its cards give")


# -- moves --------------------------------------------------------------------------------------


class Everything:
    """An object equal to everything: the issue found it emptied a hand."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


MOVE_FIELDS = [
    (VoteChant, {"player": 1, "agree": True}),
    (DiscardCard, {"player": 1, "card": DECK[0]}),
    (PlayCard, {"player": 1, "card": DECK[0]}),
    (Signal, {"player": 1, "kind": SignalKind.ACES, "count": 2}),
    (OfferConcession, {"player": 1, "offer": False}),
    (AnswerConcession, {"player": 1, "accept": True}),
    (AnnounceMordienne, {"player": 1, "announce": True}),
]
BAD_VALUES: dict[str, list[object]] = {
    "player": [-1, 4, 10**20, True, 1.0, "1", None, Everything()],
    "agree": [1, 0, "yes", None, Everything()],
    "offer": [1, None, Everything()],
    "accept": [1, None, Everything()],
    "announce": [1, None, Everything()],
    "card": ["3 of coins", 3, (Rank.THREE, Suit.COINS), None, Everything(), Rank.THREE],
    "kind": ["aces", SignalKind.ACES.value, None, Everything()],
    "count": [0, 5, 2.0, True, "2", Everything()],
}


@pytest.mark.parametrize(("cls", "fields"), MOVE_FIELDS, ids=lambda x: getattr(x, "__name__", ""))
def test_every_move_field_is_validated_on_construction(cls: type, fields: dict[str, Any]) -> None:
    cls(**fields)
    for name in fields:
        for bad in BAD_VALUES[name]:
            with pytest.raises(InvalidMoveError, match=f"{cls.__name__}.{name} must be"):
                cls(**{**fields, name: bad})


def test_a_card_given_as_a_string_points_to_parse_card() -> None:
    with pytest.raises(InvalidMoveError) as info:
        PlayCard(player=1, card="3 of coins")  # type: ignore[arg-type]
    assert "tablegames.aluette.parse_card('3 of coins')" in str(info.value)
    assert isinstance(info.value, TypeError)
    assert isinstance(info.value, ValueError)


def test_cards_check_their_own_fields() -> None:
    """Card(3, ...) would equal Card(Rank.THREE, ...) yet be another object: refused."""
    for rank, suit in [(3, Suit.COINS), (Rank.THREE, "coins"), (True, Suit.CUPS)]:
        with pytest.raises(InvalidMoveError, match="Card"):
            Card(rank, suit)  # type: ignore[arg-type]
    assert Card(Rank.THREE, Suit.COINS) == DECK[2]


def test_an_object_equal_to_everything_cannot_empty_a_hand() -> None:
    state = fresh(3, chant=False)
    seat = state.to_act
    assert seat is not None
    with pytest.raises(InvalidMoveError):
        PlayCard(seat, Everything())  # type: ignore[arg-type]
    with pytest.raises(tablegames.IllegalMoveError) as info:
        aluette.apply(state, Everything())  # type: ignore[arg-type]
    assert info.value.code == "core.move.wrong_game"
    assert len(state.hands[seat]) == 9


def test_only_real_moves_are_among_the_legal_ones() -> None:
    """Equality across types cannot make a refused move look legal."""
    state = fresh(3, chant=False)
    seat = state.to_act
    assert seat is not None
    legal = aluette.legal_moves(state, seat)
    held = state.hands[seat][0]
    assert PlayCard(seat, held) in legal
    for lookalike in (
        DiscardCard(seat, held),
        (seat, held),
        {"player": seat, "card": str(held)},
    ):
        assert lookalike not in legal


def test_shared_legal_moves_cannot_be_changed() -> None:
    """legal_moves hands out the same move objects to every game: they are truly frozen."""
    one, two = fresh(3, chant=False), fresh(4, chant=False)
    move = aluette.legal_moves(one, one.to_act)[0]  # type: ignore[arg-type]
    assert isinstance(move, PlayCard)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        move.card = DECK[0]  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        move.card.rank = Rank.ACE  # type: ignore[misc]
    assert not hasattr(move, "__dict__")
    same = [m for m in aluette.legal_moves(two, move.player) if m == move]
    assert all(m is move for m in same)  # shared, and still the move it was


def test_malformed_moves_in_a_document_name_their_path() -> None:
    doc = json.loads(tablegames.to_json(PlayCard(1, card("3co"))))
    doc["data"]["player"] = 7
    with pytest.raises(FormatError) as info:
        tablegames.from_dict(doc)
    assert any("$.data" in e and "seat number from 0 to 3" in e for e in info.value.errors)


# -- names and seats ----------------------------------------------------------------------------


def test_parse_card_raises_format_error_showing_the_form() -> None:
    for text in ["x", "10 of coins", "3 of clubs", "", "a" * 100_000]:
        with pytest.raises(FormatError, match="'<rank> of <suit>'") as info:
            aluette.parse_card(text)
        assert len(str(info.value)) < 400
    with pytest.raises(FormatError, match="expected a card's name"):
        aluette.parse_card(3)  # type: ignore[arg-type]


def test_a_card_of_the_wrong_json_type_names_its_path() -> None:
    doc = document()
    doc["data"]["hands"][0][0] = 12
    with pytest.raises(FormatError) as info:
        tablegames.from_dict(doc)
    assert "$.data.hands[0][0]: expected a card's name, got the number 12" in (info.value.errors)


@pytest.mark.parametrize("seat", [4, 9, -1, True, 1.0, "1"])
def test_bad_seats_are_seat_errors(seat: Any) -> None:
    state = fresh(1)
    with pytest.raises(SeatError):
        aluette.legal_moves(state, seat)
    with pytest.raises(SeatError):
        aluette.view(state, seat)
    with pytest.raises(SeatError):
        tablegames.view(state, seat)
