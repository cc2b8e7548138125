"""``tablegames play --lang fr``: a move typed in notation that the rules refuse is refused in
French, in the game's words for the refusal's code (``refusal.<code>``,
:meth:`~tablegames.core.words.Catalogue.refusal`); without ``--lang`` the rules' own English
message, which names the card and the cell, is shown."""

from __future__ import annotations

import io
import re
import sys

import pytest

import tablegames
from tablegames.cli import main
from tablegames.core.words import refused

#: A game, its seats, and a move its first seat to act (seed 4) types that the rules refuse:
#: Saboteur's tunnel on the start card's cell, TEN's stop before a card is drawn, Aluette's
#: card played while the chant is voted (a kernel check the game words more precisely).
REFUSED = [
    pytest.param("saboteur", 3, "NESW@0,0", "saboteur.path.occupied", id="saboteur"),
    pytest.param("ten", 2, "numbers", "ten.stop.empty_tableau", id="ten"),
    pytest.param("aluette", 4, "9co", "aluette.phase.wrong_move", id="aluette"),
]


def _refusal(game: str, players: int, typed: str) -> tuple[int, tablegames.IllegalMoveError]:
    """The first seat to act at seed 4, and the rules' refusal of ``typed`` there."""
    state = tablegames.new_game(game, players=players, seed=4)
    seat = tablegames.current_player(state)
    assert seat is not None
    with pytest.raises(tablegames.IllegalMoveError) as refused:
        tablegames.parse_move(state, typed)
    return seat, refused.value


def _typed(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    players: int,
    seat: int,
    typed: str,
    *language: str,
) -> str:
    """What ``play`` shows a human at ``seat`` who types ``typed``, then leaves; its lines
    joined (a long message may be wrapped)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(f"{typed}\nq\n"))
    argv = ["play", game, "--seed", "4", "--players", str(players), "--human", str(seat + 1)]
    status = main([*argv, *language])
    out, err = capsys.readouterr()
    assert status == 0, err
    return _joined(out)


def _joined(text: str) -> str:
    """``text`` with each run of spaces and line breaks one space (no-break spaces kept)."""
    return re.sub(r"[ \n]+", " ", text)


@pytest.mark.parametrize(("game", "players", "typed", "code"), REFUSED)
def test_a_refused_typed_move_is_told_in_french(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    players: int,
    typed: str,
    code: str,
) -> None:
    seat, refusal = _refusal(game, players, typed)
    assert refusal.code == code
    english = str(refusal)
    words = tablegames.GAMES[game].words_in("fr")
    assert words.catalogue.has(f"refusal.{code}"), f"the game's French has no words for {code}"
    french = refused(words, refusal, seat)
    assert french not in ("", english)
    shown = _typed(capsys, monkeypatch, game, players, seat, typed, "--lang", "fr")
    assert f" {_joined(french)} " in shown
    assert _joined(english) not in shown


def test_a_refused_typed_move_names_its_facts_in_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The refusal of a typed move keeps the facts the rules gave (the cell taken), and the
    French says them, as the English does."""
    seat, refusal = _refusal("saboteur", 3, "NESW@0,0")
    assert refusal.fields == {"cell": (0, 0)}
    shown = _typed(capsys, monkeypatch, "saboteur", 3, seat, "NESW@0,0", "--lang", "fr")
    assert " La case 0,0 porte déjà une carte. " in shown


@pytest.mark.parametrize(("game", "players", "typed", "code"), REFUSED)
def test_without_lang_the_rules_english_message_is_shown(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    players: int,
    typed: str,
    code: str,
) -> None:
    seat, refusal = _refusal(game, players, typed)
    assert refusal.code == code
    english = _joined(str(refusal))
    assert f" {english} " in _typed(capsys, monkeypatch, game, players, seat, typed)
