"""The conformance kit passes a sound game and catches each kind of broken game."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import tablegames
from tablegames import replay
from tablegames.core.errors import ConfigError, FormatError
from tablegames.core.json.reading import is_turn
from tablegames.core.notation import Notation
from tablegames.core.words import ENGLISH, Catalogue, PlainWords, Words
from tablegames.testing import (
    DEFAULT_EVERY,
    PROBLEMS,
    CheckReport,
    ConformanceError,
    check_game,
    check_states,
    difference,
)
from tests.core.toy import make_toy


@pytest.fixture(autouse=True)
def _forget_the_games_checked() -> Iterator[None]:
    """check_game registers the game objects it is given, and keeps them. A broken one left
    registered breaks the tests that go over every registered game (the server's list of
    kinds, the TypeScript of the server's schemas), in whichever process runs them next."""
    before = set(tablegames.GAMES)
    yield
    for name in set(tablegames.GAMES) - before:
        tablegames.core.registry.unregister(name)


def test_kit_passes_the_sound_toy(toy: Any) -> None:
    report = check_game(toy, seeds=range(30), sample=None, every=1)
    assert report.games == 60  # 30 seeds x 2 player counts
    assert report.players == (2, 3)
    assert report.moves == 30 * 4 + 30 * 6
    assert report.states == report.moves + report.games
    assert report.applied > report.moves
    assert report.twins_differing > 0


def test_kit_takes_a_name_and_one_player_count(toy: Any) -> None:
    report = check_game("toy", seeds=[1, 2], players=3)
    assert report.games == 2


@pytest.mark.parametrize(
    ("flag", "message", "kind"),
    [
        ("leak", r"the view of player 1 leaks hidden information.*view\.all_hands", "leak"),
        ("omit", "apply accepted PlayCard.*which legal_moves does not offer", "accepted_illegal"),
        ("mutate", r"apply\(PlayCard.*\) changed its input state", "input_changed"),
        ("lossy", r"the state does not round-trip through JSON: hands\[0\]", "json"),
    ],
)
def test_kit_catches_broken_variants(flag: str, message: str, kind: str) -> None:
    broken = make_toy(f"toy_{flag}", **{flag: True})
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(broken, seeds=range(5), sample=None, every=1)
    assert info.value.kind == kind
    assert f"toy_{flag}: seed=0 players=2" in str(info.value)
    assert info.value.game_record is not None
    assert info.value.game_record.game == f"toy_{flag}"


def test_failure_record_replays_to_the_failing_state() -> None:
    broken = make_toy("toy_omit_late", omit=True)
    with pytest.raises(ConformanceError) as info:
        check_game(broken, seeds=[3], sample=None, every=1)
    assert info.value.game_record is not None
    state = replay(info.value.game_record)
    assert state.history == info.value.game_record.moves


def played(name: str, moves: int) -> list[Any]:
    """The states of one game of ``name`` (3 players, seed 4), first moves each time."""
    state = tablegames.new_game(name, players=3, seed=4)
    states = [state]
    for _ in range(moves):
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
        states.append(state)
    return states


def test_check_states_checks_chosen_states(toy: Any) -> None:
    report = check_states(toy, played("toy", 5), sample=None)
    assert report.states == 6
    assert report.games == 0
    assert report.applied > 0
    assert report.twins_differing > 0


def test_check_states_catches_leaks_and_unreachable_states() -> None:
    leaky = make_toy("toy_leak_states", leak=True)
    tablegames.core.registry.register(leaky)
    with pytest.raises(ConformanceError, match=r"state 0 \(0 moves\): the view of player 0 leaks"):
        check_states(leaky, played("toy_leak_states", 2))
    sound = make_toy("toy_states")
    tablegames.core.registry.register(sound)
    state = played("toy_states", 1)[-1]
    stray = attrs.evolve(state, points=tuple(p + 1 for p in state.points))
    with pytest.raises(
        ConformanceError, match=r"replay\(record\(state\)\) differs from the state: points\[0\]"
    ) as info:
        check_states(sound, [stray])
    assert info.value.kind == "replay"


def test_progress_is_called_after_each_game_with_the_total(toy: Any) -> None:
    """Each game reports (games done, games to play); seeds given as a generator are played
    for every player count, not used up by the first."""
    calls: list[tuple[int, int]] = []
    report = check_game(toy, seeds=(seed for seed in range(3)), progress=lambda *c: calls.append(c))
    assert calls == [(1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 6)]
    assert report.games == 6


def test_the_default_checks_one_state_in_twenty() -> None:
    """The default is a quick check: a sample of states, each game's first and last included."""
    assert DEFAULT_EVERY == 20
    report = check_game("aluette", seeds=[1])
    assert report.games == 1
    assert 2 <= report.states < report.moves / 5
    thorough = check_game("aluette", seeds=[1], every=1, sample=1)
    assert thorough.states == thorough.moves + 1


def test_the_report_explains_itself(toy: Any) -> None:
    report = check_game(toy, seeds=[1], players=3, every=1)
    assert isinstance(report, CheckReport)
    assert str(report) == (
        f"toy: 1 games played (players: 3), {report.moves} moves; {report.states} states "
        f"checked in full with {report.applied} extra moves applied; "
        f"{report.twins_differing} leak-check twins differed from their state (fields "
        "changed: deck, events, hands at 3 players). Every promise held."
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"every": 0}, "every must be an integer of at least 1, got 0"),
        ({"every": 2.0}, "every must be an integer of at least 1, got 2.0"),
        ({"sample": -1}, "sample must be an integer of at least 0, got -1"),
        ({"max_moves": 0}, "max_moves must be an integer of at least 1, got 0"),
    ],
)
def test_bad_parameters_are_config_errors(arguments: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        check_game("ten", seeds=[1], **arguments)


def test_every_problem_kind_is_documented_and_used() -> None:
    """The kinds the kit raises (the last argument of every ``self.fail`` call, and of every
    ``self.returned`` call, which fails for a hook that returned the wrong thing) are exactly
    those PROBLEMS documents."""
    import ast
    from pathlib import Path

    import tablegames.testing

    tree = ast.parse(Path(tablegames.testing.__file__).read_text(encoding="utf-8"))
    calls = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in {"fail", "returned"}
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "self"
    ]
    used = {call.args[-1].value for call in calls if isinstance(call.args[-1], ast.Constant)}
    assert len(calls) >= 45
    assert used == set(PROBLEMS)


