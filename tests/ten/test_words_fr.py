"""TEN in French (:mod:`tablegames.ten.words_fr`): the catalogue is whole, the reader is
"vous" with a verb that agrees, and every text of whole games comes out in French."""

from __future__ import annotations

import itertools
import random
import re

import pytest

import tablegames
from tablegames import IllegalMoveError, ten
from tablegames.core.events import apply_with_events
from tablegames.core.words import FRENCH as SHARED
from tablegames.server.names import named_words
from tablegames.ten import (
    Bid,
    Busted,
    Buy,
    CardCollected,
    CardDrawn,
    Draw,
    ItemPaid,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    TakeNumbers,
    TurnStarted,
    WildToJen,
)
from tablegames.ten.svg import draw
from tablegames.ten.text import picture
from tablegames.ten.words import ENGLISH, WORDS
from tablegames.ten.words_fr import CATALOGUE, FRENCH, MESSAGES
from tests.ten.table import Listening, card, finished, happened, play, table

#: Words that would betray an English message left in a French text.
ENGLISH_WORDS = re.compile(
    r"\b(the|you|your|seats?|drew|bid|passed|won|wins?|paid|bought|took|tokens?|cards?|of|"
    r"and|for|with|against|share|tied|BUSTED|nothing|turn|market|currency|is|was)\b"
)
#: A verb in the third person after "vous" ("vous a gagné"), or one that would have to agree
#: with several seats the reader is among ("vous et le joueur 2 gagnent").
THIRD_PERSON = re.compile(
    r"\bvous (a|est|était|avait|gagne|commence|prend|paie|marque|n'a)\b"
    r"|\bvous et [^.:;]* (a|ont|gagne|gagnent|partagent)\b",
    re.IGNORECASE,
)
#: "your" after its noun, where a possessive glued from one message put it: "au tour votre".
MISPLACED_YOUR = re.compile(r"\b(tour|collection|score|occasion) votre\b")
#: A preposition left before an article it contracts with ("de le joueur 2", "à les joueurs").
UNCONTRACTED = re.compile(r"\b(de|à) (le|les)\b|\bd'(le|les)\b", re.IGNORECASE)


def _tie_break(state: ten.TenState, viewer: int | None) -> str:
    """The result's last line: how the tie on points was broken."""
    return FRENCH.result(state, viewer).splitlines()[-1]


def test_the_french_catalogue_has_every_message_with_the_same_fields() -> None:
    assert FRENCH.catalogue.missing(WORDS.catalogue) == []
    assert set(ENGLISH) <= set(MESSAGES)
    assert FRENCH.catalogue is CATALOGUE
    assert WORDS.in_language(CATALOGUE).catalogue is CATALOGUE  # the game's words take it


def test_every_you_form_is_the_form_of_an_english_message() -> None:
    """A ``.you`` form said in the place of no message would never be said: a typo in its id
    (``bougth.you``) would leave the reader told in the third person."""
    forms = [key for key in MESSAGES if key.endswith(".you") and key not in ENGLISH]
    assert forms
    assert [key for key in forms if key.removesuffix(".you") not in ENGLISH] == []


#: A finished game's options, player count and seed for each of the random games below: every
#: player count, with the options that change what is told (a wild taken for free, T-A11; the
#: box's bust tokens as a limit, T-A22; Jen who never bids, in the solo variant).
_GAMES = [
    (1 + number % 5, number, number % 2 == 1, number % 4 >= 2, number % 3 == 0)
    for number in range(15)
]


def _play(
    players: int, seed: int, limit: bool, free: bool, never: bool
) -> tuple[ten.TenState, list[ten.TenEvent], list[ten.TenState]]:
    """A random whole game: its end, its events and every position before the end."""
    options: dict[str, object] = {
        "limit_bust_tokens": limit,
        "unsold_wild": "active_free" if free else "discard",
    }
    if players == 1 and never:
        options["jen_policy"] = "never"
    rng = random.Random(seed)
    state = tablegames.new_game("ten", players=players, seed=seed, options=options)
    events = list(state.events)
    positions = []
    while not tablegames.is_over(state):
        positions.append(state)
        state, new = apply_with_events(state, rng.choice(tablegames.legal_moves(state)))
        events.extend(new)
    return state, events, positions


