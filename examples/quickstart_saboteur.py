"""Quickstart: a round of Saboteur as one seat sees it, then a full game between bots."""

from __future__ import annotations

import tablegames
from tablegames import saboteur
from tablegames.agents import play
from tablegames.saboteur import SaboteurAgent

state = tablegames.new_game("saboteur", players=5, seed=11)
me = 0
mine = tablegames.view(state, me)
assert mine.role is not None  # a seat's view holds its role (a spectator's has none)
print(f"I am seat {me + 1}, a {mine.role.name.lower()}. My hand:", [str(c) for c in mine.hand])
print(tablegames.render(mine))

# Every path I could place now, as (card, x, y, turned?):
places = [m for m in tablegames.legal_moves(mine) if isinstance(m, saboteur.PlacePath)]
print(len(places), "placements, e.g.:", [str(m) for m in places[:4]])

final = play(state, [SaboteurAgent(seat) for seat in range(5)])
print()
for result in final.results:
    roles = " ".join(role.name[0] for role in result.roles)
    print(
        f"round {result.round + 1}: {result.winner.name.lower() if result.winner else 'nobody'} "
        f"won (roles {roles})"
    )
print("Gold per seat:", tablegames.scores(final), "- winners:", tablegames.winners(final))
