"""The OpenSpiel games: their registration, parameters, chance node, actions and payoffs."""

from __future__ import annotations

import copy
import pickle
import timeit

import numpy as np
import pyspiel
import pytest

import tablegames
import tablegames.openspiel as tos
from tablegames import rl
from tablegames.core.game import hook
from tests.openspiel.helpers import GAMES, TABLE_IDS, TABLES, load, play_to

pytestmark = pytest.mark.openspiel


def test_every_game_with_an_rl_module_is_registered() -> None:
    """The module names no game: it registers what the tablegames registry holds."""
    names = set(pyspiel.registered_names())
    assert set(GAMES) == set(rl.games())
    for name in GAMES:
        assert tos.short_name(name) in names
        game = pyspiel.load_game(tos.short_name(name))
        found = tablegames.GAMES[name]
        kind = game.get_type()
        assert (kind.min_num_players, kind.max_num_players) == (
            found.min_players,
            found.max_players,
        )
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert tos.register_games() == tuple(tos.short_name(name) for name in GAMES)


def test_the_namespace_does_not_show_the_future_import() -> None:
    """As for the other public subpackages (tests/test_docs.py): tab completion on
    ``tablegames.openspiel`` does not offer ``annotations``."""
    assert "annotations" not in dir(tos)


@pytest.mark.parametrize("name", GAMES)
def test_the_game_facts_come_from_the_game_hooks(name: str) -> None:
    found = tablegames.GAMES[name]
    for players in (found.min_players, found.max_players):
        game = load(name, players)
        options = game.table.options_in_force
        assert game.num_players() == players
        assert game.max_game_length() == hook(found, "max_game_length")(players, options)
        low, high = hook(found, "utility_bounds")(players, options)
        assert (game.min_utility(), game.max_utility()) == (low, high)
        assert game.num_distinct_actions() == rl.action_index(name, players).size
        assert game.max_chance_outcomes() == tos.DEFAULT_SEEDS
        assert game.observation_tensor_size() == rl.encoder(name).size


@pytest.mark.parametrize(("name", "players"), TABLES, ids=TABLE_IDS)
def test_the_declared_utility_matches_the_payoffs(name: str, players: int) -> None:
    """A table whose payoffs always add up to the same number (two-player TEN, Aluette) is
    declared zero-sum with that ``utility_sum``, the others general-sum; random games' returns
    add up to the declared sum (OpenSpiel's zero-sum algorithms rely on it)."""
    game = load(name, players, seeds=64)
    total = hook(tablegames.GAMES[name], "utility_sum")(players, game.table.options_in_force)
    kinds = pyspiel.GameType.Utility
    expected = (name, players) in {("ten", 2), ("aluette", 4)}
    if name in ("ten", "aluette", "saboteur"):  # the built-in games, whose payoffs we know
        assert (total is not None) == expected
    if total is None:
        assert game.get_type().utility == kinds.GENERAL_SUM
        return
    assert game.get_type().utility == (kinds.ZERO_SUM if total == 0 else kinds.CONSTANT_SUM)
    assert game.utility_sum() == total
    rng = np.random.RandomState(players)
    for _ in range(6):
        state = play_to(game.new_initial_state(), rng, 10_000)
        assert state.is_terminal()
        assert sum(state.returns()) == pytest.approx(total)


def test_load_and_short_name() -> None:
    game = tos.load("ten", {"players": 3})
    assert game.get_type().short_name == tos.short_name("ten") == "tablegames_ten"
    assert game.num_players() == 3
    assert str(pickle.loads(pickle.dumps(game))) == str(game)


def test_options_are_parameters() -> None:
    """Each option with a plain default is a parameter, enumerations by their values; the
    values reach the tablegames state."""
    spec = tos.parameter_specification("aluette")
    assert spec["players"] == 4
    assert spec["seeds"] == tos.DEFAULT_SEEDS
    assert spec["chant"] is True
    assert spec["game_end"] == "five_deals"
    game = pyspiel.load_game("tablegames_aluette(game_end=first_to_5,signals=False,seeds=9)")
    state = play_to(game.new_initial_state(), np.random.RandomState(1), 0)
    options = state.tablegames_state.options
    assert (options.game_end.value, options.signals) == ("first_to_5", False)
    assert state.history()[0] < 9
    # No bound exists under a target score: the game's longest readable history stands in.
    assert game.max_game_length() == tablegames.GAMES["aluette"].max_history


