"""Game text (TGN): a game's record as people read it, verified on reading (issue 21)."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import tablegames
from tablegames import FormatError
from tablegames.agents import RandomAgent, play
from tablegames.core import gametext
from tablegames.ten import TenOptions, UnsoldWild
from tests.games import INSTALLED

#: Each installed game's player counts (a game of another distribution is tested too).
COUNTS = {
    game: tuple(range(tablegames.GAMES[game].min_players, tablegames.GAMES[game].max_players + 1))
    for game in INSTALLED
}
GAMES = sorted(COUNTS)
#: Options other than the defaults, played in every other game.
OPTIONS: dict[str, dict[str, object]] = {"aluette": {"mordienne": True, "game_end": "first_to_5"}}


def random_game(game: str, number: int) -> object:
    players = COUNTS[game][number % len(COUNTS[game])]
    options = OPTIONS.get(game, {}) if number % 2 else {}
    state = tablegames.new_game(game, players=players, seed=number, options=options)
    return play(state, [RandomAgent(number * 16 + seat) for seat in range(players)])


def check_games(game: str, count: int) -> float:
    """Write and read ``count`` random games; return how many times smaller than the JSON
    record (compact JSON, as ``to_json`` writes it) the texts are, all together."""
    text_bytes = json_bytes = 0
    for number in range(count):
        final = random_game(game, number)
        game_record = tablegames.record(final)
        text = tablegames.to_game_text(final)
        assert tablegames.from_game_text(text) == game_record
        text_bytes += len(text.encode())
        if number % 4 == 1:  # annotated every 7th move, with a comment after some
            moves = len(game_record.moves)
            nags = {move: (move % 7, 146) for move in range(1, moves + 1, 7)}
            comments = {move: f"c{move}" for move in range(0, moves + 1, 14)}
            found = gametext.read(tablegames.to_game_text(final, nags=nags, comments=comments))
            assert (found.record, found.nags, found.comments) == (game_record, nags, comments)
        json_bytes += len(tablegames.to_json(game_record).encode())
    return json_bytes / text_bytes


@pytest.mark.parametrize("game", GAMES)
def test_random_games_read_back_and_are_five_times_smaller(game: str) -> None:
    assert check_games(game, 12) >= 5


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_1000_random_games_read_back_and_are_five_times_smaller(game: str) -> None:
    ratio = check_games(game, 1000)
    print(f"{game}: the game texts of 1000 random games are {ratio:.2f} times smaller than JSON")
    assert ratio >= 5


def test_headers_names_date_and_options() -> None:
    final = random_game("aluette", 1)
    text = gametext.dumps(final, names=("Ann", None, "Cleo"), date="2024-05-01")
    lines = text.splitlines()
    assert lines[:4] == [
        '[Game "aluette"]',
        '[Players "4"]',
        '[Seed "1"]',
        '[Options "mordienne=true game_end=first_to_5"]',
    ]
    assert f'[Library "tablegames {tablegames.__version__}"]' in lines
    assert '[Seat1 "Ann"]' in lines
    assert '[Seat3 "Cleo"]' in lines
    read = gametext.read(text)
    assert read.names == ("Ann", None, "Cleo", None)
    assert read.date == "2024-05-01"
    assert read.record == tablegames.record(final)
    # The Result was checked against the replayed record; headers holds the others only.
    assert f'[Result "{" ".join(map(str, tablegames.scores(final)))}"]' in lines
    assert read.headers == {}


def test_an_unfinished_game_has_no_result_and_reads_back() -> None:
    state = tablegames.new_game("saboteur", players=4, seed=2)
    for _ in range(7):
        state = tablegames.apply(state, tablegames.legal_moves(state)[-1])
    text = tablegames.to_game_text(state)
    assert "[Result" not in text
    assert tablegames.from_game_text(text) == tablegames.record(state)
    assert "\n1. " in text


def test_moves_of_another_seat_than_the_one_to_act_carry_their_seat() -> None:
    """Aluette's signals are made out of turn: the text says whose they are."""
    state = tablegames.new_game("aluette", players=4, seed=3)
    seat = (tablegames.current_player(state) + 2) % 4
    state = tablegames.apply(state, tablegames.parse_move(state, "sig weak", player=seat))
    text = tablegames.to_game_text(state)
    assert text.splitlines()[-1] == f"1. {seat + 1}:sig_weak"
    assert tablegames.from_game_text(text) == tablegames.record(state)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda lines, at: lines[at].replace(lines[at].split()[3], "xyz", 1), "move"),
        (lambda lines, at: lines[at].replace(lines[at].split()[0], "99.", 1), "numbered 99"),
        (lambda lines, at: "[Seed 4]", "a header after the moves"),
        (lambda lines, at: "Seed 4", "starts with its first move's number"),
    ],
)
def test_a_corrupted_line_is_refused_with_its_number(change: object, message: str) -> None:
    final = random_game("ten", 3)
    lines = tablegames.to_game_text(final).splitlines()
    at = len(lines) - 3  # a line of moves
    lines[at] = change(lines, at)  # type: ignore[operator]
    with pytest.raises(FormatError) as info:
        tablegames.from_game_text("\n".join(lines))
    assert f"line {at + 1}: " in str(info.value)
    assert message in str(info.value)