@pytest.mark.parametrize(("players", "seed", "limit", "free", "never"), _GAMES)
def test_every_label_and_text_of_random_games_is_french(
    players: int, seed: int, limit: bool, free: bool, never: bool
) -> None:
    """Every legal move's label and menu heading, every whole payment offered, every event's
    text for every seat and a spectator, and the result, of whole games: non-empty, labels
    unique per position, each text a sentence (its capital, no field left unfilled), with no
    English left and no third-person verb after "vous"."""
    rng = random.Random(seed)
    options: dict[str, object] = {
        "limit_bust_tokens": limit,
        "unsold_wild": "active_free" if free else "discard",
    }
    if players == 1 and never:
        options["jen_policy"] = "never"
    state = tablegames.new_game("ten", players=players, seed=seed, options=options)
    events = list(state.events)
    while not tablegames.is_over(state):
        moves = tablegames.legal_moves(state)
        labels = [FRENCH.label(move) for move in moves]
        assert len(set(labels)) == len(labels), labels
        runs = [run.label for run in FRENCH.runs(state)]
        assert len(set(runs)) == len(runs), runs
        for label in [*labels, *runs, *(FRENCH.group(move) for move in moves)]:
            assert label[:1].isupper(), label
            assert not ENGLISH_WORDS.search(label), label
        state, new = apply_with_events(state, rng.choice(moves))
        events.extend(new)
    texts = []
    for viewer in [None, *range(players)]:
        for event in events:
            text = FRENCH.text(event, viewer)
            assert text != WORDS.text(event, viewer), text
            texts.append(text)
        texts.extend(FRENCH.result(state, viewer).splitlines())
    for text in texts:
        assert text[:1].isupper(), text
        assert "{" not in text, text
        assert not ENGLISH_WORDS.search(text), text
        assert not THIRD_PERSON.search(text), text
        assert not UNCONTRACTED.search(text), text
        assert not MISPLACED_YOUR.search(text), text


def test_the_words_say_every_you_form() -> None:
    """The words look for every ``.you`` form the catalogue has: each is said to its reader
    somewhere in random games (their events, results, the terminal's pictures of the table
    and the SVG ones, with the last move marked, to the seat to act and to the seat that
    moved), the rare ends of a tie (rules §6) and a bust on the currency. A form the words
    never look for leaves the reader told "vous a ..."."""
    listening = Listening("fr", MESSAGES, FRENCH.catalogue.plural)
    words = WORDS.in_language(listening)
    for game in _GAMES:
        state, events, positions = _play(*game)
        for viewer in range(state.players):
            for event in events:
                words.text(event, viewer)
            words.result(state, viewer)
            picture(tablegames.view(state, viewer), {}, words)
            draw(tablegames.view(state, viewer), words=words)
        for before, position in list(itertools.pairwise(positions))[::6]:
            seat = tablegames.legal_moves(position)[0].player
            picture(tablegames.view(position, seat), {}, words)
            draw(tablegames.view(position, seat), last_move=True, words=words)
            moved = tablegames.legal_moves(before)[0].player
            if moved != seat:
                draw(tablegames.view(position, moved), last_move=True, words=words)
    for state in (finished(3, 2), finished(3, 291)):
        for viewer in range(state.players):
            words.result(state, viewer)
    drawn = table(draw=["currency 5", "currency 4", "currency 3"])
    busted = play(drawn, Draw(0), Draw(0), Draw(0))
    for event in busted.events:
        words.text(event, 0)
    draw(tablegames.view(busted, 0), words=words)
    forms = {key for key in MESSAGES if key.endswith(".you") and key not in ENGLISH}
    forms -= set(SHARED)  # the shared words' own (result.winner.you): TEN says its own
    assert sorted(forms - listening.said) == []


