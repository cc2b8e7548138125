"""A declared translation whose module raises as it is imported (a typo's ``NameError``, a
``SyntaxError``, a :class:`~tablegames.core.words.Catalogue` refusing a message) is refused as
any other translation that cannot be used: a ConfigError naming the game, the language, where
the translation is and the module's own error (chained), from ``Game.words_in``, from
``to_json(..., language=)``, as a ConformanceError from the kit, and by ``tablegames serve
--lang`` before the server starts, in one line with exit status 2 (docs/guides/server.rst,
"Languages"). These errors escaped raw: the server printed a traceback and exited 1, and a
ConfigError raised inside the module did not say whose translation it was."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames.core.errors import ConfigError
from tablegames.core.registry import register, unregister
from tablegames.testing import ConformanceError, check_game
from tests.core.test_translations import translated

ROOT = Path(__file__).resolve().parents[2]

#: Each broken module: its source, the error it raises as it is imported, what that error says.
BROKEN = {
    "name_error": (
        "from tablegames.core.words import Catalogue\n"
        "MESSAGES = {'seat': 'le joueur {number}'}\n"
        "FRENCH = Catalogue('fr', MESSGES)\n",
        NameError,
        "it raised NameError: name 'MESSGES' is not defined",
    ),
    "syntax_error": (
        "from tablegames.core.words import Catalogue\n"
        "FRENCH = Catalogue('fr', {'seat': 'le joueur {number}' 'seat.you': 'vous'})\n",
        SyntaxError,
        "it raised SyntaxError: ",
    ),
    "config_error": (
        "from tablegames.core.words import Catalogue\n"
        "FRENCH = Catalogue('fr', {'seat': 'le joueur {number'})\n",
        ConfigError,
        "it raised ConfigError: the 'fr' message 'seat' is not a template",
    ),
}


@pytest.fixture(params=sorted(BROKEN))
def broken(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[Any, str, type[BaseException], str]]:
    """A registered toy game whose French is in a module, written to ``tmp_path``, that raises
    as it is imported; with the French's path, the error class and the start of the refusal.
    Unregistered after."""
    case = request.param
    source, error, says = BROKEN[case]
    module = f"tablegames_test_broken_french_{case}"
    (tmp_path / f"{module}.py").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    where = f"{module}:FRENCH"
    toy = translated(f"toy_french_{case}", where)
    register(toy)
    refusal = (
        f"the game {toy.name!r} declares its 'fr' words at {where!r}, which cannot be "
        f"imported: {says}"
    )
    try:
        yield toy, where, error, refusal
    finally:
        unregister(toy.name)
        sys.modules.pop(module, None)


def test_words_in_refuses_it_naming_the_game_and_chaining_the_error(
    broken: tuple[Any, str, type[BaseException], str],
) -> None:
    toy, _, error, refusal = broken
    with pytest.raises(ConfigError) as caught:
        toy.words_in("fr")
    assert str(caught.value).startswith(refusal), str(caught.value)
    assert type(caught.value.__cause__) is error
    assert toy.words_in("en") == toy.words  # its own words are still spoken


def test_a_document_in_that_language_is_refused_with_a_config_error(
    broken: tuple[Any, str, type[BaseException], str],
) -> None:
    toy, _, _, refusal = broken
    state = tablegames.new_game(toy.name, players=2, seed=1)
    with pytest.raises(ConfigError) as caught:
        tablegames.to_json(tablegames.view(state, 0), with_moves=True, language="fr")
    assert str(caught.value).startswith(refusal), str(caught.value)
    assert tablegames.to_json(tablegames.view(state, 0), with_moves=True)  # its own words


def test_the_kit_refuses_it_as_a_translation_that_cannot_be_used(
    broken: tuple[Any, str, type[BaseException], str],
) -> None:
    toy, _, _, refusal = broken
    with pytest.raises(ConformanceError) as caught:
        check_game(toy, seeds=[0], players=2)
    assert caught.value.kind == "words"
    assert f"the game's translation 'fr' cannot be used: {refusal}" in str(caught.value)


def test_serve_refuses_it_before_starting_in_one_line(
    broken: tuple[Any, str, type[BaseException], str], tmp_path: Path
) -> None:
    """``tablegames serve --lang fr``, with the toy registered (as an installed game would
    be): exit status 2, the usage and one line saying which game's translation is broken, no
    traceback, no server."""
    toy, where, _, refusal = broken
    script = (
        "import sys\n"
        "from tablegames.cli import main\n"
        "from tablegames.core.registry import register\n"
        "from tests.core.test_translations import translated\n"
        f"register(translated({toy.name!r}, {where!r}))\n"
        "sys.exit(main(['serve', '--port', '0', '--lang', 'fr']))\n"
    )
    found = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])},
        cwd=tmp_path,  # where a server started by mistake would make its database
    )
    assert found.returncode == 2, found.stderr
    assert "serving" not in found.stdout
    assert "Traceback" not in found.stderr
    lines = found.stderr.strip().splitlines()
    told = [line for line in lines if not line.startswith(("usage:", " "))]
    assert len(told) == 1, lines
    assert told[0].startswith(f"tablegames: error: argument --lang: {refusal}"), told