def test_an_illegal_move_is_named_with_its_line_and_number() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    text = tablegames.to_game_text(state) + "1. draw bid_3\n"
    with pytest.raises(FormatError) as info:
        tablegames.from_game_text(text)
    # TEN §5.3: after a draw, the seat draws again or stops; the rules say so.
    assert "line 6: move 2 (bid_3): 'bid_3': " in str(info.value)
    text = tablegames.to_game_text(state) + "1. draw drow\n"
    with pytest.raises(FormatError) as info:
        tablegames.from_game_text(text)
    assert "line 6: move 2 (drow): 'drow' is not a legal move here" in str(info.value)


def test_a_wrong_result_and_missing_headers_are_refused() -> None:
    text = tablegames.to_game_text(random_game("ten", 4))
    forged = text.replace('[Result "', '[Result "9', 1)
    with pytest.raises(FormatError, match="the Result is"):
        tablegames.from_game_text(forged)
    with pytest.raises(FormatError, match=r"the header \[Seed ...\] is missing"):
        tablegames.from_game_text('[Game "ten"]\n[Players "2"]\n')
    with pytest.raises(FormatError, match="impossible setup"):
        tablegames.from_game_text('[Game "chess"]\n[Players "2"]\n[Seed "1"]\n')
    assert gametext.is_game_text('; a comment\n[Game "ten"]')
    assert not gametext.is_game_text('{"format": "tablegames"}')


def played(game: str, players: int, seed: int, texts: tuple[str, ...]) -> object:
    state = tablegames.new_game(game, players=players, seed=seed)
    for text in texts:
        state = tablegames.apply(state, tablegames.parse_move(state, text))
    return state


TEN_OPENING = played("ten", 2, 1, ("draw", "draw", "currency"))


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"date": "yesterday"}, "YYYY-MM-DD"),
        ({"date": "2024-02-30"}, "2024-02-30 is not a real date"),
        ({"names": "Al"}, "not one string"),
        ({"names": ["x\r", None]}, "line break"),
        ({"names": ["a\nb"]}, "line break"),
        ({"names": [3]}, "is a string"),
        ({"headers": {"Event": "two\nlines"}}, "line break"),
        ({"headers": {"Result": "1 0"}}, "written from the record"),
        ({"headers": {"Seat2": "Bo"}}, "names a seat: names= writes Seat1"),
        ({"headers": {"2nd": "x"}}, "a header's name"),
        ({"comments": {1: "a } b"}}, "closing brace"),
        ({"comments": {4: "after the end"}}, "from 0 to 3"),
        ({"comments": {-1: "before the start"}}, "from 0 to 3"),
        ({"nags": {0: 1}}, "a move's number from 1 to 3"),
        ({"nags": {4: 1}}, "a move's number from 1 to 3"),
        ({"nags": {1: 256}}, "a number from 0 to 255"),
        ({"nags": {1: "!"}}, "a number from 0 to 255"),
        ({"nags": {1: [1, True]}}, "a number from 0 to 255"),
        ({"nags": {1: None}}, "are numbers"),
    ],
)
def test_what_would_not_read_back_is_refused_when_written(
    arguments: dict[str, object], message: str
) -> None:
    """Everything ``to_game_text`` writes reads back: what could not is a ConfigError."""
    with pytest.raises(tablegames.ConfigError, match=message):
        tablegames.to_game_text(TEN_OPENING, **arguments)  # type: ignore[arg-type]


def test_a_view_is_named_as_what_it_is() -> None:
    with pytest.raises(
        tablegames.NotAGameObjectError, match=r"to_game_text\(\) needs a game state"
    ):
        tablegames.to_game_text(tablegames.view(TEN_OPENING, 0))


def test_a_date_object_headers_and_comments_are_written_and_read_back() -> None:
    import datetime

    text = tablegames.to_game_text(
        TEN_OPENING,
        date=datetime.date(2026, 12, 3),
        headers={"Event": 'The "club" night', "Round": "2"},
        comments={0: "Before.", 1: "After one.", 3: "At the end."},
    )
    found = gametext.read(text)
    assert found.date == "2026-12-03"
    assert found.headers["Event"] == 'The "club" night'
    assert found.headers["Round"] == "2"
    assert found.comments == {0: "Before.", 1: "After one.", 3: "At the end."}
    assert found.record == tablegames.record(TEN_OPENING)


