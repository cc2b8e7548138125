"""The PettingZoo AEC environments: PettingZoo's own API test, rollouts, seeding, errors."""

from __future__ import annotations

import random
import warnings
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, render_test
from pettingzoo.test.seed_test import check_environment_deterministic

import tablegames
from tablegames import rl
from tablegames.agents import RandomAgent, simulate
from tablegames.core.rng import Rng
from tablegames.errors import ConfigError, IllegalMoveError, InvalidMoveError, NotAGameObjectError
from tests.rl.helpers import RL_GAMES, default_players, player_counts

#: Every player count of every game with an RL module.
TABLES = [(game, players) for game in RL_GAMES for players in player_counts(game)]
TABLE_IDS = [f"{game}-{players}" for game, players in TABLES]

#: What PettingZoo's api_test says of every environment with dict observations that is not one
#: of its own classic games: style notes, not failures. Anything else it warns about fails here.
EXPECTED_WARNINGS = (
    "Observation space for each agent probably should be gymnasium.spaces.box",
    "Observation is not a NumPy array",
)


@pytest.mark.parametrize(("game", "players"), TABLES, ids=TABLE_IDS)
def test_pettingzoo_api_test_passes(game: str, players: int) -> None:
    """Issue 14: pettingzoo.test.api_test passes for every environment at every table size."""
    aec = rl.env(game, players, seed=players)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(aec, num_cycles=400, verbose_progress=False)
    unexpected = {
        str(w.message) for w in caught if not str(w.message).startswith(EXPECTED_WARNINGS)
    }
    assert not unexpected


@pytest.mark.parametrize("game", RL_GAMES)
def test_seeded_environments_are_deterministic(game: str) -> None:
    """PettingZoo's seed test: two environments reset with one seed run identically."""
    check_environment_deterministic(rl.env(game), rl.env(game), num_cycles=300)


def random_rollout(aec: rl.TableGamesEnv, seed: int) -> tuple[dict[str, float], int]:
    """Play one game with random legal actions; return each agent's total reward and steps."""
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(aec.possible_agents, 0.0)
    steps = 0
    for agent in aec.agent_iter():
        observation, reward, terminated, truncated, _ = aec.last()
        totals[agent] += reward
        if terminated or truncated:
            aec.step(None)
            continue
        mask = observation["action_mask"]
        legal = np.flatnonzero(mask)
        assert legal.size, "the agent to act always has a legal action"
        assert set(legal.tolist()) == set(aec.legal_actions())
        aec.step(int(rng.choice(legal)))
        steps += 1
    return totals, steps


@pytest.mark.parametrize(("game", "players"), TABLES, ids=TABLE_IDS)
def test_random_rollouts_end_with_the_winners_rewarded(game: str, players: int) -> None:
    aec = rl.env(game, players, seed=1)
    for episode in range(3):
        aec.reset(seed=episode)
        totals, steps = random_rollout(aec, episode)
        state = aec.game_state
        assert tablegames.is_over(state)
        assert steps == len(state.history)
        assert not aec.agents, "every agent was stepped out after the end"
        if players == 1:  # one seat has no other to beat: the default pays its utility
            utility = tablegames.GAMES[game].utilities(state)[0]
            assert totals == {"player_0": pytest.approx(utility)}
            continue
        won = set(tablegames.winners(state))
        for seat, agent in enumerate(aec.possible_agents):
            if len(won) == players:
                assert totals[agent] == 0
            else:
                assert totals[agent] == (1.0 if seat in won else -1.0)


@pytest.mark.parametrize("game", RL_GAMES)
def test_score_rewards_are_final_scores_minus_their_mean(game: str) -> None:
    players = player_counts(game)[-1]
    aec = rl.env(game, players, seed=4, reward="score")
    totals, _ = random_rollout(aec, 4)
    final = tablegames.scores(aec.game_state)
    mean = sum(final) / players
    assert [totals[a] for a in aec.possible_agents] == pytest.approx([s - mean for s in final])
    assert sum(totals.values()) == pytest.approx(0)


