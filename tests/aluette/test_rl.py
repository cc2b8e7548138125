"""Aluette for reinforcement learning (tablegames.aluette.rl): relative seats, free signals."""

from __future__ import annotations

import numpy as np

import tablegames
from tablegames import rl


def test_the_observation_holds_the_hand_and_relative_seats() -> None:
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


def test_signals_keep_the_turn_and_belong_to_the_seat_to_act() -> None:
    """Signals are free actions of any seat; the environment offers the acting seat's only."""
    aec = rl.env("aluette", seed=5, options={"chant": False})
    agent = aec.agent_selection
    signals = aec.actions.layout["signal"]
    mask = aec.observe(agent)["action_mask"]
    offered = [n for n in np.flatnonzero(mask) if signals.start <= n < signals.stop]
    assert offered, "the seat to act may signal"
    others = [a for a in aec.possible_agents if a != agent]
    state = aec.game_state
    assert any(  # by the rules the others could signal too, but it is not their turn here
        isinstance(m, tablegames.aluette.Signal)
        for a in others
        for m in tablegames.legal_moves(state, int(a.split("_")[1]))
    )
    aec.step(int(offered[0]))
    assert aec.agent_selection == agent
    assert isinstance(aec.game_state.history[-1], tablegames.aluette.Signal)
    assert aec.steps == 1
