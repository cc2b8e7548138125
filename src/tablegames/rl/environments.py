"""PettingZoo AEC environments for every game that has an RL encoder and action index.

A game names the module holding them in its :attr:`Game.rl_module <tablegames.Game.rl_module>`
(imported only when an environment, encoder or index of that game is asked for); this module
names no game.

One agent acts at a time, as in the games themselves. Agents are named ``player_0`` ...
``player_<n-1>`` after their seats. The agent selected is always the seat to act
(:func:`tablegames.current_player`); it is offered every legal move that has an action number,
free actions included (one that leaves the same seat to act leaves the same agent selected).
Each observation is a dict ``{"observation": float32 vector, "action_mask": int8 vector}`` made
from that agent's view alone; the mask is all zeros for an agent that is not to act. An agent to
act whose legal moves all lack a number would be left without an action: the environment raises
a :class:`~tablegames.ConfigError` naming the game instead (a broken RL module, which
:func:`tablegames.testing.check_game` catches).

Rewards come at the end of the game only (``reward="win"``: +1 to each winner and -1 to every
other seat, 0 to all on a game every seat wins; ``reward="score"``: each seat's final score minus
the mean of the final scores; ``reward="utilities"``: the game's own payoffs,
:meth:`Game.utilities <tablegames.Game.utilities>`, which OpenSpiel pays too). The first two
compare the seats, so a game of one seat gets ``"utilities"`` by default.

A game whose deal may end it at once (a natural in a game against a house) resets to a game
already over: every agent is terminated with its reward, as after a last move.
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Mapping
from types import ModuleType
from typing import Any, ClassVar, Literal, overload

import gymnasium
import numpy as np
import numpy.typing as npt
from pettingzoo import AECEnv

from tablegames.core.api import (
    apply,
    current_player,
    is_over,
    legal_moves,
    new_game,
    render,
    scores,
    view,
    winners,
)
from tablegames.core.errors import ConfigError, IllegalMoveError, NotAGameObjectError
from tablegames.core.game import check_players, hook, missing_hook
from tablegames.core.registry import GAMES, game_for, get_game
from tablegames.core.rng import MAX_SEED, Rng, as_integer, check_seed, fresh_seed
from tablegames.core.text import shown
from tablegames.rl.actions import ActionIndex, check_action
from tablegames.rl.encoding import Encoder

__all__ = [
    "REWARDS",
    "TableGamesEnv",
    "action_index",
    "encoder",
    "env",
    "games",
    "rl_module",
]

#: The reward schemes an environment can use.
REWARDS = ("win", "score", "utilities")


# PettingZoo ships no type information for mypy (pyright reads its sources): the type arguments
# say what an agent (its name), an observation and an action are, so that pyright strict knows
# agent_iter()'s agents. An action is an integer (a NumPy integer will do), None when done.
class TableGamesEnv(
    AECEnv[str, dict[str, npt.NDArray[Any]], Any]  # type: ignore[misc] # Any for mypy
):
    """A PettingZoo AEC environment running one tablegames game (:func:`env` makes one too).

    Its ``metadata["name"]`` (and ``str()``) is ``"<game>_v0"``.

    Args:
        game: The name of a registered game with an RL module (see :func:`rl_module`).
        players: The number of seats (``None``: the RL module's ``DEFAULT_PLAYERS``, else the
            game's fewest).
        seed: Seeds the first game (and, through it, every later game reset without a seed).
            ``None`` draws a fresh seed from the operating system.
        options: The game's options object or a mapping of option names to values.
        render_mode: ``"ansi"`` to make :meth:`render` return the text picture of the table,
            ``"human"`` to make it print that picture (PettingZoo's convention for a picture
            shown to a person), or ``None``.
        reward: ``"win"``, ``"score"`` or ``"utilities"`` (see
            :data:`~tablegames.rl.environments.REWARDS` and the module docstring). ``None``
            (the default): ``"win"``, or ``"utilities"`` for a game of one seat, where
            ``"score"`` always pays 0 and ``"win"`` 0 or -1 (always 0 in a game its one seat
            always wins); asked for there, they are given with a
            :class:`UserWarning` that says so.
        max_steps: Truncate a game after that many moves (``None``: play every game out).

    Raises:
        ConfigError: on a game that is not registered or has no RL module, a bad player count,
            seed, option, render mode, reward or step limit.

    Attributes:
        game: The game's name.
        players: The number of seats.
        options: The game's options in force.
        encoder: Turns a seat's view into its observation vector.
        actions: The game's action index at this player count.
        reward: The reward scheme in force (``"utilities"`` when ``reward=None`` at one seat).
    """

    game: str
    agents: list[str]
    agent_selection: str
    rewards: dict[str, float]
    terminations: dict[str, bool]
    truncations: dict[str, bool]
    infos: dict[str, dict[str, Any]]
    _cumulative_rewards: dict[str, float]
    steps: int
    metadata: dict[str, Any]
    #: What every environment's ``metadata`` holds besides its name.
    BASE_METADATA: ClassVar[Mapping[str, Any]] = {
        "render_modes": ["human", "ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str,
        players: int | None = None,
        *,
        seed: int | None = None,
        options: object | Mapping[str, object] | None = None,
        render_mode: str | None = None,
        reward: str | None = None,
        max_steps: int | None = None,
    ) -> None:
        super().__init__()
        module = rl_module(game)
        self.game = game
        self.metadata = {**self.BASE_METADATA, "name": f"{game}_v0"}
        if players is None:
            players = getattr(module, "DEFAULT_PLAYERS", get_game(game).min_players)
        game_seed = fresh_seed() if seed is None else check_seed(seed)
        first = new_game(self.game, players=players, seed=game_seed, options=options)
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ConfigError(f"render_mode must be 'human', 'ansi' or None, got {render_mode!r}")
        if reward is None:
            reward = "utilities" if players == 1 else "win"
        elif reward not in REWARDS:
            raise ConfigError(f"reward must be one of {REWARDS}, got {reward!r}")
        elif players == 1 and reward != "utilities":
            warnings.warn(
                f"reward={reward!r} compares the seats: with one seat, 'score' always pays 0 "
                "and 'win' pays 0 for a game won, -1 for a game lost (0 every time in a game "
                "its seat always wins), so little or nothing is learnt; reward='utilities' "
                f"pays the game's own payoff ({game}'s Game.utilities)",
                UserWarning,
                stacklevel=2,
            )
        # Any integer type (a NumPy integer read from a configuration), as the seed and the
        # player count take it; kept as an int.
        limit = None if max_steps is None else as_integer(max_steps)
        if max_steps is not None and (limit is None or limit < 1):
            raise ConfigError(f"max_steps must be a positive integer or None, got {max_steps!r}")
        max_steps = limit
        self.players: int = first.players
        self.options: Any = first.options
        self.render_mode = render_mode
        self.reward = reward
        self.max_steps = max_steps
        self.encoder: Encoder = module.ENCODER()
        self.actions: ActionIndex = module.actions(players)
        self.possible_agents: list[str] = [f"player_{seat}" for seat in range(players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        size, count = self.encoder.size, self.actions.size
        self.observation_spaces = {
            agent: gymnasium.spaces.Dict(
                {
                    "observation": gymnasium.spaces.Box(0.0, 1.0, (size,), np.float32),
                    "action_mask": gymnasium.spaces.Box(0, 1, (count,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {
            agent: gymnasium.spaces.Discrete(count) for agent in self.possible_agents
        }
        #: The space of :meth:`state`: the public observation.
        self.state_space = gymnasium.spaces.Box(0.0, 1.0, (size,), np.float32)
        # The first reset without a seed plays the game given here, so env(seed=s).reset() and
        # reset(seed=s) agree; later unseeded resets draw their seeds from it. Once a move of
        # that game is played it is no longer replayed (see step).
        self._first_seed: int | None = game_seed
        self._seeds = Rng(game_seed, "rl.env")
        self._start(first)

    # -- the PettingZoo API ------------------------------------------------------------------------

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The observation space of ``agent`` (the same object on every call).

        Raises:
            ConfigError: if ``agent`` is not one of this environment's agents.
        """
        self._seat(agent)
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The action space of ``agent``: the action numbers (the same object on every call).

        Raises:
            ConfigError: if ``agent`` is not one of this environment's agents.
        """
        self._seat(agent)
        return self.action_spaces[agent]

    def _seat(self, agent: object) -> int:
        """The seat of ``agent``, or a ConfigError naming the agents."""
        seat = self._seats.get(agent) if isinstance(agent, str) else None
        if seat is None:
            known = ", ".join(self.possible_agents)
            raise ConfigError(f"no agent {agent!r}: the agents are {known}")
        return seat

    def state(self) -> npt.NDArray[np.float32]:
        """The public observation (in :attr:`state_space`): the encoding of a spectator's view,
        what everybody at the table knows, laid out as an observation with seats relative to
        seat 0 (see the RL guide). It is not the full state: no vector of the library holds a
        secret, so a centralised critic that should see every hand encodes :attr:`game_state`
        itself."""
        return self.encoder.encode(view(self.game_state, None))

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game.

        Args:
            seed: The game's seed. ``None``: the seed given to the constructor for the first
                reset, unless a move of that game was played, then a seed drawn from the last
                seed given (so a seeded sequence of episodes repeats exactly).
            options: Accepted for the PettingZoo API and ignored: the game's options are set
                when the environment is made.
        """
        if seed is not None:
            game_seed = check_seed(seed)
            self._seeds = Rng(game_seed, "rl.env")
        elif self._first_seed is not None:
            game_seed = self._first_seed
        else:
            game_seed = self._seeds.next_u64() % (MAX_SEED + 1)
        self._first_seed = None
        self._start(new_game(self.game, players=self.players, seed=game_seed, options=self.options))

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        """What ``agent`` observes: its encoded view and its action mask.

        Raises:
            ConfigError: if ``agent`` is not one of this environment's agents, or is to act
                and none of its legal moves has an action number (the game's action index
                leaves them all out: its mask would be all zeros).
        """
        seat = self._seat(agent)
        mask: npt.NDArray[np.int8]
        if agent == self.agent_selection and not self._done:
            seen, legal = self._acting()
            mask = np.zeros(self.actions.size, dtype=np.int8)
            if legal:
                mask[list(legal)] = 1
        else:
            seen = view(self.game_state, seat)
            mask = np.zeros(self.actions.size, dtype=np.int8)
        return {"observation": self.encoder.encode(seen), "action_mask": mask}

    @overload
    def last(
        self, observe: Literal[True] = True
    ) -> tuple[dict[str, npt.NDArray[Any]], float, bool, bool, dict[str, Any]]: ...
    @overload
    def last(self, observe: Literal[False]) -> tuple[None, float, bool, bool, dict[str, Any]]: ...
    @overload
    def last(
        self, observe: bool
    ) -> tuple[dict[str, npt.NDArray[Any]] | None, float, bool, bool, dict[str, Any]]: ...
    def last(
        self, observe: bool = True
    ) -> tuple[dict[str, npt.NDArray[Any]] | None, float, bool, bool, dict[str, Any]]:
        """The selected agent's observation (as :meth:`observe` gives it; ``None`` with
        ``observe=False``), cumulative reward, termination, truncation and info.

        PettingZoo's own ``last``, typed: PettingZoo ships no type information, so a type
        checker saw every value it returns as ``Any``.

        Raises:
            ConfigError: once every agent has stepped out of the ended game (call
                :meth:`reset`).
        """
        self._check_agents_left()
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def step(self, action: Any) -> None:
        """Play the selected agent's action (``None`` for an agent whose game has ended).

        Raises:
            InvalidMoveError: if ``action`` is not an integer.
            IllegalMoveError: if it is out of range (code ``"rl.action.out_of_range"``) or not
                legal now (code ``"rl.action.illegal"``); the game is unchanged.
            ConfigError: once every agent has stepped out of the ended game (call
                :meth:`reset`).
        """
        self._check_agents_left()
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        number = check_action(action, self.actions.size)
        _, legal = self._acting()
        move = legal.get(number)
        if move is None:
            raise IllegalMoveError(
                f"action {number} ({self.actions.describe(number)}) is not legal for {agent} "
                "now: choose an action the action mask allows",
                code="rl.action.illegal",
            )
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        state = apply(self.game_state, move)
        # The constructor's game is being played: a reset after it starts the next game, where
        # replaying it dealt every environment used without a first reset its first game twice.
        self._first_seed = None
        self._set_state(state)
        self.steps += 1
        if is_over(state):
            for other, value in zip(self.possible_agents, self._final_rewards(state), strict=True):
                self.rewards[other] = value
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_steps is not None and self.steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self._agent_to_act(state)
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The spectator's text picture of the table: returned under ``render_mode="ansi"``,
        printed to standard output (and ``None`` returned) under ``"human"``; without a
        render mode, ``None`` and a warning."""
        if self.render_mode is None:
            gymnasium.logger.warn(
                "render() was called without a render_mode (use 'ansi' or 'human')."
            )
            return None
        picture = render(view(self.game_state, None))
        if self.render_mode == "human":
            print(picture)
            return None
        return picture

    def close(self) -> None:
        """Release nothing: the environment holds no outside resources."""

    # -- beyond PettingZoo -------------------------------------------------------------------------

    def start_from(self, state: Any) -> None:
        """Continue from ``state`` (a saved position, a puzzle) as if a game had just reset.

        Rewards, terminations and the step count start afresh; a later :meth:`reset` starts a
        new game as usual.

        Raises:
            NotAGameObjectError: if ``state`` is not a state of this environment's game.
            ConfigError: if it has another number of seats, or its game is over.
        """
        if game_for(state) is not get_game(self.game) or not isinstance(
            state, get_game(self.game).state_type
        ):
            raise NotAGameObjectError(
                f"start_from() needs a {self.game} state, got {type(state).__name__}"
            )
        if state.players != self.players:
            raise ConfigError(
                f"this environment has {self.players} seats, the state has {state.players}"
            )
        if is_over(state):
            raise ConfigError("start_from() needs a game that is not over")
        self._start(state)

    def legal_actions(self) -> list[int]:
        """The selected agent's legal action numbers, in ascending order (empty once the game
        has ended), as OpenSpiel's ``legal_actions()`` lists them: the ones its action mask
        marks, so ``env.step(rng.choice(env.legal_actions()))`` plays a random legal move.

        Computed from that agent's view. Legal moves without an action number (see the RL
        guide) are left out; :meth:`legal_moves_by_action` gives the moves behind the numbers.
        """
        if self._done:
            return []
        return sorted(self._acting()[1])

    def legal_moves_by_action(self) -> dict[int, Any]:
        """The selected agent's legal moves by action number, ``{number: move}``, numbers in
        ascending order (empty once the game has ended): :meth:`legal_actions` with the move
        each number plays (:meth:`decode` of it).

        Computed from that agent's view. Legal moves without an action number (see the RL
        guide) are left out.
        """
        if self._done:
            return {}
        return dict(sorted(self._acting()[1].items()))

    def view(self, agent: str | None = None) -> Any:
        """What ``agent`` (by default the selected agent) may see now: its seat's view, as
        :func:`tablegames.view` gives it, which a library agent chooses from (see
        :meth:`choose_action`). Unlike :attr:`game_state`, it holds nothing the seat may not
        see.

        Raises:
            ConfigError: if ``agent`` is not one of this environment's agents.
        """
        if agent is None or agent == self.agent_selection:
            if not self._done:
                return self._acting()[0]
            agent = self.agent_selection
        return view(self.game_state, self._seat(agent))

    def choose_action(self, player: Any) -> int:
        """The action number the library agent ``player`` (anything with ``choose(view,
        moves)``: :class:`~tablegames.agents.RandomAgent`, a game's heuristic agent,
        :class:`~tablegames.agents.MCTSAgent`) chooses for the selected agent, from that
        agent's view and its legal moves that have an action number (the moves of
        :meth:`legal_moves_by_action`, offered in the order :func:`tablegames.legal_moves`
        gives them). ``env.step(env.choose_action(bot))`` plays it.

        Raises:
            ConfigError: if the selected agent's game has ended (step it with ``None``).
            IllegalMoveError: if ``player`` returns a move it was not offered (code
                ``"rl.action.illegal"``).
        """
        self._check_agents_left()
        if self._done:
            raise ConfigError(
                f"{self.agent_selection}'s game has ended: step it with None, not an action"
            )
        seen, legal = self._acting()
        who = f"the agent of {self.agent_selection}"
        return self.actions.chosen(player, seen, legal, who=who, code="rl.action.illegal")

    def decode(self, action: int) -> Any:
        """The move the selected agent would make with ``action``, legal or not.

        Raises:
            IllegalMoveError: if ``action`` names no move at this player count.
        """
        return self.actions.move(action, self._seats[self.agent_selection])

    # -- internals ---------------------------------------------------------------------------------

    def _start(self, state: Any) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.steps = 0
        self._skip_agent_selection = None
        self._set_state(state)
        if is_over(state):  # over at the deal: ended as by a last move
            self.agent_selection = self.possible_agents[0]
            for agent, value in zip(self.possible_agents, self._final_rewards(state), strict=True):
                self.rewards[agent] = value
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
            return
        self.agent_selection = self._agent_to_act(state)

    @property
    def game_state(self) -> Any:
        """The tablegames state of the game being played (secrets included: give agents
        observations, never this). Read-only: :meth:`start_from` continues from another
        state.

        Raises:
            AttributeError: on assignment, which left the agent to act and the action mask
                those of the game before.
        """
        return self._game_state

    @game_state.setter
    def game_state(self, state: Any) -> None:
        raise AttributeError(
            "game_state is read-only: env.start_from(state) continues from another state, "
            "with the agent to act, the action mask and the rewards made anew"
        )

    def _set_state(self, state: Any) -> None:
        self._game_state = state
        self._cache: tuple[Any, dict[int, Any]] | None = None

    @property
    def _done(self) -> bool:
        agent = self.agent_selection
        if agent not in self.terminations:  # stepped out of the ended game
            return True
        return self.terminations[agent] or self.truncations[agent]

    def _check_agents_left(self) -> None:
        """A ConfigError once every agent has stepped out of the ended game, where PettingZoo's
        bookkeeping raised a bare KeyError naming the last agent."""
        if not self.agents:
            raise ConfigError(
                "the game is over and every agent has stepped out of it: call reset() to "
                "start the next game"
            )

    def _acting(self) -> tuple[Any, dict[int, Any]]:
        """The selected agent's view and its legal moves by number, from the view alone."""
        if self._cache is None:
            seen = view(self.game_state, self._seats[self.agent_selection])
            moves = legal_moves(seen)
            legal = self.actions.indexed(moves)
            if moves and not legal:
                # A mask of zeros would leave the agent to act without an action, silently.
                raise ConfigError(
                    f"the action index of the game {self.game!r} numbers none of the "
                    f"{len(moves)} legal moves of {self.agent_selection} ({shown(moves[0], 60)}"
                    f"{' ...' if len(moves) > 1 else ''}), so its action mask would be all "
                    "zeros: the game's RL module must number every move the game can offer "
                    "(tablegames.testing.check_game checks it)"
                )
            self._cache = (seen, legal)
        return self._cache

    def _agent_to_act(self, state: Any) -> str:
        seat = current_player(state)
        assert seat is not None, "a game that is not over has a seat to act"
        return self.possible_agents[seat]

    def _final_rewards(self, state: Any) -> list[float]:
        if self.reward == "utilities":
            return [float(value) for value in hook(get_game(self.game), "utilities")(state)]
        if self.reward == "score":
            final = scores(state)
            mean = sum(final) / len(final)
            return [float(score - mean) for score in final]
        won = set(winners(state))
        if len(won) == self.players:
            return [0.0] * self.players
        return [1.0 if seat in won else -1.0 for seat in range(self.players)]


