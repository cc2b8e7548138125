"""Game length, draws, extra deals, the surrender variant and announced mordienne (rules §7)."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import attrs
import pytest

import tablegames
from tablegames import ConfigError, IllegalMoveError, NotYourTurnError, aluette
from tablegames.aluette import (
    AluetteOptions,
    AnnounceMordienne,
    AnswerConcession,
    DealResult,
    DealScored,
    GameEnd,
    GameEnded,
    MordienneAnnounced,
    OfferConcession,
    Phase,
    Tiebreak,
)
from tablegames.aluette.rules import score_deal
from tablegames.core.svg import svg_problems
from tests.aluette.helpers import SEAT_LETTERS, deal_through, fresh
from tests.svg.helpers import SVG, parse

TWO_ALL = (
    DealResult(0, 0, 0, 1, False, False),
    DealResult(1, 2, 0, 1, False, False),
    DealResult(2, 1, 1, 1, False, False),
    DealResult(3, 3, 1, 1, False, False),
)


def last_deal_at_two_all(**options: object) -> aluette.AluetteState:
    """The fifth deal (dealt by seat 0 again) with the score at 2-2."""
    return attrs.evolve(fresh(1, **options), deal=4, dealer=0, team_points=(2, 2), results=TWO_ALL)


def test_five_deals_then_the_game_ends() -> None:
    """Rules §7: a game is five deals; the game then ends and nobody may act."""
    state = fresh(1)
    while not aluette.is_over(state):
        state = aluette.apply(state, aluette.legal_moves(state, state.to_act)[0])  # type: ignore[arg-type]
    assert len(state.results) == 5
    assert state.phase is Phase.OVER
    assert state.to_act is None
    assert all(aluette.legal_moves(state, seat) == () for seat in range(4))
    ended = state.events[-1]
    assert isinstance(ended, GameEnded)
    assert ended.winners == aluette.winners(state) != ()


def test_the_team_with_more_points_wins() -> None:
    """Rules §7: after the fifth deal the partnership with the most points wins."""
    state = deal_through("NNNNNNNNN", base=last_deal_at_two_all())
    assert aluette.is_over(state)
    assert state.team_points == (3, 2)
    assert aluette.winners(state) == (0, 2)
    assert aluette.scores(state) == (3, 2, 3, 2)


def test_a_tie_is_a_draw_by_default() -> None:
    """Ruling A-22: a tied final score under five deals is a draw: every seat is a winner."""
    state = deal_through("XXXXXXXXX", base=last_deal_at_two_all())
    assert aluette.is_over(state)
    assert state.team_points == (2, 2)
    assert aluette.winners(state) == (0, 1, 2, 3)


def test_extra_deals_break_a_tie() -> None:
    """Ruling A-22 option tiebreak=extra_deals: keep dealing, rotating, until a deal is won."""
    state = deal_through("XXXXXXXXX", base=last_deal_at_two_all(tiebreak=Tiebreak.EXTRA_DEALS))
    assert not aluette.is_over(state)
    assert (state.deal, state.dealer) == (5, 1)
    state = deal_through("EEEEEEEEE", base=state)
    assert aluette.is_over(state)
    assert aluette.winners(state) == (1, 3)


def test_an_extra_deal_is_not_counted_out_of_five() -> None:
    """Ruling A-22: the deal after a tied fifth is an extra deal, not 'deal 6/5'; the table and
    the picture say so, and that the game goes on until a deal is won."""
    options = {"tiebreak": Tiebreak.EXTRA_DEALS, "surrender": True}
    fifth = last_deal_at_two_all(**options)
    state = deal_through("XXXXXXXXX", base=fifth)
    assert state.deal == 5
    for shown in (state, aluette.view(state, 0)):
        assert aluette.render(shown).startswith("Aluette, deal 6 (extra deal), dealer seat 2.")
        picture = tablegames.to_svg(shown, 0)
        assert "6 of 5" not in picture
        assert "6/5" not in picture
        root = parse(picture)
        title = root.find(f"{SVG}title")  # the picture's own, not a card's
        assert title is not None
        assert (title.text or "").startswith("Aluette, deal 6 (extra deal): ")
        assert panel_lines(root, "Points")[-3:] == [
            "deal 6 (extra deal)",
            "tied after 5 deals",
            "until a deal is won",
        ]
        assert svg_problems(picture) == []
    # Before it, the fifth deal is counted out of five, and the picture tells of the tiebreak.
    assert aluette.render(fifth).startswith("Aluette, deal 5/5, ")
    assert panel_lines(parse(tablegames.to_svg(fifth, 0)), "Points")[-3:] == [
        "deal 5 of 5",
        "most points after 5 deals",
        "extra deals if tied",
    ]
    assert panel_lines(parse(tablegames.to_svg(last_deal_at_two_all(), 0)), "Points")[-2:] == [
        "deal 5 of 5",
        "most points after 5 deals",
    ]


def panel_lines(root: ElementTree.Element, title: str) -> list[str]:
    """The lines of text (a ``<text>``, or each ``<tspan>`` of one) in the panel called
    ``title`` of an Aluette picture."""
    for group in root.iter(f"{SVG}g"):
        lines = []
        for element in group.iter(f"{SVG}text"):
            spans = list(element.iter(f"{SVG}tspan")) or [element]
            lines += [" ".join("".join(span.itertext()).split()) for span in spans]
        if lines and lines[0] == title:
            return lines
    raise AssertionError(f"no panel {title!r}")


def test_first_to_five_points() -> None:
    """Rules §7 option game_end=first_to_5: the game ends after the deal that reaches 5."""
    base = attrs.evolve(
        fresh(1, game_end=GameEnd.FIRST_TO_5),
        deal=6,
        dealer=2,
        team_points=(4, 3),
        results=(
            *TWO_ALL,
            DealResult(0, 0, 0, 2, False, False),
            DealResult(1, 1, 1, 1, False, False),
        ),
    )
    after_sixth = deal_through("WWWWWWWWW", base=base)
    assert not aluette.is_over(after_sixth)  # 4-4: more than five deals, and nobody has 5
    assert after_sixth.deal == 7
    final = deal_through("SSSSSSSSS", base=after_sixth)
    assert aluette.is_over(final)
    assert final.team_points == (5, 4)
    assert aluette.winners(final) == (0, 2)


def surrender_state() -> aluette.AluetteState:
    return fresh(2, surrender=True, chant=False)


def test_surrender_offers_go_round_from_the_leader() -> None:
    """Rules §7, Pagat's surrender variant: before the first lead, each seat may offer."""
    state = surrender_state()
    assert state.phase is Phase.CONCESSION
    assert state.to_act == 1
    for seat in (1, 2, 3, 0):
        assert state.to_act == seat
        state = aluette.apply(state, OfferConcession(seat, False))
    assert state.phase is Phase.PLAY
    assert state.to_act == 1


