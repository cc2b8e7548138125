"""TEN in words: how the end of a tie is told (rules §6), typed payments refused (T-A31), the
winner said in the second person, and every message of the catalogue said somewhere."""

from __future__ import annotations

import contextlib
import random

import attrs
import pytest

import tablegames
from tablegames import IllegalMoveError, ten
from tablegames.core import words as core_words
from tablegames.core.events import apply_with_events
from tablegames.core.words import Catalogue
from tablegames.ten import Bid, Buy, Draw, PassBid, TakeNumbers
from tablegames.ten.svg import draw
from tablegames.ten.text import picture
from tablegames.ten.words import ENGLISH, WORDS
from tests.ten.table import Listening, card, cards, finished, play, table


def _tie_break(state: ten.TenState, viewer: int | None) -> str:
    """The result's last line: how the tie on points was broken."""
    return WORDS.result(state, viewer).splitlines()[-1]


def test_the_tokens_name_every_seat_they_leave_behind() -> None:
    """§6: of three seats tied on points, the one with the most black tokens wins; the others'
    counts are told with their seats, seats with the same count together."""
    state = finished(3, 2)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (0, 4, 2)
    assert WORDS.result(state, None).splitlines()[1:] == [
        "Seats 1, 2 and 3 tied on 1 point.",
        "The tie goes to the most black tokens: seat 2 wins with 4, against 0 for seat 1 and 2 "
        "for seat 3.",
    ]
    assert _tie_break(state, 1).endswith("you win with 4, against 0 for seat 1 and 2 for seat 3.")
    four = finished(4, 1)
    assert (ten.scores(four), four.tokens) == ((1, 1, 1, 1), (2, 0, 0, 0))
    assert _tie_break(four, None).endswith("seat 1 wins with 2, against 0 for seats 2, 3 and 4.")
    assert _tie_break(four, 2).endswith("against 0 for you, seat 2 and seat 4.")


def test_seats_the_tokens_leave_behind_are_not_called_equal() -> None:
    """§6: the collected cards compare only the seats that the tokens left tied; a seat with
    fewer tokens is named as beaten there, not called equal to the winners (it was, when the
    text said "They are equal on black tokens (1) and collected cards (1) too")."""
    state = finished(3, 3)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (0, 1, 1)
    assert [len(held) for held in state.collections] == [1, 1, 1]
    assert ten.winners(state) == (1, 2)
    assert _tie_break(state, None) == (
        "The tie goes to the most black tokens: seats 2 and 3 have 1, against 0 for seat 1. "
        "They are equal on collected cards too (1), so seats 2 and 3 share the win."
    )
    assert _tie_break(state, 0) == (
        "The tie goes to the most black tokens: seats 2 and 3 have 1, against 0 for you. "
        "They are equal on collected cards too (1), so seats 2 and 3 share the win."
    )
    assert _tie_break(state, 2) == (
        "The tie goes to the most black tokens: you and seat 2 have 1, against 0 for seat 1. "
        "They are equal on collected cards too (1), so you and seat 2 share the win."
    )
    # A view tells it as the state does: every count is public.
    assert WORDS.result(tablegames.view(state, 2), 2) == WORDS.result(state, 2)


def test_the_cards_then_decide_between_the_seats_the_tokens_kept() -> None:
    """§6: after the tokens, the fewest collected cards of the seats still tied wins; the
    seat the tokens dropped is not counted again."""
    state = finished(3, 291)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (6, 6, 1)
    assert [len(held) for held in state.collections] == [2, 1, 1]  # seat 3 has one card too
    assert ten.winners(state) == (1,)
    assert _tie_break(state, None) == (
        "The tie goes to the most black tokens: seats 1 and 2 have 6, against 1 for seat 3. "
        "Then the fewest collected cards wins: seat 2 wins with 1, against 2 for seat 1."
    )
    assert _tie_break(state, 1) == (
        "The tie goes to the most black tokens: you and seat 1 have 6, against 1 for seat 3. "
        "Then the fewest collected cards wins: you win with 1, against 2 for seat 1."
    )


