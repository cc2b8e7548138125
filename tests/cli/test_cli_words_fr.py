"""The command line's own words (tablegames.cliwords) in the language of ``--lang``: the French
catalogue has exactly the English ids and fields, every id is said by cli.py and every id it
says is in the catalogue; a whole French game (bots alone, or a human seat answering the menu)
and its replay say none of the command line's English words; a language the command line
lacks leaves its words English while the game speaks it."""

from __future__ import annotations

import io
import re
import string
import sys
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames import Game
from tablegames.cli import COLUMNS, main
from tablegames.cliwords import ENGLISH, FRENCH, cli_language, cli_words, counted
from tablegames.core import words
from tablegames.core.registry import register, unregister
from tests.core.toy import make_toy
from tests.games import BUILT_IN

CLI = Path(__file__).resolve().parents[2] / "src" / "tablegames" / "cli.py"

#: An id said by cli.py: ``.say("id"``, ``counted(words, number, "id"`` (which says
#: ``id.one`` or ``id.other``), and the bots' words of ``_BOT_WORDS`` (counted too).
SAID = re.compile(r"\.say\(\s*\"([^\"]+)\"")
COUNTED = re.compile(r"\bcounted\(\s*[\w.]+,\s*[^,]+,\s*\"([^\"]+)\"")
BOT_WORDS = re.compile(r"\"(bot\.[a-z-]+)\"")

#: A German for the shared words of a game of plain words: a third-party game's language that
#: the command line does not speak.
GERMAN = words.Catalogue(
    "de",
    {
        **words.ENGLISH,
        "seat": "Platz {number}",
        "seat.you": "du",
        "seats": "Plätze {numbers}",
        "list.two": "{first} und {second}",
        "list.more": "{items} und {last}",
        "result.scores": "Punkte: {scores}.",
        "result.winner": "{who} hat gewonnen.",
        "result.winners": "{Who} teilen sich den Sieg.",
        "result.nobody": "Niemand hat gewonnen.",
    },
)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _pieces(template: str) -> set[str]:
    """The words of a template between its fields, each stripped, those with a word of three
    letters or more: what a reader would recognise of it."""
    found = {text.strip() for text, _, _, _ in string.Formatter().parse(template)}
    return {text for text in found if re.search(r"[A-Za-z]{3,}", text)}


#: The English pieces the command line's French must never show: each English template's
#: words between its fields, of two words or more ("seat" and "and" alone may be French
#: words' letters), but those the French says as well (", options").
ENGLISH_PIECES = sorted(
    piece
    for template in ENGLISH.values()
    for piece in _pieces(template)
    if " " in piece and not any(piece in french for french in FRENCH.values())
)


def _english_in(text: str) -> list[str]:
    """The English pieces in ``text``, read with its wrapped lines joined."""
    joined = _joined(text)
    return [piece for piece in ENGLISH_PIECES if piece in text or _joined(piece) in joined]


def _joined(text: str) -> str:
    """``text`` with its lines wrapped by the terminal joined again: each run of spaces and
    line breaks one space (no-break spaces kept)."""
    return re.sub(r"[ \n]+", " ", text)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# -- the catalogue --------------------------------------------------------------------------------


def test_french_has_exactly_the_english_ids_with_the_same_fields() -> None:
    assert list(FRENCH) == list(ENGLISH)
    differing = [key for key in ENGLISH if _fields(ENGLISH[key]) != _fields(FRENCH[key])]
    assert differing == []
    assert cli_words("fr").missing(cli_words("en")) == []


def test_every_id_is_said_by_the_command_line_and_every_id_it_says_exists() -> None:
    source = CLI.read_text("utf-8")
    said = set(SAID.findall(source))
    nouns = (set(COUNTED.findall(source)) | set(BOT_WORDS.findall(source))) - said
    said |= {f"{noun}.{form}" for noun in nouns for form in ("one", "other")}
    # Catalogue.seats says "seat", "seats" and the list's words (its listing).
    if ".seats(" in source:
        said |= {"seat", "seats", "list.two", "list.more", "list.separator"}
    assert sorted(said - set(ENGLISH)) == []
    assert sorted(set(ENGLISH) - said) == []


def test_french_puts_a_no_break_space_before_high_punctuation() -> None:
    """French typography: a space before ":", ";", "?" and "!", a no-break one, which the
    terminal's wrapping never breaks (so no line starts with a colon)."""
    for key, template in FRENCH.items():
        marks = template.replace("? aide", "").replace("? explique", "")  # the help's key
        assert re.findall(r"[^\u00a0][:;?!]", marks) == [], (key, template)


@pytest.mark.parametrize("keys", ["1", "1-14 ou s", "a, b, c', d", "1-99 ou s, t, u, v", "a … z"])
@pytest.mark.parametrize("leave", ["prompt.leave", "prompt.back"])
def test_every_french_prompt_fits_the_terminal_beside_a_few_typed_letters(
    keys: str, leave: str
) -> None:
    said = cli_words("fr")
    for prompt in (
        said.say("prompt", keys=keys, leave=said.say(leave)),
        said.say("prompt.one", leave=said.say(leave)),
    ):
        assert len(prompt) < COLUMNS - 5, prompt


def test_the_language_falls_back_to_english() -> None:
    assert cli_language("fr-CA") == "fr"
    assert cli_language("de") == cli_language(None) == cli_language("EN") == "en"
    assert cli_words("de") is cli_words("en")
    assert counted(cli_words("fr"), 1, "choice") == "1 choix"
    assert counted(cli_words("en"), 0, "move") == "0 moves"


# -- whole games ----------------------------------------------------------------------------------


