"""Crazy Eights in French, the translation the distribution ships (``words_fr.py``): the game
declares it, the command line and the JSON documents speak it, a sentence whose subject is
the reader takes its ``.you`` form ("Vous avez joué", never "Vous a joué"), and the English is
as it was.
"""

from __future__ import annotations

import io
import json
import re
import sys

import pytest
import tablegames
from tablegames.agents import RandomAgent, play
from tablegames.cli import main

from tablegames_crazyeights import GAME, CardPlayed, GameEnded, RoundEnded, parse_card
from tablegames_crazyeights.words import ENGLISH, WORDS
from tablegames_crazyeights.words_fr import FRENCH, MESSAGES

#: "vous" with a verb of the third person: what French says when the words miss a .you form.
THIRD_PERSON_YOU = re.compile(r"\bvous (a|est|avait|marque|partagent)\b", re.IGNORECASE)


def _games(players: int, seed: int) -> list[tuple[object, tuple[object, ...]]]:
    """Each position of a whole bots' game (to 60 points) with the events that led to it."""
    options = {"target_score": 60}
    final = play(
        tablegames.new_game("crazyeights", players=players, seed=seed, options=options),
        [RandomAgent(seed * 10 + seat) for seat in range(players)],
    )
    state = tablegames.new_game("crazyeights", players=players, seed=seed, options=options)
    made: list[tuple[object, tuple[object, ...]]] = [(state, tuple(state.events))]
    for move in tablegames.record(final).moves:
        before = len(state.events)
        state = tablegames.apply(state, move)
        made.append((state, tuple(state.events[before:])))
    return made


def test_the_game_declares_its_french_words() -> None:
    assert GAME.languages == ("en", "fr")
    assert GAME.words_in("fr") is FRENCH
    assert FRENCH.catalogue.language == "fr"
    # Every .you form is the form of a message the English has (a misspelt id is never said).
    forms = [key for key in MESSAGES if key.endswith(".you")]
    assert len(forms) >= 12
    assert [key for key in forms if key.removesuffix(".you") not in ENGLISH] == []


def test_the_reader_as_the_subject_takes_the_you_form() -> None:
    played = CardPlayed(0, parse_card("8 of hearts"), parse_card("8 of spades").suit, 0)
    assert FRENCH.text(played, 0) == "Vous avez joué le 8 de cœur, annoncé pique et êtes sorti."
    assert FRENCH.text(played, 1) == "Le joueur 1 a joué le 8 de cœur, annoncé pique et est sorti."
    assert (
        FRENCH.text(GameEnded((12, 0), (0,)), 0) == "La partie est terminée\u00a0: vous avez gagné."
    )
    assert (
        FRENCH.text(GameEnded((12, 0), (0,)), None)
        == "La partie est terminée\u00a0: le joueur 1 a gagné."
    )
    out = RoundEnded(
        1, (0,), False, ((), (parse_card("queen of spades"),)), (0, 12), (12, 0), (12, 0)
    )
    assert FRENCH.text(out, 0).startswith(
        "Fin de la manche 1\u00a0: vous êtes sorti et marquez 12 points. "
    )
    # The English words it the same, with or without a .you form.
    assert WORDS.text(played, 0) == "You played the 8 of hearts, named spades and went out."
    assert WORDS.text(out, 0).startswith("Round 1 is over: you went out and scored 12 points. ")


def test_a_shared_win_with_the_reader_among_the_winners_agrees_in_french() -> None:
    """A shared win has no ``.you`` form: the French says it without a verb whose person
    would have to agree with "vous et le joueur 2" (not "vous et le joueur 2 avaient")."""
    queen = parse_card("queen of spades")
    blocked = RoundEnded(2, (0, 1), True, ((queen,), (queen,)), (10, 10), (10, 10), (30, 30))
    tied = GameEnded((30, 30), (0, 1))
    for viewer in (0, None):
        said = " ".join(FRENCH.text(event, viewer) for event in (blocked, tied))
        assert not re.search(r"\b(avaient|marquent|partagent)\b", said), said
    assert FRENCH.text(blocked, 0).startswith(
        "La manche 2 est bloquée\u00a0; les mains les plus faibles, à égalité\u00a0: "
        "vous et le joueur 2, 10 points chacun. "
    )
    assert FRENCH.text(tied, 0) == (
        "La partie est terminée\u00a0: victoire partagée entre vous et le joueur 2."
    )


