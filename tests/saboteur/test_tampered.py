"""Tampered Saboteur documents that used to pass the read checks and then hurt the sampler.

An event naming a goal by a cell that is no goal's made ``sample_state`` crash with a bare
ValueError; a view whose gold deck size no history gives made it try all its gold histories,
for 3 to 21 seconds, before refusing. The first is now refused when read, with the event's path;
the second by the sampler, once a few histories have failed, by asking whether any can succeed.
"""

from __future__ import annotations

import contextlib
import copy
import random
from collections.abc import Callable, Iterator
from functools import cache, partial
from typing import Any

import pytest

import tablegames
from tablegames import FormatError, TableGamesError, saboteur
from tablegames.core.rng import Rng
from tablegames.saboteur import Phase, SaboteurState, SaboteurView, Team
from tablegames.saboteur import sample as sampler
from tablegames.saboteur.events import (
    GoalInspected,
    GoalRevealed,
    GoalSeen,
    GoldDrawn,
    GoldReceived,
    PathCleared,
    PathPlaced,
)
from tests.saboteur.helpers import tunnellers_game
from tests.sample_checks import playout

#: Values an integer field is set to (cells of the maze, seats, counts, the document's limits),
#: besides small nudges of the real value.
VALUES = [-(2**53 - 1), -3000, -45, -2, -1, 0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 44, 45, 67, 2**53 - 1]


@cache
def games() -> tuple[tuple[SaboteurState, ...], ...]:
    """Games with maps, rockfalls, goals turned over and both teams' gold."""
    return (
        tuple(tunnellers_game(4, 1)),
        tuple(tunnellers_game(6, 2)),
        tuple(playout("saboteur", 5, 3)),
        tuple(playout("saboteur", 10, 4, {"gold_distribution": "official"})),
    )


#: The events forged below, by their names in documents.
EVENTS: dict[str, type] = {
    "goal_inspected": GoalInspected,
    "goal_seen": GoalSeen,
    "goal_revealed": GoalRevealed,
    "path_placed": PathPlaced,
    "path_cleared": PathCleared,
    "gold_drawn": GoldDrawn,
    "gold_received": GoldReceived,
}


def documents(kind: str) -> Iterator[dict[str, Any]]:
    """The first state whose log holds an event of ``kind``, and the view of the seat that
    sees that event, as documents."""
    for states in games():
        for state in states:
            event = next((e for e in state.events if type(e) is EVENTS[kind]), None)
            if event is not None:
                yield tablegames.to_dict(state)
                yield tablegames.to_dict(saboteur.view(state, getattr(event, "player", 0)))
                return
    raise AssertionError(f"no game logs a {kind} event")


def refusal(document: dict[str, Any]) -> str:
    with pytest.raises(FormatError) as info:
        tablegames.from_dict(document)
    return str(info.value)


def load_view(document: dict[str, Any]) -> SaboteurView:
    view = tablegames.from_dict(document)
    assert isinstance(view, SaboteurView)
    return view


def forge(document: dict[str, Any], kind: str, **fields: object) -> tuple[int, dict[str, Any]]:
    """A copy of ``document`` with ``fields`` of its first ``kind`` event changed, and its
    index in the log."""
    forged = copy.deepcopy(document)
    events = forged["data"]["events"]
    index = next(i for i, event in enumerate(events) if event["type"] == kind)
    events[index].update(fields)
    return index, forged


# -- events naming goals and cells -----------------------------------------------------------------


def test_the_reviews_goal_inspected_case_is_refused_with_its_path() -> None:
    """The review's example: a map used on (7, -2), beside the top goal."""
    state = tablegames.new_game("saboteur", players=4, seed=1)
    use_map = next(m for m in tablegames.legal_moves(state) if type(m).__name__ == "UseMap")
    state = tablegames.apply(state, use_map)
    for document in (tablegames.to_dict(state), tablegames.to_dict(tablegames.view(state, 1))):
        index, forged = forge(document, "goal_inspected", x=7)
        assert f"events[{index}] (GoalInspected): (7,-2) is not a goal cell" in refusal(forged)
        assert tablegames.from_dict(document)  # the real one loads


