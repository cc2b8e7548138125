"""TEN's loader refuses collections no turn could have made (issue 23): number cards are
collected only when a turn stops (rules §5.5 and §5.7), so a fresh game's first turn with cards
moved from the draw pile into a collection is refused, whatever the number of cards."""

from __future__ import annotations

import attrs
import pytest

import tablegames
from tablegames.ten.cards import CARD_ORDER, Kind
from tablegames.ten.invariants import check_state, check_view
from tablegames.ten.state import Phase


def forged(cards: int, players: int = 3, seat: int = 0) -> object:
    """A fresh game at turn 1, empty history, ``cards`` number cards moved from the draw pile
    into ``seat``'s collection (the hostile-input run's document)."""
    state = tablegames.new_game("ten", players=players, seed=11)
    numbers = [card for card in state.draw_pile if card.kind is Kind.NUMBER]
    taken = numbers[:cards]
    pile = list(state.draw_pile)
    for card in taken:
        pile.remove(card)
    collection = tuple(sorted(taken, key=CARD_ORDER.__getitem__))
    collections = tuple(collection if s == seat else () for s in range(players))
    return attrs.evolve(state, draw_pile=tuple(pile), collections=collections)


@pytest.mark.parametrize("cards", [1, 2, 30])
def test_number_cards_in_a_collection_before_any_turn_ended_are_refused(cards: int) -> None:
    """5.5: the forged document loads no more, for one card or thirty."""
    state = forged(cards)
    assert any("has not ended a turn" in problem for problem in check_state(state))
    document = tablegames.to_dict(state)
    with pytest.raises(tablegames.FormatError, match="has not ended a turn"):
        tablegames.from_dict(document)
    seat = (state.active + 1) % 3
    seen = tablegames.view(forged(cards, seat=seat), seat)
    assert any("has not ended a turn" in problem for problem in check_view(seen))


def test_every_reached_state_still_passes() -> None:
    """Random games of every player count: the new check refuses no state a game reaches."""
    for players in range(1, 6):
        for seed in range(6):
            state = tablegames.new_game("ten", players=players, seed=seed)
            agent_moves = 0
            while not tablegames.is_over(state) and agent_moves < 400:
                moves = tablegames.legal_moves(state)
                state = tablegames.apply(state, moves[(seed + agent_moves) % len(moves)])
                agent_moves += 1
                assert not check_state(state), (players, seed, agent_moves, check_state(state))
                if state.phase is Phase.DRAW and agent_moves % 7 == 0:
                    assert not check_view(tablegames.view(state, state.active))