def test_a_round_starts_with_its_dealer_and_any_eight_turned_up_in_either_language() -> None:
    """The dealer as the deal's owner, for the reader and another seat, and the eight turned
    up before the starter (in French after "On a d'abord retourné", in English as the
    sentence's first words, as before)."""
    start = tablegames.new_game("crazyeights", players=2, seed=12).events[0]
    assert FRENCH.text(start, 0) == (
        "Manche 1, la donne est à vous. La dame de trèfle ouvre la défausse\u00a0; "
        "le joueur 2 joue en premier. On a d'abord retourné le 8 de trèfle, remis dans la pioche."
    )
    assert FRENCH.text(start, 1).startswith("Manche 1, la donne est au joueur 1. ")
    assert WORDS.text(start, 0) == (
        "Round 1: your deal. The queen of clubs starts the discard pile; seat 2 plays first. "
        "The 8 of clubs turned up first and went back into the stock."
    )


@pytest.mark.parametrize("players", [2, 3])
def test_every_event_and_result_reads_as_french_from_each_seat(players: int) -> None:
    """No sentence puts "vous" with a verb of the third person, from any seat's side, in the
    events, the end of each round and the result."""
    told = 0
    positions = _games(players, seed=players + 4)
    for state, _ in positions[1:]:
        for viewer in range(players):
            for event in tablegames.view(state, viewer).events[-2:]:
                text = FRENCH.text(event, viewer)
                told += 1
                assert not THIRD_PERSON_YOU.search(text), text
    final = positions[-1][0]
    for viewer in range(players):
        result = FRENCH.result(tablegames.view(final, viewer), viewer)
        assert result.startswith("Scores\u00a0: "), result
        assert not THIRD_PERSON_YOU.search(result), result
    assert told > 100


def test_play_with_lang_fr_says_vous_avez_joue_to_the_human(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``tablegames play crazyeights --lang fr --human 1``: the game's words are French, and
    the human's own moves are said in the second person."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 300))
    status = main(
        ["play", "crazyeights", "--players", "2", "--seed", "5", "--human", "1", "--quiet",
         "--lang", "fr"]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert status == 0
    assert "Manche 1, la donne est à vous. Le 9 de trèfle ouvre la défausse" in out
    assert "\nVous avez reçu le 8 de carreau, le 10 de carreau," in out
    assert "Vous avez joué le 8 de carreau et annoncé trèfle\u00a0; il vous reste 6 cartes." in out
    assert "Vous avez pioché l'as de cœur." in out
    assert "Le joueur 2 a joué le 5 de trèfle\u00a0; il lui reste 6 cartes." in out
    assert "Scores\u00a0: " in out
    assert not THIRD_PERSON_YOU.search(out)


def test_to_json_in_french_labels_each_move_apart_and_leaves_the_english_as_it_was() -> None:
    """A view's document in French labels its moves in French, each apart from the others;
    the English document is the same with ``language="en"`` as without."""
    checked = 0
    for state, _ in _games(3, seed=11)[:-1]:
        seat = tablegames.current_player(state)
        view = tablegames.view(state, seat)
        english = tablegames.to_json(view, with_moves=True)
        assert tablegames.to_json(view, with_moves=True, language="en") == english
        french = json.loads(tablegames.to_json(view, with_moves=True, language="fr"))
        labels = [move["label"] for move in french["moves"]]
        assert len(set(labels)) == len(labels), labels
        assert all(re.match(r"(Jouer|Piocher|Passer)\b", label) for label in labels), labels
        theirs = [move["label"] for move in json.loads(english)["moves"]]
        assert all(re.match(r"(Play|Draw|Pass)\b", label) for label in theirs), theirs
        checked += 1
    assert checked > 50