def test_difference_names_the_first_differing_field() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    other = attrs.evolve(state, tokens=(5, 6))
    assert difference(state, other) == "tokens[1]: 5 != 6"
    assert difference((1, 2), (1, 2, 3)) == "the sequence: 2 items != 3 items"
    assert difference(1, "1") == "the object: a int != a str"


def variant(name: str, *, sampler: bool = False, **methods: Any) -> Any:
    """A toy game named ``name`` (with a sampler if asked) whose Game object has ``methods``
    in place of the toy's."""
    base = type(make_toy(name, sampler=sampler))
    return type(f"Toy_{name}", (base,), methods)()


def test_a_game_nobody_wins_passes() -> None:
    """A finished game may have no winner (Game.utilities gives 0 to all): the house won, or a
    co-operative game was lost."""
    nobody = variant("toy_nobody", winners=lambda self, state: ())
    report = check_game(nobody, seeds=range(3), every=1)
    assert report.games == 6


@pytest.mark.parametrize(
    ("winners", "message"),
    [
        ((5,), r"winners \(5,\) are not seats of the game"),
        ((1, 0), r"winners \(1, 0\) are not in seat order without repeats"),
        ((0, 0), r"winners \(0, 0\) are not in seat order without repeats"),
    ],
)
def test_winners_must_be_distinct_seats_in_order(winners: tuple[int, ...], message: str) -> None:
    def chosen(self: Any, state: Any) -> tuple[int, ...]:
        return winners if self.is_over(state) else ()

    broken = variant(f"toy_winners_{len(winners)}_{winners[0]}", winners=chosen)
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(broken, seeds=[0], players=2)
    assert info.value.kind == "end"


def test_a_state_or_view_without_events_is_a_config_error_first() -> None:
    """Every state has ``events`` and every view ``player`` and ``events``: the kit names the
    missing attribute before playing, not with an AttributeError from deep inside."""
    toy = make_toy("toy_no_events")
    state_type = attrs.make_class(
        "StateWithoutEvents",
        {f.name: attrs.field() for f in attrs.fields(toy.state_type) if f.name != "events"},
        frozen=True,
    )
    view_type = attrs.make_class(
        "ViewWithoutPlayer",
        {
            f.name: attrs.field()
            for f in attrs.fields(toy.view_type)
            if f.name not in {"player", "events"}
        },
        frozen=True,
    )
    state_broken = variant("toy_no_events", state_type=state_type)
    with pytest.raises(
        ConfigError,
        match=r"'toy_no_events': its state_type StateWithoutEvents has no events: every state "
        r"of a game has players, seed, options, history, events \(see the 'Writing a game'",
    ):
        check_game(state_broken, seeds=[0])
    assert "toy_no_events" not in tablegames.GAMES
    view_broken = variant("toy_no_player", view_type=view_type)
    with pytest.raises(
        ConfigError, match="its view_type ViewWithoutPlayer has no player and no events"
    ):
        check_states(view_broken, [])


def test_the_report_says_what_the_twins_changed(toy: Any) -> None:
    """The leak check tests only what the twins reshuffle: the report names those fields."""
    report = check_game(toy, seeds=range(3))
    assert report.twin_fields == (
        (2, ("deck", "events", "hands")),
        (3, ("deck", "events", "hands")),
    )
    assert "(fields changed: deck, events, hands at 2, 3 players)." in str(report)
    assert report.samples == 0  # the toy has no sampler
    assert report.suspect_fields == ()


def test_a_twin_that_keeps_what_samples_draw_is_flagged() -> None:
    """A lazy twin maker that reshuffles only the deck makes the leak check blind to the hands:
    the samples draw the other hands, and the report warns that no twin ever changed them."""

    def lazy_twin(self: Any, state: Any, seat: int | None, seed: int) -> Any:
        return attrs.evolve(state, deck=tuple(reversed(state.deck)))

    report = check_game(
        variant("toy_lazy_twin", sampler=True, twin=lazy_twin), seeds=range(5), players=3
    )
    assert report.twin_fields == ((3, ("deck",)),)
    assert report.suspect_fields == ((3, ("events", "hands")),)
    assert str(report).endswith(
        "Every promise held. Warning: samples vary fields that no twin changed (events, hands "
        "at 3 players): the twin maker may not reshuffle everything hidden, and the leak check "
        "cannot see a leak of what it keeps."
    )


def test_the_kit_checks_a_games_sampler() -> None:
    """A game with a sample_state hook has samples of its checked states' views checked."""
    sound = variant("toy_sampled", sampler=True)
    report = check_game(sound, seeds=range(5), every=1, samples=3)
    assert report.samples == 3 * report.states
    assert report.suspect_fields == ()
    assert f"{report.samples} samples checked against their views." in str(report)
    assert check_game(sound, seeds=range(5), samples=0).samples == 0


def sampled(change: Any) -> Any:
    """A sample_state that changes what the toy's sampler draws with ``change(sample)``."""

    def sample_state(self: Any, view: Any, rng: Any) -> Any:
        return change(type(self).__mro__[1].sample_state(self, view, rng))

    return sample_state


DRAWS = iter(range(10**6))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda s: attrs.evolve(s, points=tuple(p + 1 for p in s.points)),
            r"another view: view\.points",
        ),
        (lambda s: attrs.evolve(s, discards=(*s.discards, 99)), "breaks the invariants: cards"),
        (lambda s: attrs.evolve(s, history=(None,)), "has a history"),
        (lambda s: attrs.evolve(s, seed=7), "gave the seed 7 for two generators"),
        (lambda s: attrs.evolve(s, seed=next(DRAWS)), "drew another sample from the same seed"),
        (lambda s: s.table, "returned a tuple, not a state of the game"),
    ],
)
def test_the_kit_catches_a_broken_sampler(change: Any, message: str) -> None:
    broken = variant(
        "toy_sampler_" + re.sub(r"\W+", "_", message)[:12],
        sampler=True,
        sample_state=sampled(change),
    )
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(broken, seeds=range(3), every=1, samples=3)
    assert info.value.kind == "sample"
    check_game(broken, seeds=range(3), samples=0)  # samples=0 checks no sampler


def test_a_sample_problem_that_mentions_history_is_not_hidden() -> None:
    """The kit once dropped every problem of a sample whose text held "history", guessing it
    tied the history to the state; a problem of the cards that says "history" is reported."""

    def check_invariants(self: Any, state: Any) -> list[str]:
        cards = [c for hand in state.hands for c in hand]
        cards += [*state.deck, *state.table, *state.discards]
        if sorted(cards) != list(range(1, 2 * state.players + 3)):
            return ["a card has no history: the cards are not all accounted for"]
        return []

    broken = variant(
        "toy_history_word",
        sampler=True,
        sample_state=sampled(lambda s: attrs.evolve(s, discards=(*s.discards, 99))),
        check_invariants=check_invariants,
    )
    with pytest.raises(ConformanceError, match="breaks the invariants: a card has no history"):
        check_game(broken, seeds=range(3), every=1, samples=3)


