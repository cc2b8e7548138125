"""Aluette documents: card form, round trips and refusal of tampered states."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tablegames
from tablegames import FormatError, aluette
from tests.aluette.helpers import fresh


def state_document(seed: int = 5, moves: int = 30) -> dict[str, Any]:
    state = fresh(seed, chant=False)
    for _ in range(moves):
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    return json.loads(tablegames.to_json(state))


def test_cards_and_enums_are_readable() -> None:
    doc = state_document()
    assert doc["data"]["phase"] == "play"
    assert all(" of " in card for hand in doc["data"]["hands"] for card in hand)
    move = json.loads(tablegames.to_json(aluette.Signal(1, aluette.SignalKind.DEUX_D_ECRIT)))
    assert move["data"] == {"type": "signal", "player": 1, "kind": "deux_d_ecrit", "count": None}


def test_round_trips() -> None:
    doc = state_document()
    state = tablegames.from_dict(doc)
    assert tablegames.to_dict(state) == doc
    for seat in (0, 3, None):
        seen = aluette.view(state, seat)
        assert tablegames.from_json(tablegames.to_json(seen)) == seen


def expect_inconsistent(doc: dict[str, Any], fragment: str) -> None:
    with pytest.raises(FormatError, match="inconsistent aluette state") as info:
        tablegames.from_dict(doc)
    assert any(fragment in error for error in info.value.errors), info.value.errors


def test_a_duplicated_card_is_refused() -> None:
    doc = state_document()
    doc["data"]["hands"][0][0] = doc["data"]["hands"][1][0]
    expect_inconsistent(doc, "accounted for exactly once")


def test_a_wrong_turn_is_refused() -> None:
    doc = state_document()
    doc["data"]["to_act"] = (doc["data"]["to_act"] + 1) % 4
    expect_inconsistent(doc, "should be playing")


def test_a_forged_trick_winner_is_refused() -> None:
    doc = state_document()
    trick = doc["data"]["tricks"][0]
    trick["winner"] = None if trick["winner"] is not None else 0
    expect_inconsistent(doc, "does not have the winner its cards give")


def test_points_that_do_not_add_up_are_refused() -> None:
    doc = state_document()
    doc["data"]["team_points"] = [3, 0]
    expect_inconsistent(doc, "do not add up")


def test_an_unknown_card_names_its_path() -> None:
    doc = state_document()
    doc["data"]["hands"][2][0] = "10 of coins"
    with pytest.raises(FormatError) as info:
        tablegames.from_dict(doc)
    assert any(
        e.startswith("$.data.hands[2][0]: unknown card '10 of coins'") for e in info.value.errors
    )


def test_bad_options_in_a_document_name_the_field() -> None:
    doc = state_document()
    doc["data"]["options"]["mordienne_min_run"] = 12
    with pytest.raises(
        FormatError,
        match=r"\$\.data\.options: mordienne_min_run must be an integer from 1 to 9, got 12",
    ):
        tablegames.from_dict(doc)
    doc["data"]["options"]["mordienne_min_run"] = 1
    doc["data"]["options"]["game_end"] = "first_to_6"
    with pytest.raises(FormatError, match="expected one of five_deals, first_to_5"):
        tablegames.from_dict(doc)


@pytest.mark.parametrize(
    "changed",
    [
        {"mordienne": True, "mordienne_min_run": 9, "mordienne_requires_prior_trick": True},
        {"tiebreak": "extra_deals", "game_end": "first_to_5"},
    ],
)
def test_documents_with_options_a_new_game_refuses_still_read(changed: dict[str, Any]) -> None:
    """Options that mean nothing together (rules §7: a mordienne no deal makes, a tiebreak in
    a game never tied) are refused to a new game only: documents written when they were
    allowed (tablegames 0.1.0 wrote them) read and replay as the game played."""
    state = fresh(5, chant=False)
    with pytest.raises(tablegames.ConfigError):
        aluette.new_game(seed=5, options={"chant": False, **changed})
    for _ in range(30):
        seat = tablegames.current_player(state)
        state = tablegames.apply(state, tablegames.legal_moves(state, seat)[0])
    for obj in (state, tablegames.view(state, 1), tablegames.record(state)):
        doc = json.loads(tablegames.to_json(obj))
        doc["data"]["options"].update(changed)
        read = tablegames.from_dict(doc)
        assert read.options.meaningless()
    record = tablegames.from_dict(doc)
    again = tablegames.replay(record)
    assert again.history == state.history
    assert tablegames.scores(again) == tablegames.scores(state)
    text = tablegames.to_game_text(record)
    assert tablegames.from_game_text(text) == record


def test_unknown_options_are_config_errors() -> None:
    with pytest.raises(tablegames.ConfigError, match=r"unknown field.*turbo"):
        aluette.new_game(seed=1, options={"turbo": True})
    with pytest.raises(tablegames.ConfigError, match="mordienne_min_run"):
        aluette.AluetteOptions(mordienne_min_run=0)
    state = aluette.new_game(seed=1, options={"mordienne": True, "game_end": "first_to_5"})
    assert state.options.game_end is aluette.GameEnd.FIRST_TO_5


def test_moves_of_another_game_are_refused() -> None:
    state = fresh(1)

    class Alien:
        player = 1

    with pytest.raises(tablegames.IllegalMoveError) as info:
        tablegames.apply(state, Alien())  # type: ignore[arg-type]
    assert info.value.code == "core.move.wrong_game"
    with pytest.raises(tablegames.InvalidMoveError, match="seat number from 0 to 3, got 7"):
        aluette.VoteChant(7, True)  # no such move can even be built
