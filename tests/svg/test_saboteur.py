"""What the Saboteur table shows: the maze, goals face down or up, legal cells, hands, tools."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree

import tablegames
from tablegames import saboteur
from tablegames.core.svg import svg_problems, text_width
from tablegames.core.text import seat_list
from tablegames.saboteur import BreakTool, Card, PlacePath, Rockfall, Tile, Tool, UseMap
from tablegames.saboteur.cards import ACTIONS, TUNNELS, Role
from tablegames.saboteur.svg import (
    _EARTH,
    _SAND,
    action_cards_svg,
    card_svg,
    cell_label,
    tunnel_cards_svg,
)
from tests.saboteur.helpers import arrange, play, row, tunnellers_game
from tests.svg import helpers
from tests.svg.helpers import SVG, all_text, parse, texts, with_class

EW = Card.TUNNEL_EW


def goal_words(root: object, cell: str) -> tuple[str | None, str]:
    """The face-up flag of the goal on ``cell`` and every word drawn or titled on it."""
    (goal,) = [e for e in with_class(root, "tg-goal") if e.get("data-cell") == cell]  # type: ignore[arg-type]
    return goal.get("data-face-up"), " ".join(goal.itertext())


def test_goals_lie_face_down_in_a_seat_view_and_face_up_once_revealed() -> None:
    """Saboteur rules §3 and §4: the goals are face down until a path reaches them."""
    before = arrange(tiles=row(0, 1, 6), goals=(Card.COAL_NE, Card.GOLD, Card.COAL_NW),
                     hands={0: [EW]})  # fmt: skip
    root = parse(tablegames.to_svg(before, 1))
    for cell in ("8,-2", "8,0", "8,2"):
        face_up, words = goal_words(root, cell)
        assert face_up == "false"
        assert "gold" not in words, words
        assert "coal" not in words, words
    # The state knows what lies there, and says so.
    _, words = goal_words(parse(tablegames.to_svg(before)), "8,0")
    assert "gold" in words
    after = play(before, PlacePath(0, EW, 7, 0))
    root = parse(tablegames.to_svg(after, 1))
    face_up, words = goal_words(root, "8,0")
    assert face_up == "true"
    assert "gold" in words
    assert goal_words(root, "8,2")[0] == "false"


def test_what_a_map_showed_is_drawn_for_its_seat_only() -> None:
    """Saboteur rules §5, ruling S-18: the map's result is private to the seat that used it."""
    state = arrange(tiles=row(0, 1, 7), goals=(Card.GOLD, Card.COAL_NW, Card.COAL_NE),
                    revealed={1: False}, hands={0: [Card.MAP]}, pile=0)  # fmt: skip
    after = play(state, UseMap(0, 8, -2))
    assert "your map showed gold" in goal_words(parse(tablegames.to_svg(after, 0)), "8,-2")[1]
    for seat in (1, 2, 3):
        assert "gold" not in goal_words(parse(tablegames.to_svg(after, seat)), "8,-2")[1]
    spectator = parse(tablegames.to_svg(tablegames.view(after, None)))
    assert "gold" not in goal_words(spectator, "8,-2")[1]


def test_the_legal_cells_are_highlighted_and_labelled() -> None:
    """Saboteur rules §4: exactly the cells where one of the viewer's path cards fits now."""
    state = saboteur.new_game(players=4, seed=7)
    seen = saboteur.view(state, 0)
    root = parse(tablegames.to_svg(seen))
    cells = {(m.x, m.y) for m in saboteur.legal_moves(state, 0) if isinstance(m, PlacePath)}
    assert cells
    legal = with_class(root, "tg-legal")
    marked = {e.get("data-cell") for e in legal if "tg-cell" in (e.get("class") or "")}
    assert marked == {cell_label(x, y) for x, y in cells}
    for element in legal:
        if "tg-cell" in (element.get("class") or ""):
            assert all_text(element) == element.get("data-cell")
    assert cell_label(3, -1) == "3,-1"
    # A seat that is not to act has no legal cell: the frontier is drawn, not highlighted.
    other = parse(tablegames.to_svg(state, 1))
    assert with_class(other, "tg-cell")
    assert not [e for e in with_class(other, "tg-cell") if "tg-legal" in e.get("class", "")]


