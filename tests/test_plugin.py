"""A game from outside the package gets every tool: the plugin surface, proved with a test game.

The toy game (tests/core/toy.py) is registered at run time with the optional hooks it chooses
(a sampler, a heuristic agent, search hooks, an RL module in tests/toy_rl.py); no file of
tablegames names it. It gets the generic API and JSON, simulate, the command line, the search
agent (with its own search hooks and with the defaults), a PettingZoo environment, schemas on
request and the conformance kit. A hook it lacks is refused with a ConfigError naming the game
and the hook, never with another game's code.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import tablegames
from tablegames import rl
from tablegames.agents import MCTSAgent, RandomAgent, heuristic_factory, mcts, play, simulate
from tablegames.cli import main
from tablegames.core.registry import register, unregister
from tablegames.core.schema import document_schema, shipped_games, write_schemas
from tablegames.core.schema.typescript import write_declarations
from tablegames.testing import check_game
from tests.core.toy import make_toy

#: The full plugin: every optional hook.
PLUGIN = "toy_plugin"
#: The plugin without search hooks: the search's defaults.
PLAIN = "toy_plain"
#: A sampler but no heuristic agent: only random rollouts can search it.
NO_AGENT = "toy_no_agent"
#: No optional hook at all.
BARE = "toy_bare"
#: What an error about a missing hook must never name: the built-in games' code.
BUILT_IN_WORDS = ("aluette", "saboteur", "ten.", "TEN", "Aluette", "Saboteur")


@pytest.fixture(scope="module", autouse=True)
def games() -> Iterator[None]:
    made = [
        make_toy(PLUGIN, sampler=True, heuristic=True, search=True, rl_module="tests.toy_rl"),
        make_toy(PLAIN, sampler=True, heuristic=True),
        make_toy(NO_AGENT, sampler=True),
        make_toy(BARE),
    ]
    for game in made:
        register(game)
    try:
        yield
    finally:
        for game in made:
            unregister(game.name)


def test_no_file_of_the_package_names_the_game() -> None:
    package = Path(tablegames.__file__).parent
    for path in package.rglob("*"):
        if path.is_file() and path.suffix in (".py", ".json", ".ts", ".txt", ".toml"):
            assert "toy" not in path.read_text(encoding="utf-8"), path
    assert PLUGIN not in shipped_games()


def test_the_generic_api_and_json() -> None:
    state = tablegames.new_game(PLUGIN, players=3, seed=4)
    while not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        assert seat is not None
        seen = tablegames.view(state, seat)
        moves = tablegames.legal_moves(seen)
        assert moves == tablegames.legal_moves(state, seat)
        for document in (state, seen, moves[0]):
            assert tablegames.from_json(tablegames.to_json(document)) == document
        state = tablegames.apply(state, moves[-1])
    record = tablegames.record(state)
    assert tablegames.from_json(tablegames.to_json(record)) == record
    assert tablegames.replay(record) == state


def test_simulate_with_its_heuristic_agent() -> None:
    agents = [heuristic_factory(PLUGIN), RandomAgent]
    summary = simulate(PLUGIN, games=20, players=2, agents=agents, seed=3)
    assert summary.games == 20
    assert sum(summary.wins) >= 20
    # The heuristic agent (the highest card) takes more rounds than random play.
    assert summary.mean_scores[0] > summary.mean_scores[1]


def test_tablegames_play(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["play", PLUGIN, "--players", "2", "--seed", "5"])
    out, err = capsys.readouterr()
    assert status == 0, err
    # A game without a catalogue is told in plain words (core.words.PlainWords): each event by
    # its class and fields, seats numbered from 1 as in every text people read.
    assert "Seat 1: card played (card " in out
    assert "Seat 2: card played (card " in out
    assert "\nGame over.\n" in out
    assert "Scores: seat 1 " in out
    status = main(["simulate", PLUGIN, "--players", "3", "--games", "4", "--seed", "1"])
    assert status == 0, capsys.readouterr().err


class Checked:
    """Wraps an agent; checks it returns one of the legal moves it was offered."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.chosen = 0

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        move = self.agent.choose(view, moves)
        assert move in moves
        self.chosen += 1
        return move


@pytest.mark.parametrize(
    ("game", "settings", "hooks"),
    [
        (PLUGIN, {}, "RoundSearch"),
        (PLUGIN, {"others": "search", "rollout": "random"}, "RoundSearch"),
        (PLAIN, {}, "DefaultSearch"),
        (NO_AGENT, {"rollout": "random"}, "DefaultSearch"),
    ],
)
def test_the_search_agent(game: str, settings: dict[str, Any], hooks: str) -> None:
    agent = Checked(MCTSAgent(1, iterations=12, **settings))
    final = play(
        tablegames.new_game(game, players=3, seed=2), [agent, RandomAgent(2), RandomAgent(3)]
    )
    assert tablegames.is_over(final)
    assert agent.chosen
    assert type(agent.agent.hooks).__name__ == hooks
    search = functools.partial(MCTSAgent, iterations=6, **settings)
    first = simulate(game, games=3, players=2, agents=[search, RandomAgent], seed=8)
    assert simulate(game, games=3, players=2, agents=[search, RandomAgent], seed=8) == first


