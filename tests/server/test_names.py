"""Players' names (docs/guides/server.rst, "Players' names"): given when a seat is taken or a
game made, checked hard, shown in the lobby and every status, and never part of a view."""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
from tablegames.aluette.events import DealScored, FaceUpCardDealt, SeatsAssigned
from tablegames.core.events import apply_with_events
from tablegames.core.protocol import client_words
from tablegames.core.words import Catalogue, french_plural
from tablegames.server import bidi_gen, names
from tablegames.server.errors import ServerRefusal
from tablegames.server.names import (
    MAX_NAME,
    check_distinct_name,
    isolated,
    named_words,
    player_name,
    skeleton,
)
from tests.server.harness import iter_events, play_first_moves, running, served_client


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        ("Ann", "Ann"),
        ("  Ann   Lee  ", "Ann Lee"),
        ("Ann\u00a0\u3000Lee", "Ann Lee"),  # any Unicode space is a space
        ("Zoe\u0301", "Zo\u00e9"),  # NFC: one é, however it was typed
        ("\U0001f469\u200d\U0001f373 chef", "\U0001f469\u200d\U0001f373 chef"),  # an emoji ZWJ
        ("x" * MAX_NAME, "x" * MAX_NAME),
        (None, None),
    ],
)
def test_a_name_is_kept_normalised(given: object, kept: str | None) -> None:
    assert player_name(given) == kept


#: Emoji sequences joined by U+200D (ZWJ): after an emoji, its skin tone (a modifier) or its
#: emoji variation selector U+FE0F, before an emoji.
EMOJI_SEQUENCES = [
    "\U0001f469\u200d\U0001f4bb",  # woman technologist
    "\U0001f468\u200d\U0001f469\u200d\U0001f467",  # family: man, woman, girl
    "\U0001f3f3\ufe0f\u200d\U0001f308",  # rainbow flag
    "\U0001f9d1\U0001f3fd\u200d\U0001f4bb",  # technologist: medium skin tone
    "\U0001f3c3\u200d\u2640\ufe0f",  # woman running
    "\u2764\ufe0f\u200d\U0001f525",  # heart on fire
    "\U0001f3f4\u200d\u2620\ufe0f",  # pirate flag
]


@pytest.mark.parametrize(
    "given",
    [
        *EMOJI_SEQUENCES,
        "Ann \U0001f469\u200d\U0001f4bb",
        "\u0dc1\u0dca\u200d\u0dbb\u0dd3",  # Sinhala "Sri": a joiner after a virama
        "\u0915\u094d\u200d\u0937",  # Devanagari half form: a joiner after a virama
        "\u0391\u03bb\u03ad\u03be\u03b1\u03bd\u03b4\u03c1\u03bf\u03c2",  # Greek
        "\u0418\u0432\u0430\u043d \u041f\u0435\u0442\u0440\u043e\u0432",  # Cyrillic
        "\u0432\u043e\u0442",  # Russian "here", all Cyrillic: no "bot" on a page
        "\u7530\u4e2d\u3055\u304f\u3089 \u30b5\u30af\u30e9",  # Han, Hiragana, Katakana
        "Ken \u7530\u4e2d",  # Latin with Han
        "\u845b\U000e0100\u98fe",  # Han with an ideographic variation selector
        "Zo\u00eb \u00c6thelst\u00e1n-O'Brien 3!",  # Latin with diacritics, digits, marks
        "\u0645\u062d\u0645\u062f",  # Arabic
        "Ann\ufe0f",  # a variation selector, drawing nothing: the name still draws "Ann"
        "Ken\u7530\u4e2d",  # Latin with Han in one word
        "T\u30b7\u30e3\u30c4",  # Latin with Katakana in one word
    ],
)
def test_a_name_in_one_alphabet_or_with_emoji_sequences_is_kept(given: str) -> None:
    """The joiner of real emoji sequences, and of the Indic scripts' half forms, is kept;
    names in one of the look-alike alphabets (Latin, Greek, Cyrillic), or in other scripts
    mixed, are taken as they are."""
    assert player_name(given) == given


