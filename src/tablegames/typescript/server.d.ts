// Generated from the tablegames JSON Schemas (format version 2) by
// `python -m tablegames.core.schema`. Do not edit: a test regenerates this file.

import type { AluetteServerViewDocument } from "./aluette.js";
import type { SaboteurServerViewDocument } from "./saboteur.js";
import type { TenServerViewDocument } from "./ten.js";

/** A game's view document as the server sends it: with the viewer's legal moves, the scores it may know (for a game whose views give them) and its state_version, the viewer's own version (one more per change of its view, not the moves applied) (the game's view schema reads the whole of it). */
export type ServerViewDocument =
  | AluetteServerViewDocument
  | SaboteurServerViewDocument
  | TenServerViewDocument;

/** The answer to a move (POST /api/seat/<credential>/move, 200): the seat's view document after the move, as the server sends views, and the seat's status after it (whose turn, whether the game is over, the winners). The game's view schema reads it without its status. */
export type ServerMoveAnswer = ServerViewDocument & { status: ServerStatus };

/** Every code of the server's own refusals known to this version (the games' codes are their ErrorCode). An error document's code is typed string: a newer server may send new codes. */
export type ServerErrorCode =
  | "server.busy"
  | "server.connections.too_many"
  | "server.draining"
  | "server.error"
  | "server.game.not_over"
  | "server.game.over"
  | "server.game.unknown"
  | "server.method.not_allowed"
  | "server.metrics.unauthorized"
  | "server.move.version_required"
  | "server.name.invalid"
  | "server.name.taken"
  | "server.overloaded"
  | "server.owner.required"
  | "server.not_started"
  | "server.path.unknown"
  | "server.query.invalid"
  | "server.picture.none"
  | "server.rate.limited"
  | "server.record.format_unknown"
  | "server.request.invalid"
  | "server.request.length_required"
  | "server.request.timeout"
  | "server.request.too_large"
  | "server.seat.left"
  | "server.seat.none"
  | "server.seat.reserved"
  | "server.seat.taken"
  | "server.seat.unknown"
  | "server.storage.unavailable"
  | "server.unavailable";

/** An event of an event stream: its name (the event: line) and its data (the data: line, JSON-decoded). */
export type ServerStreamEvent =
  | { event: "update"; data: ServerUpdate }
  | { event: "revoked"; data: ServerNotice }
  | { event: "left"; data: ServerLeft }
  | { event: "end"; data: ServerNotice };

/** The answer to creating a game (POST /api/games, 201). */
export interface ServerCreated {
  /** The game's id. */
  id: string;
  /** The owner's credential: it revokes seats. */
  owner_token: string;
  /** The credentials of the seats taken, by seat number from 0. */
  tokens: Record<string, string>;
  /** The pages of the seats taken (/play/<credential>), by seat. */
  urls: Record<string, string>;
  /** The spectators' page (/watch/<id>). */
  watch: string;
  status: ServerStatus;
}

/** A refusal that concerns no game (an unknown address, a limit, a game not created): an error document with "game": null. A refusal at a game's address names the game, and the game's error schema reads it. */
export interface ServerErrorDocument {
  format: "tablegames";
  version: 2;
  game: null;
  kind: "error";
  /** Why the request was refused. */
  data: {
    /** The stable dotted code of the reason (ServerErrorCode, or core.config.invalid for a game that cannot be created). */
    code: string;
    /** A sentence a person understands. */
    message: string;
    move: null;
  };
}

