"""TEN for reinforcement learning (tablegames.ten.rl): bids beyond the numbered ones."""

from __future__ import annotations

import attrs

import tablegames
from tablegames import rl
from tablegames.core.rng import Rng
from tablegames.ten import rl as ten_rl


def test_a_bid_above_the_numbered_bids_is_left_out_without_harm() -> None:
    aec = rl.env("ten", 2, seed=0)
    rng = Rng(0, "auction")
    state = aec.game_state
    while state.phase is not tablegames.ten.Phase.AUCTION:
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    seat = state.to_act
    rich = attrs.evolve(state, bust_tokens=tuple(50 if s == seat else 0 for s in range(2)))
    moves = tablegames.legal_moves(rich)
    assert max(m.amount for m in moves if isinstance(m, tablegames.ten.Bid)) > ten_rl.MAX_BID
    aec.start_from(rich)
    legal = aec.legal_actions()
    assert len(legal) == 1 + ten_rl.MAX_BID  # a pass and every numbered bid
    aec.step(max(legal))
    assert aec.game_state.auction.high_bid == ten_rl.MAX_BID