@pytest.mark.parametrize(
    "given",
    [
        "\u0418\u0432\u0430\u043d Smith",  # "Ivan Smith": Cyrillic, then Latin
        "Ivan \u0418\u0432\u0430\u043d\u043e\u0432",
        "\u041f\u0451\u0442\u0440 I",  # "Pyotr I": Russian writes regnal numbers in Latin
        "\u041c\u0430\u0448\u0430 XXL",
        "\u0414\u0438\u043c\u0430 (DJ)",
        "\u0393\u03b9\u03ce\u03c1\u03b3\u03bf\u03c2 Smith",  # Greek, then Latin
    ],
)
def test_a_name_whose_words_are_each_in_one_script_is_kept(given: str) -> None:
    """The code review (finding "mixed-script names"): the whole-name rule refused real
    names whose words are each in one script; every look-alike it stopped mixes scripts
    inside one word."""
    assert player_name(given) == given


@pytest.mark.parametrize(
    "given",
    [
        "\u0418\u0433\u0440\u043e\u043a \u21161",  # "Igrok No1": the numero sign
        "\u041a\u043e\u043c\u0430\u043d\u0434\u0430 \u2116 5",
        "\u0395\u03bb\u03ad\u03bd\u03b7\u21162",  # Greek, the numero sign in the word
        "\u0412\u0430\u0441\u044f\u2122",  # the trade mark sign
        "\u0391\u039d\u039d\u0391\u2103",  # degrees Celsius
        "\u0415\u043a\u0430\u0442\u0435\u0440\u0438\u043d\u0430\u2161",  # Roman numeral two
    ],
)
def test_a_symbol_that_folds_to_latin_letters_is_of_no_script(given: str) -> None:
    """The code review: NFKC of the whole name turned "\u2116", "\u2122", "\u2103" and
    "\u2161" (symbols and a number, no letters) into Latin letters, and a Cyrillic or Greek
    name with one was refused as mixing Latin in."""
    assert player_name(given) == given


@pytest.mark.parametrize(
    "given",
    [
        "\u0639\u0644\u06cc\u200c\u0631\u0636\u0627",  # Persian "Alireza"
        "\u0645\u0647\u0633\u0627\u200c\u0627\u0645\u06cc\u0646\u06cc",
        "\u0645\u064e\u200c\u0627",  # a mark between the letter and the non-joiner
        "\u0915\u094d\u200c\u0937",  # Devanagari: after a virama
    ],
)
def test_a_non_joiner_that_keeps_two_letters_apart_is_kept(given: str) -> None:
    """The code review: U+200C, ordinary Persian spelling (it changes the letters drawn),
    was refused everywhere."""
    assert player_name(given) == given
    assert "\u200c" not in skeleton(given)


@pytest.mark.parametrize(
    "given",
    [
        "\u200c",
        "A\u200cnn",  # Latin letters do not join
        "Ann\u200c",
        "\u200c\u0639\u0644\u06cc",
        "\u0639\u0644\u06cc\u200c",
        "\u0639\u0644\u06cc \u200c\u0631\u0636\u0627",  # after a space
        "\u7530\u200c\u4e2d",  # Han letters do not join
    ],
)
def test_a_non_joiner_that_keeps_nothing_apart_is_refused(given: str) -> None:
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert "U+200C" in str(refused.value)


#: The flags of England, Scotland and Wales: the black flag, tags, the cancel tag.
SUBDIVISION_FLAGS = [
    "\U0001f3f4" + "".join(chr(0xE0000 + ord(letter)) for letter in code) + "\U000e007f"
    for code in ("gbeng", "gbsct", "gbwls")
]


def test_a_subdivision_flags_tag_sequence_is_kept() -> None:
    """The code review: the tags of these RGI emoji are format characters, and the flags of
    England, Scotland and Wales were refused."""
    for flag in SUBDIVISION_FLAGS:
        assert player_name(flag) == flag
        assert player_name(f"Ann {flag}") == f"Ann {flag}"
    england, scotland, _ = SUBDIVISION_FLAGS
    check_distinct_name(england, [scotland])


@pytest.mark.parametrize(
    "given",
    [
        "\U000e0067",  # a tag alone
        "Ann\U000e0067\U000e0062\U000e007f",  # no black flag before
        "\U0001f3f4\U000e0067\U000e0062",  # no cancel tag after
        "\U0001f3f4\U000e007f",  # no tag
        SUBDIVISION_FLAGS[0] + "\U000e0067",  # a tag after the sequence
    ],
)
def test_a_tag_outside_a_flags_tag_sequence_is_refused(given: str) -> None:
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert "U+E00" in str(refused.value)