def test_comments_in_braces_and_after_a_semicolon_are_not_moves() -> None:
    """As in PGN: ``{...}`` is a comment kept, ``;`` one to the line's end, thrown away."""
    head = tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1))
    found = gametext.read(
        head + "{Opening} ; not kept\n1. draw {first} draw ; risky\n3. currency\n"
    )
    assert found.record == tablegames.record(TEN_OPENING)
    assert found.comments == {0: "Opening", 1: "first"}
    with pytest.raises(FormatError, match=r"line 6: a comment opened with '\{' is not closed"):
        gametext.read(head + "1. draw {first draw\n")
    with pytest.raises(FormatError, match=r"line 6: a '\}' closes no comment"):
        gametext.read(head + "1. draw } draw\n")


def test_annotation_glyphs_are_written_as_numbers_and_read_in_both_forms() -> None:
    """PGN's numeric annotation glyphs: ``$n`` after a move, before its comment, written
    from ``nags=`` and read back; the import forms ``!``, ``?``, ``!!``, ``??``, ``!?``,
    ``?!`` on the move itself read as ``$1`` to ``$6``."""
    text = tablegames.to_game_text(
        TEN_OPENING, nags={1: 1, 3: [6, 146, 6]}, comments={3: "Why now?"}
    )
    assert text.splitlines()[-1] == "1. draw $1 draw currency $6 $146 {Why now?}"
    found = gametext.read(text)
    assert found.nags == {1: (1,), 3: (6, 146)}
    assert found.comments == {3: "Why now?"}
    assert found.record == tablegames.record(TEN_OPENING)
    head = tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1))
    for glyph, nag in gametext.GLYPHS.items():
        found = gametext.read(head + f"1. draw{glyph} draw currency{glyph} $7\n")
        assert found.nags == {1: (nag,), 3: (nag, 7)}, glyph
        assert found.record == tablegames.record(TEN_OPENING)
    assert gametext.read(head + "1. draw draw currency\n").nags == {}
    with pytest.raises(FormatError, match=r"line 6: the annotation \$1 follows no move"):
        gametext.read(head + "1. $1 draw\n")
    with pytest.raises(FormatError, match=r"line 6: an annotation is \$0 to \$255, not \$300"):
        gametext.read(head + "1. draw $300\n")
    with pytest.raises(FormatError, match=r"line 6: '\(draw\)': a variation \(moves in paren"):
        gametext.read(head + "1. draw (draw) draw\n")
    # A glyph does not hide the rules' reason for a move they refuse (TEN §5.4: a bid beats
    # the high bid; here no auction is open at all).
    with pytest.raises(FormatError, match=r"line 6: move 1 \(bid_3\?\): 'bid_3'"):
        gametext.read(head + "1. bid_3?\n")


def test_mistakes_in_headers_are_refused_at_their_line() -> None:
    text = tablegames.to_game_text(TEN_OPENING)
    with pytest.raises(
        FormatError, match=r"line 4: the header Seed is given twice \(first on line 1\)"
    ):
        gametext.read('[Seed "2"]\n' + text)
    with pytest.raises(
        FormatError, match="line 1: there is no seat 9: the seats of this game are Seat1 to Seat2"
    ):
        gametext.read('[Seat9 "X"]\n' + text)
    with pytest.raises(FormatError, match="line 3: Seed is a whole number, not 'x'"):
        gametext.read(text.replace('[Seed "1"]', '[Seed "x"]'))
    with pytest.raises(FormatError, match="line 2: Players is a whole number"):
        gametext.read(text.replace('[Players "2"]', '[Players "two"]'))


def test_an_unfinished_game_may_say_its_result_is_unknown() -> None:
    """PGN's ``*``: the game is not over. A finished game's ``*`` is refused."""
    text = tablegames.to_game_text(TEN_OPENING)
    assert gametext.read(text.replace("\n\n", '\n[Result "*"]\n\n', 1)).record.moves
    finished = tablegames.to_game_text(random_game("ten", 4))
    with pytest.raises(FormatError, match=r"the Result is '\*', but the moves give"):
        gametext.read(re.sub(r'\[Result "[^"]*"\]', '[Result "*"]', finished))


@pytest.mark.parametrize("game", GAMES)
def test_a_text_of_several_games_is_read_game_by_game(game: str) -> None:
    finals = [random_game(game, number) for number in range(3)]
    texts = [tablegames.to_game_text(final, names=["Ann"]) for final in finals]
    whole = "; three games\n\n" + "\n".join(texts)
    records = [tablegames.record(final) for final in finals]
    assert [found.record for found in tablegames.from_game_texts(whole)] == records
    handle = io.StringIO(whole)
    assert [found.record for found in tablegames.from_game_texts(handle)] == records
    with pytest.raises(FormatError, match="several games is read with"):
        tablegames.from_game_text(whole)
    # Games without moves follow one another too.
    empty = tablegames.to_game_text(tablegames.new_game(game, players=COUNTS[game][0], seed=5))
    assert len(list(tablegames.from_game_texts(empty + empty))) == 2
    assert list(tablegames.from_game_texts("")) == []


