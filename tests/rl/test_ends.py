"""How an environment's games end: a game already over at the deal, and the game's own
utilities as rewards (found by a designer whose Blackjack could deal a natural: reset() died on
an assertion, and its pushes got -1 where its utilities say 0)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tablegames
from tablegames import rl
from tablegames.core.game import hook


def _finished(game: str, players: int, seed: int) -> Any:
    state = tablegames.new_game(game, players=players, seed=seed)
    chooser = random.Random(seed)
    while not tablegames.is_over(state):
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
    return state


def test_a_game_over_at_the_deal_resets_to_terminated_agents(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """PettingZoo's loop then runs as after a last move: each agent gets its reward once, is
    terminated, and leaves with a dead step."""
    over = _finished("ten", 2, seed=5)
    aec = rl.env("ten", players=2, seed=1)
    monkeypatch.setattr("tablegames.rl.environments.new_game", lambda *_, **__: over)
    aec.reset()
    assert all(aec.terminations.values())
    expected = [1.0 if seat in tablegames.winners(over) else -1.0 for seat in range(2)]
    seen = {}
    for agent in aec.agent_iter():
        _, reward, terminated, truncated, _ = aec.last()
        assert terminated
        assert not truncated
        seen[agent] = reward
        aec.step(None)
    assert [seen[f"player_{seat}"] for seat in range(2)] == expected
    assert aec.agents == []


@pytest.mark.parametrize(("game", "players"), [("ten", 2), ("aluette", 4), ("saboteur", 3)])
def test_utilities_rewards_are_the_games_own_payoffs(game: str, players: int) -> None:
    aec = rl.env(game, players=players, seed=3, reward="utilities")
    aec.reset()
    chooser = random.Random(3)
    paid: dict[str, float] = {}
    for agent in aec.agent_iter():
        _, reward, terminated, truncated, _ = aec.last()
        paid[agent] = paid.get(agent, 0.0) + reward
        if terminated or truncated:
            aec.step(None)
        else:
            aec.step(chooser.choice(sorted(aec.legal_actions())))
    utilities = hook(tablegames.GAMES[game], "utilities")(aec.game_state)
    assert [paid[f"player_{seat}"] for seat in range(players)] == list(utilities)


def test_an_unknown_reward_names_the_three() -> None:
    with pytest.raises(tablegames.ConfigError, match="utilities"):
        rl.env("ten", players=2, reward="payoff")
