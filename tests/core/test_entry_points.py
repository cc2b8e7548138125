"""``load_entry_points``: the games that installed distributions declare in the
``tablegames.games`` entry-point group (what ``import tablegames`` registers)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import pytest

from tablegames.core import registry
from tablegames.core.registry import ENTRY_POINT_GROUP, get_game, load_entry_points


def _declare(monkeypatch: pytest.MonkeyPatch, *entries: tuple[str, str]) -> None:
    """Have the installed distributions declare ``entries`` (name, value) and nothing else."""

    def declared() -> Iterator[metadata.EntryPoint]:
        for name, value in entries:
            yield metadata.EntryPoint(name, value, ENTRY_POINT_GROUP)

    monkeypatch.setattr(registry, "_entry_points", declared)


def _module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, source: str) -> None:
    (tmp_path / f"{name}.py").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))


def test_a_built_in_games_own_entry_is_taken_without_a_word(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The built-in games are registered when imported and declared by this distribution too:
    their entries are the registered objects, and nothing is said."""
    _declare(monkeypatch, ("ten", "tablegames.ten.game:GAME"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert load_entry_points() == ("ten",)


def test_another_game_of_a_registered_name_is_left_out_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two distributions that both declare ``ten`` (a translator's German TEN beside ours):
    the first registered is kept, and the other is said to be left out, naming both, where it
    was dropped in silence and the words of whichever loaded first were used."""
    _module(
        tmp_path,
        monkeypatch,
        "other_ten",
        "class OtherTen:\n    name = 'ten'\n\nGAME = OtherTen()\n",
    )
    kept = get_game("ten")
    _declare(monkeypatch, ("ten", "other_ten:GAME"))
    with pytest.warns(RuntimeWarning) as said:
        assert load_entry_points() == ("ten",)
    assert get_game("ten") is kept
    assert str(said[0].message) == (
        "tablegames: the game 'ten' (other_ten:GAME) is left out: a game of that name is "
        "registered already (tablegames.ten.game.TenGame); uninstall one of the two "
        "distributions"
    )


def test_a_broken_or_misnamed_plugin_is_left_out_and_the_others_loaded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One broken plugin does not stop the others: a module that raises when imported and an
    object whose name is not its entry's are each left out with a warning saying why."""
    _module(tmp_path, monkeypatch, "broken_game", "raise ImportError('no such card')\n")
    _module(tmp_path, monkeypatch, "misnamed_game", "class G:\n    name = 'uno'\n\nGAME = G()\n")
    _declare(
        monkeypatch,
        ("broken", "broken_game:GAME"),
        ("dos", "misnamed_game:GAME"),
        ("aluette", "tablegames.aluette.game:GAME"),
    )
    with pytest.warns(RuntimeWarning) as said:
        assert load_entry_points() == ("aluette",)
    assert [str(warning.message) for warning in said] == [
        "tablegames: the game 'broken' (broken_game:GAME) could not be loaded: ImportError: "
        "no such card",
        "tablegames: the game 'dos' (misnamed_game:GAME) could not be loaded: ConfigError: "
        "the entry point names the game 'dos' but the object's name is 'uno'",
    ]