def _edited_tie() -> ten.TenState:
    """A finished game of four whose tokens leave three seats tied and whose cards then leave
    two of them sharing the win (its counts edited: a copy of a card owned is a card more and
    no point more)."""
    red = cards("red 1", "red 2")
    return attrs.evolve(
        finished(4, 25),
        collections=(red, (*red, red[1]), red, red),
        tokens=(3, 3, 3, 1),
    )


def test_the_cards_may_leave_several_seats_sharing_the_win() -> None:
    """§6: a tie on the fewest cards too is a shared win, of those seats only: with equal
    tokens for all, and after the tokens left some seats behind (a finished game's counts
    edited: a copy of a card owned is a card more and no point more)."""
    state = finished(3, 62)
    assert ten.scores(state) == (1, 1, 1)
    assert state.tokens == (0, 0, 0)
    assert [len(held) for held in state.collections] == [1, 2, 1]
    assert _tie_break(state, None) == (
        "Equal black tokens (0) too, so the fewest collected cards wins: seats 1 and 3 share "
        "the win with 1, against 2 for seat 2."
    )
    edited = _edited_tie()
    assert ten.scores(edited) == (2, 2, 2, 2)
    assert ten.winners(edited) == (0, 2)
    assert _tie_break(edited, 1) == (
        "The tie goes to the most black tokens: you, seat 1 and seat 3 have 3, against 1 for "
        "seat 4. "
        "Then the fewest collected cards wins: seats 1 and 3 share the win with 2, against 3 "
        "for you."
    )


def test_a_tie_on_everything_is_told_only_when_everyone_is_equal() -> None:
    """§6: still tied after tokens and cards: a shared win, of all the tied seats."""
    state = finished(3, 13)
    assert ten.scores(state) == (1, 1, 1)
    assert ten.winners(state) == (0, 1, 2)
    assert _tie_break(state, 0) == (
        "They are equal on black tokens (0) and collected cards (1) too, so you, seat 2 and "
        "seat 3 share the win."
    )


def _paying_for_a_green_4() -> ten.TenState:
    """Seat 1 owes 4 for a green 4, with 2 black tokens and three collected cards."""
    state = table(
        3,
        draw=["red 1"],
        market=["green 4"],
        tokens=[2, 5, 5],
        collections=[["blue 2", "blue 3"], [], []],
    )
    return play(state, Draw(0), TakeNumbers(0), Buy(0, card("green 4")))


@pytest.mark.parametrize(
    ("typed", "told"),
    [
        (
            "pay 9t",
            "'pay 9t': You have only 2 black tokens, no bust token and the collected cards R1, "
            "B2 and B3 to pay with.",
        ),
        (
            " Pay 2R1 ",
            "'Pay 2R1': You have only 2 black tokens, no bust token and the collected cards R1, "
            "B2 and B3 to pay with.",
        ),
        ("pay 0t", "'pay 0t': 0t pays nothing: an item's count starts at 1 (t alone is one)."),
        (
            "pay 2t+0b2",
            "'pay 2t+0b2': 0B2 pays nothing: an item's count starts at 1 (B2 alone is one).",
        ),
        ("pay t", "'pay t': That is worth 1, short of the 4 owed."),
        (
            "pay 2t+R1+B2+B3",
            "'pay 2t+R1+B2+B3': That is worth 5, more than needed for the 4 owed: a payment "
            "stops as soon as it reaches the price, so only its last item may go past it.",
        ),
    ],
    ids=["tokens not held", "copies not held", "no token", "no card", "short", "over"],
)
def test_a_typed_payment_refused_quotes_the_text_typed(typed: str, told: str) -> None:
    """A typed payment that is none is refused as the notation refuses a move, after the text
    typed; a count of 0 pays nothing, so it is no payment, not a short one (T-A31)."""
    state = _paying_for_a_green_4()
    with pytest.raises(IllegalMoveError) as info:
        WORDS.parse_run(state, typed)
    assert str(info.value) == told
    assert info.value.code == "core.notation.unknown"
    assert WORDS.parse_run(state, "pay 2t+R1+B2") is not None  # what does pay the 4 owed


