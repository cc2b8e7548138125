"""The web client's own words (tablegames.server.pagewords): one catalogue by language, each
language with exactly the English ids and fields, every id said by a page and every id a page
says in the catalogue; the pages served in the server's language when they speak it, in
English otherwise."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import httpx
import pytest

import tablegames
from tablegames.server.app import game_page
from tablegames.server.names import MAX_NAME
from tablegames.server.pagewords import (
    ENGLISH,
    FRENCH,
    PAGE_WORDS,
    fill,
    page_language,
    page_words,
    words_json,
)
from tests.server.harness import served_client

STATIC = Path(__file__).resolve().parents[2] / "src" / "tablegames" / "server" / "static"
#: The files that say the page's own words: the scripts by say(...), the templates by ${id}.
SCRIPTS = ("client.js", "lobby.js", "table.js")
TEMPLATES = ("page.html", "lobby.html")

#: A call that says a text by its id: say("id", sayWith("id", and the forms of a number's text,
#: sayCount("id" and sayCountWith("id" (which say "id.one" and "id.other").
SAID = re.compile(r"\bsay(With)?\(\s*\"([^\"]+)\"")
COUNTED = re.compile(r"\bsayCount(With)?\(\s*\"([^\"]+)\"")
#: A call whose id is no written string: only client.js's own helpers may make one.
UNWRITTEN = re.compile(r"(?<!function )\bsay(?:Count)?(?:With)?\((?!\s*\")([^)]*)")
FILLED = re.compile(r"\$\{([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)\}")
FIELD = re.compile(r"\{(\w+)\}")
#: The ids of a note (a page of an address that opens nothing), written in app.py.
NOTED = re.compile(r"\"(note\.[a-z.-]+)\"")


def _said() -> set[str]:
    """Every id the scripts and the templates say."""
    ids: set[str] = set()
    for name in SCRIPTS:
        text = (STATIC / name).read_text("utf-8")
        ids |= {found[2] for found in SAID.finditer(text)}
        ids |= {
            f"{found[2]}.{form}" for found in COUNTED.finditer(text) for form in ("one", "other")
        }
    for name in TEMPLATES:
        ids |= set(FILLED.findall((STATIC / name).read_text("utf-8")))
    # The notes of addresses that open nothing, which the server fills in (app.py).
    ids |= set(NOTED.findall((STATIC.parent / "app.py").read_text("utf-8")))
    return ids


def test_french_has_exactly_the_english_ids() -> None:
    assert set(FRENCH) == set(ENGLISH)


@pytest.mark.parametrize("id_", sorted(ENGLISH))
def test_each_french_text_has_the_fields_of_its_english(id_: str) -> None:
    assert sorted(FIELD.findall(FRENCH[id_])) == sorted(FIELD.findall(ENGLISH[id_])), id_


def test_a_number_s_text_has_both_forms_in_every_language() -> None:
    """A text chosen by a number (sayCount) has an "one" and an "other" form, and nothing else
    ends in a form's name, so that sayCount finds its form in every language."""
    for words in PAGE_WORDS.values():
        counted = {id_.rsplit(".", 1)[0] for id_ in words if id_.endswith((".one", ".other"))}
        for id_ in counted:
            assert {f"{id_}.one", f"{id_}.other"} <= set(words), id_


def test_every_id_a_page_says_is_in_the_catalogue() -> None:
    assert _said() - set(ENGLISH) == set()


def test_every_id_of_the_catalogue_is_said_by_a_page() -> None:
    assert set(ENGLISH) - _said() == set()


def test_the_scripts_say_their_words_by_written_ids_only() -> None:
    """An id computed at run time would escape the two checks above: only client.js's own
    helpers pass one along (say(id), say(pluralForm(...)))."""
    for name in SCRIPTS:
        text = (STATIC / name).read_text("utf-8")
        passed = {found[1].strip() for found in UNWRITTEN.finditer(text)}
        assert passed <= {"id", "pluralForm(id, number"}, (name, passed)


def test_the_pages_language_is_the_servers_when_the_pages_speak_it() -> None:
    assert [page_language(tag) for tag in ("fr", "FR", "fr-CA", "en", "de", None)] == [
        "fr",
        "fr",
        "fr",
        "en",
        "en",
        "en",
    ]
    assert page_words("fr") is FRENCH
    assert page_words("de") is ENGLISH
    assert page_words(None) is ENGLISH


def test_fill_fills_the_fields_given_and_keeps_the_others() -> None:
    assert fill("{who} has asked {n}", {"who": "Seat 2"}) == "Seat 2 has asked {n}"


def test_the_words_json_cannot_end_its_script_element() -> None:
    """Words holding "</script>" or "<!--" would end the JSON element or open a comment in it:
    they are written as JSON escapes, which read back the same."""
    words = {"a": "</script><script>alert(1)</script>", "b": "<!-- & -->"}
    text = words_json(words)
    assert "<" not in text
    assert ">" not in text
    assert "&" not in text
    assert json.loads(text) == words


def _words_element(page: str) -> dict[str, str]:
    found = re.search(
        r'<script type="application/json" id="page-words">(.*?)</script>', page, re.DOTALL
    )
    assert found, "the page holds no page-words element"
    words: dict[str, str] = json.loads(found[1])
    return words


