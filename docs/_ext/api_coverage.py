"""Every public name of tablegames in the API reference, and each constant in its own words.

For the pages of the reference (``api.rst`` and each game's page):

* Once every page is read, every name in the ``__all__`` of the modules of
  :data:`PUBLIC_MODULES` must be documented in the Python domain: under its public name
  (``tablegames.saboteur.ACTIONS``), under the name of the object's own definition
  (``tablegames.core.json.plain.check_plain`` for ``tablegames.core.json.check_plain``), or
  under another documented name that is the same object (``tablegames.core.json.from_dict``
  for ``tablegames.core.from_dict``). Each name that is not is a warning, so the ``-W`` build
  fails until a directive documents it. A module whose extra is not installed
  (:data:`NEEDS_EXTRA`) is not checked, and an info line says so; tests/test_docs.py reads the
  same list for its checks of docstrings.
* autodoc reads a constant's ``#:`` comment only in the module its directive names, so a
  constant documented where a package re-exports it (``.. autodata::
  tablegames.saboteur.ACTIONS``) would show the docstring of its type (``tuple``'s, ``int``'s)
  or nothing. Such a constant gets the comment of the module that assigns it, found by
  following the ``from ... import`` statements that bring it in.
* The words of a constant, an attribute or a property are prose, kept from napoleon, which
  reads the first line of such a docstring as ``type: description`` and made a "Type" of
  ``The default of check_game()'s samples``.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from sphinx.application import Sphinx
from sphinx.domains.python import PythonDomain
from sphinx.environment import BuildEnvironment
from sphinx.errors import PycodeError
from sphinx.pycode import ModuleAnalyzer
from sphinx.util import logging

from tablegames.core.schema import shipped_games
from tablegames.extras import missing_packages

logger = logging.getLogger(__name__)

#: The modules whose ``__all__`` the reference documents in full: the library's, the package
#: of each game that ships with it, then every other module the reference presents with
#: ``automodule``. Those of :data:`NEEDS_EXTRA` are checked where their extra is installed
#: (:func:`installed_public_modules`).
PUBLIC_MODULES: tuple[str, ...] = (
    "tablegames",
    "tablegames.errors",
    "tablegames.agents",
    "tablegames.testing",
    "tablegames.cli",
    "tablegames.core",
    "tablegames.core.rng",
    "tablegames.core.schema",
    "tablegames.core.protocol",
    "tablegames.core.schema.typescript",
    "tablegames.core.moves",
    "tablegames.core.dispatch",
    "tablegames.core.states",
    "tablegames.core.json",
    "tablegames.rl",
    "tablegames.server",
    "tablegames.names",
    "tablegames.typed",
    "tablegames.cluster",
    "tablegames.openspiel",
    *(f"tablegames.{game}" for game in shipped_games()),
    # The modules the reference presents with automodule besides: a reader finds their names
    # on the module's entry, so each must be documented there (or under the same object's name).
    "tablegames.extras",
    "tablegames.agents.mcts",
    "tablegames.core.bases",
    "tablegames.core.codec",
    "tablegames.core.codegen",
    "tablegames.core.errors",
    "tablegames.core.events",
    "tablegames.core.gametext",
    "tablegames.core.history",
    "tablegames.core.hooks",
    "tablegames.core.notation",
    "tablegames.core.recall",
    "tablegames.core.registry",
    "tablegames.core.sample",
    "tablegames.core.schema.server",
    "tablegames.core.svg",
    "tablegames.core.text",
    "tablegames.core.typing_gen",
    "tablegames.core.words",
    "tablegames.openspiel.bots",
    "tablegames.openspiel.games",
    "tablegames.openspiel.observers",
    "tablegames.openspiel.paths",
    "tablegames.aluette.words_fr",
    "tablegames.saboteur.events",
    "tablegames.ten.cards",
    *(
        f"tablegames.{game}.{module}"
        for game in shipped_games()
        for module in ("notation", "sample", "words", "search", "svg", "rl", "bounds")
    ),
)

#: The modules of :data:`PUBLIC_MODULES` that import the packages of an extra, and the extra's
#: name (a key of :data:`tablegames.extras.PACKAGES`). The others import without any extra:
#: ``tablegames.server`` and ``tablegames.cluster`` import theirs only when they are run.
NEEDS_EXTRA: Mapping[str, str] = {
    "tablegames.rl": "rl",
    **{f"tablegames.{game}.rl": "rl" for game in shipped_games()},
    "tablegames.openspiel": "openspiel",
    **{
        f"tablegames.openspiel.{module}": "openspiel"
        for module in ("bots", "games", "observers", "paths")
    },
}


def extra_not_installed(module_name: str) -> str | None:
    """The extra the public module ``module_name`` needs, if its packages are not all
    installed (found without importing them); ``None`` if it can be imported."""
    extra = NEEDS_EXTRA.get(module_name)
    return extra if extra is not None and missing_packages(extra) else None


def installed_public_modules() -> tuple[str, ...]:
    """:data:`PUBLIC_MODULES` but those whose extra is not installed. Each of them must import:
    a module whose extra is installed that fails to is a broken module, not a missing extra."""
    return tuple(name for name in PUBLIC_MODULES if extra_not_installed(name) is None)


_UNRESOLVED = object()

# Each tablegames module's names as they were before any page was read, by module name.
# sphinx-autodoc-typehints runs the ``if TYPE_CHECKING:`` block of each module it documents in
# that module, which rebinds ``tablegames.typed.apply`` and its like to their declarations for
# type checkers; at run time they are the kernel's functions, documented as ``tablegames.apply``.
_names_before_reading: dict[str, dict[str, object]] = {}


def keep_names_before_reading(app: Sphinx) -> None:
    """Import the public modules and keep the names of every tablegames module then."""
    _names_before_reading.clear()
    for name in PUBLIC_MODULES:
        extra = extra_not_installed(name)
        if extra is None:
            importlib.import_module(name)
        else:
            logger.info(
                "api_coverage: %s is not checked: the %r extra is not installed (%s missing)",
                name,
                extra,
                ", ".join(missing_packages(extra)),
            )
    _names_before_reading.update(
        (name, dict(vars(module)))
        for name, module in list(sys.modules.items())
        if module is not None and (name == "tablegames" or name.startswith("tablegames."))
    )


def _resolve(path: str) -> object:
    """The object a dotted path names, as it was before reading (see
    :data:`_names_before_reading`): its longest module, then attributes; :data:`_UNRESOLVED`
    if there is none."""
    parts = path.split(".")
    for end in range(len(parts), 0, -1):
        module_name = ".".join(parts[:end])
        names = _names_before_reading.get(module_name)
        if names is None:
            try:
                names = vars(importlib.import_module(module_name))
            except ImportError:
                continue
        if end == len(parts):
            return sys.modules.get(module_name, _UNRESOLVED)
        found = names.get(parts[end], _UNRESOLVED)
        for part in parts[end + 1 :]:
            if found is _UNRESOLVED:
                break
            found = getattr(found, part, _UNRESOLVED)
        return found
    return _UNRESOLVED


def _is_documented(
    public: str, obj: object, documented: Mapping[str, object], by_name: Mapping[str, list[str]]
) -> bool:
    """Whether ``obj``, public as ``public``, is documented under that name, its definition's
    name, or another documented name of the same object."""
    if public in documented:
        return True
    own = f"{getattr(obj, '__module__', None)}.{getattr(obj, '__qualname__', None)}"
    if own in documented:
        return True
    name = public.rpartition(".")[2]
    return any(_resolve(other) is obj for other in by_name.get(name, ()))


def check_public_names(app: Sphinx, env: BuildEnvironment) -> None:
    """Warn of each name in the ``__all__`` of :data:`PUBLIC_MODULES` the reference lacks."""
    domain = env.get_domain("py")
    assert isinstance(domain, PythonDomain)
    documented = domain.objects
    by_name: dict[str, list[str]] = {}
    for path in documented:
        by_name.setdefault(path.rpartition(".")[2], []).append(path)
    for module_name in PUBLIC_MODULES:
        if module_name not in _names_before_reading:
            continue  # its extra is not installed (keep_names_before_reading said so)
        names: Sequence[str] | None = _names_before_reading[module_name].get("__all__")
        if names is None:
            logger.warning(
                "api_coverage: %s has no __all__, so its public names cannot be checked",
                module_name,
                type="api_coverage",
            )
            continue
        for name in names:
            public = f"{module_name}.{name}"
            if not _is_documented(public, _resolve(public), documented, by_name):
                logger.warning(
                    "api_coverage: %s is public (in __all__) but not in the API reference: "
                    "document it with an auto* directive on its game's page or in api.rst",
                    public,
                    type="api_coverage",
                )


def _assigned_comment(module_name: str, name: str) -> list[str] | None:
    """The ``#:`` comment of ``name`` where it is assigned: in ``module_name``, or in the module
    a ``from ... import`` of ``module_name`` brings it from (by its name, or by ``*`` when it is
    in that module's ``__all__``, as :mod:`tablegames.core.svg` re-exports the drawing kit),
    and so on."""
    try:
        analyzer = ModuleAnalyzer.for_module(module_name)
        analyzer.analyze()
    except PycodeError:
        return None
    comment = analyzer.attr_docs.get(("", name))
    if comment and any(line.strip() for line in comment):
        return list(comment)
    for node in ast.parse(analyzer.code).body:
        if not isinstance(node, ast.ImportFrom):
            continue
        source = node.module or ""
        if node.level:
            package = importlib.import_module(module_name).__package__ or ""
            source = importlib.util.resolve_name("." * node.level + source, package)
        for alias in node.names:
            if alias.name == "*":
                if name in getattr(importlib.import_module(source), "__all__", ()):
                    return _assigned_comment(source, name)
            elif (alias.asname or alias.name) == name:
                return _assigned_comment(source, alias.name)
    return None


def _is_type_docstring(lines: list[str], obj: object) -> bool:
    """Whether ``lines`` are no words at all, or the docstring of ``obj``'s type, which autodoc
    shows for a constant it finds no comment for."""
    words = " ".join(lines).split()
    return not words or words == (inspect.getdoc(type(obj)) or "").split()


# The kinds of object whose words napoleon reads as ``type: description``, up to the first colon
# of their first line.
_READ_AS_TYPED = frozenset({"data", "attribute", "property"})

# The words of each object of _READ_AS_TYPED being documented, by its full name, from
# keep_words to put_words_back.
_kept_words: dict[str, list[str]] = {}


def keep_words(
    app: Sphinx, what: str, name: str, obj: object, options: object, lines: list[str]
) -> None:
    """Keep the words of a constant, an attribute or a property before other extensions read
    them; a constant documented without its comment gets the comment where it is assigned."""
    if what not in _READ_AS_TYPED:
        return
    if what == "data" and _is_type_docstring(lines, obj):
        module_name, _, attribute = name.rpartition(".")
        lines[:] = _assigned_comment(module_name, attribute) or lines
    _kept_words[name] = list(lines)


def put_words_back(
    app: Sphinx, what: str, name: str, obj: object, options: object, lines: list[str]
) -> None:
    """Put the words kept back after napoleon: they are prose (``The default of
    :func:`check_game`'s ``samples``: ...``), which napoleon would split at the colon into
    a type and a description. The type is the annotation, which autodoc shows."""
    words = _kept_words.pop(name, None)
    if words is not None:
        lines[:] = words


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("builder-inited", keep_names_before_reading)
    # Around the extensions that read and rewrite docstrings (napoleon, the type hints: 500).
    app.connect("autodoc-process-docstring", keep_words, priority=100)
    app.connect("autodoc-process-docstring", put_words_back, priority=900)
    app.connect("env-check-consistency", check_public_names)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
