"""A Sphinx directive that draws tablegames pictures from the code while the docs are built.

Two forms::

    .. tablegames-svg:: saboteur
       :players: 4
       :seed: 3
       :moves: 40
       :seat: 1
       :caption: Seat 1's view of round 1 after 40 moves.

plays ``moves`` moves of a new game (``seed``, ``players``, options as a JSON object in
``:options:``) with the game's heuristic agent in every seat (``:agent: random`` for random
moves, drawn from the seed), and draws the table as ``:seat:`` sees it (a seat number,
``spectator``, or ``state`` for everything), the last move marked with the flag
``:last-move:``, in the game's words in ``:language:`` (``fr``) if given; and ::

    .. tablegames-svg:: tablegames.saboteur.svg.tunnel_cards_svg
       :caption: The tunnel cards.

calls a function of the library that returns a picture (a card catalogue). Either way the
picture is the library's own output at build time, so it cannot drift from the code. It is put
inline in the HTML page inside a ``<figure>``; its ``<title>`` and ``<desc>`` (the game's text
picture) and the figure's ``aria-label`` (``:alt:``, else the title) are its text alternative,
and ``:caption:`` shows under it. Other builders leave the picture out.
"""

from __future__ import annotations

import html
import importlib
import json
import re
from pathlib import Path
from typing import Any

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import tablegames
from tablegames.agents import RandomAgent, heuristic_factory
from tablegames.core.rng import Rng

STYLE = Path(__file__).parent / "static" / "tablegames-svg.css"


def _resolve(path: str) -> Any:
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(module), name)


def play(game: str, players: int, seed: int, moves: int, agent: str, options: Any) -> Any:
    """A new game after ``moves`` moves, each chosen by the heuristic agent of the seat to
    play (``agent="random"``: a random legal move)."""
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(seed, "docs-picture")
    factory = heuristic_factory(game, default=RandomAgent)
    agents = [factory(seed + seat) for seat in range(players)]
    for _ in range(moves):
        seat = tablegames.current_player(state)
        if seat is None:
            break
        legal = tablegames.legal_moves(state, seat)
        if agent == "random":
            move = rng.choice(legal)
        else:
            move = agents[seat].choose(tablegames.view(state, seat), legal)
        state = tablegames.apply(state, move)
    return state


class TablegamesSvg(SphinxDirective):
    """``.. tablegames-svg:: GAME`` (a table in play) or ``.. tablegames-svg:: dotted.path``."""

    required_arguments = 1
    option_spec = {  # noqa: RUF012 - the docutils interface
        "players": directives.positive_int,
        "seed": directives.nonnegative_int,
        "moves": directives.nonnegative_int,
        "seat": directives.unchanged,
        "agent": lambda value: directives.choice(value, ("heuristic", "random")),
        "options": directives.unchanged,
        "alt": directives.unchanged,
        "caption": directives.unchanged,
        "last-move": directives.flag,
        "language": directives.unchanged,
    }

    def run(self) -> list[nodes.Node]:
        target = self.arguments[0]
        name = re.sub(r"[^A-Za-z0-9]+", "-", f"{self.env.docname}-{self.lineno}")
        prefix = f"tg-{name}"[:64]
        if target in tablegames.GAMES:
            game = tablegames.GAMES[target]
            options = json.loads(self.options["options"]) if "options" in self.options else None
            state = play(
                target,
                self.options.get("players", game.min_players),
                self.options.get("seed", 1),
                self.options.get("moves", 0),
                self.options.get("agent", "heuristic"),
                options,
            )
            seat = self.options.get("seat", "0")
            drawn: dict[str, Any] = {"id_prefix": prefix, "last_move": "last-move" in self.options}
            drawn["language"] = self.options.get("language")
            if seat == "state":
                picture = tablegames.to_svg(state, **drawn)
            elif seat == "spectator":
                picture = tablegames.to_svg(tablegames.view(state, None), **drawn)
            else:
                picture = tablegames.to_svg(state, int(seat), **drawn)
        elif "." not in target:  # a game's name, of a game not installed
            raise self.error(
                f"no game {target!r} is registered: building the documentation needs every "
                "game it draws installed (pip install -e examples/crazyeights for "
                "'crazyeights'; README.md, 'Documentation')"
            )
        else:
            picture = _resolve(target)(id_prefix=prefix)
        title = re.search(r"<title>(.*?)</title>", picture)
        alt = self.options.get("alt") or (html.unescape(title.group(1)) if title else target)
        caption = self.options.get("caption")
        figure = (
            f'<figure class="tablegames-svg" role="figure" aria-label="{html.escape(alt)}">'
            f"{picture}"
            + (f"<figcaption>{html.escape(caption)}</figcaption>" if caption else "")
            + "</figure>"
        )
        return [nodes.raw("", figure, format="html")]


def _add_style(app: Sphinx) -> None:
    if app.builder.format == "html":
        static = Path(app.outdir) / "_static"
        static.mkdir(parents=True, exist_ok=True)
        (static / STYLE.name).write_text(STYLE.read_text(encoding="utf-8"), encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("tablegames-svg", TablegamesSvg)
    app.add_css_file(STYLE.name)
    app.connect("builder-inited", _add_style)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
