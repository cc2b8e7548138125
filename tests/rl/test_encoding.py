"""Observation encoders: fixed-size vectors in [0, 1], built from a seat's view alone."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest

import tablegames
from tablegames import rl
from tablegames.core.rng import Rng
from tests.rl.helpers import CASE_IDS, CASES, RL_GAMES, SLOW_BOTS, default_players, playout


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
        # Saboteur: only bots find the gold (for the gold-sharing states).
        bots = seed == 3 and game not in SLOW_BOTS
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
    if players > 1:  # alone at the table, a seat may see all but the draw pile's order
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


#: Segments a random playout of these cases does not reach, and why (by game; none elsewhere).
UNREACHED = {
    "saboteur": {"off_grid"},  # random play stays inside the grid (see the action tests)
}


@pytest.mark.parametrize("game", RL_GAMES)
def test_every_segment_carries_information(game: str) -> None:
    """Each segment is non-zero in some observation and changes between observations."""
    encoder = rl.encoder(game)
    high = np.zeros(encoder.size, dtype=np.float32)
    low = np.ones(encoder.size, dtype=np.float32)
    for case_game, players, options in CASES:
        if case_game != game:
            continue
        for seed in range(3):
            bots = seed == 1 and game not in SLOW_BOTS
            for state in playout(game, players, seed, options, bots=bots):
                for seat in range(players):
                    vector = encoder.encode(tablegames.view(state, seat))
                    np.maximum(high, vector, out=high)
                    np.minimum(low, vector, out=low)
    for segment in encoder.layout:
        if segment.name in UNREACHED.get(game, set()):
            continue
        assert high[segment.slice].max() > 0, f"{segment.name} is always 0"
        assert (high - low)[segment.slice].max() > 0, f"{segment.name} never changes"


@pytest.mark.parametrize(("game", "players", "options"), CASES, ids=CASE_IDS)
def test_a_spectators_view_gives_the_public_observation(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    """Issue 24: the encoders refused spectators' views, so there was no public observation.

    It has the seats' layout and range, holds nothing a spectator cannot see (twins that
    differ in what nobody sees give equal observations), and leaves the viewer's own hand 0.
    """
    encoder = rl.encoder(game)
    maker = tablegames.GAMES[game]
    rng = Rng(7, "public twins")
    hand = next((segment for segment in encoder.layout if segment.name == "hand"), None)
    differing = checked = 0
    for number, state in enumerate(playout(game, players, 5, options)):
        public = encoder.encode(tablegames.view(state, None))
        assert public.dtype == np.float32
        assert public.shape == (encoder.size,)
        assert np.all(public >= 0)
        assert np.all(public <= 1)
        if hand is not None:
            assert not public[hand.slice].any()
        if number % 4:
            continue
        twin = maker.twin(state, None, rng.next_u64() >> 11)
        differing += twin != state
        checked += 1
        np.testing.assert_array_equal(public, encoder.encode(tablegames.view(twin, None)))
    assert differing > checked // 4, "the twins must hide something for the test to bite"


def test_the_public_observation_is_laid_out_from_seat_0() -> None:
    """Where a seat and a spectator see alike (TEN: everything but the draw pile's order), the
    public observation is seat 0's."""
    encoder = rl.encoder("ten")
    for state in playout("ten", 3, 2, None):
        np.testing.assert_array_equal(
            encoder.encode(tablegames.view(state, None)), encoder.encode(tablegames.view(state, 0))
        )


def test_encoder_refuses_unknown_games() -> None:
    with pytest.raises(tablegames.ConfigError):
        rl.encoder("go")


@pytest.mark.parametrize("game", RL_GAMES)
def test_an_encoder_refuses_what_is_not_a_view_of_its_game_with_a_typed_error(game: str) -> None:
    """A state, another game's view or no game object at all is refused with
    NotAGameObjectError (not a bare assertion, which ``python -O`` drops, nor a missing
    attribute): a state's error says how to get the seat's view."""
    encoder = rl.encoder(game)
    state = tablegames.new_game(game, players=default_players(game), seed=1)
    wanted = type(tablegames.view(state, 0)).__name__
    prefix = f"{type(encoder).__name__}.encode() needs a {wanted}, got "
    with pytest.raises(tablegames.NotAGameObjectError) as refused:
        encoder.encode(state)
    assert str(refused.value).startswith(f"{prefix}{type(state).__name__}: ")
    assert "tablegames.view(state, seat)" in str(refused.value)
    other = next(name for name in RL_GAMES if name != game)
    seen = tablegames.view(tablegames.new_game(other, players=default_players(other), seed=1), 0)
    with pytest.raises(tablegames.NotAGameObjectError) as refused:
        encoder.encode(seen)
    assert str(refused.value) == (
        f"{prefix}{type(seen).__name__} (of {other}, whose encoder is "
        f"tablegames.rl.encoder({other!r}))"
    )
    for thing in (None, "view", tablegames.legal_moves(state)[0]):
        with pytest.raises(tablegames.NotAGameObjectError, match=re.escape(prefix)):
            encoder.encode(thing)
    assert encoder.encode(tablegames.view(state, 0)).shape == (encoder.size,)
