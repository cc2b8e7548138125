"""The games' page scripts' own words (docs/guides/frontend.rst, :ref:`page-script`): each
script keeps the words it writes in a catalogue of its own, ``const WORDS = {en: {...}, fr:
{...}}``, and says them through client.js's ``sayIn``/``sayCountIn``: the French catalogue has
exactly the English ids, each with the fields of its English, every id the script says is in
the catalogue and every id of the catalogue is said. The scripts are read as text, as
tests/server/test_pagewords.py reads client.js."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tablegames.ten.svg import DOING

ROOT = Path(__file__).resolve().parents[2]
#: Each game's page script, by game.
SCRIPTS = {
    "aluette": ROOT / "src" / "tablegames" / "aluette" / "page.js",
    "saboteur": ROOT / "src" / "tablegames" / "saboteur" / "page.js",
    "ten": ROOT / "src" / "tablegames" / "ten" / "page.js",
    "crazyeights": ROOT / "examples" / "crazyeights" / "src" / "tablegames_crazyeights" / "page.js",
}

#: The catalogue: from ``const WORDS = {`` to the line that closes it.
CATALOGUE = re.compile(r"^const WORDS = \{\n(.*?)^\};$", re.MULTILINE | re.DOTALL)
#: One language's texts in it: ``  en: {`` to ``  },``.
LANGUAGE = re.compile(r"^  (\w+): \{\n(.*?)^  \},$", re.MULTILINE | re.DOTALL)
#: One text: ``"id": "text",`` (the text on the next line where it is long), a JSON string.
ENTRY = re.compile(r'^    "([^"]+)":\s*("(?:[^"\\]|\\.)*"),$', re.MULTILINE)
#: A text said by a written id: say("id" and sayCount("id" (its .one and .other forms).
SAID = re.compile(r'\bsay\(\s*"([^"]+)"')
COUNTED = re.compile(r'\bsayCount\(\s*"([^"]+)"')
FIELD = re.compile(r"\{(\w+)\}")


def script_words(script: Path) -> dict[str, dict[str, str]]:
    """A page script's catalogue, by language and id, read from its text; every line of it an
    entry (a line the reading does not understand fails it)."""
    text = script.read_text("utf-8")
    found = CATALOGUE.search(text)
    assert found, f"{script} keeps no catalogue (const WORDS = {{...}})"
    languages: dict[str, dict[str, str]] = {}
    for language in LANGUAGE.finditer(found[1]):
        body = language[2]
        entries = {id_: json.loads(said) for id_, said in ENTRY.findall(body)}
        assert ENTRY.sub("", body).strip() == "", (script, language[1], ENTRY.sub("", body))
        languages[language[1]] = entries
    assert LANGUAGE.sub("", found[1]).strip() == "", (script, LANGUAGE.sub("", found[1]))
    return languages


def _said(script: Path) -> set[str]:
    """Every id the script says by its name written out."""
    text = script.read_text("utf-8")
    counted = {f"{id_}.{form}" for id_ in COUNTED.findall(text) for form in ("one", "other")}
    return set(SAID.findall(text)) | counted


@pytest.mark.parametrize("game", sorted(SCRIPTS))
def test_a_page_script_speaks_english_and_french(game: str) -> None:
    assert set(script_words(SCRIPTS[game])) == {"en", "fr"}


@pytest.mark.parametrize("game", sorted(SCRIPTS))
def test_the_french_catalogue_has_exactly_the_english_ids_and_fields(game: str) -> None:
    words = script_words(SCRIPTS[game])
    assert set(words["fr"]) == set(words["en"])
    for id_, english in words["en"].items():
        assert sorted(FIELD.findall(words["fr"][id_])) == sorted(FIELD.findall(english)), id_


@pytest.mark.parametrize("game", sorted(SCRIPTS))
def test_every_id_a_script_says_is_in_its_catalogue_and_every_one_is_said(game: str) -> None:
    """TEN says what the seat to act does by its phase (doing.<phase>, for each phase of its
    DOING): those ids are said too."""
    script = SCRIPTS[game]
    said = _said(script)
    if game == "ten":
        said |= {f"doing.{phase.value}" for phase in DOING}
    assert said == set(script_words(script)["en"])


@pytest.mark.parametrize("game", sorted(SCRIPTS))
def test_french_sets_a_no_break_space_before_a_colon_or_a_semicolon(game: str) -> None:
    """French typography: "Votre main\u00a0: ", never "Votre main : " or "Votre main: "."""
    for id_, french in script_words(SCRIPTS[game])["fr"].items():
        assert not re.search(r"[^\u00a0][:;]", french), (id_, french)


def test_ten_says_on_an_english_page_what_the_picture_says_the_seat_to_act_does() -> None:
    """ten/page.js's catalogue says the picture's words (ten/svg.py's DOING) for each phase,
    as its DOING does (tests/ten/test_page_words.py)."""
    english = script_words(SCRIPTS["ten"])["en"]
    assert {phase.value: english[f"doing.{phase.value}"] for phase in DOING} == {
        phase.value: words for phase, words in DOING.items()
    }


def test_the_reading_sees_every_text_of_a_catalogue() -> None:
    """The checks above would pass on a catalogue the reading missed: Aluette's has its hand's
    heading in both languages, and the French with its no-break space."""
    words = script_words(SCRIPTS["aluette"])
    assert words["en"]["hand"] == "Your hand: "
    assert words["fr"]["hand"] == "Votre main\u00a0: "
    assert len(words["en"]) > 15