@pytest.mark.parametrize("game", RL_GAMES)
def test_the_mask_is_exactly_the_legal_moves_of_the_seat_to_act(game: str) -> None:
    """At every step the mask marks the numbers of the legal moves (from the state), no more."""
    aec = rl.env(game, seed=9)
    rng = np.random.default_rng(9)
    while aec.agents and not aec.terminations[aec.agent_selection]:
        state = aec.game_state
        seat = tablegames.current_player(state)
        assert aec.agent_selection == f"player_{seat}"
        moves = tablegames.legal_moves(state, seat)
        mask = aec.observe(aec.agent_selection)["action_mask"]
        numbers = {aec.actions.index(move) for move in moves}
        assert set(np.flatnonzero(mask).tolist()) == numbers
        for other in aec.possible_agents:
            if other != aec.agent_selection:
                assert not aec.observe(other)["action_mask"].any()
        number = int(rng.choice(sorted(numbers)))
        assert aec.decode(number) in moves
        aec.step(number)


@pytest.mark.parametrize("game", RL_GAMES)
def test_observations_are_the_encoded_views(game: str) -> None:
    aec = rl.env(game, player_counts(game)[-1], seed=2)
    for agent in aec.possible_agents:
        seat = int(agent.split("_")[1])
        expected = aec.encoder.encode(tablegames.view(aec.game_state, seat))
        np.testing.assert_array_equal(aec.observe(agent)["observation"], expected)


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    aec = rl.env("ten", 2, seed=3)
    before = aec.game_state
    mask = aec.observe(aec.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalMoveError) as caught:
        aec.step(illegal)
    assert caught.value.code == "rl.action.illegal"
    with pytest.raises(IllegalMoveError) as caught:
        aec.step(aec.actions.size)
    assert caught.value.code == "rl.action.out_of_range"
    for bad in ("0", 0.0, True, None):
        with pytest.raises(InvalidMoveError):
            aec.step(bad)
    assert aec.game_state is before
    assert aec.steps == 0
    aec.step(np.int32(int(np.flatnonzero(mask)[0])))
    assert aec.steps == 1


def test_reset_seeds_the_game_and_the_later_unseeded_resets() -> None:
    aec = rl.env("saboteur", 4, seed=11)
    assert aec.game_state == tablegames.new_game("saboteur", players=4, seed=11)
    aec.reset()  # the first unseeded reset plays the constructor's seed
    assert aec.game_state == tablegames.new_game("saboteur", players=4, seed=11)
    aec.reset(seed=np.int64(5), options={"ignored": 1})
    assert aec.game_state == tablegames.new_game("saboteur", players=4, seed=5)
    aec.reset()
    following = aec.game_state
    other = rl.env("saboteur", 4)
    other.reset(seed=5)
    other.reset()
    assert other.game_state == following
    assert following.seed != 5


def test_a_game_played_before_the_first_reset_is_not_dealt_again() -> None:
    """The guide's loops play an environment as made, then reset() it after each game: that
    first reset replayed the constructor's seed, so every environment's second game was its
    first deal again. A game played on is now followed by the next seed's game, the one a
    reset() first would have given second."""
    played = rl.env("ten", 2, seed=7)
    played.step(int(np.flatnonzero(played.observe(played.agent_selection)["action_mask"])[0]))
    played.reset()
    first_reset = rl.env("ten", 2, seed=7)
    first_reset.reset()
    assert first_reset.game_state.seed == 7
    first_reset.reset()
    assert played.game_state == first_reset.game_state
    assert played.game_state.seed != 7


def test_game_state_is_read_only_and_start_from_sets_another() -> None:
    """Assigning ``game_state`` kept the game before's agent to act and action mask, so the
    mask offered the old game's moves and a step raised NotYourTurnError. It is read-only,
    and its error names start_from, which sets a state with its agent and mask."""
    aec = rl.env("ten", 2, seed=7)
    other = tablegames.new_game("ten", players=2, seed=8)
    before = aec.game_state
    with pytest.raises(AttributeError, match=r"read-only: env\.start_from\(state\)"):
        aec.game_state = other
    assert aec.game_state is before
    aec.start_from(other)
    assert aec.game_state is other
    seat = aec.possible_agents.index(aec.agent_selection)
    assert set(aec.legal_actions()) == set(
        aec.actions.indexed(tablegames.legal_moves(tablegames.view(other, seat)))
    )