FORGERIES = [
    ("goal_inspected", {"y": -1}, "(8,-1) is not a goal cell"),
    ("goal_inspected", {"x": 0, "y": 0}, "(0,0) is not a goal cell"),
    ("goal_seen", {"x": 7}, "is not a goal cell"),
    ("goal_seen", {"card": "map"}, "the map card is not a goal card"),
    ("goal_revealed", {"y": 1}, "(8,1) is not a goal cell"),
    ("goal_revealed", {"card": "tunnel NE"}, "the tunnel NE card is not a goal card"),
    ("path_placed", {"x": 8, "y": 0}, "no tunnel card lies at (8,0)"),
    ("path_placed", {"x": 0, "y": 0}, "no tunnel card lies at (0,0)"),
    ("path_placed", {"x": 45, "y": 0}, "no tunnel card lies at (45,0)"),
    ("path_placed", {"card": "gold"}, "the gold card is not a tunnel card"),
    ("path_cleared", {"x": 8, "y": 2}, "no tunnel card lies at (8,2)"),
    ("path_cleared", {"card": "rockfall"}, "the rockfall card is not a tunnel card"),
    ("gold_drawn", {"count": 10}, "10 gold cards are not 0 to 9"),
    ("gold_drawn", {"count": -1}, "-1 gold cards are not 0 to 9"),
    ("gold_received", {"values": [4]}, "gold cards are worth 1, 2, 3"),
]


@pytest.mark.parametrize(("kind", "fields", "problem"), FORGERIES)
def test_events_must_name_goal_cells_maze_cells_and_their_cards(
    kind: str, fields: dict[str, object], problem: str
) -> None:
    """Every event naming a goal or a cell, in a state and in a view: the refusal names the
    event by its place in the log."""
    for document in documents(kind):
        index, forged = forge(document, kind, **fields)
        message = refusal(forged)
        assert f"events[{index}]" in message, message
        assert problem in message, message


def test_a_turned_gold_card_is_refused() -> None:
    """Only a coal card is turned to fit the path (rules §4); so is the gold's event."""
    for document in documents("goal_revealed"):
        gold = [
            i
            for i, event in enumerate(document["data"]["events"])
            if event["type"] == "goal_revealed" and event["card"] == "gold"
        ]
        if gold:
            forged = copy.deepcopy(document)
            forged["data"]["events"][gold[0]]["rotated"] = True
            assert "the gold card is never turned" in refusal(forged)


# -- the property: tampered integers are refused, or harmless ------------------------------------


def event_integers(data: dict[str, Any]) -> list[tuple[Any, Any]]:
    """Every integer of the log's events: (the dict or list holding it, its key or index)."""
    found: list[tuple[Any, Any]] = []
    for event in data["events"]:
        for key, value in event.items():
            if type(value) is int:
                found.append((event, key))
            elif type(value) is list:
                found += [(value, i) for i, item in enumerate(value) if type(item) is int]
    return found


def used(loaded: SaboteurState | SaboteurView) -> list[Callable[[], object]]:
    """The calls a tampered document must not crash: sampling, legal moves and views."""
    if isinstance(loaded, SaboteurView):
        return [lambda: tablegames.sample_state(loaded, 1), lambda: tablegames.legal_moves(loaded)]
    calls: list[Callable[[], object]] = [lambda: tablegames.legal_moves(loaded)]
    for seat in (None, *range(loaded.players)):
        seen = saboteur.view(loaded, seat)
        calls.append(partial(tablegames.sample_state, seen, 1))
    return calls


