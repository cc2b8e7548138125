"""A library agent as an OpenSpiel bot: :class:`AgentBot`.

An agent (anything with ``choose(view, moves)``: :class:`~tablegames.agents.RandomAgent`,
:class:`~tablegames.agents.MCTSAgent`, a game's heuristic agent from
:func:`~tablegames.agents.heuristic_factory`, your own) plays one seat of an OpenSpiel game
through :class:`AgentBot`, a ``pyspiel.Bot``: at each of its turns it gets its seat's view
(:meth:`TableState.view <tablegames.openspiel.TableState.view>`) and the legal moves that have
an action number, and its move is turned back into that number. Nothing the seat may not see
reaches it, and the caller never reads the state's secrets (``tablegames_state``).

For example (the tests run it; these docs are built without OpenSpiel, so it is not a
doctest), TEN's heuristic agent in seat 1 against OpenSpiel's random bot::

    import numpy as np
    from open_spiel.python.algorithms import evaluate_bots
    from open_spiel.python.bots import uniform_random

    import tablegames.openspiel
    from tablegames.agents import heuristic_factory

    rng = np.random.RandomState(1)
    game = tablegames.openspiel.load("ten", {"players": 2})
    bots = [
        uniform_random.UniformRandomBot(0, rng),
        tablegames.openspiel.AgentBot(heuristic_factory("ten")(1), 1),
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
"""

from __future__ import annotations

from typing import Any

import pyspiel

from tablegames.core.errors import SeatError

__all__ = ["AgentBot"]


class AgentBot(pyspiel.Bot):  # type: ignore[misc] # pyspiel ships no type information
    """The library agent ``agent`` playing ``seat`` of a tablegames OpenSpiel game.

    It keeps nothing between moves (an agent that remembers keeps its own memory), so
    ``restart_at`` and ``inform_action`` do nothing and ``evaluate_bots`` can run it.

    Args:
        agent: Anything with ``choose(view, moves) -> move``.
        seat: The seat it plays, from 0.

    Raises:
        SeatError: if ``seat`` is not an integer of 0 or more.
    """

    def __init__(self, agent: Any, seat: int) -> None:
        if type(seat) is not int or seat < 0:
            raise SeatError(f"an AgentBot plays a player index from 0, got {seat!r}")
        super().__init__()
        self.agent = agent
        self.seat = seat

    def step(self, state: Any) -> int:
        """The action number of the move the agent chooses in ``state``, where its seat acts.

        Raises:
            SeatError: if another seat (or chance) is to act in ``state``.
            IllegalMoveError: if the agent returns a move that is not one of those it was
                offered (code ``"openspiel.action.illegal"``).
        """
        if state.current_player() != self.seat:
            raise SeatError(
                f"this bot plays player {self.seat}; player {state.current_player()} is to act"
            )
        node = state.node
        number: int = node.table.actions.chosen(
            self.agent,
            state.view(self.seat),
            node.legal(),
            who=f"the agent of player {self.seat}",
            code="openspiel.action.illegal",
        )
        return number

    def restart_at(self, state: Any) -> None:
        """Nothing to do: the bot keeps nothing between moves."""

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        """Nothing to do: the bot keeps nothing between moves."""

    def restart(self) -> None:
        """Nothing to do: the bot keeps nothing between moves."""