def rl_module(game: object) -> ModuleType:
    """The module holding the RL encoder and action index of ``game``, imported now.

    A game names it in :attr:`Game.rl_module <tablegames.Game.rl_module>`; the module defines
    ``ENCODER`` (an :class:`~tablegames.rl.Encoder` subclass), ``actions(players)`` (an
    :class:`~tablegames.rl.ActionIndex`) and optionally ``DEFAULT_PLAYERS``.

    Raises:
        ConfigError: if ``game`` is not a registered game's name, if that game has no RL
            module, or if its module cannot be imported or lacks ``ENCODER`` or ``actions``
            (the message names the game and what is missing).
    """
    if not isinstance(game, str):
        raise ConfigError(f"a game is named by a string, got {type(game).__name__} {game!r}")
    found = get_game(game)
    name = hook(found, "rl_module")
    if name is None:
        raise ConfigError(
            missing_hook(found.name, "rl_module", "has no RL encoder or action index")
            + "; tablegames.rl.games() lists the games that have one"
        )
    try:
        module = importlib.import_module(name)
    except ImportError as error:
        raise ConfigError(
            f"the RL module {name!r} of the game {found.name!r} cannot be imported: {error}"
        ) from error
    lacking = [attribute for attribute in ("ENCODER", "actions") if not hasattr(module, attribute)]
    if lacking:
        raise ConfigError(
            f"the RL module {name!r} of the game {found.name!r} does not define "
            f"{' or '.join(lacking)}"
        )
    return module