def test_an_error_in_a_later_game_counts_lines_from_the_start() -> None:
    one = tablegames.to_game_text(TEN_OPENING)
    lines = one.count("\n")
    broken = one.replace("currency", "bid_9")
    games = tablegames.from_game_texts(one + "\n" + broken)
    assert next(games).record == tablegames.record(TEN_OPENING)
    with pytest.raises(FormatError, match=f"line {lines + 1 + lines}: move 3 .bid_9."):
        next(games)


# -- a scripter's audit: texts as people and editors write them ------------------------------


def short_game(moves: tuple[str, ...] = ("draw", "draw", "currency")) -> object:
    """The first moves of a TEN game, seed 1, two seats."""
    state = tablegames.new_game("ten", players=2, seed=1)
    for text in moves:
        state = tablegames.apply(state, tablegames.parse_move(state, text))
    return state


def test_a_leading_byte_order_mark_is_not_read() -> None:
    """Some editors start a UTF-8 file with a byte-order mark: it was read as part of the
    first header ('not '\\ufeff[Game'')."""
    text = tablegames.to_game_text(short_game())
    expected = tablegames.record(short_game())
    assert tablegames.from_game_text("\ufeff" + text) == expected
    assert gametext.is_game_text("\ufeff" + text)
    games = tablegames.from_game_texts(io.StringIO("\ufeff" + text + "\n" + text))
    assert [found.record for found in games] == [expected, expected]


@pytest.mark.parametrize(("game", "players", "underscores"), [("ten", 2, 1), ("saboteur", 4, 2)])
def test_a_move_written_with_spaces_is_named_with_a_hint(
    game: str, players: int, underscores: int
) -> None:
    """A hand-edited move with spaces (``bid 4`` for ``bid_4``) was told as the next line's
    numbering ('the moves are numbered 13 here, expected 14'): the reader names the word it
    could not read, its line, and the legal move it makes with the words after it."""
    final = play(
        tablegames.new_game(game, players=players, seed=1),
        [RandomAgent(16 + seat) for seat in range(players)],
    )
    text = tablegames.to_game_text(final)
    written = next(
        word
        for line in text.split("\n\n", 1)[1].splitlines()
        for word in line.split()[1:]
        if word.count("_") == underscores and ":" not in word
    )
    spaced = written.replace("_", " ")
    at = text.index(f" {written}")
    line = text[:at].count("\n") + 1
    with pytest.raises(FormatError) as refused:
        tablegames.from_game_text(text[:at] + " " + spaced + text[at + len(written) + 1 :])
    message = str(refused.value)
    assert f"line {line}: move " in message
    assert f"({spaced.split()[0]}): " in message
    assert f"writes a move's spaces as '_': '{spaced}' is the legal move '{written}'" in message


def test_an_unknown_word_is_named_before_the_numbering_it_upsets() -> None:
    """An inserted word is the mistake to name, not the next line's number."""
    final = play(tablegames.new_game("ten", players=2, seed=1), [RandomAgent(1), RandomAgent(2)])
    text = tablegames.to_game_text(final)
    assert text.count("\n") > 8  # several lines of moves
    first = text[: text.index("\n1. ") + 1].count("\n") + 1  # the first line of moves
    broken = text.replace("1. draw", "1. zzz draw", 1)
    unknown = rf"line {first}: move 1 \(zzz\): 'zzz' is not"
    with pytest.raises(FormatError, match=unknown) as refused:
        tablegames.from_game_text(broken)
    assert "spaces" not in str(refused.value)
    numbered_wrong = re.sub(r"\n(\d+)\. ", lambda m: f"\n{int(m.group(1)) + 1}. ", text)
    misnumbered = f"line {first}: the moves are numbered 2 here, expected 1"
    with pytest.raises(FormatError, match=misnumbered):
        tablegames.from_game_text(numbered_wrong)


