"""An ``autofunction`` given a typed signature documents that signature's types.

A game package names the generic functions typed for it (``apply = typed_for(TenState).apply``
in :mod:`tablegames.ten`): for type checkers they take the game's classes, but at run time they
are the generic functions of ``tablegames.core.api``, annotated ``object``. A game's page gives
each of them its game's signature::

    .. autofunction:: tablegames.ten.view(state: TenState, player: int | None) -> TenView

With ``autodoc_typehints = "description"`` the types of the description are read from the
function object, so the page said ``state (object)`` and ``Return type: Any``. Here a typed
signature given to the directive is made into a function in the namespace of the module the
entry is documented in (a type the module does not name fails the build), with the function's
own parameters (a signature naming others is a warning), and the description takes its types:
the ``:type:`` and ``:rtype:`` lines of sphinx-autodoc-typehints, and the types Sphinx adds for
the parameters a docstring does not describe.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from typing import Any

from sphinx.application import Sphinx
from sphinx.ext.autodoc.typehints import record_typehints
from sphinx.util import logging
from sphinx_autodoc_typehints import process_docstring

logger = logging.getLogger(__name__)

# The function made from each entry's typed signature, by the entry's full name, from
# take_signature to take_types (autodoc formats an entry's signature before its docstring).
_typed: dict[str, Callable[..., object]] = {}


def _typed_function(name: str, args: str, retann: str) -> Callable[..., object] | None:
    """A function of the signature ``args -> retann`` whose annotations are evaluated in the
    module of ``name``; ``None`` (and a warning) if they cannot be."""
    module_name, _, function_name = name.rpartition(".")
    namespace = dict(vars(importlib.import_module(module_name)))
    returns = f" -> {retann}" if retann else ""
    try:
        exec(f"def {function_name}{args}{returns}: ...", namespace)
    except Exception as error:
        logger.warning(
            "typedsignatures: the signature of %s does not read in %s: %s",
            name,
            module_name,
            error,
            type="typedsignatures",
        )
        return None
    typed: Callable[..., object] = namespace[function_name]
    return typed


def take_signature(
    app: Sphinx,
    what: str,
    name: str,
    obj: object,
    options: object,
    signature: str | None,
    return_annotation: str,
) -> None:
    """Keep the typed function of an entry whose directive gives a typed signature, and record
    its types for Sphinx's description in place of the function object's."""
    # autodoc writes the signature it reads from the object without types (the description
    # has them), so a parameter's type or a return type is the directive's own.
    if what != "function" or not callable(obj) or signature is None:
        return
    if not return_annotation and ":" not in signature:
        return
    typed = _typed_function(name, signature, return_annotation)
    if typed is None:
        return
    own = [(p.name, p.kind) for p in inspect.signature(obj).parameters.values()]
    given = [(p.name, p.kind) for p in inspect.signature(typed).parameters.values()]
    if given != own:
        logger.warning(
            "typedsignatures: the signature given for %s names the parameters %s, "
            "not the function's %s",
            name,
            [p for p, _ in given],
            [p for p, _ in own],
            type="typedsignatures",
        )
        return
    _typed[name] = typed
    app.env.current_document.autodoc_annotations.pop(name, None)
    record_typehints(app, what, name, typed, options, signature, return_annotation)  # type: ignore[arg-type]


def take_types(
    app: Sphinx, what: str, name: str, obj: object, options: Any, lines: list[str]
) -> None:
    """Replace the types sphinx-autodoc-typehints wrote from the function object by those of
    the typed function :func:`take_signature` kept for the entry."""
    typed = _typed.pop(name, None)
    if typed is None:
        return
    parameters = inspect.signature(typed).parameters
    written = tuple(f":type {parameter}:" for parameter in parameters)
    lines[:] = [line for line in lines if not line.startswith((*written, ":rtype:"))]
    process_docstring(app, what, name, typed, options, lines)


def setup(app: Sphinx) -> dict[str, Any]:
    # Before sphinx-autodoc-typehints (500), whose handler of the signature returns one, which
    # ends the event; after it for the docstring, whose types it writes at 500.
    app.connect("autodoc-process-signature", take_signature, priority=400)
    app.connect("autodoc-process-docstring", take_types, priority=600)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