def test_what_a_seat_cannot_pay_with_is_told_as_none() -> None:
    """A wild's price owed with one black token, one bust token and no card: "no collected
    card", not "the cards -"; one token is "1 black token"."""
    state = table(2, draw=["wild 3"], tokens=[1, 5], bust_tokens=[1, 0])
    state = play(state, Draw(0), PassBid(1), Bid(0, 2))
    with pytest.raises(IllegalMoveError) as info:
        WORDS.parse_run(state, "pay 2t")
    assert str(info.value) == (
        "'pay 2t': You have only 1 black token, 1 bust token and no collected card to pay with."
    )


#: A German translation's words for the winner: the verb agrees with its subject ("du
#: gewinnst", "Platz 2 gewinnt"), so the viewer's own win is a sentence of its own.
GERMAN = {
    **ENGLISH,
    "seat": "Platz {number}",
    "seat.you": "du",
    "list.two": "{first} und {second}",
    "result.against": "{count} für {who}",
    "over.winner": "Das Spiel ist aus: {who} hat gewonnen.",
    "over.winner.you": "Das Spiel ist aus: du hast gewonnen.",
    "result.wins": "{Who} gewinnt.",
    "result.wins.you": "Du gewinnst.",
    "result.by_tokens": "Die meisten Marken: {who} gewinnt mit {tokens}, gegen {others}.",
    "result.by_tokens.you": "Die meisten Marken: du gewinnst mit {tokens}, gegen {others}.",
    "result.then_by_cards": "Dann: {who} gewinnt mit {cards}, gegen {others}.",
    "result.then_by_cards.you": "Dann: du gewinnst mit {cards}, gegen {others}.",
}


def test_the_winner_is_said_in_its_own_person() -> None:
    """A translation printed "Du gewinnen.": the winner's line was glued from a seat and one
    verb that served both "you win" and "seats 1 and 2 win", in the English word order. Now
    the winner, and the one winner of a tie-break, is said by a message of its own, with a
    ``.you`` form for the viewer who won (rules §6)."""
    german = WORDS.in_language(Catalogue("de", GERMAN))
    clear = finished(3, 5)  # seat 1 has the most points alone
    assert ten.winners(clear) == (0,)
    assert german.result(clear, 0).splitlines()[-1] == "Du gewinnst."
    assert german.result(clear, 1).splitlines()[-1] == "Platz 1 gewinnt."
    ended = clear.events[-1]
    assert german.text(ended, 0) == "Das Spiel ist aus: du hast gewonnen."
    assert german.text(ended, 2) == "Das Spiel ist aus: Platz 1 hat gewonnen."
    tokens = finished(3, 2)  # seat 2 wins the tie on points with the most black tokens
    assert german.result(tokens, 1).splitlines()[-1] == (
        "Die meisten Marken: du gewinnst mit 4, gegen 0 für Platz 1 und 2 für Platz 3."
    )
    assert german.result(tokens, None).splitlines()[-1] == (
        "Die meisten Marken: Platz 2 gewinnt mit 4, gegen 0 für Platz 1 und 2 für Platz 3."
    )
    cards = finished(3, 291)  # seats 1 and 2 keep the most tokens; seat 2 has fewer cards
    assert (
        german.result(cards, 1)
        .splitlines()[-1]
        .endswith("Dann: du gewinnst mit 1, gegen 2 für Platz 1.")
    )
    assert (
        german.result(cards, 2)
        .splitlines()[-1]
        .endswith("Dann: Platz 2 gewinnt mit 1, gegen 2 für Platz 1.")
    )


#: The shared words (``core.words.ENGLISH``) that TEN's catalogue carries as every game's does
#: but TEN's words never say: TEN tells its events, menus and result in its own messages (the
#: plain words of a game without a catalogue say these), and counts no cards, moves, players or
#: choices. They are the shared catalogue's, not TEN's; ``seat.named.whose`` is said by the
#: server's narration, which calls seats by their players' names (``server.names``).
_SHARED_UNSAID = frozenset(
    {
        "card.one",
        "card.other",
        "choice.one",
        "choice.other",
        "event",
        "event.public",
        "game.over",
        "move.one",
        "move.other",
        "moves",
        "player.one",
        "player.other",
        "result.nobody",
        "result.winner",
        "result.winners",
        "seat.named.whose",
    }
)


