"""The terminal's table of an Aluette deal: what a player needs without scrolling back."""

from __future__ import annotations

import itertools
import random
import re

import attrs
import pytest

import tablegames
from tablegames import aluette
from tablegames.agents import RandomAgent
from tablegames.aluette import (
    AluetteState,
    DiscardCard,
    GameEnd,
    Phase,
    Signal,
    SignalKind,
    SignalVisibility,
    Tiebreak,
    VoteChant,
    text,
)
from tablegames.aluette.events import GameEnded
from tablegames.aluette.notation import card_code
from tablegames.aluette.rules import SIGNAL_CARD
from tablegames.aluette.words import WORDS
from tablegames.aluette.words_fr import FRENCH
from tablegames.core.words import Words
from tests.aluette.helpers import cards, fresh, play_trick, playing


def _signals_line(picture: str) -> str | None:
    found = [line for line in picture.splitlines() if line.startswith("  Signals: ")]
    assert len(found) <= 1, picture
    return found[0] if found else None


def test_the_table_lists_the_signals_of_the_deal_seat_by_seat() -> None:
    """Aluette §8: the signals made this deal stay on the table, each seat's in the order made
    (each once), so a player who missed the log still reads what the partner signalled."""
    state = playing(["4co 5co", "3co 6co", "7co 8co", "4cu 5cu"], leader=0)
    for move in (
        Signal(2, SignalKind.VACHE),
        Signal(1, SignalKind.ACES, 1),
        Signal(2, SignalKind.ACES, 2),
        Signal(0, SignalKind.WEAK_HAND),
    ):
        state = aluette.apply(state, move)
    state = play_trick(state, "4co 3co 7co 4cu")
    state = aluette.apply(state, Signal(2, SignalKind.VACHE))  # again, in the next trick
    expected = "  Signals: seat 1 a weak hand; seat 2 one ace; seat 3 la Vache, two aces"
    for seat in (0, 1, 2, 3, None):
        assert _signals_line(aluette.render(aluette.view(state, seat))) == expected
    assert _signals_line(aluette.render(state)) == expected


def test_no_signal_no_line() -> None:
    """Aluette §8: a deal without signals adds nothing to the table."""
    assert _signals_line(aluette.render(aluette.view(fresh(3), 0))) is None


def test_partner_only_signals_stay_off_the_opponents_table() -> None:
    """Aluette ruling A-32, the partner-only variant: the table shows only the signals its
    viewer saw; the opponents' and a spectator's tables never list the partners' signals."""
    state = fresh(3, signal_visibility=SignalVisibility.PARTNER_ONLY)
    state = aluette.apply(state, Signal(0, SignalKind.MONSIEUR))
    state = aluette.apply(state, Signal(1, SignalKind.ACES, 3))
    assert _signals_line(aluette.render(aluette.view(state, 0))) == "  Signals: seat 1 Monsieur"
    assert _signals_line(aluette.render(aluette.view(state, 2))) == "  Signals: seat 1 Monsieur"
    assert _signals_line(aluette.render(aluette.view(state, 1))) == "  Signals: seat 2 three aces"
    assert _signals_line(aluette.render(aluette.view(state, 3))) == "  Signals: seat 2 three aces"
    assert _signals_line(aluette.render(aluette.view(state, None))) is None
    everything = "  Signals: seat 1 Monsieur; seat 2 three aces"
    assert _signals_line(aluette.render(state)) == everything  # every secret: a replay's table


def test_the_signals_line_starts_afresh_with_each_deal() -> None:
    """Aluette §8: signals are made within a deal; the next deal's table lists none of them."""
    state = aluette.apply(fresh(3, chant=False), Signal(2, SignalKind.GRAND_NEUF))
    assert _signals_line(aluette.render(aluette.view(state, 0))) == "  Signals: seat 3 Grand-neuf"
    while state.deal == 0:
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    assert _signals_line(aluette.render(aluette.view(state, 0))) is None


def test_many_signals_fit_the_terminal() -> None:
    """Aluette §8: the most signals a deal allows (five a seat) still fit 80 columns."""
    state = fresh(3)
    kinds = [kind for kind in SignalKind if kind is not SignalKind.ACES][:5]
    for seat in range(4):
        for kind in kinds:
            state = aluette.apply(state, Signal(seat, kind))
    picture = aluette.render(aluette.view(state, 0))
    assert all(len(line) <= 80 for line in picture.splitlines()), picture
    assert "seat 4 Monsieur, Madame, le Borgne, la Vache, Grand-neuf" in " ".join(
        line.strip() for line in picture.splitlines()
    )


