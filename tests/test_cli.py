"""The tablegames command line, driven as a user would.

The screens a human sees are checked exactly in ``tests/cli/`` (golden text, and one game of
each played to its end in a pseudo-terminal); this file checks the commands, their errors,
exit statuses and streams.
"""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames.agents import RandomAgent, simulate
from tablegames.cli import main
from tablegames.saboteur.notation import CARD_CODES
from tests.games import BUILT_IN

SOURCE = Path(tablegames.__file__).resolve().parent.parent


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def command(*argv: str, **options: Any) -> subprocess.CompletedProcess[str]:
    """Run ``python -m tablegames`` in a child process (real streams, real exit status)."""
    environment = {**os.environ, "PYTHONPATH": str(SOURCE)}
    return subprocess.run(
        [sys.executable, "-m", "tablegames", *argv],
        capture_output=True,
        text=True,
        env=environment,
        check=False,
        **options,
    )


def test_help_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    for command_line in ([], ["play"], ["simulate"], ["replay"]):
        with pytest.raises(SystemExit) as info:
            main([*command_line, "--help"])
        assert info.value.code == 0
        out = capsys.readouterr().out
        assert "usage: tablegames" in out
        if command_line in (["play"], ["simulate"]):
            assert "--players N" in out  # as docs/cli.rst writes it


# -- argument errors: one line on standard error, status 2 (issue 13, point 3) ------------------

#: (command line, what the one line of error says)
ARGUMENT_ERRORS = [
    (
        "simulate ten --players 2 --games 0",
        "argument --games: expected a whole number of at least 1, got '0'",
    ),
    (
        "simulate ten --players 2 --games -3",
        "argument --games: expected a whole number of at least 1, got '-3'",
    ),
    ("simulate ten --players 2 --games two", "argument --games: expected a whole number"),
    (
        "simulate ten --players 2 --games 3 --workers 0",
        "argument --workers: expected a whole number of at least 1, got '0'",
    ),
    ("simulate ten --games 3", "the following arguments are required: --players"),
    ("simulate ten --players 9 --games 3", "ten is played by 1 to 5 players, got 9"),
    ("simulate chess --players 2 --games 3", "argument game: invalid choice: 'chess'"),
    (
        "simulate aluette --players 4 --games 3 --agents random heuristic",
        "argument --agents: give one agent for every seat, or one per seat (4), not 2",
    ),
    (
        "simulate aluette --players 4 --games 3 --seed -1",
        "argument --seed: expected a whole number from 0 to",
    ),
    (
        "simulate aluette --players 4 --games 3 --option turbo=1",
        "argument --option: aluette has no option 'turbo'; its options are chant, ",
    ),
    ("play ten --option jen=1", "ten has no option 'jen'; its options are take_numbers_needs"),
    (
        "simulate aluette --players 4 --games 3 --option turbo",
        "argument --option: expected NAME=VALUE, got 'turbo'",
    ),
    ("play aluette --human 7", "argument --human: no seat 7; seats are 1 to 4"),
    (
        "play aluette --human 0",
        "argument --human: expected a whole number of at least 1, got '0'",
    ),
    ("play aluette --players 3", "aluette is played by exactly 4 players, got 3"),
    ("play ten --human 1 --reveal", "argument --reveal: not allowed with --human"),
    ("play ten --players 0", "argument --players: expected a whole number of at least 1, got '0'"),
    ("replay no-such-file.json", "No such file or directory: no-such-file.json"),
    (
        "play ten --option unsold_wild=discard --option unsold_wild=taken",
        "argument --option: unsold_wild is given twice ('unsold_wild=discard' and "
        "'unsold_wild=taken'); give it once",
    ),
    (
        "play ten --quiet --seed 1 --record /nonexistent/dir/x.tgn",
        "argument --record: cannot write /nonexistent/dir/x.tgn: there is no directory "
        "/nonexistent/dir",
    ),
    ("play ten --quiet --seed 1 --save /", "argument --save: cannot write /: it is a directory"),
    ("serve --bogus", "unrecognized arguments: --bogus (see 'tablegames serve --help')"),
    ("frobnicate", "argument COMMAND: invalid choice: 'frobnicate'"),
    ("", "the following arguments are required: COMMAND"),
]


@pytest.mark.parametrize(("argv", "message"), ARGUMENT_ERRORS)
def test_every_argument_error_is_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str], argv: str, message: str
) -> None:
    status, out, err = run(capsys, *argv.split())
    assert status == 2
    assert out == ""
    assert err.startswith("tablegames: error: ")
    assert err.count("\n") == 1  # one line, no usage block, no traceback
    assert message in err


def test_argument_errors_from_the_shell_have_no_traceback() -> None:
    """The real console entry: ``--games -3`` and ``--workers 0`` used to end in tracebacks."""
    for argv in (["--games", "-3"], ["--games", "2", "--workers", "0"], ["--games", "0"]):
        done = command("simulate", "ten", "--players", "2", *argv)
        assert done.returncode == 2
        assert done.stdout == ""
        assert done.stderr.startswith("tablegames: error: argument --")
        assert done.stderr.count("\n") == 1


def test_a_bad_setup_is_refused_before_the_progress_bar_starts() -> None:
    done = command("simulate", "ten", "--players", "9", "--games", "3")
    assert done.returncode == 2
    assert done.stderr == "tablegames: error: ten is played by 1 to 5 players, got 9\n"


# -- streams: the output is the game; progress and errors go to standard error ------------------


def test_progress_goes_to_standard_error() -> None:
    """`simulate ... > file` captures the summary only: the bar is on standard error."""
    done = command("simulate", "aluette", "--players", "4", "--games", "3")
    assert done.returncode == 0
    assert done.stdout.startswith("3 games of aluette with 4 players (seed 0)")
    assert "3/3" in done.stderr
    assert "simulating" in done.stderr
    assert "3/3" not in done.stdout
    assert "simulating" not in done.stdout