/** A game's status as a spectator sees it, with the game it is the rematch of (GET /api/games/<id>). */
export interface ServerGame {
  /** The game's id. */
  id: string;
  /** The game's name (its documents' game). */
  game: string;
  /** The game's title. */
  title: string;
  /** The seat this status is for, from 0; null: a spectator's. */
  seat: number | null;
  /** The number of seats. */
  players: number;
  /** The game's options that differ from the standard rules, by name, as the game's options are written ({}: the standard rules): its variant. A game made with these options (POST /api/games) is played under the same rules. */
  options: Record<string, unknown>;
  /** Each seat's kind, in seat order (a human seat handed to the bot is "bot" from then on). */
  seats: ServerSeatKind[];
  /** Whether each seat has a holder now (a credential given and not revoked or left); bots' seats: false. An update is sent when it changes. */
  taken: boolean[];
  /** The name each seat's player gave when taking it, in seat order: null for a seat without one (a free seat, a bot's, a player who gave none). Names are public, and change no view. */
  names: (string | null)[];
  /** Per seat, the player who left it, while nobody holds it since (a free seat, or the bot's): what a page opened after they left tells. */
  left: ({
    /** Why: "left" (the seat is free again), "bot" (its player handed it to the bot) or "timeout" (the turn limit did). */
    reason: "left" | "bot" | "timeout";
    /** The name the player had; null: none given, or not known (left before the server's storage kept names). */
    name: string | null;
  } | null)[];
  /** Whether the lobby leaves the game out (made with unlisted: true, or the rematch of such a game): its seats are taken by those who have its id. */
  unlisted: boolean;
  /** For a rematch: until when (seconds since 1970, UTC) its free human seats are kept for the players of the game before, who take them by asking for the rematch; anyone may take them after that. Null for a game that is no rematch. */
  kept_until: number | null;
  /** The seat to move, from 0; null when the game is over. */
  to_act: number | null;
  /** Whether the game is over. */
  over: boolean;
  /** Each seat's score once the game is over; null before. */
  scores: number[] | null;
  /** The seats that won (from 0) once the game is over; null before. */
  winners: number[] | null;
  /** The id of the rematch once a seat asked for one; null before. */
  rematch: string | null;
  /** How the game ended, in the game's words from this seat's side, once over; null before. A seat with a player's name is called by it. */
  result: string | null;
  /** The texts of the events of the view this status goes with (this seat's, or the spectators'), one per event, calling each seat with a player's name by it (the view's own texts, the same whatever the names, number the seats); "" where the view's text is empty. Null while no seat has a name. */
  narration: string[] | null;
  /** The language tag ("en", "fr") of the game's words this server sends: the moves' labels and the events' texts of the game's documents, this status's result and narration, a replay's sentences. The server's preferred language (tablegames serve --lang) where the game speaks it, else the game's own words' language. A page marks the elements holding those words with it (lang), its own words keeping theirs. */
  language: string;
  /** The id of the game this one is the rematch of, or null. */
  rematch_of: string | null;
}

/** A game this server knows. */
export interface ServerGameKind {
  /** The game's title. */
  title: string;
  min_players: number;
  max_players: number;
  /** The seats a table has when nobody says how many (the game's default_players): the lobby's first choice, as the command line's play. */
  default_players: number;
  /** The standard rules' options, as the game's options are written. */
  options: Record<string, unknown>;
  /** The values each option that takes one of a few (an enumeration) may have, by option, as the game's options are written. */
  choices: Record<string, unknown[]>;
  /** The player counts at which a new game takes another value than the standard rules' of an option it refuses at other counts (TEN's jen_policy: [1]), by option; an option not named here is taken at every count. */
  players_for: Record<string, number[]>;
}

/** The data of an event stream's left event: the seat's holder left it, or the turn limit handed it to the bot; the stream then ends. */
export interface ServerLeft {
  reason: ServerLeftReason;
}

/** Why a credential stopped playing its seat: its holder left it (the seat is free for another), handed it to the server's bot, or the operator's turn limit handed it to the bot. */
export type ServerLeftReason = "left" | "bot" | "timeout";

/** The lobby (GET /api/games): a page of the listed games in play (open=true: those with a free human seat), the last listed first, and the games known. */
export interface ServerLobby {
  games: ServerLobbyGame[];
  /** Where the lobby goes on: the after= of the next page (opaque); null when no game is left. */
  next: string | null;
  /** The games this server knows, by name. */
  kinds: Record<string, ServerGameKind>;
}

/** A game in the lobby: one in play, listed (open=true: with a free human seat). */
export interface ServerLobbyGame {
  /** The game's id. */
  id: string;
  /** The game's name. */
  game: string;
  /** The game's title. */
  title: string;
  /** The number of seats. */
  players: number;
  /** The game's options that differ from the standard rules, by name, as the game's options are written ({}: the standard rules): its variant. A game made with these options (POST /api/games) is played under the same rules. */
  options: Record<string, unknown>;
  seats: ServerLobbySeat[];
  /** When the game was made, in seconds since 1970 (UTC). */
  created: number;
}

/** A seat of a game in the lobby. */
export interface ServerLobbySeat {
  kind: ServerSeatKind;
  /** Whether its credential was given. */
  taken: boolean;
  /** Its player's name; null: none (free, a bot, none given). */
  name: string | null;
}

/** The data of an event stream's revoked and end events: nothing. */
export type ServerNotice = Record<string, never>;

/** The answer to asking for a rematch (POST /api/seat/<credential>/rematch, 201). */
export interface ServerRematch {
  /** The rematch's id. */
  id: string;
  /** The seat's credential in the rematch. */
  token: string;
  /** The seat's page in the rematch (/play/<credential>). */
  url: string;
}

