"""What the Aluette table shows: seats, partner, hands, trick and its winner, points, signals."""

from __future__ import annotations

import tablegames
from tablegames import aluette
from tablegames.aluette import PlayCard, Signal, SignalKind
from tablegames.aluette.cards import DECK
from tablegames.aluette.svg import card_svg, ranking_svg
from tablegames.core.svg import svg_problems
from tests.aluette.helpers import card, deal_through, play_trick, playing
from tests.svg import helpers
from tests.svg.helpers import SVG, all_text, parse, texts, with_class

HANDS = ["3co 5cu 6cu", "4co 9sw Kba", "2ba 7cu 8cu", "5sw 6sw 7sw"]


def test_the_viewer_sees_their_hand_face_up_and_the_others_backs_with_counts() -> None:
    state = aluette.new_game(seed=11)
    seen = aluette.view(state, 1)
    root = parse(tablegames.to_svg(seen))
    hand = [e.get("data-card") for e in with_class(root, "tg-hand")]
    assert hand == [str(c) for c in seen.hand]
    backs = with_class(root, "tg-hidden-hand")
    assert len(backs) == 3
    for element in backs:
        assert all_text(element) == "9 cards"
    drawn_cards = {e.get("data-card") for e in root.iter() if e.get("data-card")}
    assert drawn_cards == {str(c) for c in seen.hand}, "no other seat's card is drawn"
    others = {str(c) for c in DECK} - drawn_cards
    picture = tablegames.to_svg(seen)
    assert not any(f">{name}<" in picture for name in others)


def test_the_state_shows_every_hand() -> None:
    state = aluette.new_game(seed=11)
    root = parse(tablegames.to_svg(state))
    hand = [e.get("data-card") for e in with_class(root, "tg-hand")]
    assert sorted(hand) == sorted(str(c) for held in state.hands for c in held)
    assert not with_class(root, "tg-hidden-hand")


def test_seats_names_teams_and_the_partner() -> None:
    state = aluette.new_game(seed=11)
    root = parse(tablegames.to_svg(state, 3))
    seats = {e.get("data-seat"): all_text(e) for e in with_class(root, "tg-seat")}
    assert set(seats) == {"0", "1", "2", "3"}
    assert "Seat 4 · you" in seats["3"]
    assert "Seat 2 · your partner" in seats["1"]
    assert "opponent" in seats["0"]
    assert "opponent" in seats["2"]
    dealer = str(state.dealer)
    assert "dealer" in seats[dealer]
    to_act = with_class(root, "tg-to-act")
    assert [e.get("data-seat") for e in to_act] == [str(state.to_act)]


def test_the_trick_in_the_middle_marks_its_current_winner() -> None:
    """Aluette rules §6: the unique highest card leads the trick: seat 2's Deux de chêne."""
    state = playing(HANDS, leader=1)
    state = aluette.apply(state, PlayCard(1, card("4co")))
    state = aluette.apply(state, PlayCard(2, card("2ba")))
    root = parse(tablegames.to_svg(state, 0))
    trick = [e.get("data-card") for e in with_class(root, "tg-trick")]
    assert trick == ["4 of coins", "2 of batons"]
    (winner,) = with_class(root, "tg-trick-winner")
    assert winner.get("data-seat") == "2"
    assert all_text(winner) == "seat 3 is winning the trick"
    (mine,) = with_class(parse(tablegames.to_svg(state, 2)), "tg-trick-winner")
    assert all_text(mine) == "you are winning the trick"
    ringed = [
        e.get("data-card")
        for e in with_class(root, "tg-trick")
        if any(r.get("stroke") == "#F0E442" for r in e.iter(f"{SVG}rect"))
    ]
    assert ringed == ["2 of batons"]


def test_a_tie_for_the_highest_card_is_shown_as_spoiled_so_far() -> None:
    """Aluette rules §6: a tie for the highest card spoils the trick; nobody is winning."""
    state = playing(["5co 6cu", "5cu 7cu", "4sw 8cu", "3sw 9cu"], leader=0)
    state = aluette.apply(state, PlayCard(0, card("5co")))
    state = aluette.apply(state, PlayCard(1, card("5cu")))
    root = parse(tablegames.to_svg(state, 2))
    (winner,) = with_class(root, "tg-trick-winner")
    assert winner.get("data-seat") is None
    assert "spoiled so far" in all_text(winner)


def test_tricks_won_this_deal_and_team_points() -> None:
    """Pagat's example SENWENWNW (Aluette rules §7): N (seat 0) wins the deal, N-S score 1 point."""
    state = deal_through("SENWENWNW")
    assert state.team_points == (1, 0)
    root = parse(tablegames.to_svg(state, 0))
    points = {e.get("data-team"): all_text(e) for e in with_class(root, "tg-team-points")}
    assert points == {"0": "1", "1": "0"}
    assert "1. won by you: +1" in all_text(root), "seat 0 is the viewer"
    assert "1. won by seat 1: +1" in all_text(parse(tablegames.to_svg(state, 1)))


