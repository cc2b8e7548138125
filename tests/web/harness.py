"""The server's web client in the tests: a server running in this process, one game set up on
it, and what that game's pages may receive."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import tablegames
from tablegames.core.game import hook
from tablegames.core.gametext import option_changes
from tablegames.core.messages import view_document
from tablegames.core.svg import can_mark_last_move, can_name_seats
from tablegames.server.app import STATIC
from tests.server.harness import Running
from tests.server.harness import running as running_server

__all__ = ["STATIC", "WEB", "Web", "allowed_documents", "allowed_pictures", "history", "running"]

WEB = Path(__file__).resolve().parents[2] / "examples" / "web"
SEAT_CODE = "core.move.not_your_seat"


class Web:
    """A game on a running server: its seats' addresses and its live state."""

    def __init__(self, server: Running, game_id: str, tokens: Mapping[int, str]) -> None:
        self.server = server
        self.id = game_id
        self.tokens = dict(tokens)

    @property
    def table(self) -> Any:
        return self.server.table(self.id)

    @property
    def state(self) -> Any:
        return self.table.state

    def url(self, path: str = "") -> str:
        return self.server.url(path)

    def seat_urls(self) -> dict[int, str]:
        return {seat: self.url(f"/play/{token}") for seat, token in self.tokens.items()}

    def token_of(self, seat: int) -> str:
        return self.tokens[seat]


@contextmanager
def running(
    game: str,
    *,
    players: int,
    humans: Sequence[int] = (0,),
    seed: int = 1,
    options: Mapping[str, object] | None = None,
    names: Mapping[int, str] | None = None,
    **settings: Any,
) -> Iterator[Web]:
    """A server with one new game, human seats taken (with the players' ``names`` given), the
    others played by bots; ``settings`` are the server's own (``bot_delay=0.05``)."""
    with (
        tempfile.TemporaryDirectory() as folder,
        running_server(Path(folder) / "db", **settings) as server,
    ):
        kinds = ["human" if seat in humans else "bot" for seat in range(players)]
        created = server.call(
            server.hall.create(
                game,
                kinds=kinds,
                options=options,
                seed=seed,
                take=list(humans),
                names=dict(names) if names else None,
            )
        )
        yield Web(server, created.table.id, created.tokens)


def history(state: Any) -> list[Any]:
    """Every state of the game so far, from its first, rebuilt from its record."""
    kept = tablegames.record(state)
    current = tablegames.new_game(
        kept.game, players=kept.players, seed=kept.seed, options=kept.options
    )
    states = [current]
    for move in kept.moves:
        current = tablegames.apply(current, move)
        states.append(current)
    assert states[-1] == state
    return states


def canonical(document: object) -> str:
    """A document as text that compares equal exactly when the documents are equal."""
    return json.dumps(document, sort_keys=True)


def status_of(web: Web, state: Any, seat: int | None) -> dict[str, Any]:
    """The status document the server gives ``seat`` at ``state`` (the test's own oracle)."""
    over = tablegames.is_over(state)
    game = tablegames.GAMES[tablegames.record(state).game]
    return {
        "id": web.id,
        "game": game.name,
        "title": hook(game, "title"),
        "seat": seat,
        "players": state.players,
        # The state's options that differ from the standard rules.
        "options": option_changes(
            game.name, tablegames.to_dict(tablegames.record(state))["data"]["options"]
        ),
        "seats": list(web.table.kinds),
        "names": list(web.table.names),
        "left": web.table.left_seats(),
        "taken": [stored is not None for stored in web.table.seat_hashes],
        "unlisted": web.table.unlisted,
        "kept_until": None,  # no rematch here
        "to_act": tablegames.current_player(state),
        "over": over,
        "scores": list(tablegames.scores(state)) if over else None,
        "winners": list(tablegames.winners(state)) if over else None,
        "rematch": None,
        "result": game.words.result(tablegames.view(state, seat), seat) if over else None,
        "narration": None,  # no seat has a name here: the view's texts say it all
        "language": game.words.catalogue.language,  # no --lang here: the game's own words
    }


def allowed_documents(web: Web, seat: int) -> tuple[set[str], set[str]]:
    """What the server may send ``seat``: the view documents (with the seat's legal moves and
    their state's version) and the status documents of every state of the game so far."""
    views, statuses = set(), set()
    for state in history(web.state):
        views.add(canonical(view_document(state, seat)))
        statuses.add(canonical(status_of(web, state, seat)))
    return views, statuses


def allowed_pictures(web: Web, seat: int | None, *, last_move: bool) -> set[str]:
    """The pictures the server may send ``seat`` when asked with (or without) the last move's
    mark: the drawing of its view at each state so far (tablegames.to_svg of the view, never
    of the state), marked when asked and the game draws marks, and with the seats' names the
    table shows (its seats as they are now)."""
    mark = last_move and can_mark_last_move(web.table.game)
    names = web.table.picture_names() if can_name_seats(web.table.game) else None
    return {
        tablegames.to_svg(tablegames.view(state, seat), last_move=mark, names=names)
        for state in history(web.state)
    }


def secret_keys(web: Web, seat: int) -> set[str]:
    """The top-level fields of the state that no document sent to ``seat`` has anywhere."""
    state_fields = set(tablegames.to_dict(web.state)["data"])
    seen: set[str] = set()
    for state in history(web.state):
        _keys(view_document(state, seat), seen)
    return state_fields - seen


def keys_of(document: object) -> set[str]:
    """Every object key anywhere in a JSON document."""
    found: set[str] = set()
    _keys(document, found)
    return found


def _keys(value: object, found: set[str]) -> None:
    if isinstance(value, dict):
        found.update(value)
        for item in value.values():
            _keys(item, found)
    elif isinstance(value, list):
        for item in value:
            _keys(item, found)
