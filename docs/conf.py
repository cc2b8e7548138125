"""Sphinx configuration for the tablegames documentation."""

from __future__ import annotations

import importlib.util
import sys
import warnings
from pathlib import Path

import tablegames

sys.path.insert(0, str(Path(__file__).parent / "_ext"))
from offline_inventories import intersphinx_mapping as _offline_inventories

# sphinx-autodoc-typehints calls an API Sphinx 9 deprecates; the notice is not ours to fix.
warnings.filterwarnings("ignore", message=".*set_application.*")

project = "tablegames"
author = "The tablegames developers"
copyright = "2026, The tablegames developers"
release = tablegames.__version__
version = ".".join(release.split(".")[:2])

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.intersphinx",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
    "sphinx_autodoc_typehints",
    "typedsignatures",
    "myst_parser",
    "jsonfields",
    "rllayout",
    "tablegames_svg",
    "api_coverage",
]

source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]
nitpicky = True
nitpick_ignore_regex = [
    # Type variables and private helpers that appear in signatures but have no page.
    (
        r"py:.*",
        r"(tablegames\.core\.(game|rng|states|events|history|bases|dispatch|codec|api)\.)?"
        r"[SVMOTE](_co)?",
    ),
    (r"py:.*", r"tablegames\.core\.record\.(S|StateT_co)"),
    (
        r"py:.*",
        r"(tablegames\.(agents(\.random_agent|\.mcts)?|core\.hooks|rl\.actions)\.)?"
        r"(ViewT_contra|MoveT|_M|_Found)",
    ),
    # A generic class's own type variables (VersionedMove's move, a simulation's options and
    # records).
    (r"py:.*", r"tablegames\.(core\.protocol\._M|agents\._(O|R)_co)"),
    (r"py:class", r"types\.ModuleType"),
    (r"py:class", r"cattrs\..*"),
    (r"py:class", r"attrs?\..*"),
    # The rl extra's libraries have no inventory here (the build works offline).
    (r"py:.*", r"(numpy|np|npt|gymnasium|pettingzoo)(\..*)?"),
    (r"py:.*", r"(NDArray|AECEnv)(\[.*)?"),
    (r"py:class", r"abc\.ABC"),
    # OpenSpiel (the openspiel extra) has no inventory either.
    (r"py:.*", r"pyspiel(\..*)?"),
    # Nor Starlette (the server extra), whose requests and responses the server's methods
    # take; its storage is described in the server guide, not in the reference.
    (r"py:class", r"starlette\..*"),
    (r"py:class", r"(tablegames\.server\.storage\.)?SQLStorage"),
    (r"py:class", r"collections\.abc\.AsyncIterator"),
]

# tablegames.openspiel imports OpenSpiel (the openspiel extra): without it, its pages are made
# from a stand-in (continuous integration builds them with the extra installed).
autodoc_mock_imports = [] if importlib.util.find_spec("pyspiel") else ["pyspiel"]

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}
napoleon_google_docstring = True
napoleon_numpy_docstring = False
typehints_fully_qualified = False
always_document_param_types = False

# The build must work offline (CI reaches only package registries), so the inventories of
# Python, attrs and cattrs are written locally with the official addresses (see _ext/).
intersphinx_mapping = _offline_inventories(Path(__file__).parent / "_build" / "inventories")
suppress_warnings = ["config.cache"]

doctest_global_setup = """
import tablegames
"""

html_theme = "furo"
html_title = "tablegames"
myst_heading_anchors = 3
