"""Generated code whose tracebacks show its source, as attrs' and cattrs' generated code does.

The kernel generates a few small functions per class for its hot paths
(:func:`~tablegames.core.states.evolver`, :func:`~tablegames.core.states.fast_init`, the JSON
layer's readers and writers). Each is compiled here, under a file name that says what it is
(``<tablegames structure tablegames.aluette.state.Trick>``), with its lines registered in
``linecache``: a traceback through generated code, a debugger or ``inspect.getsource`` shows
the generated line instead of nothing.

>>> from tablegames.core.codegen import define
>>> namespace = {}
>>> define("def twice(x):\\n    return 2 * x\\n", "<tablegames example>", namespace)
'<tablegames example>'
>>> namespace["twice"](21)
42
>>> import linecache
>>> linecache.getline("<tablegames example>", 2)
'    return 2 * x\\n'
"""

from __future__ import annotations

import linecache
from typing import Any

__all__ = ["define", "source_name"]


def source_name(kind: str, cls: type) -> str:
    """The file name of the ``kind`` code generated for ``cls``:
    ``<tablegames KIND module.Name>``."""
    return f"<tablegames {kind} {cls.__module__}.{cls.__qualname__}>"


def define(
    source: str,
    filename: str,
    namespace: dict[str, Any],
    local_namespace: dict[str, Any] | None = None,
) -> str:
    """Compile and run ``source`` in ``namespace``; return the file name its lines are under.

    The lines are registered in ``linecache`` under ``filename``; if that name already holds
    other lines (another converter's code for the same class, say), under ``filename`` with
    ``-2``, ``-3``... appended, so that each traceback shows its own code. The same source
    under the same name is registered once, however often it is compiled.

    Args:
        source: The code, usually one ``def``.
        filename: Its name in tracebacks (see :func:`source_name`).
        namespace: The globals the code runs in (and finds its helpers in); the functions it
            defines are stored there unless ``local_namespace`` is given.
        local_namespace: Where the code's definitions go, if not into ``namespace``.
    """
    lines = source.splitlines(True)
    # linecache.cache is the standard library's table; the entries added here are among the
    # documented memo tables (see "What the library keeps between calls" in the concepts page).
    base, count = filename, 1
    while True:
        # mtime None: linecache.checkcache keeps the entry (there is no file to check it with).
        entry = (len(source), None, lines, filename)
        if linecache.cache.setdefault(filename, entry) == entry:
            break
        count += 1
        filename = f"{base[:-1]}-{count}>"
    code = compile(source, filename, "exec")
    exec(code, namespace, namespace if local_namespace is None else local_namespace)
    return filename
