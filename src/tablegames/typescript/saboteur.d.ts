// Generated from the tablegames JSON Schemas (format version 2) by
// `python -m tablegames.core.schema`. Do not edit: a test regenerates this file.

/** A tablegames saboteur state document, format version 2. */
export interface SaboteurStateDocument {
  format: "tablegames";
  version: 2;
  game: "saboteur";
  kind: "state";
  data: SaboteurState;
}

/** A tablegames saboteur view document, format version 2. */
export interface SaboteurViewDocument {
  format: "tablegames";
  version: 2;
  game: "saboteur";
  kind: "view";
  data: SaboteurView;
  /** The viewer's legal moves, in the game's order (to_dict with_moves), each with its group and label. */
  moves?: SaboteurLabelledMove[];
  /** Each seat's score as the viewer may know it, null where it is hidden from the viewer (to_dict with_scores; only for a game whose views give scores). */
  scores?: (number | null)[];
  /** The version of the state the view shows, or the move was chosen at: the moves applied so far (to_dict state_version). */
  state_version?: number;
}

/** A tablegames saboteur move document, format version 2. */
export interface SaboteurMoveDocument {
  format: "tablegames";
  version: 2;
  game: "saboteur";
  kind: "move";
  data: SaboteurMove | SaboteurSentMove;
  /** The version of the state the view shows, or the move was chosen at: the moves applied so far (to_dict state_version). */
  state_version?: number;
}

/** A tablegames saboteur record document, format version 2. */
export interface SaboteurRecordDocument {
  format: "tablegames";
  version: 2;
  game: "saboteur";
  kind: "record";
  data: {
    game: "saboteur";
    players: number;
    seed: number;
    options: SaboteurOptions;
    moves: SaboteurMove[];
  };
}

/** A tablegames saboteur moves document, format version 2. */
export interface SaboteurMovesDocument {
  format: "tablegames";
  version: 2;
  game: "saboteur";
  kind: "moves";
  data: SaboteurLabelledMove[];
}

/** A tablegames saboteur error document, format version 2. */
export interface SaboteurErrorDocument {
  format: "tablegames";
  version: 2;
  game: "saboteur";
  kind: "error";
  /** Why a request was refused. */
  data: {
    /** The stable dotted code of the reason. */
    code: string;
    /** A sentence a player understands. */
    message: string;
    /** The move refused, or null. */
    move: null | SaboteurMove;
    /** The facts the message names, by the names a translation's words for the code use (written only when there are any); what each is depends on the code. */
    fields?: Record<string, SaboteurRefusalFact>;
  };
}

/** A tablegames saboteur event document, format version 2. */
export interface SaboteurEventDocument {
  format: "tablegames";
  version: 2;
  game: "saboteur";
  kind: "event";
  data: SaboteurToldEvent;
}

/** Any saboteur document. */
export type SaboteurDocument =
  | SaboteurStateDocument
  | SaboteurViewDocument
  | SaboteurMoveDocument
  | SaboteurRecordDocument
  | SaboteurMovesDocument
  | SaboteurErrorDocument
  | SaboteurEventDocument;

/** A view document of saboteur as the game server sends it: its moves and its state_version are always there. */
export type SaboteurServerViewDocument = Omit<SaboteurViewDocument, "state_version"> &
  Required<Pick<SaboteurViewDocument, "moves">> & {
    /** The viewer's own version of the game: one more per change of its view, not the moves applied. A move sent to the server carries the version it was chosen at. */
    state_version: number;
  };

/** Every error code known to this version for saboteur (see the protocol reference). An error document's code is typed string: a newer server may send new codes. */
export type SaboteurErrorCode =
  | "saboteur.card.not_a_path"
  | "saboteur.card.not_a_repair"
  | "saboteur.card.not_in_hand"
  | "saboteur.game.over"
  | "saboteur.gold.not_offered"
  | "saboteur.map.not_a_goal"
  | "saboteur.map.revealed"
  | "saboteur.path.broken_tool"
  | "saboteur.path.mismatch"
  | "saboteur.path.not_adjacent"
  | "saboteur.path.not_connected"
  | "saboteur.path.occupied"
  | "saboteur.path.symmetric"
  | "saboteur.phase.wrong_move"
  | "saboteur.repair.not_broken"
  | "saboteur.repair.wrong_tool"
  | "saboteur.rockfall.empty"
  | "saboteur.rockfall.goal"
  | "saboteur.rockfall.start"
  | "saboteur.seat.unknown"
  | "saboteur.target.unknown"
  | "saboteur.tool.already_broken"
  | "saboteur.tool.self"
  | "saboteur.turn.not_yours"
  | "core.config.invalid"
  | "core.error.other"
  | "core.format.invalid"
  | "core.move.invalid"
  | "core.move.not_your_seat"
  | "core.move.stale"
  | "core.move.wrong_game"
  | "core.notation.ambiguous"
  | "core.notation.unknown"
  | "core.object.invalid"
  | "core.seat.invalid";