def test_options_are_the_games_options() -> None:
    aec = rl.env("aluette", options={"chant": False, "mordienne": True})
    assert aec.options == tablegames.aluette.AluetteOptions(chant=False, mordienne=True)
    aec.reset(seed=3)
    assert aec.game_state.options == aec.options


def test_truncation_after_max_steps() -> None:
    aec = rl.env("aluette", seed=1, max_steps=5)
    stepped = 0
    for _ in aec.agent_iter():
        observation, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            assert truncated
            assert not terminated
            aec.step(None)
            continue
        aec.step(int(np.flatnonzero(observation["action_mask"])[0]))
        stepped += 1
    assert stepped == 5
    assert not tablegames.is_over(aec.game_state)


def test_numpy_integers_set_the_limit_and_the_count_as_ints() -> None:
    """A setting read from a NumPy (or YAML) configuration is a NumPy integer: the seed and
    the player count took one, the step limit refused it."""
    aec = rl.env("ten", np.int64(2), seed=np.int64(1), max_steps=np.int64(5))
    assert (aec.max_steps, aec.players) == (5, 2)
    assert (type(aec.max_steps), type(aec.players)) == (int, int)
    with pytest.raises(ConfigError, match="max_steps must be a positive integer"):
        rl.env("ten", 2, max_steps=np.int64(0))
    with pytest.raises(ConfigError, match="max_steps must be a positive integer"):
        rl.env("ten", 2, max_steps=True)


def test_an_unknown_agent_is_refused_in_words_by_every_method() -> None:
    """``observe``, ``observation_space`` and ``action_space`` raised a bare KeyError where
    ``view`` named the agents."""
    aec = rl.env("ten", 2, seed=1)
    aec.reset(seed=1)
    for method in (aec.observe, aec.observation_space, aec.action_space, aec.view):
        with pytest.raises(ConfigError, match="no agent 'bob': the agents are player_0, pl"):
            method("bob")
    assert aec.observation_space("player_1") is aec.observation_spaces["player_1"]


@pytest.mark.parametrize("game", RL_GAMES)
def test_once_every_agent_has_stepped_out_the_env_says_to_reset(game: str) -> None:
    """After the last agent stepped out of the ended game, ``last`` and ``step`` raised a bare
    KeyError naming an agent (PettingZoo's bookkeeping): a loop that ran one step too many got
    no word of what to do."""
    aec = rl.env(game, seed=3)
    random_rollout(aec, 3)
    assert not aec.agents
    bot = RandomAgent(seed=1)
    for call in (
        aec.last,
        lambda: aec.step(None),
        lambda: aec.step(0),
        lambda: aec.choose_action(bot),
    ):
        with pytest.raises(ConfigError, match="every agent has stepped out of it: call reset"):
            call()
    assert aec.legal_actions() == []
    assert aec.legal_moves_by_action() == {}
    aec.reset(seed=4)
    assert aec.agents == aec.possible_agents


def test_render_shows_the_spectators_picture() -> None:
    aec = rl.env("ten", 3, seed=2, render_mode="ansi")
    picture = aec.render()
    assert picture == tablegames.render(tablegames.view(aec.game_state, None))
    with pytest.warns(UserWarning, match="render_mode"):
        assert rl.env("ten", 3, seed=2).render() is None


