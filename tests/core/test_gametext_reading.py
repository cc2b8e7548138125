"""Game text (TGN) as another tool writes it: what docs/gametext.rst's "The format" says a
reader does with headers, line ends, byte-order marks and escapes written by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

import tablegames
from tablegames import ConfigError, FormatError
from tablegames.core import gametext

#: The headers of a TEN game of two seats, seed 1, as another tool might write them.
TEN = '[Game "ten"]\n[Players "2"]\n[Seed "1"]\n'
GOLDEN = Path(__file__).parent.parent / "golden"


def refused(text: str) -> str:
    """The message of the FormatError that refuses ``text``."""
    with pytest.raises(FormatError) as info:
        gametext.read(text)
    return str(info.value)


@pytest.mark.parametrize(
    ("header", "meant"),
    [
        ('[options "unsold_wild=active_free"]', "Options"),
        ('[seat1 "Ann"]', "Seat1"),
        ('[SEAT2 "Bo"]', "Seat2"),
        ('[result "1 2"]', "Result"),
        ('[date "2026-01-02"]', "Date"),
        ('[library "x 1"]', "Library"),
        ('[players "2"]', "Players"),
        ('[SEED "2"]', "Seed"),
        ('[game "ten"]', "Game"),
    ],
)
def test_a_header_of_the_library_s_own_in_other_letter_case_is_refused_on_its_line(
    header: str, meant: str
) -> None:
    """Header names are case-sensitive: writing refuses ``options`` as a header, and reading
    kept it as another header, unread: the options were dropped, and the text read could not
    be written back."""
    name = header[1:].split()[0]
    told = refused(TEN + header + "\n\n1. draw\n")
    assert f"line 4: header names are case-sensitive: {meant}, not {name}" in told
    with pytest.raises(ConfigError, match="header names are case-sensitive"):
        tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1), headers={name: "x"})


def test_a_golden_text_with_its_options_header_in_lower_case_is_refused_at_that_header() -> None:
    """It was replayed under the standard rules and failed at a move nine lines on."""
    text = (GOLDEN / "aluette-rebour.tgn").read_text(encoding="utf-8")
    assert "[Options " in text
    line = text[: text.index("[Options ")].count("\n") + 1
    told = refused(text.replace("[Options ", "[options "))
    assert f"line {line}: header names are case-sensitive: Options, not options" in told


def test_other_headers_keep_their_letter_case() -> None:
    """Only the library's own headers are refused in other case: ``EVENT`` is kept."""
    found = gametext.read(TEN + '[EVENT "a"]\n[Seats "b"]\n[Seat "c"]\n')
    assert found.headers == {"EVENT": "a", "Seats": "b", "Seat": "c"}


@pytest.mark.parametrize("control", ["\x80", "\x9b", "\x9d", "\x9f"])
def test_a_c1_control_character_is_a_control_character(control: str) -> None:
    """U+0080 to U+009F are control characters (U+009B is a terminal's CSI, U+009D its OSC):
    a header, a comment or a name holding one was read and written."""
    assert "holds a control character" in refused(TEN + f'[Event "a{control}31mb"]\n')
    assert "a comment holds a control character" in refused(TEN + f"\n1. draw {{a{control}b}}\n")
    with pytest.raises(ConfigError, match="control character"):
        tablegames.to_game_text(
            tablegames.new_game("ten", players=2, seed=1), names=[f"a{control}b"]
        )


@pytest.mark.parametrize(
    ("character", "escaped"),
    [("\x9b", "\\x9b"), ("\u202e", "\\u202e"), ("\u2066", "\\u2066"), ("\x1b", "\\x1b")],
)
def test_an_error_escapes_c1_and_bidirectional_controls_it_quotes(
    character: str, escaped: str
) -> None:
    """A move quoted in an error held its C1 control (CSI) or right-to-left override raw, which
    drives or reorders the terminal that shows the error."""
    told = refused(TEN + f"\n1. draw dr{character}31maw\n")
    assert character not in told
    assert f"move 2 (dr{escaped}31maw)" in told