def test_read_each_goes_on_past_a_game_that_is_not_valid() -> None:
    """from_game_texts stops at the first bad game; read_each gives its error and goes on."""
    good = tablegames.to_game_text(short_game())
    bad = good.replace("currency", "zzz")
    source = "\n".join([good, bad, good])
    found = list(gametext.read_each(io.StringIO(source)))
    assert [type(each) for each in found] == [gametext.GameText, FormatError, gametext.GameText]
    assert isinstance(found[2], gametext.GameText)
    assert found[2].record == tablegames.record(short_game())
    assert "line 13: move 3 (zzz)" in str(found[1])
    games = tablegames.from_game_texts(source)
    assert next(games).record == found[2].record
    with pytest.raises(FormatError, match=r"line 13: move 3 \(zzz\)"):
        next(games)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_text_read_back_is_written_back_exactly(game: str) -> None:
    """``to_game_text(read(text))`` is ``text``, and so is writing the record with the parts
    the GameText holds: ``headers`` held every header, which ``headers=`` refused (``Game``
    is written from the record), and a GameText itself was refused."""
    final = random_game(game, 3)
    text = tablegames.to_game_text(
        final,
        names=["Ann"],
        date="2026-02-28",
        headers={"Event": "Club night", "Round": "2"},
        comments={0: "Before.", 2: "After two."},
        nags={1: 5},
    )
    found = gametext.read(text)
    assert found.headers == {"Event": "Club night", "Round": "2"}
    assert tablegames.to_game_text(found) == text
    parts = tablegames.to_game_text(
        found.record,
        names=found.names,
        date=found.date,
        headers=found.headers,
        comments=found.comments,
        nags=found.nags,
    )
    assert parts == text
    assert "[Event" not in tablegames.to_game_text(found, headers={})  # what is given wins


@pytest.mark.parametrize("function", [tablegames.replay, tablegames.positions])
def test_replay_and_positions_refuse_what_is_not_a_record_with_the_typed_error(
    function: object,
) -> None:
    """They raised a bare AttributeError for a GameText, a string or a state."""
    state = short_game()
    found = gametext.read(tablegames.to_game_text(state))
    assert callable(function)
    for wrong, hint in ((found, "pass its .record"), ("[Game", ""), (state, "record(state)")):
        with pytest.raises(tablegames.NotAGameObjectError, match="needs a GameRecord") as refused:
            function(wrong)
        assert hint in str(refused.value)


def with_header(text: str, header: str) -> str:
    """``text`` with ``header`` before its Library header (line 4 of a TEN text of two)."""
    return text.replace("[Library", f"{header}\n[Library", 1)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            lambda text: with_header(text, '[Seat9 "x"]'),
            "line 4: there is no seat 9: the seats of this game are Seat1 to Seat2",
        ),
        (lambda text: with_header(text, '[Seat0 "x"]'), "line 4: there is no seat 0"),
        (
            lambda text: with_header(text, '[Options "unsold_wild=true unsold_wild=false"]'),
            "line 4: impossible setup: the option unsold_wild is given twice",
        ),
        (
            lambda text: with_header(text, '[Options "nosuch=1"]'),
            "line 4: impossible setup: bad ten options",
        ),
        (
            lambda text: text.replace('[Players "2"]', '[Players "9"]'),
            "line 2: impossible setup: ten is played by 1 to 5 players, got 9",
        ),
        (lambda text: text.replace('[Seed "1"]', '[Seed "-1"]'), "line 3: impossible setup: "),
        (
            lambda text: with_header(text, '[Date "2026-02-30"]'),
            "line 4: the Date '2026-02-30' is not a real date",
        ),
        (
            lambda text: text.replace('[Game "ten"]', '[Game "TEN"]'),
            "line 1: impossible setup: unknown game 'TEN'; known games: ",
        ),
        (
            lambda text: text.replace("[Game ", "[game "),
            "line 1: header names are case-sensitive: Game, not game",
        ),
    ],
)
def test_a_bad_header_is_refused_on_its_own_line(edit: Any, message: str) -> None:
    """gametext.rst: a SeatN header for a seat the game has not is refused (Seat9 was 'there is
    no seat 9 in 2', Seat0 was kept), an option given twice is refused as the CLI refuses it
    (it was read silently), and a setup error names its header's line (it said line 1)."""
    text = tablegames.to_game_text(short_game())
    with pytest.raises(FormatError) as refused:
        gametext.read(edit(text))
    assert message in str(refused.value)