def test_the_hand_broken_tools_and_role() -> None:
    state = arrange(hands={0: [Card.BROKEN_PICKAXE, Card.MAP, Card.TUNNEL_NE]})
    state = play(state, BreakTool(0, 2, Tool.PICKAXE))
    root = parse(tablegames.to_svg(state, 0))
    hand = [e.get("data-card") for e in with_class(root, "tg-hand")]
    assert hand == [str(c) for c in state.hands[0]]
    seats = {e.get("data-seat"): e for e in with_class(root, "tg-seat")}
    assert "broken pickaxe" in " ".join(seats["2"].itertext())
    assert "broken" not in " ".join(seats["1"].itertext())
    role = state.roles[0].name.lower()
    assert role in all_text(seats["0"])
    # The role cards of four players, one saboteur among them, in the singular.
    assert "Role cards: 4 miners, 1 saboteur, one set aside" in " ".join(texts(root))
    # Other seats' roles are never written in seat 0's picture.
    for seat in (1, 2, 3):
        assert not [
            t for t in seats[str(seat)].iter(f"{SVG}text") if t.text in ("miner", "saboteur")
        ]


def test_a_cell_emptied_by_a_rockfall_shows_the_rubble() -> None:
    tiles = [Tile(1, 0, EW), Tile(2, 0, Card.DEAD_END_EW)]
    state = arrange(tiles=tiles, hands={0: [Card.ROCKFALL]}, pile=0)
    root = parse(tablegames.to_svg(state, 0))
    targets = {e.get("data-cell") for e in with_class(root, "tg-rockfall-target")}
    assert targets == {"1,0", "2,0"}
    assert not with_class(root, "tg-rubble")
    after = play(state, Rockfall(0, 1, 0))
    root = parse(tablegames.to_svg(after, 2))
    rubble = with_class(root, "tg-rubble")
    assert len(rubble) == 1
    (cell,) = [e for e in with_class(root, "tg-cell") if e.get("data-cell") == "1,0"]
    assert rubble[0] in list(cell.iter())


def test_single_cards_and_the_catalogue() -> None:
    assert not svg_problems(card_svg(Card.DEAD_END_NES))
    assert not svg_problems(card_svg(Card.TUNNEL_NE, rotated=True))
    tunnels = tunnel_cards_svg()
    assert not svg_problems(tunnels)
    drawn = {e.get("data-card") for e in with_class(parse(tunnels), "tg-card")}
    assert {str(spec.card) for spec in TUNNELS} <= drawn
    assert {"start", "gold", "coal NE", "coal NW"} <= drawn
    actions = action_cards_svg()
    assert not svg_problems(actions)
    drawn = {e.get("data-card") for e in with_class(parse(actions), "tg-card")}
    assert drawn == {str(spec.card) for spec in ACTIONS}


def test_the_game_over_line_names_the_viewer_you() -> None:
    """Saboteur rules §7.4: most nuggets wins, ties share first place. The headline lists the
    winners from 1, and the viewer among them as "you"."""
    finished = [s for s in helpers.positions("saboteur", 24, seed=2) if saboteur.is_over(s)]
    assert finished
    for state in finished:
        totals = saboteur.scores(state)
        won = [seat for seat, total in enumerate(totals) if total == max(totals)]
        for seat in range(state.players):
            headline = texts(parse(tablegames.to_svg(state, seat)))[1]
            assert headline.startswith(f"Game over: {seat_list(won, seat)} won with "), headline
            assert headline.startswith("Game over: you") == (seat in won)
        spectator = texts(parse(tablegames.to_svg(tablegames.view(state, None))))[1]
        assert spectator.startswith(f"Game over: {seat_list(won, None)} won")


def test_the_gold_panel_speaks_to_the_chooser_and_the_finder() -> None:
    """Saboteur rules §7.1: the finder takes a gold card first, then the miners in turn. The seat
    choosing reads "you choose one", the others "seat N chooses one"; a round's result names
    its finder, "you" in the finder's own picture."""
    chosen = finders = 0
    for seed in range(6):
        for state in tunnellers_game(4, seed):
            if state.phase is not saboteur.Phase.CHOOSE_GOLD:
                continue
            chooser = state.to_act
            assert chooser is not None
            for seat in range(state.players):
                words = all_text(parse(tablegames.to_svg(state, seat)))
                expected = "you choose one" if seat == chooser else f"seat {chooser + 1} chooses"
                assert expected in words, (seat, words)
                found = [r.finder for r in state.results if r.finder is not None]
                for finder in found:
                    named = "you found it" if finder == seat else f"seat {finder + 1} found it"
                    assert named in words
                    finders += 1
            chosen += 1
    assert chosen, "no gold was chosen in these games: the check did not bite"
    assert finders, "no finder of an earlier round was shown: the check did not bite"


