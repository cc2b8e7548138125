"""The command line's own words, by id, in each language it speaks: English and French.

``tablegames play`` and ``tablegames replay`` say two kinds of words: the game's (its events,
its menus' labels and headings, its table, its result), which come from the game's words in
the language of ``--lang``, and their own: the first lines, the prompts, the menu's "N
choices", the help of ``?``, the refusals of what a person typed, "Game over.", the replay's
first and last lines. These are kept here in one place, by message id; :func:`cli_words`
gives them in the language of ``--lang``, English for a language the command line does not
speak (a game's German: the game speaks German, the command line English).

Each language has exactly the English ids, with the same fields (tests/cli/test_cli_words_fr.py
holds them to that, and to every id being said by ``cli.py``). A text that depends on a
number comes in two ids, ``<id>.one`` and ``<id>.other``, which :func:`counted` chooses
between by the language's plural rule (French says "one" of 0 and 1, English of 1 alone).
French puts a no-break space before ``:``, ``;``, ``?`` and ``!``, which a terminal's line
wrapping never breaks.

What stays English whatever ``--lang`` says: argparse's help and usage, the one-line errors of
a bad command line (exit status 2), the notes of a bot's error, ``simulate`` (which has no
``--lang``) and every JSON output.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from tablegames.core.words import Catalogue, french_plural, language_among

__all__ = ["CLI_WORDS", "ENGLISH", "FRENCH", "cli_language", "cli_words", "counted"]

#: The command line's own words in English: byte for byte what it said before it had a
#: catalogue, and what it says without ``--lang``, with ``--lang en`` and in a language this
#: catalogue lacks.
ENGLISH: Final[Mapping[str, str]] = MappingProxyType(
    {
        # The game's setup, the first line of play and of replay.
        "setup": "{title}, {players}, seed {seed}",
        "setup.options": "{setup}, options {options}",
        "player.one": "{n} player",
        "player.other": "{n} players",
        "move.one": "{n} move",
        "move.other": "{n} moves",
        # Seats, as the first lines name them (numbered from 1).
        "seat": "seat {number}",
        "seats": "seats {numbers}",
        "list.two": "{first} and {second}",
        "list.more": "{items} and {last}",
        "list.separator": ", ",
        # Who plays which seat: the bots by their kind, a factory of the user's by its name.
        "bot.heuristic.one": "a heuristic bot",
        "bot.heuristic.other": "heuristic bots",
        "bot.random.one": "a random bot",
        "bot.random.other": "random bots",
        "bot.search.one": "a search bot",
        "bot.search.other": "search bots",
        "bot.named.one": "a {name} bot",
        "bot.named.other": "{name} bots",
        "bot.no-heuristic": " (this game has no heuristic agent)",
        "heading.alone": "{Bots} plays seat 1{why}.",
        "heading.bots": "{Bots} play every seat{why}.",
        "heading.you": "You play {seats}.",
        "heading.you-bots.one": "You play {seats}; {bots} plays {others}{why}.",
        "heading.you-bots.other": "You play {seats}; {bots} play {others}{why}.",
        "heading.how": (
            "Type a move's number, or the move in notation, and press Enter;\n"
            "? explains the codes; q leaves the game (so does Ctrl-C)."
        ),
        # The keyboard passed from one human seat to another.
        "hand-over.turn": "--- Seat {seat}'s turn: pass the keyboard to seat {seat}. ---",
        "hand-over.ready": "Seat {seat}, press Enter when nobody else can see the screen.",
        # A human seat's menu and prompt.
        "menu.you": "Your move, seat {seat}:",
        "menu.you.what": "Your move, seat {seat}: what do you play?",
        "menu.you.pay": "Your move, seat {seat}: {payment} (or type another payment)",
        "menu.section": "{heading}:",
        "menu.choices": "{heading}: {choices}",
        "menu.where": "{heading}: where? (a letter of the table)",
        "choice.one": "{n} choice",
        "choice.other": "{n} choices",
        "keys.or": "{first} or {second}",
        "prompt": "Choose {keys}, or type a move; ? helps, {leave}: ",
        "prompt.one": "Choose 1 (or press Enter), or type a move; ? helps, {leave}: ",
        "prompt.leave": "q leaves",
        "prompt.back": "Enter goes back",
        "help": (
            "Type the key of a choice, or a move in notation (here: {examples}); case and "
            "spaces do not matter. Enter alone goes back from a second menu; q leaves the game."
        ),
        # What a person typed, refused.
        "typed.empty": "Type one of the choices, or a move in notation (? helps).",
        "typed.off-menu": "{text} is not one of the choices: type {keys}, or a move in notation.",
        "typed.meant": "{text} is not one of the choices; did you mean {keys}?",
        "typed.meant-label": "{text} is not one of the choices; did you mean {keys} ({label})?",
        "typed.unknown": "'{text}' is not a legal move here; the closest: {moves}.",
        "typed.ambiguous": "'{text}' could be several moves here: {moves}; type one of them.",
        "typed.ambiguous-more": "'{text}' could be several moves here: {moves} (and {more} "
        "more); type one of them.",
        # The game's end, and the files written.
        "left": "You left the game before its end.",
        "game-over": "Game over.",
        "saved.record": "Saved the game record to {path}.",
        "saved.game": "Saved the game to {path}.",
        "interrupted": "Interrupted. Goodbye.",
        # A record replayed.
        "replay.whole": "{setup}, {moves}.",
        "replay.seat": "{setup}, {moves}, as seat {seat} saw it.",
        "replay.unseen": "(nothing this seat could see)",
        "replay.unfinished": "The record stops before the end of the game.",
    }
)

#: The command line's own words in French, a no-break space before ``:``, ``;``, ``?``.
#: A seat is "la place" where it is held ("Vous tenez la place 1"), "le joueur" where it is a
#: person called (the keyboard passed, the menu), as the games' French call the players.
FRENCH: Final[Mapping[str, str]] = MappingProxyType(
    {
        "setup": "{title}, {players}, graine {seed}",
        "setup.options": "{setup}, options {options}",
        "player.one": "{n} joueur",
        "player.other": "{n} joueurs",
        "move.one": "{n} coup",
        "move.other": "{n} coups",
        "seat": "la place {number}",
        "seats": "les places {numbers}",
        "list.two": "{first} et {second}",
        "list.more": "{items} et {last}",
        "list.separator": ", ",
        "bot.heuristic.one": "un bot heuristique",
        "bot.heuristic.other": "des bots heuristiques",
        "bot.random.one": "un bot aléatoire",
        "bot.random.other": "des bots aléatoires",
        "bot.search.one": "un bot de recherche",
        "bot.search.other": "des bots de recherche",
        "bot.named.one": "un bot {name}",
        "bot.named.other": "des bots {name}",
        "bot.no-heuristic": " (ce jeu n'a pas de bot heuristique)",
        "heading.alone": "{Bots} tient la place 1{why}.",
        "heading.bots": "{Bots} tiennent toutes les places{why}.",
        "heading.you": "Vous tenez {seats}.",
        "heading.you-bots.one": "Vous tenez {seats}\u00a0; {bots} tient {others}{why}.",
        "heading.you-bots.other": "Vous tenez {seats}\u00a0; {bots} tiennent {others}{why}.",
        "heading.how": (
            "Tapez le numéro d'un coup, ou le coup en notation, puis Entrée\u00a0;\n"
            "? explique les codes\u00a0; q quitte la partie (Ctrl-C aussi)."
        ),
        "hand-over.turn": (
            "--- Au tour du joueur {seat}\u00a0: passez le clavier au joueur {seat}. ---"
        ),
        "hand-over.ready": (
            "Joueur {seat}, appuyez sur Entrée quand personne d'autre ne voit l'écran."
        ),
        "menu.you": "À vous de jouer, joueur {seat}\u00a0:",
        "menu.you.what": "À vous de jouer, joueur {seat}\u00a0: que jouez-vous\u00a0?",
        "menu.you.pay": (
            "À vous de jouer, joueur {seat}\u00a0: {payment} (ou tapez un autre paiement)"
        ),
        "menu.section": "{heading}\u00a0:",
        "menu.choices": "{heading}\u00a0: {choices}",
        "menu.where": "{heading}\u00a0: où\u00a0? (une lettre de la table)",
        "choice.one": "{n} choix",
        "choice.other": "{n} choix",
        "keys.or": "{first} ou {second}",
        "prompt": "Tapez {keys}, ou un coup\u00a0; ? aide, {leave}\u00a0: ",
        "prompt.one": "Tapez 1 (ou Entrée), ou un coup\u00a0; ? aide, {leave}\u00a0: ",
        "prompt.leave": "q quitte",
        "prompt.back": "Entrée revient",
        "help": (
            "Tapez la touche d'un choix, ou un coup en notation (ici\u00a0: {examples})\u00a0; "
            "majuscules et espaces n'y changent rien. Entrée seule revient d'un second menu\u00a0; "
            "q quitte la partie."
        ),
        "typed.empty": "Tapez l'un des choix, ou un coup en notation (? aide).",
        "typed.off-menu": (
            "{text} n'est pas l'un des choix\u00a0: tapez {keys}, ou un coup en notation."
        ),
        "typed.meant": "{text} n'est pas l'un des choix\u00a0; vouliez-vous dire {keys}\u00a0?",
        "typed.meant-label": (
            "{text} n'est pas l'un des choix\u00a0; vouliez-vous dire {keys} ({label})\u00a0?"
        ),
        "typed.unknown": (
            "«\u00a0{text}\u00a0» n'est pas un coup ici\u00a0; essayez plutôt\u00a0: {moves}."
        ),
        "typed.ambiguous": (
            "«\u00a0{text}\u00a0» peut désigner plusieurs coups ici\u00a0: {moves}\u00a0; "
            "tapez l'un d'eux."
        ),
        "typed.ambiguous-more": (
            "«\u00a0{text}\u00a0» peut désigner plusieurs coups ici\u00a0: {moves} (et {more} "
            "autres)\u00a0; tapez l'un d'eux."
        ),
        "left": "Vous avez quitté la partie avant sa fin.",
        "game-over": "Partie terminée.",
        "saved.record": "Enregistrement de la partie écrit dans {path}.",
        "saved.game": "Partie enregistrée dans {path}.",
        "interrupted": "Interrompu. Au revoir.",
        "replay.whole": "{setup}, {moves}.",
        "replay.seat": "{setup}, {moves}, du point de vue du joueur {seat}.",
        "replay.unseen": "(rien de visible pour ce joueur)",
        "replay.unfinished": "L'enregistrement s'arrête avant la fin de la partie.",
    }
)

#: The command line's catalogue of each language it speaks, by language tag.
CLI_WORDS: Final[Mapping[str, Catalogue]] = MappingProxyType(
    {"en": Catalogue("en", ENGLISH), "fr": Catalogue("fr", FRENCH, french_plural)}
)


def cli_language(language: str | None) -> str:
    """The tag of the language the command line speaks when ``--lang`` is ``language``: that
    language if the command line speaks it (its primary subtag, for a regional tag: ``fr-CA``
    is French), else ``"en"``.

    >>> from tablegames.cliwords import cli_language
    >>> cli_language("fr"), cli_language("FR-ca"), cli_language("de"), cli_language(None)
    ('fr', 'fr', 'en', 'en')
    """
    return language_among(language, CLI_WORDS)


def cli_words(language: str | None) -> Catalogue:
    """The command line's own words in ``language`` (:func:`cli_language` decides which):
    English for a language it does not speak, or for none.

    >>> from tablegames.cliwords import cli_words
    >>> cli_words("fr").say("game-over"), cli_words("de").say("game-over")
    ('Partie terminée.', 'Game over.')
    """
    return CLI_WORDS[cli_language(language)]


def counted(words: Catalogue, number: int, noun: str, /, **fields: object) -> str:
    """The message ``<noun>.one`` or ``<noun>.other``, as the plural rule of ``words`` chooses
    for ``number``, filled with ``fields`` and ``n`` (the number): a count (``choice``, ``3
    choices``) or a text whose words agree with one (``bot.random``, ``random bots``).

    >>> from tablegames.cliwords import cli_words, counted
    >>> counted(cli_words("en"), 2, "bot.random"), counted(cli_words("fr"), 0, "move")
    ('random bots', '0 coup')
    """
    return words.count(number, noun, **fields)
