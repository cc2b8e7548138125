"""The shipped JSON Schemas match the classes, and real documents validate against them."""

from __future__ import annotations

from importlib import resources
from typing import Any

import jsonschema
import pytest

import tablegames
from tablegames.core.rng import Rng
from tablegames.core.schema import BUILT_IN, load_schema, schema_text
from tablegames.core.serialization import KINDS

GAMES = sorted(BUILT_IN)
PLAYERS = {"aluette": (4,), "ten": (1, 2, 5), "saboteur": (3, 7, 10)}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_shipped_schemas_are_up_to_date(game: str, kind: str) -> None:
    """Regenerate with `python -m tablegames.core.schema` when this fails."""
    shipped = resources.files("tablegames") / "schemas" / f"{game}-{kind}.schema.json"
    assert shipped.read_text(encoding="utf-8") == schema_text(game, kind)


@pytest.mark.parametrize("game", GAMES)
def test_schemas_are_valid_json_schema(game: str) -> None:
    for kind in KINDS:
        jsonschema.Draft202012Validator.check_schema(load_schema(game, kind))


def validators(game: str) -> dict[str, Any]:
    return {kind: jsonschema.Draft202012Validator(load_schema(game, kind)) for kind in KINDS}


def validate_playout(game: str, players: int, seed: int, every: int) -> int:
    """Play a random game, validating its documents; return how many were validated.

    Every move and the final record are validated; states and the acting seat's views at one
    state in ``every`` (1: every state), the first and last always.
    """
    check = validators(game)
    rng = Rng(seed, "schema")
    state = tablegames.new_game(game, players=players, seed=seed)
    documents = 0
    while True:
        seat = tablegames.current_player(state)
        if seat is None or rng.below(every) == 0 or not documents:
            check["state"].validate(tablegames.to_dict(state))
            check["view"].validate(tablegames.to_dict(tablegames.view(state, seat)))
            documents += 2
        if seat is None:
            break
        move = rng.choice(tablegames.legal_moves(state))
        check["move"].validate(tablegames.to_dict(move))
        documents += 1
        state = tablegames.apply(state, move)
    check["record"].validate(tablegames.to_dict(tablegames.record(state)))
    return documents + 1


@pytest.mark.parametrize("game", GAMES)
def test_every_state_of_a_random_playout_validates(game: str) -> None:
    """Issue 6: every state (and view, move and the record) of a random playout validates."""
    assert validate_playout(game, PLAYERS[game][0], seed=1, every=1) > 100


@pytest.mark.parametrize("game", GAMES)
def test_sampled_states_of_more_playouts_validate(game: str) -> None:
    for players in PLAYERS[game]:
        assert validate_playout(game, players, seed=2, every=15) > 20


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_many_playouts_validate(game: str) -> None:
    for players in PLAYERS[game]:
        for seed in range(10, 30):
            validate_playout(game, players, seed=seed, every=1)


@pytest.mark.parametrize("game", GAMES)
def test_schemas_reject_tampered_documents(game: str) -> None:
    check = validators(game)
    state = tablegames.new_game(game, players=PLAYERS[game][0], seed=1)
    document = tablegames.to_dict(state)
    document["data"]["surprise"] = 1
    assert not check["state"].is_valid(document)
    document = tablegames.to_dict(tablegames.view(state, 0))
    document["version"] = 2
    assert not check["view"].is_valid(document)
    move = tablegames.to_dict(tablegames.legal_moves(state)[0])
    move["data"]["type"] = "teleport"
    assert not check["move"].is_valid(move)