def test_the_options_header_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Options header is parsed once per game (it was parsed once to name the line of an
    error and again to set the game up), and the game is set up with what was read."""
    text = with_header(tablegames.to_game_text(short_game()), '[Options "unsold_wild=active_free"]')
    read: list[str] = []
    parse_options = gametext.parse_options

    def counted(options: str) -> dict[str, object]:
        read.append(options)
        return parse_options(options)

    monkeypatch.setattr(gametext, "parse_options", counted)
    found = gametext.read(text)
    assert read == ["unsold_wild=active_free"]
    assert found.record.options == TenOptions(unsold_wild=UnsoldWild.ACTIVE_FREE)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"headers": {"options": "unsold_wild=true"}}, "header names are case-sensitive"),
        ({"headers": {"seat1": "Ann"}}, "header names are case-sensitive"),
        ({"headers": {"Seat0": "Ann"}}, "the header Seat0 names a seat"),
        ({"date": "2026-02-30"}, "2026-02-30 is not a real date"),
    ],
)
def test_writing_refuses_a_header_that_would_be_kept_unread(
    arguments: dict[str, Any], message: str
) -> None:
    """``headers={"options": ...}`` was written, then kept unread as another header."""
    with pytest.raises(tablegames.ConfigError, match=message):
        tablegames.to_game_text(short_game(), **arguments)


def test_annotation_zero_and_comment_spaces_read_as_documented() -> None:
    """gametext.rst: ``$0`` to ``$255``; a comment's spaces at either end are not kept."""
    text = tablegames.to_game_text(short_game(), nags={1: 0}, comments={1: "  a  b  "})
    assert "1. draw $0 {  a  b  } draw currency" in text
    found = gametext.read(text)
    assert (found.nags, found.comments) == ({1: (0,)}, {1: "a  b"})


def test_a_json_record_given_as_a_game_text_is_told_apart() -> None:
    """A JSON record read as a game text said 'a comment opened with '{' is not closed'."""
    document = tablegames.to_json(tablegames.record(short_game()), indent=2)
    with pytest.raises(FormatError, match=re.escape("starts with '{' as a JSON document does")):
        tablegames.from_game_text(document)


@pytest.mark.parametrize("game", GAMES)
def test_a_text_read_as_its_game_s_state_class_is_that_game_s_record(game: str) -> None:
    """from_game_text(text, TheState) reads a text of that game, as from_json(text, TheState)
    reads a document of it; a text of another game is a FormatError naming both games."""
    final = random_game(game, 3)
    text = tablegames.to_game_text(final)
    state_type = tablegames.GAMES[game].state_type
    assert tablegames.from_game_text(text, state_type) == tablegames.record(final)
    assert tablegames.replay(tablegames.from_game_text(text, state_type)) == final
    for other in GAMES:
        if other != game:
            with pytest.raises(FormatError) as refused:
                tablegames.from_game_text(text, tablegames.GAMES[other].state_type)
            assert repr(game) in str(refused.value)
            assert repr(other) in str(refused.value)


@pytest.mark.parametrize("cls", [int, tablegames.ten.TenView, "TenState", tablegames.GameRecord])
def test_a_text_is_read_as_a_state_class_only(cls: object) -> None:
    text = tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1))
    with pytest.raises(tablegames.ConfigError, match="state class"):
        tablegames.from_game_text(text, cls)  # type: ignore[arg-type]


def test_the_options_header_reads_booleans_in_any_case_as_the_cli_does() -> None:
    """gametext.rst: the pairs are read as ``tablegames play --option`` takes them, which reads
    ``True`` (as the games' messages write it); the header refused it ('expected true or false,
    got the string 'True''). Both now read a pair with one function."""
    from tablegames import cli

    options = {"mordienne": True, "announced_mordienne": True, "game_end": "first_to_10"}
    state = tablegames.new_game("aluette", players=4, seed=3, options=options)
    text = tablegames.to_game_text(state)
    written = '[Options "mordienne=true game_end=first_to_10 announced_mordienne=true"]'
    assert written in text
    capitalised = written.replace("true", "True")
    assert gametext.read(text.replace(written, capitalised)).record == tablegames.record(state)
    pairs = ["mordienne=True", "chant=FALSE", "signals=false", "max_signals_per_deal=3"]
    pairs += ["game_end=first_to_5", 'tiebreak="none"', "x=True1", "y=[1,true]"]
    assert gametext.parse_options(" ".join(pairs)) == {
        "mordienne": True,
        "chant": False,
        "signals": False,
        "max_signals_per_deal": 3,
        "game_end": "first_to_5",
        "tiebreak": "none",
        "x": "True1",
        "y": [1, True],
    }
    # The CLI's reading of the same pairs (the names it knows: those of Aluette's options).
    assert cli._options("aluette", pairs[:6]) == gametext.parse_options(" ".join(pairs[:6]))


def test_a_string_option_that_reads_as_a_boolean_is_quoted() -> None:
    """A string value ``True`` is written quoted, since the bare word now reads as a boolean."""
    for value in ("True", "FALSE", "true", "null", "first_to_5"):
        pair = f"name={gametext._option_text(value)}"
        assert gametext.parse_option(pair) == ("name", value)
    assert gametext._option_text("first_to_5") == "first_to_5"
    assert gametext._option_text("Null") == "Null"


def _nested(depth: int) -> object:
    """A list ``depth`` lists deep."""
    value: object = []
    for _ in range(depth):
        value = [value]
    return value