@pytest.mark.parametrize(
    "given",
    [
        "S\u200deat 2",  # read "Seat 2" on every page
        "\u200d",  # showed as an empty name
        "Ann\u200d",  # sat beside "Ann" looking the same
        "\u200dAnn",
        "A\u200dnn",
        "\U0001f469\u200d",  # after an emoji, before nothing
        "\U0001f469\u200dAnn",  # after an emoji, before a letter
        "\U0001f469 \u200d\U0001f4bb",  # after a space
    ],
)
def test_a_joiner_that_joins_no_emoji_is_refused(given: str) -> None:
    """The security review: U+200D was taken anywhere, where it draws nothing: "S", U+200D,
    "eat 2" passed the seat words' check and read "Seat 2"."""
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert "U+200D" in str(refused.value)


@pytest.mark.parametrize(
    ("given", "word", "scripts"),
    [
        ("\u0405eat 2", "\u0405eat", "Cyrillic and Latin"),  # a Cyrillic DZE
        ("\u03a5ou", "\u03a5ou", "Greek and Latin"),  # a Greek UPSILON: "You drew a card"
        ("\u0412ot", "\u0412ot", "Cyrillic and Latin"),  # a Cyrillic VE
        ("Ann \u0410nn", "\u0410nn", "Cyrillic and Latin"),
        ("\u0391\u043d\u043d\u0430", "\u0391\u043d\u043d\u0430", "Cyrillic and Greek"),
        ("\uff21\u03bd\u03bd", "\uff21\u03bd\u03bd", "Greek and Latin"),  # a fullwidth A
        ("\ua4e2eat 1", "\ua4e2eat", "Latin and Lisu"),  # a Lisu SA
        ("\ua4ecou", "\ua4ecou", "Latin and Lisu"),  # a Lisu YA: "You drew a card"
        ("Ann-\u0410nn", "Ann-\u0410nn", "Cyrillic and Latin"),  # one word, a hyphen in it
        ("\u0645\u062dmed", "\u0645\u062dmed", "Arabic and Latin"),  # any two scripts
        ("\u0405\u7530", "\u0405\u7530", "Cyrillic and Han"),
    ],
)
def test_a_word_that_mixes_scripts_is_refused(given: str, word: str, scripts: str) -> None:
    """UTS #39 in spirit, word by word: a word may not mix the letters of two scripts, which
    may look alike (Lisu's passed for Latin ones, the code review found); fullwidth letters
    are Latin."""
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert "may not mix two scripts in one word" in str(refused.value)
    assert f"as {word!r} does ({scripts})" in str(refused.value)


@pytest.mark.parametrize(
    "given", ["\u3164", "\u2800", "\u115f", "\u1160", "\uffa0", "Ann\u3164", "\u2800Bo"]
)
def test_a_name_with_a_blank_letter_is_refused(given: str) -> None:
    """Hangul fillers and the blank Braille pattern are letters and symbols that draw
    nothing: a name of them showed as an empty one."""
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert "draws a blank" in str(refused.value)


@pytest.mark.parametrize("given", ["\ufe0f", "\u034f", "\ufe0f \U000e0100"])
def test_a_name_that_draws_nothing_is_refused_as_empty(given: str) -> None:
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert "is not empty" in str(refused.value)


def test_a_skeleton_writes_look_alike_letters_as_latin_ones() -> None:
    """The seat words' letters (s e a t y o u r b f n d) and digits, in Greek and Cyrillic
    look-alikes, fold to the Latin ones; what draws nothing is left out; case is folded."""
    assert skeleton("\u0405\u0415\u0410\u0422 \u0417") == "seat 3"
    assert skeleton("\u0443\u043e\u057d\u0433") == "your"  # Cyrillic, Armenian u
    assert skeleton("\u0392\u039f\u03a4") == "bot"  # Greek
    assert skeleton("\u03dc\u0433\u0435\u0435") == "free"  # digamma, Cyrillic
    assert skeleton("\u043f\u043e\u044c\u043e\u0501\u0443") == "nobody"
    assert skeleton("A\u200dn\ufe0fn") == skeleton("\uff41nn") == "ann"
    assert skeleton("\ua4e2\ua4f0\ua4ee\ua4d4 \ua4d0\ua4f3\ua4d4") == "seat bot"  # Lisu