def games() -> tuple[str, ...]:
    """The registered games that have an RL module (:attr:`Game.rl_module
    <tablegames.Game.rl_module>`), in alphabetical order; not imported yet."""
    return tuple(sorted(name for name, game in GAMES.items() if hook(game, "rl_module")))


def env(
    game: str,
    players: int | None = None,
    *,
    seed: int | None = None,
    options: object | Mapping[str, object] | None = None,
    render_mode: str | None = None,
    reward: str | None = None,
    max_steps: int | None = None,
) -> TableGamesEnv:
    """Make the PettingZoo AEC environment of ``game`` (see :class:`TableGamesEnv`).

    >>> from tablegames import rl
    >>> aec = rl.env(rl.games()[0], players=None, seed=7)
    >>> aec.possible_agents[0], str(aec) == f"{aec.game}_v0"
    ('player_0', True)

    Raises:
        ConfigError: on an unknown game, a game without an RL module, or anything
            :class:`TableGamesEnv` refuses.
    """
    return TableGamesEnv(
        game,
        players,
        seed=seed,
        options=options,
        render_mode=render_mode,
        reward=reward,
        max_steps=max_steps,
    )


def encoder(game: str) -> Encoder:
    """A new observation encoder for ``game`` (the ``ENCODER`` of its RL module).

    Raises:
        ConfigError: on an unknown game or a game without an RL module.
    """
    found: Encoder = rl_module(game).ENCODER()
    return found


def action_index(game: str, players: int) -> ActionIndex:
    """The action index of ``game`` at ``players`` seats.

    Raises:
        ConfigError: on an unknown game, a game without an RL module, or a player count the
            game does not allow.
    """
    module = rl_module(game)
    check_players(get_game(game), players)
    found: ActionIndex = module.actions(players)
    return found
