"""Quickstart: a game of TEN between a heuristic bot and random bots, and the score sheets."""

from __future__ import annotations

import tablegames
from tablegames import ten
from tablegames.agents import RandomAgent, play
from tablegames.core.words import seat_number
from tablegames.ten import TenAgent

state = tablegames.new_game("ten", players=3, seed=7)
print(tablegames.render(state))

# The first turn, by hand: draw until the tableau is worth keeping, then take the numbers.
seat = tablegames.current_player(state)
assert seat is not None  # None only once the game is over
state = tablegames.apply(state, ten.Draw(seat))
print("\nAfter one draw:", [str(card) for card in state.tableau])
print("Legal moves now:", [str(m) for m in tablegames.legal_moves(state)])

# Let bots finish the game: seat 0 (the API counts seats from 0) is the heuristic agent.
final = play(state, [TenAgent(0), RandomAgent(1), RandomAgent(2)])
print()
print(tablegames.render(final))
# The score sheets, seats numbered from 1 as in the picture above.
for seat, sheet in enumerate(ten.score_sheets(final)):
    runs = ", ".join(
        f"{c.colour.value} {c.run[0]}-{c.run[1]} ({c.points})" for c in sheet.colours if c.run
    )
    print(f"seat {seat_number(seat)}: {sheet.total} points: {runs}")
print("Winners:", ", ".join(f"seat {seat_number(seat)}" for seat in tablegames.winners(final)))