def test_an_accepted_concession_scores_one_without_play() -> None:
    """Surrender variant: accepted, the opponents score 1 without playing."""
    state = aluette.apply(surrender_state(), OfferConcession(1, True))
    assert state.phase is Phase.CONCESSION_ANSWER
    assert state.to_act == 2
    with pytest.raises(IllegalMoveError):
        aluette.apply(state, aluette.PlayCard(2, state.hands[2][0]))
    state = aluette.apply(state, AnswerConcession(2, True))
    assert state.team_points == (1, 0)
    assert state.results[-1].conceded
    assert state.deal == 1


@pytest.mark.parametrize(
    ("sequence", "team", "points"),
    [
        ("XXXXXXSSS", 0, 2),  # the refusers (team 0) make mordienne: they score 2
        ("XSXXXXSSS", 1, 2),  # S won an earlier trick: no mordienne, the offerers score 2
        ("XXXXXXEEE", 1, 2),  # the offering team wins the deal: the offerers score 2
    ],
)
def test_a_refused_concession_commits_the_refusers_to_mordienne(
    sequence: str, team: int, points: int
) -> None:
    """Surrender variant: refused, mordienne scores 2 for the refusers, else 2 for the offerers."""
    winners = [SEAT_LETTERS[s] for s in sequence]
    result = score_deal(AluetteOptions(surrender=True), 0, winners, 1, None)
    assert (result.team, result.points) == (team, points)
    refused = aluette.apply(
        aluette.apply(surrender_state(), OfferConcession(1, True)), AnswerConcession(2, False)
    )
    assert refused.phase is Phase.PLAY
    assert refused.offer == 1


@pytest.mark.parametrize(
    ("sequence", "why"),
    [
        ("XXXXXXSSS", "with mordienne"),  # the refusers make mordienne
        ("XSXXXXSSS", "the concession was refused and mordienne missed"),
        ("XXXXXXEEE", "with mordienne"),  # the offerers make it themselves: 2 either way
        ("XXXXXEEEN", "the concession was refused and mordienne missed"),  # offerers win it
        ("XXXXXXXXX", "the concession was refused and mordienne missed"),  # every trick spoiled
    ],
)
def test_the_words_of_a_refused_concession_say_why_it_scored_two(sequence: str, why: str) -> None:
    """Ruling A-33: refused, the refusers score 2 for mordienne, else the offerers score 2,
    whoever won the deal itself; the deal's words give that reason, not a plain win's."""
    winners = [SEAT_LETTERS[s] for s in sequence]
    result = score_deal(AluetteOptions(surrender=True), 0, winners, 1, None)
    assert result.points == 2
    event = DealScored(
        0, result.winner, result.team, result.points, result.mordienne, False, (0, 0)
    )
    text = aluette.GAME.words.text(event, None)
    assert why in text
    assert "scored 2 points" in text


# -- Rebour's variant: announced mordienne, a game to 10 points (rules §7, ruling A-20) ------------


def rebour_state() -> aluette.AluetteState:
    return aluette.new_game(seed=2, options=AluetteOptions.rebour(chant=False))


