"""JSON forms of Saboteur states, views and moves, and refusal of inconsistent states."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tablegames
from tablegames import FormatError, saboteur
from tablegames.saboteur import Card, PlacePath, Tile, Tool
from tests.saboteur.helpers import EW, arrange, row


def data(obj: object) -> Any:
    return json.loads(tablegames.to_json(obj))["data"]


def test_moves_are_tagged_and_cards_readable() -> None:
    """API JSON: the snake_case tag first, cards in their written form, enums lowercase."""
    assert data(PlacePath(2, Card.TUNNEL_NE, 3, -1, True)) == {
        "type": "place_path",
        "player": 2,
        "card": "tunnel NE",
        "x": 3,
        "y": -1,
        "rotated": True,
    }
    assert data(saboteur.BreakTool(0, 3, Tool.CART)) == {
        "type": "break_tool",
        "player": 0,
        "target": 3,
        "tool": "cart",
    }
    move = saboteur.RepairTool(1, Card.REPAIR_PICKAXE_LANTERN, 1, Tool.LANTERN)
    assert data(move)["card"] == "repair pickaxe/lantern"
    assert tablegames.from_json(tablegames.to_json(move)) == move


def test_states_and_views_round_trip_without_the_derived_network() -> None:
    """States and views load back equal; the network is derived, not written."""
    state = arrange(
        tiles=[*row(0, 1, 3), Tile(1, 1, Card.DEAD_END_NES, True)],
        broken={2: [Tool.PICKAXE]},
        hands={0: [EW]},
    )
    for obj in (state, saboteur.view(state, 0), saboteur.view(state, None)):
        text = tablegames.to_json(obj)
        assert "network" not in text
        assert "frontier" not in text
        back = tablegames.from_json(text)
        assert back == obj
        assert back.network == obj.network
    document = data(state)
    assert document["board"][-1] == {"x": 1, "y": 1, "card": "dead end NES", "rotated": True}
    assert document["roles"][0] in ("miner", "saboteur")
    assert document["goals"][1] == {
        "x": 8,
        "y": 0,
        "card": "gold",
        "face_up": False,
        "rotated": False,
    }
    seen = data(saboteur.view(state, 1))
    assert seen["goals"][1] == {"x": 8, "y": 0, "card": None, "face_up": False, "rotated": False}


def test_inconsistent_states_are_refused() -> None:
    """API: loading checks every card is accounted for and the maze is sound."""
    state = saboteur.new_game(players=4, seed=1)
    document = json.loads(tablegames.to_json(state))
    document["data"]["hands"][0][0] = document["data"]["hands"][1][0]
    with pytest.raises(FormatError, match="67 path and action cards"):
        tablegames.from_dict(document)
    document = json.loads(tablegames.to_json(state))
    document["data"]["board"].append({"x": 8, "y": 0, "card": "tunnel NS", "rotated": False})
    document["data"]["draw_pile"].remove("tunnel NS")
    with pytest.raises(FormatError, match=r"tunnel NS at \(8,0\) lies on a cell already taken"):
        tablegames.from_dict(document)
    document = json.loads(tablegames.to_json(state))
    document["data"]["hands"][2][0] = "tunnel SN"
    with pytest.raises(FormatError, match=r"\$\.data\.hands\[2\]\[0\]: unknown card 'tunnel SN'"):
        tablegames.from_dict(document)
    document = json.loads(tablegames.to_json(state))
    document["data"]["to_act"] = 9
    with pytest.raises(FormatError, match="to_act 9 is not a seat of the game"):
        tablegames.from_dict(document)


def test_a_draw_names_its_card_in_json_only_from_an_open_pile() -> None:
    """Ruling S-6 (option): a face-up pile's draw names its card and loads back; a document
    written before the field still loads; a face-down draw naming its card, which would tell
    every seat the drawer's card, or naming a card not in the deck, is refused."""
    options = saboteur.SaboteurOptions(open_draw_pile=True)
    state = saboteur.new_game(players=4, seed=9, options=options)
    top = state.draw_pile[0]
    after = saboteur.apply(state, saboteur.Discard(0, state.hands[0][0]))
    for obj in (after, saboteur.view(after, 2)):
        document = json.loads(tablegames.to_json(obj))
        drawn = [e for e in document["data"]["events"] if e["type"] == "card_drawn"]
        assert len(drawn) == 1
        assert drawn[0]["player"] == 0
        assert drawn[0]["card"] == str(top)
        assert tablegames.from_dict(document) == obj
        del drawn[0]["card"]
        older = tablegames.from_dict(document)
        assert saboteur.CardDrawn(0, None) in older.events
        drawn[0]["card"] = "gold"
        with pytest.raises(FormatError, match="names the gold card, not in the deck"):
            tablegames.from_dict(document)
    hidden = saboteur.apply(
        saboteur.new_game(players=4, seed=9), saboteur.Discard(0, state.hands[0][0])
    )
    for obj in (hidden, saboteur.view(hidden, 2)):
        document = json.loads(tablegames.to_json(obj))
        drawn = [e for e in document["data"]["events"] if e["type"] == "card_drawn"]
        assert [(e["player"], e["card"]) for e in drawn] == [(0, None)]
        drawn[0]["card"] = str(top)
        with pytest.raises(FormatError, match="card drawn from a face-down draw pile"):
            tablegames.from_dict(document)