def test_the_lisu_look_alikes_are_lisu_letters() -> None:
    """Each Lisu letter of the table is one, and its Latin letter the one UTS #39's
    confusables.txt gives (checked by hand; the names tell that no other script slipped in)."""
    lisu = {
        char: latin for char, latin in names._LOOK_ALIKES.items() if "\ua4d0" <= char <= "\ua4ff"
    }
    assert all(unicodedata.name(char).startswith("LISU LETTER ") for char in lisu)
    assert "".join(sorted(latin for latin in lisu.values())) == "ABCDEFGHIJKLMNOPRSTUVWXYZd"


@pytest.mark.parametrize(
    "given",
    [
        "\u0405\u0415\u0410\u0422 2",  # "SEAT 2" in Cyrillic letters only
        "\u03a5\u03bf\u03c5",  # "You" in Greek letters only
        "\u0412\u041e\u0422",  # "BOT" in Cyrillic letters only
        "\u028f\u1d0f\u1d1c",  # "you" in Latin small capitals
        "S\ufe0feat 1",  # a variation selector, drawing nothing, split "seat"
        "\u13da\u13ac\u13aa\u13a2 1",  # "SEAT 1" in Cherokee letters
        "Seat \u0417",  # a Cyrillic ZE for a 3: one script a word, the skeleton reads "seat 3"
        "\ua4e2\ua4f0\ua4ee\ua4d4 1",  # "SEAT 1" in Lisu letters
        "\ua4d0\ua4f3\ua4d4",  # "BOT" in Lisu letters
    ],
)
def test_a_look_alike_of_a_seats_words_in_one_alphabet_is_refused(given: str) -> None:
    """The seat words are compared on the name's skeleton: a Greek or Cyrillic look-alike
    of "you" or "seat 2" passed for it, mixing no alphabets."""
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert repr(given) in str(refused.value)


def test_a_name_that_looks_like_another_at_the_table_is_refused() -> None:
    check_distinct_name("Ann", ["Bo", None])
    check_distinct_name(None, [None])
    for name, other in [
        ("ann", "Ann"),
        ("\u0412\u041e\u0412", "BOB"),
        ("\uff21nn", "Ann"),
        ("\ua4d0\ua4f3\ua4d0", "BOB"),  # Lisu look-alikes
        ("\ua4eenn", "Ann"),
        ("\u0410\u041d\u041d\u0410", "\u0410\u043d\u043d\u0430"),  # Cyrillic, case folded
        ("\u039d\u0399\u039a\u039f\u03a3", "\u039d\u03b9\u03ba\u03bf\u03c2"),  # Greek
        ("\u0418\u0412\u0410\u041d", "\u0438\u0432\u0430\u043d"),
    ]:
        with pytest.raises(ServerRefusal) as refused:
            check_distinct_name(name, ["Cy", other])
        assert (refused.value.status, refused.value.code) == (409, "server.name.taken")
        assert f"{name!r} reads as {other!r}" in str(refused.value)


@pytest.mark.parametrize(
    "given",
    [
        "",
        "   ",
        "x" * (MAX_NAME + 1),
        "Ann\nLee",
        "Ann\tLee",
        "Ann\x00",
        "\x1b[31mred",
        "evil\u202egnp.exe",  # a right-to-left override
        "A\u200bnn",  # a zero-width space
        "Ann\u2028Lee",  # a line separator
        "\ue000",  # private use
        "\ud800",  # a lone surrogate
        3,
        ["Ann"],
        {"name": "Ann"},
        True,
    ],
)
def test_a_bad_name_is_refused_with_its_code(given: object) -> None:
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize(
    "given",
    [
        "You",
        "you!",
        "YOUR",
        "yours",
        "Seat 3",
        "seat3",
        "Seat #2",
        "seats 2 and 3",
        "Bot",
        "free",
        "(Nobody)",
        "Seat_3",
        "\uff39\uff4f\uff55",  # fullwidth "You"
        "Seat \uff13",  # a fullwidth 3
        "seat \u0663",  # an Arabic-Indic 3
    ],
)
def test_a_name_that_passes_for_a_seat_without_one_is_refused(given: str) -> None:
    """docs/guides/server.rst, "Players' names": a name "cannot pass for something else on a
    page". A player called "You" made another seat's narration read "You drew a card", and
    "Seat 3" read as the bot in seat 3; "bot", "free" and "nobody" are the page's words for a
    seat without a name."""
    with pytest.raises(ServerRefusal) as refused:
        player_name(given)
    assert (refused.value.status, refused.value.code) == (400, "server.name.invalid")
    assert repr(given) in str(refused.value)


