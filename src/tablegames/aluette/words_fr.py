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
        "group.discard": "Chant\u00a0: écarter une carte face cachée",
        "group.chant": "Vote du chant",
        "group.concession": "Abandon",
        "group.mordienne": "Annonce de la mordienne",
        "face_up": "Tirage des places\u00a0: {who} a reçu {card} face visible.",
        "face_up.you": "Tirage des places\u00a0: vous avez reçu {card} face visible.",
        "seating": (
            "Les partenaires se font face\u00a0: les joueurs 1 et 3 contre les joueurs 2 et 4."
        ),
        "seating.yours": (
            "Les partenaires se font face\u00a0: les joueurs 1 et 3 contre les joueurs 2 et 4. "
            "Votre partenaire est le joueur {partner}."
        ),
        "seating.named": "Les partenaires se font face\u00a0: {first} contre {second}.",
        "seating.yours.named": (
            "Les partenaires se font face\u00a0: {first} contre {second}. Votre partenaire\u00a0: "
            "{partner}."
        ),
        "deal": (
            "Donne {deal}\u00a0: {who} a distribué neuf cartes à chacun\u00a0; 12 restent au talon."
        ),
        "deal.you": (
            "Donne {deal}\u00a0: vous avez distribué neuf cartes à chacun\u00a0; 12 restent au "
            "talon."
        ),
        "hand": "Main {whose}\u00a0: {cards}.",
        "hand.you": "Votre main\u00a0: {cards}.",
        "vote.yes": "{who} a voté pour le chant.",
        "vote.yes.you": "Vous avez voté pour le chant.",
        "vote.no": "{who} a voté contre le chant.",
        "vote.no.you": "Vous avez voté contre le chant.",
        "chant.refused": "Le chant est refusé\u00a0: les mains se jouent telles quelles.",
        "chant.agreed": (
            "Le chant est accepté\u00a0: six cartes du talon à prendre, puis six à écarter, pour "
            "{takers}."
        ),
        "talon": "Les six cartes du talon {whose}\u00a0: {cards}.",
        "talon.you": "Vos six cartes du talon\u00a0: {cards}.",
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
            "Le pli {number} est pourri\u00a0: {cards} sont à égalité, personne ne le "
            "remporte\u00a0; "
            "{leader} garde la main."
        ),
        "trick.spoiled.you": (
            "Le pli {number} est pourri\u00a0: {cards} sont à égalité, personne ne le "
            "remporte\u00a0; "
            "la main vous reste."
        ),
        "trick.spoiled.last": (
            "Le pli {number} est pourri\u00a0: {cards} sont à égalité, personne ne le remporte."
        ),
        "signalled": "{who} a fait signe\u00a0: {meaning} ({gesture}).",
        "signalled.you": "Vous avez fait signe\u00a0: {meaning} ({gesture}).",
        "signalled.partner": (
            "{who} a fait signe uniquement à son partenaire\u00a0: {meaning} ({gesture})."
        ),
        "signalled.partner.you": (
            "Vous avez fait signe uniquement à votre partenaire\u00a0: {meaning} ({gesture})."
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
        "scored.nothing": "La donne {deal} ne rapporte rien\u00a0: tous les plis sont pourris.",
        "scored.conceded": "La donne {deal} est abandonnée\u00a0: {team} marque {points}.",
        "scored.missed": (
            "{who} a annoncé la mordienne et l'a manquée\u00a0: {team} marque {points} à la donne "
            "{deal}."
        ),
        "scored.missed.you": (
            "Vous avez annoncé la mordienne et l'avez manquée\u00a0: {team} marque {points} à la "
            "donne {deal}."
        ),
        "scored.refused": (
            "Donne {deal}\u00a0: l'abandon a été refusé et la mordienne manquée, donc {team} "
            "marque "
            "{points}."
        ),
        "scored.won": (
            "{who} a remporté la donne {deal} avec {tricks}\u00a0: {team} marque {points}."
        ),
        "scored.won.you": (
            "Vous avez remporté la donne {deal} avec {tricks}\u00a0: {team} marque {points}."
        ),
        "scored.won.first": (
            "{who} a remporté la donne {deal} avec {tricks}, en atteignant ce total de "
            "{count} avant {others}\u00a0: {team} marque {points}."
        ),
        "scored.won.first.you": (
            "Vous avez remporté la donne {deal} avec {tricks}, en atteignant ce total de "
            "{count} avant {others}\u00a0: {team} marque {points}."
        ),
        "scored.won.untold": "{who} a remporté la donne {deal}\u00a0: {team} marque {points}.",
        "scored.won.untold.you": (
            "Vous avez remporté la donne {deal}\u00a0: {team} marque {points}."
        ),
        "scored.mordienne": (
            "{who} a remporté la donne {deal} par la mordienne\u00a0: {team} marque {points}."
        ),
        "scored.mordienne.you": (
            "Vous avez remporté la donne {deal} par la mordienne\u00a0: {team} marque {points}."
        ),
        "scored.nobody": "Personne n'a remporté la donne {deal}\u00a0: {team} marque {points}.",
        "points": "Points\u00a0: {first_points} pour {first}, {second_points} pour {second}.",
        "over.draw": "La partie est terminée\u00a0: égalité, {points_each} partout.",
        "over.won": "La partie est terminée\u00a0: {team} l'emporte {best} à {other}.",
        "result.draw": "Partie nulle\u00a0: {why}\u00a0; les quatre joueurs partagent le résultat.",
        "result.draw.none": "une égalité n'est pas départagée (l'option 'tiebreak' vaut 'none')",
        "result.draw.tied": "les deux équipes finissent à égalité",
        "result.won": "{Team} gagne.",
        "result.you_won": "Vous et {who} gagnez.",
        "result.you_lost": "{Team} gagne\u00a0; vous et votre partenaire perdez.",
        "result.final": (
            "Score final\u00a0: {first_points} pour {first}, {second_points} pour {second}."
        ),
        "legend": (
            "Cartes\u00a0: rang A (as), 2-9, J (valet), C (cavalier), K (roi)\u00a0; couleur co "
            "(deniers), "
            "cu (coupes), sw (épées), ba (bâtons)\u00a0: 3co est le 3 de deniers (Monsieur).\n"
            "Tapez une carte pour la jouer (7cu), discard 7cu pour l'écarter, sig monsieur / "
            "sig 2A pour faire signe, chant / no chant, concede, accept / refuse, mordienne\u00a0; "
            "yes / no répondent à une question."
        ),
        "legend.named": (
            "Cartes nommées\u00a0: {cards}, les huit plus fortes dans cet ordre\u00a0; puis A, K, "
            "C, J, 9 "
            "et ainsi de suite jusqu'au 3. Faites signe par le nom\u00a0: sig grand-neuf."
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
        # the picture of the table (tablegames.aluette.svg), as short as the English where
        # its place is measured
        # the letter in a court card's corners (valet, cavalier, roi), and the ace's
        "svg.index.1": "A",
        "svg.index.10": "V",
        "svg.index.11": "C",
        "svg.index.12": "R",
        "svg.title": "{deal}\u00a0: {status}",
        "svg.of": " sur ",
        "svg.status.play": "pli {number} sur {tricks} · {doing}",
        "svg.act.chant_vote": "au joueur {number} de voter sur le chant",
        "svg.act.chant_vote.you": "à vous de voter sur le chant",
        "svg.act.discard": "au joueur {number} d'écarter",
        "svg.act.discard.you": "à vous d'écarter",
        "svg.act.concession": "au joueur {number} d'abandonner ou de jouer",
        "svg.act.concession.you": "à vous d'abandonner ou de jouer",
        "svg.act.concession_answer": "au joueur {number} de répondre à l'abandon",
        "svg.act.concession_answer.you": "à vous de répondre à l'abandon",
        "svg.act.announce": "au joueur {number} d'annoncer ou non la mordienne",
        "svg.act.announce.you": "à vous d'annoncer ou non la mordienne",
        "svg.act.play": "au joueur {number} de jouer",
        "svg.act.play.you": "à vous de jouer",
        "svg.over.draw": "Fin de partie\u00a0: égalité, {points_each} partout",
        "svg.over.won": "Fin de partie\u00a0: les {team} l'emportent {best} à {other}",
        "svg.over.won.yours": "Fin de partie\u00a0: votre équipe l'emporte {best} à {other}",
        "svg.seat": "Joueur {number}",
        "svg.seat.you": "Joueur {number} · vous",
        "svg.seat.partner": "Joueur {number} · partenaire",
        "svg.seat.opponent": "Joueur {number} · adversaire",
        "svg.seat.title": "Joueur {number}, équipe des {team}",
        "svg.seat.to_act": "à jouer",
        "svg.note.tricks": "plis {number}",
        "svg.note.dealer": "donneur",
        "svg.note.chanter": "chanteur",
        "svg.note.announced": "mordienne annoncée",
        "svg.note.offers": "propose l'abandon",
        "svg.note.voted.yes": "vote pour le chant",
        "svg.note.voted.no": "vote contre",
        "svg.no_cards": "aucune carte",
        "svg.card": "{rank} {suit}",
        "svg.trick.tied": "égalité pour la plus forte carte\u00a0: pli pourri pour l'instant",
        "svg.trick.winning": "le joueur {number} est maître du pli",
        "svg.trick.winning.you": "vous êtes maître du pli",
        "svg.points": "Score",
        "svg.team.yours": "{team} (vous)",
        "svg.goal.target": "première équipe à {points} points",
        "svg.goal.deals": "le plus de points en {deals} donnes",
        "svg.goal.extra": "départage si égalité",
        "svg.goal.tied": "égalité après {deals} donnes",
        "svg.goal.until": "jusqu'à une donne gagnée",
        "svg.deal": "Cette donne",
        "svg.dealer": "Donneur\u00a0: joueur {number}",
        "svg.dealer.you": "Donneur\u00a0: vous",
        "svg.trick_winners": "Plis gagnés par ({spoiled} pourri)\u00a0:",
        # "J3", as French score sheets write a seat, where "joueur 3" is wider than its place
        # (a column of the deal's panel, a card of the last trick)
        "svg.tricks": "J{number}\u00a0: {tricks}",
        "svg.tricks.you": "vous\u00a0: {tricks}",
        "svg.chant": "Chant\u00a0: talon pris par {who}",
        "svg.talon": "Talon\u00a0: {cards} face cachée",
        "svg.results": "Donnes jouées",
        "svg.results.none": "aucune pour l'instant",
        "svg.result.nobody": "{deal}. personne n'a marqué",
        "svg.result.scored": "{deal}. points\u00a0: +{points}",
        "svg.result.won": "{deal}. au joueur {number}\u00a0: +{points}",
        "svg.result.won.you": "{deal}. à vous\u00a0: +{points}",
        "svg.result.mordienne": "{result} (par\u00a0la\u00a0mordienne)",
        "svg.result.conceded": "{result} (abandon)",
        "svg.more.results": "les {shown} dernières sur {total}",
        "svg.more.signals": "les {shown} derniers sur {total}",
        "svg.signals": "Signes de la donne",
        "svg.signals.none": "aucun pour l'instant",
        "svg.signal": "joueur {number}\u00a0: {signal}",
        "svg.signal.you": "vous\u00a0: {signal}",
        "svg.signal.partner": "{signal} (au partenaire)",
        "svg.signal.title": "{gesture}\u00a0; pli {number}",
        "svg.signal.aces.one": "{n} as",
        "svg.signal.aces.other": "{n} as",
        "svg.signal.weak_hand": "main faible",
        "svg.signal.mordienne": "vise la mordienne",
        "svg.gesture.mordienne": "se mordre la lèvre (viser la mordienne)",
        "svg.last_trick": "Pli {number}",
        "svg.last_trick.spoiled": "pourri\u00a0: aucun gagnant",
        "svg.last_trick.won": "gagné par le joueur {number}",
        "svg.last_trick.won.you": "gagné par vous",
        "svg.last_trick.seat": "J{number}",
        "svg.last_trick.seat.you": "vous",
        "svg.last_move": "dernier coup\u00a0: le joueur {number} a joué {card}",
        "svg.last_move.you": "dernier coup\u00a0: vous avez joué {card}",
        # the rules' refusals, one for each code (Catalogue.refusal): the English names the card
        # and the count, and these name them too, to the reader who made the move; each
        # ".generic" form is said where a refusal does not give its facts
        "refusal.aluette.card.not_in_hand": "Vous n'avez pas {card} en main.",
        "refusal.aluette.card.not_in_hand.generic": "Vous n'avez pas cette carte en main.",
        "refusal.aluette.discard.keep_highest": (
            "Les options de cette partie font garder les plus fortes cartes\u00a0: écartez "
            "l'une de vos plus faibles."
        ),
        "refusal.aluette.phase.wrong_move": (
            "Ce coup n'est pas celui qu'attend la donne\u00a0: un vote du chant, un écart, une "
            "proposition d'abandon, une réponse, une annonce ou une carte."
        ),
        "refusal.aluette.signal.count": (
            "Le signe des as dit combien d'as vous avez\u00a0; les autres signes ne disent "
            "aucun nombre."
        ),
        "refusal.aluette.signal.limit": (
            "Vous avez déjà fait tous les signes qu'une donne permet ({limit} au plus)."
        ),
        "refusal.aluette.signal.limit.generic": (
            "Vous avez fait tous les signes qu'une donne permet."
        ),
        "refusal.aluette.signal.off": "Les options de cette partie ne permettent aucun signe.",
        "refusal.aluette.signal.repeated": (
            "Vous avez déjà fait ce signe pendant ce pli (au premier pli, depuis la donne)."
        ),
        "refusal.aluette.signal.untrue": (
            "Les options de cette partie veulent des signes vrais\u00a0: celui-ci ne correspond "
            "pas à votre main."
        ),
    }
)

#: Aluette's words in French, the terminal's picture of the table too.
FRENCH = AluetteWords(Catalogue("fr", MESSAGES, french_plural), painter=picture)