def read_options(header_value: str) -> dict[str, object]:
    """The options of ``[Options "<header_value>"]`` as a game text reads them: the header's
    quotes and escapes, then its pairs."""
    found = re.match(
        r'^\[Options\s+"((?:[^"\\]|\\.)*)"\]$', f"[Options {gametext._quote(header_value)}]"
    )
    assert found is not None
    return gametext.parse_options(gametext._unquote(found.group(1)))


def test_what_the_options_header_writes_it_reads() -> None:
    """A string option holding a space was written ``deck="red blue"`` and read as the pairs
    ``deck="red`` and ``blue"`` ('expected NAME=VALUE, got 'blue"''), and a list option whose
    JSON was over a thousand characters was refused on reading: a game of another
    distribution with such an option failed the kit's game text check before its first move."""
    assert gametext.parse_options("deck=" + gametext._option_text("red blue")) == {
        "deck": "red blue"
    }
    options = {"label": 'a "b" c\\ d=e', "deck": [f"card {n}" for n in range(300)], "n": 3}
    written = gametext._options_text(options)
    assert len(written) > 2000
    assert read_options(written) == options
    spaced = '  a=1   b="x \\" y"\tc=["a b",{"k":"v w"}] '
    assert gametext.parse_options(spaced) == {"a": 1, "b": 'x " y', "c": ["a b", {"k": "v w"}]}


@pytest.mark.parametrize(
    ("pairs", "told"),
    [
        ('x="abc def', "the value of 'x' is neither JSON nor a bare word (one without spaces)"),
        ('x=ab"c d"e', "the value of 'x' is neither JSON nor a bare word"),
        ("x=1 y", "expected NAME=VALUE, got 'y'"),
    ],
)
def test_options_holding_a_space_outside_json_are_refused_in_words(pairs: str, told: str) -> None:
    with pytest.raises(tablegames.ConfigError, match=re.escape(told)):
        gametext.parse_options(pairs)


@pytest.mark.parametrize(
    ("options", "told"),
    [
        ({"n": 10**4400}, "the option 'n' cannot be written in a game text: it holds a whole "),
        ({"deep": _nested(2000)}, "the option 'deep' cannot be written in a game text: "),
        ({"a b": 1}, "the option 'a b' cannot be written in a game text: expected NAME=VALUE"),
        ({"a=b": 1}, "the option 'a=b' cannot be written in a game text: 'a=b=1' would read "),
        ({"a\x1bb": 1}, "the option 'a\\x1bb' cannot be written in a game text: its name holds"),
        ({"b": None, '"': None, "a": 1}, "the option '\"' cannot be written in a game text: its "),
    ],
)
def test_an_option_that_would_not_read_back_is_refused_on_writing(
    options: dict[str, object], told: str
) -> None:
    """The writer wrote what its reader refused: now it refuses it, naming the option."""
    with pytest.raises(tablegames.ConfigError) as refused:
        gametext._options_text(options)
    assert str(refused.value).startswith(told)


def test_a_long_string_of_digits_is_written_quoted() -> None:
    """A string of more digits than an option's number may have reads back as that string."""
    assert read_options(gametext._options_text({"s": "1" * 5000})) == {"s": "1" * 5000}


_JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text()
    | st.sampled_from(
        ["red blue", 'a "b"', "C:\\x y", "a=b", " ", "", "True", "1e5", "ünï çödé", "red\n", "a\t"]
    ),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=12,
)


@given(
    st.dictionaries(
        st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True) | st.text(max_size=6),
        _JSON_VALUES,
        max_size=4,
    )
)
@example({"label": "red\n", "deck": ["a b", "c"]})
def test_the_options_header_reads_back_what_it_writes_or_its_writer_refuses_it(
    options: dict[str, object],
) -> None:
    """Writing then reading an ``Options`` header gives back every option the writer takes
    (strings with spaces, quotes, backslashes, ``=`` or any character; nested lists and
    dicts); what it does not take it refuses in words, naming the option."""
    try:
        written = gametext._options_text(options)
    except tablegames.ConfigError as refused:
        assert re.match(r"the option .+ cannot be written in a game text: \S", str(refused))
        # Only a name is refused here: every value drawn (no number of 4,301 digits, nothing
        # nested deeply) is written so that it reads back (a string ending in a line break
        # was refused, as if its name held a control character).
        assert not all(re.fullmatch(r"[a-z][a-z0-9_]*", name) for name in options), refused
        return
    assert read_options(written) == options


def test_option_changes_keeps_the_options_differing_from_the_standard_rules() -> None:
    """The lobby's and statuses' ``options``: an option given at its standard value is no
    variant; one the game no longer has is kept (a stored game of an older version)."""
    written = tablegames.to_dict(
        tablegames.record(
            tablegames.new_game(
                "ten", players=2, seed=1, options=TenOptions(unsold_wild=UnsoldWild.ACTIVE_FREE)
            )
        )
    )["data"]["options"]
    assert gametext.option_changes("ten", written) == {"unsold_wild": "active_free"}
    assert gametext.option_changes("ten", {**written, "gone": 1}) == {
        "unsold_wild": "active_free",
        "gone": 1,
    }
    standard = tablegames.to_dict(tablegames.record(tablegames.new_game("ten", players=2)))
    assert gametext.option_changes("ten", standard["data"]["options"]) == {}
    with pytest.raises(tablegames.ConfigError, match="unknown game 'chess'"):
        gametext.option_changes("chess", {})