@pytest.mark.parametrize(
    "given", ["Youssef", "Seatbelt", "Bottom", "seat", "the Boss", "You Know Who", "Freya"]
)
def test_a_name_that_only_starts_like_a_seats_words_is_kept(given: str) -> None:
    assert player_name(given) == given


@pytest.fixture
def client(tmp_path: Path) -> Iterator[httpx.Client]:
    with served_client(tmp_path / "games.sqlite3", rematch_wait=0.5) as made:
        yield made


def _views(client: httpx.Client, game_id: str, tokens: list[str]) -> list[str]:
    """Every seat's view document and the spectators', as sent (their text)."""
    seen = [client.get(f"/api/seat/{token}/view").text for token in tokens]
    return [*seen, client.get(f"/api/games/{game_id}/view").text]


def test_names_are_given_shown_everywhere_and_change_no_view(client: httpx.Client) -> None:
    """The creator names its seat, a player names the seat it takes; the lobby, the summary,
    every status and the streams show the names, null for a free seat and a bot's; the views
    (and their versions) are the same as without names."""
    created = client.post(
        "/api/games",
        json={
            "game": "ten",
            "seats": ["human", "human", "bot"],
            "take": [0],
            "names": {"0": "  Ann  "},
            "seed": 3,
        },
    )
    assert created.status_code == 201, created.text
    game_id, first = created.json()["id"], created.json()["tokens"]["0"]
    assert created.json()["status"]["names"] == ["Ann", None, None]
    # A nameless twin of the game: the same seed, the same views.
    twin = client.post(
        "/api/games",
        json={"game": "ten", "seats": ["human", "human", "bot"], "take": [0, 1], "seed": 3},
    ).json()
    before = _views(client, game_id, [first])
    taken = client.post(f"/api/games/{game_id}/seats/1", json={"name": "Bo"})
    assert taken.status_code == 201, taken.text
    second = taken.json()["token"]
    assert _views(client, game_id, [first]) == before
    tokens = [first, second]
    twin_tokens = [twin["tokens"]["0"], twin["tokens"]["1"]]
    assert [view.replace(game_id, "") for view in _views(client, game_id, tokens)[:2]] == [
        view.replace(twin["id"], "") for view in _views(client, twin["id"], twin_tokens)[:2]
    ]
    for token in tokens:
        assert client.get(f"/api/seat/{token}").json()["names"] == ["Ann", "Bo", None]
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["names"] == ["Ann", "Bo", None]
    listed = next(
        game for game in client.get("/api/games").json()["games"] if game["id"] == game_id
    )
    assert [seat["name"] for seat in listed["seats"]] == ["Ann", "Bo", None]
    unnamed = next(
        game for game in client.get("/api/games").json()["games"] if game["id"] == twin["id"]
    )
    assert [seat["name"] for seat in unnamed["seats"]] == [None, None, None]
    assert "Ann" not in "".join(_views(client, game_id, tokens))


def test_a_stream_tells_a_name_given_with_the_same_view(tmp_path: Path) -> None:
    """A seat's stream sends its update again when another seat is taken under a name: the
    status shows the name, the view and its version are the same."""
    with (
        running(tmp_path / "games.sqlite3") as server,
        httpx.Client(base_url=server.url(), timeout=10) as client,
    ):
        created = client.post(
            "/api/games", json={"game": "ten", "seats": ["human", "human"], "take": [0]}
        ).json()
        updates: list[Any] = []
        for event, data in iter_events(client, f"/api/seat/{created['tokens']['0']}/events", 10):
            assert event == "update"
            updates.append(data)
            if len(updates) == 1:
                answer = httpx.post(
                    server.url(f"/api/games/{created['id']}/seats/1"), json={"name": "Bo"}
                )
                assert answer.status_code == 201
            else:
                break
        assert [update["status"]["names"] for update in updates] == [[None, None], [None, "Bo"]]
        assert updates[0]["view"] == updates[1]["view"]


