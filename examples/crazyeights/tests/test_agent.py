"""The heuristic agent: legal, reproducible, and clearly stronger than random play."""

from __future__ import annotations

import math
from typing import Any

import pytest
import tablegames
from tablegames.agents import AgentFactory, RandomAgent, play, simulate

from playouts import VARIANTS, card, table
from tablegames_crazyeights import (
    GAME,
    CrazyEightsAgent,
    Draw,
    PlayCard,
    PlayEight,
    Suit,
    legal_moves,
    view,
)


def wilson(wins: float, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a success rate (95% by default)."""
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    denominator = 1 + z * z / games
    return ((centre - spread) / denominator, (centre + spread) / denominator)


def heuristic_share(players: int, games: int, options: Any = None) -> tuple[float, int]:
    """The heuristic agent's share of the wins against random agents, each seat in turn; a
    shared win counts as a fraction. Returns the share and the games played."""
    won = 0.0
    for seat in range(players):
        agents: list[AgentFactory] = [RandomAgent] * players
        agents[seat] = GAME.heuristic_agent
        summary = simulate("crazyeights", games, players, agents, seed=100 + seat, options=options)
        won += sum(1 / len(r.winners) for r in summary.results if seat in r.winners)
    return won, games * players


@pytest.mark.parametrize(("players", "games"), [(2, 100), (3, 70), (5, 40)])
def test_the_heuristic_agent_beats_random_agents_clearly(players: int, games: int) -> None:
    """Over a few hundred games, the 95% interval of its win rate lies well above the 1/n a seat
    no better than random players wins (measured: 0.88 with two players, 0.35 with five)."""
    won, played = heuristic_share(players, games)
    low, _ = wilson(won, played)
    assert low > 1.5 / players, f"won {won} of {played}: the interval starts at {low:.1%}"


@pytest.mark.parametrize("variant", ["one_then_pass", "alternatives"])
def test_it_beats_random_agents_under_the_variants_too(variant: str) -> None:
    won, played = heuristic_share(3, 30, VARIANTS[variant])
    low, _ = wilson(won, played)
    assert low > 1 / 3, f"won {won} of {played}: the interval starts at {low:.1%}"


class Checked:
    """Wraps an agent and checks it only ever returns one of the legal moves it is offered."""

    def __init__(self, seed: int) -> None:
        self.agent = GAME.heuristic_agent(seed)
        self.moves = 0

    def choose(self, seen: Any, moves: tuple[Any, ...]) -> Any:
        assert tablegames.legal_moves(seen) == moves
        move = self.agent.choose(seen, moves)
        assert move in moves
        self.moves += 1
        return move


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_it_plays_legal_moves_only(variant: str) -> None:
    for players in (2, 5):
        agents = [Checked(seat) for seat in range(players)]
        start = tablegames.new_game(
            "crazyeights", players=players, seed=3, options=VARIANTS[variant]
        )
        assert tablegames.is_over(play(start, agents))
        assert all(agent.moves for agent in agents)


def test_it_is_reproducible_from_its_seed() -> None:
    start = tablegames.new_game("crazyeights", players=3, seed=8)
    first = play(start, [CrazyEightsAgent(seat) for seat in range(3)])
    again = play(start, [CrazyEightsAgent(seat) for seat in range(3)])
    assert first == again


def test_it_keeps_its_eights_while_another_card_fits() -> None:
    state = table(["8h 3c 9c Kd", "2s 3s 4s 5s"], "Kc")
    move = CrazyEightsAgent(1).choose(view(state, 0), legal_moves(state, 0))
    assert isinstance(move, PlayCard)


def test_it_plays_into_its_long_suit_and_sheds_costly_cards() -> None:
    """On the king of clubs it holds the 3 of clubs and the king of diamonds: the king leads to
    diamonds, its long suit (and costs 10 in hand)."""
    state = table(["3c Kd 4d 6d 2h", "2s 3s 4s 5s"], "Kc")
    move = CrazyEightsAgent(1).choose(view(state, 0), legal_moves(state, 0))
    assert move == PlayCard(0, card("Kd"))


def test_with_only_an_eight_it_draws_unless_hurried_and_names_its_long_suit() -> None:
    calm = table(["8h 3d 4d 5s", "2s 3s 4s 6s Ks"], "Kc")
    assert CrazyEightsAgent(1).choose(view(calm, 0), legal_moves(calm, 0)) == Draw(0)
    hurried = table(["8h 3d 4d 5s", "2s 3s"], "Kc")
    move = CrazyEightsAgent(1).choose(view(hurried, 0), legal_moves(hurried, 0))
    assert move == PlayEight(0, card("8h"), Suit.DIAMONDS)
