"""Turns and the end of a round: rules §6, rulings S-7, S-8 and S-26; refusals."""

from __future__ import annotations

import attrs
import pytest

from tablegames import ConfigError, IllegalMoveError, InvalidMoveError, NotYourTurnError, saboteur
from tablegames.aluette import VoteChant
from tablegames.saboteur import (
    BreakTool,
    Card,
    ChooseGold,
    Discard,
    PlacePath,
    Role,
    SaboteurOptions,
    Team,
    Tool,
)
from tablegames.saboteur.events import (
    CardDiscarded,
    CardDrawn,
    OwnCardDiscarded,
    OwnCardDrawn,
    RoundEnded,
    TurnSkipped,
)
from tests.saboteur.helpers import EW, arrange, play, refusal


def test_round_one_starts_with_first_player_and_full_hands() -> None:
    """Rules §2.5 and §6: hands of 6/5/4 cards; the youngest (``first_player``) starts."""
    piles = {3: 49, 4: 43, 5: 37, 6: 37, 7: 32, 8: 35, 9: 31, 10: 27}
    for players, pile in piles.items():
        state = saboteur.new_game(players=players, seed=players)
        assert len(state.draw_pile) == pile
        assert {len(hand) for hand in state.hands} == {saboteur.HAND_SIZE[players]}
        assert state.to_act == 0
    later = saboteur.new_game(players=5, seed=1, options=SaboteurOptions(first_player=3))
    assert later.to_act == 3


def test_a_turn_plays_one_card_then_draws_the_top_card() -> None:
    """Rules §6: play or discard one card, then draw while the pile lasts."""
    state = saboteur.new_game(players=4, seed=3)
    card, top = state.hands[0][0], state.draw_pile[0]
    after = play(state, Discard(0, card))
    assert len(after.hands[0]) == len(state.hands[0])
    assert after.draw_pile == state.draw_pile[1:]
    assert after.hidden_discards[0] == (card,)
    assert after.to_act == 1
    new = after.events[len(state.events) :]
    assert new == (
        CardDiscarded(0),
        OwnCardDiscarded(0, card),
        CardDrawn(0),
        OwnCardDrawn(0, top),
    )
    seen = saboteur.view(after, 1).events[-2:]
    assert seen == (CardDiscarded(0), CardDrawn(0))


def test_without_a_draw_pile_hands_shrink_and_empty_hands_are_skipped() -> None:
    """Rules §6 step 1, ruling S-7: nothing is drawn once the pile is empty; a seat with no card
    passes without discarding."""
    state = arrange(hands={0: [EW], 1: [], 2: [Card.MAP], 3: [Card.MAP]}, pile=0)
    after = play(state, Discard(0, EW))
    assert after.hands[0] == ()
    assert after.to_act == 2
    assert TurnSkipped(1) in after.events
    after = play(after, Discard(2, Card.MAP))
    assert after.to_act == 3
    after = play(after, Discard(3, Card.MAP))
    assert after.round == 1  # every hand and the pile empty: the round is over


def test_the_round_ends_when_the_pile_and_every_hand_are_empty() -> None:
    """Ruling S-8: the saboteurs win when the gold was not found and nothing is left to play."""
    state = arrange(
        hands={0: [EW], 1: [], 2: [], 3: []},
        pile=0,
        roles=(Role.MINER, Role.SABOTEUR, Role.MINER, Role.MINER),
    )
    after = saboteur.apply(state, Discard(0, EW))
    assert after.round == 1
    assert after.phase is saboteur.Phase.PLAY
    ended = [e for e in after.events if isinstance(e, RoundEnded)]
    assert ended == [RoundEnded(0, Team.SABOTEURS, state.roles, state.set_aside, None, 4)]
    assert after.results[0].winner is Team.SABOTEURS
    assert not any(isinstance(e, TurnSkipped) for e in after.events)