#: The words of a role badge.
ROLE_WORDS = {role.name.lower() for role in Role}


def roles_written(picture: str) -> tuple[dict[int, list[str]], int]:
    """The role words written in each seat's row of a picture, and in the whole picture."""
    root = parse(picture)
    rows = {
        int(row.get("data-seat", "")): [t for t in texts(row) if t in ROLE_WORDS]
        for row in with_class(root, "tg-seat")
    }
    return rows, sum(t in ROLE_WORDS for t in texts(root))


def test_every_role_is_shown_once_the_round_has_ended() -> None:
    """Saboteur rules §7 (at round end all role cards are turned over): while the miners choose
    their gold and at the game's end, each seat's picture (a spectator's too) writes every
    seat's role for the round just ended beside it, from the view's result of that round; the
    seats panel showed the viewer's own role alone, and who the saboteurs were was in the log
    only. While a round is played, the next round's first turn included (the view carries the
    roles of the round before), a seat's picture writes no role but its own (ruling S-28:
    own role only), a spectator's none."""
    ended = played = 0
    for seed in range(2):
        states = tunnellers_game(4, seed)
        for number, state in enumerate(states):
            after_a_round = number and states[number - 1].round != state.round
            if state.phase is saboteur.Phase.PLAY and not after_a_round and number % 40:
                continue
            for seat in (*range(state.players), None):
                view = tablegames.view(state, seat)
                rows, anywhere = roles_written(tablegames.to_svg(view))
                if state.phase is saboteur.Phase.PLAY:
                    own = state.roles[seat].name.lower() if seat is not None else None
                    assert rows == {s: [own] if s == seat else [] for s in range(4)}
                    # Beside the seat and in its hand panel: nowhere else.
                    assert anywhere == (0 if seat is None else 2)
                    played += 1
                else:
                    (result,) = [r for r in view.results if r.round == state.round]
                    assert result.roles == state.roles
                    assert rows == {s: [role.name.lower()] for s, role in enumerate(state.roles)}
                    ended += 1
    assert ended, "no round's end was drawn: the check did not bite"
    assert played, "no round in play was drawn: the check did not bite"


def row_boxes(seat_row: ElementTree.Element) -> list[tuple[str, float, float, float, float]]:
    """What a seat's row draws, each as (what, left, top, right, bottom): its texts (by the
    kit's width estimate), its badges and broken tools (their frames) and the gold nugget. The
    row's own background, its first child, is left out."""
    boxes = []
    for child in list(seat_row)[1:]:
        tag = child.tag.removeprefix(SVG)
        if tag == "text":
            size = float(child.get("font-size", 0))
            words = "".join(child.itertext())
            width = text_width(words, size)
            x, y = float(child.get("x", 0)), float(child.get("y", 0))
            left = {"middle": x - width / 2, "end": x - width}.get(child.get("text-anchor", ""), x)
            boxes.append((words, left, y - size * 0.8, left + width, y + size * 0.2))
        elif tag == "g" and (frame := child.find(f"{SVG}rect")) is not None:
            x, y = float(frame.get("x", 0)), float(frame.get("y", 0))
            w, h = float(frame.get("width", 0)), float(frame.get("height", 0))
            boxes.append(("".join(child.itertext()) or "a frame", x, y, x + w, y + h))
        elif tag == "polygon":
            points = [tuple(map(float, p.split(","))) for p in child.get("points", "").split()]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            boxes.append(("the nugget", min(xs), min(ys), max(xs), max(ys)))
    return boxes