@pytest.mark.skipif("crazyeights" not in GAMES, reason="the Crazy Eights example is not installed")
def test_an_option_that_defaults_to_none_is_a_string_parameter() -> None:
    """load takes the option's plain value, its default None included (OpenSpiel refused it
    as unset), or a string as the parameter's JSON text, as get_parameters gives it back."""
    assert tos.parameter_specification("crazyeights")["target_score"] == "none"
    for given, expected in (("none", None), ("100", 100), (50, 50), (None, None)):
        game = tos.load("crazyeights", {"players": 3, "target_score": given})
        assert game.table.options_in_force.target_score == expected
        again = tos.load("crazyeights", game.get_parameters())
        assert again.table.options_in_force == game.table.options_in_force
        assert pickle.loads(pickle.dumps(game)).table.options_in_force.target_score == expected
    assert tos.load("crazyeights", {"target_score": None}).get_parameters()["target_score"] == (
        "none"
    )
    with pytest.raises(tablegames.ConfigError, match="target_score: expected an integer"):
        tos.load("crazyeights", {"target_score": "a hundred"})


def test_bad_parameters_are_refused() -> None:
    for params in ({"players": 7}, {"seeds": 0}, {"seeds": tos.MAX_SEEDS + 1}, {"game_end": "x"}):
        with pytest.raises(tablegames.ConfigError):
            tos.load("aluette", params)
    with pytest.raises(pyspiel.SpielError, match="Wrong type for parameter chant"):
        tos.load("aluette", {"chant": 3})  # OpenSpiel checks the types
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'colour'"):
        tos.load("ten", {"colour": "red"})
    with pytest.raises(tablegames.ConfigError, match="unknown game"):
        tos.load("chess")


def test_an_integer_openspiel_cannot_hold_is_a_config_error() -> None:
    """OpenSpiel's integer parameters are C++ ints: a larger one made its binding raise a bare
    RuntimeError; load refuses it first, naming the parameter and the range."""
    for name, value in (("players", 2**70), ("players", 2**31), ("seeds", -(2**31) - 1)):
        with pytest.raises(tablegames.ConfigError) as refused:
            tos.load("ten", {name: value})
        assert str(refused.value) == (
            f"{name} must be an integer OpenSpiel can hold (-2**31 to 2**31 - 1), got {value}"
        )
    for value in (2**31 - 1, -(2**31)):  # held: the game's own check refuses the count
        with pytest.raises(tablegames.ConfigError, match=f"ten is played by .*, got {value}$"):
            tos.load("ten", {"players": value})


def test_a_value_no_parameter_holds_is_a_config_error() -> None:
    """load promises a ConfigError or a SpielError: a list, an enumeration's member or None
    reached OpenSpiel's binding, which raised a bare TypeError. A member of an enumeration is
    taken by its name (the options' spelling); anything else is refused, naming the option."""
    from tablegames.aluette import GameEnd

    game = tos.load("aluette", {"game_end": GameEnd.FIRST_TO_5})
    assert game.get_parameters()["game_end"] == "first_to_5"
    assert game.table.options_in_force.game_end is GameEnd.FIRST_TO_5
    for params, message in (
        ({"mordienne": [1]}, "mordienne must be true or false, got a list ([1])"),
        ({"mordienne": None}, "mordienne must be true or false, got None"),
        ({"players": {"n": 4}}, "players must be an integer, got a dict ({'n': 4})"),
        ({"colour": [1]}, "tablegames_aluette has no parameter 'colour'"),
        ({1: True}, "a parameter's name is a string, got 1"),
    ):
        with pytest.raises(tablegames.ConfigError) as refused:
            tos.load("aluette", params)  # type: ignore[arg-type]
        assert str(refused.value) == message


