"""A second catalogue proves that a translation is one file: Aluette in French (issue 21)."""

from __future__ import annotations

import re

import attrs
import pytest

import tablegames
from tablegames.aluette import DealScored, GameEnded, Phase, Tiebreak
from tablegames.aluette.cards import NAMED_CARDS
from tablegames.aluette.rules import SIGNAL_CARD
from tablegames.aluette.words import ENGLISH, WORDS
from tablegames.aluette.words_fr import FRENCH
from tablegames.core.events import apply_with_events
from tablegames.core.rng import Rng
from tests.aluette.helpers import fresh

#: Words that would betray an English message left in a French text.
ENGLISH_WORDS = re.compile(r"\b(the|you|your|seat|played|won|of|signalled|discarded)\b")


def test_the_french_catalogue_has_every_message_with_the_same_fields() -> None:
    assert FRENCH.catalogue.missing(WORDS.catalogue) == []
    assert set(ENGLISH) <= set(FRENCH.catalogue.messages)


def test_the_named_cards_are_the_signalled_ones() -> None:
    """The eight named cards of the words are those the signals name (rules §3, §8)."""
    assert set(SIGNAL_CARD.values()) == set(NAMED_CARDS)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_label_and_event_of_random_games_in_french(seed: int) -> None:
    """Every legal move's label and every event's text of whole games, for every seat, comes
    out of the French catalogue: non-empty, unique per position, with no English left."""
    rng = Rng(seed, "french")
    options = {"mordienne": True, "surrender": seed == 2, "announced_mordienne": seed == 3}
    state = tablegames.new_game("aluette", players=4, seed=seed, options=options)
    told = set()
    events = list(state.events)
    while True:
        for event in events:
            for viewer in (0, 1, 2, 3, None):
                text = FRENCH.text(event, viewer)
                assert text[:1].isupper(), text
                assert "{" not in text, text
                assert not ENGLISH_WORDS.search(text), text
                assert text != WORDS.text(event, viewer)
            told.add(type(event).__name__)
        if tablegames.is_over(state):
            break
        for seat in range(4):
            moves = tablegames.legal_moves(state, seat)
            labels = [FRENCH.label(move) for move in moves]
            assert len(set(labels)) == len(labels)
            for move, label in zip(moves, labels, strict=True):
                assert label, move
                assert not ENGLISH_WORDS.search(label), label
        state, events = apply_with_events(state, rng.choice(tablegames.legal_moves(state)))
    assert {"CardPlayed", "TrickCompleted", "DealScored", "GameEnded"} <= told
    assert FRENCH.result(state, 0).startswith("Score final\u00a0: ")
    assert FRENCH.result(state, None)


def test_french_cards_elide_before_a_vowel() -> None:
    card = tablegames.aluette.parse_card
    assert FRENCH.card(card("ace of swords")) == "l'as d'épées"
    assert FRENCH.card(card("3 of coins")) == "le 3 de deniers (Monsieur)"
    assert FRENCH.card(card("king of cups")) == "le roi de coupes"


def test_french_agrees_with_its_team_leader_and_takers_and_names_by_de() -> None:
    """A translator's review of whole French games: "votre équipe (joueurs 2+4) marquent"
    (a singular subject), "joueur 2 et vous prennent", "la main reste à joueur 2", and the
    server's named narration wrote an English possessive ("Main Bo's")."""
    import random

    import tablegames
    from tablegames.aluette.words_fr import FRENCH
    from tablegames.core.words import told
    from tablegames.server.names import named_words

    named = named_words(FRENCH, ["Ann", "Bo", None, "Di"])
    assert (named.catalogue.whose(0), named.catalogue.whose(1)) == ("d'Ann", "de Bo")
    texts: set[str] = set()
    for seed in range(12):
        state = tablegames.new_game("aluette", players=4, seed=seed)
        chooser = random.Random(seed)
        while not tablegames.is_over(state):
            state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
        for viewer in (0, 1, None):
            events = tablegames.view(state, viewer).events
            for words in (FRENCH, named):
                texts.update(words.text(event, viewer) for event in events)
                texts.add(words.result(tablegames.view(state, viewer), viewer))
        # Told whole (a record, the server's replay): seat 2's hand by its player's name.
        texts.update(told(named, tablegames.view(state, 1).events, None, reveal=True))
    for wrong in (" marquent ", " l'emportent ", " gagnent", " prennent ", "reste à ", "'s "):
        assert not [text for text in texts if wrong in text], wrong
    assert any("votre équipe (les joueurs 1+3) marque 1 point" in text for text in texts)
    assert any("l'équipe (Bo et Di) marque" in text for text in texts)
    assert any(text.startswith("Main de Bo\u00a0: ") for text in texts)
    assert any("garde la main" in text for text in texts)


