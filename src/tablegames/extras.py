r"""What to install for a part of tablegames that needs an extra: one wording for every message.

tablegames is not on PyPI yet, so an extra is installed from a clone of the repository
(``pip install ".[rl]"``), never from PyPI. Every module that needs an extra
(:mod:`tablegames.rl`, :mod:`tablegames.openspiel`, :mod:`tablegames.server`,
:class:`tablegames.cluster.RayExecutor`) says so with :func:`missing_extra`:

>>> from tablegames.extras import missing_extra
>>> print(missing_extra("tablegames.rl", "rl", ["pettingzoo"]).replace(": ", ":\n"))
tablegames.rl needs the 'rl' extra (pettingzoo is missing):
pip install ".[rl]" in a clone of tablegames (it is not on PyPI yet)

A module of an extra raises :func:`extra_missing_error` where its first import of the
extra's packages fails; the command line's help names the commands of :data:`COMMANDS`. A
game from another distribution that needs packages of its own says so in its own words: the
extras listed here are tablegames'.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable, Mapping

__all__ = [
    "COMMANDS",
    "PACKAGES",
    "extra_missing_error",
    "install_command",
    "missing_extra",
    "missing_packages",
]

#: The ``tablegames`` subcommands that need an extra, and the extra each needs. The command
#: line's ``--help`` says so, and the command says how to install it if it is missing.
COMMANDS: Mapping[str, str] = {"serve": "server"}

#: The packages of each extra that its part of tablegames imports, by the extra's name, which
#: :func:`missing_packages` looks for. An extra may declare more (``server``'s psycopg is
#: imported only for a PostgreSQL database).
PACKAGES: Mapping[str, tuple[str, ...]] = {
    "cluster": ("ray",),
    "openspiel": ("numpy", "pyspiel"),
    "rl": ("numpy", "gymnasium", "pettingzoo"),
    "server": ("starlette", "uvicorn"),
}


def install_command(extra: str) -> str:
    """How to install the extra ``extra``, in words a newcomer can follow.

    >>> from tablegames.extras import install_command
    >>> install_command("server")
    'pip install ".[server]" in a clone of tablegames (it is not on PyPI yet)'
    """
    return f'pip install ".[{extra}]" in a clone of tablegames (it is not on PyPI yet)'


def missing_extra(what: str, extra: str, missing: Iterable[str]) -> str:
    """The message for ``what`` (a module, class or command) used without its extra.

    Args:
        what: What needs the extra, as the user named it (``"tablegames serve"``).
        extra: The extra's name (``"server"``).
        missing: The packages of the extra that cannot be imported.

    Returns:
        The message on one line, naming what needs which extra and the packages missing,
        then :func:`install_command`.
    """
    names = list(missing)
    verb = "is" if len(names) == 1 else "are"
    return f"{what} needs the {extra!r} extra ({', '.join(names)} {verb} missing): " + (
        install_command(extra)
    )


def missing_packages(extra: str) -> list[str]:
    """The packages of the extra ``extra`` (:data:`PACKAGES`) that cannot be imported, in
    that order; found without importing them (``importlib.util.find_spec``).

    Raises:
        KeyError: if ``extra`` is not one of :data:`PACKAGES`.
    """
    return [name for name in PACKAGES[extra] if importlib.util.find_spec(name) is None]


def extra_missing_error(what: str, extra: str, error: ImportError) -> ModuleNotFoundError:
    """The error to raise for ``what`` used without the extra ``extra``, where importing one of
    its packages raised ``error``: it names every package of the extra that is missing.

    As ``tablegames.server.run`` does::

        try:
            import uvicorn
        except ModuleNotFoundError as missing:
            raise extra_missing_error("tablegames.server.run", "server", missing) from missing

    Args:
        what: What needs the extra, as :func:`missing_extra` takes it.
        extra: The extra's name, a key of :data:`PACKAGES`.
        error: The import's error; its ``name`` is the package named if
            :func:`missing_packages` finds every package of the extra (the module missing is
            then one that they import).

    Returns:
        A :class:`ModuleNotFoundError` with the message of :func:`missing_extra` and
        ``error``'s ``name``.
    """
    missing = missing_packages(extra) or [str(error.name)]
    return ModuleNotFoundError(missing_extra(what, extra, missing), name=error.name)


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