def test_the_search_takes_a_round_it_can_take() -> None:
    """The round's point is the reward of the game's hooks: holding one card that beats the
    table and one that does not, the search plays the one that takes the round."""
    checked = 0
    for seed in range(40):
        state = tablegames.new_game(PLUGIN, players=2, seed=seed)
        state = tablegames.apply(state, tablegames.legal_moves(state, 0)[0])
        led = state.table[0]
        hand = state.hands[1]
        if not (min(hand) < led < max(hand)):
            continue
        seen, moves = tablegames.view(state, 1), tablegames.legal_moves(state, 1)
        chosen = MCTSAgent(seed, iterations=20, rollout="random").choose(seen, moves)
        assert chosen.card == max(hand)
        checked += 1
    assert checked >= 5


def test_the_default_search_rewards_the_games_utilities() -> None:
    game = tablegames.GAMES[PLAIN]
    state = tablegames.new_game(PLAIN, players=2, seed=1)
    final = play(state, [RandomAgent(1), RandomAgent(2)])
    rewards = mcts.DefaultSearch(game).rewards(state, final)
    won = set(tablegames.winners(final))
    if len(won) == 2:
        assert rewards == (0.5, 0.5)
    else:
        assert rewards == tuple(1.0 if seat in won else 0.0 for seat in range(2))


def test_an_rl_environment() -> None:
    from pettingzoo.test import api_test

    assert PLUGIN in rl.games()
    aec = rl.env(PLUGIN, 3, seed=2)
    assert str(aec) == f"{PLUGIN}_v0"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(aec, num_cycles=50, verbose_progress=False)
    aec.reset(seed=4)
    rng = np.random.default_rng(4)
    for _agent in aec.agent_iter():
        observation, _, terminated, truncated, _ = aec.last()
        if terminated or truncated:
            aec.step(None)
            continue
        assert observation["observation"].shape == (rl.encoder(PLUGIN).size,)
        aec.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert tablegames.is_over(aec.game_state)


def test_the_conformance_kit() -> None:
    report = check_game(PLUGIN, seeds=range(4), every=1)
    assert report.games == 4 * 2  # every seed at 2 and 3 players
    assert report.states > 0


def test_schemas_and_typescript_on_request(tmp_path: Path) -> None:
    schema = document_schema(PLUGIN, "state")
    assert schema["title"] == "ToyPluginStateDocument"
    written = write_schemas(tmp_path / "schemas", [PLUGIN])
    assert {path.name for path in written} >= {f"{PLUGIN}-state.schema.json"}
    declared = write_declarations(tmp_path / "typescript", [PLUGIN])
    text = (tmp_path / "typescript" / f"{PLUGIN}.d.ts").read_text(encoding="utf-8")
    assert "export type ToyPluginDocument" in text
    # The server's documents' types, whose views are this game's.
    server = (tmp_path / "typescript" / "server.d.ts").read_text(encoding="utf-8")
    assert "export type ServerViewDocument =\n  | ToyPluginServerViewDocument;" in server
    assert len(declared) == 3


def refusal(make: Any) -> str:
    with pytest.raises(tablegames.ConfigError) as caught:
        make()
    message = str(caught.value)
    assert not any(word in message for word in BUILT_IN_WORDS), message
    return message


def test_a_missing_hook_names_the_game_and_the_hook() -> None:
    state = tablegames.new_game(BARE, players=2, seed=1)
    seen, moves = tablegames.view(state, 0), tablegames.legal_moves(state, 0)
    message = refusal(lambda: MCTSAgent(1, iterations=4).choose(seen, moves))
    assert f"'{BARE}'" in message
    assert "sample_state" in message
    message = refusal(lambda: heuristic_factory(BARE))
    assert f"'{BARE}'" in message
    assert "heuristic_agent" in message
    for make in (lambda: rl.env(BARE), lambda: rl.encoder(BARE)):
        message = refusal(make)
        assert f"'{BARE}'" in message
        assert "rl_module" in message

    state = tablegames.new_game(NO_AGENT, players=2, seed=1)
    seen, moves = tablegames.view(state, 0), tablegames.legal_moves(state, 0)
    message = refusal(lambda: MCTSAgent(1, iterations=4).choose(seen, moves))
    assert f"'{NO_AGENT}'" in message
    assert "heuristic_agent" in message
    assert "rollout='random'" in message