def test_the_tricks_of_the_deal_and_who_won_them() -> None:
    """Monsieur wins the first trick for seat 0, who then leads; the strip and plates say so."""
    state = play_trick(playing(HANDS, leader=1), "4co 2ba 5sw 3co")
    root = parse(tablegames.to_svg(state, 2))
    text = all_text(root)
    assert "seat 1: 1 trick" in text
    assert "seat 2: 0 tricks" in text
    seats = {e.get("data-seat"): all_text(e) for e in with_class(root, "tg-seat")}
    assert "tricks 1" in seats["0"]
    assert "tricks 0" in seats["2"]
    last = [e.get("data-card") for e in with_class(root, "tg-last-trick")]
    assert last == ["4 of coins", "2 of batons", "5 of swords", "3 of coins"]
    assert "won by seat 1" in text
    # The strip of the deal's tricks names the winner as people read seats: seat 0 is "1".
    strip = [all_text(e) for e in with_class(root, "tg-deal-trick")]
    assert strip == ["1", "", "", "", "", "", "", "", ""]


def test_the_strip_of_tricks_numbers_the_winners_from_1() -> None:
    """Over random positions: each played trick's tile names its winner's seat as people read
    it (seat 0 is "1"), a spoiled one a cross, as the "seat N: K tricks" lines below it do."""
    shown = 0
    for state in helpers.positions("aluette", 40, seed=5):
        root = parse(tablegames.to_svg(state, 0))
        strip = [all_text(e) for e in with_class(root, "tg-deal-trick")]
        expected = ["\u00d7" if t.winner is None else str(t.winner + 1) for t in state.tricks]
        assert strip == expected + [""] * (9 - len(expected))
        shown += sum(t.winner == 0 for t in state.tricks)
    assert shown, "no trick won by seat 0 among the positions: the check did not bite"


def test_signals_made_are_listed() -> None:
    state = playing(HANDS, leader=1)
    state = aluette.apply(state, Signal(0, SignalKind.MONSIEUR))
    state = aluette.apply(state, Signal(3, SignalKind.ACES, 2))
    root = parse(tablegames.to_svg(state, 1))
    signals = [(e.get("data-seat"), all_text(e)) for e in with_class(root, "tg-signal")]
    assert signals == [("0", "seat 1: Monsieur"), ("3", "seat 4: 2 aces")]


def test_the_cards_the_viewer_may_play_are_marked_legal() -> None:
    state = playing(HANDS, leader=1)
    root = parse(tablegames.to_svg(state, 1))
    legal = [e.get("data-card") for e in with_class(root, "tg-legal")]
    assert legal == ["4 of coins", "9 of swords", "king of batons"]
    waiting = parse(tablegames.to_svg(state, 2))
    assert not with_class(waiting, "tg-legal")


def test_single_cards_and_the_ranking_are_drawn_from_the_card_table() -> None:
    monsieur = card_svg(card("3co"))
    assert not svg_problems(monsieur)
    assert "Monsieur" in monsieur
    ranking = ranking_svg()
    assert not svg_problems(ranking)
    root = parse(ranking)
    drawn = [e.get("data-card") for e in with_class(root, "tg-card")]
    assert sorted(drawn) == sorted(str(c) for c in DECK)
    assert drawn[:4] == ["3 of coins", "3 of cups", "2 of coins", "2 of cups"]


def test_the_game_over_line_tells_the_winners_they_won() -> None:
    """Aluette rules §7 (game length): the team with more points wins. Its two seats read "you and
    your partner won", the losers and spectators the winning seats' numbers."""
    finished = [s for s in helpers.positions("aluette", 30, seed=6) if aluette.is_over(s)]
    decided = [s for s in finished if s.team_points[0] != s.team_points[1]]
    assert decided
    for state in decided:
        best = 0 if state.team_points[0] > state.team_points[1] else 1
        score = f"won {max(state.team_points)} to {min(state.team_points)}"
        for seat in range(4):
            headline = texts(parse(tablegames.to_svg(state, seat)))[1]
            if seat % 2 == best:
                assert headline == f"Game over: you and your partner {score}"
            else:
                assert headline == f"Game over: seats {best + 1}+{best + 3} {score}"
        spectator = texts(parse(tablegames.to_svg(tablegames.view(state, None))))[1]
        assert spectator == f"Game over: seats {best + 1}+{best + 3} {score}"


def test_the_last_moves_tag_on_the_last_trick_stays_in_its_panel() -> None:
    """The tag on the last trick's card the last move played keeps within the panel, in
    every language: on the outer cards it was centred on the card, and French "dernier
    coup" ran past the picture's right edge (English "last move" past the panel's)."""
    from tablegames.aluette.svg import _COLUMN_W, _COLUMNS, _COLUMNS_END, _LAST_TRICK_H

    left, right = _COLUMNS[1], _COLUMNS[1] + _COLUMN_W
    top = _COLUMNS_END - _LAST_TRICK_H
    tags = 0
    for seed in range(6):
        state = tablegames.new_game("aluette", players=4, seed=seed)
        for _ in range(80):
            seat = tablegames.current_player(state)
            if seat is None:
                break
            state = tablegames.apply(state, tablegames.legal_moves(state, seat)[-1])
            for language in (None, "fr"):
                root = parse(tablegames.to_svg(state, 0, last_move=True, language=language))
                for mark in with_class(root, "tg-last-move"):
                    for badge in mark.iter(f"{SVG}rect"):
                        x, y = float(badge.get("x", "0")), float(badge.get("y", "0"))
                        if badge.get("fill") == "none" or y < top or x < _COLUMNS[1] - 20:
                            continue  # the outlines, or a mark elsewhere than the panel
                        tags += 1
                        width = float(badge.get("width", "0"))
                        assert left <= x, (language, x, width)
                        assert x + width <= right, (language, x, width)
    assert tags > 20  # the check met the tags it is about
