"""``load_entry_points``: the games that installed distributions declare in the
``tablegames.games`` entry-point group (what ``import tablegames`` registers)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import pytest

from tablegames.core import registry
from tablegames.core.registry import ENTRY_POINT_GROUP, get_game, load_entry_points, register


def _declare(monkeypatch: pytest.MonkeyPatch, *entries: tuple[str, str]) -> None:
    """Have the installed distributions declare ``entries`` (name, value) and nothing else."""

    def declared() -> Iterator[metadata.EntryPoint]:
        for name, value in entries:
            yield metadata.EntryPoint(name, value, ENTRY_POINT_GROUP)

    monkeypatch.setattr(registry, "_entry_points", declared)


def _module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, source: str) -> None:
    (tmp_path / f"{name}.py").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))


def test_a_games_own_entry_found_again_is_taken_without_a_word(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The built-in games are entry points of this distribution, loaded by ``import
    tablegames``: found again, the entry that registered a game is taken, nothing said."""
    _declare(monkeypatch, ("ten", "tablegames.ten.game:GAME"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert load_entry_points() == ("ten",)


def test_another_game_of_a_registered_name_is_left_out_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two distributions that both declare ``ten`` (a translator's German TEN beside ours):
    the first found is kept, and the other is said to be left out, naming both entries, where
    it was dropped in silence and the words of whichever loaded first were used. The one
    left out is not even imported."""
    _module(tmp_path, monkeypatch, "other_ten", "raise AssertionError('imported')\n")
    kept = get_game("ten")
    _declare(monkeypatch, ("ten", "tablegames.ten.game:GAME"), ("ten", "other_ten:GAME"))
    with pytest.warns(RuntimeWarning) as said:
        assert load_entry_points() == ("ten", "ten")
    assert get_game("ten") is kept
    assert [str(warning.message) for warning in said] == [
        "tablegames: the game 'ten' of other_ten:GAME is left out: the game of that name of "
        "tablegames.ten.game:GAME (distribution tablegames) is registered already; uninstall "
        "one of the two distributions"
    ]


def test_a_game_registered_by_hand_is_kept_without_a_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game put in an installed game's place with ``register(game, replace=True)`` is the
    caller's choice: loading the entry points again keeps it and says nothing."""
    monkeypatch.setattr(registry, "_LOADED_FROM", dict(registry._LOADED_FROM))
    kept = get_game("ten")
    mine = type(kept)()
    register(mine, replace=True)
    try:
        _declare(monkeypatch, ("ten", "tablegames.ten.game:GAME"))
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert load_entry_points() == ("ten",)
        assert get_game("ten") is mine
    finally:
        register(kept, replace=True)


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
