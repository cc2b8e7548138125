"""``to_svg(..., language=...)``: a picture in a game's words of another language
(docs/guides/pictures: the pictures speak the games' languages). The language must be one the
game speaks; the game's own language, or none, draws the same bytes as before the option; a
drawing that takes no words draws in its own words only."""

from __future__ import annotations

import pytest

import tablegames
from tablegames import ConfigError
from tablegames.core.svg import can_draw_words, table_title
from tablegames.testing import ConformanceError, check_game

GAMES = ("aluette", "saboteur", "ten")


def _middle(name: str) -> object:
    """A state a few moves into a game of ``name``."""
    state = tablegames.new_game(name, players=4, seed=11)
    for _ in range(6):
        seat = tablegames.current_player(state)
        assert seat is not None
        state = tablegames.apply(state, tablegames.legal_moves(state, seat)[0])
    return state


@pytest.mark.parametrize("name", GAMES)
def test_the_games_own_language_draws_the_same_bytes_as_no_language(name: str) -> None:
    state = _middle(name)
    for seat in (None, 0, 1):
        plain = tablegames.to_svg(state, seat, last_move=True)
        for language in ("en", "EN", "En"):
            assert tablegames.to_svg(state, seat, last_move=True, language=language) == plain
        assert ' lang="' not in plain.split(">", 1)[0]


@pytest.mark.parametrize("name", GAMES)
def test_a_french_picture_says_so_on_its_root_and_differs_from_the_english(name: str) -> None:
    state = _middle(name)
    for seat in (None, 0, 1):
        french = tablegames.to_svg(state, seat, language="fr")
        root = french.split(">", 1)[0]
        assert ' lang="fr"' in root
        assert french != tablegames.to_svg(state, seat)
        seen = state if seat is None else tablegames.view(state, seat)
        assert tablegames.to_svg(seen, language="fr") == french


@pytest.mark.parametrize("language", ["de", "fr-CA-x", "", "english"])
def test_a_language_the_game_does_not_speak_is_refused_naming_those_it_does(
    language: str,
) -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(ConfigError, match="en, fr"):
        tablegames.to_svg(state, language=language)


@pytest.mark.parametrize("language", [1, b"fr", ["fr"]])
def test_a_language_that_is_not_text_is_refused(language: object) -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(ConfigError, match="language"):
        tablegames.to_svg(state, language=language)  # type: ignore[arg-type]


def test_a_drawing_that_takes_no_words_draws_its_own_language_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game of another distribution whose drawing is older than the ``words`` keyword: its
    own language (or none) draws, and another it speaks is refused, saying why."""
    game = tablegames.GAMES["ten"]
    state = tablegames.new_game("ten", players=2, seed=1)
    drawn = game.drawing(state)

    def older(obj: object, *, id_prefix: str = "tg") -> str:
        return drawn

    monkeypatch.setattr(game, "drawing", older)
    assert not can_draw_words(game)
    assert tablegames.to_svg(state) == drawn
    assert tablegames.to_svg(state, language="en") == drawn
    with pytest.raises(ConfigError, match="takes no words keyword"):
        tablegames.to_svg(state, language="fr")


def test_the_title_says_whose_picture_it_is_in_the_words_given() -> None:
    state = tablegames.new_game("aluette", players=4, seed=3)
    french = tablegames.GAMES["aluette"].words_in("fr")
    assert table_title(state, "x", french) == "Aluette, x (l'état complet)"
    assert table_title(tablegames.view(state, 2), "x", french) == "Aluette, x (vue du joueur 3)"
    assert (
        table_title(tablegames.view(state, None), "x", french) == "Aluette, x (vue d'un spectateur)"
    )
    assert table_title(tablegames.view(state, 2), "x") == "Aluette, x (seat 3's view)"


def test_a_drawing_forwarding_its_keywords_is_not_taken_to_draw_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A drawing that takes ``**options`` and passes them to an older one (a wrapper written
    before the ``words`` keyword) would be handed words it cannot take: it counts as drawing
    in its own words only, and its own language still draws."""
    game = tablegames.GAMES["ten"]
    state = tablegames.new_game("ten", players=2, seed=1)
    drawn = game.drawing(state)

    def older(obj: object, *, id_prefix: str = "tg", last_move: bool = False) -> str:
        return drawn

    def forwarding(obj: object, **options: object) -> str:
        return older(obj, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(game, "drawing", forwarding)
    assert not can_draw_words(game)
    assert tablegames.to_svg(state, last_move=True) == drawn
    with pytest.raises(ConfigError, match="takes no words keyword"):
        tablegames.to_svg(state, language="fr")


def test_a_language_tag_may_be_a_str_subclass() -> None:
    """As ``Game.words_in`` takes it (a ``StrEnum`` member, say)."""

    class Tag(str):
        pass

    state = tablegames.new_game("ten", players=2, seed=1)
    assert tablegames.to_svg(state, language=Tag("fr")) == tablegames.to_svg(state, language="fr")


def test_the_kit_fails_a_translated_picture_that_does_not_say_its_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The conformance kit draws checked views in each language the game speaks: a French
    picture whose root does not say ``lang="fr"`` fails it, naming the language."""
    game = tablegames.GAMES["ten"]
    real = game.drawing

    def unsaid(
        obj: object,
        *,
        id_prefix: str = "tg",
        last_move: bool = False,
        names: object = None,
        words: object = None,
    ) -> str:
        drawn = real(obj, id_prefix=id_prefix, last_move=last_move, names=names, words=words)  # type: ignore[arg-type]
        return drawn.replace(' lang="fr"', "", 1)

    monkeypatch.setattr(game, "drawing", unsaid)
    with pytest.raises(ConformanceError, match="in 'fr' says its language is None"):
        check_game("ten", seeds=[0], players=2, draw_every=1)
