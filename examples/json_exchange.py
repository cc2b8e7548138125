"""A front end's conversation with a game server, in JSON.

The server keeps the whole state (secrets included). Each client only ever receives the JSON of
its own view, and sends moves as JSON. Clients can list their legal moves from the view alone;
the server checks every move again and answers refusals with a code and a sentence.
"""

from __future__ import annotations

import json

import tablegames
from tablegames.aluette import AluetteView


class Server:
    """Holds one game; speaks JSON only."""

    def __init__(self, game: str, players: int, seed: int) -> None:
        self.state = tablegames.new_game(game, players=players, seed=seed)

    def view_for(self, seat: int) -> str:
        return tablegames.to_json(tablegames.view(self.state, seat))

    def whose_turn(self) -> int | None:
        return tablegames.current_player(self.state)

    def submit(self, move_json: str) -> str:
        try:
            move = tablegames.from_json(move_json)
            self.state = tablegames.apply(self.state, move)
        except tablegames.IllegalMoveError as error:
            return json.dumps({"ok": False, "code": error.code, "message": str(error)})
        except tablegames.FormatError as error:
            return json.dumps({"ok": False, "code": "format", "message": str(error)})
        return json.dumps({"ok": True})


class Client:
    """Knows only its seat and the JSON it receives."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def decide(self, view_json: str) -> str:
        # Naming the class checks the document and tells type checkers what it holds.
        view = tablegames.from_json(view_json, AluetteView)
        moves = tablegames.legal_moves(view)  # computed from the view alone
        return tablegames.to_json(moves[0])


server = Server("aluette", players=4, seed=7)
clients = [Client(seat) for seat in range(4)]

# A client that tries to play out of turn is refused, with a reason it can show its user.
answer = json.loads(
    server.submit(
        json.dumps(
            {
                "format": "tablegames",
                "version": 1,
                "game": "aluette",
                "kind": "move",
                "data": {"type": "vote_chant", "player": 3, "agree": True},
            }
        )
    )
)
print("out of turn:", answer)
assert answer == {
    "ok": False,
    "code": "aluette.turn.not_yours",
    "message": "It is seat 2's turn, not seat 4's.",
}

moves = 0
while (seat := server.whose_turn()) is not None and moves < 40:
    view_json = server.view_for(seat)
    reply = json.loads(server.submit(clients[seat].decide(view_json)))
    assert reply["ok"], reply
    moves += 1
print(f"{moves} moves exchanged as JSON; seat 0 now sees:")
print(tablegames.render(tablegames.from_json(server.view_for(0), AluetteView)))
print("A view document is", len(server.view_for(0)), "characters of JSON.")
