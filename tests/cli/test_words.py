"""Each game in words (``<game>.words``, and the English functions ``<game>.text`` keeps):
every event told, every move described, ties told, seats numbered from 1."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs
import pytest

import tablegames
import tablegames.aluette.text as aluette_words
import tablegames.saboteur.text as saboteur_words
import tablegames.ten.text as ten_words
from tablegames import aluette, saboteur, ten
from tablegames.agents import RandomAgent, play
from tablegames.core.events import apply_with_events
from tablegames.core.rng import Rng

WORDS: dict[str, Any] = {"aluette": aluette_words, "saboteur": saboteur_words, "ten": ten_words}
SETUPS = [("ten", 3, 1), ("ten", 1, 2), ("aluette", 4, 3), ("saboteur", 5, 4)]

#: Events a seat is not told about in words, because another event tells the same thing better:
#: the public half of its own draw, discard, map or gold choice (the private half names the
#: card), and the face-up cards of Aluette's partnership draw that are not top cards.
QUIET_FOR_THE_ACTOR = {
    "aluette": {"CardDiscarded"},
    "saboteur": {"CardDrawn", "CardDiscarded", "GoalInspected", "GoldChosen"},
    "ten": set(),
}


def _finished(game: str, players: int, seed: int) -> Any:
    state = tablegames.new_game(game, players=players, seed=seed)
    return play(state, [RandomAgent(seed * 10 + seat) for seat in range(players)])


@pytest.mark.parametrize(("game", "players", "seed"), SETUPS)
def test_every_event_and_move_has_words(game: str, players: int, seed: int) -> None:
    words = WORDS[game]
    state = tablegames.new_game(game, players=players, seed=seed)
    rng = Rng(seed, "test-words")
    told: set[str] = set()
    events = list(state.events)
    while True:
        for event in events:
            name = type(event).__name__
            spectator = words.narrate(event, None)
            if name == "FaceUpCardDealt":
                assert (spectator is None) == (event.card not in aluette.TOP_CARDS)
                continue
            assert isinstance(spectator, str)
            assert spectator.endswith((".", "!"))
            assert spectator[0].isupper()
            actor = getattr(event, "player", None)
            if isinstance(actor, int):
                own = words.narrate(event, actor)
                if name in QUIET_FOR_THE_ACTOR[game]:
                    assert own is None
                else:
                    assert isinstance(own, str)
                    assert own.startswith(("You", "Your")) or "you" in own
            told.add(name)
        if tablegames.is_over(state):
            break
        moves = tablegames.legal_moves(state)
        for move in moves:
            text = words.describe_move(move)
            assert f"P{move.player}" not in text
            assert text[0].isupper()
            assert words.move_group(move)
        state, events = apply_with_events(state, rng.choice(moves))  # type: ignore[assignment]
    assert "GameEnded" in told
    assert isinstance(words.result(state, 0), str)
    assert isinstance(words.result(tablegames.view(state, 0), 0), str)


def test_aluette_trick_winner_and_spoiled_trick() -> None:
    card = aluette.parse_card
    won = aluette.TrickCompleted(
        2, 3, (card("4 of cups"), card("3 of coins"), card("king of cups"), card("5 of swords")), 0
    )
    assert aluette_words.narrate(won, 2) == (
        "Your partner (seat 1) won trick 2 with the 3 of coins (Monsieur)."
    )
    assert aluette_words.narrate(won, 0) == "You won trick 2 with the 3 of coins (Monsieur)."
    spoiled = aluette.TrickCompleted(
        5,
        1,
        (card("king of cups"), card("4 of cups"), card("king of swords"), card("5 of cups")),
        None,
    )
    assert aluette_words.narrate(spoiled, None) == (
        "Trick 5 was spoiled: the king of cups and the king of swords tie for the highest card, "
        "so nobody won it; seat 2 leads again."
    )
    # The leader's own view: "you lead", not "you leads".
    assert aluette_words.narrate(spoiled, 1) == (
        "Trick 5 was spoiled: the king of cups and the king of swords tie for the highest card, "
        "so nobody won it; you lead again."
    )


def test_ten_ties_are_explained() -> None:
    """TEN rules §6: points, then black tokens, then fewest cards, else a shared win."""
    final = _finished("ten", 2, 5)
    red = [ten.parse_card(f"red {n}") for n in (1, 2, 3)]
    same = (tuple(red[:2]), tuple(red[:2]))
    by_tokens = attrs.evolve(final, collections=same, tokens=(7, 5))
    assert ten_words.result(by_tokens, 1) == (
        "Final scores: seat 1 2 points, you 2 points.\n"
        "You and seat 1 tied on 2 points.\n"
        "The tie goes to the most black tokens: seat 1 wins with 7, against 5 for you."
    )
    by_cards = attrs.evolve(
        final, collections=(tuple(red[:2]), (red[0], red[1], red[1])), tokens=(4, 4)
    )
    assert ten.winners(by_cards) == (0,)
    assert ten_words.result(by_cards, 0).endswith(
        "Equal black tokens (4) too, so the fewest collected cards wins: you win with 2, against "
        "3 for seat 2."
    )
    shared = attrs.evolve(final, collections=same, tokens=(4, 4))
    assert ten_words.result(shared, None).endswith(
        "They are equal on black tokens (4) and collected cards (2) too, so seats 1 and 2 share "
        "the win."
    )


def test_aluette_draw_is_explained() -> None:
    drawn = attrs.evolve(_finished("aluette", 4, 6), team_points=(2, 2))
    assert aluette.winners(drawn) == (0, 1, 2, 3)
    assert aluette_words.result(drawn, 1) == (
        "Final score: seats 1+3 2, your team (seats 2+4) 2.\n"
        "A draw: tied games are not played on (the 'tiebreak' option is 'none'), so all four "
        "seats share the result."
    )
    assert "Game over: a draw, 2 points each." in aluette.render(drawn)


def test_saboteur_tie_is_explained() -> None:
    tied = attrs.evolve(_finished("saboteur", 3, 7), gold=((3, 2), (1,), (5,)))
    assert saboteur_words.result(tied, 2) == (
        "Final nuggets: seat 1 5, seat 2 1, you 5.\n"
        "You and seat 1 tie with 5 nuggets: ties are not broken, so they share the win."
    )
    seen = tablegames.view(tied, 1)
    assert saboteur_words.result(seen, 1).startswith("Final nuggets: seat 1 5, you 1, seat 3 5.")


@pytest.mark.parametrize(
    ("picture", "one"),
    [
        (lambda: aluette.render(_one_card_left_aluette()), "  seat 2: 1 card  [tricks"),
        (lambda: saboteur.render(_one_card_left_saboteur()), "  seat 2: 1 card"),
    ],
)
def test_one_card_is_not_one_cards(picture: Callable[[], str], one: str) -> None:
    text = picture()
    assert one in text
    assert "1 cards" not in text


def _one_card_left_aluette() -> Any:
    state = tablegames.new_game("aluette", players=4, seed=3, options={"chant": False})
    hands = list(state.hands)
    hands[1] = hands[1][:1]
    return tablegames.view(attrs.evolve(state, hands=tuple(hands)), 0)


def _one_card_left_saboteur() -> Any:
    state = tablegames.new_game("saboteur", players=3, seed=3)
    hands = list(state.hands)
    hands[1] = hands[1][:1]
    return tablegames.view(attrs.evolve(state, hands=tuple(hands)), 0)


#: "you" with a verb in the third person singular ("you leads", "you plays"): English words
#: a seat's own acts apart (``key.you`` messages), and a sentence built with "you" as a seat's
#: name in place of "seat 2" is wrong.
YOU_WITH_THIRD_PERSON = re.compile(r"\b[Yy]ou (was|is|has|\w+[^s]s)\b")


@pytest.mark.parametrize("game", sorted(tablegames.GAMES))
def test_you_takes_the_verb_of_you(game: str) -> None:
    """Every event's text as each seat reads it, and every move's label, over random games at
    the fewest and the most seats: "you play", never "you plays" (Aluette's spoiled trick said
    "you leads again" to its leader, Crazy Eights' first deal "you plays first")."""
    found = tablegames.GAMES[game]
    words = found.words
    told = 0
    for players in sorted({found.min_players, found.max_players}):
        for seed in range(3):
            state = tablegames.new_game(game, players=players, seed=seed)
            final = play(state, [RandomAgent(seed * 10 + seat) for seat in range(players)])
            for number, move in enumerate([None, *tablegames.record(final).moves]):
                if move is not None:
                    state = tablegames.apply(state, move)
                for viewer in [*range(players), None]:
                    seen = tablegames.view(state, viewer)
                    new = seen.events if number == 0 else seen.events[-3:]
                    texts = [words.text(event, viewer) for event in new]
                    if viewer is not None:
                        texts += [words.label(m) for m in tablegames.legal_moves(seen)]
                    for text in texts:
                        assert not YOU_WITH_THIRD_PERSON.search(text), text
                    told += len(texts)
    assert told > 1000
