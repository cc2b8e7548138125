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
from tablegames.server import bidi_gen
from tablegames.server.errors import ServerRefusal
from tablegames.server.names import MAX_NAME, isolated, named_words, player_name
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
    this Python's unicodedata (run it when this fails). Under another Unicode than the one it
    was written with, it must still agree with the server on every code point assigned in
    both."""
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
    wrong = [
        f"U+{point:04X}"
        for point in range(sys.maxunicode + 1)
        if unicodedata.category(chr(point)) != "Cn"
        and (point in inside) != (isolated(chr(point)) != chr(point))
    ]
    assert wrong == []


@pytest.mark.parametrize("mark", ["\u061f", "\u061b", "\u05be", "\u05c0", "\u06d4", "\u0700"])
def test_a_name_with_right_to_left_punctuation_is_isolated(mark: str) -> None:
    """Punctuation of bidi class R or AL (the Arabic question mark and semicolon, the Hebrew
    maqaf and paseq, the Arabic full stop, the Syriac end of paragraph) makes a name
    right-to-left, for the server's sentences and, from the same ranges, the page's (the
    page's own guess, by blocks of letters, left them out)."""
    assert isolated(f"Bob{mark}") == f"\u2068Bob{mark}\u2069"
    assert any(first <= ord(mark) <= last for first, last in bidi_gen.right_to_left_ranges())