@pytest.mark.parametrize("game", RL_GAMES)
def test_pettingzoo_render_test_passes(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    """pettingzoo.test.render_test makes its environment with render_mode="human" (it was
    refused): "human" prints the spectator's picture and returns None, "ansi" returns it."""
    render_test(lambda render_mode=None: rl.env(game, seed=5, render_mode=render_mode))
    capsys.readouterr()
    aec = rl.env(game, seed=5, render_mode="human")
    assert aec.render() is None
    assert (
        capsys.readouterr().out == tablegames.render(tablegames.view(aec.game_state, None)) + "\n"
    )


@pytest.mark.parametrize(
    "settings",
    [
        {"game": "chess"},
        {"game": "ten", "players": 6},
        {"game": "aluette", "players": 3},
        {"game": "ten", "seed": -1},
        {"game": "ten", "seed": 2.5},
        {"game": "ten", "options": {"no_such_option": True}},
        {"game": "ten", "render_mode": "rgb_array"},
        {"game": "ten", "reward": "money"},
        {"game": "ten", "max_steps": 0},
    ],
)
def test_bad_settings_are_refused(settings: dict[str, Any]) -> None:
    game = settings.pop("game")
    with pytest.raises(ConfigError):
        rl.env(game, **settings)


def test_start_from_refuses_foreign_or_finished_states() -> None:
    aec = rl.env("ten", 2, seed=1)
    with pytest.raises(NotAGameObjectError):
        aec.start_from(tablegames.new_game("aluette", players=4, seed=1))
    with pytest.raises(NotAGameObjectError):
        aec.start_from(tablegames.view(aec.game_state, 0))
    with pytest.raises(ConfigError):
        aec.start_from(tablegames.new_game("ten", players=3, seed=1))
    state = aec.game_state
    rng = Rng(1, "finish")
    while not tablegames.is_over(state):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    with pytest.raises(ConfigError):
        aec.start_from(state)


@pytest.mark.parametrize("game", RL_GAMES)
def test_every_game_gets_the_generic_environment_named_after_it(game: str) -> None:
    made = rl.env(game, seed=1)
    assert type(made) is rl.TableGamesEnv
    assert made.game == game
    assert str(made) == made.metadata["name"] == f"{game}_v0"
    assert made.metadata["render_modes"] == ["human", "ansi"]
    assert made.players == default_players(game)
    assert made.possible_agents == [f"player_{seat}" for seat in range(made.players)]
    direct = rl.TableGamesEnv(game, seed=1)
    assert direct.game_state == made.game_state
    assert type(made.encoder) is rl.rl_module(game).ENCODER
    assert game in rl.games()


def test_a_game_without_an_rl_module_is_named_with_the_hook() -> None:
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy

    register(make_toy("toy_no_rl"))
    try:
        assert "toy_no_rl" not in rl.games()
        for make in (rl.env, rl.encoder, lambda game: rl.action_index(game, 2)):
            with pytest.raises(ConfigError) as caught:
                make("toy_no_rl")
            assert "'toy_no_rl'" in str(caught.value)
            assert "rl_module" in str(caught.value)
    finally:
        unregister("toy_no_rl")


@pytest.mark.parametrize(("game", "players"), TABLES, ids=TABLE_IDS)
def test_a_library_agent_plays_through_the_environment(game: str, players: int) -> None:
    """The game's heuristic agent plays every seat of a whole game from ``env.view()`` and the
    offered moves (``choose_action``), never reading ``game_state``; each agent's view is the
    seat's own."""
    from tablegames.agents import RandomAgent, heuristic_factory

    aec = rl.env(game, players, seed=players)
    aec.reset(seed=players)
    make = heuristic_factory(game, default=RandomAgent)
    bots = {agent: make(seat) for seat, agent in enumerate(aec.possible_agents)}
    steps = 0
    for agent in aec.agent_iter():
        _, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            with pytest.raises(ConfigError, match="has ended"):
                aec.choose_action(bots[agent])
            aec.step(None)
            continue
        seat = aec.possible_agents.index(agent)
        assert aec.view() is aec.view(agent)
        assert aec.view().player == seat
        other = aec.possible_agents[(seat + 1) % players]
        assert aec.view(other) == tablegames.view(aec.game_state, (seat + 1) % players)
        action = aec.choose_action(bots[agent])
        assert action in aec.legal_actions()
        aec.step(action)
        steps += 1
    assert tablegames.is_over(aec.game_state)
    assert steps > 0


def test_choose_action_refuses_a_move_not_offered_and_view_an_unknown_agent() -> None:
    class Stubborn:
        """Plays the first move it was ever offered, whatever it is offered later."""

        first: Any = None

        def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
            self.first = self.first or moves[0]
            return self.first

    aec = rl.env("ten", 2, seed=1)
    aec.reset(seed=1)
    stubborn = Stubborn()
    errors: list[IllegalMoveError] = []
    for _ in range(50):
        try:
            aec.step(aec.choose_action(stubborn))
        except IllegalMoveError as error:
            errors.append(error)
            break
    assert [error.code for error in errors] == ["rl.action.illegal"]
    assert "not one of the" in str(errors[0])
    with pytest.raises(ConfigError, match="no agent 'player_7'"):
        aec.view("player_7")


@pytest.mark.parametrize("game", RL_GAMES)
def test_the_state_is_the_public_observation(game: str) -> None:
    """``state()`` (PettingZoo's global view, for centralised critics) is the encoding of the
    spectator's view, inside ``state_space``, and the same for twins that reshuffle what no
    seat sees: it holds no secret. It raised NotImplementedError."""
    aec = rl.env(game, default_players(game), seed=5)
    aec.reset(seed=5)
    encoder = rl.encoder(game)
    rng = np.random.default_rng(5)
    found = tablegames.GAMES[game]
    for _ in range(40):
        public = aec.state()
        assert aec.state_space.contains(public)
        expected = encoder.encode(tablegames.view(aec.game_state, None))
        np.testing.assert_array_equal(public, expected)
        twin = found.twin(aec.game_state, None, int(rng.integers(1 << 30)))
        np.testing.assert_array_equal(encoder.encode(tablegames.view(twin, None)), public)
        _, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            break
        aec.step(int(rng.choice(list(aec.legal_actions()))))


def test_numpy_integer_seeds_seed_the_library_as_the_environment() -> None:
    """A seed drawn by NumPy seeds the core functions as it seeds an environment (it was
    refused as "not an integer" by new_game, simulate and sample_state), and the state holds
    a plain int, so its JSON is the same."""
    seed = np.random.default_rng(0).integers(1 << 31, dtype=np.int64)  # what a sampler gives
    state = tablegames.new_game("ten", players=2, seed=seed)
    assert type(state.seed) is int
    assert state == tablegames.new_game("ten", players=2, seed=int(seed))
    assert tablegames.to_json(state) == tablegames.to_json(
        tablegames.new_game("ten", players=2, seed=int(seed))
    )
    assert rl.env("ten", 2, seed=seed).game_state == state
    seen = tablegames.view(state, 0)
    assert tablegames.sample_state(seen, np.int64(7)) == tablegames.sample_state(seen, 7)
    assert tablegames.sample_state(seen, np.array(7)) == tablegames.sample_state(seen, 7)
    summary = simulate("ten", 2, 2, RandomAgent, seed=np.int64(3))
    assert summary == simulate("ten", 2, 2, RandomAgent, seed=3)
    by_seeds = simulate("ten", [np.uint32(5), np.int64(6)], 2, RandomAgent)
    assert [type(result.seed) for result in by_seeds.results] == [int, int]
    for bad in (np.float64(3.0), np.True_, np.array([3])):
        with pytest.raises(ConfigError, match=r"a seed must be an integer from 0 to 2\*\*53 - 1"):
            tablegames.new_game("ten", players=2, seed=bad)


def test_step_takes_every_action_its_action_space_contains() -> None:
    """A 0-d integer array (what Stable-Baselines3's predict returns) and NumPy integers are in
    the action space, so step plays them as their int; bools, floats and larger arrays are
    refused as not integers, and nothing changes."""
    aec = rl.env("ten", 2, seed=3)
    space = aec.action_space(aec.agent_selection)
    action = min(aec.legal_actions())
    for given in (np.array(action), np.array(action, dtype=np.uint8), np.int16(action)):
        assert space.contains(given)
        fresh = rl.env("ten", 2, seed=3)
        fresh.step(given)
        assert fresh.steps == 1
        assert fresh.game_state == tablegames.apply(aec.game_state, aec.decode(action))
    assert aec.decode(np.array(action)) == aec.decode(action)
    for bad in (np.array([action]), np.array(float(action)), np.float32(action), np.True_):
        with pytest.raises(InvalidMoveError, match="an action is an integer from 0 to 212"):
            aec.step(bad)
    assert aec.steps == 0


@pytest.mark.parametrize("game", RL_GAMES)
def test_legal_actions_is_the_list_of_the_masks_numbers(game: str) -> None:
    """legal_actions() is a list of action numbers in ascending order, as OpenSpiel's is and
    the mask marks them, so random.choice and NumPy's choice take it as it is;
    legal_moves_by_action() gives the move behind each number. Both are empty at the end."""
    aec = rl.env(game, seed=4)
    chooser = random.Random(4)
    rng = np.random.default_rng(4)
    for agent in aec.agent_iter():
        observation, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            assert aec.legal_actions() == []
            assert aec.legal_moves_by_action() == {}
            aec.step(None)
            continue
        legal = aec.legal_actions()
        assert type(legal) is list
        assert legal == np.flatnonzero(observation["action_mask"]).tolist()
        moves = aec.legal_moves_by_action()
        assert list(moves) == legal
        assert all(aec.decode(number) == move for number, move in moves.items())
        assert chooser.choice(legal) in legal
        aec.step(int(rng.choice(legal)) if aec.steps % 2 else chooser.choice(legal))
        assert agent in aec.possible_agents


def test_a_solo_game_is_rewarded_with_its_utility_by_default() -> None:
    """TEN §4: the solo game's result is the player's final score, and it is always won, so
    "win" (0 when every seat wins) and "score" (minus the mean of one) paid 0 every game: the
    default reward at one seat is "utilities" (the score scaled to [-1, 1]), which varies, and
    asking for the others warns."""
    aec = rl.env("ten", 1, seed=11)
    assert aec.reward == "utilities"
    paid = set()
    for episode in range(6):
        aec.reset(seed=episode)
        totals, _ = random_rollout(aec, episode)
        assert totals["player_0"] == pytest.approx(
            tablegames.GAMES["ten"].utilities(aec.game_state)[0]
        )
        paid.add(totals["player_0"])
    assert len(paid) > 1, "the reward tells games apart"
    for reward in ("win", "score"):
        with pytest.warns(UserWarning, match="with one seat, 'score' always pays 0"):
            assert rl.env("ten", 1, seed=11, reward=reward).reward == reward
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert rl.env("ten", 2, seed=11).reward == "win"
        rl.env("ten", 1, seed=11, reward="utilities")


def test_the_environments_are_turn_based_only() -> None:
    """The guide's "Many environments at once": one agent acts at a time, so the metadata says
    the environment is not parallelizable and PettingZoo's aec_to_parallel refuses it."""
    from pettingzoo.utils.conversions import aec_to_parallel

    aec = rl.env("ten", 2, seed=1)
    assert aec.metadata["is_parallelizable"] is False
    with pytest.raises(AssertionError, match="is_parallelizable"):
        aec_to_parallel(aec)


@pytest.mark.parametrize("game", RL_GAMES)
def test_terminate_illegal_wrapper_ends_the_game_on_an_illegal_action(game: str) -> None:
    """The RL guide tells a tool that samples without the mask to wrap the environment in
    PettingZoo's TerminateIllegalWrapper: an illegal action then ends the game, the agent that
    sent it paid ``illegal_reward``, where the bare environment raises."""
    from pettingzoo.utils.wrappers import TerminateIllegalWrapper

    wrapped = TerminateIllegalWrapper(rl.env(game, seed=3), illegal_reward=-1)
    wrapped.reset(seed=3)
    agent = wrapped.agent_selection
    mask = wrapped.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    wrapped.step(illegal)
    assert all(wrapped.terminations.values())
    assert wrapped.rewards[agent] == -1