def test_a_french_servers_table_page_is_french() -> None:
    page = game_page(tablegames.GAMES["aluette"], language="fr").decode()
    assert '<html lang="fr">' in page
    assert _words_element(page) == dict(FRENCH)
    for id_ in ("page.connecting", "page.moves", "page.log"):
        assert f">{html.escape(FRENCH[id_])}<" in page
    assert html.escape(FRENCH["page.table-words"]) in page
    assert ENGLISH["page.moves"] not in page


@pytest.mark.parametrize("language", [None, "en", "de"])
def test_a_table_page_in_a_language_the_pages_lack_is_english(language: str | None) -> None:
    """The page of a server without --lang, or with a language the pages do not speak, is the
    English page."""
    page = game_page(tablegames.GAMES["ten"], language=language).decode()
    assert '<html lang="en">' in page
    assert _words_element(page) == dict(ENGLISH)
    assert "<h2>Your moves</h2>" in page
    assert '<p data-testid="seat">Connecting…</p>' in page
    assert page == game_page(tablegames.GAMES["ten"]).decode()


@pytest.mark.parametrize("language", ["fr", None])
def test_the_lobby_is_in_the_servers_language(tmp_path: Path, language: str | None) -> None:
    settings = {} if language is None else {"language": language}
    words = FRENCH if language else ENGLISH
    client: httpx.Client
    with served_client(tmp_path / "db", **settings) as client:
        page = client.get("/").text
    assert f'<html lang="{language or "en"}">' in page
    assert _words_element(page) == dict(words)
    assert f"<title>{html.escape(words['lobby.title'])} · tablegames</title>" in page
    # The name's limit is filled into the label's words.
    assert html.escape(fill(words["lobby.name"], {"most": MAX_NAME})) in page
    assert "{most}" not in page.split('id="page-words">', 1)[0] + page.split("</script>")[-1]


def test_french_names_a_seat_as_its_player_and_a_free_seat_as_a_place() -> None:
    """The game's French words call a seat "le joueur 2"; the page's own words say the same of
    the one who plays it (waiting for it, a rematch it asked for, its score), and "la place 2"
    of the place that is free, kept or taken: "On attend le joueur 2", not "En attente de
    place 2", and "La place 2 est libre", not "Le joueur 2 est libre"."""
    french = page_words("fr")

    def say(id_: str, **fields: object) -> str:
        return fill(french[id_], fields)

    seat = say("seat.plain", seat=2)
    assert say("turn.waiting", seat=seat, extra="") == "On attend le joueur 2."
    assert say("turn.waiting", seat=say("seat.named", seat=2, name="Anne"), extra="") == (
        "On attend le joueur 2 (Anne)."
    )
    asked = say("rematch.asked.one", who="Le joueur 2", join="Rejoindre la revanche")
    assert asked.startswith("Le joueur 2 a demandé une revanche\u00a0: ")
    assert say("rematch.asked.one", who=say("rematch.another"), join="x").startswith(
        "Un autre joueur a demandé une revanche"
    )
    free = say("free.open.one", seats="La place 2", invitation="…")
    assert free.startswith("La place 2 est libre. ")
    assert say("seat.place", seat=2) == "la place 2"
    freeing = say("owner.ask", seat=seat)
    assert freeing.startswith("Libérer la place occupée par le joueur 2\u00a0? ")
    assert page_words("en")["seat.place"] == page_words("en")["seat.plain"] == "seat {seat}"


@pytest.mark.parametrize("language", ["fr", None])
def test_the_notes_of_addresses_that_open_nothing_are_in_the_servers_language(
    tmp_path: Path, language: str | None
) -> None:
    """An unknown seat, an unknown game and a seat left are told to the person who opens
    their address in the server's language, the page's lang with them; the links to the lobby
    and to the game are kept. English is as it was."""
    settings = {} if language is None else {"language": language}
    words = FRENCH if language else ENGLISH
    client: httpx.Client
    with served_client(tmp_path / "db", **settings) as client:
        unknown_seat = client.get("/play/no.seat")
        unknown_game = client.get("/watch/nothing")
        made = client.post(
            "/api/games", json={"game": "ten", "seats": ["human", "human"], "take": [0, 1]}
        )
        game_id, token = made.json()["id"], made.json()["tokens"]["0"]
        assert client.post(f"/api/seat/{token}/leave").status_code == 204
        left = client.get(f"/play/{token}")
    lobby = f'<a href="./">{words["note.lobby"]}</a>'
    for answer, status, note in (
        (unknown_seat, 404, "note.unknown-seat"),
        (unknown_game, 404, "note.unknown-game"),
        (left, 410, "note.left"),
    ):
        assert answer.status_code == status
        page = answer.text
        assert f'<html lang="{language or "en"}">' in page
        assert f"<h1>{html.escape(words[note])}</h1>" in page
        assert f"<title>{html.escape(words[note])} · tablegames</title>" in page
        assert lobby in page
        assert "{" not in page
    watch = f'<a href="watch/{game_id}">{words["note.watch"]}</a>'
    then = fill(words["note.left.then"], {"watch": watch, "lobby": lobby})
    assert f"<p>{words['note.left.left']} {then}</p>" in left.text
    if language is None:  # the English of before
        assert (
            "<p>No seat has this address, or its address was revoked: ask the game's owner for "
            'your seat again, or take a free seat in the <a href="./">lobby</a>.</p>'
        ) in unknown_seat.text
        assert (
            f'game. <a href="watch/{game_id}">Watch the game</a> or go to the '
            '<a href="./">lobby</a>.</p>'
        ) in left.text