def test_tampered_event_integers_are_refused_or_harmless() -> None:
    """A random integer of the events of real states and views set to a far or a near value:
    reading refuses it (FormatError), or sampling, listing moves and viewing raise nothing
    but the library's typed errors.

    Before the events' cells were checked, a goal event's cell did (2 % of such documents).
    """
    sources = []
    for states in games():
        picked = [states[len(states) * k // 6] for k in range(6)]
        picked += [s for s in states if s.phase is Phase.CHOOSE_GOLD][:1]
        for state in picked:
            sources.append(tablegames.to_dict(state))
            for seat in (None, 0, state.players - 1):
                sources.append(tablegames.to_dict(saboteur.view(state, seat)))
    rng = random.Random(20240611)
    outcome = {"refused": 0, "accepted": 0}
    for _ in range(1000):
        document = copy.deepcopy(rng.choice(sources))
        holder, key = rng.choice(event_integers(document["data"]))
        if rng.random() < 0.5:
            holder[key] = rng.choice(VALUES)
        else:
            holder[key] += rng.choice((-3, -2, -1, 1, 2, 3))
        try:
            loaded = tablegames.from_dict(document)
        except FormatError:
            outcome["refused"] += 1
            continue
        outcome["accepted"] += 1
        assert isinstance(loaded, SaboteurState | SaboteurView)
        for call in used(loaded):
            with contextlib.suppress(TableGamesError):
                call()
    # Both branches taken: the forged values are neither all refused nor all harmless.
    assert outcome["refused"] > 100, outcome
    assert outcome["accepted"] > 100, outcome


# -- a gold deck of a size no history leaves ----------------------------------------------------


def round_three(players: int, seed: int, **options: object) -> SaboteurState:
    """The first state of the last round of a seeded random game."""
    states: list[SaboteurState] = playout("saboteur", players, seed, options)
    return next(s for s in states if s.round == 2)


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (10, 3), (5, 1)])
def test_a_gold_deck_size_no_history_leaves_is_refused(players: int, seed: int) -> None:
    """The review's case: the view's gold deck one card smaller or larger, or three larger,
    passes the read checks (it is not the same for every history); the sampler refuses it
    after a hundred failed histories rather than two hundred thousand (4 to 28 ms, where it
    took 3 to 21 s)."""
    state = round_three(players, seed)
    real = tablegames.to_dict(saboteur.view(state, 0))
    assert tablegames.sample_state(load_view(real), 1).gold[0] == state.gold[0]
    refused = 0
    for change in (-1, 1, 3):
        document = copy.deepcopy(real)
        document["data"]["gold_deck_size"] += change
        try:
            view = load_view(document)
        except FormatError:
            continue
        with pytest.raises(FormatError, match="no gold history gives the gold it shows"):
            tablegames.sample_state(view, 1)
        refused += 1
    assert refused >= 2


def views_of_games() -> Iterator[SaboteurView]:
    """Every seat's view of states of real games, at every phase, both gold rules."""
    for players, options in [(5, {}), (10, {"gold_distribution": "official"}), (4, {})]:
        for seed in range(3):
            states = playout("saboteur", players, seed, options)
            for state in states[:: max(1, len(states) // 8)] + [
                s for s in states if s.phase is Phase.CHOOSE_GOLD
            ]:
                for seat in (None, *range(players)):
                    yield saboteur.view(state, seat)


def arguments(view: SaboteurView) -> tuple[Any, ...]:
    """What ``sample_state`` gives :func:`~tablegames.saboteur.sample._gold_history`."""
    need = [0, 0, 0] if view.player is None else [view.gold.count(v) for v in (1, 2, 3)]
    script = sampler._gold_script(view)
    return script, len(view.hand_sizes), view.player, need, view.gold_deck_size


def test_every_view_of_a_game_has_a_possible_gold_history() -> None:
    """The sampler's quick refusal never refuses a real view: some history gives its gold."""
    checked = 0
    for view in views_of_games():
        if view.phase is not Phase.OVER:
            assert sampler._possible(*arguments(view))
            checked += 1
    assert checked > 300


def test_the_possible_histories_are_those_the_replays_find() -> None:
    """Views with the viewer's gold or the deck size changed: the search says a history is
    possible exactly when replaying histories finds one (1,000 replays, where the sampler
    tries 200,000; those it finds, it finds in a few)."""
    rng = random.Random(7)
    agreed = possible = 0
    for view in views_of_games():
        if view.player is None or not view.results or view.phase is Phase.OVER:
            continue
        if rng.random() > 0.04 or agreed == 10:
            continue
        script, players, seat, need, size = arguments(view)
        need[rng.randrange(3)] += rng.choice((0, 1))
        size += rng.choice((-1, 0, 0, 1))
        replays = Rng(1, "replays")
        found = any(
            sampler._attempt_gold(script, players, seat, list(need), size, replays) is not None
            for _ in range(1_000)
        )
        assert sampler._possible(script, players, seat, need, size) == found
        agreed += 1
        possible += found
    assert agreed == 10
    assert 0 < possible < agreed


def test_a_stack_larger_than_the_draw_is_refused() -> None:
    """A view choosing gold whose log draws fewer cards than wait to be chosen."""
    for states in games():
        state = next((s for s in states if s.phase is Phase.CHOOSE_GOLD), None)
        if state is not None and state.results[-1].winner is Team.MINERS:
            break
    else:
        raise AssertionError("no game had the miners choose gold")
    document = tablegames.to_dict(saboteur.view(state, 0))
    _, forged = forge(document, "gold_drawn", count=1)
    with pytest.raises(FormatError, match="wait to be chosen of 1 drawn"):
        tablegames.sample_state(load_view(forged), 1)