/** Play a broken-tool card on a seat: `target` may not place path cards until repaired. */
export interface BreakTool {
  type: "break_tool";
  player: number;
  target: number;
  tool: Tool;
}

export type Card =
  | "tunnel NS"
  | "tunnel EW"
  | "tunnel NE"
  | "tunnel NW"
  | "tunnel NES"
  | "tunnel NEW"
  | "tunnel NESW"
  | "dead end N"
  | "dead end E"
  | "dead end NS"
  | "dead end EW"
  | "dead end NE"
  | "dead end NW"
  | "dead end NES"
  | "dead end NEW"
  | "dead end NESW"
  | "broken pickaxe"
  | "broken lantern"
  | "broken cart"
  | "repair pickaxe"
  | "repair lantern"
  | "repair cart"
  | "repair pickaxe/lantern"
  | "repair pickaxe/cart"
  | "repair lantern/cart"
  | "rockfall"
  | "map"
  | "start"
  | "gold"
  | "coal NE"
  | "coal NW";

/** A seat discarded a card face down (which card stays secret). */
export interface CardDiscarded {
  type: "card_discarded";
  player: number;
}

/** A seat drew the top card of the draw pile. */
export interface CardDrawn {
  type: "card_drawn";
  player: number;
  card?: Card | null;
}

/** The miners found the gold: take one gold card of this `value` from the stack. */
export interface ChooseGold {
  type: "choose_gold";
  player: number;
  value: number;
}

/** Pass: discard a card face down (any card, at any time). */
export interface Discard {
  type: "discard";
  player: number;
  card: Card;
}

/** The game ended: every seat's nuggets are shown; `winners` have the most. */
export interface GameEnded {
  type: "game_ended";
  totals: number[];
  winners: number[];
}

/** A goal card on its cell: face down until reached; a revealed coal card is turned to fit. */
export interface Goal {
  x: number;
  y: number;
  card: Card;
  face_up?: boolean;
  rotated?: boolean;
}

/** A map was used to look at the goal at `(x, y)` (what was seen stays secret). */
export interface GoalInspected {
  type: "goal_inspected";
  player: number;
  x: number;
  y: number;
}

/** A goal was reached and turned over (a coal card turned to fit); `player` reached it. */
export interface GoalRevealed {
  type: "goal_revealed";
  player: number;
  x: number;
  y: number;
  card: Card;
  rotated: boolean;
}

/** Private: what your map showed. */
export interface GoalSeen {
  type: "goal_seen";
  player: number;
  x: number;
  y: number;
  card: Card;
}

/** What the viewer's map showed of a goal still face down. */
export interface GoalSighting {
  x: number;
  y: number;
  card: Card;
}

/** A goal cell as a seat sees it: `card` is `None` while the goal lies face down. */
export interface GoalView {
  x: number;
  y: number;
  card: Card | null;
  face_up: boolean;
  rotated: boolean;
}

/** A seat took one gold card from the stack (its value stays secret). */
export interface GoldChosen {
  type: "gold_chosen";
  player: number;
}

export type GoldDistribution = "seed" | "official";

/** The miners won: `count` gold cards were drawn face down to be chosen among them. */
export interface GoldDrawn {
  type: "gold_drawn";
  count: number;
}

/** Private: the gold cards you received (values), chosen or paid to you. */
export interface GoldReceived {
  type: "gold_received";
  player: number;
  values: number[];
}

/** Private: the cards you were dealt. */
export interface HandDealt {
  type: "hand_dealt";
  player: number;
  cards: Card[];
}