def test_the_french_words_draw_the_terminals_picture_in_french() -> None:
    """FRENCH.picture was str(state), the object's repr, in a terminal playing in French; then
    the game's table in English. The game's words made French by ``in_language`` (a
    translation declared as a catalogue) draw the same French table."""
    game = tablegames.GAMES["aluette"]
    in_french = game.words.in_language(FRENCH.catalogue)
    state = tablegames.new_game("aluette", players=4, seed=1)
    for shown in (state, tablegames.view(state, 0)):
        picture = FRENCH.picture(shown, {})
        assert picture.startswith("Aluette, donne 1/5, donneur\u00a0: joueur 1. Points\u00a0: ")
        assert picture.splitlines()[1] == "Vote du chant, au joueur 2 de jouer."
        assert in_french.picture(shown, {}) == picture
        assert game.words.picture(shown, {}).startswith("Aluette, deal 1/5, dealer seat 1.")


#: A seat's number after a word that is not its article: "avant joueur 4", "pour joueur 4".
_BARE_SEAT = re.compile(
    r"(?<!\ble )(?<!\bLe )(?<!\bdu )(?<!\bles )(?<!\bLes )(?<!\bdes )\bjoueurs? \d"
)
#: A preposition left before an article it contracts with ("de le joueur 2", "à les joueurs").
_UNCONTRACTED = re.compile(r"\b(de|à) (le|les)\b|\bd'(le|les)\b", re.IGNORECASE)


def _french_texts(seeds: range) -> set[str]:
    """Every label, menu heading, event text and result of random whole games in French, for
    every seat and a spectator, with the seats numbered and with the server's players' names
    (one seat without a name, called by its number among the names)."""
    import random

    from tablegames.core.words import told
    from tablegames.server.names import named_words

    wordings = [FRENCH, named_words(FRENCH, ["Anne", "Bo", None, "Éric"])]
    texts: set[str] = set()
    for seed in seeds:
        options = {
            "mordienne": True,
            "surrender": seed % 3 == 1,
            "announced_mordienne": seed % 3 == 2,
            "signal_visibility": "partner_only" if seed % 2 else "public",
        }
        state = tablegames.new_game("aluette", players=4, seed=seed, options=options)
        chooser = random.Random(seed)
        while not tablegames.is_over(state):
            for seat in range(4):
                for move in tablegames.legal_moves(state, seat):
                    texts.update((FRENCH.label(move), FRENCH.group(move)))
            state = tablegames.apply(state, chooser.choice(tablegames.legal_moves(state)))
        for viewer in (0, 1, 2, 3, None):
            seen = tablegames.recall(state, viewer)  # every deal, not the last one's alone
            for words in wordings:
                texts.update(words.text(event, viewer) for event in seen)
                texts.add(words.result(tablegames.view(state, viewer), viewer))
                # Told whole (a record, the server's replay): the seat's hands by its name.
                texts.update(told(words, seen, None, reveal=True))
    return texts


def test_a_seat_has_its_article_after_a_word_and_contracts_with_de_and_a() -> None:
    """A French seat is "le joueur 3" wherever it stands, as a name goes without one: a
    translator's review read "en atteignant 3 avant joueur 3", "pour joueur 4 et joueur 3",
    "personne ne le remporte ; joueur 2 garde la main", "Donne 2 : joueur 2 a distribué".
    The article never stays uncontracted after "de" or "à" ("de le joueur"), a sentence
    starts with its capital ("Le joueur 1 a joué"), and a team of a named seat and a seat
    without a name does not glue the article to the "+" ("l'équipe Anne+le joueur 3")."""
    texts = _french_texts(range(10))
    assert [text for text in texts if _BARE_SEAT.search(text)] == []
    assert [text for text in texts if _UNCONTRACTED.search(text)] == []
    assert [text for text in texts if re.search(r"\+(le|les|vous|votre)\b", text)] == []
    assert any(re.match(r"Le joueur \d a joué ", text) for text in texts)
    assert any(re.search(r"; le joueur \d garde la main\.", text) for text in texts)
    assert any(re.match(r"Donne \d\u00a0: le joueur \d a distribué ", text) for text in texts)
    assert any(re.search(r"\bpour (le joueur|vous|votre partenaire)\b", text) for text in texts)
    assert any(re.search(r"avant (les? joueurs?|vous|votre) ", text) for text in texts)
    # The server's names go without one, beside a seat without a name that keeps its own.
    assert any(re.search(r"avant (Anne|Bo|Éric)\b", text) for text in texts)
    assert any("l'équipe (Anne et le joueur 3)" in text for text in texts)
    assert any(text.startswith("Main du joueur 3\u00a0: ") for text in texts)
    assert any(text.startswith("Main d'Anne\u00a0: ") for text in texts)


