"""A Sphinx directive that documents the JSON form of an attrs class, field by field.

``.. json-fields:: tablegames.aluette.AluetteState`` renders a table of the class's JSON fields
in the order ``to_json`` writes them, each with its JSON type (from the annotations) and its
meaning (from the class docstring's ``Attributes:`` section); ``.. json-union::
tablegames.aluette.AluetteEvent`` renders one row per member of a tagged union, with each of its
fields described; ``.. error-codes:: aluette`` renders every error code of a game with its
meaning, from :func:`tablegames.error_codes`. Because they read the code, the reference cannot
drift from it.

The tables speak JSON: defaults are JSON literals (``null``, ``true``, ``"five_deals"``), and the
Python literals the docstrings quote (None, True, False, an empty tuple) are shown as the JSON
they become (null, true, false, an empty array).

The HTML build also publishes the shipped JSON Schemas and TypeScript declarations under
``_static/schemas/`` and ``_static/typescript/``, where the schemas' ``$id`` point.
"""

from __future__ import annotations

import collections.abc
import enum
import importlib
import inspect
import json
import re
import shutil
import types
import typing
from pathlib import Path
from typing import Any, Union, get_args, get_origin

import attrs
from docutils import nodes
from docutils.parsers.rst import directives
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

import tablegames
from tablegames.core.game import Move, hook
from tablegames.core.json import snake_case
from tablegames.core.registry import GAMES


def _import(path: str) -> Any:
    """The object at a dotted path, e.g. ``tablegames.aluette.Trick``."""
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(module), name)


def attribute_docs(cls: type) -> dict[str, str]:
    """Descriptions from a Google-style ``Attributes:`` section."""
    doc = inspect.getdoc(cls) or ""
    lines = doc.splitlines()
    result: dict[str, str] = {}
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == "Attributes:")
    except StopIteration:
        return result
    current = None
    for line in lines[start + 1 :]:
        if line and not line.startswith(" "):
            break
        match = re.match(r"^    (\w+)(?: \(.*\))?: (.*)$", line)
        if match:
            current = match.group(1)
            result[current] = match.group(2).strip()
        elif current and line.strip():
            result[current] += " " + line.strip()
    return result


#: Python literals of the docstrings, and the JSON they are written as.
_JSON_LITERALS = {"``None``": "``null``", "``True``": "``true``", "``False``": "``false``"}
_EMPTY_TUPLE = "``()``"


def as_json_text(text: str) -> str:
    """A docstring's description with its Python literals written as JSON (``None`` -> null)."""
    for python, json_literal in _JSON_LITERALS.items():
        text = text.replace(python, json_literal)
    return text.replace(_EMPTY_TUPLE, "``[]``")


def json_literal(value: object) -> str:
    """How a default value is written in JSON, e.g. ``null``, ``true``, ``"five_deals"``."""
    if isinstance(value, enum.Enum):
        value = value.name.lower()
    elif isinstance(value, tuple):
        value = list(value)
    return json.dumps(value, ensure_ascii=False)


def _string_types() -> dict[type, str]:
    found: dict[type, str] = {}
    for game in GAMES.values():
        for codec in hook(game, "codecs"):
            found[codec.cls] = f"{game.name} {codec.noun}"
    return found


def json_type(t: Any, strings: dict[type, str]) -> str:
    """A short human description of how ``t`` appears in JSON (reStructuredText)."""
    if t is type(None):
        return "null"
    if t is Move:
        return "object (a move of the document's game, with its ``type``)"
    if t is bool:
        return "boolean"
    if t is int:
        return "integer"
    if t is str:
        return "string"
    if isinstance(t, type) and t in strings:
        return f"string ({strings[t]})"
    if isinstance(t, type) and issubclass(t, enum.Enum):
        return "string: " + " | ".join(f"``{m.name.lower()}``" for m in t)
    origin = get_origin(t)
    if origin is collections.abc.Mapping:
        return "object (names to JSON values, see :ref:`refusal-fields`)"
    if origin in (Union, types.UnionType):
        args = get_args(t)
        members = [a for a in args if a is not type(None)]
        if len(members) > 1 and all(attrs.has(m) for m in members):
            shown = "object with ``type`` " + ", ".join(
                f"``{snake_case(m.__name__)}``" for m in members
            )
        else:
            shown = " or ".join(json_type(a, strings) for a in members)
        return shown + (" or null" if type(None) in args else "")
    if origin is tuple:
        args = get_args(t)
        if len(args) == 2 and args[1] is Ellipsis:
            return f"array of {json_type(args[0], strings)}"
        return "array [" + ", ".join(json_type(a, strings) for a in args) + "]"
    if isinstance(t, type) and attrs.has(t):
        return f"object (:class:`~{t.__module__}.{t.__qualname__}`)"
    return str(t)