def test_the_reader_is_vous_with_a_verb_that_agrees() -> None:
    """A French verb agrees with its subject: "Vous avez tiré", "Le joueur 2 a tiré"; a
    possessive goes before its noun for the reader ("votre collection") and after it for
    another seat ("la collection du joueur 2")."""
    drawn = CardDrawn(1, card("red 7"), 9, 2, 40)
    assert FRENCH.text(drawn, 1) == "Vous avez tiré le 7 rouge\u00a0: total 9, monnaie 2."
    assert FRENCH.text(drawn, 0) == "Le joueur 2 a tiré le 7 rouge\u00a0: total 9, monnaie 2."
    last = CardDrawn(1, card("wild 4"), 0, 0, 0)
    assert FRENCH.text(last, 1) == (
        "Vous avez tiré le joker 4\u00a0: ce joker est mis aux enchères. C'était la dernière carte "
        "de la pioche."
    )
    assert FRENCH.text(TurnStarted(1, 3, False), 1) == "Tour 3\u00a0: à vous de jouer."
    assert FRENCH.text(TurnStarted(1, 3, False), None) == "Tour 3\u00a0: au tour du joueur 2."
    assert FRENCH.text(TurnStarted(0, 9, True), 0) == (
        "Dernière phase d'achat (tour 9)\u00a0: votre dernière occasion d'acheter une carte."
    )
    assert FRENCH.text(TurnStarted(0, 9, True), 1) == (
        "Dernière phase d'achat (tour 9)\u00a0: dernière occasion du joueur 1 d'acheter une carte."
    )
    collected = CardCollected(2, card("green 5"))
    assert FRENCH.text(collected, 2) == "Le 5 vert a rejoint votre collection."
    assert FRENCH.text(collected, 0) == "Le 5 vert a rejoint la collection du joueur 3."
    # The English is as it was.
    assert WORDS.text(TurnStarted(1, 3, False), 1) == "Turn 3: your turn."
    assert WORDS.text(collected, 2) == "The green 5 joined your collection."


def test_an_auction_and_a_payment_in_french() -> None:
    """A wild drawn, bid for and paid for, told to the bidder and to the seat that drew it;
    the whole payments offered and a typed one refused are French too."""
    state = table(2, draw=["wild 3"], tokens=[1, 5], collections=[["blue 2"], []])
    bid = play(state, Draw(0), PassBid(1), Bid(0, 2))
    told = [FRENCH.text(event, 0) for event in bid.events[-4:]]
    assert told == [
        "Vous avez tiré le joker 3\u00a0: ce joker est mis aux enchères.",
        "Le joueur 2 a passé.",
        "Vous avez enchéri à 2.",
        "Vous avez remporté les enchères pour le joker 3 à 2.",
    ]
    assert [FRENCH.text(event, 1) for event in bid.events[-3:]] == [
        "Vous avez passé.",
        "Le joueur 1 a enchéri à 2.",
        "Le joueur 1 a remporté les enchères pour le joker 3 à 2.",
    ]
    assert [run.label for run in FRENCH.runs(bid)] == [
        "Payer avec 1 jeton noir et le 2 bleu",
    ]
    with pytest.raises(IllegalMoveError) as info:
        FRENCH.parse_run(bid, "pay 0t")
    assert str(info.value) == (
        "'pay 0t'\u00a0: 0t ne vaut rien\u00a0; le nombre d'un élément commence à 1 (t seul en "
        "compte un)."
    )
    with pytest.raises(IllegalMoveError) as info:
        FRENCH.parse_run(bid, "pay 2t")
    assert str(info.value) == (
        "'pay 2t'\u00a0: pour payer, vous avez seulement 1 jeton noir, aucun jeton de dépassement "
        "et la carte collectée B2."
    )


def test_a_bust_token_paid_for_less_says_what_is_lost() -> None:
    """T-A17: a bust token paying a price of 2 loses 1, as no change is given; the French
    says "perte de 1", a noun, where a participle would have to agree with the number."""
    state = table(2, draw=["wild 3"], tokens=[0, 5], bust_tokens=[1, 0])
    bid = play(state, Draw(0), PassBid(1), Bid(0, 2))
    assert [run.label for run in FRENCH.runs(bid)] == [
        "Payer avec 1 jeton de dépassement (perte de 1\u00a0: on ne rend pas la monnaie)"
    ]
    _, events = happened(bid, PayBustToken(0))
    (paid,) = [event for event in events if isinstance(event, ItemPaid)]
    assert FRENCH.text(paid, 0) == (
        "Vous avez payé avec un jeton de dépassement (valeur 3)\u00a0; perte de 1, car on ne rend "
        "pas la monnaie."
    )
    assert FRENCH.text(paid, 1) == (
        "Le joueur 1 a payé avec un jeton de dépassement (valeur 3)\u00a0; perte de 1, car on ne "
        "rend pas la monnaie."
    )


