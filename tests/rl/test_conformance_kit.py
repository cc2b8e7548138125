"""The conformance kit checks a game's RL module, and the environment refuses to strand the
seat to act: toy games (tests/core/toy.py) with RL modules made here, sound and broken.

Each RL module is a module object put in ``sys.modules`` under its own name, which the toy's
``rl_module`` hook names, as a game from another distribution names its own.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt
import pytest

import tablegames
import tablegames.testing
from tablegames import rl
from tablegames.core.errors import ConfigError
from tablegames.testing import ConformanceError, check_game, check_states
from tests.core.toy import make_toy

#: The most cards of a toy game (3 players: cards 1 to 8).
CARDS = 8


@pytest.fixture(autouse=True)
def _forget_the_games_and_modules() -> Iterator[None]:
    """The toys checked here are registered by check_game, and their RL modules put in
    sys.modules: both are removed after each test."""
    games, modules = set(tablegames.GAMES), set(sys.modules)
    yield
    for name in set(tablegames.GAMES) - games:
        tablegames.core.registry.unregister(name)
    for name in set(sys.modules) - modules:
        del sys.modules[name]


def toy_with_rl(
    name: str,
    *,
    numbered: Callable[[int], bool] = lambda card: True,
    decoded: Callable[[int], int] = lambda card: card,
    outside: Callable[[int], bool] = lambda card: False,
    fill: Callable[[npt.NDArray[np.float32], Any], None] | None = None,
) -> Any:
    """A toy game named ``name`` whose RL module numbers card ``c`` as action ``c - 1`` when
    ``numbered(c)``, decodes action ``c - 1`` as the card ``decoded(c)``, says the cards
    ``outside(c)`` are left out by design, and encodes a view with ``fill(out, view)`` (by
    default: the cards in hand)."""
    game = make_toy(name, rl_module=f"tests.rl.toy_rl_{name}")

    def play_card(seat: int, card: int) -> Any:
        return game.move_types[0](seat, card)

    class Encoder(rl.Encoder):
        layout = rl.Layout.of(("hand", CARDS, "the cards held"))

        def _fill(self, out: npt.NDArray[np.float32], view: Any, seat: int) -> None:
            if fill is not None:
                fill(out, view)
                return
            for card in view.hand:
                out[card - 1] = 1

    Encoder.game = name

    class Actions(rl.ActionIndex):
        layout = rl.Layout.of(("play_card", CARDS, "play the card numbered 1 + i"))

        def __init__(self, players: int) -> None:
            self.game, self.players = name, players

        def index(self, move: Any) -> int | None:
            card = move.card
            return card - 1 if numbered(card) else None

        def _decode(self, number: int, seat: int) -> Any:
            return play_card(seat, decoded(number + 1))

        def outside(self, move: Any) -> bool:
            return outside(move.card)

    module = types.ModuleType(game.rl_module)
    module.ENCODER = Encoder  # type: ignore[attr-defined]
    module.actions = Actions  # type: ignore[attr-defined]
    sys.modules[game.rl_module] = module
    return game


def test_the_kit_checks_a_sound_rl_module_and_says_so() -> None:
    report = check_game(toy_with_rl("toy_rl_sound"), seeds=range(3), players=2, every=1)
    # On every checked state, each seat's view and a spectator's.
    assert report.observations == report.states * 3
    assert "RL observations checked, with the seats' action numbers and masks" in str(report)
    assert report.not_checked == ()


def test_a_legal_move_without_an_action_number_is_caught() -> None:
    """The reviewer's Goofspiel: the numbering stops short of the highest cards."""
    broken = toy_with_rl("toy_rl_short", numbered=lambda card: card <= 5)
    with pytest.raises(
        ConformanceError,
        match=r"legal move PlayCard\(.*card=[678]\) has no action "
        r"number \(Actions\.index returned None\)",
    ) as info:
        check_game(broken, seeds=range(3), every=1)
    assert info.value.kind == "rl"


def test_a_move_left_out_by_design_is_accepted_unless_the_seat_keeps_none() -> None:
    """The RL guide's "Moves outside the index": a move the index's outside() names may lack a
    number, as long as the seat to act keeps a numbered move."""
    rare = toy_with_rl("toy_rl_rare", numbered=lambda card: card != 8, outside=lambda c: c == 8)
    tablegames.core.registry.register(rare)
    # The first deal (of 3 seats) in which seat 0, to act, holds the 8 and another card.
    state = next(
        state
        for seed in range(100)
        for state in [tablegames.new_game("toy_rl_rare", players=3, seed=seed)]
        if 8 in state.hands[0]
    )
    assert check_states(rare, [state]).observations == 4
    # Seat 0's other card put back in the deck (the kit fails on it before the replay check).
    other = next(card for card in state.hands[0] if card != 8)
    lone = attrs.evolve(state, hands=((8,), *state.hands[1:]), deck=(*state.deck, other))
    with pytest.raises(ConformanceError, match="none of player 0's 1 legal moves has an action"):
        check_states(rare, [lone])


def test_an_action_number_that_decodes_to_another_move_is_caught() -> None:
    swapped = toy_with_rl("toy_rl_swapped", decoded=lambda card: {1: 2, 2: 1}.get(card, card))
    with pytest.raises(ConformanceError, match=r"decodes back to PlayCard") as info:
        check_game(swapped, seeds=range(5), every=1)
    assert info.value.kind == "rl"


def test_an_observation_outside_its_space_is_caught() -> None:
    def fill(out: npt.NDArray[np.float32], view: Any) -> None:
        out[3] = np.nan

    with pytest.raises(ConformanceError, match=r"holds nan at 3 \(hand\[3\]\), outside its space"):
        check_game(toy_with_rl("toy_rl_nan", fill=fill), seeds=[0])


def test_equal_views_must_give_equal_observations() -> None:
    """An encoder that keeps something between calls (here a count) gives the twin's equal
    view another observation."""
    calls: list[int] = []

    def fill(out: npt.NDArray[np.float32], view: Any) -> None:
        calls.append(1)
        out[0] = len(calls) % 2

    with pytest.raises(ConformanceError, match="RL observations of two equal views of player 0"):
        check_game(toy_with_rl("toy_rl_counting", fill=fill), seeds=[0], every=1)


def test_without_the_rl_extra_the_report_says_the_module_was_not_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tablegames.testing, "missing_packages", lambda extra: ["pettingzoo"])
    report = check_game(toy_with_rl("toy_rl_no_extra"), seeds=[0])
    assert report.observations == 0
    assert report.not_checked == (
        "the RL module 'tests.rl.toy_rl_toy_rl_no_extra' (check_game needs the 'rl' extra "
        '(pettingzoo is missing): pip install ".[rl]" in a clone of tablegames (it is not '
        "on PyPI yet))",
    )
    assert str(report).endswith(f"Every promise held. Not checked: {report.not_checked[0]}.")


def test_the_environment_refuses_a_seat_to_act_without_a_numbered_move() -> None:
    """Where the mask would be all zeros, the agent left without an action, the environment
    raises naming the game."""
    game = toy_with_rl("toy_rl_unnumbered", numbered=lambda card: False)
    tablegames.core.registry.register(game)
    aec = rl.env("toy_rl_unnumbered", 2, seed=1)
    with pytest.raises(
        ConfigError,
        match="the action index of the game 'toy_rl_unnumbered' "
        "numbers none of the 2 legal moves of player_0",
    ):
        aec.last()