def test_a_tie_on_tricks_counts_the_tricks_reached_first_with_a_noun() -> None:
    """Rules §7: a deal won on a tie is won by reaching the count first. The French said
    "en atteignant 3 avant le joueur 4", a bare number; the count comes as a bare number, so
    the words must read for any count, 1 as well ("1 plis" would be wrong)."""
    tied = DealScored(1, 0, 0, 1, False, False, (2, 0), None, (3, 2, 1, 3))
    assert FRENCH.text(tied, None).startswith(
        "Le joueur 1 a remporté la donne 2 avec 3 plis, en atteignant ce total de 3 avant le "
        "joueur 4\u00a0: l'équipe des joueurs 1+3 marque 1 point."
    )
    assert FRENCH.text(tied, 0).startswith(
        "Vous avez remporté la donne 2 avec 3 plis, en atteignant ce total de 3 avant le "
        "joueur 4\u00a0: votre équipe (les joueurs 1+3) marque 1 point."
    )
    one = DealScored(0, 3, 1, 1, False, False, (0, 1), None, (1, 0, 0, 1))
    assert FRENCH.text(one, 1).startswith(
        "Votre partenaire (le joueur 4) a remporté la donne 1 avec 1 pli, en atteignant ce "
        "total de 1 avant le joueur 1\u00a0: votre équipe (les joueurs 2+4) marque 1 point."
    )
    assert "1 plis" not in FRENCH.text(one, None)


def test_the_signals_heading_says_a_signal_keeps_the_turn_in_french() -> None:
    """Rules §8: a signal does not change the turn, and a player may make one when it is not
    their turn. The French heading said "libre : votre tour continue", a calque of the
    English "free"."""
    from tablegames.aluette import Signal, SignalKind

    heading = FRENCH.group(Signal(0, SignalKind.MONSIEUR))
    assert heading == "Faire signe à votre partenaire (à tout moment, sans perdre votre tour)"
    assert heading in FRENCH.folded()


def test_the_game_is_over_in_french_is_terminee() -> None:
    """The end of a game reads "La partie est terminée", not "finie"."""
    assert FRENCH.text(GameEnded((3, 2), (0, 2)), None).startswith("La partie est terminée\u00a0: ")
    assert FRENCH.text(GameEnded((2, 2), (0, 1, 2, 3)), 0) == (
        "La partie est terminée\u00a0: égalité, 2 points partout."
    )
    assert FRENCH.catalogue.say("game.over") == "La partie est terminée."


def test_a_signal_to_the_partner_only_says_whose_partner_in_french() -> None:
    """Rules §8's house variant ``signal_visibility="partner_only"``: the French said "a fait
    signe au partenaire seul", a word-for-word "to the partner only" that reads as "to the
    lonely partner"; it says whose partner, and that nobody else saw it."""
    from tablegames.aluette import SignalKind, Signalled

    signalled = Signalled(0, SignalKind.BORGNE, None, 0, 1, 0, partner_only=True)
    assert FRENCH.text(signalled, 2) == (
        "Votre partenaire (le joueur 1) a fait signe uniquement à son partenaire\u00a0: j'ai "
        "le Borgne (cligner de l'œil)."
    )
    assert FRENCH.text(signalled, 0).startswith(
        "Vous avez fait signe uniquement à votre partenaire\u00a0: "
    )


def test_the_shared_score_of_a_seat_reads_with_its_article() -> None:
    """The words every game shares score a seat "3 pour le joueur 2", as Aluette's points
    read, not "joueur 2 3" (a number after a number)."""
    from tablegames.core.words import PlainWords

    plain = PlainWords(scores=lambda obj: (3, 5), winners=lambda obj: (1,))
    result = plain.in_language(FRENCH.catalogue).result(None, 0)
    assert result.startswith("Scores\u00a0: 3 pour vous, 5 pour le joueur 2. Le joueur 2 a gagné.")


def test_a_drawn_game_says_why_in_one_sentence() -> None:
    """Ruling A-22: a game tied after five deals. The French said "Égalité : une partie à
    égalité ne se prolonge pas (...), les quatre joueurs ...", a comma splice that said
    "égalité" twice; it is a "partie nulle", with a reason and a consequence."""
    state = fresh(1)
    over = attrs.evolve(state, phase=Phase.OVER, to_act=None, team_points=(3, 3), deal=4)
    assert FRENCH.result(over, 0).splitlines()[-1] == (
        "Partie nulle\u00a0: une égalité n'est pas départagée "
        "(l'option 'tiebreak' vaut 'none')\u00a0; "
        "les quatre joueurs partagent le résultat."
    )
    extra = attrs.evolve(over, options=attrs.evolve(over.options, tiebreak=Tiebreak.EXTRA_DEALS))
    assert FRENCH.result(extra, None).splitlines()[-1] == (
        "Partie nulle\u00a0: les deux équipes finissent à égalité\u00a0; "
        "les quatre joueurs partagent le "
        "résultat."
    )
