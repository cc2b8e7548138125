"""Reinforcement learning: the encoder and action index the ``rl_module`` hook names, and the
PettingZoo environment ``tablegames.rl.env("crazyeights")``.

The encoder and the action index are tested directly (they need only NumPy). The environment
tests are those the built-in games pass (tests/rl/test_env.py), marked ``xfail`` until the
plugins branch lets ``tablegames.rl`` read the hook; the integrator removes the marks.
"""

from __future__ import annotations

import importlib
import warnings
from typing import Any

import numpy as np
import pytest
import tablegames
from pettingzoo.test import api_test
from pettingzoo.test.seed_test import check_environment_deterministic
from tablegames.core.game import hook
from tablegames.core.rng import Rng

from playouts import VARIANTS, playout
from tablegames_crazyeights import GAME, view
from tablegames_crazyeights.rl import ACTION_LAYOUT, ENCODER, OBSERVATION_LAYOUT, actions

TABLES = [2, 3, 4, 5]


def test_the_hook_names_this_module() -> None:
    module = importlib.import_module(hook(GAME, "rl_module"))
    assert module.ENCODER is ENCODER
    assert module.actions is actions


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_observations_are_fixed_size_float32_in_the_unit_interval(variant: str) -> None:
    encoder = ENCODER()
    for state in playout(3, 5, VARIANTS[variant]):
        for seat in range(3):
            vector = encoder.encode(view(state, seat))
            assert vector.dtype == np.float32
            assert vector.shape == (OBSERVATION_LAYOUT.size,)
            assert np.all((vector >= 0) & (vector <= 1))


def test_twin_states_give_equal_observations() -> None:
    """An observation is made from the view alone: what the seat cannot see changes nothing."""
    encoder, rng, differing = ENCODER(), Rng(1, "twins"), 0
    for state in list(playout(4, 2))[::4]:
        for seat in range(4):
            twin = GAME.twin(state, seat, rng.next_u64() >> 11)
            differing += twin != state
            np.testing.assert_array_equal(
                encoder.encode(view(state, seat)), encoder.encode(view(twin, seat))
            )
    assert differing > 10


def test_every_segment_carries_information() -> None:
    encoder = ENCODER()
    vectors = [
        encoder.encode(view(state, seat))
        for name, options in VARIANTS.items()
        for state in playout(3, 7, options)
        for seat in range(3)
    ]
    stacked = np.stack(vectors)
    for segment in OBSERVATION_LAYOUT:
        part = stacked[:, segment.slice]
        assert part.any(), segment.name
        assert (part != part[0]).any() or segment.name == "seats", segment.name


@pytest.mark.parametrize("players", TABLES)
def test_every_legal_move_has_one_number_and_back(players: int) -> None:
    index = actions(players)
    assert index.size == ACTION_LAYOUT.size == 48 + 16 + 2
    for name, options in VARIANTS.items():
        for state in playout(players, 3, options):
            seat = state.to_act
            if seat is None:
                continue
            moves = tablegames.legal_moves(state)
            numbers = [index.index(move) for move in moves]
            assert None not in numbers, name
            assert len(set(numbers)) == len(numbers)
            assert [index.move(number, seat) for number in numbers] == list(moves)  # type: ignore[arg-type]
            assert set(np.flatnonzero(index.mask(moves)).tolist()) == set(numbers)  # type: ignore[arg-type]


def test_every_action_number_names_a_move_of_every_seat() -> None:
    index = actions(5)
    for number in range(index.size):
        for seat in range(5):
            assert index.index(index.move(number, seat)) == number


# -- the environment, through tablegames.rl (the plugins branch) ---------------------------------

#: What PettingZoo's api_test says of every environment with dict observations: style notes.
EXPECTED_WARNINGS = (
    "Observation space for each agent probably should be gymnasium.spaces.box",
    "Observation is not a NumPy array",
)


def environment(players: int, seed: int, **options: Any) -> Any:
    from tablegames import rl

    return rl.env("crazyeights", players, seed=seed, **options)


@pytest.mark.parametrize("players", TABLES)
def test_pettingzoo_api_test_passes(players: int) -> None:
    aec = environment(players, players)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(aec, num_cycles=400, verbose_progress=False)
    unexpected = {
        str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)
    }
    assert not unexpected


def test_seeded_environments_are_deterministic() -> None:
    check_environment_deterministic(environment(3, 1), environment(3, 1), num_cycles=300)


def random_rollout(aec: Any, seed: int) -> tuple[dict[str, float], int]:
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    steps = 0
    for agent in aec.agent_iter():
        observation, reward, terminated, truncated, _ = aec.last()
        totals[agent] += reward
        if terminated or truncated:
            aec.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        assert legal.size, "the agent to act always has a legal action"
        assert set(legal.tolist()) == set(aec.legal_actions())
        aec.step(int(rng.choice(legal)))
        steps += 1
    return totals, steps


@pytest.mark.parametrize("players", TABLES)
def test_random_rollouts_end_with_the_winners_rewarded(players: int) -> None:
    aec = environment(players, 1)
    for episode in range(3):
        aec.reset(seed=episode)
        totals, steps = random_rollout(aec, episode)
        state = aec.game_state
        assert tablegames.is_over(state)
        assert steps == len(state.history)
        assert not aec.agents
        utilities = GAME.utilities(state)
        assert [totals[agent] for agent in aec.possible_agents] == list(utilities)


def test_the_mask_is_exactly_the_legal_moves_of_the_seat_to_act() -> None:
    aec = environment(4, 9, options={"draw_rule": "one_then_pass"})
    rng = np.random.default_rng(9)
    while aec.agents and not aec.terminations[aec.agent_selection]:
        state = aec.game_state
        seat = tablegames.current_player(state)
        assert aec.agent_selection == f"player_{seat}"
        moves = tablegames.legal_moves(state, seat)
        mask = aec.observe(aec.agent_selection)["action_mask"]
        numbers = {aec.actions.index(move) for move in moves}
        assert set(np.flatnonzero(mask).tolist()) == numbers
        number = int(rng.choice(sorted(numbers)))
        assert aec.decode(number) in moves
        aec.step(number)


def test_the_environment_uses_the_games_encoder_and_action_index() -> None:
    from tablegames import rl

    assert isinstance(rl.encoder("crazyeights"), ENCODER)
    assert rl.action_index("crazyeights", 3).layout == ACTION_LAYOUT
    aec = environment(3, 2)
    observation = aec.observe(aec.agent_selection)
    assert observation["observation"].shape == (OBSERVATION_LAYOUT.size,)
    assert observation["action_mask"].shape == (ACTION_LAYOUT.size,)
