"""A Sphinx directive that shows the layout of an RL observation or action index as a table.

``.. rl-layout:: tablegames.aluette.rl.OBSERVATION_LAYOUT`` renders that
:class:`tablegames.rl.Layout` (slice, name, meaning of each segment); ``.. rl-layout::
tablegames.saboteur.rl.GRID_CHANNELS`` renders a ``(name, meaning)`` table. Because they read
the code, the tables of the RL guide cannot drift from it.
"""

from __future__ import annotations

import importlib
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective


def _resolve(path: str) -> Any:
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(module), name)


def _pairs_table(pairs: tuple[tuple[str, str], ...]) -> str:
    lines = [
        ".. list-table::",
        "   :header-rows: 1",
        "   :widths: 8 20 72",
        "",
        "   * - channel",
        "     - name",
        "     - meaning",
    ]
    for number, (name, meaning) in enumerate(pairs):
        lines += [f"   * - {number}", f"     - ``{name}``", f"     - {meaning}"]
    return "\n".join(lines)


class RlLayout(SphinxDirective):
    """``.. rl-layout:: dotted.path`` to a Layout or to a tuple of (name, meaning) pairs."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        found = _resolve(self.arguments[0])
        text = found.table() if hasattr(found, "table") else _pairs_table(found)
        container = nodes.container()
        self.state.nested_parse(StringList(text.splitlines(), self.arguments[0]), 0, container)
        return list(container.children)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("rl-layout", RlLayout)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