/** Play a broken-tool card on a seat: `target` may not place path cards until repaired. */
export interface LabelledBreakTool {
  type: "break_tool";
  player: number;
  target: number;
  tool: Tool;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** The miners found the gold: take one gold card of this `value` from the stack. */
export interface LabelledChooseGold {
  type: "choose_gold";
  player: number;
  value: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Pass: discard a card face down (any card, at any time). */
export interface LabelledDiscard {
  type: "discard";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Place a tunnel card from your hand on the empty cell `(x, y)` (rules §4). */
export interface LabelledPlacePath {
  type: "place_path";
  player: number;
  card: Card;
  x: number;
  y: number;
  rotated?: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Play a repair `card` to repair one broken `tool` in front of `target`. */
export interface LabelledRepairTool {
  type: "repair_tool";
  player: number;
  card: Card;
  target: number;
  tool: Tool;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Play a rockfall to clear the path card at `(x, y)` (never the start or a goal). */
export interface LabelledRockfall {
  type: "rockfall";
  player: number;
  x: number;
  y: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Play a map to look secretly at the face-down goal card at `(x, y)`. */
export interface LabelledUseMap {
  type: "use_map";
  player: number;
  x: number;
  y: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

export type NextStarter = "last_path_player" | "left_of_last_player";

/** Private: the card you discarded. */
export interface OwnCardDiscarded {
  type: "own_card_discarded";
  player: number;
  card: Card;
}

/** Private: the card you drew. */
export interface OwnCardDrawn {
  type: "own_card_drawn";
  player: number;
  card: Card;
}

export type PassDirection = "left" | "right";

/** A rockfall removed the path card at `(x, y)`. */
export interface PathCleared {
  type: "path_cleared";
  player: number;
  x: number;
  y: number;
  card: Card;
}

/** A path card was placed on the maze. */
export interface PathPlaced {
  type: "path_placed";
  player: number;
  card: Card;
  x: number;
  y: number;
  rotated: boolean;
}

export type Phase = "play" | "choose_gold" | "over";

/** Place a tunnel card from your hand on the empty cell `(x, y)` (rules §4). */
export interface PlacePath {
  type: "place_path";
  player: number;
  card: Card;
  x: number;
  y: number;
  rotated?: boolean;
}

/** Play a repair `card` to repair one broken `tool` in front of `target`. */
export interface RepairTool {
  type: "repair_tool";
  player: number;
  card: Card;
  target: number;
  tool: Tool;
}

/** Play a rockfall to clear the path card at `(x, y)` (never the start or a goal). */
export interface Rockfall {
  type: "rockfall";
  player: number;
  x: number;
  y: number;
}

export type Role = "miner" | "saboteur";

/** Private: your role for this round. */
export interface RoleDealt {
  type: "role_dealt";
  player: number;
  role: Role;
}

/** A round ended and every role card was turned over. */
export interface RoundEnded {
  type: "round_ended";
  round: number;
  winner: Team | null;
  roles: Role[];
  set_aside: Role;
  finder: number | null;
  nuggets: number;
}

/** How a round ended (public once it has ended; see :class:`~.events.RoundEnded`). */
export interface RoundResult {
  round: number;
  winner: Team | null;
  roles: Role[];
  set_aside: Role;
  finder: number | null;
  nuggets: number;
}

/** A round began: new roles, goals and hands; `first_player` plays first. */
export interface RoundStarted {
  type: "round_started";
  round: number;
  first_player: number;
}

export type SaboteurEvent =
  | RoundStarted
  | RoleDealt
  | HandDealt
  | PathPlaced
  | GoalRevealed
  | ToolBroken
  | ToolRepaired
  | PathCleared
  | GoalInspected
  | GoalSeen
  | CardDiscarded
  | OwnCardDiscarded
  | CardDrawn
  | OwnCardDrawn
  | TurnSkipped
  | RoundEnded
  | GoldDrawn
  | GoldChosen
  | GoldReceived
  | GameEnded;

export type SaboteurLabelledMove =
  | LabelledPlacePath
  | LabelledBreakTool
  | LabelledRepairTool
  | LabelledRockfall
  | LabelledUseMap
  | LabelledDiscard
  | LabelledChooseGold;

export type SaboteurMove =
  | PlacePath
  | BreakTool
  | RepairTool
  | Rockfall
  | UseMap
  | Discard
  | ChooseGold;

/** Every rule variant of Saboteur; the defaults are the rulings of the Saboteur page. */
export interface SaboteurOptions {
  first_player?: number;
  gold_distribution?: GoldDistribution;
  gold_pass_direction?: PassDirection;
  next_round_starter?: NextStarter;
  break_own_tools?: boolean;
  open_draw_pile?: boolean;
}

/** A fact a refusal's message names: a number, a seat (from 0), a game's value as the game's documents write it (a card's name, a cell as [x, y]). */
export type SaboteurRefusalFact =
  | SaboteurRefusalScalar
  | SaboteurRefusalScalar[]
  | Record<string, SaboteurRefusalScalar>;

/** A fact of a refusal, or an item of one. */
export type SaboteurRefusalScalar = null | boolean | number | string;

export type SaboteurSentMove =
  | SentPlacePath
  | SentBreakTool
  | SentRepairTool
  | SentRockfall
  | SentUseMap
  | SentDiscard
  | SentChooseGold;

/** A whole game of Saboteur at one moment, secrets included (keep it on the server). */
export interface SaboteurState {
  players: number;
  seed: number;
  options: SaboteurOptions;
  history: SaboteurMove[];
  events: SaboteurEvent[];
  round: number;
  phase: Phase;
  to_act: number | null;
  roles: Role[];
  set_aside: Role;
  hands: Card[][];
  draw_pile: Card[];
  discard_pile: Card[];
  hidden_discards: Card[][];
  board: Tile[];
  goals: Goal[];
  broken: Tool[][];
  peeks: number[][];
  last_player: number | null;
  last_path_player: number | null;
  gold_deck: number[];
  gold: number[][];
  gold_stack: number[];
  results: RoundResult[];
}

export type SaboteurToldEvent =
  | ToldRoundStarted
  | ToldRoleDealt
  | ToldHandDealt
  | ToldPathPlaced
  | ToldGoalRevealed
  | ToldToolBroken
  | ToldToolRepaired
  | ToldPathCleared
  | ToldGoalInspected
  | ToldGoalSeen
  | ToldCardDiscarded
  | ToldOwnCardDiscarded
  | ToldCardDrawn
  | ToldOwnCardDrawn
  | ToldTurnSkipped
  | ToldRoundEnded
  | ToldGoldDrawn
  | ToldGoldChosen
  | ToldGoldReceived
  | ToldGameEnded;

/** What one seat (or a spectator, `player=None`) may see of a Saboteur game. */
export interface SaboteurView {
  player: number | null;
  options: SaboteurOptions;
  round: number;
  phase: Phase;
  to_act: number | null;
  role: Role | null;
  hand: Card[];
  map_knowledge: GoalSighting[];
  board: Tile[];
  goals: GoalView[];
  broken: Tool[][];
  hand_sizes: number[];
  draw_pile_size: number;
  draw_pile_top: Card | null;
  discard_count: number;
  last_player: number | null;
  last_path_player: number | null;
  gold: number[];
  gold_offer: number[];
  gold_stack_size: number;
  gold_deck_size: number;
  gold_totals: number[] | null;
  results: RoundResult[];
  events: SaboteurToldEvent[];
}

/** Play a broken-tool card on a seat: `target` may not place path cards until repaired. */
export interface SentBreakTool {
  type: "break_tool";
  player: number;
  target: number;
  tool: Tool;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** The miners found the gold: take one gold card of this `value` from the stack. */
export interface SentChooseGold {
  type: "choose_gold";
  player: number;
  value: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Pass: discard a card face down (any card, at any time). */
export interface SentDiscard {
  type: "discard";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Place a tunnel card from your hand on the empty cell `(x, y)` (rules §4). */
export interface SentPlacePath {
  type: "place_path";
  player: number;
  card: Card;
  x: number;
  y: number;
  rotated?: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Play a repair `card` to repair one broken `tool` in front of `target`. */
export interface SentRepairTool {
  type: "repair_tool";
  player: number;
  card: Card;
  target: number;
  tool: Tool;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Play a rockfall to clear the path card at `(x, y)` (never the start or a goal). */
export interface SentRockfall {
  type: "rockfall";
  player: number;
  x: number;
  y: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Play a map to look secretly at the face-down goal card at `(x, y)`. */
export interface SentUseMap {
  type: "use_map";
  player: number;
  x: number;
  y: number;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

export type Team = "miners" | "saboteurs";

/** A path card lying on the maze: the start card or a tunnel card. */
export interface Tile {
  x: number;
  y: number;
  card: Card;
  rotated?: boolean;
}

/** A seat discarded a card face down (which card stays secret). */
export interface ToldCardDiscarded {
  type: "card_discarded";
  player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat drew the top card of the draw pile. */
export interface ToldCardDrawn {
  type: "card_drawn";
  player: number;
  card?: Card | null;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** The game ended: every seat's nuggets are shown; `winners` have the most. */
export interface ToldGameEnded {
  type: "game_ended";
  totals: number[];
  winners: number[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A map was used to look at the goal at `(x, y)` (what was seen stays secret). */
export interface ToldGoalInspected {
  type: "goal_inspected";
  player: number;
  x: number;
  y: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A goal was reached and turned over (a coal card turned to fit); `player` reached it. */
export interface ToldGoalRevealed {
  type: "goal_revealed";
  player: number;
  x: number;
  y: number;
  card: Card;
  rotated: boolean;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: what your map showed. */
export interface ToldGoalSeen {
  type: "goal_seen";
  player: number;
  x: number;
  y: number;
  card: Card;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat took one gold card from the stack (its value stays secret). */
export interface ToldGoldChosen {
  type: "gold_chosen";
  player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** The miners won: `count` gold cards were drawn face down to be chosen among them. */
export interface ToldGoldDrawn {
  type: "gold_drawn";
  count: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: the gold cards you received (values), chosen or paid to you. */
export interface ToldGoldReceived {
  type: "gold_received";
  player: number;
  values: number[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: the cards you were dealt. */
export interface ToldHandDealt {
  type: "hand_dealt";
  player: number;
  cards: Card[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: the card you discarded. */
export interface ToldOwnCardDiscarded {
  type: "own_card_discarded";
  player: number;
  card: Card;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: the card you drew. */
export interface ToldOwnCardDrawn {
  type: "own_card_drawn";
  player: number;
  card: Card;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A rockfall removed the path card at `(x, y)`. */
export interface ToldPathCleared {
  type: "path_cleared";
  player: number;
  x: number;
  y: number;
  card: Card;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A path card was placed on the maze. */
export interface ToldPathPlaced {
  type: "path_placed";
  player: number;
  card: Card;
  x: number;
  y: number;
  rotated: boolean;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: your role for this round. */
export interface ToldRoleDealt {
  type: "role_dealt";
  player: number;
  role: Role;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A round ended and every role card was turned over. */
export interface ToldRoundEnded {
  type: "round_ended";
  round: number;
  winner: Team | null;
  roles: Role[];
  set_aside: Role;
  finder: number | null;
  nuggets: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A round began: new roles, goals and hands; `first_player` plays first. */
export interface ToldRoundStarted {
  type: "round_started";
  round: number;
  first_player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A broken-tool card was played in front of `target`. */
export interface ToldToolBroken {
  type: "tool_broken";
  player: number;
  target: number;
  tool: Tool;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A repair card repaired one broken tool in front of `target`. */
export interface ToldToolRepaired {
  type: "tool_repaired";
  player: number;
  card: Card;
  target: number;
  tool: Tool;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat with no card left was skipped. */
export interface ToldTurnSkipped {
  type: "turn_skipped";
  player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

export type Tool = "pickaxe" | "lantern" | "cart";

/** A broken-tool card was played in front of `target`. */
export interface ToolBroken {
  type: "tool_broken";
  player: number;
  target: number;
  tool: Tool;
}

/** A repair card repaired one broken tool in front of `target`. */
export interface ToolRepaired {
  type: "tool_repaired";
  player: number;
  card: Card;
  target: number;
  tool: Tool;
}

/** A seat with no card left was skipped. */
export interface TurnSkipped {
  type: "turn_skipped";
  player: number;
}

/** Play a map to look secretly at the face-down goal card at `(x, y)`. */
export interface UseMap {
  type: "use_map";
  player: number;
  x: number;
  y: number;
}