def test_an_item_given_as_money_is_paid_with() -> None:
    """ "Payer le 2 bleu" is paying *for* the blue 2: a collected card or a token given as
    money is what one pays *with*, "payer avec le 2 bleu", in the events and in the whole
    payments offered, as the single move's label already said."""
    state = table(2, draw=["wild 3"], tokens=[1, 5], collections=[["blue 2"], []])
    bid = play(state, Draw(0), PassBid(1), Bid(0, 2))
    assert FRENCH.label(PayCard(0, card("blue 2"))) == (
        "Payer avec le 2 bleu de votre collection (valeur 1)"
    )
    half, events = happened(bid, PayCard(0, card("blue 2")))
    (paid,) = [event for event in events if isinstance(event, ItemPaid)]
    assert FRENCH.text(paid, 0) == "Vous avez payé avec le 2 bleu\u00a0; il vous reste 1 à payer."
    assert FRENCH.text(paid, 1) == "Le joueur 1 a payé avec le 2 bleu\u00a0; il reste 1 à payer."
    _, events = happened(half, PayToken(0))
    (paid,) = [event for event in events if isinstance(event, ItemPaid)]
    assert FRENCH.text(paid, 1) == "Le joueur 1 a payé avec un jeton noir."


def test_a_bust_says_what_was_gone_past() -> None:
    """ "Dépasser" wants an object: a seat whose tableau came to 11 "a DÉPASSÉ 10", not a bare
    "a DÉPASSÉ" that leaves the reader asking what was passed."""
    drawn = table(draw=["currency 5", "currency 4", "currency 3"])
    busted = play(drawn, Draw(0), Draw(0), Draw(0))
    (bust,) = [event for event in busted.events if isinstance(event, Busted)]
    assert FRENCH.text(bust, 0) == (
        "Vous avez DÉPASSÉ 10\u00a0: la monnaie a atteint 11 ou plus. Vous avez reçu un jeton de "
        "dépassement (valeur 3)."
    )
    assert FRENCH.text(bust, 1).startswith(
        "Le joueur 1 a DÉPASSÉ 10\u00a0: la monnaie a atteint 11 ou plus. "
    )


def test_buying_from_the_market_in_french() -> None:
    """The numbers taken, the others' gains said without a verb, a card bought and paid for."""
    state = table(
        3,
        draw=["red 1", "currency 2"],
        market=["green 4"],
        tokens=[5, 5, 5],
    )
    bought = play(state, Draw(0), Draw(0), TakeNumbers(0), Buy(0, card("green 4")))
    assert FRENCH.text(bought.events[-2], 0) == (
        "Vous avez pris les nombres\u00a0: le 1 rouge. Jetons gagnés\u00a0: +2 pour le joueur 2, "
        "+2 pour le joueur 3."
    )
    assert FRENCH.text(bought.events[-2], 1).endswith(
        "Jetons gagnés\u00a0: +2 pour vous, +2 pour le joueur 3."
    )
    assert FRENCH.text(bought.events[-1], 1) == "Le joueur 1 a acheté le 4 vert pour 4."
    assert FRENCH.label(Buy(0, card("green 4"))) == "Acheter le 4 vert pour 4"