@pytest.mark.parametrize(
    "body",
    [
        {"name": ""},
        {"name": "x" * 41},
        {"name": "Ann\nLee"},
        {"name": "\u202eAnn"},
        {"name": 7},
    ],
)
def test_a_seat_taken_under_a_bad_name_is_refused_and_stays_free(
    client: httpx.Client, body: dict[str, Any]
) -> None:
    created = client.post("/api/games", json={"game": "ten", "seats": ["human", "human"]}).json()
    answer = client.post(f"/api/games/{created['id']}/seats/1", json=body)
    assert answer.status_code == 400
    document = answer.json()
    assert (document["game"], document["data"]["code"]) == ("ten", "server.name.invalid")
    assert client.get(f"/api/games/{created['id']}").json()["taken"] == [False, False]


@pytest.mark.parametrize(
    ("names", "code"),
    [
        ({"0": "Ann\x07"}, "server.name.invalid"),
        ({"1": "Bo"}, "core.config.invalid"),  # a seat the request does not take
        ({"one": "Bo"}, "server.request.invalid"),
        (["Ann"], "server.request.invalid"),
        # A seat's number as the answer's tokens write it: "00" would be a second key for
        # seat 0, one of the two names dropped without a word.
        ({"00": "Ann"}, "server.request.invalid"),
        ({"0": "Ann", "00": "Bo"}, "server.request.invalid"),
    ],
)
def test_a_game_made_with_bad_names_is_refused(
    client: httpx.Client, names: object, code: str
) -> None:
    answer = client.post(
        "/api/games",
        json={"game": "ten", "seats": ["human", "human"], "take": [0], "names": names},
    )
    assert (answer.status_code, answer.json()["data"]["code"]) == (400, code)


@pytest.mark.parametrize(
    "names",
    [
        {"0": "Ann", "1": "ann"},
        {"0": "BOB", "2": "\u0412\u041e\u0412"},  # Cyrillic look-alikes
        {"1": "Bo", "2": "\uff22\uff4f"},  # fullwidth
    ],
)
def test_a_game_made_with_two_names_that_look_the_same_is_refused(
    client: httpx.Client, names: dict[str, str]
) -> None:
    """Two seats of one table under names that read the same (the security review: "Ann" and
    "Ann" with a joiner sat side by side) are refused, and no game is made."""
    answer = client.post(
        "/api/games",
        json={
            "game": "ten",
            "seats": ["human"] * 3,
            "take": [int(seat) for seat in names],
            "names": names,
        },
    )
    assert answer.status_code == 409, answer.text
    assert answer.json()["data"]["code"] == "server.name.taken"
    first, second = names.values()
    assert f"{second!r} reads as {first!r}" in answer.json()["data"]["message"]
    # A game made would be listed: one of its seats is free.
    assert client.get("/api/games").json()["games"] == []


def test_a_seat_taken_under_another_seats_name_is_refused_and_stays_free(
    client: httpx.Client,
) -> None:
    """Taking a seat under a name another seat's player has, folded (case, look-alike
    letters), is refused with the other name in the message; once that player's seat is
    freed, the name may be taken."""
    created = client.post(
        "/api/games",
        json={"game": "ten", "seats": ["human"] * 3, "take": [0], "names": {"0": "Ann"}},
    ).json()
    game_id = created["id"]
    for name in ["ann", "ANN", "\uff21nn"]:
        answer = client.post(f"/api/games/{game_id}/seats/1", json={"name": name})
        assert answer.status_code == 409, answer.text
        document = answer.json()
        assert (document["game"], document["data"]["code"]) == ("ten", "server.name.taken")
        assert f"{name!r} reads as 'Ann'" in document["data"]["message"]
    assert client.get(f"/api/games/{game_id}").json()["taken"] == [True, False, False]
    assert client.post(f"/api/games/{game_id}/seats/1", json={"name": "Bo"}).status_code == 201
    owner = {"Authorization": f"Bearer {created['owner_token']}"}
    assert client.delete(f"/api/games/{game_id}/seats/0", headers=owner).status_code == 204
    taken = client.post(f"/api/games/{game_id}/seats/2", json={"name": "ann"})
    assert taken.status_code == 201, taken.text
    assert client.get(f"/api/games/{game_id}").json()["names"] == [None, "Bo", "ann"]


