"""Game text (TGN) as another tool writes it: what docs/gametext.rst's "The format" says a
reader does with headers, line ends, byte-order marks and escapes written by hand."""

from __future__ import annotations

import io
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames import ConfigError, FormatError
from tablegames.agents import RandomAgent, play
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
    assert f"{control!a}, at column 11" in refused(TEN + f"\n1. draw {{a{control}b}}\n")
    with pytest.raises(ConfigError, match="control character"):
        tablegames.to_game_text(
            tablegames.new_game("ten", players=2, seed=1), names=[f"a{control}b"]
        )


@pytest.mark.parametrize(("character", "escaped"), [("\u202e", "\\u202e"), ("\u2066", "\\u2066")])
def test_an_error_escapes_the_bidirectional_controls_it_quotes(
    character: str, escaped: str
) -> None:
    """A move quoted in an error held its right-to-left override raw, which reorders what the
    terminal that shows the error shows."""
    told = refused(TEN + f"\n1. draw dr{character}31maw\n")
    assert character not in told
    assert f"move 2 (dr{escaped}31maw)" in told


@pytest.mark.parametrize("control", ["\x1b", "\x9b"])
def test_an_error_escapes_a_control_character_it_quotes(control: str) -> None:
    """A C1 control (U+009B, a terminal's CSI) was quoted raw in an error about a move."""
    told = refused(TEN + f"\n1. draw dr{control}31maw\n")
    assert control not in told
    assert f"line 5: a control character, {control!a}, at column 11" in told


def read_at_every_entry_point(text: str) -> list[object]:
    """What each way of reading ``text`` gives: the number of moves, or the error's message.

    The ways: the string, to from_game_text and from_game_texts; a StringIO of it and its
    lines (each with its line end); and a file holding it opened with ``newline=""``, whose
    lines keep their line ends as in the file, a ``\r`` alone ending one too."""

    def from_file() -> list[Any]:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.tgn"
            path.write_bytes(text.encode("utf-8"))
            with path.open(encoding="utf-8", newline="") as handle:
                return [found.record for found in tablegames.from_game_texts(handle)]

    readers = {
        "from_game_text": lambda: [tablegames.from_game_text(text)],
        "from_game_texts(str)": lambda: [
            found.record for found in tablegames.from_game_texts(text)
        ],
        "from_game_texts(StringIO)": lambda: [
            found.record for found in tablegames.from_game_texts(io.StringIO(text))
        ],
        "from_game_texts(lines)": lambda: [
            found.record for found in tablegames.from_game_texts(io.StringIO(text).readlines())
        ],
        "from_game_texts(open(newline=''))": from_file,
    }
    found: list[object] = []
    for reader in readers.values():
        try:
            found.append([len(each.moves) for each in reader()])
        except FormatError as error:
            found.append(str(error))
    return found


