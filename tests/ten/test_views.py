"""Views, the event log, JSON and rendering."""

from __future__ import annotations

import json

import attrs
import pytest

import tablegames
from tablegames import ten
from tablegames.ten import CardDrawn, Draw, PassBid, TakeCurrency, TenView, TurnStarted
from tests.ten.table import card, happened, play, table


def _midgame(players: int = 3, seed: int = 5, moves: int = 120) -> ten.TenState:
    state = ten.new_game(players=players, seed=seed)
    for n in range(moves):
        options = ten.legal_moves(state, state.to_act)  # type: ignore[arg-type]
        state = ten.apply(state, options[n % len(options)])
    return state


def test_everything_but_the_draw_pile_order_is_public() -> None:
    """§5.1: every card is face up except the draw pile, whose size is shown."""
    state = _midgame()
    seen = ten.view(state, 1)
    assert isinstance(seen, TenView)
    assert seen.player == 1
    assert seen.draw_pile_size == len(state.draw_pile)
    for name in ("tableau", "market", "discard", "collections", "tokens", "bust_tokens"):
        assert getattr(seen, name) == getattr(state, name)
    fields = {f.name for f in attrs.fields(TenView)}
    assert not fields & {"seed", "draw_pile", "history"}
    assert ten.view(state, None).player is None


def test_a_view_does_not_reveal_the_draw_pile() -> None:
    """Two states differing only in the pile's order give every seat the same view."""
    state = _midgame()
    twin = attrs.evolve(state, draw_pile=tuple(reversed(state.draw_pile)))
    assert twin != state
    for seat in (None, 0, 1, 2):
        assert ten.view(twin, seat) == ten.view(state, seat)
    text = tablegames.to_json(ten.view(state, 0))
    assert '"seed"' not in text
    assert '"draw_pile"' not in text


def test_legal_moves_work_from_a_view() -> None:
    state = _midgame()
    for seat in range(3):
        assert tablegames.legal_moves(ten.view(state, seat)) == ten.legal_moves(state, seat)
    assert tablegames.legal_moves(ten.view(state, None)) == ()


def test_the_event_log_covers_the_current_turn_from_the_move_that_began_it() -> None:
    """The log is bounded: the move ending a turn opens the next turn's log with its events."""
    state = play(table(3, draw=["red 2", "wild 5", "blue 3"]), Draw(0))
    assert [type(e) for e in state.events] == [CardDrawn]
    state = play(state, Draw(0), PassBid(1), PassBid(2), PassBid(0), Draw(0))
    assert len(state.events) == 7
    state, events = happened(state, TakeCurrency(0))
    assert state.events == tuple(events)
    assert [type(e).__name__ for e in state.events] == ["CurrencyTaken", "TurnStarted"]
    assert state.events[-1] == TurnStarted(1, 2, False)


def test_the_log_of_a_whole_game_stays_short() -> None:
    state = ten.new_game(players=4, seed=9)
    longest = 0
    while not ten.is_over(state):
        state = ten.apply(state, ten.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
        longest = max(longest, len(state.events))
    assert longest < 60


@pytest.mark.parametrize("players", [1, 2, 5])
def test_states_views_moves_and_records_round_trip_through_json(players: int) -> None:
    state = _midgame(players)
    for obj in (state, ten.view(state, 0), ten.view(state, None), state.history[-1]):
        text = tablegames.to_json(obj)
        assert tablegames.from_json(text) == obj
    assert tablegames.replay(tablegames.record(state)) == state


def test_cards_are_written_as_text_in_json() -> None:
    state = play(table(3, draw=["red 2", "currency 3"]), Draw(0), Draw(0))
    data = json.loads(tablegames.to_json(ten.view(state, 0)))["data"]
    assert data["tableau"] == ["red 2", "currency 3"]
    assert data["phase"] == "draw"
    assert data["events"][-1] == {
        "type": "card_drawn",
        "player": 0,
        "card": "currency 3",
        "total": -1,
        "currency": 3,
        "cards_left": len(state.draw_pile),
        "text": "You drew a currency 3: total -1, currency 3.",  # the event in words, for people
    }
    move = json.loads(tablegames.to_json(ten.Buy(2, card("blue #"))))["data"]
    assert move == {"type": "buy", "player": 2, "card": "blue #"}


def test_a_bad_card_in_json_is_reported_with_its_path() -> None:
    document = json.loads(tablegames.to_json(table(3)))
    document["data"]["market"] = ["red 10"]
    with pytest.raises(tablegames.FormatError, match=r"\$\.data\.market\[0\]: unknown card"):
        tablegames.from_dict(document)


def test_an_inconsistent_state_is_refused() -> None:
    document = json.loads(tablegames.to_json(table(3)))
    document["data"]["market"] = ["red 9"]  # a second red 9, which the deck has once
    with pytest.raises(tablegames.FormatError, match="not each accounted for"):
        tablegames.from_dict(document)
    document = json.loads(tablegames.to_json(table(3)))
    document["data"]["tokens"] = [5, 11, 5]
    with pytest.raises(tablegames.FormatError, match="more than 10 black tokens"):
        tablegames.from_dict(document)


def test_render_shows_the_tableau_total_the_market_and_each_seats_runs() -> None:
    state = play(
        table(
            2,
            draw=["red 2", "currency 3"],
            market=["green 4"],
            collections=[["blue 1", "blue 2", "wild 3"], []],
        ),
        Draw(0),
        Draw(0),
    )
    text = ten.render(state)
    assert "Tableau: R2 $3  (total -1, currency 3)" in text
    assert "Market: G4" in text
    assert "seat 1: 5 tokens, 0 bust tokens | B1 B2 *3 | blue 1-3 (3) = 3" in text
    assert "Seat 1 draws or stops." in text  # seats numbered from 1, as people read them
    assert "(you)" in tablegames.render(ten.view(state, 1))
