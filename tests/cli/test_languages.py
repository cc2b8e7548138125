"""``tablegames play --lang`` and ``replay --lang``: the game told in one of its translations
(``Game.translations``), the command line's own words in the same language where it speaks it
(tests/cli/test_cli_words_fr.py holds the French whole), and a language the game does not
speak refused in one line."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

import tablegames
from tablegames.cli import main
from tablegames.core.registry import register, unregister
from tests.core.toy import make_toy
from tests.games import BUILT_IN


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_play_tells_aluette_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "play", "aluette", "--seed", "3", "--quiet", "--lang", "fr")
    assert status == 0, err
    # What the game says: events, the result.
    assert "\nLe joueur 2 a écarté une carte face cachée.\n" in out
    seating = "Les partenaires se font face\u00a0: les joueurs 1 et 3 contre les joueurs 2 et 4."
    assert f"\n{seating}\n" in out
    assert "\nScore final\u00a0: " in out
    assert "discarded" not in out
    assert "Final score" not in out
    # What the command line says is French too.
    assert out.startswith("Aluette, 4 joueurs, graine 3. Des bots heuristiques tiennent toutes ")
    assert "\nPartie terminée.\n" in out


def test_play_tells_the_same_game_in_french_as_in_english(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The language changes the words, not the game: as many lines, the same game's title."""
    _, english, _ = run(capsys, "play", "aluette", "--seed", "5", "--quiet")
    _, french, _ = run(capsys, "play", "aluette", "--seed", "5", "--quiet", "--lang", "fr")
    assert english != french
    assert english.splitlines()[0].split(",")[0] == french.splitlines()[0].split(",")[0]
    game_over = english.index("\nGame over.\n")
    french_over = french.index("\nPartie terminée.\n")
    assert english[game_over:].count("\n") == french[french_over:].count("\n")


