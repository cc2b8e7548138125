"""Aluette in French: the whole catalogue of :mod:`tablegames.aluette.words`, translated.

Aluette is a French game played with Spanish-suited cards, so the cards are named as a French
table names them (deniers, coupes, épées, bâtons). This file is the whole translation: the
same message ids as :data:`tablegames.aluette.words.ENGLISH`, the French plural rule, and
:data:`FRENCH`, the words made from them.

>>> from tablegames.aluette.words_fr import FRENCH
>>> from tablegames.aluette import PlayCard, parse_card
>>> FRENCH.label(PlayCard(0, parse_card("ace of cups")))
"Jouer l'as de coupes"
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tablegames.aluette.text import picture
from tablegames.aluette.words import AluetteWords
from tablegames.core.words import FRENCH as SHARED
from tablegames.core.words import Catalogue, french_plural

__all__ = ["FRENCH", "MESSAGES"]

#: Every message of Aluette in French, by the ids of the English catalogue.
MESSAGES: Mapping[str, str] = MappingProxyType(
    {
        **SHARED,  # the words every game shares
        # Aluette
        "seat.partner": "votre partenaire (le joueur {number})",
        "seat.partner.named": "votre partenaire ({name})",
        "team": "l'équipe des joueurs {first}+{second}",
        "team.yours": "votre équipe (les joueurs {first}+{second})",
        "team.named": "l'équipe ({first} et {second})",
        "team.yours.named": "votre équipe ({first} et {second})",
        "card": "le {rank} {suit}",
        "card.1": "l'as {suit}",
        "card.named": "{card} ({name})",
        "rank.1": "as",
        "rank.2": "2",
        "rank.3": "3",
        "rank.4": "4",
        "rank.5": "5",
        "rank.6": "6",
        "rank.7": "7",
        "rank.8": "8",
        "rank.9": "9",
        "rank.10": "valet",
        "rank.11": "cavalier",
        "rank.12": "roi",
        # the suits with their preposition, elided before a vowel
        "suit.coins": "de deniers",
        "suit.cups": "de coupes",
        "suit.swords": "d'épées",
        "suit.batons": "de bâtons",
        "aces.1": "un as",
        "aces.2": "deux as",
        "aces.3": "trois as",
        "aces.4": "quatre as",
        "name.monsieur": "Monsieur",
        "name.madame": "Madame",
        "name.borgne": "le Borgne",
        "name.vache": "la Vache",
        "name.grand_neuf": "Grand-neuf",
        "name.petit_neuf": "Petit-neuf",
        "name.deux_de_chene": "Deux de chêne",
        "name.deux_d_ecrit": "Deux d'écrit",
        "meaning.card": "j'ai {name}",
        "meaning.aces": "j'ai {aces}",
        "meaning.weak_hand": "ma main est faible",
        "meaning.mordienne": "je vise la mordienne",
        "gesture.monsieur": "lever les yeux au ciel sans bouger la tête",
        "gesture.madame": "pencher un peu la tête, ou sourire",
        "gesture.borgne": "cligner de l'œil",
        "gesture.vache": "faire la moue",
        "gesture.grand_neuf": "montrer le pouce",
        "gesture.petit_neuf": "montrer le petit doigt",
        "gesture.deux_de_chene": "montrer l'index ou le majeur",
        "gesture.deux_d_ecrit": "montrer l'annulaire, ou faire mine d'écrire",
        "gesture.aces": "ouvrir la bouche une fois par as",
        "gesture.weak_hand": "hausser les épaules",
        "gesture.mordienne": "se mordre la lèvre",
        "label.play": "Jouer {card}",
        "label.discard": "Écarter {card}",
        "label.signal": "Signaler {signal} ({gesture})",
        "signal.card": "{name}",
        "signal.aces": "{aces}",
        "signal.weak_hand": "une main faible",
        "signal.mordienne": "la mordienne",
        "label.chant.yes": "Voter pour le chant (deux joueurs échangent six cartes avec le talon)",
        "label.chant.no": "Voter contre le chant",
        "label.offer.yes": (
            "Proposer d'abandonner la donne (les adversaires marquent 1 s'ils acceptent)"
        ),
        "label.offer.no": "Ne pas proposer d'abandonner",
        "label.accept.yes": "Accepter l'abandon (votre équipe marque 1)",
        "label.accept.no": (
            "Refuser l'abandon (votre équipe doit alors faire la mordienne, ou perd 2)"
        ),
        "label.announce.yes": (
            "Annoncer la mordienne (2 points si vous la faites, 2 aux adversaires sinon)"
        ),
        "label.announce.no": "Ne pas annoncer la mordienne",
        "group.signal": "Faire signe à votre partenaire (à tout moment, sans perdre votre tour)",
        "group.play": "Jouer une carte",
        "group.discard": "Chant : écarter une carte face cachée",
        "group.chant": "Vote du chant",
        "group.concession": "Abandon",
        "group.mordienne": "Annonce de la mordienne",
        "face_up": "Tirage des places : {who} a reçu {card} face visible.",
        "face_up.you": "Tirage des places : vous avez reçu {card} face visible.",
        "seating": "Les partenaires se font face : les joueurs 1 et 3 contre les joueurs 2 et 4.",
        "seating.yours": (
            "Les partenaires se font face : les joueurs 1 et 3 contre les joueurs 2 et 4. "
            "Votre partenaire est le joueur {partner}."
        ),
        "seating.named": "Les partenaires se font face : {first} contre {second}.",
        "seating.yours.named": (
            "Les partenaires se font face : {first} contre {second}. Votre partenaire : {partner}."
        ),
        "deal": "Donne {deal} : {who} a distribué neuf cartes à chacun ; 12 restent au talon.",
        "deal.you": (
            "Donne {deal} : vous avez distribué neuf cartes à chacun ; 12 restent au talon."
        ),
        "hand": "Main {whose} : {cards}.",
        "hand.you": "Votre main : {cards}.",
        "vote.yes": "{who} a voté pour le chant.",
        "vote.yes.you": "Vous avez voté pour le chant.",
        "vote.no": "{who} a voté contre le chant.",
        "vote.no.you": "Vous avez voté contre le chant.",
        "chant.refused": "Le chant est refusé : les mains se jouent telles quelles.",
        "chant.agreed": (
            "Le chant est accepté : six cartes du talon à prendre, puis six à écarter, pour "
            "{takers}."
        ),
        "talon": "Les six cartes du talon {whose} : {cards}.",
        "talon.you": "Vos six cartes du talon : {cards}.",
        "discarded": "{who} a écarté une carte face cachée.",
        "discarded.you": "Vous avez écarté une carte face cachée.",
        "discarded.card": "{who} a écarté {card} face cachée.",
        "discarded.card.you": "Vous avez écarté {card} face cachée.",
        "played": "{who} a joué {card}.",
        "played.you": "Vous avez joué {card}.",
        "trick.one": "{n} pli",
        "trick.other": "{n} plis",
        "trick.won": "{who} a remporté le pli {number} avec {card}.",
        "trick.won.you": "Vous avez remporté le pli {number} avec {card}.",
        "trick.spoiled": (
            "Le pli {number} est pourri : {cards} sont à égalité, personne ne le remporte ; "
            "{leader} garde la main."
        ),
        "trick.spoiled.you": (
            "Le pli {number} est pourri : {cards} sont à égalité, personne ne le remporte ; "
            "la main vous reste."
        ),
        "trick.spoiled.last": (
            "Le pli {number} est pourri : {cards} sont à égalité, personne ne le remporte."
        ),
        "signalled": "{who} a fait signe : {meaning} ({gesture}).",
        "signalled.you": "Vous avez fait signe : {meaning} ({gesture}).",
        "signalled.partner": (
            "{who} a fait signe uniquement à son partenaire : {meaning} ({gesture})."
        ),
        "signalled.partner.you": (
            "Vous avez fait signe uniquement à votre partenaire : {meaning} ({gesture})."
        ),
        "offered.yes": "{who} a proposé d'abandonner la donne.",
        "offered.yes.you": "Vous avez proposé d'abandonner la donne.",
        "offered.no": "{who} n'a pas proposé d'abandonner.",
        "offered.no.you": "Vous n'avez pas proposé d'abandonner.",
        "answered.yes": "{who} a accepté l'abandon.",
        "answered.yes.you": "Vous avez accepté l'abandon.",
        "answered.no": "{who} a refusé l'abandon.",
        "answered.no.you": "Vous avez refusé l'abandon.",
        "announced.yes": "{who} a annoncé la mordienne.",
        "announced.yes.you": "Vous avez annoncé la mordienne.",
        "announced.no": "{who} n'a pas annoncé la mordienne.",
        "announced.no.you": "Vous n'avez pas annoncé la mordienne.",
        "scored.nothing": "La donne {deal} ne rapporte rien : tous les plis sont pourris.",
        "scored.conceded": "La donne {deal} est abandonnée : {team} marque {points}.",
        "scored.missed": (
            "{who} a annoncé la mordienne et l'a manquée : {team} marque {points} à la donne "
            "{deal}."
        ),
        "scored.missed.you": (
            "Vous avez annoncé la mordienne et l'avez manquée : {team} marque {points} à la "
            "donne {deal}."
        ),
        "scored.refused": (
            "Donne {deal} : l'abandon a été refusé et la mordienne manquée, donc {team} marque "
            "{points}."
        ),
        "scored.won": "{who} a remporté la donne {deal} avec {tricks} : {team} marque {points}.",
        "scored.won.you": (
            "Vous avez remporté la donne {deal} avec {tricks} : {team} marque {points}."
        ),
        "scored.won.first": (
            "{who} a remporté la donne {deal} avec {tricks}, en atteignant ce total de "
            "{count} avant {others} : {team} marque {points}."
        ),
        "scored.won.first.you": (
            "Vous avez remporté la donne {deal} avec {tricks}, en atteignant ce total de "
            "{count} avant {others} : {team} marque {points}."
        ),
        "scored.won.untold": "{who} a remporté la donne {deal} : {team} marque {points}.",
        "scored.won.untold.you": "Vous avez remporté la donne {deal} : {team} marque {points}.",
        "scored.mordienne": (
            "{who} a remporté la donne {deal} par la mordienne : {team} marque {points}."
        ),
        "scored.mordienne.you": (
            "Vous avez remporté la donne {deal} par la mordienne : {team} marque {points}."
        ),
        "scored.nobody": "Personne n'a remporté la donne {deal} : {team} marque {points}.",
        "points": "Points : {first_points} pour {first}, {second_points} pour {second}.",
        "over.draw": "La partie est terminée : égalité, {points_each} partout.",
        "over.won": "La partie est terminée : {team} l'emporte {best} à {other}.",
        "result.draw": "Partie nulle : {why} ; les quatre joueurs partagent le résultat.",
        "result.draw.none": "une égalité n'est pas départagée (l'option 'tiebreak' vaut 'none')",
        "result.draw.tied": "les deux équipes finissent à égalité",
        "result.won": "{Team} gagne.",
        "result.you_won": "Vous et {who} gagnez.",
        "result.you_lost": "{Team} gagne ; vous et votre partenaire perdez.",
        "result.final": (
            "Score final : {first_points} pour {first}, {second_points} pour {second}."
        ),
        "legend": (
            "Cartes : rang A (as), 2-9, J (valet), C (cavalier), K (roi) ; couleur co (deniers), "
            "cu (coupes), sw (épées), ba (bâtons) : 3co est le 3 de deniers (Monsieur).\n"
            "Tapez une carte pour la jouer (7cu), discard 7cu pour l'écarter, sig monsieur / "
            "sig 2A pour faire signe, chant / no chant, concede, accept / refuse, mordienne ; "
            "yes / no répondent à une question."
        ),
        "legend.named": (
            "Cartes nommées : {cards}, les huit plus fortes dans cet ordre ; puis A, K, C, J, 9 "
            "et ainsi de suite jusqu'au 3. Faites signe par le nom : sig grand-neuf."
        ),
        "legend.card": "{short} {name}",
        # the table (short, to fit 80 columns; the rules' terms: chant, pli pourri, mordienne)
        "table.title": (
            "Aluette, {deal}, donneur\u00a0: joueur {dealer}. "
            "Points\u00a0: {first} {first_points}, {second} {second_points}."
        ),
        "table.deal": "donne {number}",
        "table.deal.extra": "donne {number} (départage)",
        "table.team": "joueurs {first}+{second}",
        "table.phase.chant_vote": "vote du chant",
        "table.phase.discard": "écarts du chant",
        "table.phase.concession": "offres d'abandon",
        "table.phase.concession_answer": "réponse à l'abandon",
        "table.phase.announce": "annonces de la mordienne",
        "table.phase.play": "jeu",
        "table.over.draw": "partie terminée\u00a0: égalité, {points_each} partout",
        "table.over.won": "partie terminée\u00a0: les {team} l'emportent {best} à {other}",
        "table.trick": "pli {number}/{tricks}",
        "table.to_act": "au joueur {number} de jouer",
        "table.to_act.you": "à vous de jouer",
        "table.chanters": "chanteurs\u00a0: {seats}",
        "table.announced": "le joueur {number} a annoncé la mordienne",
        "table.announced.you": "vous avez annoncé la mordienne",
        # A no-break space before ";" and ":" (as French sets them), so that a long line is not
        # wrapped before one, and in "[plis 0]", so that a long row (a chanter's 15 cards) is
        # not wrapped between the word and its count
        "table.separator": "\u00a0; ",
        "table.seat": "joueur {number}\u00a0: {cards}  [plis\u00a0{tricks}]",
        "table.seat.you": "joueur {number} (vous)\u00a0: {cards}  [plis\u00a0{tricks}]",
        "table.discards": "Vos écarts\u00a0: {cards}",
        "table.signals": "Signes\u00a0: {signals}",
        "table.signals.seat": "joueur {number} {signals}",
        "table.tricks": "Gagnants des plis (X = pourri)\u00a0: {winners}",
        "table.this_trick": "Ce pli\u00a0: {played}\u00a0; {winning}.",
        "table.played": "joueur {number} {card}",
        "table.winning": "joueur {number} en tête",
        "table.spoiled": "pourri pour l'instant",
    }
)

#: Aluette's words in French, the terminal's picture of the table too.
FRENCH = AluetteWords(Catalogue("fr", MESSAGES, french_plural), painter=picture)