def test_refusals_name_the_reason() -> None:
    """Rules §6 and the API contract: illegal moves raise IllegalMoveError with a stable code."""
    state = arrange(hands={0: [EW, Card.BROKEN_PICKAXE]}, pile=0)
    with pytest.raises(NotYourTurnError) as info:
        saboteur.apply(state, Discard(1, state.hands[1][0]))
    assert info.value.code == "saboteur.turn.not_yours"
    assert refusal(state, Discard(7, EW)) == "saboteur.seat.unknown"
    assert refusal(state, VoteChant(0, True)) == "core.move.wrong_game"  # type: ignore[arg-type]
    assert refusal(state, ChooseGold(0, 2)) == "saboteur.phase.wrong_move"
    assert refusal(state, Discard(0, Card.MAP)) == "saboteur.card.not_in_hand"
    assert refusal(state, PlacePath(0, Card.BROKEN_PICKAXE, 1, 0)) == "saboteur.card.not_a_path"
    malformed = [
        (PlacePath, (0, "tunnel EW", 1, 0)),
        (PlacePath, (0, 2, 1, 0)),  # an int equal to a card
        (PlacePath, (0, EW, 1.0, 0)),
        (PlacePath, (0, EW, 1, 0, 1)),
        (BreakTool, (0, 1, 1)),
        (BreakTool, (0, True, Tool.PICKAXE)),
        (Discard, ("0", EW)),
    ]
    for cls, fields in malformed:
        # Such moves cannot be built...
        with pytest.raises(InvalidMoveError):
            cls(*fields)
        # ... and apply refuses them as the constructor does, even when built with the
        # validators switched off.
        with attrs.validators.disabled():
            move = cls(*fields)
        with pytest.raises(InvalidMoveError):
            saboteur.apply(state, move)
    assert refusal(state, BreakTool(0, 4, Tool.PICKAXE)) == "saboteur.target.unknown"
    # The sentence counts seats from 1, as every refusal a player reads (the terminal shows it
    # for "break 5 pick"), and gives a program the index range too.
    with pytest.raises(IllegalMoveError) as refused:
        saboteur.apply(state, BreakTool(0, 4, Tool.PICKAXE))
    message = str(refused.value)
    assert message.startswith(f"There is no seat 5 in this {state.players}-seat game")
    assert f"seat 1 to {state.players}" in message
    assert f"0 to {state.players - 1}" in message


def test_nothing_is_legal_once_the_game_is_over() -> None:
    """Rules §7.4: the game ends after the third round."""
    state = arrange(hands={0: [EW], 1: [], 2: [], 3: []}, pile=0)
    state = attrs.evolve(state, round=2, results=saboteur_results(state, 2))
    over = saboteur.apply(state, Discard(0, EW))
    assert saboteur.is_over(over)
    assert over.to_act is None
    assert all(saboteur.legal_moves(over, seat) == () for seat in range(4))
    with pytest.raises(NotYourTurnError) as info:
        saboteur.apply(over, Discard(0, EW))
    assert info.value.code == "saboteur.game.over"


def saboteur_results(
    state: saboteur.SaboteurState, rounds: int
) -> tuple[saboteur.RoundResult, ...]:
    """Results of earlier rounds in which nobody scored (for states set in a later round)."""
    return tuple(
        saboteur.RoundResult(r, None, state.roles, state.set_aside, None, 0) for r in range(rounds)
    )


def test_options_are_validated() -> None:
    """Options: ``first_player`` must be a seat; enums take their documented names."""
    with pytest.raises(ConfigError, match="first_player is 4"):
        saboteur.new_game(players=4, options=SaboteurOptions(first_player=4))
    with pytest.raises(ConfigError, match="first_player must be a seat number"):
        SaboteurOptions(first_player=-1)
    with pytest.raises(ConfigError, match="gold_distribution must be one of seed, official"):
        SaboteurOptions(gold_distribution="sead")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match=r"must be GoldDistribution\.SEED, not the string"):
        SaboteurOptions(gold_distribution="seed")  # type: ignore[arg-type]
    state = saboteur.new_game(players=3, options={"gold_distribution": "official"})
    assert state.options.gold_distribution is saboteur.GoldDistribution.OFFICIAL
    with pytest.raises(ConfigError, match="saboteur is played by 3 to 10 players"):
        saboteur.new_game(players=11)