def test_nothing_in_a_seats_row_covers_anything_else() -> None:
    """The fullest row there can be: "Seat 10 · you", a saboteur to act with all three tools
    broken (Saboteur rules §5: one card of each type) and 12 nuggets; its name, role, tools,
    gold and "to act" each stand clear of the others (the nugget once covered the third tool),
    inside the row, and so do a state picture's small cards of every hand (they hung below it,
    their names spilling over one another)."""
    state = arrange(
        players=10,
        roles=[Role.MINER] * 6 + [Role.SABOTEUR] * 4,
        broken={9: [Tool.PICKAXE, Tool.LANTERN, Tool.CART], 0: [Tool.PICKAXE]},
        gold={9: [3, 3, 3, 3]},
        to_act=9,
    )
    pictures = [tablegames.to_svg(tablegames.view(state, seat)) for seat in (9, 0, None)]
    pictures.append(tablegames.to_svg(state))  # every hand, as small cards in each row
    for picture in pictures:
        for seat_row in with_class(parse(picture), "tg-seat"):
            background = seat_row.find(f"{SVG}rect")
            assert background is not None
            top = float(background.get("y", 0))
            bottom = top + float(background.get("height", 0))
            boxes = row_boxes(seat_row)
            inside = [box for box in boxes if top <= box[2] and box[4] <= bottom]
            assert inside == boxes, (seat_row.get("data-seat"), set(boxes) - set(inside))
            for i, one in enumerate(boxes):
                for other in boxes[i + 1 :]:
                    apart = (
                        one[3] <= other[1] or other[3] <= one[1]
                        or one[4] <= other[2] or other[4] <= one[2]
                    )  # fmt: skip
                    assert apart, (seat_row.get("data-seat"), one, other)
    small = [
        c for r in with_class(parse(pictures[-1]), "tg-seat") for c in with_class(r, "tg-card")
    ]
    assert small, "the state picture drew no hand: the check did not bite"
    assert not [c.get("data-card") for c in small if c.find(f".//{SVG}text") is not None]
    fullest = row_boxes(with_class(parse(tablegames.to_svg(state, 9)), "tg-seat")[9])
    drawn = {box[0] for box in fullest}
    assert {"Seat 10 · you", "saboteur", "12", "the nugget", "to act"} <= drawn
    assert sum(box[0].startswith("broken") for box in fullest) == 3


def _sand_sides(tile: ElementTree.Element) -> set[str]:
    """The edges of a maze card that its sand bands (its tunnels) reach: N, E, S, W."""
    rects = list(tile.iter(f"{SVG}rect"))
    frame = next(r for r in rects if r.get("fill") == _EARTH)
    x, y = float(frame.get("x", 0)), float(frame.get("y", 0))
    w, h = float(frame.get("width", 0)), float(frame.get("height", 0))
    sides = set()
    for band in (r for r in rects if r.get("fill") == _SAND):
        bx, by = float(band.get("x", 0)), float(band.get("y", 0))
        bw, bh = float(band.get("width", 0)), float(band.get("height", 0))
        near = [abs(by - y) < 0.5, abs(bx + bw - x - w) < 0.5, abs(by + bh - y - h) < 0.5]
        sides |= {side for side, touches in zip("NES", near, strict=True) if touches}
        sides |= {"W"} if abs(bx - x) < 0.5 else set()
    return sides


def test_a_card_placed_turned_is_drawn_turned_on_the_maze() -> None:
    """Saboteur rules §4: a path card may be placed turned by 180 degrees (N and S swap, E and
    W swap). The maze draws it as it lies: a tunnel NE placed turned at 1,0 opens to the
    south and the west (toward the start), and its title says it is turned."""
    state = arrange(tiles=[Tile(1, 0, Card.TUNNEL_NE, rotated=True)], hands={0: [EW]})
    for picture in (tablegames.to_svg(state), tablegames.to_svg(state, 1)):
        (tile,) = [e for e in with_class(parse(picture), "tg-tile") if e.get("data-cell") == "1,0"]
        assert _sand_sides(tile) == {"S", "W"}
        assert "tunnel NE (turned) at 1,0" in "".join(tile.itertext())
    start = next(e for e in with_class(parse(tablegames.to_svg(state)), "tg-tile"))
    assert _sand_sides(start) == {"N", "E", "S", "W"}


def _agrees(move: dict[str, object], match: str) -> bool:
    """Whether a move agrees with one of a ``data-match``'s partial moves (as the page reads
    it: every field the partial move gives has the move's value)."""
    return any(all(move.get(k) == v for k, v in p.items()) for p in json.loads(match))