def test_a_games_history_invariants_are_skipped_on_samples_by_design() -> None:
    """A game whose check_invariants takes ``with_history`` has its samples checked with
    ``with_history=False``: a sample has no history, so a check that ties the history to the
    state is skipped, whatever its text; the states played are checked with it."""
    calls: list[bool] = []

    def check_invariants(self: Any, state: Any, *, with_history: bool = True) -> list[str]:
        calls.append(with_history)
        played = len(state.discards) + len(state.table)
        if with_history and len(state.history) != played:
            return [f"{played} cards played but {len(state.history)} moves recorded"]
        return []

    report = check_game(
        variant("toy_history_tie", sampler=True, check_invariants=check_invariants),
        seeds=range(3),
        every=1,
        samples=3,
    )
    assert report.samples > 0
    assert calls.count(False) == report.samples
    assert True in calls


def test_the_built_in_games_check_samples_without_their_history() -> None:
    """Aluette's, Saboteur's and TEN's check_invariants take ``with_history``: a sample, which
    has no history, breaks only the history checks (Aluette's and Saboteur's compare the
    history with the state)."""
    for name, players in (("aluette", 4), ("saboteur", 3), ("ten", 2)):
        game = tablegames.GAMES[name]
        state = tablegames.new_game(name, players=players, seed=2)
        for _ in range(12):
            state = tablegames.apply(state, tablegames.legal_moves(state)[0])
        sample = tablegames.sample_state(tablegames.view(state, 0), 5)
        assert game.check_invariants(sample, with_history=False) == []
        assert game.check_invariants(state) == []


def test_the_kit_checks_the_turn_a_view_shows() -> None:
    """A game's ``current_player_from_view`` must give the state's current player; a game
    whose views cannot tell it (the toy's have no ``to_act``) is not asked."""

    def told(self: Any, view: Any) -> int | None:
        if not any(view.hand_sizes) and not view.table:
            return None
        return (view.leader + len(view.table)) % len(view.hand_sizes)

    def wrong(self: Any, view: Any) -> int | None:
        return view.leader

    assert check_game(variant("toy_told_turn", current_player_from_view=told), seeds=[0]).games
    broken = variant("toy_wrong_turn", current_player_from_view=wrong)
    with pytest.raises(ConformanceError, match=r"current_player\(view\)") as info:
        check_game(broken, seeds=range(3), every=1)
    assert info.value.kind == "view"
    assert check_game(make_toy("toy_untold_turn"), seeds=[0]).games


class _ProtocolWords(Words):
    """Words written by subclassing the Words protocol, with label and text only: the other
    methods are the protocol's stubs, which return None."""

    catalogue = Catalogue("en", ENGLISH)

    def label(self, move: Any) -> str:
        return f"Play the {move.card}"

    def text(self, event: Any, viewer: int | None) -> str:
        return "Something happened."


class _LabelAndTextWords(PlainWords):
    """Words written as the 'Writing a game' guide says: PlainWords with label and text."""

    def label(self, move: Any) -> str:
        return f"Play the {move.card}"


@pytest.mark.parametrize(
    ("words", "message"),
    [
        (
            _ProtocolWords(),
            r"words\.is_redundant returned None, not a bool: it is the Words protocol's stub",
        ),
        (
            type("Grouped", (PlainWords,), {"group": lambda self, move: None})(),
            r"words\.group returned None, not a str$",
        ),
        (
            type("Same", (PlainWords,), {"label": lambda self, move: "Play"})(),
            r"labels of player 0's legal moves are not each their own: .* share the label 'Play'",
        ),
    ],
)
def test_the_kit_checks_what_every_method_of_the_words_returns(
    words: Any, message: str, request: pytest.FixtureRequest
) -> None:
    """A words object whose methods return None (a subclass of the Words protocol writing only
    label and text) passed the kit, and ``tablegames play`` crashed at the end on
    ``words.result``: the kit calls every method and checks its type and the labels."""
    name = f"toy_words_{_case_id(request)}"
    broken = variant(name, words=words)
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(broken, seeds=range(2), every=1)
    assert info.value.kind == "words"


def test_the_kit_checks_a_result_in_words_at_the_end() -> None:
    class Resultless(PlainWords):
        def result(self, obj: Any, viewer: int | None) -> str:
            return None  # type: ignore[return-value]

    broken = variant("toy_resultless", words=Resultless())
    with pytest.raises(ConformanceError, match=r"\(game over\): the game's words\.result") as info:
        check_game(broken, seeds=[0])
    assert info.value.kind == "words"


def test_a_failure_of_the_words_while_writing_an_event_names_the_words() -> None:
    """An event's JSON holds its text in the game's words: a bug in words.text was reported
    as an event that "cannot be written as JSON"."""

    class Misused(PlainWords):
        def text(self, event: Any, viewer: int | None) -> str:
            raise TypeError("Catalogue.sentence() got an unexpected keyword argument 'who'")

    broken = variant("toy_misused_words", words=Misused())
    with pytest.raises(ConformanceError) as info:
        check_game(broken, seeds=[0])
    assert info.value.kind == "words"
    assert re.search(
        r"the game's words\.text\(HandDealt\(player=0, .*\), None\) raised TypeError: "
        r"Catalogue\.sentence\(\) got an unexpected keyword argument 'who' \(the event "
        r"HandDealt\(.*\)'s JSON holds its text, as its viewer reads them\)",
        str(info.value),
    )
    assert "cannot be written as JSON" not in str(info.value)


def test_a_refusal_code_the_game_does_not_declare_is_caught() -> None:
    """A refusal's code must be one of the game's error_codes (or the kernel's): the toy
    without its table of codes refuses with codes it does not declare."""
    broken = variant("toy_undeclared_codes", error_codes={})
    with pytest.raises(
        ConformanceError,
        match=r"refusing .* gave the code 'toy\.\w+', which the game does not declare: a game "
        r"lists every code its apply raises in its error_codes \(Game\.error_codes",
    ) as info:
        check_game(broken, seeds=[0])
    assert info.value.kind == "bad_refusal"


def test_words_written_on_plain_words_pass(toy: Any) -> None:
    assert check_game(variant("toy_label_words", words=_LabelAndTextWords()), seeds=[0]).games