@pytest.mark.parametrize("words", [WORDS, FRENCH], ids=["en", "fr"])
def test_the_legend_names_the_named_cards(words: Words) -> None:
    """Aluette §3: the legend (the terminal's ?) gives each named card its name beside its
    code, highest first, as the notation reads the names (``sig grand-neuf``)."""
    legend = words.legend()
    named = [
        f"{card_code(card)} {words.catalogue.say('name.' + kind.name.lower())}"
        for kind, card in sorted(SIGNAL_CARD.items(), key=lambda item: -item[1].strength)
    ]
    assert ", ".join(named) in legend
    assert "9cu Grand-neuf" in legend
    assert "2sw Deux d'écrit" in legend
    assert "sig grand-neuf" in legend


# -- the table in French ---------------------------------------------------------------------------

#: How the status line of the French table begins in each phase (the rules' French terms:
#: le chant, l'abandon, la mordienne, le pli).
FRENCH_PHASES = {
    Phase.CHANT_VOTE: "Vote du chant, ",
    Phase.DISCARD: "Écarts du chant, ",
    Phase.CONCESSION: "Offres d'abandon, ",
    Phase.CONCESSION_ANSWER: "Réponse à l'abandon, ",
    Phase.ANNOUNCE: "Annonces de la mordienne, ",
    Phase.PLAY: "Jeu, pli ",
    Phase.OVER: "Partie terminée\u00a0: ",
}

#: Words of the English table that would betray it in a French one.
ENGLISH_TABLE = re.compile(
    r"\b(seats?|you|your|deal|dealer|trick|tricks|to act|chant vote|discards|concession|"
    r"offers|answer|announced?|announcements|play|game over|won|winning|spoiled|chanters|"
    r"Signals|cards?|draw|each)\b|Points:|This trick"
)

#: The options under which a game passes through every phase: the chant, the concession of
#: Pagat's surrender variant (ruling A-28), the announcements of Rebour's (A-35).
EVERY_PHASE = (
    {"mordienne": True, "surrender": True},
    {"mordienne": True, "announced_mordienne": True},
)


def _phases(seed: int, options: dict[str, object]) -> dict[Phase, AluetteState]:
    """The first state of each phase that a seeded random game reaches, with a trick in
    progress for the play phase; every seat votes for the chant, so that it is played."""
    state = tablegames.new_game("aluette", players=4, seed=seed, options=options)
    chooser = random.Random(seed)
    found: dict[Phase, AluetteState] = {}
    while True:
        if state.phase not in found and (state.phase is not Phase.PLAY or state.trick):
            found[state.phase] = state
        if aluette.is_over(state):
            return found
        moves = aluette.legal_moves(state)
        chant = [move for move in moves if move == VoteChant(move.player, True)]
        state = aluette.apply(state, chant[0] if chant else chooser.choice(moves))


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("options", EVERY_PHASE, ids=["surrender", "announced"])
def test_the_french_table_speaks_french_in_every_phase(
    seed: int, options: dict[str, object]
) -> None:
    """The French words draw the table in French (it stayed English): the phase in the rules'
    French terms, every seat's row and line, for every seat's view and a spectator's, each
    line within the terminal's 80 columns."""
    found = _phases(seed, options)
    if options.get("surrender"):
        assert set(found) == set(FRENCH_PHASES) - {Phase.ANNOUNCE}
    else:
        assert set(found) == set(FRENCH_PHASES) - {Phase.CONCESSION, Phase.CONCESSION_ANSWER}
    for phase, state in found.items():
        for shown in (state, *(aluette.view(state, seat) for seat in (0, 1, 2, 3, None))):
            french = FRENCH.picture(shown, {})
            assert french == text.picture(shown, {}, FRENCH)
            assert text.picture(shown, {}, WORDS) == aluette.render(shown) != french
            lines = french.splitlines()
            assert lines[0].startswith("Aluette, donne "), french
            assert lines[1].startswith(FRENCH_PHASES[phase]), french
            assert not ENGLISH_TABLE.search(french), french
            assert all(len(line) <= 80 for line in lines), french
            assert "{" not in french, french


