"""Every part of tablegames that needs an extra says so in one wording, from
:mod:`tablegames.extras`, and tells how to install it from a clone (tablegames is not on PyPI
yet, README.md "Install"): ``tablegames serve`` once told ``pip install 'tablegames[server]'``.

The extras are hidden rather than uninstalled: each check runs in a subprocess whose first
lines put ``None`` in ``sys.modules`` for the extra's packages, so that importing them fails as
if they were missing (``importlib.util.find_spec`` finds none either).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import tablegames
from tablegames.extras import install_command, missing_extra

SOURCE = Path(tablegames.__file__).parent
SERVER = ("starlette", "uvicorn")


def run_hiding(hidden: tuple[str, ...], code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter where the modules ``hidden`` cannot be imported."""
    preamble = f"import sys\nfor _name in {hidden!r}:\n    sys.modules[_name] = None\n"
    return subprocess.run(
        [sys.executable, "-c", preamble + code],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def cli(*argv: str) -> str:
    return f"import sys\nfrom tablegames.cli import main\nsys.exit(main({list(argv)!r}))\n"


def module_main(*argv: str) -> str:
    """``python -m tablegames.server ARGV``, run as the interpreter runs it."""
    return (
        "import runpy, sys\n"
        f"sys.argv = ['tablegames.server', *{list(argv)!r}]\n"
        "runpy.run_module('tablegames.server', run_name='__main__')\n"
    )


@pytest.mark.parametrize("code", [cli("serve"), module_main()], ids=["cli", "python -m"])
def test_serve_without_the_server_extra_names_it_as_the_other_extras_are(code: str) -> None:
    ran = run_hiding(SERVER, code)
    assert ran.returncode == 2, ran.stderr
    assert ran.stderr.strip() == missing_extra("tablegames serve", "server", SERVER)
    assert install_command("server") in ran.stderr


@pytest.mark.parametrize(
    "code", [cli("serve", "--help"), module_main("--help")], ids=["cli", "python -m"]
)
def test_serve_help_prints_the_options_without_the_server_extra(code: str) -> None:
    ran = run_hiding(SERVER, code)
    assert ran.returncode == 0, ran.stderr
    for option in ("--database", "--port", "--bot-delay", "--http"):
        assert option in ran.stdout
    assert "usage: tablegames serve" in ran.stdout


def test_a_mistake_in_serve_s_options_is_told_without_the_server_extra() -> None:
    ran = run_hiding(SERVER, cli("serve", "--port", "many"))
    assert ran.returncode == 2
    assert "--port" in ran.stderr
    assert "extra" not in ran.stderr


def test_the_main_help_says_which_commands_need_an_extra() -> None:
    ran = run_hiding(SERVER, cli("--help"))
    assert ran.returncode == 0, ran.stderr
    assert "needs the 'server' extra" in ran.stdout
    assert '".[server]"' in ran.stdout


@pytest.mark.parametrize(
    ("statement", "what", "extra", "hidden"),
    [
        ("import tablegames.rl", "tablegames.rl", "rl", ("pettingzoo",)),
        ("import tablegames.openspiel", "tablegames.openspiel", "openspiel", ("pyspiel",)),
        (
            "from tablegames.cluster import RayExecutor\nRayExecutor()",
            "RayExecutor",
            "cluster",
            ("ray",),
        ),
        ("from tablegames.server.app import create_app", "tablegames.server.app", "server", SERVER),
        ("import tablegames.server.run", "tablegames.server.run", "server", SERVER),
        # Found by the packaging review: each said a bare "No module named ...".
        ("from tablegames.ten.rl import TenEncoder", "tablegames.ten.rl", "rl", ("numpy",)),
        ("import tablegames.aluette.rl", "tablegames.aluette.rl", "rl", ("numpy",)),
        ("import tablegames.saboteur.rl", "tablegames.saboteur.rl", "rl", ("numpy",)),
        ("import tablegames.server.transport", "tablegames.server.guard", "server", SERVER),
    ],
)
def test_a_module_imported_without_its_extra_names_the_extra(
    statement: str, what: str, extra: str, hidden: tuple[str, ...]
) -> None:
    ran = run_hiding(hidden, f"{statement}\n")
    assert ran.returncode == 1
    last = ran.stderr.strip().splitlines()[-1]
    assert last.endswith(missing_extra(what, extra, hidden)), last


def test_httptools_asked_for_without_it_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("starlette", reason="the server extra")
    from tablegames.server.transport import http_protocol

    monkeypatch.setitem(sys.modules, "httptools", None)
    with pytest.raises(tablegames.ConfigError) as refused:
        http_protocol("httptools")
    assert str(refused.value) == missing_extra("--http httptools", "server", ["httptools"])


def test_no_message_tells_a_pypi_install() -> None:
    """An extra is installed from a clone (``pip install ".[rl]"``), not from PyPI."""
    for path in sorted(SOURCE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "'tablegames[" not in text, path
        assert '"tablegames[' not in text, path


def test_every_extra_named_is_one_the_distribution_declares() -> None:
    from importlib import metadata

    from tablegames.extras import COMMANDS, PACKAGES

    declared = set(metadata.metadata("tablegames").get_all("Provides-Extra") or ())
    assert {*PACKAGES, *COMMANDS.values()} <= declared


def test_the_api_reference_documents_the_extras_module() -> None:
    """``tablegames.extras`` had no page in the API reference: its module is there, by autodoc
    (every name of its ``__all__``), under a heading of its own."""
    api = (Path(__file__).parent.parent / "docs" / "api.rst").read_text(encoding="utf-8")
    assert "\nThe extras\n----------\n\n.. automodule:: tablegames.extras\n" in api
