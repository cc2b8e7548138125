"""Observation encoders: fixed-size vectors in [0, 1], built from a seat's view alone."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import tablegames
from tablegames import rl
from tablegames.core.rng import Rng
from tablegames.errors import SeatError
from tests.rl.helpers import CASE_IDS, CASES, playout


def observe(encoder: rl.Encoder, index: rl.ActionIndex, state: Any, seat: int) -> tuple[Any, Any]:
    """What the environment gives ``seat``: its encoded view and the mask of its view's moves."""
    seen = tablegames.view(state, seat)
    return encoder.encode(seen), index.mask(tablegames.legal_moves(seen))


@pytest.mark.parametrize(("game", "players", "options"), CASES, ids=CASE_IDS)
def test_twin_states_give_equal_observations_and_masks(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    """Two states that differ only in what a seat cannot see look the same to that seat.

    The twins come from the game's twin maker (tablegames.testing's leak check), written from
    the rules: other hands, the draw pile, face-down cards are reshuffled.
    """
    encoder, index = rl.encoder(game), rl.action_index(game, players)
    maker = tablegames.GAMES[game]
    differing = checked = 0
    for seed in range(4):
        rng = Rng(seed, "twins")
        bots = seed == 3 and game == "saboteur"  # only bots find the gold; TEN's are slow
        for number, state in enumerate(playout(game, players, seed, options, bots=bots)):
            if number % 5:
                continue
            for seat in range(players):
                twin = maker.twin(state, seat, rng.next_u64() >> 11)
                differing += twin != state
                checked += 1
                mine, theirs = (
                    observe(encoder, index, state, seat),
                    observe(encoder, index, twin, seat),
                )
                np.testing.assert_array_equal(mine[0], theirs[0])
                np.testing.assert_array_equal(mine[1], theirs[1])
    assert checked > 20
    if game != "ten" or players > 1:  # TEN hides only the draw pile's order
        assert differing > checked // 4, "the twins must hide something for the test to bite"


@pytest.mark.parametrize(("game", "players", "options"), CASES, ids=CASE_IDS)
def test_observations_are_fixed_size_float32_in_the_unit_interval(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    encoder = rl.encoder(game)
    for state in playout(game, players, 11, options):
        for seat in range(players):
            vector = encoder.encode(tablegames.view(state, seat))
            assert vector.dtype == np.float32
            assert vector.shape == (encoder.layout.size,)
            assert np.all(vector >= 0)
            assert np.all(vector <= 1)


#: Segments a random playout of these cases does not reach, and why.
UNREACHED = {
    "aluette": set(),
    "ten": set(),
    "saboteur": {"off_grid"},  # random play stays inside the grid (see the action tests)
}


@pytest.mark.parametrize("game", ["aluette", "ten", "saboteur"])
def test_every_segment_carries_information(game: str) -> None:
    """Each segment is non-zero in some observation and changes between observations."""
    encoder = rl.encoder(game)
    high = np.zeros(encoder.size, dtype=np.float32)
    low = np.ones(encoder.size, dtype=np.float32)
    for case_game, players, options in CASES:
        if case_game != game:
            continue
        for seed in range(3):
            for state in playout(game, players, seed, options, bots=seed == 1 and game != "ten"):
                for seat in range(players):
                    vector = encoder.encode(tablegames.view(state, seat))
                    np.maximum(high, vector, out=high)
                    np.minimum(low, vector, out=low)
    for segment in encoder.layout:
        if segment.name in UNREACHED[game]:
            continue
        assert high[segment.slice].max() > 0, f"{segment.name} is always 0"
        assert (high - low)[segment.slice].max() > 0, f"{segment.name} never changes"


def test_aluette_observation_holds_the_hand_and_relative_seats() -> None:
    state = tablegames.new_game("aluette", players=4, seed=3)
    encoder = rl.encoder("aluette")
    seat = tablegames.current_player(state)
    assert seat is not None
    vector = encoder.encode(tablegames.view(state, seat))
    layout = encoder.layout
    hand = [tablegames.aluette.DECK[i] for i in np.flatnonzero(vector[layout["hand"].slice])]
    assert tuple(hand) == state.hands[seat]
    assert vector[layout["to_act"].slice].tolist() == [1, 0, 0, 0]  # the viewer acts
    dealer = (state.dealer - seat) % 4
    assert np.flatnonzero(vector[layout["dealer"].slice]).tolist() == [dealer]


def test_saboteur_grid_shows_the_start_card_and_the_goals() -> None:
    state = tablegames.new_game("saboteur", players=4, seed=2)
    encoder = rl.encoder("saboteur")
    vector = encoder.encode(tablegames.view(state, 0))
    cells = rl.saboteur.CELLS
    grid = vector[encoder.layout["grid"].slice].reshape(len(rl.saboteur.GRID_CHANNELS), cells)
    channel = {name: i for i, (name, _) in enumerate(rl.saboteur.GRID_CHANNELS)}
    start = rl.saboteur.cell_number(0, 0)
    assert grid[channel["path"]].nonzero()[0].tolist() == [start]
    assert grid[channel["reached"], start] == 1
    assert all(grid[channel["open_" + side], start] == 1 for side in "nesw")
    assert grid[channel["frontier"]].sum() == 4
    hidden = [rl.saboteur.cell_number(x, y) for x, y in ((8, -2), (8, 0), (8, 2))]
    assert grid[channel["goal_hidden"]].nonzero()[0].tolist() == hidden


def test_spectator_views_are_refused() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(SeatError):
        rl.encoder("ten").encode(tablegames.view(state, None))


def test_encoder_refuses_unknown_games() -> None:
    with pytest.raises(tablegames.ConfigError):
        rl.encoder("go")