def test_a_seat_is_taken_without_a_body_or_a_name_and_refuses_other_fields(
    client: httpx.Client,
) -> None:
    created = client.post(
        "/api/games", json={"game": "ten", "seats": ["human", "human", "human"]}
    ).json()
    game_id = created["id"]
    assert client.post(f"/api/games/{game_id}/seats/0").status_code == 201
    assert client.post(f"/api/games/{game_id}/seats/1", json={"name": None}).status_code == 201
    stray = client.post(f"/api/games/{game_id}/seats/2", json={"nmae": "Ann"})
    assert (stray.status_code, stray.json()["data"]["code"]) == (400, "server.request.invalid")
    broken = client.post(f"/api/games/{game_id}/seats/2", content=b"{")
    assert (broken.status_code, broken.json()["data"]["code"]) == (400, "server.request.invalid")
    assert client.get(f"/api/games/{game_id}").json()["names"] == [None, None, None]


def test_a_revoked_seat_loses_its_name_and_a_rematch_keeps_it(client: httpx.Client) -> None:
    created = client.post(
        "/api/games",
        json={
            "game": "ten",
            "seats": ["human", "human"],
            "take": [0, 1],
            "names": {"0": "Ann", "1": "Bo"},
            "seed": 1,
        },
    ).json()
    game_id, owner = created["id"], created["owner_token"]
    headers = {"Authorization": f"Bearer {owner}"}
    assert client.delete(f"/api/games/{game_id}/seats/1", headers=headers).status_code == 204
    assert client.get(f"/api/games/{game_id}").json()["names"] == ["Ann", None]
    token = client.post(f"/api/games/{game_id}/seats/1", json={"name": "Cy"}).json()["token"]
    tokens = [created["tokens"]["0"], token]
    play_first_moves(client, "ten", tokens)
    rematch = client.post(f"/api/seat/{tokens[1]}/rematch").json()
    assert client.get(f"/api/games/{rematch['id']}").json()["names"] == [None, "Cy"]


def test_aluettes_partnerships_are_told_by_the_players_names() -> None:
    """Aluette's seating and its teams' points were worded by seat numbers in a narration
    that called every single seat by its player's name ("seats 1+3 scored 1 point"); without
    names, the words are as they were."""
    words = client_words(tablegames.GAMES["aluette"])
    named = named_words(words, ["Ann", "Bo", "Cy", None])
    state = tablegames.new_game("aluette", players=4, seed=3)
    seating = next(e for e in state.events if isinstance(e, SeatsAssigned))
    assert words.text(seating, None) == (
        "Partners sit opposite: seats 1 and 3 play against seats 2 and 4."
    )
    assert named.text(seating, None) == (
        "Partners sit opposite: Ann and Cy play against Bo and seat 4."
    )
    assert named.text(seating, 3) == (
        "Partners sit opposite: Ann and Cy play against Bo and seat 4. Your partner is Bo."
    )
    # The partner, named so in the seat's own narration ("your partner (seat 3)" before).
    dealt = next(e for e in state.events if isinstance(e, FaceUpCardDealt) and e.seat == 2)
    assert named.text(dealt, 0).startswith("Partnership draw: your partner (Cy) was dealt ")
    assert words.text(dealt, 0).startswith("Partnership draw: your partner (seat 3) was dealt ")
    while not any(isinstance(e, DealScored) for e in state.events[-3:]):
        seat = tablegames.current_player(state)
        state, _ = apply_with_events(state, tablegames.legal_moves(state, seat)[0])
    scored = next(e for e in reversed(state.events) if isinstance(e, DealScored))
    plain, told = words.text(scored, None), named.text(scored, None)
    assert "seats 1+3" in plain
    assert "Ann+Cy" in told
    assert "seats" not in told


