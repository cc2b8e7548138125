"""Quickstart: play a game of Aluette with the generic API and look at it as a player would."""

from __future__ import annotations

import tablegames
from tablegames import aluette

state = tablegames.new_game("aluette", players=4, seed=42, options={"mordienne": True})
print(tablegames.render(state))

# Everybody plays the first legal move until the end of the first deal.
while state.deal == 0:
    seat = tablegames.current_player(state)
    move = tablegames.legal_moves(state, seat)[0]
    state = tablegames.apply(state, move)  # a new state; the old one is unchanged

print()
print("After the first deal:")
print(tablegames.render(tablegames.view(state, 0)))  # what seat 0 may see
print("Deal result:", state.results[-1])

# Play the game out and show the result.
while not tablegames.is_over(state):
    state = tablegames.apply(state, tablegames.legal_moves(state)[-1])
print()
print("Final points per team:", state.team_points)
print("Winners:", tablegames.winners(state), "- scores per seat:", tablegames.scores(state))
assert aluette.is_over(state)