def _chanter_discarding() -> AluetteState:
    """Deal 1 of seed 3 with the chant agreed, signals made and one card discarded."""
    state = fresh(3)
    for seat in (1, 2, 3, 0):
        state = aluette.apply(state, VoteChant(seat, True))
    state = aluette.apply(state, Signal(2, SignalKind.VACHE))
    state = aluette.apply(state, Signal(1, SignalKind.ACES, 2))
    chanter = state.to_act
    assert chanter is not None
    return aluette.apply(state, DiscardCard(chanter, state.hands[chanter][0]))


def _trick_in_play(labels: str) -> AluetteState:
    """A trick of play with ``labels`` played from seat 2 (index 1) on, after a spoiled trick
    and one won by seat 3, with seat 3 having announced mordienne."""
    state = playing(
        ["4co 5co 6co", "3co 6cu 7cu", "7co 8co 9co", "4cu 5cu 8cu"],
        leader=1,
        mordienne=True,
        announced_mordienne=True,
    )
    spoiled = aluette.Trick(0, cards("Kco Kcu 2ba 3ba"), None)
    won = aluette.Trick(0, cards("4ba 5ba Acu 6ba"), 2)
    state = attrs.evolve(state, tricks=(spoiled, won), announcer=2)
    return play_trick(state, labels)


def _over(points: tuple[int, int]) -> AluetteState:
    state = fresh(1)
    return attrs.evolve(state, phase=Phase.OVER, to_act=None, team_points=points, deal=4)


def test_the_french_table_reads_as_a_french_table() -> None:
    """The whole French table of a chanter discarding (rules §5: the chant's six discards),
    of a trick being won and of one spoiled so far (§6, a tie for the highest card), after
    a spoiled trick and a mordienne announced (ruling A-35), and of the end of a game won
    and drawn (§7): every word the English table has, in French."""
    discarding = _chanter_discarding()
    chanter = discarding.to_act
    assert chanter == 1
    assert FRENCH.picture(aluette.view(discarding, chanter), {}) == (
        "Aluette, donne 1/5, donneur\u00a0: joueur 1. Points\u00a0: joueurs 1+3 0, joueurs 2+4 0.\n"
        "Écarts du chant, à vous de jouer\u00a0; chanteurs\u00a0: vous et le joueur 1.\n"
        "  joueur 1\u00a0: 15 cartes  [plis\u00a00]\n"
        "  joueur 2 (vous)\u00a0: 5co 6co Jco Cco 3cu 4cu 5cu Kcu Asw 6sw 8sw Aba 5ba Jba\n"
        "      [plis\u00a00]\n"
        "  joueur 3\u00a0: 9 cartes  [plis\u00a00]\n"
        "  joueur 4\u00a0: 9 cartes  [plis\u00a00]\n"
        "  Vos écarts\u00a0: Aco\n"
        "  Signes\u00a0: joueur 2 deux as\u00a0; joueur 3 la Vache"
    )
    assert FRENCH.picture(aluette.view(discarding, 3), {}).splitlines()[1] == (
        "Écarts du chant, au joueur 2 de jouer\u00a0; chanteurs\u00a0: les joueurs 2 et 1."
    )
    winning = _trick_in_play("6cu 7co")
    assert FRENCH.picture(aluette.view(winning, 0), {}) == (
        "Aluette, donne 1/5, donneur\u00a0: joueur 1. Points\u00a0: joueurs 1+3 0, joueurs 2+4 0.\n"
        "Jeu, pli 3/9, au joueur 4 de jouer\u00a0; le joueur 3 a annoncé la mordienne.\n"
        "  joueur 1 (vous)\u00a0: 4co 5co 6co  [plis\u00a00]\n"
        "  joueur 2\u00a0: 2 cartes  [plis\u00a00]\n"
        "  joueur 3\u00a0: 2 cartes  [plis\u00a01]\n"
        "  joueur 4\u00a0: 3 cartes  [plis\u00a00]\n"
        "  Gagnants des plis (X = pourri)\u00a0: X 3\n"
        "  Ce pli\u00a0: joueur 2 6cu, joueur 3 7co\u00a0; joueur 3 en tête."
    )
    spoiled = _trick_in_play("7cu 7co")
    assert FRENCH.picture(aluette.view(spoiled, 2), {}).splitlines()[1:] == [
        "Jeu, pli 3/9, au joueur 4 de jouer\u00a0; vous avez annoncé la mordienne.",
        "  joueur 1\u00a0: 3 cartes  [plis\u00a00]",
        "  joueur 2\u00a0: 2 cartes  [plis\u00a00]",
        "  joueur 3 (vous)\u00a0: 8co 9co  [plis\u00a01]",
        "  joueur 4\u00a0: 3 cartes  [plis\u00a00]",
        "  Gagnants des plis (X = pourri)\u00a0: X 3",
        "  Ce pli\u00a0: joueur 2 7cu, joueur 3 7co\u00a0; pourri pour l'instant.",
    ]
    assert FRENCH.picture(_over((3, 2)), {}).splitlines()[:2] == [
        "Aluette, donne 5/5, donneur\u00a0: joueur 1. Points\u00a0: joueurs 1+3 3, joueurs 2+4 2.",
        "Partie terminée\u00a0: les joueurs 1+3 l'emportent 3 à 2.",
    ]
    assert FRENCH.picture(_over((2, 2)), {}).splitlines()[1] == (
        "Partie terminée\u00a0: égalité, 2 points partout."
    )