@pytest.mark.parametrize(
    "separator", ["\f", "\v", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
)
def test_only_a_line_feed_ends_a_line_at_every_entry_point(separator: str) -> None:
    """A string was cut at every line end ``str.splitlines`` knows (a form feed, U+2028 …),
    an open file at ``\\n`` only: the same text read as three moves or was refused, by where
    it came from. Now ``\\n`` alone ends a line, and the others are control characters."""
    told = read_at_every_entry_point(TEN + f"\n1. draw{separator}draw currency\n")
    assert len(set(map(str, told))) == 1, told
    assert f"line 5: a control character, {separator!a}, at column 8" in str(told[0])


def test_a_text_whose_lines_end_at_a_carriage_return_alone_is_refused_in_words() -> None:
    """A string with lone ``\\r`` line ends (old Mac files) was read, an open file of it
    refused as one long bad header; then a file of it opened with ``newline=""``, whose lines
    each end at their ``\\r``, was read, while the same text as one string was refused."""
    told = read_at_every_entry_point((TEN + "\n1. draw\n").replace("\n", "\r"))
    assert len(set(map(str, told))) == 1, told
    assert "line 1: a carriage return not before a '\\n' (column 13): lines end at" in str(told[0])


@pytest.mark.parametrize("end", ["\r", " \r", "\r\r\n"])
def test_lines_given_one_by_one_ending_in_a_carriage_return_alone_are_refused(end: str) -> None:
    """A line of a list ended at a ``\\r`` without a ``\\n`` after it had the ``\\r`` dropped,
    as if it stood before a ``\\n``: only the one just before a ``\\n`` is."""
    lines = [line + end for line in (TEN + "\n1. draw").split("\n")]
    with pytest.raises(FormatError, match="line 1: a carriage return not before a"):
        list(tablegames.from_game_texts(lines))
    crlf = [line + "\r\n" for line in (TEN + "\n1. draw").split("\n")]
    assert [len(found.record.moves) for found in tablegames.from_game_texts(crlf)] == [1]


def test_crlf_line_ends_and_tabs_read_the_same_at_every_entry_point(tmp_path: Path) -> None:
    text = (TEN + "\n1.\tdraw \tdraw\t\n").replace("\n", "\r\n")
    assert read_at_every_entry_point(text) == [[2]] * 5
    path = tmp_path / "game.tgn"
    path.write_bytes(text.encode())
    with path.open(encoding="utf-8", newline="") as handle:  # line ends as in the file
        assert [len(found.record.moves) for found in tablegames.from_game_texts(handle)] == [2]


@pytest.mark.parametrize(
    "line", ["\f", "; a comment with a bell \a", "\x00", '[Event "a"]\x0c', '[Event\x0b"a"]']
)
def test_a_control_character_is_refused_on_any_line(line: str) -> None:
    """No line holds a control character but the tab: not a blank line, a ``;`` comment, nor
    the spaces of a header."""
    assert "line 4: " in refused(TEN + line + "\n\n1. draw\n")


@pytest.mark.parametrize(
    "text",
    [
        TEN.replace("[Players", "\ufeff[Players") + "\n1. draw\n",
        TEN + "\n\ufeff1. draw\n",
        TEN + "\n1. draw\n\ufeff2. draw\n",
    ],
)
def test_a_byte_order_mark_elsewhere_is_refused_by_every_reader(text: str) -> None:
    """from_game_texts dropped a byte-order mark from the start of every line, from_game_text
    from the start of the text only: a mark before ``[Players`` read by one was refused by
    the other."""
    told = read_at_every_entry_point(text)
    assert len(set(map(str, told))) == 1, told
    assert "a byte-order mark (U+FEFF) is read only at the start of a game's first header" in str(
        told[0]
    )


def test_a_byte_order_mark_is_not_read_before_a_game_s_first_header() -> None:
    """Where ``cat a.tgn b.tgn`` of files saved with a mark puts it: before the first header,
    or a blank or ``;`` line before it; from_game_text and from_game_texts read alike."""
    game = TEN + "\n1. draw\n"
    for opening in ("\ufeff", "\ufeff; a comment\n", "\ufeff\n", "; a\n\ufeff; b\n"):
        assert read_at_every_entry_point(opening + game) == [[1]] * 5, opening
        joined = game + opening + game
        assert [len(found.record.moves) for found in tablegames.from_game_texts(joined)] == [1, 1]


def test_from_game_text_tells_games_apart_as_from_game_texts_does() -> None:
    """Two games without moves: from_game_texts read two, from_game_text said that the header
    Game was given twice."""
    second = TEN.replace('"1"]', '"2"]')
    assert [len(found.record.moves) for found in tablegames.from_game_texts(TEN + second)] == [0, 0]
    assert "line 4: a second game: a text of several games is read with" in refused(TEN + second)


@pytest.mark.parametrize(
    ("value", "escape"), [(r"a\nb", r"\n"), (r"C:\Users\Ann", r"\U"), (r"tab\t", r"\t")]
)
def test_a_header_value_escapes_only_a_quote_and_a_backslash(value: str, escape: str) -> None:
    """Any backslash was read as an escape of the character after it: ``\\n`` read as ``n``
    and ``C:\\Users\\Ann`` as ``C:UsersAnn``, without a word."""
    told = refused(TEN + f'[Site "{value}"]\n')
    assert f"line 4: the header Site holds '{escape}': a header's value escapes only" in told


def test_what_the_library_writes_with_quotes_and_backslashes_reads_back() -> None:
    names = ['Ann "the fox"', "Bo\\"]
    headers = {"Site": "C:\\Users\\Ann", "Event": '\\"\\\\'}
    text = tablegames.to_game_text(
        tablegames.new_game("ten", players=2, seed=1), names=names, headers=headers
    )
    assert '[Site "C:\\\\Users\\\\Ann"]' in text
    found = gametext.read(text)
    assert (found.names, found.headers) == (tuple(names), headers)
    assert gametext.read(TEN + '[Site "C:\\\\Users \\"x\\""]\n').headers == {
        "Site": 'C:\\Users "x"'
    }


@pytest.mark.parametrize("before", ["1. draw\n", "; x\n{A comment}\n", "; kept out\n1. draw\n"])
def test_moves_before_the_headers_are_told_as_such(before: str) -> None:
    """Moves before the first header, read with from_game_texts, were told 'a header after
    the moves: a text of several games is read with tablegames.from_game_texts()', the function
    just called."""
    told = read_at_every_entry_point(before + TEN + "\n1. draw\n")
    assert len(set(map(str, told))) == 1, told
    line = before.count("\n")
    assert f"line {line}: a line before the headers: a game text starts with its headers" in str(
        told[0]
    )
    assert "from_game_texts" not in str(told[0])


@pytest.mark.parametrize("nag", ["$1000", "$0001", "$256", "$99999"])
def test_an_annotation_of_four_digits_is_told_as_an_annotation_out_of_range(nag: str) -> None:
    """``$1000`` and ``$0001`` were read as moves ('not a legal move here'), while ``$300``
    was told as an annotation out of range."""
    assert f"line 5: an annotation is $0 to $255, not {nag}" in refused(TEN + f"\n1. draw {nag}\n")


def test_an_annotation_of_up_to_three_digits_reads() -> None:
    assert gametext.read(TEN + "\n1. draw $01 $255 $007\n").nags == {1: (1, 255, 7)}


def told(reader: Any) -> str:
    """The message of the FormatError ``reader`` raises or gives."""
    try:
        found = [each for each in reader() if isinstance(each, FormatError)]
    except FormatError as error:
        return str(error)
    return str(found[0])


@pytest.mark.parametrize(
    "reader",
    [
        lambda: tablegames.from_game_texts(TEN.encode()),  # type: ignore[arg-type]
        lambda: tablegames.from_game_texts(bytearray(TEN.encode())),  # type: ignore[arg-type]
        lambda: tablegames.from_game_texts(io.BytesIO(TEN.encode())),  # type: ignore[arg-type]
        lambda: gametext.read_each([TEN.encode()]),  # type: ignore[list-item]
        lambda: [tablegames.from_game_text(TEN.encode())],  # type: ignore[arg-type]
    ],
)
def test_bytes_are_told_to_be_decoded(reader: Any) -> None:
    """from_game_texts(b"...") said 'line 1 of the game texts is a int'."""
    assert re.search(r"bytes: decode them .* open the file in text mode", told(reader))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            TEN.replace('Seed "1"', f'Seed "{"9" * 101}"'),
            "line 3: Seed is too long: a number of 101 digits (at most 100)",
        ),
        (
            TEN + f"\n{'9' * 21}. draw\n",
            f"the moves are numbered {'9' * 20}… (a number of 21 digits) here, expected 1",
        ),
        (TEN + f"\n1. {'9' * 22}:draw\n", f"there is no seat {'9' * 20}… (a number of 22 digits)"),
        (
            TEN.replace('"2"', f'"{"x" * 50}"'),
            f"line 2: Players is a whole number, not '{'x' * 20}'… (50 characters)",
        ),
        (TEN + f"\n1. {'z' * 100}\n", f"move 1 ({'z' * 40}… (100 characters))"),
        (TEN + f"\n1. draw ${'1' * 50}\n", f"not ${'1' * 39}… (51 characters)"),
        (TEN + f'[Result "{"1 " * 300}"]\n', "… (600 characters), but the moves give"),
    ],
)
def test_what_an_error_quotes_is_cut_with_a_mark(text: str, message: str) -> None:
    """Numbers and words were quoted cut to 20 or 40 characters with no mark, and a Seed of
    101 digits was 'a whole number, not '99999999999999999999''."""
    assert message in refused(text)