class _Everything(Notation):
    """A notation writing every move alike."""

    def write(self, move: Any) -> str:
        return "play"

    def aliases(self, move: Any) -> tuple[str, ...]:
        return ()


class _Named(Notation):
    """A notation writing a move's class and card: unique, and read back."""

    def write(self, move: Any) -> str:
        return f"{type(move).__name__} {getattr(move, 'card', 0)}"

    def aliases(self, move: Any) -> tuple[str, ...]:
        return ()


@pytest.mark.parametrize(
    ("notation", "message"),
    [
        (_Everything(), r"the notation 'play' of player 0's legal move PlayCard.* is shared by"),
        (_Named(), None),
    ],
)
def test_the_kit_checks_that_notations_are_unique_and_read_back(
    notation: Any, message: str | None
) -> None:
    """The notation's promise (tablegames.core.notation): unique among a position's legal
    moves, and ``parse_move(x, notation(m)) == m``. A notation writing ``play`` for every move
    passed the kit; then ``from_game_text`` could not read the game text it wrote."""
    game = variant(f"toy_notation_{type(notation).__name__.lower()}", notation=notation)
    if message is None:
        assert check_game(game, seeds=range(2), every=1).games == 4
        return
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(game, seeds=range(2), every=1)
    assert info.value.kind == "notation"