def _typed(state: ten.TenState) -> list[str]:
    """Payments a person might type where a seat pays (a random game's moves type none): a
    count of 0, more tokens than anyone holds, one token, and one token more than owed."""
    owed = state.payment.price - state.payment.paid if state.payment is not None else 1
    return ["pay 0t", "pay 99t", "pay t", f"pay {owed + 1}t"]


def test_every_message_of_the_catalogue_is_said() -> None:
    """Every id of TEN's English catalogue is said by TEN's words, so a translator translates
    no dead message and a message the words glue instead of saying is found: the winner's
    ``result.wins`` and ``result.win`` were demanded of every translation and said nowhere.
    Random games (every player count, the options that change what is told, every event from
    every seat's side, the menus, the payments and a few typed ones, the terminal's picture of
    the table and the SVG one, with the last move marked) say all but the rare ends
    of a tie (rules §6), a bust on the currency and one with the box's bust tokens gone
    (T-A22), which positions built as the tests above build them say."""
    listening = Listening("en", ENGLISH)
    words = WORDS.in_language(listening)
    words.legend()
    for number in range(40):
        players = 1 + number % 5
        options = {
            "limit_bust_tokens": number % 2 == 1,
            "unsold_wild": "active_free" if number % 4 >= 2 else "discard",
        }
        rng = random.Random(number)
        state = tablegames.new_game("ten", players=players, seed=number, options=options)
        events = list(state.events)
        while not tablegames.is_over(state):
            moves = tablegames.legal_moves(state)
            for move in moves:
                words.label(move)
                words.group(move)
            # The terminal's picture, now and then, to the seat to act or to a spectator; the
            # SVG one as often in one game of eight, more rarely in the others (a drawing costs
            # a hundred labels: drawn every fourth event of every game, it took two minutes of
            # the default run).
            svg = number % 8 == 3 or len(events) % 16 < 2
            if len(events) % 4 == 0:
                picture(tablegames.view(state, moves[0].player), {}, words)
                if svg:
                    draw(tablegames.view(state, moves[0].player), last_move=True, words=words)
            elif len(events) % 4 == 1:
                picture(state, {}, words)
                if svg:
                    draw(state, last_move=True, words=words)
            if words.runs(state):
                for typed in _typed(state):
                    with contextlib.suppress(IllegalMoveError):  # most are refused
                        words.parse_run(state, typed)
            state, new = apply_with_events(state, rng.choice(moves))
            events.extend(new)
        for viewer in [None, *range(players)]:
            for event in events:
                words.text(event, viewer)
            words.result(state, viewer)
            picture(state if viewer is None else tablegames.view(state, viewer), {}, words)
            draw(tablegames.view(state, viewer), last_move=True, words=words)
    # The rare ends of a tie on points (§6): broken by the cards after the tokens, or left
    # shared by the cards, after the tokens or not, or by everything.
    ties = (finished(3, 291), finished(3, 62), _edited_tie(), finished(3, 3), finished(3, 13))
    for state in ties:
        for viewer in [None, *range(state.players)]:
            words.result(state, viewer)
            words.text(state.events[-1], viewer)  # the game's end: a shared win
    # A bust on the currency (random seats seldom draw so far), with no bust token left in
    # the box to take (T-A22's alternative).
    options = ten.TenOptions(limit_bust_tokens=True)
    drawn = table(
        draw=["currency 5", "currency 4", "currency 3"], bust_tokens=[5, 5, 5], options=options
    )
    busted = play(drawn, Draw(0), Draw(0), Draw(0))
    for event in busted.events:
        words.text(event, None)
    draw(busted, words=words)
    shared = {key for key, text in core_words.ENGLISH.items() if ENGLISH[key] == text}
    assert shared >= _SHARED_UNSAID  # each is a shared word TEN keeps as it is
    unsaid = sorted(set(ENGLISH) - listening.said - _SHARED_UNSAID)
    assert not unsaid, f"never said: {unsaid}"