def test_aluettes_result_names_the_winners_partner_by_name() -> None:
    """The result a winner reads names its partner as the narration does: "You and your
    partner (Cy) win." where the seats have names, where it said "(seat 3)" whatever they
    were; without names, the words are as they were."""
    words = client_words(tablegames.GAMES["aluette"])
    named = named_words(words, ["Ann", "Bo", "Cy", None])
    state = tablegames.new_game("aluette", players=4, seed=3)
    while not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        state = tablegames.apply(state, tablegames.legal_moves(state, seat)[0])
    won = tablegames.winners(state)
    viewer = won[0]
    mate = (viewer + 2) % 4
    lines = named.result(state, viewer).splitlines()
    plain = words.result(state, viewer).splitlines()
    assert plain[-1] == f"You and your partner (seat {mate + 1}) win."
    called = ["Ann", "Bo", "Cy", f"seat {mate + 1}"][mate]
    assert lines[-1] == f"You and your partner ({called}) win."
    # The field is the partner's words now, not its number, and named so: a translation
    # written for the number ("(joueur {partner})") is refused, not said "(joueur votre
    # partenaire (le joueur 3))".
    from tablegames.aluette.words_fr import MESSAGES

    old = {**MESSAGES, "result.you_won": "Vous et votre partenaire (joueur {partner}) gagnez."}
    assert Catalogue("fr", old, french_plural).missing(words.catalogue) == [
        "result.you_won has {partner}, where the English has {who}"
    ]


def test_the_lobby_page_takes_its_name_limit_from_the_server(client: httpx.Client) -> None:
    """The lobby's name field is given the server's limit (MAX_NAME), written once, and has no
    maxlength: HTML counts that in UTF-16 units, and cut a name of 21 emoji to 20."""
    page = client.get("/").text
    field = re.search(r"<input name=\"name\"[^>]*>", page)
    assert field is not None
    assert f'data-max-name="{MAX_NAME}"' in field.group()
    assert "maxlength" not in field.group()
    assert f"at most {MAX_NAME} characters" in page


def _generated_block() -> str:
    text = (resources.files("tablegames.server") / "static/client.js").read_text("utf-8")
    return text.partition(bidi_gen.BEGIN + "\n")[2].partition(bidi_gen.END + "\n")[0]


def test_the_pages_right_to_left_characters_are_generated_from_the_servers() -> None:
    """client.js's RIGHT_TO_LEFT is what ``python -m tablegames.server.bidi_gen`` writes from
    this Python's unicodedata (run it when this fails), and agrees with the server on every
    assigned code point. Under a newer Unicode than the one it was written with, the page
    never isolates a character the server does not: a character assigned since may be missing
    from it, none may be in it wrongly (ranges that spanned unassigned code points took in
    U+10EFD-U+10EFF, not right-to-left since Unicode 15: the code review found it)."""
    block = _generated_block()
    written = re.search(r"// Unicode ([\d.]+),", block)
    assert written is not None
    if written.group(1) == unicodedata.unidata_version:
        assert block == bidi_gen.right_to_left_block()
    escape = r"\\u(?:([0-9A-F]{4})|\{([0-9A-F]+)\})"
    ranges = [
        (int(first or wide_first, 16), int(last or wide_last or first or wide_first, 16))
        for first, wide_first, last, wide_last in re.findall(
            rf"{escape}(?:-{escape})?", block.partition("RIGHT_TO_LEFT_RANGES = [")[2]
        )
    ]
    assert ranges == sorted(ranges)
    inside = {point for first, last in ranges for point in range(first, last + 1)}
    same_unicode = written.group(1) == unicodedata.unidata_version
    wrong = [
        f"U+{point:04X}"
        for point in range(sys.maxunicode + 1)
        if unicodedata.category(chr(point)) != "Cn"
        and (point in inside or same_unicode)
        and (point in inside) != (isolated(chr(point)) != chr(point))
    ]
    assert wrong == []
    # Only right-to-left code points, assigned ones: none that a newer Unicode may give
    # another class. (An older Unicode, Python 3.10's 13.0, has not assigned all of them yet.)
    version = tuple(int(part) for part in unicodedata.unidata_version.split("."))
    if version >= tuple(int(part) for part in written.group(1).split(".")):
        assert all(unicodedata.category(chr(point)) != "Cn" for point in inside)


@pytest.mark.parametrize("mark", ["\u061f", "\u061b", "\u05be", "\u05c0", "\u06d4", "\u0700"])
def test_a_name_with_right_to_left_punctuation_is_isolated(mark: str) -> None:
    """Punctuation of bidi class R or AL (the Arabic question mark and semicolon, the Hebrew
    maqaf and paseq, the Arabic full stop, the Syriac end of paragraph) makes a name
    right-to-left, for the server's sentences and, from the same ranges, the page's (the
    page's own guess, by blocks of letters, left them out)."""
    assert isolated(f"Bob{mark}") == f"\u2068Bob{mark}\u2069"
    assert any(first <= ord(mark) <= last for first, last in bidi_gen.right_to_left_ranges())