def test_the_english_pieces_are_found_in_an_english_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The check of the French games can fail: it finds the English of a game without --lang."""
    status, out, err = run(capsys, "play", "ten", "--seed", "2", "--players", "3", "--quiet")
    assert status == 0, err
    assert {"play every seat", ", seed", "Game over."} <= set(_english_in(out))


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_bots_game_in_french_says_no_english_of_the_command_line(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    status, out, err = run(capsys, "play", game, "--seed", "4", "--lang", "fr")
    assert status == 0, err
    assert _english_in(out) == []
    assert ", graine 4. Des bots heuristiques tiennent toutes les places." in _joined(out)
    assert "\nPartie terminée.\n" in out


def _first_decision(game: str, players: int) -> tuple[int, str]:
    """The seat that moves first in ``game`` (seed 4) and the notation of one of its moves."""
    state = tablegames.new_game(game, players=players, seed=4)
    seat = tablegames.current_player(state)
    assert seat is not None
    return seat, tablegames.notation(tablegames.legal_moves(state, seat)[0])


#: A human's answers: a key of no choice, the help, a word that is no move, Enter alone, a
#: move in notation, then until the end: "1" twice (a move by number, or a heading and its
#: first move), "a" and "a'" (the first place on the table of a second menu, one of which is
#: there), Enter (back from a second menu); each answer that is no choice is refused.
ANSWERS = "99\n?\nzzz\n\n{typed}\n" + "1\n1\na\na'\n\n" * 1000


@pytest.mark.parametrize("game", BUILT_IN)
def test_a_human_seat_in_french_hears_no_english_of_the_command_line(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    game: str,
) -> None:
    players = 3 if game != "aluette" else 4
    seat, typed = _first_decision(game, players)
    monkeypatch.setattr(sys, "stdin", io.StringIO(ANSWERS.format(typed=typed)))
    record = tmp_path / "game.tgn"
    argv = ["play", game, "--seed", "4", "--players", str(players), "--lang", "fr"]
    status, out, err = run(capsys, *argv, "--human", str(seat + 1), "--record", str(record))
    assert status == 0, err
    assert _english_in(out) == []
    joined = _joined(out)
    for french in (
        f"Vous tenez la place {seat + 1}\u00a0; des bots heuristiques tiennent les places ",
        "? explique les codes\u00a0; q quitte la partie (Ctrl-C aussi).",
        f" À vous de jouer, joueur {seat + 1}\u00a0",
        " 99 n'est pas l'un des choix\u00a0: tapez ",
        "majuscules et espaces n'y changent rien",
        " «\u00a0zzz\u00a0» n'est pas un coup ici\u00a0; essayez plutôt\u00a0: ",
        ", ou un coup\u00a0; ? aide, q quitte\u00a0: ",
        " Partie terminée. ",
        f" Partie enregistrée dans {record}.",
    ):
        assert french in joined, french
    # Its replay, whole and as the human's seat saw it, and --quiet.
    for extra in ((), ("--seat", str(seat + 1)), ("--quiet",)):
        status, told, err = run(capsys, "replay", str(record), "--lang", "fr", *extra)
        assert status == 0, err
        assert _english_in(told) == []
        assert re.match(r"\S+, \d joueurs, graine 4, \d+ coups", told), told[:80]
    assert f"coups, du point de vue du joueur {seat + 1}.\n" in told or "--seat" not in extra


def test_a_game_left_and_replayed_in_french(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Two human seats share the keyboard; one leaves; the record stops before the end."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 6 + "q\n"))
    saved = tmp_path / "left.json"
    argv = ["play", "ten", "--seed", "2", "--players", "2", "--human", "1", "--human", "2"]
    status, out, err = run(capsys, *argv, "--lang", "fr", "--save", str(saved))
    assert status == 0, err
    assert _english_in(out) == []
    assert "Vous tenez les places 1 et 2.\n" in out
    assert "--- Au tour du joueur 2\u00a0: passez le clavier au joueur 2. ---" in out
    assert "Joueur 2, appuyez sur Entrée quand personne d'autre ne voit l'écran." in out
    assert "Vous avez quitté la partie avant sa fin.\n" in out
    assert f"\nEnregistrement de la partie écrit dans {saved}.\n" in out
    status, told, err = run(capsys, "replay", str(saved), "--lang", "fr")
    assert status == 0, err
    assert _english_in(told) == []
    assert told.endswith("\nL'enregistrement s'arrête avant la fin de la partie.\n")


def test_the_english_is_said_without_lang_and_with_lang_en(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = "99\n?\n1\nq\n"
    outs = []
    for lang in ((), ("--lang", "en"), ("--lang", "EN")):
        monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
        status, out, _ = run(capsys, "play", "ten", "--seed", "2", "--human", "1", *lang)
        assert status == 0
        outs.append(out)
    assert outs[0] == outs[1] == outs[2]
    assert "\nChoose 1 (or press Enter), or type a move; ? helps, q leaves: " in outs[0]
    assert "You left the game before its end.\n" in outs[0]


def _german_toy(name: str) -> Any:
    """A toy game of plain words that speaks German (``GERMAN``) besides its English."""
    base = type(make_toy(name))
    members = {"name": name, "translations": {"de": f"{__name__}:GERMAN"}}
    return type(f"Toy_{name}", (base, Game), members)()


def test_a_language_the_command_line_lacks_leaves_its_words_english(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A third-party game's German: the game's words are German, the command line's English."""
    register(_german_toy("toy_german"))
    try:
        status, out, err = run(capsys, "play", "toy_german", "--seed", "1", "--lang", "de")
        assert status == 0, err
        assert "Punkte: " in out  # the game's result, in German
        assert (
            ", 2 players, seed 1. Random bots play every seat (this game has no heuristic agent)."
            in _joined(out)
        )
        assert "\nGame over.\n" in out
    finally:
        unregister("toy_german")