def test_an_empty_name_is_refused_on_writing_and_on_reading() -> None:
    """``names=["", "Bo"]`` wrote no Seat1, ``[Seat1 ""]`` alone read as no names, and
    ``[Seat1 ""]`` with a Seat2 as the name ``""``, which was then not written back. A seat
    without a name is ``None`` and has no header."""
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(ConfigError, match="the name of seat 1 is empty: None leaves a seat"):
        tablegames.to_game_text(state, names=["", "Bo"])
    assert "line 4: the header Seat1 names nobody: it is empty" in refused(TEN + '[Seat1 ""]\n')
    assert "line 4: the header Seat1 names nobody" in refused(TEN + '[Seat1 ""]\n[Seat2 "x"]\n')
    found = gametext.read(tablegames.to_game_text(state, names=[None, "Bo"]))
    assert found.names == (None, "Bo")
    assert gametext.read(tablegames.to_game_text(found)).names == (None, "Bo")


def test_the_documented_behaviours_a_reader_had_to_guess() -> None:
    """gametext.rst: Result may be left out of a finished game; to_game_text of a text read
    writes its own Library header; any white space but a control character separates moves;
    a game starts at a header after moves or at a second Game header."""
    finished = tablegames.to_game_text(
        play(tablegames.new_game("ten", players=2, seed=1), [RandomAgent(1), RandomAgent(2)])
    )
    assert "[Result " in finished
    unresulted = "\n".join(line for line in finished.split("\n") if not line.startswith("[Result"))
    assert gametext.read(unresulted).record == gametext.read(finished).record
    other = gametext.read(TEN + '[Library "other 1"]\n\n1. draw\n')
    assert other.library == "other 1"
    assert f'[Library "tablegames {tablegames.__version__}"]' in tablegames.to_game_text(other)
    spaced = gametext.read(TEN + "\n1.\u00a0draw\tdraw\u3000currency\n")
    assert len(spaced.record.moves) == 3
    second = TEN.replace('"1"]', '"2"]')
    games = tablegames.from_game_texts(TEN + "\n1. draw\n" + second + "\n1. draw draw\n")
    assert [len(found.record.moves) for found in games] == [1, 2]