def test_the_english_table_is_drawn_as_before() -> None:
    """The same tables in English, word for word as they were before the table's words came
    from the catalogue (and as the game's own words and render draw them)."""
    discarding = _chanter_discarding()
    shown = aluette.view(discarding, 1)
    assert aluette.render(shown) == tablegames.GAMES["aluette"].words.picture(shown, {})
    assert aluette.render(shown) == (
        "Aluette, deal 1/5, dealer seat 1. Points: seats 1+3 0, seats 2+4 0.\n"
        "Chant discards, you to act; chanters: you and seat 1.\n"
        "  seat 1: 15 cards  [tricks 0]\n"
        "  seat 2 (you): 5co 6co Jco Cco 3cu 4cu 5cu Kcu Asw 6sw 8sw Aba 5ba Jba  [tricks\n"
        "      0]\n"
        "  seat 3: 9 cards  [tricks 0]\n"
        "  seat 4: 9 cards  [tricks 0]\n"
        "  Your discards: Aco\n"
        "  Signals: seat 2 two aces; seat 3 la Vache"
    )
    assert aluette.render(aluette.view(_trick_in_play("6cu 7co"), 0)) == (
        "Aluette, deal 1/5, dealer seat 1. Points: seats 1+3 0, seats 2+4 0.\n"
        "Play, trick 3/9, seat 4 to act; seat 3 announced mordienne.\n"
        "  seat 1 (you): 4co 5co 6co  [tricks 0]\n"
        "  seat 2: 2 cards  [tricks 0]\n"
        "  seat 3: 2 cards  [tricks 1]\n"
        "  seat 4: 3 cards  [tricks 0]\n"
        "  Tricks won by (X = spoiled): X 3\n"
        "  This trick: seat 2 6cu, seat 3 7co; seat 3 winning."
    )
    assert aluette.render(aluette.view(_trick_in_play("7cu 7co"), 2)).splitlines()[1::6] == [
        "Play, trick 3/9, seat 4 to act; you announced mordienne.",
        "  This trick: seat 2 7cu, seat 3 7co; spoiled so far (a tie).",
    ]
    assert aluette.render(_over((3, 2))).splitlines()[1] == "Game over: seats 1+3 won 3 to 2."
    assert aluette.render(_over((2, 2))).splitlines()[1] == "Game over: a draw, 2 points each."


def test_a_draw_of_one_point_each_is_worded_in_the_singular() -> None:
    """A game ended level at 1 point each was told "1 points each", on the table, in the
    log's sentence of the end and on the picture (and "1 partout" in French)."""
    over = _over((1, 1))
    assert aluette.render(over).splitlines()[1] == "Game over: a draw, 1 point each."
    assert (
        FRENCH.picture(over, {}).splitlines()[1]
        == "Partie terminée\u00a0: égalité, 1 point partout."
    )
    end = GameEnded(team_points=(1, 1), winners=(0, 1, 2, 3))
    assert tablegames.GAMES["aluette"].words.text(end, None) == (
        "The game is over: a draw, 1 point each."
    )
    assert FRENCH.text(end, None) == "La partie est terminée\u00a0: égalité, 1 point partout."
    assert "a draw, 1 point each" in tablegames.to_svg(over)
    assert "a draw, 2 points each" in tablegames.to_svg(_over((2, 2)))


