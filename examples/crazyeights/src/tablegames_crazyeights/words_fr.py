"""Crazy Eights in French (le huit américain): the whole catalogue of
:mod:`tablegames_crazyeights.words`, translated, and its ``.you`` forms.

This file is the whole translation: the message ids of
:data:`tablegames_crazyeights.words.ENGLISH`, the French plural rule, and :data:`FRENCH`, the
words made from them, which the game declares as its ``fr`` translation. A French verb agrees
with "vous", so a sentence whose subject is the reader has its own form, ``<id>.you``
(``played.you``: "Vous avez joué ..."), which the words say in its place. The dealer is said
as the deal's owner ("la donne est à vous", "la donne est au joueur 2"), so that one word
order fits the reader and another seat.

>>> from tablegames_crazyeights import CardPlayed, parse_card
>>> from tablegames_crazyeights.words_fr import FRENCH
>>> played = CardPlayed(0, parse_card("queen of spades"), parse_card("queen of spades").suit, 4)
>>> FRENCH.text(played, 0)
'Vous avez joué la dame de pique ; il vous reste 4 cartes.'
>>> FRENCH.text(played, 1)
'Le joueur 1 a joué la dame de pique ; il lui reste 4 cartes.'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tablegames.core.words import FRENCH as SHARED
from tablegames.core.words import Catalogue, french_plural

from tablegames_crazyeights.words import WORDS

__all__ = ["CATALOGUE", "FRENCH", "MESSAGES"]

#: Every message of Crazy Eights in French, by the ids of the English catalogue, and the
#: ``.you`` forms of the sentences whose subject is the reader.
MESSAGES: Mapping[str, str] = MappingProxyType(
    {
        **SHARED,  # the words every game shares
        # Crazy Eights says "whose" of the dealer only, as the deal's owner: "la donne est à
        # vous", "... au joueur 2", "... à Élodie" (a possessive, "votre donne", "la donne du
        # joueur 2", would need two word orders for one message).
        "seat.your": "à vous",
        "seat.whose": "au joueur {number}",
        "seat.named.whose": "à {name}",
        "seat.named.whose.vowel": "à {name}",
        # cards
        "card": "{rank} de {suit}",
        "rank.ace": "l'as",
        "rank.2": "le 2",
        "rank.3": "le 3",
        "rank.4": "le 4",
        "rank.5": "le 5",
        "rank.6": "le 6",
        "rank.7": "le 7",
        "rank.8": "le 8",
        "rank.9": "le 9",
        "rank.10": "le 10",
        "rank.jack": "le valet",
        "rank.queen": "la dame",
        "rank.king": "le roi",
        "suit.clubs": "trèfle",
        "suit.diamonds": "carreau",
        "suit.hearts": "cœur",
        "suit.spades": "pique",
        # move labels
        "label.play": "Jouer {card}",
        "label.eight": "Jouer {card} et annoncer {suit}",
        "label.draw": "Piocher une carte",
        "label.pass": "Passer",
        # menu headings
        "group.play": "Jouer une carte",
        "group.eight": "Jouer un huit et annoncer une couleur",
        "group.other": "Piocher ou passer",
        # events
        "round": (
            "Manche {round}, la donne est {whose}. {Card} ouvre la défausse ; "
            "{who} joue en premier."
        ),
        "round.you": (
            "Manche {round}, la donne est {whose}. {Card} ouvre la défausse ; "
            "vous jouez en premier."
        ),
        "round.buried": "On a d'abord retourné {cards}, remis dans la pioche.",
        "dealt": "{Who} a reçu {cards}.",
        "dealt.you": "Vous avez reçu {cards}.",
        "played": "{Who} a joué {card} ; il lui reste {left}.",
        "played.eight": "{Who} a joué {card} et annoncé {suit} ; il lui reste {left}.",
        "played.out": "{Who} a joué {card} et est sorti.",
        "played.eight.out": "{Who} a joué {card}, annoncé {suit} et est sorti.",
        "drew": "{Who} a pioché une carte ; il reste {stock} dans la pioche.",
        "drew.card": "{Who} a pioché {card}.",
        "rebuilt": (
            "La défausse, sauf sa carte du dessus, a été mélangée en une nouvelle pioche de "
            "{cards} (mélange n° {reshuffles})."
        ),
        "passed": "{Who} a passé son tour.",
        "passed.stuck": "{Who} a passé son tour, sans pouvoir jouer ni piocher.",
        "round.out": "Fin de la manche {round} : {who} est sorti et marque {points}.",
        "round.blocked": (
            "La manche {round} est bloquée : {who} avait la main la plus faible et marque {points}."
        ),
        # a shared win is said without a verb that would agree with its seats ("vous et le
        # joueur 2" takes the second person plural, "les joueurs 1 et 2" the third)
        "round.blocked.shared": (
            "La manche {round} est bloquée ; les mains les plus faibles, à égalité : {who}, "
            "{points} chacun."
        ),
        "round.hand": "{who} : {hand}",
        "round.hand.separator": " ; ",
        "round.hands": "Mains : {hands}.",
        "round.empty": "aucune carte",
        "round.totals": "Totaux : {totals}.",
        "over.winner": "La partie est terminée : {who} a gagné.",
        "over.winners": "La partie est terminée : victoire partagée entre {who}.",
        # the reader as the subject: "vous" takes its own verb
        "played.you": "Vous avez joué {card} ; il vous reste {left}.",
        "played.eight.you": "Vous avez joué {card} et annoncé {suit} ; il vous reste {left}.",
        "played.out.you": "Vous avez joué {card} et êtes sorti.",
        "played.eight.out.you": "Vous avez joué {card}, annoncé {suit} et êtes sorti.",
        "drew.you": "Vous avez pioché une carte ; il reste {stock} dans la pioche.",
        "drew.card.you": "Vous avez pioché {card}.",
        "passed.you": "Vous avez passé votre tour.",
        "passed.stuck.you": "Vous avez passé votre tour, sans pouvoir jouer ni piocher.",
        "round.out.you": "Fin de la manche {round} : vous êtes sorti et marquez {points}.",
        "round.blocked.you": (
            "La manche {round} est bloquée : vous aviez la main la plus faible et marquez {points}."
        ),
        "over.winner.you": "La partie est terminée : vous avez gagné.",
        # the terminal
        "legend": (
            "Cartes : le rang, puis l'initiale anglaise de la couleur : 8h le 8 de cœur, 10c, "
            "Qs, Ad.\nTapez une carte pour la jouer (Qs), un huit avec la couleur annoncée "
            "(8h s pour pique), draw ou pass."
        ),
    }
)

#: The French catalogue, with the French plural rule (0 and 1 are singular).
CATALOGUE = Catalogue("fr", MESSAGES, plural=french_plural)

#: Crazy Eights' words in French.
FRENCH = WORDS.in_language(CATALOGUE)