def test_a_path_card_that_fits_turned_has_a_turned_copy_to_choose() -> None:
    """Saboteur rules §4: a card may be placed as printed or turned. Each path card in hand that
    fits somewhere turned is drawn a second time beside it, turned (``tg-turned``, its
    ``data-card`` "<card> turned"): the turned copy stands for the moves that place the card
    turned, the card itself for those that place it as printed and its discard, so the cells
    lit for each are the places it fits that way. Before, the picture showed a card only as
    printed and lit every cell it fits either way."""
    state = saboteur.new_game(players=3, seed=5)
    moves = [tablegames.to_dict(m)["data"] for m in saboteur.legal_moves(state, 0)]
    root = parse(tablegames.to_svg(state, 0))
    copies = {e.get("data-card"): e for e in with_class(root, "tg-turned")}
    fits_turned = {m["card"] for m in moves if m["type"] == "place_path" and m["rotated"]}
    assert fits_turned  # the check bites
    assert set(copies) == {f"{card} turned" for card in fits_turned}
    hand = {e.get("data-card"): e for e in with_class(root, "tg-hand")}
    for card in fits_turned:
        copy = copies[f"{card} turned"]
        assert "tg-legal" in copy.get("class", "").split()
        assert "".join(copy.itertext()) == f"{card} (turned)"
        mine = [m for m in moves if _agrees(m, copy.get("data-match", "[]"))]
        assert mine == [m for m in moves if m.get("card") == card and m.get("rotated")]
        printed = [m for m in moves if _agrees(m, hand[card].get("data-match", "[]"))]
        assert printed == [
            m for m in moves if m.get("card") == card and not m.get("rotated", False)
        ]
        assert {m["type"] for m in printed} == {"place_path", "discard"}
    # The hand still lists the cards held, each once, in order.
    assert [e.get("data-card") for e in with_class(root, "tg-hand")] == [
        str(c) for c in state.hands[0]
    ]
    # Another seat's picture has no turned copy: it holds no move.
    assert not with_class(parse(tablegames.to_svg(state, 1)), "tg-turned")


def test_the_game_over_banner_keeps_within_the_maze_in_every_language() -> None:
    """The result's banner under the maze takes a line for each line the result needs within
    the maze's width: with six winners of ten seats it was one line wider than the picture,
    over the gold panel ("Game over: you, seat 3, seat 4, seat 6, seat 8 and seat 10 won with
    3 nuggets"), and longer in French."""
    import random

    from tablegames.core.svgkit import HIGHLIGHT
    from tablegames.saboteur.svg import _MAZE_W

    lines = []
    for seed in range(4):
        state = tablegames.new_game("saboteur", players=10, seed=seed)
        rng = random.Random(seed)
        while (seat := tablegames.current_player(state)) is not None:
            state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state, seat)))
        for language in (None, "fr"):
            root = parse(tablegames.to_svg(state, 0, language=language))
            banner = [e for e in root.iter(f"{SVG}rect") if e.get("fill") == HIGHLIGHT]
            banner = [e for e in banner if float(e.get("height", "0")) == 30]
            assert banner, "the game over has its banner"
            lines.append(len(banner))
            for badge in banner:
                x, width = float(badge.get("x", "0")), float(badge.get("width", "0"))
                assert x >= 16, (seed, language, x)
                assert x + width <= 16 + _MAZE_W, (seed, language, x + width)
    assert max(lines) > 1  # a result that needs more than a line was met


def test_the_last_moves_mark_on_the_maze_is_drawn_over_every_card() -> None:
    """The mark of a path placed or cleared is the maze's last part: its tag, wider than a
    cell, lay under the cards drawn after it ("last mov", French "dernier cou")."""
    import random

    marks = 0
    for seed in range(3):
        state = tablegames.new_game("saboteur", players=4, seed=seed)
        rng = random.Random(seed)
        for _ in range(40):
            seat = tablegames.current_player(state)
            if seat is None:
                break
            state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state, seat)))
            root = parse(tablegames.to_svg(state, 0, last_move=True))
            (maze,) = with_class(root, "tg-maze")
            inside = [part for part in maze if "tg-last-move" in (part.get("class") or "")]
            if inside:
                marks += 1
                assert maze[-1] is inside[0]
    assert marks > 10
