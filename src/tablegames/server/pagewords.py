"""The web client's own words, by id, in each language it speaks: English and French.

The pages of the reference web client (a game's table, the lobby) say two kinds of words: the
game's, which the server writes in its preferred language (``tablegames serve --lang``) for a
game that speaks it, and their own: headings, buttons, status lines, what is said to a screen
reader alone, the lobby's forms, error lines. These are the page's own, kept here in one
place: :func:`page_words` gives the catalogue of the server's language, which the server
fills into the pages' HTML and hands to their scripts (``client.js``'s ``say``) as a JSON
object, and :func:`page_language` the language the page then says it is in (its ``<html
lang>``).

A text may hold fields, ``{name}``, filled in where it is said (:func:`fill`, and ``say`` in
``client.js``, the same rule). A text that depends on a number comes in two ids, ``<id>.one``
and ``<id>.other``, the forms the language's plural rules choose between (``client.js``'s
``sayCount``; French says "one" of 0 and 1, English of 1 alone). Each language has exactly the
English ids, with the same fields (tests/server/test_pagewords.py holds them to that, and to
every id being said by a page).

A game's cards are the game's words, not the page's: the view's JSON writes each card as its
name in the game's codec (``"red #"``, ``"3 of coins"``), and :func:`card_names` gives each
of those names as the game's own words name the card in the page's language (``"le joker
rouge"``), which the server puts in the table's page beside the page's words for
``client.js``'s ``cardName``: a game's page script names its cards with no words of its own.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from tablegames.core.game import AnyGame, hook
from tablegames.core.protocol import client_words
from tablegames.core.words import language_among

__all__ = [
    "ENGLISH",
    "FRENCH",
    "PAGE_WORDS",
    "card_language",
    "card_names",
    "fill",
    "page_language",
    "page_words",
    "words_json",
]

#: The page's words in English: the language of a page whose server has no other (or one
#: this catalogue lacks), byte for byte the words the pages said before they had a catalogue.
ENGLISH: Final[Mapping[str, str]] = MappingProxyType(
    {
        # The table's page (page.html), filled in by the server.
        "page.connecting": "Connecting…",
        "page.picture": "The table",
        "page.table-words": "The table in words",
        "page.moves": "Your moves",
        "page.log": "What happened",
        "page.noscript": "This page needs JavaScript (plain ES modules, nothing to install).",
        # Seats, as the page calls them (numbered from 1).
        "seat.nobody": "nobody",
        "seat.you": "you (seat {seat})",
        "seat.named": "seat {seat} ({name})",
        "seat.bot": "seat {seat} (bot)",
        "seat.plain": "seat {seat}",
        # a seat as a place at the table that is free, kept or taken (French "la place 2"),
        # where the words above name it as the one who plays it ("le joueur 2")
        "seat.place": "seat {seat}",
        "players.entry": "seat {seat}: {who}",
        "players.entry-you": "seat {seat}: {who} (you)",
        "players.bot": "bot",
        "players.you": "you",
        "players.free": "free",
        "players.someone": "a player",
        "list.and": "{rest} and {last}",
        "list.or": "{rest} or {last}",
        # A value of the view in words (the table of a game without a page of its own).
        "value.none": "none",
        "value.yes": "yes",
        "value.no": "no",
        "value.items.one": "{count} item",
        "value.items.other": "{count} items",
        # one list per seat, each said with its seat ("you (seat 1): 3; seat 2: none")
        "value.seat": "{seat}: {items}",
        "value.seats.separator": "; ",
        # What went wrong.
        "error.not-sent": "{why}: {what}. Try again in a moment.",
        "error.answered": "the server answered {status}",
        "error.unreachable": "the server cannot be reached",
        "error.move-not-played": "your move was not played",
        "error.seat-not-freed": "the seat was not freed",
        "error.no-rematch": "no rematch was made",
        "error.seat-kept": "you still hold the seat",
        "error.not-sent-label": "Not sent: ",
        "error.refused": "Refused: ",
        "error.unknown": "unknown error",
        # A seat left, handed to the bot, or no longer this page's.
        "left.left": "You left this seat: it is free for another player. ",
        "left.bot": (
            "You handed this seat to the server's bot: it plays the seat to the end of the game. "
        ),
        "left.timeout": (
            "This seat had the turn too long without a move: the server's bot plays it to the "
            "end of the game. "
        ),
        "gone.this-seat": "this seat",
        "gone.seat": "seat {seat}",
        "gone.left": "You have left {which}: you no longer play it.",
        "gone.bot": "The server's bot plays {which} now: you no longer play it.",
        "gone.revoked": "This page no longer plays {which}.",
        "gone.caption": "The table as it was when you left it:",
        "gone.why": (
            "This address no longer plays a seat: it was revoked, or a rematch gave you a new one. "
        ),
        "gone.watch-or-lobby": "{watch} or go {lobby}",
        "gone.watch": "Watch the game",
        "gone.back": "back to the lobby",
        "gone.lobby": "Back to the lobby",
        "connection.lost": "Reconnecting…",
        # The header: the seat, the players, the options, the turn.
        "header.watch": "You watch a game of {players}.",
        "header.play": "You play seat {seat} of {players}.",
        "header.players": " Players: {entries}.",
        "header.options": "Played with the options {options}.",
        "turn.extra": " You may still act: see your moves.",
        "turn.over": "The game is over.",
        "turn.yours": "Your turn.",
        "turn.waiting": "Waiting for {seat}.{extra}",
        "turn.kept": (
            "Waiting for seat {seat}: the seat is kept for its player in the game before until "
            "{time}.{extra}"
        ),
        "turn.free": (
            "Waiting for seat {seat}: the seat is free, and the game goes on once someone takes "
            "it.{extra}"
        ),
        # The log's lines of the seats left and taken.
        "notice.seat": "Seat {seat}",
        "notice.seat-named": "Seat {seat} ({name})",
        "notice.to-bot": "{who} left; the server's bot plays it now.",
        "notice.freed": "{who} was freed by the game's owner; the seat is free.",
        "notice.left": "{who} left; the seat is free.",
        "notice.taken": "Seat {seat} was taken.",
        "notice.taken-by": "Seat {seat} was taken by {name}.",
        # The free seats.
        "free.seat-left": "seat {seat} ({name} left)",
        "free.kept.one": (
            "{seats} is kept for the players of the game before until {time}: each takes "
            "theirs by asking for the rematch. After that anyone may take it, with the game's "
            "invitation: {invitation}"
        ),
        "free.kept.other": (
            "{seats} are kept for the players of the game before until {time}: each takes "
            "theirs by asking for the rematch. After that anyone may take them, with the "
            "game's invitation: {invitation}"
        ),
        "free.open.one": (
            "{seats} is free. Wait for a player to take it, or send someone the game's "
            "invitation: {invitation}"
        ),
        "free.open.other": (
            "{seats} are free. Wait for players to take them, or send someone the game's "
            "invitation: {invitation}"
        ),
        # The moves.
        "choice.with": "Moves with {choice}. ",
        "choice.all": "Show all moves",
        "choice.cell": "the cell {x},{y}",
        "choice.said": "Moves with {choice}: {moves}.",
        "choice.all-said": "All moves shown: {moves}.",
        "moves.count.one": "{count} move",
        "moves.count.other": "{count} moves",
        "moves.hint": (
            "Choose a card, then a highlighted place or seat on the table, or a move below."
        ),
        "moves.watching": "You watch: no move is yours.",
        "moves.none": "No move for you now.",
        # The game's end.
        "end.heading": "Game over",
        "end.score": "{seat}: {score}",
        "end.score-won": "{seat}: {score} (winner)",
        "end.record": "Download the record: {json} or {text}",
        "end.game-text": "game text",
        "end.rematch-begun": "A rematch has begun: {watch}.",
        "end.watch-it": "watch it",
        "end.won-by": "Won by {winners}.",
        "end.nobody": "Nobody won.",
        "rematch.ask": "Play again",
        "rematch.join": "Join the rematch",
        "rematch.another": "Another seat",
        "rematch.asked.one": (
            '{who} has asked for a rematch: join it with "{join}" (you get a new address).'
        ),
        "rematch.asked.other": (
            '{who} have asked for a rematch: join it with "{join}" (you get a new address).'
        ),
        "rematch.joined": "You have joined the rematch.",
        # A finished game stepped through.
        "replay.open": "Step through the game",
        "replay.first": "First",
        "replay.back": "Back",
        "replay.forward": "Forward",
        "replay.last": "Last",
        "replay.close": "Close",
        "replay.picture": "The whole table",
        "replay.not-shown": "Not shown: {why}",
        "replay.start.one": "Start of the game ({count} move to come)",
        "replay.start.other": "Start of the game ({count} moves to come)",
        "replay.at": "Move {at} of {length}",
        "replay.move": " ({notation})",
        "replay.move-by": " ({seat}: {notation})",
        "replay.alt-start": "The table at the start, every hand face up",
        "replay.alt-after": "The table after move {at}, every hand face up",
        # A picture larger than its frame, on a phone.
        "overflow.both": (
            "{what} is larger than its frame: swipe or scroll it around to see it all."
        ),
        "overflow.wide": (
            "{what} is wider than its frame: swipe or scroll it sideways to see it all."
        ),
        "overflow.tall": (
            "{what} is taller than its frame: swipe or scroll it up and down to see it all."
        ),
        # Leaving a seat.
        "leave.button": "Leave the seat",
        "leave.to-bot": "Let a bot play it",
        "leave.ask": (
            "Leave your seat? It is free at once for anyone to take, and this page no longer "
            "plays it (you may take it again from the lobby while it is free). "
        ),
        "leave.ask-bot": (
            "Hand your seat to the server's bot for the rest of the game? Nobody can take it "
            "back, you included. "
        ),
        "leave.yes": "Yes, leave the seat",
        "leave.yes-bot": "Yes, let a bot play it",
        "leave.no": "No, keep my seat",
        # The game's owner freeing a seat.
        "owner.intro": "As the game's owner: ",
        "owner.free": "Free seat {seat}",
        "owner.ask": (
            "Free {seat}? Its player's page stops playing it at once, and the seat is free for "
            "anyone to take (its player too, from the lobby, as a new player). "
        ),
        "owner.yes": "Yes, free seat {seat}",
        "owner.no": "No, keep it",
        # The lobby's page (lobby.html), filled in by the server.
        "lobby.title": "Lobby",
        "lobby.name": (
            "Your name (optional, at most {most} characters, shown to everybody at your table)"
        ),
        "lobby.new-game": "New game",
        "lobby.game": "Game",
        "lobby.players": "Players",
        "lobby.options": "Options",
        "lobby.unlisted": "Unlisted: not in the list below, only those you give its link join",
        "lobby.create": "Create and take seat 1",
        "lobby.invited": "The game you were given",
        "lobby.games": "Games in play",
        "lobby.show": "Show",
        "lobby.every-game": "every game",
        "lobby.open-only": "only games with a free seat",
        "lobby.more": "More games",
        # The lobby's script (lobby.js).
        "lobby.name-long": (
            "Your name is at most {most} characters long: this one has {length}. Shorten it, "
            "or leave it empty."
        ),
        "made.now": "made just now",
        "made.minutes": "made {count} min ago",
        "made.hours": "made {count} h ago",
        "made.days.one": "made {count} day ago",
        "made.days.other": "made {count} days ago",
        "game.which": "{title} game {id}",
        "game.this": "this {title} game",
        "game.players.one": "{title}, {count} player",
        "game.players.other": "{title}, {count} players",
        "game.options": ", options {options}",
        "game.seat-bot": "seat {seat}: bot",
        "game.seat-named": "seat {seat}: {name}",
        "game.seat-taken": "seat {seat}: taken",
        "game.take": "Take seat {seat}",
        "game.take-label": "Take seat {seat} in {which}",
        "game.watch": "watch",
        "game.watch-label": "Watch {which}",
        "invited.over": "This game of {title} is over.",
        "invited.kept": (
            "This rematch keeps its free seats for the players of the game before until "
            "{time}; you may take one after that."
        ),
        "games.none": "No game is being played: create one.",
        "games.none-filtered": "No game in play fits these filters.",
        "options.standard": "Options (the standard rules to start with)",
        "options.none": "Options: none",
        # The notes of addresses that open nothing (app.py): {lobby} and {watch} are links.
        "note.lobby": "lobby",
        "note.watch": "Watch the game",
        "note.unknown-seat": "Unknown seat",
        "note.unknown-seat.text": (
            "No seat has this address, or its address was revoked: ask the game's owner for "
            "your seat again, or take a free seat in the {lobby}."
        ),
        "note.unknown-game": "Unknown game",
        "note.unknown-game.text": (
            "No game has this address: check it with whoever gave it to you. The games in play "
            "are listed in the {lobby}."
        ),
        "note.unavailable": "Not available for a moment",
        "note.unavailable.text": (
            "The server cannot read its games just now (its database is unavailable). Nothing "
            "of your game is lost: reload this page in a few seconds."
        ),
        "note.left": "Seat left",
        "note.left.left": (
            "You left this seat: it is free for another player. Take a free seat in the lobby "
            "to play again, or watch the game."
        ),
        "note.left.bot": (
            "You handed this seat to the server's bot: it plays the seat to the end of the "
            "game. You may watch the game."
        ),
        "note.left.timeout": (
            "This seat had the turn too long without a move: the server's bot plays it to the "
            "end of the game. You may watch the game."
        ),
        "note.left.then": "{watch} or go to the {lobby}.",
        "options.empty": "none",
        "options.only.one": "only with {which} player",
        "options.only.other": "only with {which} players",
        "options.whole": "The option {name} is a whole number.",
        "options.whole-or-none": "The option {name} is a whole number, or empty for none.",
        "seats.bots": "Bots in seats: ",
        "seats.bot": "Seat {seat} is a bot",
        "create.players": "The number of players is a whole number: {range} for this game.",
        "create.range": "{min} to {max}",
        "create.seat": "Go to your seat",
        "create.done": (
            "Created. {seat}: its page, in this browser, lets you free a seat whose player is "
            "gone (you are the game's owner). The owner's key, to do it from elsewhere (keep it "
            "secret): {key}. Invite the other players with this link: {invitation}"
        ),
    }
)

#: The page's words in French: every English id, with the same fields. A space before a
#: colon, a semicolon, a question or exclamation mark is a no-break space (U+00A0), as the
#: games' French words write it.
FRENCH: Final[Mapping[str, str]] = MappingProxyType(
    {
        "page.connecting": "Connexion…",
        "page.picture": "La table",
        "page.table-words": "La table en mots",
        "page.moves": "Vos coups",
        "page.log": "Ce qui s'est passé",
        "page.noscript": (
            "Cette page a besoin de JavaScript (de simples modules ES, rien à installer)."
        ),
        "seat.nobody": "personne",
        "seat.you": "vous (joueur {seat})",
        "seat.named": "le joueur {seat} ({name})",
        "seat.bot": "le joueur {seat} (bot)",
        "seat.plain": "le joueur {seat}",
        "seat.place": "la place {seat}",
        "players.entry": "place {seat}\u00a0: {who}",
        "players.entry-you": "place {seat}\u00a0: {who} (vous)",
        "players.bot": "bot",
        "players.you": "vous",
        "players.free": "libre",
        "players.someone": "un joueur",
        "list.and": "{rest} et {last}",
        "list.or": "{rest} ou {last}",
        "value.none": "aucun",
        "value.yes": "oui",
        "value.no": "non",
        "value.items.one": "{count} élément",
        "value.items.other": "{count} éléments",
        "value.seat": "{seat}\u00a0: {items}",
        "value.seats.separator": "\u00a0; ",
        "error.not-sent": "{why}\u00a0: {what}. Réessayez dans un instant.",
        "error.answered": "le serveur a répondu {status}",
        "error.unreachable": "le serveur est injoignable",
        "error.move-not-played": "votre coup n'a pas été joué",
        "error.seat-not-freed": "la place n'a pas été libérée",
        "error.no-rematch": "aucune revanche n'a été créée",
        "error.seat-kept": "vous gardez votre place",
        "error.not-sent-label": "Non envoyé\u00a0: ",
        "error.refused": "Refusé\u00a0: ",
        "error.unknown": "erreur inconnue",
        "left.left": "Vous avez quitté cette place\u00a0: elle est libre pour un autre joueur. ",
        "left.bot": (
            "Vous avez confié cette place au bot du serveur\u00a0: il la joue jusqu'à la fin de "
            "la partie. "
        ),
        "left.timeout": (
            "Cette place a eu la main trop longtemps sans jouer\u00a0: le bot du serveur la joue "
            "jusqu'à la fin de la partie. "
        ),
        "gone.this-seat": "cette place",
        "gone.seat": "la place {seat}",
        "gone.left": "Vous avez quitté {which}\u00a0: vous ne la jouez plus.",
        "gone.bot": "Le bot du serveur joue {which} désormais\u00a0: vous ne la jouez plus.",
        "gone.revoked": "Cette page ne joue plus {which}.",
        "gone.caption": "La table telle que vous l'avez laissée\u00a0:",
        "gone.why": (
            "Cette adresse ne joue plus aucune place\u00a0: elle a été révoquée, ou une revanche "
            "vous en a donné une nouvelle. "
        ),
        "gone.watch-or-lobby": "{watch} ou retourner {lobby}",
        "gone.watch": "Regarder la partie",
        "gone.back": "au salon",
        "gone.lobby": "Retour au salon",
        "connection.lost": "Reconnexion…",
        "header.watch": "Vous regardez une partie à {players}.",
        "header.play": "Vous jouez la place {seat} sur {players}.",
        "header.players": " Joueurs\u00a0: {entries}.",
        "header.options": "Jouée avec les options {options}.",
        "turn.extra": " Vous pouvez encore agir\u00a0: voyez vos coups.",
        "turn.over": "La partie est finie.",
        "turn.yours": "À vous de jouer.",
        "turn.waiting": "On attend {seat}.{extra}",
        "turn.kept": (
            "En attente de la place {seat}\u00a0: elle est gardée pour son joueur de la partie "
            "précédente jusqu'à {time}.{extra}"
        ),
        "turn.free": (
            "En attente de la place {seat}\u00a0: elle est libre, et la partie reprend dès que "
            "quelqu'un la prend.{extra}"
        ),
        "notice.seat": "La place {seat}",
        "notice.seat-named": "La place {seat} ({name})",
        "notice.to-bot": "{who} a été quittée\u00a0; le bot du serveur la joue désormais.",
        "notice.freed": (
            "{who} a été libérée par le propriétaire de la partie\u00a0; la place est libre."
        ),
        "notice.left": "{who} a été quittée\u00a0; la place est libre.",
        "notice.taken": "La place {seat} a été prise.",
        "notice.taken-by": "La place {seat} a été prise par {name}.",
        "free.seat-left": "la place {seat} ({name} est parti)",
        "free.kept.one": (
            "{seats} est gardée pour les joueurs de la partie précédente jusqu'à {time}\u00a0: "
            "chacun reprend la sienne en demandant la revanche. Ensuite, n'importe qui peut la "
            "prendre, avec l'invitation de la partie\u00a0: {invitation}"
        ),
        "free.kept.other": (
            "{seats} sont gardées pour les joueurs de la partie précédente jusqu'à {time}\u00a0: "
            "chacun reprend la sienne en demandant la revanche. Ensuite, n'importe qui peut les "
            "prendre, avec l'invitation de la partie\u00a0: {invitation}"
        ),
        "free.open.one": (
            "{seats} est libre. Attendez qu'un joueur la prenne, ou envoyez à quelqu'un "
            "l'invitation de la partie\u00a0: {invitation}"
        ),
        "free.open.other": (
            "{seats} sont libres. Attendez que des joueurs les prennent, ou envoyez à quelqu'un "
            "l'invitation de la partie\u00a0: {invitation}"
        ),
        "choice.with": "Coups avec {choice}. ",
        "choice.all": "Afficher tous les coups",
        "choice.cell": "la case {x},{y}",
        "choice.said": "Coups avec {choice}\u00a0: {moves}.",
        "choice.all-said": "Tous les coups affichés\u00a0: {moves}.",
        "moves.count.one": "{count} coup",
        "moves.count.other": "{count} coups",
        "moves.hint": (
            "Choisissez une carte, puis une case ou une place en surbrillance sur la table, ou "
            "un coup ci-dessous."
        ),
        "moves.watching": "Vous regardez\u00a0: aucun coup n'est à vous.",
        "moves.none": "Aucun coup pour vous maintenant.",
        "end.heading": "Partie terminée",
        "end.score": "{seat}\u00a0: {score}",
        "end.score-won": "{seat}\u00a0: {score} (gagnant)",
        "end.record": "Télécharger la partie\u00a0: {json} ou {text}",
        "end.game-text": "texte de la partie",
        "end.rematch-begun": "Une revanche a commencé\u00a0: {watch}.",
        "end.watch-it": "la regarder",
        "end.won-by": "Gagnée par {winners}.",
        "end.nobody": "Personne n'a gagné.",
        "rematch.ask": "Rejouer",
        "rematch.join": "Rejoindre la revanche",
        "rematch.another": "Un autre joueur",
        "rematch.asked.one": (
            "{who} a demandé une revanche\u00a0: rejoignez-la avec «\u00a0{join}\u00a0» (vous "
            "recevez une nouvelle adresse)."
        ),
        "rematch.asked.other": (
            "{who} ont demandé une revanche\u00a0: rejoignez-la avec «\u00a0{join}\u00a0» (vous "
            "recevez une nouvelle adresse)."
        ),
        "rematch.joined": "Vous avez rejoint la revanche.",
        "replay.open": "Revoir la partie coup par coup",
        "replay.first": "Début",
        "replay.back": "Précédent",
        "replay.forward": "Suivant",
        "replay.last": "Fin",
        "replay.close": "Fermer",
        "replay.picture": "Toute la table",
        "replay.not-shown": "Non affiché\u00a0: {why}",
        "replay.start.one": "Début de la partie ({count} coup à venir)",
        "replay.start.other": "Début de la partie ({count} coups à venir)",
        "replay.at": "Coup {at} sur {length}",
        "replay.move": " ({notation})",
        "replay.move-by": " ({seat}\u00a0: {notation})",
        "replay.alt-start": "La table au début, toutes les mains visibles",
        "replay.alt-after": "La table après le coup {at}, toutes les mains visibles",
        "overflow.both": (
            "{what} est plus grande que son cadre\u00a0: faites-la glisser ou défiler dans tous "
            "les sens pour la voir en entier."
        ),
        "overflow.wide": (
            "{what} est plus large que son cadre\u00a0: faites-la glisser ou défiler de côté pour "
            "la voir en entier."
        ),
        "overflow.tall": (
            "{what} est plus haute que son cadre\u00a0: faites-la glisser ou défiler de haut en "
            "bas pour la voir en entier."
        ),
        "leave.button": "Quitter la place",
        "leave.to-bot": "Laisser un bot la jouer",
        "leave.ask": (
            "Quitter votre place\u00a0? Elle est aussitôt libre pour qui veut la prendre, et cette "
            "page ne la joue plus (vous pouvez la reprendre depuis le salon tant qu'elle est "
            "libre). "
        ),
        "leave.ask-bot": (
            "Confier votre place au bot du serveur pour le reste de la partie\u00a0? Personne ne "
            "pourra la reprendre, vous compris. "
        ),
        "leave.yes": "Oui, quitter la place",
        "leave.yes-bot": "Oui, qu'un bot la joue",
        "leave.no": "Non, garder ma place",
        "owner.intro": "En tant que propriétaire de la partie\u00a0: ",
        "owner.free": "Libérer la place {seat}",
        "owner.ask": (
            "Libérer la place occupée par {seat}\u00a0? La page de son joueur cesse aussitôt "
            "de la jouer, et la place est libre pour qui veut la prendre (son joueur aussi, "
            "depuis le salon, comme nouveau joueur). "
        ),
        "owner.yes": "Oui, libérer la place {seat}",
        "owner.no": "Non, la garder",
        "lobby.title": "Salon",
        "lobby.name": (
            "Votre nom (facultatif, {most} caractères au plus, montré à tous à votre table)"
        ),
        "lobby.new-game": "Nouvelle partie",
        "lobby.game": "Jeu",
        "lobby.players": "Joueurs",
        "lobby.options": "Options",
        "lobby.unlisted": (
            "Non listée\u00a0: absente de la liste ci-dessous, seuls ceux à qui vous donnez son "
            "lien la rejoignent"
        ),
        "lobby.create": "Créer et prendre la place 1",
        "lobby.invited": "La partie qu'on vous a donnée",
        "lobby.games": "Parties en cours",
        "lobby.show": "Afficher",
        "lobby.every-game": "tous les jeux",
        "lobby.open-only": "seulement les parties avec une place libre",
        "lobby.more": "Plus de parties",
        "lobby.name-long": (
            "Votre nom a au plus {most} caractères\u00a0: celui-ci en a {length}. "
            "Raccourcissez-le, ou laissez-le vide."
        ),
        "made.now": "créée à l'instant",
        "made.minutes": "créée il y a {count} min",
        "made.hours": "créée il y a {count} h",
        "made.days.one": "créée il y a {count} jour",
        "made.days.other": "créée il y a {count} jours",
        "game.which": "la partie de {title} {id}",
        "game.this": "cette partie de {title}",
        "game.players.one": "{title}, {count} joueur",
        "game.players.other": "{title}, {count} joueurs",
        "game.options": ", options {options}",
        "game.seat-bot": "place {seat}\u00a0: bot",
        "game.seat-named": "place {seat}\u00a0: {name}",
        "game.seat-taken": "place {seat}\u00a0: prise",
        "game.take": "Prendre la place {seat}",
        "game.take-label": "Prendre la place {seat} dans {which}",
        "game.watch": "regarder",
        "game.watch-label": "Regarder {which}",
        "invited.over": "Cette partie de {title} est finie.",
        "invited.kept": (
            "Cette revanche garde ses places libres pour les joueurs de la partie précédente "
            "jusqu'à {time}\u00a0; vous pourrez en prendre une ensuite."
        ),
        "games.none": "Aucune partie en cours\u00a0: créez-en une.",
        "games.none-filtered": "Aucune partie en cours ne correspond à ces filtres.",
        "options.standard": "Options (les règles standard pour commencer)",
        "options.none": "Options\u00a0: aucune",
        "note.lobby": "salon",
        "note.watch": "Regarder la partie",
        "note.unknown-seat": "Place inconnue",
        "note.unknown-seat.text": (
            "Aucune place n'a cette adresse, ou son adresse a été révoquée\u00a0: redemandez "
            "votre place au propriétaire de la partie, ou prenez une place libre au {lobby}."
        ),
        "note.unknown-game": "Partie inconnue",
        "note.unknown-game.text": (
            "Aucune partie n'a cette adresse\u00a0: vérifiez-la auprès de qui vous l'a donnée. "
            "Les parties en cours sont listées au {lobby}."
        ),
        "note.unavailable": "Momentanément indisponible",
        "note.unavailable.text": (
            "Le serveur ne peut pas lire ses parties pour l'instant (sa base de données est "
            "indisponible). Rien de votre partie n'est perdu\u00a0: rechargez cette page dans "
            "quelques secondes."
        ),
        "note.left": "Place quittée",
        "note.left.left": (
            "Vous avez quitté cette place\u00a0: elle est libre pour un autre joueur. Prenez une "
            "place libre au salon pour rejouer, ou regardez la partie."
        ),
        "note.left.bot": (
            "Vous avez confié cette place au bot du serveur\u00a0: il la joue jusqu'à la fin de "
            "la partie. Vous pouvez regarder la partie."
        ),
        "note.left.timeout": (
            "Cette place a eu la main trop longtemps sans jouer\u00a0: le bot du serveur la joue "
            "jusqu'à la fin de la partie. Vous pouvez regarder la partie."
        ),
        "note.left.then": "{watch} ou retourner au {lobby}.",
        "options.empty": "aucune",
        "options.only.one": "seulement à {which} joueur",
        "options.only.other": "seulement à {which} joueurs",
        "options.whole": "L'option {name} est un nombre entier.",
        "options.whole-or-none": "L'option {name} est un nombre entier, ou vide pour aucune.",
        "seats.bots": "Bots aux places\u00a0: ",
        "seats.bot": "La place {seat} est un bot",
        "create.players": "Le nombre de joueurs est un nombre entier\u00a0: {range} pour ce jeu.",
        "create.range": "de {min} à {max}",
        "create.seat": "Aller à votre place",
        "create.done": (
            "Partie créée. {seat}\u00a0: sa page, dans ce navigateur, vous permet de libérer une "
            "place dont le joueur est parti (vous êtes le propriétaire de la partie). La clé du "
            "propriétaire, pour le faire d'ailleurs (gardez-la secrète)\u00a0: {key}. Invitez les "
            "autres joueurs avec ce lien\u00a0: {invitation}"
        ),
    }
)

#: Each language the pages speak, by its tag, with its words.
PAGE_WORDS: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType({"en": ENGLISH, "fr": FRENCH})

_FIELD: Final = re.compile(r"\{(\w+)\}")


def page_language(language: str | None) -> str:
    """The tag of the language a page is in when its server prefers ``language``: that
    language if the pages speak it (its primary subtag, for a regional tag: ``fr-CA`` is
    French), else ``"en"``. It is the page's ``<html lang>``.

    >>> from tablegames.server.pagewords import page_language
    >>> page_language("fr"), page_language("FR-ca"), page_language("de"), page_language(None)
    ('fr', 'fr', 'en', 'en')
    """
    return language_among(language, PAGE_WORDS)


def page_words(language: str | None) -> Mapping[str, str]:
    """The page's own words in ``language`` (:func:`page_language` decides which): English for
    a language the pages do not speak, or for none.

    >>> page_words("fr")["turn.yours"], page_words("de")["turn.yours"]
    ('À vous de jouer.', 'Your turn.')
    """
    return PAGE_WORDS[page_language(language)]


def fill(text: str, fields: Mapping[str, object]) -> str:
    """``text`` with each of its ``{name}`` fields replaced by ``fields[name]``, as
    ``client.js``'s ``say`` fills them; a field not given stays as it is written.

    >>> fill("Take seat {seat}", {"seat": 2})
    'Take seat 2'
    """
    return _FIELD.sub(lambda found: str(fields[found[1]]) if found[1] in fields else found[0], text)


def words_json(words: Mapping[str, str]) -> str:
    """``words`` as a JSON object to put inside a ``<script type="application/json">``
    element: its ``<``, ``>`` and ``&`` written as escapes, so that no word ends the element
    (``</script>``) or reads as markup, and JSON.parse reads the same words.

    >>> words_json({"a": "</script> & <!--"})
    '{"a":"\\\\u003c/script\\\\u003e \\\\u0026 \\\\u003c!--"}'
    """
    text = json.dumps(dict(words), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def card_language(game: AnyGame, language: str | None) -> str | None:
    """The language tag of ``game``'s words that name its cards on a page of a server whose
    preferred language is ``language``, or ``None`` when the page keeps the strings the view's
    JSON writes.

    The cards are named in the page's language (:func:`page_language`): in ``language``
    itself where the game speaks it and its primary subtag is the page's, else in the page's
    language where the game speaks that (a ``fr-CA`` server's page names the cards of a game
    that speaks ``fr``). ``None`` where that is the language of the game's own words (its
    JSON's names are written in it: an English page writes ``"red #"`` as the view does) or
    where the game does not speak the page's language at all.

    >>> import tablegames
    >>> from tablegames.server.pagewords import card_language
    >>> ten = tablegames.GAMES["ten"]
    >>> card_language(ten, "fr"), card_language(ten, "FR-ca"), card_language(ten, "en")
    ('fr', 'fr', None)
    >>> card_language(ten, "de"), card_language(ten, None)
    (None, None)
    """
    page = page_language(language)
    spoken: tuple[str, ...] = hook(game, "languages")
    for asked in (language, page):
        if asked is None:
            continue
        tag = next((tag for tag in spoken if tag.lower() == asked.lower()), None)
        if tag is not None and tag.lower().split("-", 1)[0] == page:
            return None if tag == spoken[0] else tag
    return None


def card_names(game: AnyGame, language: str | None) -> dict[str, str]:
    """Every card ``game``'s views can show, as its JSON writes it, with its name on a page of
    a server whose preferred language is ``language``: the name the game's words in
    :func:`card_language` give it, with its article, as the game's log and moves name it in
    that language (``"red #"``: ``"le joker rouge"``). Empty where the page keeps the JSON's
    strings, and for a game whose words name no single card.

    The cards are those of the game's :attr:`~tablegames.Game.codecs` that write a card (their
    ``noun``), each every value a document may hold; their names come from the words'
    ``card(card)`` method, which every built-in game's words have (an optional one of
    :class:`~tablegames.core.words.Words`). Both are the game's own, so a game of another
    distribution names its cards on the page with no line of the server's.

    >>> import tablegames
    >>> from tablegames.server.pagewords import card_names
    >>> names = card_names(tablegames.GAMES["ten"], "fr")
    >>> names["red #"], names["wild 4"], names["currency 2"]
    ('le joker rouge', 'le joker 4', 'une carte monnaie de 2')
    >>> card_names(tablegames.GAMES["ten"], "en")
    {}
    """
    tag = card_language(game, language)
    if tag is None:
        return {}
    name = getattr(client_words(game, tag), "card", None)
    if name is None:
        return {}
    return {
        text: str(name(card))
        for codec in hook(game, "codecs")
        if codec.noun == "card"
        for card, text in codec.names.items()
    }