/** A position of a finished game (GET /api/games/<id>/replay?at=N): the state after its first N moves, the move that led there and what it did, every secret told (the record of a game over is public). Type it with the game's documents: ServerReplay<TenMoveDocument, TenStateDocument>. */
export interface ServerReplay<
  Move = Record<string, unknown>,
  State = Record<string, unknown>
> {
  /** The game's id. */
  id: string;
  /** How many of the game's moves are made (0: the start). */
  at: number;
  /** How many moves the game has (the last position's at). */
  length: number;
  /** The seat that made the move, from 0; null at 0. */
  player: number | null;
  /** The move that led here, a move document (the game's move schema reads it); null at 0. */
  move: Move | null;
  /** The move in the game's notation; null at 0, or for a game without one. */
  notation: string | null;
  /** What the move did, in the game's words, every secret told (at 0: the start, a deal), calling named seats by their names. */
  said: string[];
  /** The whole state after the move, a state document (the game's state schema reads it): every hand, role and card face up. */
  state: State;
}

/** The answer to taking a seat (POST /api/games/<id>/seats/<seat>, 201). */
export interface ServerSeat {
  /** The seat's credential. */
  token: string;
  /** The seat's page (/play/<credential>). */
  url: string;
}

/** Who plays a seat: a person (with a credential) or the server's bot. */
export type ServerSeatKind = "human" | "bot";

/** A game's status as a seat (GET /api/seat/<credential>) or a spectator sees it. */
export interface ServerStatus {
  /** The game's id. */
  id: string;
  /** The game's name (its documents' game). */
  game: string;
  /** The game's title. */
  title: string;
  /** The seat this status is for, from 0; null: a spectator's. */
  seat: number | null;
  /** The number of seats. */
  players: number;
  /** The game's options that differ from the standard rules, by name, as the game's options are written ({}: the standard rules): its variant. A game made with these options (POST /api/games) is played under the same rules. */
  options: Record<string, unknown>;
  /** Each seat's kind, in seat order (a human seat handed to the bot is "bot" from then on). */
  seats: ServerSeatKind[];
  /** Whether each seat has a holder now (a credential given and not revoked or left); bots' seats: false. An update is sent when it changes. */
  taken: boolean[];
  /** The name each seat's player gave when taking it, in seat order: null for a seat without one (a free seat, a bot's, a player who gave none). Names are public, and change no view. */
  names: (string | null)[];
  /** Per seat, the player who left it, while nobody holds it since (a free seat, or the bot's): what a page opened after they left tells. */
  left: ({
    /** Why: "left" (the seat is free again), "bot" (its player handed it to the bot) or "timeout" (the turn limit did). */
    reason: "left" | "bot" | "timeout";
    /** The name the player had; null: none given, or not known (left before the server's storage kept names). */
    name: string | null;
  } | null)[];
  /** Whether the lobby leaves the game out (made with unlisted: true, or the rematch of such a game): its seats are taken by those who have its id. */
  unlisted: boolean;
  /** For a rematch: until when (seconds since 1970, UTC) its free human seats are kept for the players of the game before, who take them by asking for the rematch; anyone may take them after that. Null for a game that is no rematch. */
  kept_until: number | null;
  /** The seat to move, from 0; null when the game is over. */
  to_act: number | null;
  /** Whether the game is over. */
  over: boolean;
  /** Each seat's score once the game is over; null before. */
  scores: number[] | null;
  /** The seats that won (from 0) once the game is over; null before. */
  winners: number[] | null;
  /** The id of the rematch once a seat asked for one; null before. */
  rematch: string | null;
  /** How the game ended, in the game's words from this seat's side, once over; null before. A seat with a player's name is called by it. */
  result: string | null;
  /** The texts of the events of the view this status goes with (this seat's, or the spectators'), one per event, calling each seat with a player's name by it (the view's own texts, the same whatever the names, number the seats); "" where the view's text is empty. Null while no seat has a name. */
  narration: string[] | null;
  /** The language tag ("en", "fr") of the game's words this server sends: the moves' labels and the events' texts of the game's documents, this status's result and narration, a replay's sentences. The server's preferred language (tablegames serve --lang) where the game speaks it, else the game's own words' language. A page marks the elements holding those words with it (lang), its own words keeping theirs. */
  language: string;
}

/** The data of an event stream's update event: the viewer's status and view. */
export interface ServerUpdate {
  status: ServerStatus;
  view: ServerViewDocument;
}