def test_a_closed_pipe_ends_the_program_quietly() -> None:
    """`tablegames play ... | head`: no "Broken pipe" message, the status of SIGPIPE (141)."""
    environment = {**os.environ, "PYTHONPATH": str(SOURCE)}
    child = subprocess.Popen(
        [sys.executable, "-m", "tablegames", "play", "saboteur", "--players", "10", "--seed", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=environment,
    )
    assert child.stdout is not None
    assert child.stderr is not None
    first = child.stdout.readline()
    child.stdout.close()  # what `head -1` does once it has its line
    status = child.wait(timeout=60)
    errors = child.stderr.read()
    child.stderr.close()
    assert first.startswith(b"Saboteur, 10 players, seed 1.")
    assert errors == b""
    assert status == 141


# -- play ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", list(BUILT_IN))
def test_play_runs_a_full_bot_game(capsys: pytest.CaptureFixture[str], game: str) -> None:
    status, out, _ = run(capsys, "play", game, "--seed", "3", "--quiet")
    assert status == 0
    assert "\nGame over.\n" in out
    # Without --players, the fewest seats the game allows, but two at least: TEN's one-seat
    # game is its solo variant.
    assert "bots play every seat" in out
    assert ", 1 player," not in out


def test_play_is_reproducible_and_saves_a_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "game.json"
    status, first, _ = run(capsys, "play", "aluette", "--seed", "8", "--save", str(saved))
    assert status == 0
    _, second, _ = run(capsys, "play", "aluette", "--seed", "8")
    assert first.replace(f"Saved the game record to {saved}.\n", "") == second
    game_record = tablegames.from_json(saved.read_text())
    assert isinstance(game_record, tablegames.GameRecord)
    assert tablegames.is_over(tablegames.replay(game_record))
    status, out, _ = run(capsys, "replay", str(saved), "--quiet")
    assert status == 0
    assert f"{len(game_record.moves):>4}. " in out
    assert out.strip().endswith(first.strip().splitlines()[-1])


def test_a_spectator_is_told_no_secret(capsys: pytest.CaptureFixture[str]) -> None:
    """Bots only, no --reveal: hands, draws and discards are told without naming the cards."""
    _, out, _ = run(capsys, "play", "saboteur", "--seed", "5", "--quiet")
    assert "drew a card." in out
    assert " drew the " not in out
    assert "hand:" not in out
    _, out, _ = run(capsys, "play", "aluette", "--seed", "3", "--quiet")
    assert "Seat 2 discarded a card face down." in out
    assert "discarded the" not in out


def test_reveal_tells_every_secret_of_a_bots_only_game(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "play", "aluette", "--seed", "3", "--quiet", "--reveal")
    assert "Seat 2 discarded the 4 of cups face down." in out
    assert "Seat 2 discarded a card face down." not in out  # the secret half says it all
    assert "Seat 3's hand: " in out


def test_a_human_seat_driven_through_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bad input is answered with one line and asked again; the game goes on to its end."""
    answers = "oops\n0\n999\n" + "1\n" * 400
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    status, out, _ = run(
        capsys,
        "play",
        "aluette",
        "--seed",
        "4",
        "--human",
        "2",
        "--option",
        "signals=false",
        "--quiet",
    )
    assert status == 0
    assert "\n'oops' is not a legal move here; the closest: " in out
    assert "\n0 is not one of the choices: type 1-" in out  # a slip on the menu, not a move
    assert "\n999 is not one of the choices: type 1-" in out
    assert "Your move, seat 2:" in out
    assert "Signal to your partner" not in out  # signals=false
    assert "\nGame over.\n" in out
    assert "Final score: seats 1+3 " in out
    assert ", your team (seats 2+4) " in out


def test_two_humans_share_the_keyboard(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 40 + "q\n"))
    status, out, _ = run(
        capsys, "play", "ten", "--players", "3", "--seed", "2", "--human", "1", "--human", "3"
    )
    assert status == 0
    assert "You play seats 1 and 3; a heuristic bot plays seat 2." in out
    assert "--- Seat 3's turn: pass the keyboard to seat 3. ---" in out
    assert "You left the game before its end." in out


def test_the_hand_over_clears_the_screen_when_the_output_is_piped_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saboteur §3 (a role is secret), played by two people at one screen through
    ``| tee log``: seat 1's role and hand stayed on screen while seat 2 was asked to come, as
    the screen was cleared only when the output was the terminal itself (the terminal
    player's review). The clearing codes are written to any output, after a screenful of
    blank lines for a terminal that ignores them (TERM=dumb)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\na\n"))  # seat 1 plays; nobody comes
    humans = ("--human", "1", "--human", "2", "--human", "3")
    status, out, _ = run(capsys, "play", "saboteur", "--players", "3", "--seed", "4", *humans)
    assert status == 130
    handed = out.index("--- Seat 2's turn: pass the keyboard to seat 2. ---")
    before = out[:handed]
    assert before.rstrip("\n").endswith("\n" * 80 + "\x1b[H\x1b[2J\x1b[3J")
    assert "You are a" in before  # seat 1's secrets, which the codes and the lines clear


@pytest.mark.parametrize("game", ["saboteur", "aluette"])
def test_an_output_that_cannot_write_the_games_letters_is_told_in_one_line(
    game: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``PYTHONIOENCODING=ascii``, or ``LC_ALL=POSIX PYTHONUTF8=0``: Saboteur's maze and
    Aluette's "Deux d'écrit" ended in a UnicodeEncodeError traceback (the terminal player's
    review)."""
    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="ascii"))
    status = main(["play", game, "--seed", "3", "--quiet"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1
    assert err.startswith("tablegames: error: the output's encoding (ascii) cannot write '\\")
    assert err.endswith(": set PYTHONIOENCODING=utf-8 (or PYTHONUTF8=1)\n")


def test_passing_the_keyboard_shows_nothing_of_the_next_seat_before_it_is_there(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hot-seat play keeps each seat's secrets (rules: Saboteur §3, a role is secret): after
    seat 1's move the screen asks seat 2 to come to the keyboard and shows nothing of seat 2
    (its role, its hand) until Enter; then seat 2 is told, from its own side, what it missed."""
    command = ("play", "saboteur", "--players", "3", "--seed", "4")
    humans = ("--human", "1", "--human", "2", "--human", "3")
    state = tablegames.new_game("saboteur", players=3, seed=4)
    secret = "Your hand: " + ", ".join(CARD_CODES[card] for card in state.hands[1])
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\na\n"))  # seat 1 plays; nobody comes
    status, out, _ = run(capsys, *command, *humans)
    assert status == 130
    handed = out.index("--- Seat 2's turn: pass the keyboard to seat 2. ---")
    assert out.endswith("Seat 2, press Enter when nobody else can see the screen.")
    assert f"You are a {state.roles[1].name.lower()} this round." not in out[handed:]
    assert secret not in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\na\n\n"))  # seat 2 comes and presses Enter
    status, out, _ = run(capsys, *command, *humans)
    told = out[out.index("press Enter when nobody else can see the screen.") :]
    assert secret in told
    assert "Seat 1 placed the tunnel NESW at -1,0." in told  # what seat 2 missed


def test_a_menu_key_that_is_not_on_the_menu_is_told_as_such(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A number or a letter that is no key of the menu is a slip on the menu: the answer gives
    the keys, or the one that was meant (a', a card turned, when only a' is offered), not the
    notations closest in spelling."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("9\n-1\nx\nq\n"))  # the chant vote: 1-2, s
    _, out, _ = run(capsys, "play", "aluette", "--human", "1", "--seed", "7", "--quiet")
    for slip in ("9", "-1", "x"):
        assert f"\n{slip} is not one of the choices: type 1-2 or s, or a move in notation.\n" in out
    assert "the closest" not in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("3\na\nq\n"))  # the dead end NW: a', b', c, d
    _, out, _ = run(capsys, "play", "saboteur", "--human", "1", "--seed", "5", "--quiet")
    assert "\nChoose a', b', c, d, or type a move;" in out
    assert "\na is not one of the choices; did you mean a'?\n" in out


def test_a_typed_move_the_rules_refuse_is_told_why(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """TEN rules §5.4: a bid must beat the high bid. ``bid 1`` under a high bid of 1 is
    answered with the rules' refusal, not with the bids closest in spelling (bid 10, ...), after
    the text it refuses (the screen is drawn again, so the typed line is no longer above)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n1\nbid 1\nq\n"))
    _, out, _ = run(capsys, "play", "ten", "--players", "5", "--human", "3", "--seed", "5")
    assert "Auction of *6: high bid 1 by seat 4; you bid or pass." in out
    assert "\n'bid 1': The highest bid is 1: bid at least 2, or pass.\n" in out
    assert "the closest" not in out
    # The screen after the refusal fits the terminal: the blank line, the table, the menu, the
    # refusal and the prompt in 24 rows.
    screen = out[out.rindex("\nTEN, 5 players") :]
    assert len(screen.splitlines()) <= 24


def test_a_typed_aluette_or_saboteur_move_the_rules_refuse_is_told_why(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Aluette §5: the chant vote comes before any card is played; Saboteur §4: a path card
    fits its neighbours; Saboteur §5: a repair needs a broken tool. Each typed move is
    answered with the rules' refusal, not with the moves closest in spelling."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("7cu\nq\n"))  # seat 1 votes on the chant
    _, out, _ = run(capsys, "play", "aluette", "--human", "1", "--seed", "7", "--quiet")
    assert "\n'7cu': The chant vote is under way: vote for or against the chant.\n" in out
    assert "the closest" not in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("NE@1,0\nfix 2 cart\nq\n"))
    _, out, _ = run(capsys, "play", "saboteur", "--human", "1", "--seed", "5", "--quiet")
    assert "Your hand: NE, NEW, dNW, bP, rC, rPC." in out
    refused = "\n'NE@1,0': The tunnel NE card does not fit at 1,0: its W side is walled but the\n"
    assert refused in out
    assert "\n'fix 2 cart': Seat 2 has no broken cart to repair.\n" in out
    assert "the closest" not in out


def test_every_line_fits_the_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The heading, the narrated events and the result are wrapped to 80 columns, the lines
    after the first indented (ten seats make the longest lines of Saboteur's narration)."""
    _, out, _ = run(capsys, "play", "saboteur", "--players", "10", "--seed", "1", "--quiet")
    assert max(len(line) for line in out.splitlines()) < 80
    assert "\n  " in out[out.index("Round 1 is over: ") :]
    monkeypatch.setattr(sys, "stdin", io.StringIO("q\n"))
    _, out, _ = run(capsys, "play", "saboteur", "--players", "10", "--seed", "1", "--human", "1")
    heading = out.split("\n\n")[0].splitlines()
    assert heading[:2] == [
        "Saboteur, 10 players, seed 1.",
        "You play seat 1; heuristic bots play seats 2, 3, 4, 5, 6, 7, 8, 9 and 10.",
    ]
    assert max(len(line) for line in heading) < 80


def test_boolean_options_are_read_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    """``true`` and ``false`` in any case: the games' messages write them as Python does
    (Aluette's announced_mordienne asks for ``mordienne=True``), and that advice is taken."""
    argv = ["play", "aluette", "--seed", "2", "--quiet", "--option", "announced_mordienne=true"]
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    advice = re.search(r"needs (mordienne=True):", err)
    assert advice is not None, err
    status, out, err = run(capsys, *argv, "--option", advice[1])
    assert (status, err) == (0, "")
    status, same, _ = run(capsys, *argv, "--option", "mordienne=true")
    assert status == 0
    assert same == out
    told = set()
    for written in ("False", "FALSE", "false"):
        status, out, err = run(
            capsys, "play", "ten", "--seed", "2", "--quiet", "--option", f"bid_with_cards={written}"
        )
        assert (status, err) == (0, "")
        told.add(out.split("\n\n", 1)[1])  # the game, after its first lines
    plain = run(capsys, "play", "ten", "--seed", "2", "--quiet")[1].split("\n\n", 1)[1]
    assert len(told) == 1  # one game, however false is written
    assert told != {plain}  # and not the standard rule's (bid_with_cards=true)


def test_the_first_line_names_the_options_that_differ_from_the_standard_rules(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A game's first line, played or replayed, says the options it is played under, as the
    game text's Options header writes them: a player could not learn them but from JSON."""
    saved = tmp_path / "game.tgn"
    argv = ["play", "saboteur", "--players", "4", "--seed", "1", "--quiet", "--bot", "random"]
    options = ["--option", "break_own_tools=False", "--option", "gold_distribution=official"]
    status, out, _ = run(capsys, *argv, *options, "--record", str(saved))
    assert status == 0
    named = "options gold_distribution=official break_own_tools=false"
    assert out.startswith(f"Saboteur, 4 players, seed 1, {named}.".replace(" break", "\n  break"))
    status, out, _ = run(capsys, "replay", str(saved))
    assert status == 0
    assert out.splitlines()[0].startswith(f"Saboteur, 4 players, seed 1, {named}, ")
    status, out, _ = run(capsys, *argv)
    assert out.startswith("Saboteur, 4 players, seed 1. Random bots")


def test_a_seat_given_as_an_option_is_told_to_count_from_0(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Seats count from 1 on the command line, but an option keeps its value: Saboteur's
    first_player=2 is the third seat, seat 3 in what the game prints. Where a player meets it
    (the help of --option and the option's own text) says so."""
    for command_line in (["play"], ["simulate"]):
        with pytest.raises(SystemExit):
            main([*command_line, "--help"])
        help_text = " ".join(capsys.readouterr().out.split())
        assert "a seat number in an option counts from 0" in help_text
        assert "first_player=2 is seat 3" in help_text
    documented = " ".join((tablegames.saboteur.SaboteurOptions.__doc__ or "").split())
    assert "counted from 0" in documented
    assert "``--option first_player=2`` or in the web lobby: that is the third seat" in documented
    argv = ["play", "saboteur", "--players", "3", "--seed", "1", "--quiet", "--bot", "random"]
    status, out, _ = run(capsys, *argv, "--option", "first_player=2")
    assert status == 0
    assert "Round 1 of 3: new roles, goals and hands; seat 3 plays first." in out


def test_a_bad_output_file_is_refused_before_the_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A --record or --save file that cannot be written is one error line before the game
    starts, so a human does not play a whole game for nothing."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # nobody would be asked anything
    for option in ("--record", "--save"):
        missing = tmp_path / "missing" / "game.tgn"
        status, out, err = run(capsys, "play", "ten", "--human", "1", option, str(missing))
        assert (status, out) == (2, "")
        assert err == (
            f"tablegames: error: argument {option}: cannot write {missing}: there is no "
            f"directory {missing.parent}\n"
        )


def test_one_file_for_both_outputs_is_refused_before_the_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """--record and --save naming one file (spelt alike, or not: ``./x/../same.tgn``, a
    link) would keep one of the two: refused in one line before the game, nothing written."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))  # nobody would be asked anything
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x").mkdir()
    (tmp_path / "kept.tgn").write_text("kept", encoding="utf-8")
    (tmp_path / "link.tgn").symlink_to(tmp_path / "kept.tgn")
    for record, save in [
        ("same.tgn", "same.tgn"),
        ("same.tgn", "./x/../same.tgn"),
        ("same.tgn", str(tmp_path / "same.tgn")),
        ("kept.tgn", "link.tgn"),
    ]:
        argv = ["play", "ten", "--human", "1", "--record", record, "--save", save]
        status, out, err = run(capsys, *argv)
        assert (status, out) == (2, "")
        assert err == (
            f"tablegames: error: argument --save: {Path(save)} is the same file as --record "
            f"{Path(record)}, which would keep only one of the two: give two files\n"
        )
    assert not (tmp_path / "same.tgn").exists()
    assert (tmp_path / "kept.tgn").read_text(encoding="utf-8") == "kept"
    status, _, _ = run(capsys, "play", "ten", "--quiet", "--record", "a.tgn", "--save", "a.json")
    assert status == 0  # two files: both written
    assert tablegames.from_game_text((tmp_path / "a.tgn").read_text(encoding="utf-8"))
    assert tablegames.from_json((tmp_path / "a.json").read_text(encoding="utf-8"))


def test_a_file_that_cannot_be_written_at_the_end_does_not_hide_the_result(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    saved, recorded = tmp_path / "game.json", tmp_path / "game.tgn"

    def full_disk(path: Path, *args: object, **kwargs: object) -> int:
        if path == recorded:
            raise OSError(28, "No space left on device", str(path))
        return Path.write_bytes(path, str(args[0]).encode())

    monkeypatch.setattr(Path, "write_text", full_disk)
    status, out, err = run(
        capsys,
        "play",
        "ten",
        "--seed",
        "1",
        "--quiet",
        "--save",
        str(saved),
        "--record",
        str(recorded),
    )
    assert status == 2
    assert f"Saved the game record to {saved}.\n" in out  # the other file is written
    assert "\nGame over.\n" in out
    assert out.rstrip().splitlines()[-1].endswith(" wins.")  # the result is told
    assert err == (
        f"tablegames: error: could not save the game to {recorded}: No space left on device\n"
    )


def test_leaving_at_a_prompt_saves_on_a_line_of_its_own(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Ctrl-D (the end of the input) at a prompt: "Saved ..." starts a line of its own rather
    than following the prompt that got no answer."""
    recorded = tmp_path / "left.tgn"
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    status, out, _ = run(
        capsys, "play", "ten", "--human", "1", "--seed", "1", "--record", str(recorded)
    )
    assert status == 130
    assert out.endswith(f"q leaves: \nSaved the game to {recorded}.\n")


def test_a_heading_does_not_repeat_its_name_as_its_code(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Tunnel NEW (NEW)" says NEW twice: the menu shows "Tunnel NEW"; a code that differs from
    the name ("Dead end NW (dNW)") stays, as it is what one types."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n\n2\nq\n"))
    _, out, _ = run(capsys, "play", "saboteur", "--human", "1", "--seed", "2", "--quiet")
    assert "\nTunnel NEW: where? (a letter of the table)\n" in out
    assert "(NEW)" not in out
    assert "Dead end NES (dNES): where?" in out


def test_end_of_input_exits_cleanly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    status, _, err = run(capsys, "play", "aluette", "--seed", "4", "--human", "1")
    assert status == 130
    assert err == "\nInterrupted. Goodbye.\n"


def test_q_leaves_and_still_saves(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    saved = tmp_path / "left.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nq\n"))
    status, out, _ = run(
        capsys, "play", "ten", "--players", "2", "--human", "1", "--seed", "1", "--save", str(saved)
    )
    assert status == 0
    assert "You left the game before its end." in out
    left = tablegames.from_json(saved.read_text())
    assert isinstance(left, tablegames.GameRecord)
    assert not tablegames.is_over(tablegames.replay(left))


# -- simulate ------------------------------------------------------------------------------------


def test_simulate_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys,
        "simulate",
        "aluette",
        "--players",
        "4",
        "--games",
        "6",
        "--agents",
        "heuristic",
        "random",
        "heuristic",
        "random",
        "--no-progress",
    )
    assert status == 0
    assert err == ""
    lines = out.splitlines()
    assert lines[0].startswith("6 games of aluette with 4 players (seed 0) in ")
    assert "games/s" in lines[0]
    assert lines[1].split() == ["seat", "agent", "wins", "shared", "win", "rate", "mean", "score"]
    assert [line.split()[1] for line in lines[2:6]] == ["heuristic", "random"] * 2
    assert "Partners win together" in out


def test_a_solo_simulation_reports_scores_not_wins(capsys: pytest.CaptureFixture[str]) -> None:
    """TEN rules §4: the solo result is the score; the seat is the winner of record of every
    game (tablegames.winners is (0,), as docs/ten.rst says), so a 100% win rate would mean
    nothing and the summary says why it gives none."""
    status, out, _ = run(
        capsys, "simulate", "ten", "--players", "1", "--games", "3", "--no-progress"
    )
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("3 games of ten with 1 player (seed 0) in ")
    assert lines[1].split() == ["seat", "agent", "mean", "score", "lowest", "highest"]
    assert lines[-1] == (
        "A solo game is always won by its one seat, the winner of record: its result is the score."
    )
    assert "win rate" not in out
    assert "%" not in out


def test_simulate_says_how_ties_were_counted(capsys: pytest.CaptureFixture[str]) -> None:
    """Saboteur ties share first place: the summary counts them and says so."""
    argv = ["simulate", "saboteur", "--players", "5", "--games", "20", "--seed", "2"]
    _, out, _ = run(capsys, *argv, "--no-progress")
    summary = simulate("saboteur", games=20, players=5, agents=RandomAgent, seed=2)
    ties = [r for r in summary.results if len(r.winners) > 1]
    assert ties  # this seed has some: the test would prove nothing otherwise
    assert (
        f"{len(ties)} games of 20 had several winners: each was counted as a win for every one "
        f"of them (column 'shared'), so the wins add up to {sum(summary.wins)}." in out
    )
    rows = out.splitlines()[2:7]
    for seat, row in enumerate(rows):
        assert int(row.split()[3]) == sum(1 for r in ties if seat in r.winners)
    argv = ["simulate", "ten", "--players", "2", "--games", "3", "--seed", "1"]
    summary = simulate("ten", games=3, players=2, agents=RandomAgent, seed=1)
    assert all(len(r.winners) == 1 for r in summary.results)
    _, out, _ = run(capsys, *argv, "--no-progress")
    assert "Every game had one winning seat." in out


def test_simulate_rotates_the_agents_and_counts_by_agent(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--rotate`` is ``simulate(rotate=True)``: a row is an agent, with its wins, shared
    wins and mean score wherever it sat (Saboteur §8 ties share first place)."""
    from tablegames.agents import heuristic_factory

    kinds = ["heuristic", "random", "random", "random", "random"]
    argv = ["simulate", "saboteur", "--players", "5", "--games", "10", "--seed", "3"]
    status, out, _ = run(capsys, *argv, "--agents", *kinds, "--rotate", "--no-progress")
    assert status == 0
    factories = [heuristic_factory("saboteur") if k == "heuristic" else RandomAgent for k in kinds]
    summary = simulate("saboteur", games=10, players=5, agents=factories, seed=3, rotate=True)
    assert summary.agent_wins != summary.wins  # else the rows could be seats after all
    lines = out.splitlines()
    assert lines[1].split()[:3] == ["from", "seat", "agent"]
    for agent, row in enumerate(lines[2:7]):
        cells = row.split()
        assert cells[:3] == [str(agent + 1), kinds[agent], str(summary.agent_wins[agent])]
        shared = sum(
            1
            for r in summary.results
            if len(r.winners) > 1 and agent in (r.seating[seat] for seat in r.winners)
        )
        assert int(cells[3]) == shared
        assert cells[5] == f"{summary.agent_mean_scores[agent]:.2f}"
    assert "Seats rotated: every agent moved one seat on each game" in out


def test_simulate_writes_every_game_as_a_game_text_that_replays(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``--records FILE`` writes each game, its seats named after their agents and its number
    in ``Round``; ``tablegames.from_game_texts`` reads them back and ``replay --game K``
    replays one."""
    path = tmp_path / "games.tgn"
    argv = ["simulate", "ten", "--players", "3", "--games", "4", "--seed", "5", "--rotate"]
    status, out, _ = run(
        capsys,
        *argv,
        "--agents",
        "heuristic",
        "random",
        "random",
        "--records",
        str(path),
        "--no-progress",
    )
    assert status == 0
    assert out.splitlines()[-1] == f"Saved 4 games to {path}."
    from tablegames.agents import heuristic_factory

    agents = [heuristic_factory("ten"), RandomAgent, RandomAgent]
    summary = simulate("ten", games=4, players=3, agents=agents, seed=5, rotate=True, records=True)
    texts = list(tablegames.from_game_texts(path.read_text(encoding="utf-8")))
    assert [t.headers["Round"] for t in texts] == ["1", "2", "3", "4"]
    assert [t.record for t in texts] == [r.record for r in summary.results]
    for text, result in zip(texts, summary.results, strict=True):
        kinds = ["heuristic", "random", "random"]
        assert text.names == tuple(kinds[agent] for agent in result.seating)
    state = tablegames.replay(texts[2].record)
    status, out, _ = run(capsys, "replay", str(path), "--game", "3", "--quiet")
    assert status == 0
    assert out.startswith(f"TEN, 3 players, seed {texts[2].record.seed}, ")
    assert f"{len(texts[2].record.moves)} moves." in out.splitlines()[0]
    assert tablegames.is_over(state)


def test_replay_asks_which_game_of_several(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A file of several games needs ``--game``; a game beyond them, or a records file that
    could not be written, is refused in one line (the latter before any game is played)."""
    path = tmp_path / "games.tgn"
    run(
        capsys,
        "simulate",
        "ten",
        "--players",
        "2",
        "--games",
        "2",
        "--records",
        str(path),
        "--no-progress",
    )
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2
    assert (
        err == f"tablegames: error: {path} holds several games: choose one with --game K (from 1)\n"
    )
    status, _, err = run(capsys, "replay", str(path), "--game", "3")
    assert err.startswith(f"tablegames: error: argument --game: {path} holds 2 games, not 3")
    missing = tmp_path / "nowhere" / "games.tgn"
    status, out, err = run(
        capsys, "simulate", "ten", "--players", "2", "--games", "2", "--records", str(missing)
    )
    assert status == 2
    assert out == ""
    # One line, refused before the progress bar (on standard error) and any game.
    assert err == (
        f"tablegames: error: argument --records: cannot write {missing}: there is no "
        f"directory {missing.parent}\n"
    )


@pytest.mark.parametrize(("workers", "games"), [("1", 120), ("2", 200)])
def test_ctrl_c_still_writes_the_games_finished(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    workers: str,
    games: int,
) -> None:
    """Ctrl-C during ``simulate --records`` writes the first games, those finished, as the
    whole simulation would have written them, says so, and exits with 130 (it wrote
    nothing). Here Ctrl-C comes as the progress bar moves past the first chunk of games."""
    import tablegames.cli

    def interrupted(total: int, wanted: bool) -> tuple[Any, Any]:
        def progress(done: int) -> None:
            if done:
                raise KeyboardInterrupt

        return progress, lambda: None

    monkeypatch.setattr(tablegames.cli, "_progress", interrupted)
    path = tmp_path / "games.tgn"
    argv = ["simulate", "ten", "--players", "2", "--games", str(games), "--rotate"]
    status, out, err = run(capsys, *argv, "--workers", workers, "--records", str(path))
    assert status == 130
    assert err == "\nInterrupted. Goodbye.\n"
    texts = list(tablegames.from_game_texts(path.read_text(encoding="utf-8")))
    assert 0 < len(texts) < games
    assert out == (
        f"Saved the first {len(texts)} games of {games}, those finished before the "
        f"interruption, to {path}.\n"
    )
    whole = simulate("ten", games=games, players=2, agents=RandomAgent, seed=0, rotate=True)
    assert [t.headers["Round"] for t in texts] == [str(k) for k in range(1, len(texts) + 1)]
    assert [t.record.seed for t in texts] == [r.seed for r in whole.results[: len(texts)]]
    # The games replay to the scores the whole simulation had.
    for text, result in zip(texts, whole.results, strict=False):
        assert tablegames.scores(tablegames.replay(text.record)) == result.scores


def test_simulate_counts_games_nobody_won(capsys: pytest.CaptureFixture[str]) -> None:
    """A game against the house may end with several winners (not a tie: each beat the house)
    or with none: the summary says so instead of calling them ties or leaving them out."""
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy

    def scorers(self: Any, state: Any) -> tuple[int, ...]:
        """The house wins when one seat took both rounds; else both round takers beat it."""
        if not self.is_over(state) or max(state.points) > 1:
            return ()
        return tuple(seat for seat, points in enumerate(state.points) if points)

    house = make_toy("toy_house")
    register(type("HouseToy", (type(house),), {"winners": scorers})())
    try:
        summary = simulate("toy_house", games=30, players=3, agents=RandomAgent, seed=1)
        argv = ["simulate", "toy_house", "--players", "3", "--games", "30", "--seed", "1"]
        _, out, _ = run(capsys, *argv, "--no-progress")
    finally:
        unregister("toy_house")  # the worker's other tests see the installed games only
    nobody = sum(1 for r in summary.results if not r.winners)
    several = sum(1 for r in summary.results if len(r.winners) > 1)
    assert nobody  # the seed has both kinds: the test would prove nothing otherwise
    assert several
    assert f"{several} games of 30 had several winners" in out
    assert f"{nobody} games of 30 had no winner." in out
    assert "tie" not in out


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"games": 0}, "games must be a whole number of at least 1, got 0"),
        ({"games": -3}, "games must be a whole number of at least 1, got -3"),
        ({"games": 2.5}, "games must be a whole number of at least 1, got 2.5"),
        ({"games": True}, "games must be a whole number of at least 1, got True"),
        ({"workers": 0}, "workers must be a whole number of at least 1, got 0"),
        ({"chunk_size": 0}, "chunk_size must be a whole number of at least 1, got 0"),
        ({"agents": [RandomAgent]}, "expected 4 agent factories"),
    ],
)
def test_simulate_refuses_bad_counts_with_config_error(
    arguments: dict[str, Any], message: str
) -> None:
    """simulate() itself: a ConfigError (a TableGamesError), never a bare ValueError."""
    call: dict[str, Any] = {"games": 2, "players": 4, "agents": RandomAgent, "seed": 1}
    with pytest.raises(tablegames.ConfigError, match=message.replace("(", r"\(")):
        simulate("aluette", **{**call, **arguments})


# -- replay --------------------------------------------------------------------------------------


def test_replay_as_one_seat_hides_the_others_secrets(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    state = tablegames.new_game("aluette", players=4, seed=3)
    from tablegames.agents import play

    final = play(state, [RandomAgent(seat) for seat in range(4)])
    path = tmp_path / "game.json"
    path.write_text(tablegames.to_json(tablegames.record(final)))
    _, everything, _ = run(capsys, "replay", str(path), "--quiet")
    _, seat_2, _ = run(capsys, "replay", str(path), "--quiet", "--seat", "2")
    assert "Seat 1's hand: " in everything
    assert "Seat 1's hand: " not in seat_2
    assert "Your hand: " in seat_2
    assert seat_2.splitlines()[0].endswith("as seat 2 saw it.")
    status, _, err = run(capsys, "replay", str(path), "--seat", "5")
    assert status == 2
    assert err == "tablegames: error: argument --seat: no seat 5; seats are 1 to 4\n"
    solo = tmp_path / "solo.json"
    final = play(tablegames.new_game("ten", players=1, seed=1), [RandomAgent(0)])
    solo.write_text(tablegames.to_json(tablegames.record(final)))
    status, _, err = run(capsys, "replay", str(solo), "--seat", "2")
    assert err == "tablegames: error: argument --seat: no seat 2; the only seat is 1\n"


def test_replay_refuses_a_non_record(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text(tablegames.to_json(tablegames.new_game("aluette", players=4, seed=1)))
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2
    assert "not a record" in err
    path.write_text(json.dumps({"format": "chess"}))
    status, _, err = run(capsys, "replay", str(path))
    assert status == 2
    assert "not a tablegames document" in err
    assert err.count("\n") == 1  # the problems listed on one line, as every error is
    path.write_text(json.dumps({"format": "tablegames", "version": 2, "kind": "record"}))
    status, out, err = run(capsys, "replay", str(path))
    assert (status, out) == (2, "")
    assert err.startswith("tablegames: error: not a tablegames document: $.game: missing")
    assert err.count("\n") == 1


def test_play_records_a_game_text_and_replay_reads_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """--record writes the game text (TGN); replay reads it as it reads JSON records."""
    text, data = tmp_path / "game.tgn", tmp_path / "game.json"
    status, first, _ = run(
        capsys, "play", "saboteur", "--seed", "8", "--quiet", "--record", str(text)
    )
    assert status == 0
    assert first.splitlines()[-2].startswith("Final nuggets: ")
    run(capsys, "play", "saboteur", "--seed", "8", "--quiet", "--record", str(data))
    written = text.read_text(encoding="utf-8")
    assert written.startswith('[Game "saboteur"]\n[Players "3"]\n[Seed "8"]\n')
    assert "[Date" not in written  # bots only: nobody to date the game for
    game_record = tablegames.from_game_text(written)
    assert tablegames.from_json(data.read_text()) == game_record
    for path in (text, data):
        status, out, _ = run(capsys, "replay", str(path), "--quiet")
        assert status == 0
        assert out.strip().endswith(first.strip().splitlines()[-1])
    start = written.index("\n1. ") + 4
    end = written.index(" ", start)
    broken = written[:start] + "NESW@40,40" + written[end:]
    text.write_text(broken, encoding="utf-8")
    status, _, err = run(capsys, "replay", str(text))
    assert status == 2
    assert err.count("\n") == 1
    assert "move 1 (NESW@40,40): 'NESW@40,40': You do not hold a tunnel NESW card." in err


def test_python_dash_m_runs_the_command_line() -> None:
    done = command("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == tablegames.__version__


def test_a_game_without_a_heuristic_agent_is_told_played_by_random_bots(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """play says random bots play a game with no heuristic agent (it said "Heuristic bots play
    every seat"), and simulate refuses --agents heuristic for it rather than counting random
    bots as heuristic ones."""
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy

    register(make_toy("toy_no_heuristic_cli"))
    try:
        status, out, _ = run(capsys, "play", "toy_no_heuristic_cli", "--seed", "1", "--quiet")
        assert status == 0
        assert " ".join(out.split()).startswith(
            "Toy_no_heuristic_cli, 2 players, seed 1. Random bots play every seat (this game "
            "has no heuristic agent)."
        )
        assert "Heuristic" not in out
        argv = ["simulate", "toy_no_heuristic_cli", "--players", "2", "--games", "2"]
        status, out, err = run(capsys, *argv, "--agents", "heuristic", "random", "--no-progress")
        assert status == 2
        assert out == ""
        assert err == (
            "tablegames: error: argument --agents: toy_no_heuristic_cli has no heuristic agent "
            "(its Game object does not define heuristic_agent): use random\n"
        )
        status, out, _ = run(capsys, *argv, "--no-progress")
        assert status == 0
        assert "  1  random " in out
    finally:
        unregister("toy_no_heuristic_cli")


def test_play_seats_the_games_default_players_when_given_no_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--players`` left out: the game's ``default_players``, which a game may set (the lobby
    reads the same; each wrote its own rule before)."""
    from tablegames.core.registry import register, unregister
    from tests.core.toy import make_toy

    toy = make_toy("toy_three_at_table")
    register(type("ThreeAtTable", (type(toy),), {"default_players": 3})())
    try:
        status, out, _ = run(capsys, "play", "toy_three_at_table", "--seed", "1", "--quiet")
        assert status == 0
        assert out.startswith("Toy_three_at_table, 3 players, seed 1.")
    finally:
        unregister("toy_three_at_table")
    assert [tablegames.GAMES[name].default_players for name in ("aluette", "saboteur", "ten")] == [
        4,
        3,
        2,
    ]


def _own_bot_example() -> tuple[str, str, list[str]]:
    """docs/cli.rst's "Your own bot": the module, the command and the output it shows."""
    text = (Path(__file__).parent.parent / "docs" / "cli.rst").read_text(encoding="utf-8")
    section = text[text.index(".. _cli-own-bot:") :]
    python = section[section.index(".. code-block:: python") :].split("\n\n", 1)[1]
    module = textwrap.dedent(python[: python.index("\nand, in the same directory")])
    console = section[section.index(".. code-block:: console") :].split("\n\n", 1)[1]
    lines = [line[3:] for line in console.split("\n\n", 1)[0].splitlines()]
    return module, lines[0].removeprefix("$ tablegames "), lines[1:]


@pytest.fixture
def own_bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The current directory holds docs/cli.rst's mybots.py, and an impostor bot; sys.path and
    the imported modules are restored afterwards."""
    module, _, _ = _own_bot_example()
    impostor = (
        "from tablegames import aluette\n\n\n"
        "def Impostor(seed):\n"
        "    return _Impostor()\n\n\n"
        "class _Impostor:\n"
        "    def choose(self, view, moves):\n"
        "        return aluette.Signal((view.player + 1) % 4, aluette.SignalKind.WEAK_HAND)\n\n\n"
        "NOT_A_FACTORY = 3\n\n\n"
        "def no_seed():\n"
        "    return _Impostor()\n"
    )
    yield from _bot_module(tmp_path, monkeypatch, "mybots", module + "\n" + impostor)


def _bot_module(
    folder: Path, monkeypatch: pytest.MonkeyPatch, name: str, source: str
) -> Iterator[Path]:
    """Make ``folder`` the current directory, holding the module ``name`` with ``source``;
    sys.path and the imported modules are restored afterwards."""
    (folder / f"{name}.py").write_text(source, encoding="utf-8")
    monkeypatch.chdir(folder)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delitem(sys.modules, name, raising=False)
    yield folder
    sys.modules.pop(name, None)


def test_simulate_and_play_take_your_own_bot_as_module_name(
    own_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/cli.rst's example: --agents takes MODULE:NAME, imported from the current
    directory (as uvicorn's module:app), in one process and in worker processes, and prints
    the summary the page shows; --bot takes it too."""
    _, argv, shown = _own_bot_example()
    for workers in ("1", "2"):
        status, out, _ = run(capsys, *argv.split(), "--workers", workers)
        assert status == 0
        lines = out.splitlines()
        assert lines[0].startswith(shown[0].split(" in ")[0])
        assert lines[1:] == shown[1:]
    status, out, _ = run(capsys, "play", "ten", "--seed", "1", "--bot", "mybots:FirstMove")
    assert status == 0
    assert out.startswith("TEN, 2 players, seed 1. 'mybots:FirstMove' bots play every seat.")


def test_the_search_agent_is_a_bot_by_name() -> None:
    """--agents mcts and --bot mcts are the search agent, MCTSAgent."""
    from tablegames.agents import MCTSAgent
    from tablegames.cli import _factory

    assert _factory("ten", "mcts") is MCTSAgent


@pytest.mark.usefixtures("own_bots")
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            "simulate ten --players 2 --games 1 --agents greedy",
            "argument --agents: expected heuristic, random, mcts "
            "or MODULE:NAME (an agent factory importable from the current directory, as in "
            "mybots:Greedy), got 'greedy'",
        ),
        (
            "simulate ten --players 2 --games 1 --agents nosuch:X",
            "argument --agents: cannot import 'nosuch' for nosuch:X: No module named 'nosuch'",
        ),
        (
            "simulate ten --players 2 --games 1 --agents mybots:Nope",
            "argument --agents: mybots:Nope: 'mybots' has no 'Nope'",
        ),
        (
            "play ten --bot mybots:NOT_A_FACTORY",
            "argument --bot: mybots:NOT_A_FACTORY is not an "
            "agent factory (a class or function that makes an agent from a seed) but of type int",
        ),
        (
            "play ten --bot mybots:no_seed",
            "argument --bot: mybots:no_seed is not an agent factory (a class or function that "
            "makes an agent from a seed): it cannot be called with a seed (too many positional "
            "arguments)",
        ),
        (
            "simulate ten --players 2 --games 1 --workers 2 --agents random mybots:no_seed",
            "argument --agents: mybots:no_seed is not an agent factory (a class or function "
            "that makes an agent from a seed): it cannot be called with a seed (too many "
            "positional arguments)",
        ),
    ],
)
def test_a_bad_bot_spec_is_one_line(
    argv: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(
        capsys, *argv.split(), "--no-progress" if "simulate" in argv else "--quiet"
    )
    assert status == 2
    assert out == ""
    assert err.startswith(f"tablegames: error: {message}")


def test_the_cli_s_bots_move_for_their_own_seat_only(
    own_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Aluette §8: a signal may be made at any time by any seat; a bot signalling in another
    seat's name is refused (core.move.not_your_seat) by play and simulate alike, and simulate
    says which game, seat and bot it was."""
    status, _, err = run(
        capsys, "play", "aluette", "--seed", "1", "--bot", "mybots:Impostor", "--quiet"
    )
    assert status == 2, err
    assert err.startswith("tablegames: error: This move names seat ")
    argv = "simulate aluette --players 4 --games 1 --agents mybots:Impostor --no-progress"
    status, _, err = run(capsys, *argv.split())
    assert status == 2, err
    assert err.startswith("tablegames: error: This move names seat ")
    assert "[tablegames simulate (seed 0): game 1, move 1, Signal(" in err
    assert ", chosen by the mybots:Impostor bot of seat " in err
    assert err.endswith(
        "[to play it again, as the last game: tablegames simulate aluette --players 4 "
        "--games 1 --seed 0 --agents mybots:Impostor]\n"
    )


FAILING_BOTS = '''\
import sys

import attrs


class OtherSeat:
    """Plays its first legal move in the next seat's name."""

    def __init__(self, seed):
        self.seed = seed

    def choose(self, view, moves):
        return attrs.evolve(moves[0], player=(view.player + 1) % view.players)


class Sometimes:
    """Plays in the next seat's name in the games where its seed is a multiple of 3."""

    def __init__(self, seed):
        self.other = seed % 3 == 0

    def choose(self, view, moves):
        if self.other:
            return attrs.evolve(moves[0], player=(view.player + 1) % view.players)
        return moves[0]


class Raiser:
    """Raises at its first decision."""

    def __init__(self, seed):
        self.seed = seed

    def choose(self, view, moves):
        raise KeyError("a bug in the bot")


class Exits:
    """Ends the program with status 3 at its first decision."""

    def __init__(self, seed):
        self.seed = seed

    def choose(self, view, moves):
        sys.exit(3)


class LateRaiser:
    """Raises at its fourth decision."""

    def __init__(self, seed):
        self.calls = 0

    def choose(self, view, moves):
        self.calls += 1
        if self.calls == 4:
            raise KeyError("a late bug in the bot")
        return moves[0]


def exits_on_make(seed):
    """Ends the program with status 4 when asked for an agent."""
    sys.exit(4)


class NoChoose:
    """Makes no agent: it has no choose()."""

    def __init__(self, seed):
        self.seed = seed
'''


@pytest.fixture
def failing_bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The current directory holds failingbots.py; sys.path and the modules are restored."""
    yield from _bot_module(tmp_path, monkeypatch, "failingbots", FAILING_BOTS)


def test_play_notes_a_bot_s_refused_move_on_its_error_line(
    failing_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bot's move the rules refuse ends ``play`` with one error line that, as
    agents.play()'s notes do, says the seed, the bot, its seat (from 1, as on screen), the
    move's number and the move."""
    status, _, err = run(
        capsys, "play", "ten", "--seed", "3", "--bot", "failingbots:OtherSeat", "--quiet"
    )
    assert status == 2, err
    assert err == (
        "tablegames: error: This move names seat 2, but you play seat 1. [tablegames play "
        "(seed 3): move 1, Draw(player=1), chosen by the failingbots:OtherSeat bot of seat 1]\n"
    )


def test_simulate_tells_a_bot_s_refused_move_counting_from_1(
    failing_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``simulate`` words a bot's refused move as ``play`` does, the game and the seat from 1
    (as the summary and ``replay --game K`` count), and gives the command that plays the game
    again, not a Python call."""
    argv = "simulate ten --players 2 --games 4 --agents failingbots:OtherSeat random"
    status, out, err = run(capsys, *argv.split(), "--no-progress")
    assert (status, out) == (2, "")
    assert err == (
        "tablegames: error: This move names seat 2, but you play seat 1. [tablegames simulate "
        "(seed 0): game 1, move 1, Draw(player=1), chosen by the failingbots:OtherSeat bot of "
        "seat 1] [to play it again, as the last game: tablegames simulate ten --players 2 "
        "--games 1 --seed 0 --agents failingbots:OtherSeat random]\n"
    )


def test_the_command_told_plays_the_failed_game_again(
    failing_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bot that fails in a later game of a rotated simulation: the game told is the one
    simulate() counts from 0, plus 1; the seat is the one the bot sat at in that game; and the
    command told, options included, fails again in the same words."""
    argv = [
        "simulate", "ten", "--players", "2", "--games", "12", "--seed", "4", "--rotate",
        "--agents", "random", "failingbots:Sometimes", "--option", "limit_bust_tokens=true",
    ]  # fmt: skip
    status, _, err = run(capsys, *argv, "--workers", "2", "--no-progress")
    assert status == 2, err
    told = re.fullmatch(
        r"tablegames: error: This move names seat \d, but you play seat (\d)\. \[tablegames "
        r"simulate \(seed 4\): game (\d+), move \d+, \w+\(.*\), chosen by the "
        r"failingbots:Sometimes bot of seat (\d)\] \[to play it again, as the last game: "
        r"(.*)\]\n",
        err,
    )
    assert told is not None, err
    seat, game, bot_seat, again = int(told[1]), int(told[2]), int(told[3]), told[4]
    assert seat == bot_seat
    assert game > 1  # a later game: its number is worth checking
    import failingbots  # type: ignore[import-not-found]

    with pytest.raises(tablegames.IllegalMoveError) as raised:
        simulate(
            "ten", games=12, players=2, agents=[RandomAgent, failingbots.Sometimes], seed=4,
            rotate=True, options={"limit_bust_tokens": True},
        )  # fmt: skip
    assert f"simulate(): game {game - 1} (from 0)" in getattr(raised.value, "__notes__", [""])[-1]
    # Rotated: in game K (from 1) the second agent sits at seat 1 + K % 2.
    assert bot_seat == 1 + game % 2
    assert again == (
        f"tablegames simulate ten --players 2 --games {game} --seed 4 --agents random "
        "failingbots:Sometimes --option limit_bust_tokens=true --rotate"
    )
    status, _, again_err = run(capsys, *shlex.split(again)[1:], "--no-progress")
    assert (status, again_err) == (2, err)


def test_play_notes_the_error_a_bot_raises(
    failing_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bot that raises ends ``play`` with its own error, noted with the seed, the bot, its
    seat and the number of the move it was choosing (shown under the traceback)."""
    with pytest.raises(KeyError) as raised:
        main(["play", "ten", "--seed", "3", "--bot", "failingbots:Raiser", "--quiet"])
    assert raised.value.__notes__ == [
        "tablegames play (seed 3): raised by the failingbots:Raiser bot of seat 1, choosing move 1"
    ]


def test_play_and_simulate_print_the_notes_of_a_bot_that_raises(failing_bots: Path) -> None:
    """From the shell, the traceback of a bot's own error ends with the notes saying which
    game, seat and bot it was, in ``play`` as in ``simulate``."""
    played = command("play", "ten", "--seed", "3", "--bot", "failingbots:Raiser", "--quiet")
    assert played.returncode == 1
    assert played.stderr.endswith(
        "KeyError: 'a bug in the bot'\ntablegames play (seed 3): raised by the "
        "failingbots:Raiser bot of seat 1, choosing move 1\n"
    )
    simulated = command(
        "simulate", "ten", "--players", "2", "--games", "1", "--agents", "failingbots:Raiser",
        "--no-progress",
    )  # fmt: skip
    assert simulated.returncode == 1
    assert simulated.stderr.endswith(
        "KeyError: 'a bug in the bot'\ntablegames simulate (seed 0): game 1, raised by the "
        "failingbots:Raiser bot of seat 1, choosing move 1\nto play it again, as the last "
        "game: tablegames simulate ten --players 2 --games 1 --seed 0 --agents "
        "failingbots:Raiser\n"
    )


def test_module_name_leaves_the_current_directory_first_on_sys_path(
    own_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/cli.rst ("Your own bot") says that ``MODULE:NAME`` puts the current directory
    first on ``sys.path`` for the rest of the process, as uvicorn does; a built-in bot does
    not touch it."""
    text = (Path(__file__).parent.parent / "docs" / "cli.rst").read_text(encoding="utf-8")
    section = text[text.index(".. _cli-own-bot:") :]
    told = " ".join(section[: section.index("``tablegames replay``")].split())
    assert "puts the current directory first on ``sys.path``" in told
    assert "leaves it there for the rest of the process" in told
    sys.path[:] = [entry for entry in sys.path if entry not in ("", os.getcwd())]
    before = list(sys.path)
    assert run(capsys, "play", "ten", "--seed", "1", "--quiet")[0] == 0
    assert sys.path == before
    assert run(capsys, "play", "ten", "--seed", "1", "--quiet", "--bot", "mybots:FirstMove")[0] == 0
    assert sys.path == ["", *before]


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_bot_without_choose_is_refused_before_any_game_naming_its_seat_from_1(
    failing_bots: Path, capsys: pytest.CaptureFixture[str], workers: str
) -> None:
    """A bot without choose() was told as the first game's failure, its seat counted from 0
    ("player 1's NoChoose" for the bot of seat 2), with a command that plays the game again
    and fails again. It is refused at setup, before the progress bar: one line, the seat from
    1, no command; ``play`` refused it with a traceback at its first move, and says so too."""
    argv = "simulate ten --players 2 --games 3 --agents random failingbots:NoChoose"
    status, out, err = run(capsys, *argv.split(), "--workers", workers)
    assert (status, out) == (2, "")
    assert err == (
        "tablegames: error: argument --agents: failingbots:NoChoose makes agents without "
        "choose(view, moves): the one it made for seat 2 of the first game, before any game, "
        "is a NoChoose\n"
    )
    status, out, err = run(capsys, "play", "ten", "--bot", "failingbots:NoChoose", "--quiet")
    assert (status, out) == (2, "")
    assert err == (
        "tablegames: error: argument --bot: failingbots:NoChoose makes agents without "
        "choose(view, moves): the one it made for seat 1 is a NoChoose\n"
    )


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_bot_that_exits_ends_with_its_traceback_notes_and_status_1(
    failing_bots: Path, workers: str
) -> None:
    """A bot calling sys.exit(3) ended ``simulate`` silently with status 3, as if the command
    had decided it. It ends as a bot's error does: its traceback, the notes naming the game,
    the bot and its seat and the command that plays the game again, and status 1; ``play``
    too."""
    simulated = command(
        "simulate", "ten", "--players", "2", "--games", "3", "--agents", "failingbots:Exits",
        "--no-progress", "--workers", workers,
    )  # fmt: skip
    assert (simulated.returncode, simulated.stdout) == (1, ""), simulated.stderr
    # From a worker, the worker's traceback comes first, as for any error raised there.
    assert "\nTraceback (most recent call last):\n" in "\n" + simulated.stderr
    assert simulated.stderr.endswith(
        "SystemExit: 3\ntablegames simulate (seed 0): game 1, raised by the failingbots:Exits "
        "bot of seat 1, choosing move 1\nto play it again, as the last game: tablegames "
        "simulate ten --players 2 --games 1 --seed 0 --agents failingbots:Exits\n"
    )
    if workers == "1":
        played = command("play", "ten", "--seed", "3", "--bot", "failingbots:Exits", "--quiet")
        assert played.returncode == 1
        assert played.stderr.endswith(
            "SystemExit: 3\ntablegames play (seed 3): raised by the failingbots:Exits bot of "
            "seat 1, choosing move 1\n"
        )
        # A factory that exits while making its bot, before the game: so too.
        made = command("play", "ten", "--seed", "3", "--bot", "failingbots:exits_on_make")
        assert (made.returncode, made.stdout) == (1, ""), made.stderr
        assert made.stderr.endswith(
            "SystemExit: 4\ntablegames play (seed 3): raised by failingbots:exits_on_make, "
            "making the bot of seat 1\n"
        )


def test_a_game_a_bot_ended_is_saved_as_far_as_it_went_and_standard_error_says_so(
    failing_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``play --record`` (and ``--save``) wrote the game a bot's error ended, and only a
    "Saved the game" line among the game's lines said so. Standard error says, above the
    error, that the game as far as it went was saved, one line a file; the file replays it."""
    record, saved = failing_bots / "g.tgn", failing_bots / "g.json"
    argv = ["play", "ten", "--seed", "3", "--quiet", "--record", str(record), "--save", str(saved)]
    with pytest.raises(KeyError):
        main([*argv, "--bot", "failingbots:LateRaiser"])
    out, err = capsys.readouterr()
    moves = len(tablegames.from_game_text(record.read_text(encoding="utf-8")).moves)
    assert moves > 3
    assert err == (
        f"tablegames: the game as far as it went ({moves} moves) was saved to {saved}\n"
        f"tablegames: the game as far as it went ({moves} moves) was saved to {record}\n"
    )
    assert "Saved" not in out
    status, out, err = run(capsys, *argv, "--bot", "failingbots:OtherSeat")
    assert status == 2
    assert err.splitlines()[1:] == [
        f"tablegames: the game as far as it went (0 moves) was saved to {record}",
        "tablegames: error: This move names seat 2, but you play seat 1. [tablegames play "
        "(seed 3): move 1, Draw(player=1), chosen by the failingbots:OtherSeat bot of seat 1]",
    ]
    # As docs/cli.rst says, simulate --records writes nothing of a run a bot's error ended.
    games = failing_bots / "games.tgn"
    with pytest.raises(KeyError):
        main(["simulate", "ten", "--players", "2", "--games", "60", "--records", str(games),
              "--agents", "random", "failingbots:LateRaiser", "--no-progress"])  # fmt: skip
    assert not games.exists()


def _json_example() -> tuple[list[str], str]:
    """docs/cli.rst's "The summary as JSON": the command and the document it shows."""
    text = (Path(__file__).parent.parent / "docs" / "cli.rst").read_text(encoding="utf-8")
    section = text[text.index(".. _cli-simulate-json:") :]
    console = section[section.index(".. code-block:: console") :].split("\n\n", 1)[1]
    block = console.split("\n\n", 1)[0]
    first, *rest = [line[3:] for line in block.splitlines()]
    return first.removeprefix("$ tablegames ").split(), "\n".join(rest)


def test_simulate_prints_its_summary_as_json_with_the_intervals(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The text summary left out the Wilson intervals that the Python summary has. --json
    prints docs/cli.rst's example, run here and compared field by field (times aside): the
    Python summary's figures, intervals included; with --records, standard output holds the
    document alone."""
    argv, shown = _json_example()
    status, out, _ = run(capsys, *argv)
    assert status == 0
    found, expected = json.loads(out), json.loads(shown)
    assert list(found) == list(expected)
    for timed in ("seconds", "games_per_second"):
        assert found.pop(timed) > 0
        expected.pop(timed)
    assert found == expected
    summary = simulate("ten", games=5, players=2, agents=RandomAgent, seed=0)
    assert found["win_intervals"] == [list(pair) for pair in summary.win_intervals]
    assert found["agent_win_intervals"] == [list(pair) for pair in summary.agent_win_intervals]
    assert found["wins"] == list(summary.wins)
    records = tmp_path / "games.tgn"
    status, out, err = run(capsys, *argv, "--records", str(records))
    assert status == 0
    assert json.loads(out)["wins"] == list(summary.wins)
    assert err == f"Saved 5 games to {records}.\n"


def _summary_fields(summary: Any) -> dict[str, Any]:
    """What ``--json`` must say of ``summary``, read from the Python object: every figure the
    text shows, as JSON writes tuples (lists)."""

    def listed(value: Any) -> Any:
        return [listed(item) for item in value] if isinstance(value, tuple) else value

    names = [
        "game", "players", "games", "seed", "rotate", "mean_moves", "wins", "shared_wins",
        "win_rates", "win_intervals", "mean_scores", "agent_wins", "agent_shared_wins",
        "agent_win_rates", "agent_win_intervals", "agent_mean_scores", "shared_games",
        "lowest_scores", "highest_scores", "teams",
    ]  # fmt: skip
    fields = {name: listed(getattr(summary, name)) for name in names}
    fields["results"] = [
        {
            "seed": r.seed,
            "winners": list(r.winners),
            "scores": list(r.scores),
            "moves": r.moves,
            "seating": list(r.seating),
        }
        for r in summary.results
    ]
    return fields


@pytest.mark.parametrize(
    ("game", "players", "kinds", "rotate"),
    [
        ("aluette", 4, ["heuristic", "random"] * 2, False),  # partners win together
        ("ten", 1, ["heuristic"], False),  # the solo game: its result is the score
        ("saboteur", 5, ["heuristic", "random", "random", "random", "random"], True),
    ],
)
def test_the_json_summary_carries_everything_the_text_shows(
    capsys: pytest.CaptureFixture[str], game: str, players: int, kinds: list[str], rotate: bool
) -> None:
    """--json left out what the text (and the Python summary) says: Aluette's partnerships
    (the text's "Partners win together"), a solo game's lowest and highest scores (its
    columns), the agents' win rates of a rotated run, and every game's result. The document
    holds them, each equal to the summary's, beside the fields it had."""
    from tablegames.agents import heuristic_factory

    argv = ["simulate", game, "--players", str(players), "--games", "6", "--seed", "4"]
    argv += ["--agents", *kinds, "--no-progress", "--json"] + (["--rotate"] if rotate else [])
    status, out, _ = run(capsys, *argv)
    assert status == 0
    found = json.loads(out)
    factories = [heuristic_factory(game) if k == "heuristic" else RandomAgent for k in kinds]
    summary = simulate(game, games=6, players=players, agents=factories, seed=4, rotate=rotate)
    expected = _summary_fields(summary)
    assert {name: found[name] for name in expected} == expected
    assert found["agents"] == kinds
    if game == "aluette":
        assert found["teams"] == [[0, 2], [1, 3]]
    if players == 1:
        scores = [r.scores[0] for r in summary.results]
        assert found["lowest_scores"] == [min(scores)]
        assert found["highest_scores"] == [max(scores)]
        text = run(capsys, *argv[:-1])[1].splitlines()[2].split()
        assert text[-2:] == [str(min(scores)), str(max(scores))]
    if rotate:
        assert summary.agent_wins != summary.wins  # else the agent fields prove nothing
        assert found["agent_win_rates"] == [w / 6 for w in summary.agent_wins]


def _without_choose_example() -> tuple[str, str, str]:
    """docs/cli.rst's factory that makes an agent without choose for some seeds: its code,
    the command and the error line the page shows."""
    text = (Path(__file__).parent.parent / "docs" / "cli.rst").read_text(encoding="utf-8")
    section = text[text.index(".. _cli-agents-without-choose:") :]
    python = section[section.index(".. code-block:: python") :].split("\n\n", 1)[1]
    code = textwrap.dedent(python[: python.index(".. code-block:: console")])
    console = section[section.index(".. code-block:: console") :].split("\n\n", 1)[1]
    argv, error = [line[3:] for line in console.split("\n\n", 1)[0].splitlines()]
    return code, argv.removeprefix("$ tablegames "), error


@pytest.fixture
def odd_seed_bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The current directory holds docs/cli.rst's mybots.py with its factory odd_seeds."""
    module, _, _ = _own_bot_example()
    code, _, _ = _without_choose_example()
    yield from _bot_module(tmp_path, monkeypatch, "mybots", module + "\n\n" + code)


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_bot_without_choose_in_a_later_game_is_refused_before_that_game_from_1(
    odd_seed_bots: Path, capsys: pytest.CaptureFixture[str], workers: str
) -> None:
    """A factory that makes a bot without choose() for some seeds only passed the check
    before the first game, then failed in a later game with play()'s words (the seat from 0)
    and a command to play that game again, which only failed again. The bots of every game
    are checked as they are made: docs/cli.rst's example ends with status 2 and one line in
    the command line's words (the seat and the game from 1, the factory's seed), no command
    to play it again, nothing on standard output, and no file for --records."""
    _, argv, shown = _without_choose_example()
    status, out, err = run(capsys, *argv.split(), "--workers", workers)
    assert (status, out, err) == (2, "", shown + "\n")
    assert "to play it again" not in err
    assert "(from 0)" not in err
    seed = int(re.search(r"with the seed (\d+)", shown)[1])  # type: ignore[index]
    import mybots  # type: ignore[import-not-found]

    assert not hasattr(mybots.odd_seeds(seed), "choose")  # the factory's mistake, again
    games = odd_seed_bots / "games.tgn"
    status, out, err = run(
        capsys, *argv.split(), "--workers", workers, "--records", str(games), "--json"
    )
    assert (status, out, err) == (2, "", shown + "\n")
    assert not games.exists()


def test_a_bot_without_choose_in_a_rotated_run_is_named_at_the_seat_it_took(
    odd_seed_bots: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rotated, the bot is named by its --agents name at the seat it sat at in that game."""
    from tablegames.agents import _game_seed, agent_seed

    argv = "simulate ten --players 2 --games 6 --seed 5 --rotate --no-progress"
    status, out, err = run(capsys, *argv.split(), "--agents", "mybots:odd_seeds", "random")
    assert (status, out) == (2, "")
    # Rotated, mybots:odd_seeds sits at seat 1 + i % 2 (from 1) in game i (from 0); the
    # first of its seeds that is odd is the game that fails.
    seeds = [(i, agent_seed(_game_seed(5, i), i % 2)) for i in range(6)]
    game, seed = next((i, s) for i, s in seeds if s % 2)
    assert game > 0
    assert err == (
        "tablegames: error: argument --agents: mybots:odd_seeds makes agents without "
        f"choose(view, moves): the one it made for seat {1 + game % 2} of game {game + 1}, "
        f"with the seed {seed}, is a NoChoose\n"
    )
