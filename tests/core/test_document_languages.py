"""The words a document writes for people in another language: ``to_dict`` and ``to_json``
take ``language`` (docs/protocol.rst, "Words: labels and texts"), write each move's ``group``
and ``label`` and each event's ``text`` with the game's words in it (``Game.words_in``, named
in full), refuse a language the game does not speak, and read a document back whatever its
words' language."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tablegames
from tablegames.core import protocol
from tablegames.core.errors import ConfigError, FormatError
from tablegames.core.messages import view_document
from tablegames.core.protocol import client_words, event_text, log_line
from tablegames.core.registry import register, unregister
from tablegames.core.words import in_full
from tests.core.test_translations import translated
from tests.games import BUILT_IN

ALUETTE = tablegames.GAMES["aluette"]


def _played(game: str, players: int, seed: int, moves: int) -> Any:
    """A state of ``game`` after ``moves`` random moves (fewer if it ends first)."""
    state = tablegames.new_game(game, players=players, seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if tablegames.is_over(state):
            break
        state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
    return state


def _french() -> Any:
    """Aluette's words in French as the documents write them, made here without the memo."""
    return in_full(ALUETTE.words_in("fr"))


def _memos() -> tuple[dict[Any, Any], ...]:
    return (dict(protocol._TEXTS), dict(protocol._CLIENT_WORDS), dict(protocol._TRANSLATED))


@pytest.mark.parametrize("seat", [0, 1, None])
def test_an_aluette_view_in_french_has_french_labels_and_texts(seat: int | None) -> None:
    state = _played("aluette", 4, 11, 30)
    seen = tablegames.view(state, seat)
    document = tablegames.to_dict(seen, with_moves=True, language="fr")
    french, english = _french(), client_words(ALUETTE)
    moves = tablegames.legal_moves(seen) if seat is not None else ()
    assert [move["label"] for move in document["moves"]] == [french.label(m) for m in moves]
    texts = [event["text"] for event in document["data"]["events"]]
    assert texts == [
        "" if french.is_redundant(event, seat) else french.text(event, seat)
        for event in seen.events
    ]
    english_texts = [log_line(english, event, seat) for event in seen.events]
    assert sum(a != b for a, b in zip(texts, english_texts, strict=True)) > len(texts) // 2
    # Everything but the words is as the game's own words write it.
    plain = tablegames.to_dict(seen, with_moves=True)
    for kept in (document, plain):
        for event in kept["data"]["events"]:
            del event["text"]
        for move in kept.get("moves", ()):
            del move["group"], move["label"]
    assert document == plain


def test_a_moves_and_an_event_document_in_french() -> None:
    state = _played("aluette", 4, 5, 12)
    moves = tablegames.legal_moves(state)
    written = tablegames.to_dict(moves, language="fr")
    assert [move["label"] for move in written["data"]] == [_french().label(m) for m in moves]
    event = state.events[-1]
    for viewer in (0, 2, None):
        told = tablegames.to_dict(event, viewer=viewer, language="fr")
        assert told["data"]["text"] == _french().text(event, viewer)
    assert tablegames.to_dict(moves, language="FR") == written  # a tag in any case


@pytest.mark.parametrize("name", BUILT_IN)
def test_the_default_and_the_games_own_language_write_the_same_bytes(name: str) -> None:
    """``language=None`` is the game's own words, as ever; naming the game's own language
    ("en", in any case) writes the same bytes."""
    game = tablegames.GAMES[name]
    players = 4 if name == "aluette" else 3
    state = _played(name, players, 3, 25)
    own = in_full(game.words)
    for seat in (0, None):
        seen = tablegames.view(state, seat)
        default = tablegames.to_json(seen, with_moves=True, with_scores=True)
        assert tablegames.to_json(seen, with_moves=True, with_scores=True, language=None) == (
            default
        )
        for tag in ("en", "EN"):
            assert tablegames.to_json(seen, with_moves=True, with_scores=True, language=tag) == (
                default
            )
        written = tablegames.to_dict(seen, with_moves=True)
        moves = tablegames.legal_moves(seen) if seat is not None else ()
        assert [move["label"] for move in written["moves"]] == [own.label(m) for m in moves]
    assert tablegames.to_json(state, language="en") == tablegames.to_json(state)
    # The game's own words are never kept as a translation: they are read from the game.
    assert not any(words is game.words for _, words in protocol._TRANSLATED.values())