def test_rebour_preset_is_mordienne_announced_and_a_game_to_ten() -> None:
    """Rules §7: in Rebour's variant mordienne may be announced and the match goes to 10 points."""
    options = AluetteOptions.rebour()
    assert options.mordienne
    assert options.announced_mordienne
    assert options.game_end is GameEnd.FIRST_TO_10
    assert AluetteOptions.rebour(chant=False).chant is False
    assert AluetteOptions().announced_mordienne is False  # off by default (ruling A-20)


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"announced_mordienne": True}, "needs mordienne=True"),
        ({"announced_mordienne": True, "mordienne": True, "surrender": True}, "cannot be combined"),
        ({"announced_mordienne": "yes", "mordienne": True}, "true or false"),
    ],
)
def test_impossible_announcement_settings_are_refused(
    options: dict[str, object], words: str
) -> None:
    """Announcements change how mordienne scores, so they need it and exclude the surrender."""
    with pytest.raises(ConfigError, match=words):
        aluette.new_game(seed=1, options=options)


def test_announcements_go_round_from_the_leader_before_the_first_lead() -> None:
    """Rebour's variant: before trick 1 each seat in turn may announce; all passing starts play."""
    state = rebour_state()
    assert state.phase is Phase.ANNOUNCE
    with pytest.raises(IllegalMoveError) as refused:
        aluette.apply(state, aluette.PlayCard(1, state.hands[1][0]))
    assert refused.value.code == "aluette.phase.wrong_move"
    for seat in (1, 2, 3, 0):
        assert state.to_act == seat
        assert aluette.legal_moves(state, seat)[:2] == (
            AnnounceMordienne(seat, True),
            AnnounceMordienne(seat, False),
        )
        state = aluette.apply(state, AnnounceMordienne(seat, False))
    assert state.phase is Phase.PLAY
    assert (state.to_act, state.announcer) == (1, None)
    assert [e for e in state.events if isinstance(e, MordienneAnnounced)] == [
        MordienneAnnounced(seat, False) for seat in (1, 2, 3, 0)
    ]


def test_the_first_announcement_closes_the_round() -> None:
    """Our ruling: one announcer per deal; the first announcement starts play at once."""
    state = aluette.apply(rebour_state(), AnnounceMordienne(1, False))
    state = aluette.apply(state, AnnounceMordienne(2, True))
    assert state.phase is Phase.PLAY
    assert (state.to_act, state.announcer) == (1, 2)
    assert aluette.view(state, 3).announcer == 2  # an announcement is public
    with pytest.raises(NotYourTurnError):
        aluette.apply(state, AnnounceMordienne(3, True))


def test_announcements_follow_the_chant() -> None:
    """The announcements come after the chant discards, just before the first lead."""
    state = aluette.new_game(seed=5, options=AluetteOptions.rebour())
    assert state.phase is Phase.CHANT_VOTE
    for seat in (1, 2, 3, 0):
        state = aluette.apply(state, aluette.VoteChant(seat, True))
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        assert seat is not None
        state = aluette.apply(state, aluette.DiscardCard(seat, state.hands[seat][0]))
    assert state.phase is Phase.ANNOUNCE
    assert state.to_act == 1


@pytest.mark.parametrize(
    ("sequence", "announcer", "team", "points", "mordienne"),
    [
        ("XXXXXXSSS", 2, 0, 2, True),  # S announced and made it: 2 for N-S
        ("XXXXXXSSS", None, 0, 1, False),  # the same run unannounced is a plain win
        ("XSXXXXSSS", 2, 1, 2, False),  # S won an earlier trick: missed, 2 for E-W
        ("XXXXXXNNN", 2, 1, 2, False),  # the partner made the run: S still missed, 2 for E-W
        ("XXXXXXXXX", 1, 0, 2, False),  # every trick spoiled: E missed, 2 for N-S
        ("XXXXXXXXX", None, None, 0, False),  # all spoiled, nothing announced: nothing scores
        ("SENWSEXNW", None, 0, 1, False),  # Pagat's first example scores as usual
    ],
)
def test_only_an_announced_mordienne_scores_and_a_missed_one_costs_two(
    sequence: str, announcer: int | None, team: int | None, points: int, mordienne: bool
) -> None:
    """Ruling A-20, Rebour's variant: mordienne must be announced; missing it gives 2 away."""
    base = attrs.evolve(rebour_state(), announcer=announcer)
    state = deal_through(sequence, base=base)
    result = state.results[-1]
    assert (result.team, result.points, result.mordienne) == (team, points, mordienne)
    assert result.announcer == announcer
    scored = next(e for e in state.events if isinstance(e, DealScored))
    assert scored.announcer == announcer
    assert state.announcer is None  # the next deal starts without an announcement


def test_a_rebour_game_goes_to_ten_points() -> None:
    """Rebour's variant: the game ends after the deal in which a team reaches 10 points."""
    results = tuple(DealResult(d % 4, 0, 0, 1, False, False) for d in range(9))
    base = attrs.evolve(rebour_state(), deal=9, dealer=1, team_points=(9, 0), results=results)
    after = deal_through("EEEEEEEEE", base=base)
    assert not aluette.is_over(after)  # 9-1 after ten deals: play on past five deals
    final = deal_through("NNNNNNNNN", base=after)
    assert aluette.is_over(final)
    assert final.team_points == (10, 1)
    assert aluette.winners(final) == (0, 2)