@pytest.mark.parametrize("name", GAMES)
def test_the_history_replays_the_game(name: str) -> None:
    """The seed, then the moves: an OpenSpiel history is a whole record of the game."""
    game = load(name, tablegames.GAMES[name].max_players)
    state = play_to(game.new_initial_state(), np.random.RandomState(4), 10_000)
    seed, *actions = state.history()
    real = tablegames.new_game(name, players=game.num_players(), seed=seed)
    index = rl.action_index(name, game.num_players())
    for action in actions:
        real = tablegames.apply(real, index.move(action, tablegames.current_player(real)))
    assert real == state.tablegames_state
    assert tablegames.is_over(real)
    assert state.returns() == list(hook(tablegames.GAMES[name], "utilities")(real))
    again = game.new_initial_state()
    for action in state.history():
        again.apply_action(action)
    assert again.tablegames_state == real


def test_the_chance_node_draws_every_seed_alike() -> None:
    game = load("ten", 2, seeds=5)
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(seed, 0.2) for seed in range(5)]
    assert state.legal_actions() == [0, 1, 2, 3, 4]
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 3) == "seed 3"
    assert state.tablegames_state is None
    assert "not drawn" in str(state)
    with pytest.raises(tablegames.IllegalMoveError, match="the seed is drawn from 0 to 4"):
        state.apply_action(5)
    state.apply_action(3)
    assert state.tablegames_state == tablegames.new_game("ten", players=2, seed=3)
    assert state.chance_outcomes() == []


def test_actions_are_the_rl_action_numbers() -> None:
    game = load("saboteur", 4)
    state = play_to(game.new_initial_state(), np.random.RandomState(6), 3)
    seat = state.current_player()
    index = rl.action_index("saboteur", 4)
    legal = state.legal_actions()
    assert legal == sorted(legal)
    seen = tablegames.view(state.tablegames_state, seat)
    assert legal == sorted(index.indexed(tablegames.legal_moves(seen)))
    names = [state.action_to_string(seat, action) for action in legal]
    assert names == [str(index.move(action, seat)) for action in legal]
    assert all(not state.legal_actions(other) for other in range(4) if other != seat)
    with pytest.raises(tablegames.IllegalMoveError, match="not legal here"):
        state.apply_action(next(a for a in range(index.size) if a not in legal))


def test_a_seat_without_numbered_moves_is_an_error() -> None:
    """No built-in game allows it (a seat can always discard, pass or bid low); an index that
    numbers none of a seat's moves would leave OpenSpiel without an action."""
    game = load("ten", 2)
    real = game.table.actions

    class Blind(type(real)):  # type: ignore[misc]
        def indexed(self, moves: object) -> dict[int, object]:
            return {}

    state = game.new_initial_state()
    state.apply_action(0)
    game.table.actions = Blind("ten", 2, real.layout, [lambda seat: None] * real.size)
    try:
        with pytest.raises(tablegames.IllegalMoveError, match="has an action number") as info:
            state.legal_actions()
    finally:
        game.table.actions = real
    assert info.value.code == "openspiel.action.none"


def test_a_game_that_outlasts_its_bound_is_cut_short() -> None:
    """Only under options with no bound from the rules: the state is then terminal after
    max_game_length moves, every seat's return 0 (here the bound is lowered to show it)."""
    game = load("aluette", 4)
    game.table.max_moves = 7
    try:
        state = play_to(game.new_initial_state(), np.random.RandomState(8), 10_000)
    finally:
        game.table.max_moves = game.max_game_length()
    assert state.is_terminal()
    assert len(state.history()) == 1 + 7
    assert not tablegames.is_over(state.tablegames_state)
    assert state.returns() == [0.0] * 4
    assert state.legal_actions() == []


def test_a_clone_shares_the_game_and_costs_little() -> None:
    """A clone is a new initial state and the node of the path (whose copies are itself)."""
    game = load("saboteur", 5)
    state = play_to(game.new_initial_state(), np.random.RandomState(9), 60)
    clone = state.clone()
    assert clone.node is state.node
    assert copy.deepcopy(state.node) is state.node
    assert str(clone) == str(state)
    clone.apply_action(clone.legal_actions()[0])
    assert clone.node is not state.node
    assert clone.node.parent is state.node
    rounds = timeit.repeat(state.clone, number=200, repeat=5)
    assert min(rounds) / 200 < 1e-3
    restored = pickle.loads(pickle.dumps(state))
    assert restored.tablegames_state == state.tablegames_state
    assert restored.history() == state.history()