@pytest.mark.parametrize("language", ["de", "fr_FR", "pt-BR"])
def test_a_language_aluette_does_not_speak_is_refused_and_nothing_is_kept(
    language: str,
) -> None:
    state = _played("aluette", 4, 2, 10)
    seen = tablegames.view(state, 1)
    before, memos = tablegames.to_json(seen, with_moves=True), _memos()
    for obj, extra in ((seen, {"with_moves": True}), (state.events[-1], {}), (state, {})):
        with pytest.raises(ConfigError) as refused:
            tablegames.to_json(obj, language=language, **extra)
        assert "aluette speaks en, fr" in str(refused.value)
    assert _memos() == memos
    assert tablegames.to_json(seen, with_moves=True) == before


def test_a_ten_view_in_a_language_it_does_not_speak_is_refused_naming_those_it_does() -> None:
    speaks = ", ".join(tablegames.GAMES["ten"].languages)
    refusal = rf"^ten speaks {speaks}, not 'de'$"
    state = _played("ten", 2, 1, 5)
    seen = tablegames.view(state, tablegames.current_player(state))
    for obj, extra in (
        (seen, {"with_moves": True}),
        (tablegames.legal_moves(seen), {}),
        (state.events[-1], {"viewer": 0}),
        (tablegames.record(state), {}),
    ):
        with pytest.raises(ConfigError, match=refusal):
            tablegames.to_dict(obj, language="de", **extra)
    with pytest.raises(ConfigError, match=r"^a language is a tag such as fr, not 3$"):
        tablegames.to_dict(seen, language=3)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match=refusal):
        view_document(state, 0, language="de")


@pytest.mark.parametrize("first", ["en", "fr"])
def test_the_text_memo_never_gives_one_languages_text_for_the_other(first: str) -> None:
    """The memo of event texts is keyed by the words: an event worded in English, then asked
    for in French (and the other way round), gets each language's own sentence."""
    protocol._TEXTS.clear()
    state = _played("aluette", 4, 8, 20)
    seen = tablegames.view(state, 0)
    english = [log_line(in_full(ALUETTE.words), e, 0) for e in seen.events]
    french = [log_line(_french(), e, 0) for e in seen.events]
    wanted = {"en": english, "fr": french}
    order = [first, "fr" if first == "en" else "en"]
    for _ in range(2):
        for language in order:
            written = tablegames.to_dict(seen, language=None if language == "en" else language)
            assert [e["text"] for e in written["data"]["events"]] == wanted[language]
            event = seen.events[-1]
            told = tablegames.to_dict(event, viewer=0, language=language)
            said = (in_full(ALUETTE.words) if language == "en" else _french()).text(event, 0)
            assert told["data"]["text"] == said  # an event document always has its sentence
    words = {tag: client_words(ALUETTE, tag) for tag in ("en", "fr")}
    for event in seen.events:
        assert event_text(words["en"], event, 0) == in_full(ALUETTE.words).text(event, 0)
        assert event_text(words["fr"], event, 0) == _french().text(event, 0)


def test_the_words_of_a_language_are_made_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A translation is imported and checked once per game and language, not at every
    document (``words_in`` costs about a millisecond); the memo stays bounded."""
    asked: list[object] = []
    words_in = type(ALUETTE).words_in

    def counted(game: Any, language: object) -> Any:
        asked.append(language)
        return words_in(game, language)

    monkeypatch.setattr(type(ALUETTE), "words_in", counted)
    monkeypatch.setattr(protocol, "_TRANSLATED", {})
    state = _played("aluette", 4, 4, 16)
    for language in ("fr", "FR", "fr"):
        tablegames.to_json(tablegames.view(state, 0), with_moves=True, language=language)
    assert asked == ["fr"]
    assert client_words(ALUETTE, "fr") is client_words(ALUETTE, "FR")
    assert client_words(ALUETTE, "en") is client_words(ALUETTE)
    assert client_words(ALUETTE, "fr") is not client_words(ALUETTE)
    assert len(protocol._TRANSLATED) <= protocol._MAX_CLIENT_WORDS


def test_the_words_of_a_game_told_in_plain_words_are_made_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game without words of its own reads new, equal PlainWords at every ``Game.words``:
    the documents' words are made once per game and language all the same, so that the
    memos of the words and of the event texts hit; the game's own words are not kept as a
    translation."""
    toy = translated("toy_plain_memo", "tests.core.test_translations:PLAIN_FRENCH")
    assert toy.words is not toy.words
    assert toy.words == toy.words
    made: list[object] = []

    def counted(words: Any) -> Any:
        made.append(words)
        return in_full(words)

    monkeypatch.setattr(protocol, "in_full", counted)
    monkeypatch.setattr(protocol, "_CLIENT_WORDS", {})
    monkeypatch.setattr(protocol, "_TRANSLATED", {})
    assert client_words(toy) is client_words(toy)
    assert client_words(toy, "en") is client_words(toy)
    assert client_words(toy, "fr") is client_words(toy, "FR")
    assert client_words(toy, "fr") is not client_words(toy)
    assert [words.catalogue.language for words in made] == ["en", "fr"]
    assert not any(
        game is toy and words == toy.words for game, words in protocol._TRANSLATED.values()
    )
    register(toy)
    try:
        state = toy.new_game(2, 1, toy.options_type())
        for _ in range(3):
            for language in ("fr", None):
                tablegames.to_json(toy.view(state, 0), with_moves=True, language=language)
    finally:
        unregister(toy.name)
    assert len(made) == 2