def test_a_human_seat_chooses_from_a_french_menu_with_french_prompts(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nq\n"))
    argv = ("play", "aluette", "--seed", "3", "--human", "1", "--lang", "fr")
    status, out, _ = run(capsys, *argv)
    assert status == 0
    assert (
        "\nÀ vous de jouer, joueur 1\u00a0:\n  Vote du chant\u00a0:\n  1. Voter pour le chant "
        in out
    )
    prompt = "Tapez 1-2 ou s, ou un coup\u00a0; ? aide, q quitte\u00a0: "
    assert "\n" + prompt in out
    assert "Vous avez voté pour le chant." in out
    assert "Vous avez quitté la partie avant sa fin." in out


def test_replay_tells_a_record_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "game.tgn"
    status, _, _ = run(capsys, "play", "aluette", "--seed", "3", "--quiet", "--record", str(saved))
    assert status == 0
    status, out, err = run(capsys, "replay", str(saved), "--quiet", "--lang", "fr")
    assert status == 0, err
    assert out.startswith("Aluette, 4 joueurs, graine 3, ")
    assert "\nTirage des places\u00a0: " in out
    assert " a écarté le " in out  # every secret told, in French
    assert "\nScore final\u00a0: " in out
    status, out, err = run(capsys, "replay", str(saved), "--seat", "2", "--lang", "fr")
    assert status == 0, err
    assert "Vous avez " in out


def test_a_game_without_translations_refuses_french_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    register(make_toy("toy_no_french"))
    try:
        status, out, err = run(capsys, "play", "toy_no_french", "--seed", "1", "--lang", "fr")
        assert (status, out) == (2, "")
        assert err == "tablegames: error: argument --lang: toy_no_french speaks en, not 'fr'\n"
        saved = tmp_path / "toy.tgn"
        status, _, _ = run(
            capsys, "play", "toy_no_french", "--seed", "1", "--quiet", "--record", str(saved)
        )
        assert status == 0
        assert saved.exists()
        status, out, err = run(capsys, "replay", str(saved), "--lang", "fr")
        assert (status, out) == (2, "")
        assert err == "tablegames: error: argument --lang: toy_no_french speaks en, not 'fr'\n"
    finally:
        unregister("toy_no_french")


def test_a_language_aluette_does_not_speak_is_refused_with_those_it_does(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "play", "aluette", "--lang", "de")
    assert (status, out) == (2, "")
    assert err == "tablegames: error: argument --lang: aluette speaks en, fr, not 'de'\n"
    status, out, err = run(capsys, "play", "aluette", "--lang", "fr_FR")
    assert (status, out) == (2, "")
    assert err == (
        "tablegames: error: argument --lang: 'fr_FR' is not a language tag (such as fr or "
        "pt-BR); aluette speaks en, fr\n"
    )


@pytest.mark.parametrize("game", BUILT_IN)
def test_english_always_works_and_is_the_default(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    status, english, _ = run(capsys, "play", game, "--seed", "2", "--quiet", "--lang", "en")
    assert status == 0
    assert english == run(capsys, "play", game, "--seed", "2", "--quiet")[1]


def test_a_game_of_plain_words_speaks_english(capsys: pytest.CaptureFixture[str]) -> None:
    register(make_toy("toy_speaks_english"))
    try:
        status, _, _ = run(capsys, "play", "toy_speaks_english", "--seed", "1", "--lang", "EN")
        assert status == 0
        status, out, err = run(capsys, "play", "toy_speaks_english", "--lang", "fr")
        assert (status, out) == (2, "")
        assert err == "tablegames: error: argument --lang: toy_speaks_english speaks en, not 'fr'\n"
    finally:
        unregister("toy_speaks_english")


def test_help_lists_the_languages_of_the_installed_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for command in ("play", "replay"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        help_text = " ".join(capsys.readouterr().out.split())
        assert "--lang LANG the language the game's words are told in" in help_text
        assert "aluette fr" in help_text
        assert "the command line's own words follow it in French" in help_text
    assert dict(tablegames.GAMES["aluette"].translations) == {
        "fr": "tablegames.aluette.words_fr:FRENCH"
    }


def test_a_game_whose_translations_raise_breaks_no_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--help`` reads every installed game's translations: one game's broken declaration
    left every command without a parser; it is told where it is used, by ``--lang``."""

    class Broken(type(make_toy("toy_broken_lang"))):  # type: ignore[misc]
        @property
        def translations(self) -> dict[str, str]:
            raise RuntimeError("a bug in the game's translations")

    register(Broken())
    try:
        status, _, err = run(capsys, "play", "ten", "--seed", "1", "--quiet")
        assert status == 0, err
        with pytest.raises(SystemExit) as done:
            main(["play", "--help"])
        assert done.value.code == 0
        assert "aluette fr" in " ".join(capsys.readouterr().out.split())
        with pytest.raises(RuntimeError, match="a bug in the game's translations"):
            main(["play", "toy_broken_lang", "--lang", "fr"])
    finally:
        unregister("toy_broken_lang")


#: What the English table of Aluette says (its first line, its status line and rows), none of
#: which a table drawn in French may show.
ENGLISH_TABLE = (
    "Aluette, deal ",
    "dealer seat",
    "Points:",
    "Chant vote",
    "Chant discards",
    "Concession offers",
    "Concession answer",
    "Mordienne announcements",
    "Play, trick",
    "Game over:",
    " to act",
    "chanters:",
    "[tricks",
    "  Signals:",
    "  Your discards:",
    "  Tricks won by",
    "  This trick:",
)


def _french_phases(out: str) -> set[str]:
    """The phases the tables of ``out`` show: each table's status line up to its first comma
    (or colon), the line after the table's first."""
    lines = out.splitlines()
    assert not [phrase for phrase in ENGLISH_TABLE if phrase in out]
    return {
        re.split(r",|\s:", lines[i + 1])[0]
        for i, line in enumerate(lines[:-1])
        if line.startswith("Aluette, donne ")
    }


def test_play_draws_the_table_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    """The table drawn at every turn was English with --lang fr: "Chant vote, seat 2 to act",
    "[tricks 0]". It is French in every phase of the game, with the rules' terms (le chant,
    l'abandon of Pagat's surrender variant, the mordienne announcements of Rebour's)."""
    seen = set()
    for variant in ("surrender=true", "announced_mordienne=true"):
        argv = ("play", "aluette", "--seed", "3", "--lang", "fr", "--option", "mordienne=true")
        status, out, err = run(capsys, *argv, "--option", variant)
        assert status == 0, err
        seen |= _french_phases(out)
        assert "\nVote du chant, au joueur 2 de jouer.\n  joueur 1\u00a0: 9 cartes  [plis" in out
    assert seen == {
        "Vote du chant",
        "Écarts du chant",
        "Offres d'abandon",
        "Annonces de la mordienne",
        "Jeu",
        "Partie terminée",
    }
    # --quiet draws the final table alone, in French as well.
    status, out, err = run(capsys, "play", "aluette", "--seed", "3", "--quiet", "--lang", "fr")
    assert status == 0, err
    assert _french_phases(out) == {"Partie terminée"}


def test_a_human_seat_sees_its_table_in_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nq\n"))
    status, out, _ = run(capsys, "play", "aluette", "--seed", "3", "--human", "1", "--lang", "fr")
    assert status == 0
    assert (
        "\nÉcarts du chant, à vous de jouer\u00a0; chanteurs\u00a0: vous et le joueur 2.\n" in out
    )
    assert "\n  joueur 1 (vous)\u00a0: 2co 3co 4co " in out
    assert "\n  joueur 2\u00a0: 9 cartes  [plis" in out
    assert not [phrase for phrase in ENGLISH_TABLE if phrase in out]


def test_replay_draws_the_table_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A replay told in French draws each table in French, the concession's answer too (random
    bots offer to concede, where the heuristic's never do)."""
    saved = tmp_path / "game.tgn"
    argv = ("play", "aluette", "--seed", "3", "--quiet", "--bot", "random", "--record", str(saved))
    status, _, err = run(capsys, *argv, "--option", "surrender=true")
    assert status == 0, err
    status, out, err = run(capsys, "replay", str(saved), "--lang", "fr")
    assert status == 0, err
    assert {"Offres d'abandon", "Réponse à l'abandon", "Jeu"} <= _french_phases(out)
    status, out, err = run(capsys, "replay", str(saved), "--seat", "2", "--lang", "fr")
    assert status == 0, err
    assert "Partie terminée" in _french_phases(out)
    assert "\n  joueur 2 (vous)\u00a0: " in out