@pytest.mark.parametrize(
    ("lines", "told"),
    [
        ('[Event "a\tb"]\n\n1. draw\n', "line 4: the header Event holds a control character"),
        ('[Seat1 "Ann\tLee"]\n\n1. draw\n', "line 4: the header Seat1 holds a control character"),
        ("\n1. draw {a\tb}\n", "line 5: a comment holds a control character, '\\t', at column 11"),
        (
            "\n\t1. draw {  a\tb}\n",
            "line 5: a comment holds a control character, '\\t', at column 14",
        ),
        (
            "\n1. draw\n {x} 2. draw { a \t b}\n",
            "line 6: a comment holds a control character, '\\t', at column 18",
        ),
    ],
)
def test_a_tab_in_a_value_or_comment_is_refused_as_writing_refuses_it(
    lines: str, told: str
) -> None:
    """A tab may stand between words of a line, but not inside a header's value, a name or a
    comment: the writer refuses it there, so a text read with one could not be written back
    (to_game_text of what was read raised a ConfigError)."""
    base = '[Game "ten"]\n[Players "2"]\n[Seed "1"]\n'
    with pytest.raises(tablegames.FormatError, match=re.escape(told)):
        tablegames.from_game_text(base + lines)
    assert tablegames.from_game_text(base + "\n1.\tdraw\n").moves


@pytest.mark.parametrize(
    ("header", "told"),
    [
        ('[seat0 "x"]', "line 4: there is no seat 0: the seats of this game are Seat1 to Seat2"),
        ('[seat9 "x"]', "line 4: there is no seat 9: the seats of this game are Seat1 to Seat2"),
        ('[SEAT01 "x"]', "line 4: there is no seat 01: the seats of this game are Seat1 to"),
        ('[seat2 "x"]', "line 4: header names are case-sensitive: Seat2, not seat2"),
    ],
)
def test_a_seat_header_in_other_letter_case_is_told_whether_the_seat_exists(
    header: str, told: str
) -> None:
    """``[seat0 "x"]`` was told 'header names are case-sensitive: Seat0, not seat0', and
    ``[Seat0 "x"]`` then that there is no seat 0 (so for ``seat9`` of two seats): the hint
    named a header that is refused too. Writing such a header is refused alike."""
    assert told in refused(TEN + header + "\n\n1. draw\n")
    name = header[1:].split()[0]
    with pytest.raises(ConfigError) as info:
        tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1), headers={name: "x"})
    assert "header names are case-sensitive" in str(info.value)
    assert ("there is no seat" in str(info.value)) == ("there is no seat" in told)
    if "there is no seat" in told:
        assert "is written from the record or by names=" not in str(info.value)


@pytest.mark.parametrize(
    ("line", "told"),
    [
        ('[Ev\x1bent "x"]', "a header's name holds a control character, '\\x1b', at column 4"),
        ('[Event "a\x01b"]', "the header Event holds a control character, '\\x01', at column 10"),
        ('  [Event "a\tb"]', "the header Event holds a control character, '\\t', at column 12"),
    ],
)
def test_a_control_character_in_a_header_is_told_with_its_column(line: str, told: str) -> None:
    """A control character inside a header's name was told 'the header Ev holds a control
    character', and one in its value without a column, while other lines gave the column."""
    assert refused(TEN + line + "\n").endswith(f"line 4: {told}")


def test_a_comment_may_stand_before_a_line_s_number() -> None:
    """PGN allows a comment before a line's move number: it was refused, quoting the comment
    without its braces ("such as '2.', not 'mid'"). It is a comment on the moves before it,
    and written back after them."""
    found = gametext.read(TEN + "\n1. draw\n{mid} 2. draw {end}\n")
    assert (len(found.record.moves), found.comments) == (2, {1: "mid", 2: "end"})
    assert gametext.read(TEN + "\n{a} {b} 1. draw\n").comments == {0: "a b"}
    assert tablegames.to_game_text(found).endswith("\n1. draw {mid} draw {end}\n")
    assert (
        "line 6: a line of moves starts with its first move's number (after any comment), "
        "such as '2.', not 'draw'"
    ) in refused(TEN + "\n1. draw\n{mid} draw\n")