_TEN = '[Game "ten"]\n[Players "2"]\n[Seed "1"]\n'
_LONG = "1" * 4301  # more digits than Python's int() reads (a ValueError, not a FormatError)


@pytest.mark.parametrize(
    ("text", "told"),
    [
        (
            _TEN + f"\n{_LONG}. draw\n",
            "the moves are numbered 11111111111111111111… (a number of 4301 digits) here",
        ),
        (
            _TEN + f'[Seat{_LONG} "a"]\n',
            "there is no seat 11111111111111111111… (a number of 4301 digits):",
        ),
        (_TEN + f"\n1. {_LONG}:draw\n", "there is no seat 11111111111111111111… (a number of 4301"),
        (_TEN.replace('"2"', f'"{_LONG}"'), "Players is too long: a number of 4301 digits"),
        (_TEN.replace('"2"', '"+2"'), "Players is a whole number, not"),
        (_TEN.replace('"2"', '" 2"'), "Players is a whole number, not"),
        (_TEN.replace('"2"', '"\u0662"'), "Players is a whole number, not"),
        (_TEN.replace('Seed "1"', 'Seed "1_0"'), "Seed is a whole number, not"),
        (_TEN + '[Options "x=' + "[" * 995 + '"]\n', "the value of 'x' is nested too deeply"),
        (_TEN + f'[Options "x={_LONG}"]\n', "the value of 'x' holds a number of 4301 digits"),
        (_TEN + f'[Options "x=[1,{_LONG}]"]\n', "holds a number of 4301 digits (at most 4300)"),
        (_TEN + '[Seat1 "A\x1b[2Jnn"]\n\n1. draw\n', "the header Seat1 holds a control"),
        (_TEN + '[Event "a\x01b"]\n', "the header Event holds a control character"),
        (_TEN + "\n1. draw {c\x00d}\n", "a control character, '\\x00', at column 11"),
    ],
)
def test_a_hostile_text_is_refused_in_words(text: str, told: str) -> None:
    """A fuzzer's findings: numbers of 4,301 digits raised Python's ValueError, an option
    nested a thousand deep a RecursionError (both tracebacks from ``tablegames replay``),
    ``+2`` or ``1_0`` read as numbers, and control characters that writing refuses were read
    (so the text could not be written back as it was read)."""
    with pytest.raises(FormatError) as refused:
        tablegames.from_game_text(text)
    assert told in str(refused.value)
    assert len(str(refused.value)) < 300
    found = list(gametext.read_each(text + "\n" + _TEN))  # and the next game is still read
    assert [type(game).__name__ for game in found] == ["FormatError", "GameText"]


def test_a_move_quoted_in_an_error_cannot_drive_a_terminal() -> None:
    """An unknown move from a text was quoted as it was written: an escape sequence in it
    reached the terminal that showed the error."""
    with pytest.raises(FormatError) as refused:
        tablegames.from_game_text(_TEN + "\n1. draw dr\x1b[2Jaw\n")
    assert "\x1b" not in str(refused.value)
    assert "line 5: a control character, '\\x1b', at column 11" in str(refused.value)


def test_a_long_line_is_read_word_by_word_and_comment_by_comment() -> None:
    """The words of a 200,000-word line, read by position. Its cost is not asserted here (a
    timed unit test would be flaky): ``python benchmarks/hostile.py`` times long lines at two
    sizes, where slicing the rest of the line after each word took 10 s for these words."""
    line = "x " * 200_000
    words = gametext._words(1, line)
    assert len(words) == 200_000
    assert words[:2] == [("x", False), ("x", False)]
    assert gametext._words(1, "a {b c} ; d") == [("a", False), ("b c", True)]


def test_a_byte_order_mark_may_open_each_game_of_texts_joined() -> None:
    """``cat a.tgn b.tgn`` of two files saved with a byte-order mark: the second game's was
    refused as "not '\\ufeff[Game'"."""
    one = tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1))
    found = list(gametext.read_each("\ufeff" + one + "\ufeff" + one))
    assert [type(game).__name__ for game in found] == ["GameText", "GameText"]


@pytest.mark.parametrize("given", [None, b"[Game", 3, ["[Game"]])
def test_is_game_text_is_false_for_what_is_no_string(given: object) -> None:
    assert gametext.is_game_text(given) is False