def test_reading_ignores_the_words_whatever_their_language() -> None:
    state = _played("aluette", 4, 4, 16)
    seen = tablegames.view(state, tablegames.current_player(state))
    text = tablegames.to_json(seen, with_moves=True, language="fr")
    assert tablegames.from_json(text) == seen
    moves = tablegames.legal_moves(seen)
    assert tablegames.from_json(tablegames.to_json(moves, language="fr")) == tuple(moves)
    event = state.events[-1]
    assert tablegames.from_json(tablegames.to_json(event, viewer=1, language="fr")) == event


@pytest.mark.parametrize("language", [None, "fr"])
@pytest.mark.parametrize("name", BUILT_IN)
def test_each_move_handed_to_a_client_has_its_group_in_the_labels_language(
    name: str, language: str | None
) -> None:
    """Each move of a ``moves`` document and of a view's ``moves`` carries its ``group``, the
    heading the terminal's menu lists it under (``Words.group``), in the language of its
    label, just before its label (which stays last)."""
    game = tablegames.GAMES[name]
    words = in_full(game.words if language is None else game.words_in(language))
    english = in_full(game.words)
    players = 4 if name == "aluette" else 3
    differ = 0
    for played in (0, 10, 25, 40):
        state = _played(name, players, 6, played)
        seat = tablegames.current_player(state)
        if seat is None:
            continue
        moves = tablegames.legal_moves(state)
        listed = tablegames.to_dict(moves, language=language)["data"]
        seen = tablegames.to_dict(tablegames.view(state, seat), with_moves=True, language=language)
        for items in (listed, seen["moves"]):
            assert [(item["group"], item["label"]) for item in items] == [
                (words.group(move), words.label(move)) for move in moves
            ]
            assert all(list(item)[-2:] == ["group", "label"] for item in items)
        differ += sum(words.group(move) != english.group(move) for move in moves)
    # French headings are French: some differ from the English ones.
    assert (differ > 0) == (language == "fr")


def test_reading_drops_each_moves_group_whatever_its_language() -> None:
    """A client may send back a move, or a list of moves or a view, with the group and label
    it received, in any language: reading drops both, as it checks that they are strings."""
    state = _played("aluette", 4, 5, 12)
    moves = tablegames.legal_moves(state)
    written = tablegames.to_dict(moves, language="fr")
    assert all("group" in item for item in written["data"])
    assert protocol.without_words(written)["data"] == [
        tablegames.to_dict(move)["data"] for move in moves
    ]
    assert tablegames.from_dict(written) == moves
    sent = {**tablegames.to_dict(moves[0]), "data": written["data"][0]}
    assert tablegames.from_dict(sent) == moves[0]
    seen = tablegames.view(state, tablegames.current_player(state))
    assert tablegames.from_dict(tablegames.to_dict(seen, with_moves=True, language="fr")) == seen


@pytest.mark.parametrize("group", [3, None, "x" * (protocol.MAX_WORDS_LENGTH + 1)])
def test_a_group_that_is_not_a_short_string_is_refused(group: object) -> None:
    """A move's group is checked as its label is: a string of at most
    ``MAX_WORDS_LENGTH`` characters, the refusal naming where it was."""
    state = _played("aluette", 4, 5, 12)
    written = tablegames.to_dict(tablegames.legal_moves(state))
    written["data"][1]["group"] = group
    with pytest.raises(FormatError) as refused:
        tablegames.from_dict(written)
    assert "$.data[1].group: expected a string of at most" in str(refused.value)