def test_an_extra_deal_is_named_in_french_too() -> None:
    """Ruling A-22: the deal after a tied fifth is an extra deal, not "donne 6/5"."""
    tied = fresh(1, tiebreak=Tiebreak.EXTRA_DEALS)
    state = attrs.evolve(tied, deal=5, dealer=1, team_points=(2, 2))
    for shown in (state, aluette.view(state, 0)):
        french = FRENCH.picture(shown, {})
        assert french.startswith("Aluette, donne 6 (départage), donneur\u00a0: joueur 2.")
        assert all(len(line) <= 80 for line in french.splitlines()), french
        assert aluette.render(shown).startswith("Aluette, deal 6 (extra deal), dealer seat 2.")
    first_to_5 = fresh(1, game_end=GameEnd.FIRST_TO_5)
    assert FRENCH.picture(first_to_5, {}).startswith("Aluette, donne 1, donneur\u00a0: joueur 1.")


def test_many_signals_fit_the_terminal_in_french() -> None:
    """Aluette §8: the most signals a deal allows (five a seat) fit 80 columns in French too,
    a seat's names kept together with the French spacing ("\u00a0; " between seats)."""
    state = fresh(3)
    kinds = [kind for kind in SignalKind if kind is not SignalKind.ACES][:5]
    for seat in range(4):
        for kind in kinds:
            state = aluette.apply(state, Signal(seat, kind))
    picture = FRENCH.picture(aluette.view(state, 0), {})
    assert all(len(line) <= 80 for line in picture.splitlines()), picture
    joined = " ".join(line.strip() for line in picture.splitlines())
    assert (
        "Signes\u00a0: joueur 1 Monsieur, Madame, le Borgne, la Vache, Grand-neuf\u00a0; "
        "joueur 2 " in (joined)
    )


def _broken_inside(lines: list[str], names: set[str]) -> list[str]:
    """The names that a line ends inside, its next line going on with the rest: ``le`` at a
    line's end and ``Borgne`` at the next one's start."""
    broken = []
    for line, after in itertools.pairwise(lines):
        for name in names:
            words = name.split(" ")
            for count in range(1, len(words)):
                head, rest = " ".join(words[:count]), " ".join(words[count:])
                if line.endswith(" " + head) and after.lstrip().startswith(rest):
                    broken.append(name)
    return broken


def test_a_wrapped_line_never_starts_with_punctuation_nor_splits_a_hyphenated_name() -> None:
    """A long French line (the signals of four seats) was wrapped at the space before " ; " or
    " : ", so a line started with ";" (French sets a no-break space there); and lines in
    both languages were wrapped inside "Petit-neuf" or "Grand-neuf", leaving "Petit-" at
    a line's end; and inside a signal's name, leaving "le" (of "le Borgne"), "un" (of "un
    as") or "Deux de" (of "Deux de chêne") at a line's end, in French and in English alike.
    Every state of random games, in French and in English."""
    wrapped = 0
    for seed in range(8):
        state = tablegames.new_game("aluette", players=4, seed=seed)
        agents = [RandomAgent(seed * 10 + seat) for seat in range(4)]
        while not tablegames.is_over(state):
            for words in (FRENCH, WORDS):
                lines = text.picture(state, {}, words).splitlines()
                wrapped += sum(1 for line in lines if line.startswith("      "))
                assert not [line for line in lines if line.lstrip().startswith((";", ":"))]
                assert not [line for line in lines if line.endswith("-")]
                names = {words.signal_name(made.kind, made.count) for made in state.signals}
                assert not _broken_inside(lines, names), lines
                assert all(len(line) <= 80 for line in lines)
            seat = state.to_act
            move = agents[seat].choose(tablegames.view(state, seat), tablegames.legal_moves(state))
            state = tablegames.apply(state, move)
    assert wrapped > 100  # the games hold long lines to wrap