def fields_table(cls: type, *, tag: bool = False) -> list[str]:
    """The reStructuredText table of ``cls``'s JSON fields (``tag``: with the ``type`` row)."""
    hints = typing.get_type_hints(cls)
    described = attribute_docs(cls)
    strings = _string_types()
    rows = []
    if tag:
        rows.append(("type", "string", f'Always ``"{snake_case(cls.__name__)}"``.'))
    for field in attrs.fields(cls):
        meaning = as_json_text(described.get(field.name, ""))
        if field.default is not attrs.NOTHING:
            meaning += f" Default ``{json_literal(field.default)}``."
        rows.append((field.name, json_type(hints[field.name], strings), meaning.strip()))
    lines = [".. list-table::", "   :header-rows: 1", "   :widths: 20 30 50", ""]
    lines += ["   * - Field", "     - JSON type", "     - Meaning"]
    for name, kind, meaning in rows:
        lines += [f"   * - ``{name}``", f"     - {kind}", f"     - {meaning or ' '}"]
    return lines


def union_table(union: Any) -> list[str]:
    """The reStructuredText table of a tagged union: per member its tag, meaning and fields."""
    strings = _string_types()
    lines = [".. list-table::", "   :header-rows: 1", "   :widths: 18 32 50", ""]
    lines += ["   * - ``type``", "     - Meaning", "     - Fields"]
    for member in get_args(union):
        hints = typing.get_type_hints(member)
        described = attribute_docs(member)
        summary = (inspect.getdoc(member) or "").split("\n\n")[0].replace("\n", " ")
        if getattr(member, "private", False):
            summary = "**Private** (seen by ``player`` only). " + summary
        lines += [
            f"   * - ``{snake_case(member.__name__)}``",
            f"     - {as_json_text(summary) or ' '}",
        ]
        fields = [
            f"``{f.name}`` ({json_type(hints[f.name], strings)}): "
            + as_json_text(described.get(f.name, ""))
            for f in attrs.fields(member)
        ]
        if not fields:
            lines.append("     - (none)")
        for number, text in enumerate(fields):
            lines.append(f"     {'- ' if number == 0 else '  '}* {text}")
    return lines


class JsonFields(SphinxDirective):
    """``.. json-fields:: dotted.path.Class``"""

    required_arguments = 1
    option_spec = {"tag": directives.unchanged}  # noqa: RUF012 - docutils' API

    def run(self) -> list[nodes.Node]:
        lines = fields_table(_import(self.arguments[0]), tag="tag" in self.options)
        container = nodes.container()
        self.state.nested_parse(StringList(lines), self.content_offset, container)
        return list(container.children)


class JsonUnion(SphinxDirective):
    """``.. json-union:: dotted.path.UnionAlias``: one row per member, by its ``type`` tag."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        lines = union_table(_import(self.arguments[0]))
        container = nodes.container()
        self.state.nested_parse(StringList(lines), self.content_offset, container)
        return list(container.children)


def error_code_rows(game: str) -> list[tuple[str, str]]:
    """Every error code of ``game`` with its meaning, as the reference lists them."""
    return list(tablegames.error_codes(game).items())


class ErrorCodes(SphinxDirective):
    """``.. error-codes:: aluette``: every error code of a game, with its meaning."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        lines = [".. list-table::", "   :header-rows: 1", "   :widths: 35 65", ""]
        lines += ["   * - Code", "     - Meaning"]
        for code, meaning in error_code_rows(self.arguments[0]):
            lines += [f"   * - ``{code}``", f"     - {meaning}"]
        container = nodes.container()
        self.state.nested_parse(StringList(lines), self.content_offset, container)
        return list(container.children)


#: The package's data published with the HTML pages, by folder under ``_static``.
PUBLISHED = {"schemas": "*.schema.json", "typescript": "*.d.ts"}


def publish(app: Sphinx, exception: Exception | None) -> None:
    """Copy the schemas and declarations into the HTML output, where their ``$id`` point."""
    if exception is not None or app.builder.format != "html":
        return
    package = Path(tablegames.__file__).parent
    for folder, pattern in PUBLISHED.items():
        target = Path(app.outdir) / "_static" / folder
        target.mkdir(parents=True, exist_ok=True)
        for source in sorted((package / folder).glob(pattern)):
            shutil.copyfile(source, target / source.name)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("json-fields", JsonFields)
    app.add_directive("json-union", JsonUnion)
    app.add_directive("error-codes", ErrorCodes)
    app.connect("build-finished", publish)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