class _Written(Notation):
    """A notation writing a toy move after a pattern (``{c3}`` for the card 3): unique, and
    read back by parse_move."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def write(self, move: Any) -> str:
        return self.pattern.format(card=getattr(move, "card", 0))

    def aliases(self, move: Any) -> tuple[str, ...]:
        return ()


class _Assessed(Notation):
    """A notation writing the cards 2 and 3 as ``c1`` and ``c1!``: a game text reads
    ``c1!`` as the move ``c1`` assessed as a good move (PGN's ``!``) when both are legal."""

    def write(self, move: Any) -> str:
        return f"c{move.card // 2}" + "!" * (move.card % 2)

    def aliases(self, move: Any) -> tuple[str, ...]:
        return ()


#: The rule a failure of the game text check states, as the kit words it.
_RULE = (
    r"a notation may not hold '\{', '\}' or ';', start with '\(' or '\)', be of the form \$N "
    r"or N:\.\.\., or end in '!' or '\?' after another legal move's notation"
)


@pytest.mark.parametrize(
    ("notation", "written"),
    [
        (_Written("{{c{card}}}"), r"\{c\d\}"),  # read as a comment
        (_Written("c{card}}}"), r"c\d\}"),  # a '}' that closes no comment
        (_Written("x;{card}"), r"x;\d"),  # the rest of the line a comment
        (_Written("({card}"), r"\(\d"),  # a variation
        (_Written("){card}"), r"\)\d"),
        (_Written("${card}"), r"\$\d"),  # an annotation of the move before
        (_Written("{card}:x"), r"\d:x"),  # a move of another seat
        (_Assessed(), r"c\d!"),  # the move c1, assessed as a good one
    ],
    ids=["comment", "brace", "semicolon", "variation", "parenthesis", "nag", "seat", "glyph"],
)
def test_the_kit_checks_that_a_game_text_reads_back(
    notation: Any, written: str, request: pytest.FixtureRequest
) -> None:
    """A notation that is unique and reads back through parse_move, as check_notation asks,
    may still make a game text that does not read back: from_game_text(to_game_text(state))
    must give record(state), and the failure names the move, its notation and the rule."""
    name = f"toy_text_{_case_id(request)}"
    game = variant(name, notation=notation)
    with pytest.raises(
        ConformanceError,
        match=rf"{name}: seed=\d+ players=\d (after \d+ moves \(game over\)): the game's text "
        rf"does not read back: move \d+, PlayCard\(player=\d, card=\d\), whose notation is "
        rf"'{written}', reads back otherwise \(.*\): .*{_RULE} \(the 'Writing a game' guide",
    ) as info:
        check_game(game, seeds=range(20), players=2)
    assert info.value.kind == "game_text"
    assert info.value.game_record is not None


@pytest.mark.parametrize(
    "notation",
    [
        _Written("a${card}"),  # $ inside a word
        _Written("c({card})"),  # parentheses after its start
        _Written("c{card}!"),  # a trailing ! where the text without it is no move
        _Written("c {card}"),  # a space, written c_3
        _Written("{card}."),  # a move number's form, but never a line's first word
        _Written("{card}" + "0" * 30 + "."),  # two a line: lines of moves break before some
    ],
    ids=["dollar", "parentheses", "glyph", "space", "number", "long_number"],
)
def test_notations_that_a_game_text_holds_pass(
    notation: Any, request: pytest.FixtureRequest
) -> None:
    game = variant(f"toy_text_sound_{_case_id(request)}", notation=notation)
    assert check_game(game, seeds=range(20), players=2).games == 20


def test_the_kit_forbids_no_notation_that_reads_back() -> None:
    """The kit and the guide forbade a notation of digits and a dot (``12.``), which reads
    back: a game text takes a move number only as a line's first word, and writes one there."""
    import tablegames.testing

    assert "N." not in PROBLEMS["game_text"]
    assert "N." not in tablegames.testing._IN_A_GAME_TEXT
    assert "``N.``" not in (check_game.__doc__ or "")


@pytest.mark.parametrize(
    ("name", "players"), [("aluette", 4), ("saboteur", 5), ("ten", 3), ("crazyeights", 3)]
)
def test_the_games_pass_the_game_text_check(name: str, players: int) -> None:
    """Each game's played games read back from their game texts (what check_game checks at
    the end of every game it plays)."""
    assert check_game(name, seeds=[0, 1], players=players).games == 2


def test_check_states_reads_each_state_back_from_its_game_text() -> None:
    game = variant("toy_text_states", notation=_Written("${card}"))
    tablegames.core.registry.register(game)
    with pytest.raises(
        ConformanceError,
        match=r"state 1 \(1 moves\): the game's text does not read back: move 1, "
        r"PlayCard\(player=0, card=\d\), whose notation is '\$\d', ",
    ) as info:
        check_states(game, played("toy_text_states", 1))
    assert info.value.kind == "game_text"


@attrs.frozen
class _DeckOptions:
    """Options a game of another distribution may have: a name holding a space, and a deck
    whose JSON is over a thousand characters."""

    label: str = "plain"
    deck: tuple[str, ...] = ()


def test_a_game_with_options_a_game_text_once_refused_passes() -> None:
    """The Options header wrote ``label="red blue"`` and read it as two pairs, and refused a
    value over a thousand characters on reading: the kit failed such a game ('does not read
    back even before its first move') though the game did nothing wrong."""
    game = make_toy("toy_text_options", options=_DeckOptions)
    options = _DeckOptions(label="red blue", deck=tuple(f"card {n}" for n in range(200)))
    assert check_game(game, seeds=range(2), players=2, options=options).games == 2
    assert check_states(game, played("toy_text_options", 2)).states == 3


class _SecondSeatAnnotated(Notation):
    """A notation writing seat 1's moves ``$3``, which a game text reads as an annotation:
    the first such move is a middle one of a game."""

    def write(self, move: Any) -> str:
        return f"${move.card}" if move.player == 1 else f"c{move.card}"

    def aliases(self, move: Any) -> tuple[str, ...]:
        return ()


def test_check_states_reads_the_text_of_each_game_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """check_states read a game text for every state it was given: for all the states of a
    game, time quadratic in its length. It reads the longest record of each game."""
    import tablegames.testing

    sound = make_toy("toy_text_once")
    tablegames.core.registry.register(sound)
    read: list[int] = []
    problem = tablegames.testing._text_problem

    def counted(game_record: Any) -> str | None:
        read.append(len(game_record.moves))
        return problem(game_record)

    monkeypatch.setattr(tablegames.testing, "_text_problem", counted)
    states = played("toy_text_once", 6)
    other = tablegames.new_game("toy_text_once", players=3, seed=5)
    assert check_states(sound, [*states, states[2], other, states[3]]).states == 10
    assert read == [6, 0]  # the whole game, and the other game's start


def test_check_states_names_a_bad_move_in_the_middle_of_the_states_given() -> None:
    """Given every state of a game, check_states still names the first move whose notation
    does not read back, though it reads the text of the last state only."""
    game = variant("toy_text_middle", notation=_SecondSeatAnnotated())
    tablegames.core.registry.register(game)
    with pytest.raises(
        ConformanceError,
        match=r"state 6 \(6 moves\): the game's text does not read back: move 2, ",
    ) as info:
        check_states(game, played("toy_text_middle", 6))
    assert info.value.kind == "game_text"
    assert re.search(
        r"the game's text does not read back: move 2, PlayCard\(player=1, card=\d\), whose "
        r"notation is '\$\d', ",
        str(info.value),
    )


class _Unwritten(Notation):
    """A notation that has no text for seat 1's moves, which check_notation meets only on the
    states it checks."""

    def write(self, move: Any) -> str:
        if move.player == 1:
            raise ValueError("no text for seat 2")
        return f"c{move.card}"

    def aliases(self, move: Any) -> tuple[str, ...]:
        return ()


def test_a_notation_that_raises_as_the_text_is_written_is_named() -> None:
    """Seat 1 plays only on states between the first and the last of a toy game, which the
    quick check (one state in 20) may not check: writing the game text meets its move."""
    game = variant("toy_text_unwritten", notation=_Unwritten())
    with pytest.raises(
        ConformanceError,
        match=r"toy_text_unwritten: seed=0 players=2 after 4 moves \(game over\): the game's "
        r"text cannot be written: move 2, PlayCard\(player=1, card=\d\): writing it raised "
        r"ValueError: no text for seat 2$",
    ) as info:
        check_game(game, seeds=[0], players=2)
    assert info.value.kind == "game_text"


def test_a_setup_that_does_not_read_back_is_told_as_such(
    toy: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game text whose headers do not read back (here an Options header the toy cannot
    take, as a game's option whose value the header cannot hold) fails before any move: no
    move is blamed."""
    import tablegames.testing

    write = tablegames.testing.to_game_text
    monkeypatch.setattr(
        tablegames.testing,
        "to_game_text",
        lambda game_record: write(game_record).replace("[Library", '[Options "x"]\n[Library'),
    )
    with pytest.raises(
        ConformanceError,
        match=r"toy: seed=0 players=2 after 4 moves \(game over\): the game's text does not "
        r"read back even before its first move \(its headers\): not a valid game text: line 4: "
        r"impossible setup: "
        r"expected NAME=VALUE, got 'x'",
    ) as info:
        check_game(toy, seeds=[0], players=2)
    assert info.value.kind == "game_text"


def test_the_kit_refuses_a_current_player_that_is_no_seat() -> None:
    def beyond(self: Any, state: Any) -> int | None:
        if not any(state.hands) and not state.table:
            return None
        return state.players + (state.leader + len(state.table)) % state.players

    broken = variant("toy_beyond_seats", current_player=beyond)
    with pytest.raises(
        ConformanceError, match=r"current_player is 2, not a seat of this 2-player game"
    ) as info:
        check_game(broken, seeds=[0])
    assert info.value.kind == "turn"


@pytest.mark.parametrize(
    ("seat", "allowed"),
    [(None, True), (0, True), (1, True), (2, False), (-1, False), (True, False), (1.0, False)],
    ids=["none", "0", "1", "2", "minus_1", "true", "float"],
)
def test_the_kit_and_the_loader_check_a_turn_alike(
    request: pytest.FixtureRequest, seat: object, allowed: bool
) -> None:
    """One check of whose turn a state gives, for the kit (a game's bug) and the loader (a
    forged document): nobody's, or a seat of the game, an int (True is an int but no seat)."""
    assert is_turn(seat, 2) is allowed
    if seat is None or allowed:
        return

    def forged(self: Any, state: Any) -> object:
        return None if not any(state.hands) and not state.table else seat

    with pytest.raises(
        ConformanceError, match=rf"current_player is {re.escape(repr(seat))}, not a seat"
    ) as info:
        check_game(
            variant(f"toy_turn_{request.node.callspec.id}", current_player=forged), seeds=[0]
        )
    assert info.value.kind == "turn"


def test_loading_refuses_a_current_player_that_is_no_seat() -> None:
    """The public contract's errors section: loading untrusted data checks that the current
    player is valid; for every game, whatever its own check_invariants forgets (the toy's
    checks only its cards)."""

    def led(self: Any, state: Any) -> int | None:
        if not any(state.hands) and not state.table:
            return None
        return state.leader + len(state.table)  # no modulo: a forged leader shows through

    game = variant("toy_led_turn", current_player=led)
    tablegames.core.registry.register(game)
    try:
        state = tablegames.new_game(game.name, players=2, seed=1)
        data = tablegames.to_dict(state)
        assert tablegames.from_dict(data) == state
        data["data"]["leader"] = 7
        with pytest.raises(
            FormatError,
            match=r"\$\.data: the current player is 7, not a seat of this 2-player game",
        ):
            tablegames.from_dict(data)
        data["data"]["leader"] = 1
        assert tablegames.current_player(tablegames.from_dict(data)) == 1
    finally:
        tablegames.core.registry.unregister(game.name)


def _base(game: Any) -> Any:
    """The toy's own Game class, under the class a test made to change some of its hooks."""
    return type(game).__mro__[1]


class _NoChoice:
    """An agent that is not one: it has no ``choose``."""


class _Stubborn:
    """An agent that plays a card nobody holds."""

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        return attrs.evolve(moves[0], card=99)


class _Crashing:
    """An agent whose ``choose`` fails."""

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        raise KeyError("hand")


class _Search:
    """Sound search hooks of the toy: a round ahead, a reward of 1 for taking a point."""

    def segment(self, state: Any) -> int:
        return len(state.discards) // state.players

    def rewards(self, start: Any, end: Any) -> tuple[float, ...]:
        return tuple(float(b > a) for a, b in zip(start.points, end.points, strict=True))

    def searched(self, moves: tuple[Any, ...]) -> bool:
        return True

    def searchable(self, moves: tuple[Any, ...]) -> tuple[Any, ...]:
        return moves


class _SearchWithoutRewards:
    """Search hooks that leave out a method the protocol requires."""

    def segment(self, state: Any) -> int:
        return 0

    def searched(self, moves: tuple[Any, ...]) -> bool:
        return True

    def searchable(self, moves: tuple[Any, ...]) -> tuple[Any, ...]:
        return moves


class _SearchGreedy(_Search):
    method = "greedy"


class _SearchSegmentText(_Search):
    def segment(self, state: Any) -> Any:
        return "round"


class _SearchSearchedNone(_Search):
    def searched(self, moves: tuple[Any, ...]) -> Any:
        return None


class _SearchNothing(_Search):
    def searchable(self, moves: tuple[Any, ...]) -> tuple[Any, ...]:
        return ()


class _SearchRewardsPoints(_Search):
    def rewards(self, start: Any, end: Any) -> tuple[float, ...]:
        return tuple(float(points) + 2 for points in end.points)


def _peeking_view(self: Any, state: Any, seat: int | None) -> Any:
    """The toy's view, keeping the state it was made from where view_scores can read it."""
    self.peeked = state
    return _base(self).view(self, state, seat)


#: Hooks of a game that return the wrong thing, each with what the kit must say of it and the
#: kind of problem: scores None crashed the kit with a TypeError, a view as a dict with an
#: AttributeError, and a list of scores, a set of winners, a title 5 or an agent without
#: choose passed it, as teams that are no partition of the seats, utilities outside their
#: bounds, scores a view cannot know and search hooks without rewards did.
WRONG_HOOKS = {
    "scores_none": (
        {"scores": lambda self, state: None},
        r"\(game over\): scores\(state\) returned None, not a tuple of one int per seat",
        "end",
    ),
    "scores_list": (
        {"scores": lambda self, state: list(state.points)},
        r"scores\(state\) returned \[\d, \d\], a list, not a tuple of one int per seat",
        "end",
    ),
    "scores_floats": (
        {"scores": lambda self, state: tuple(map(float, state.points))},
        r"scores\(state\) returned \(\d\.0, \d\.0\), a tuple, not a tuple of one int per seat",
        "end",
    ),
    "winners_list": (
        {"winners": lambda self, state: list(_base(self).winners(self, state))},
        r"after 0 moves: winners\(state\) returned \[\], a list, not a tuple of the winning",
        "end",
    ),
    "winners_set_at_end": (
        {"winners": lambda self, state: set(_base(self).winners(self, state)) or ()},
        r"\(game over\): winners\(state\) returned \{\d.*\}, a set, not a tuple",
        "end",
    ),
    "view_dict": (
        {"view": lambda self, state, seat: {"player": seat}},
        r"view\(state, 0\) returned \{'player': 0\}, a dict, not a View \(the game's view_type\)",
        "view",
    ),
    "moves_from_view_list": (
        {
            "legal_moves_from_view": lambda self, view: list(
                _base(self).legal_moves_from_view(self, view)
            )
        },
        r"legal_moves_from_view\(view of player 0\) returned a list of 2 items, not a tuple",
        "view",
    ),
    "is_over_text": (
        {"is_over": lambda self, state: "yes" if _base(self).is_over(self, state) else "no"},
        r"is_over\(state\) returned the string 'no', not a bool",
        "turn",
    ),
    "invariants_none": (
        {"check_invariants": lambda self, state: None},
        r"check_invariants\(state\) returned None, not a list of the problems found \(str\)",
        "invariants",
    ),
    "render_none": (
        {"render": lambda self, obj: None},
        r"render\(the view of player 0\) returned None, not a str",
        "words",
    ),
    "candidates_none": (
        {"candidate_moves": lambda self, state, seat: None},
        r"candidate_moves\(state, 0\) returned None, not an iterable of moves",
        "moves",
    ),
    "new_game_dict": (
        {"new_game": lambda self, players, seed, options: {"players": players}},
        r"seed=0 players=2 setup: new_game returned \{'players': 2\}, a dict, not a State",
        "hook",
    ),
    "title_int": (
        {"title": 5},
        r"setup: the game's title is 5, an int, not a str \(Game.title",
        "hook",
    ),
    "default_players_out_of_range": (
        {"default_players": 7},
        r"setup: the game's default_players is 7, an int, not a number of seats from 2 to 3",
        "hook",
    ),
    "words_none": (
        {"words": None},
        r"the game's words is None, which has no in_language, no label, .* it keeps the Words "
        r"protocol",
        "words",
    ),
    "notation_none": (
        {"notation": None},
        r"the game's notation is None, which has no write, no aliases: it keeps the Notation",
        "notation",
    ),
    "agent_without_choose": (
        {"heuristic_agent": lambda self, seed=None: _NoChoice()},
        r"after 0 moves: heuristic_agent\(0\) returned <.*_NoChoice.*>, a _NoChoice, which "
        r"has no choose method",
        "hook",
    ),
    "agent_choosing_no_legal_move": (
        {"heuristic_agent": lambda self, seed=None: _Stubborn()},
        r"the heuristic agent's choose\(view, moves\) for player 0 returned PlayCard\(player=0, "
        r"card=99\), a PlayCard, not one of the 2 legal moves it was given",
        "hook",
    ),
    "agent_crashing": (
        {"heuristic_agent": lambda self, seed=None: _Crashing()},
        r"the heuristic agent's choose\(view, moves\) for player 0 raised KeyError: 'hand'",
        "hook",
    ),
    "teams_sharing_a_seat": (
        {"teams": lambda self, players: ((0, 1), (1,))},
        r"setup: teams\(2\) returned \(\(0, 1\), \(1,\)\), a tuple, not a tuple of teams, each "
        r"a tuple of seats, with each of the 2 seats in exactly one \(Game.teams",
        "hook",
    ),
    "teams_leaving_out_a_seat": (
        {"teams": lambda self, players: ((0,),)},
        r"setup: teams\(2\) returned \(\(0,\),\), a tuple, not a tuple of teams",
        "hook",
    ),
    "teams_list": (
        {"teams": lambda self, players: [(0,), (1,)]},
        r"setup: teams\(2\) returned \[\(0,\), \(1,\)\], a list, not a tuple of teams",
        "hook",
    ),
    "utilities_outside_bounds": (
        {"utilities": lambda self, state: (2.0,) * state.players},
        r"\(game over\): utilities\(state\) gives player 0 2\.0, outside "
        r"utility_bounds\(2, options\), \(-1\.0, 1\.0\)",
        "end",
    ),
    "utilities_of_one_seat": (
        {"utilities": lambda self, state: (0.0,)},
        r"\(game over\): utilities\(state\) returned \(0\.0,\), a tuple, not a tuple of one "
        r"number per seat \(2\)",
        "end",
    ),
    "utilities_not_adding_up": (
        {"utility_sum": lambda self, players, options: 1.0},
        r"\(game over\): utilities\(state\) \(.*\) add up to .*, not to "
        r"utility_sum\(2, options\), 1\.0",
        "end",
    ),
    "utility_bounds_reversed": (
        {"utility_bounds": lambda self, players, options: (1.0, -1.0)},
        r"\(game over\): utility_bounds\(2, options\) returned \(1\.0, -1\.0\), a tuple, not "
        r"a tuple of the least and the most utility of a seat",
        "end",
    ),
    "view_scores_list": (
        {"view_scores": lambda self, view: list(view.points)},
        r"after 0 moves: view_scores\(the view of player 0\) returned \[0, 0\], a list, not "
        r"None or a tuple of one int or None per seat \(2\)",
        "view",
    ),
    "view_scores_wrong": (
        {"view_scores": lambda self, view: tuple(points + 1 for points in view.points)},
        r"after 0 moves: view_scores\(the view of player 0\) gives player 0 the score 1, "
        r"scores\(state\) 0",
        "view",
    ),
    "view_scores_peeking": (
        {
            "view": _peeking_view,
            "scores": lambda self, state: tuple(sum(hand) for hand in state.hands),
            "view_scores": lambda self, view: self.scores(self.peeked),
        },
        r"view_scores\(the view of player \d\) shows player \d's score \d+, which player \d "
        r"cannot know: a state differing only in what player \d cannot see scores it \d+ \(a "
        r"score hidden from the viewer is None\)",
        "leak",
    ),
    "search_hooks_not_callable": (
        {"search_hooks": 5},
        r"setup: the game's search_hooks is 5, an int, not None or what makes the search hooks "
        r"\(tablegames.core.hooks.SearchHooks",
        "hook",
    ),
    "search_hooks_without_rewards": (
        {"search_hooks": _SearchWithoutRewards},
        r"setup: the game's search_hooks\(\) returned <.*_SearchWithoutRewards.*, a "
        r"_SearchWithoutRewards, which has no rewards: it keeps the SearchHooks protocol",
        "hook",
    ),
    "search_method_unknown": (
        {"search_hooks": _SearchGreedy},
        r"setup: the search hooks' method is the string 'greedy', not 'tree' or 'paired'",
        "hook",
    ),
    "search_segment_text": (
        {"search_hooks": _SearchSegmentText},
        r"setup: the search hooks' segment\(state\) returned the string 'round', not an int",
        "hook",
    ),
    "search_searched_none": (
        {"search_hooks": _SearchSearchedNone},
        r"setup: the search hooks' searched\(the legal moves of player 0\) returned None, not "
        r"a bool",
        "hook",
    ),
    "search_searchable_empty": (
        {"search_hooks": _SearchNothing},
        r"setup: the search hooks' searchable\(the legal moves of player 0\) returned \(\), "
        r"a tuple, not a tuple of some of the 2 moves it was given, never empty",
        "hook",
    ),
    "search_rewards_above_one": (
        {"search_hooks": _SearchRewardsPoints},
        r"\(game over\): the search hooks' rewards\(first state, end\) returned \(\d\.0, "
        r"\d\.0\), a tuple, not a tuple of one reward from 0 to 1 per seat \(2\)",
        "hook",
    ),
}


@pytest.mark.parametrize(("methods", "message", "kind"), WRONG_HOOKS.values(), ids=WRONG_HOOKS)
def test_the_kit_names_a_hook_that_returns_the_wrong_thing(
    request: pytest.FixtureRequest, methods: dict[str, Any], message: str, kind: str
) -> None:
    """Each hook the kit reads is checked where it is read: the error names the game, the
    seed, the player count and the move, carries the record so far, and says what the hook
    returned and what the contract asks."""
    name = f"toy_hook_{request.node.callspec.id}"
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(variant(name, **methods), seeds=range(2), players=2, every=1)
    assert info.value.kind == kind
    assert str(info.value).startswith(f"{name}: seed=0 players=2 ")
    if kind != "hook" or "agent" in request.node.callspec.id:
        assert info.value.game_record is not None
        assert info.value.game_record.game == name


def test_sound_teams_view_scores_utilities_and_search_hooks_pass() -> None:
    """The kit passes a game whose optional hooks keep their promises: one team of every
    seat, public scores, utilities adding up to their declared sum, and search hooks."""
    game = variant(
        "toy_optional_hooks",
        teams=lambda self, players: (tuple(range(players)),),
        view_scores=lambda self, view: view.points,
        utilities=lambda self, state: (0.0,) * state.players,
        utility_sum=lambda self, players, options: 0.0,
        search_hooks=_Search,
    )
    report = check_game(game, seeds=range(3), every=1)
    assert report.games == 6


def test_a_score_hidden_from_a_viewer_passes() -> None:
    """A view may hide a score (None): the viewer's own hand's sum is known to it, the other
    seats' are not; a spectator knows none."""

    def hidden(self: Any, view: Any) -> tuple[int | None, ...]:
        return tuple(
            sum(view.hand) if seat == view.player else None for seat in range(len(view.points))
        )

    game = variant(
        "toy_hidden_scores",
        scores=lambda self, state: tuple(sum(hand) for hand in state.hands),
        view_scores=hidden,
    )
    assert check_game(game, seeds=range(3), every=1).games == 6


def test_the_kit_checks_the_state_apply_returns_on_every_move() -> None:
    """Between the states it checks in full, the kit applies a move after each: a state that
    is no state (an apply that returns the state in a list after the first round) is named
    there, not met as an AttributeError inside the game's next hook."""

    def apply(self: Any, state: Any, move: Any) -> Any:
        after = _base(self).apply(self, state, move)
        return [after] if after.discards else after

    with pytest.raises(
        ConformanceError,
        match=r"after 1 moves: apply\(PlayCard\(player=1, card=\d\)\) returned a list of 1 "
        r"items, not a state",
    ) as info:
        check_game(variant("toy_apply_list", apply=apply), seeds=[0], players=2, sample=0)
    assert info.value.kind == "refused_legal"


def test_a_method_that_cannot_be_called_is_a_config_error_first() -> None:
    """register takes a game whose twin is None (only the protocol's stub is refused); the kit
    names it before playing, rather than raising "'NoneType' object is not callable"."""
    with pytest.raises(
        ConfigError,
        match=r"the game 'toy_twin_none': its scores is 3, twin is None, not methods: a game "
        r"defines every method of tablegames.Game that has no default",
    ):
        check_game(variant("toy_twin_none", twin=None, scores=3), seeds=[0])


def test_the_kit_checks_every_event_has_a_class_of_the_game() -> None:
    """An event class left out of event_types passed the kit, though to_json of such an event
    (the protocol's event document) raises NotAGameObjectError."""
    forgetful = variant(
        "toy_forgotten_event",
        event_types=property(lambda self: _base(self).event_types[:1]),
    )
    with pytest.raises(
        ConformanceError,
        match=r"after 0 moves: the state's log holds HandDealt\(player=0, cards=.*\), a "
        r"HandDealt, which is not one of the game's event_types \(CardPlayed\): its own "
        r"document \(to_json\(event\)\) cannot be written",
    ) as info:
        check_game(forgetful, seeds=[0], players=2)
    assert info.value.kind == "events"
    with pytest.raises(tablegames.NotAGameObjectError):
        tablegames.to_json(tablegames.new_game(forgetful.name, players=2, seed=0).events[0])


def test_the_kit_checks_that_an_event_loads_back_from_its_own_document() -> None:
    """Each event class's first event of a game goes through its own document, the protocol's
    ``event``, which checks its seats alone: an event naming seat -1 (a game's "nobody") is
    read back in a state but refused as an event, and passed the kit."""

    def apply(self: Any, state: Any, move: Any) -> Any:
        after = _base(self).apply(self, state, move)
        nobody = attrs.evolve(after.events[-1], player=-1)
        return attrs.evolve(after, events=(*after.events[:-1], nobody))

    game = variant("toy_event_document", apply=apply)
    with pytest.raises(
        ConformanceError,
        match=r"after 1 moves: the event CardPlayed\(player=-1, card=\d\) does not load back "
        r"from its own JSON: inconsistent toy_event_document event:\n.*\$\.data\.player: expected "
        r"a seat from 0 to 2, got -1",
    ) as info:
        check_game(game, seeds=[0], players=2, every=1)
    assert info.value.kind == "json"
    first = tablegames.new_game(game.name, players=2, seed=0)
    state = tablegames.apply(first, tablegames.legal_moves(first)[0])
    assert tablegames.from_json(tablegames.to_json(state)) == state
    with pytest.raises(FormatError, match=r"\$\.data\.player: expected a seat"):
        tablegames.from_json(tablegames.to_json(state.events[-1]))


def test_check_game_tells_how_to_check_a_copy_of_a_registered_game() -> None:
    """A game object whose name another object holds (an installed copy of the game being
    edited) is refused, as replacing it silently would surprise; the message says both ways
    out, and both work."""
    installed, edited = make_toy("toy_copy"), make_toy("toy_copy")
    tablegames.core.registry.register(installed)
    try:
        with pytest.raises(
            ConfigError,
            match=r"another Toy object is registered as the game 'toy_copy' \(an installed copy "
            r"of the game\?\), and check_game does not replace it: pass the name, "
            r"check_game\('toy_copy', \.\.\.\), to check the registered game, or register this "
            r"object in its place first, with "
            r"tablegames.core.registry.register\(game, replace=True\)",
        ):
            check_game(edited, seeds=[0])
        assert tablegames.GAMES["toy_copy"] is installed
        assert check_game("toy_copy", seeds=[0]).games == 2
        with pytest.raises(
            ConfigError,
            match=r"'toy_copy' is already registered: register\(game, replace=True\) puts this "
            "one in its place",
        ):
            tablegames.core.registry.register(edited)
        tablegames.core.registry.register(edited, replace=True)
        assert check_game(edited, seeds=[0]).games == 2
        assert tablegames.GAMES["toy_copy"] is edited
    finally:
        tablegames.core.registry.unregister("toy_copy")


def _case_id(request: pytest.FixtureRequest) -> str:
    """A name part of the parametrized case running, the same in every run: names made from
    ``hash()`` (salted per process) sometimes gave two cases one game name, and the second
    was refused as another game of that name."""
    return re.sub(r"\W", "_", request.node.callspec.id)


@pytest.mark.parametrize(
    ("translations", "kind", "message"),
    [
        ({"fr": "no_such_module_anywhere:FRENCH"}, "words", r"translation 'fr' cannot be used"),
        ({"fr_FR": "tablegames.aluette.words_fr:FRENCH"}, "words", r"is not a language tag"),
        ({"fr": "tablegames.aluette.words_fr:FRENCH"}, "words", r"translation 'fr' cannot be"),
        (["fr"], "hook", r"translations are \['fr'\], a list, not a mapping of language tags"),
    ],
    ids=["missing-module", "bad-tag", "another-games-words", "not-a-mapping"],
)
def test_a_translation_the_game_declares_is_checked_by_the_kit(
    request: pytest.FixtureRequest, translations: object, kind: str, message: str
) -> None:
    """A game's declared translation is made and checked by the kit, so that a broken one is
    found when the game is tested rather than when a player asks for it (``--lang``)."""
    broken = variant(f"toy_lang_{_case_id(request)}", translations=translations)
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(broken, seeds=[0], players=2)
    assert info.value.kind == kind
