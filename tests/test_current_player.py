"""``current_player`` of a view: whose turn it is is public, so every seat's view (and a
spectator's) tells the same seat as the state, in every installed game."""

from __future__ import annotations

import random

import pytest

import tablegames
from tests.games import INSTALLED, seats


@pytest.mark.parametrize("game", INSTALLED)
def test_a_view_tells_whose_turn_it_is(game: str) -> None:
    state = tablegames.new_game(game, players=seats(game), seed=7)
    chooser = random.Random(7)
    for _ in range(60):
        turn = tablegames.current_player(state)
        for seat in (None, *range(state.players)):
            assert tablegames.current_player(tablegames.view(state, seat)) == turn
        if turn is None:
            break
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
    assert tablegames.current_player(tablegames.view(state, 0)) == tablegames.current_player(state)