def test_the_tie_breaks_in_french() -> None:
    """Rules §6 in French: one winner is "vous gagnez" to itself and "le joueur 2 gagne" to
    the others; several seats ahead, or sharing the win, are said without a verb."""
    tokens = finished(3, 2)
    assert FRENCH.result(tokens, None).splitlines()[1:] == [
        "Égalité à 1 point entre les joueurs 1, 2 et 3.",
        "Égalité départagée au plus grand nombre de jetons noirs\u00a0: le joueur 2 gagne avec 4, "
        "contre le joueur 1 (0) et le joueur 3 (2).",
    ]
    assert _tie_break(tokens, 1) == (
        "Égalité départagée au plus grand nombre de jetons noirs\u00a0: vous gagnez avec 4, contre "
        "le joueur 1 (0) et le joueur 3 (2)."
    )
    assert FRENCH.result(tokens, 0).splitlines()[:2] == [
        "Scores finaux\u00a0: 1 point pour vous, 1 point pour le joueur 2, 1 point pour le "
        "joueur 3.",
        "Égalité à 1 point entre vous, le joueur 2 et le joueur 3.",
    ]
    behind = finished(4, 18)  # the seats behind grouped by their count, each count after them
    assert _tie_break(behind, 1) == (
        "Égalité départagée au plus grand nombre de jetons noirs\u00a0: le joueur 3 gagne avec 5, "
        "contre les joueurs 1 et 4 (0) et vous (1)."
    )
    then = finished(3, 291)
    assert _tie_break(then, 1) == (
        "Égalité départagée au plus grand nombre de jetons noirs\u00a0: en tête, vous et le "
        "joueur 1 (6), contre le joueur 3 (1). Puis départage au plus petit nombre de cartes "
        "collectées\u00a0: vous gagnez avec 1, contre le joueur 1 (2)."
    )
    shared = finished(3, 13)
    assert _tie_break(shared, 0) == (
        "Égalité aussi aux jetons noirs (0) et aux cartes collectées (1)\u00a0: victoire partagée "
        "entre vous, le joueur 2 et le joueur 3."
    )
    assert FRENCH.text(shared.events[-1], 0) == (
        "La partie est terminée\u00a0: victoire partagée entre vous, le joueur 2 et le joueur 3."
    )
    clear = finished(3, 5)
    assert FRENCH.result(clear, 0).splitlines()[-1] == "Vous gagnez."
    assert FRENCH.result(clear, 1).splitlines()[-1] == "Le joueur 1 gagne."
    assert FRENCH.text(clear.events[-1], 0) == "La partie est terminée\u00a0: vous avez gagné."
    assert FRENCH.text(clear.events[-1], 2) == "La partie est terminée\u00a0: le joueur 1 a gagné."


def test_the_solo_game_in_french() -> None:
    """The solo variant's score is "votre score" to its player, the seat's to a spectator."""
    state = finished(1, 4)
    assert ten.scores(state) == (1,)
    ended = state.events[-1]
    assert FRENCH.text(ended, 0) == "La partie est terminée\u00a0: votre score est de 1 point."
    assert FRENCH.text(ended, None) == (
        "La partie est terminée\u00a0: le score du joueur 1 est de 1 point."
    )
    assert FRENCH.result(state, 0) == (
        "Score final\u00a0: 1 point (variante solo\u00a0: battez votre meilleur score)."
    )
    started = tablegames.new_game("ten", players=1, seed=4).events[0]
    assert FRENCH.text(started, 0) == (
        "Le paquet de 89 cartes a été mélangé. Variante solo\u00a0: vous jouez contre Jen, "
        "l'adversaire automatique du jeu, qui enchérit toujours en premier et gagne des jetons "
        "quand vous prenez les nombres ou qu'ils vous font dépasser 10\u00a0; battez votre "
        "meilleur score."
    )
    # The wild leaves the game, not Jen, whom "il quitte la partie" seemed to send away.
    assert FRENCH.text(WildToJen(card("wild 4"), 5), 0) == (
        "Jen a remporté le joker 4 pour 5\u00a0: la carte est retirée de la partie."
    )


def test_names_take_de_and_d_in_french() -> None:
    """The server's narration calls seats by their players' names: "au tour de Bo", "au tour
    d'Anne", and a name starts a sentence as it is written."""
    named = named_words(FRENCH, ["Anne", "Bo", None])
    assert named.text(TurnStarted(0, 2, False), None) == "Tour 2\u00a0: au tour d'Anne."
    assert named.text(TurnStarted(1, 2, False), None) == "Tour 2\u00a0: au tour de Bo."
    assert named.text(TurnStarted(2, 2, False), None) == "Tour 2\u00a0: au tour du joueur 3."
    assert named.text(TurnStarted(1, 2, False), 1) == "Tour 2\u00a0: à vous de jouer."
    drawn = CardDrawn(1, card("red 7"), 9, 2, 40)
    assert named.text(drawn, 0) == "Bo a tiré le 7 rouge\u00a0: total 9, monnaie 2."


def test_the_french_legend_keeps_the_codes_and_commands() -> None:
    """The card codes and the typed commands are the notation's, in every language."""
    legend = FRENCH.legend()
    assert legend.startswith("Cartes\u00a0: R3 est le 3 rouge (B bleu, O orange, G vert), ")
    for typed in ("draw", "numbers", "currency", "bid 3", "pass", "buy R5", "pay 2t+bt+R3"):
        assert typed in legend, typed
