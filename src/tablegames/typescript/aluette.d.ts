// Generated from the tablegames JSON Schemas (format version 2) by
// `python -m tablegames.core.schema`. Do not edit: a test regenerates this file.

/** A tablegames aluette state document, format version 2. */
export interface AluetteStateDocument {
  format: "tablegames";
  version: 2;
  game: "aluette";
  kind: "state";
  data: AluetteState;
}

/** A tablegames aluette view document, format version 2. */
export interface AluetteViewDocument {
  format: "tablegames";
  version: 2;
  game: "aluette";
  kind: "view";
  data: AluetteView;
  /** The viewer's legal moves, in the game's order (to_dict with_moves), each with its group and label. */
  moves?: AluetteLabelledMove[];
  /** Each seat's score as the viewer may know it, null where it is hidden from the viewer (to_dict with_scores; only for a game whose views give scores). */
  scores?: (number | null)[];
  /** The version of the state the view shows, or the move was chosen at: the moves applied so far (to_dict state_version). */
  state_version?: number;
}

/** A tablegames aluette move document, format version 2. */
export interface AluetteMoveDocument {
  format: "tablegames";
  version: 2;
  game: "aluette";
  kind: "move";
  data: AluetteMove | AluetteSentMove;
  /** The version of the state the view shows, or the move was chosen at: the moves applied so far (to_dict state_version). */
  state_version?: number;
}

/** A tablegames aluette record document, format version 2. */
export interface AluetteRecordDocument {
  format: "tablegames";
  version: 2;
  game: "aluette";
  kind: "record";
  data: {
    game: "aluette";
    players: number;
    seed: number;
    options: AluetteOptions;
    moves: AluetteMove[];
  };
}

/** A tablegames aluette moves document, format version 2. */
export interface AluetteMovesDocument {
  format: "tablegames";
  version: 2;
  game: "aluette";
  kind: "moves";
  data: AluetteLabelledMove[];
}

/** A tablegames aluette error document, format version 2. */
export interface AluetteErrorDocument {
  format: "tablegames";
  version: 2;
  game: "aluette";
  kind: "error";
  /** Why a request was refused. */
  data: {
    /** The stable dotted code of the reason. */
    code: string;
    /** A sentence a player understands. */
    message: string;
    /** The move refused, or null. */
    move: null | AluetteMove;
    /** The facts the message names, by the names a translation's words for the code use (written only when there are any); what each is depends on the code. */
    fields?: Record<string, AluetteRefusalFact>;
  };
}

/** A tablegames aluette event document, format version 2. */
export interface AluetteEventDocument {
  format: "tablegames";
  version: 2;
  game: "aluette";
  kind: "event";
  data: AluetteToldEvent;
}

/** Any aluette document. */
export type AluetteDocument =
  | AluetteStateDocument
  | AluetteViewDocument
  | AluetteMoveDocument
  | AluetteRecordDocument
  | AluetteMovesDocument
  | AluetteErrorDocument
  | AluetteEventDocument;

/** A view document of aluette as the game server sends it: its moves and its state_version are always there. */
export type AluetteServerViewDocument = Omit<AluetteViewDocument, "state_version"> &
  Required<Pick<AluetteViewDocument, "moves">> & {
    /** The viewer's own version of the game: one more per change of its view, not the moves applied. A move sent to the server carries the version it was chosen at. */
    state_version: number;
  };

/** Every error code known to this version for aluette (see the protocol reference). An error document's code is typed string: a newer server may send new codes. */
export type AluetteErrorCode =
  | "aluette.card.not_in_hand"
  | "aluette.discard.keep_highest"
  | "aluette.game.over"
  | "aluette.phase.wrong_move"
  | "aluette.seat.unknown"
  | "aluette.signal.count"
  | "aluette.signal.limit"
  | "aluette.signal.off"
  | "aluette.signal.repeated"
  | "aluette.signal.untrue"
  | "aluette.turn.not_yours"
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

export type AluetteEvent =
  | FaceUpCardDealt
  | SeatsAssigned
  | DealDealt
  | HandDealt
  | ChantVoted
  | ChantDecided
  | TalonReceived
  | CardDiscarded
  | OwnCardDiscarded
  | CardPlayed
  | TrickCompleted
  | Signalled
  | ConcessionOffered
  | ConcessionAnswered
  | MordienneAnnounced
  | DealScored
  | GameEnded;

export type AluetteLabelledMove =
  | LabelledVoteChant
  | LabelledDiscardCard
  | LabelledPlayCard
  | LabelledSignal
  | LabelledOfferConcession
  | LabelledAnswerConcession
  | LabelledAnnounceMordienne;

export type AluetteMove =
  | VoteChant
  | DiscardCard
  | PlayCard
  | Signal
  | OfferConcession
  | AnswerConcession
  | AnnounceMordienne;

/** Every rule variant of Aluette; the defaults are the standard rules of the seed. */
export interface AluetteOptions {
  chant?: boolean;
  chant_recipients?: ChantRecipients;
  strict_keep_highest?: boolean;
  mordienne?: boolean;
  mordienne_min_run?: number;
  mordienne_requires_prior_trick?: boolean;
  game_end?: GameEnd;
  tiebreak?: Tiebreak;
  signals?: boolean;
  signal_visibility?: SignalVisibility;
  truthful_signals?: boolean;
  max_signals_per_deal?: number;
  surrender?: boolean;
  announced_mordienne?: boolean;
}

/** A fact a refusal's message names: a number, a seat (from 0), a game's value as the game's documents write it (a card's name, a cell as [x, y]). */
export type AluetteRefusalFact =
  | AluetteRefusalScalar
  | AluetteRefusalScalar[]
  | Record<string, AluetteRefusalScalar>;

/** A fact of a refusal, or an item of one. */
export type AluetteRefusalScalar = null | boolean | number | string;

export type AluetteSentMove =
  | SentVoteChant
  | SentDiscardCard
  | SentPlayCard
  | SentSignal
  | SentOfferConcession
  | SentAnswerConcession
  | SentAnnounceMordienne;

/** A whole game of Aluette at one moment, secrets included (keep it on the server). */
export interface AluetteState {
  players: number;
  seed: number;
  options: AluetteOptions;
  history: AluetteMove[];
  events: AluetteEvent[];
  positions: number[];
  deal: number;
  dealer: number;
  phase: Phase;
  to_act: number | null;
  hands: Card[][];
  talon: Card[];
  discards: Card[][];
  votes: boolean[];
  chanters: number[];
  offer: number | null;
  announcer: number | null;
  leader: number;
  trick: Card[];
  tricks: Trick[];
  signals: Signalled[];
  team_points: [number, number];
  results: DealResult[];
}

export type AluetteToldEvent =
  | ToldFaceUpCardDealt
  | ToldSeatsAssigned
  | ToldDealDealt
  | ToldHandDealt
  | ToldChantVoted
  | ToldChantDecided
  | ToldTalonReceived
  | ToldCardDiscarded
  | ToldOwnCardDiscarded
  | ToldCardPlayed
  | ToldTrickCompleted
  | ToldSignalled
  | ToldConcessionOffered
  | ToldConcessionAnswered
  | ToldMordienneAnnounced
  | ToldDealScored
  | ToldGameEnded;

/** What one seat (or a spectator, `player=None`) may see of an Aluette game. */
export interface AluetteView {
  player: number | null;
  options: AluetteOptions;
  hand: Card[];
  hand_sizes: number[];
  talon_size: number;
  discard_counts: number[];
  positions: number[];
  deal: number;
  dealer: number;
  phase: Phase;
  to_act: number | null;
  votes: boolean[];
  chanters: number[];
  offer: number | null;
  announcer: number | null;
  leader: number;
  trick: Card[];
  tricks: Trick[];
  signals: Signalled[];
  team_points: [number, number];
  results: DealResult[];
  events: AluetteToldEvent[];
}

/** Announced-mordienne option: before the first lead, announce mordienne or pass. */
export interface AnnounceMordienne {
  type: "announce_mordienne";
  player: number;
  announce: boolean;
}

/** Surrender variant: accept the opponents' concession (1 point) or refuse it. */
export interface AnswerConcession {
  type: "answer_concession";
  player: number;
  accept: boolean;
}

export type Card =
  | "ace of coins"
  | "2 of coins"
  | "3 of coins"
  | "4 of coins"
  | "5 of coins"
  | "6 of coins"
  | "7 of coins"
  | "8 of coins"
  | "9 of coins"
  | "jack of coins"
  | "cavalier of coins"
  | "king of coins"
  | "ace of cups"
  | "2 of cups"
  | "3 of cups"
  | "4 of cups"
  | "5 of cups"
  | "6 of cups"
  | "7 of cups"
  | "8 of cups"
  | "9 of cups"
  | "jack of cups"
  | "cavalier of cups"
  | "king of cups"
  | "ace of swords"
  | "2 of swords"
  | "3 of swords"
  | "4 of swords"
  | "5 of swords"
  | "6 of swords"
  | "7 of swords"
  | "8 of swords"
  | "9 of swords"
  | "jack of swords"
  | "cavalier of swords"
  | "king of swords"
  | "ace of batons"
  | "2 of batons"
  | "3 of batons"
  | "4 of batons"
  | "5 of batons"
  | "6 of batons"
  | "7 of batons"
  | "8 of batons"
  | "9 of batons"
  | "jack of batons"
  | "cavalier of batons"
  | "king of batons";

/** A chanter discarded a card face down (which card stays secret). */
export interface CardDiscarded {
  type: "card_discarded";
  player: number;
}

/** A card was played to the trick. */
export interface CardPlayed {
  type: "card_played";
  player: number;
  card: Card;
}

/** The chant vote ended: agreed (`chanters` receive six cards each) or refused. */
export interface ChantDecided {
  type: "chant_decided";
  agreed: boolean;
  chanters: number[];
}

export type ChantRecipients = "left_and_dealer" | "left_and_partner";

/** A seat voted on the chant. */
export interface ChantVoted {
  type: "chant_voted";
  player: number;
  agree: boolean;
}

/** Surrender variant: the opponents accepted or refused the concession. */
export interface ConcessionAnswered {
  type: "concession_answered";
  player: number;
  accepted: boolean;
}

/** Surrender variant: a seat offered (or declined) to concede the deal for its team. */
export interface ConcessionOffered {
  type: "concession_offered";
  player: number;
  offer: boolean;
}

/** A new deal: 9 cards each in threes, 12 left face down. */
export interface DealDealt {
  type: "deal_dealt";
  deal: number;
  dealer: number;
}

/** How a deal ended. */
export interface DealResult {
  dealer: number;
  winner: number | null;
  team: number | null;
  points: number;
  mordienne: boolean;
  conceded: boolean;
  announcer?: number | null;
}

/** A deal ended. `winner` is the seat that won it (`None` if it scored nothing). */
export interface DealScored {
  type: "deal_scored";
  deal: number;
  winner: number | null;
  team: number | null;
  points: number;
  mordienne: boolean;
  conceded: boolean;
  team_points: [number, number];
  announcer?: number | null;
  tricks_won?: number[];
}

/** A chanter discards one card face down (each chanter discards six, one per move). */
export interface DiscardCard {
  type: "discard_card";
  player: number;
  card: Card;
}

/** Setup: a card dealt face up to find partnerships; `seat` is the receiver's final seat. */
export interface FaceUpCardDealt {
  type: "face_up_card_dealt";
  seat: number;
  card: Card;
}

export type GameEnd = "five_deals" | "first_to_5" | "first_to_10";

/** The game ended with these team points; `winners` are the winning seats (all on a draw). */
export interface GameEnded {
  type: "game_ended";
  team_points: [number, number];
  winners: number[];
}

/** Private: the nine cards you were dealt. */
export interface HandDealt {
  type: "hand_dealt";
  player: number;
  cards: Card[];
}

/** Announced-mordienne option: before the first lead, announce mordienne or pass. */
export interface LabelledAnnounceMordienne {
  type: "announce_mordienne";
  player: number;
  announce: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Surrender variant: accept the opponents' concession (1 point) or refuse it. */
export interface LabelledAnswerConcession {
  type: "answer_concession";
  player: number;
  accept: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** A chanter discards one card face down (each chanter discards six, one per move). */
export interface LabelledDiscardCard {
  type: "discard_card";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Surrender variant: before the first lead, offer (or decline to offer) to concede the deal. */
export interface LabelledOfferConcession {
  type: "offer_concession";
  player: number;
  offer: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Play a card to the trick. Any card in hand may be played. */
export interface LabelledPlayCard {
  type: "play_card";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** A public gesture to one's partner: a free action that does not change the turn. */
export interface LabelledSignal {
  type: "signal";
  player: number;
  kind: SignalKind;
  count?: number | null;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Vote for (`agree=True`) or against the chant, the optional exchange of the deal. */
export interface LabelledVoteChant {
  type: "vote_chant";
  player: number;
  agree: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label: string;
}

/** Announced-mordienne option: a seat announced mordienne (or passed) before the first lead. */
export interface MordienneAnnounced {
  type: "mordienne_announced";
  player: number;
  announce: boolean;
}

/** Surrender variant: before the first lead, offer (or decline to offer) to concede the deal. */
export interface OfferConcession {
  type: "offer_concession";
  player: number;
  offer: boolean;
}

/** Private: the card you discarded. */
export interface OwnCardDiscarded {
  type: "own_card_discarded";
  player: number;
  card: Card;
}

export type Phase =
  | "chant_vote"
  | "discard"
  | "concession"
  | "concession_answer"
  | "announce"
  | "play"
  | "over";

/** Play a card to the trick. Any card in hand may be played. */
export interface PlayCard {
  type: "play_card";
  player: number;
  card: Card;
}

/** Setup: partners now sit opposite; seat `i` was at table position `positions[i]`. */
export interface SeatsAssigned {
  type: "seats_assigned";
  positions: number[];
}

/** Announced-mordienne option: before the first lead, announce mordienne or pass. */
export interface SentAnnounceMordienne {
  type: "announce_mordienne";
  player: number;
  announce: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Surrender variant: accept the opponents' concession (1 point) or refuse it. */
export interface SentAnswerConcession {
  type: "answer_concession";
  player: number;
  accept: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** A chanter discards one card face down (each chanter discards six, one per move). */
export interface SentDiscardCard {
  type: "discard_card";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Surrender variant: before the first lead, offer (or decline to offer) to concede the deal. */
export interface SentOfferConcession {
  type: "offer_concession";
  player: number;
  offer: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Play a card to the trick. Any card in hand may be played. */
export interface SentPlayCard {
  type: "play_card";
  player: number;
  card: Card;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** A public gesture to one's partner: a free action that does not change the turn. */
export interface SentSignal {
  type: "signal";
  player: number;
  kind: SignalKind;
  count?: number | null;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** Vote for (`agree=True`) or against the chant, the optional exchange of the deal. */
export interface SentVoteChant {
  type: "vote_chant";
  player: number;
  agree: boolean;
  /** The heading a menu lists the move under, as the terminal's menu does (from the game's catalogue). */
  group?: string;
  /** The move in words, as a button shows it (from the game's catalogue). */
  label?: string;
}

/** A public gesture to one's partner: a free action that does not change the turn. */
export interface Signal {
  type: "signal";
  player: number;
  kind: SignalKind;
  count?: number | null;
}

export type SignalKind =
  | "monsieur"
  | "madame"
  | "borgne"
  | "vache"
  | "grand_neuf"
  | "petit_neuf"
  | "deux_de_chene"
  | "deux_d_ecrit"
  | "aces"
  | "weak_hand"
  | "mordienne";

export type SignalVisibility = "public" | "partner_only";

/** A signal. `trick` and `cards_in_trick` place it among the cards played. */
export interface Signalled {
  type: "signalled";
  player: number;
  kind: SignalKind;
  count: number | null;
  deal: number;
  trick: number;
  cards_in_trick: number;
  partner_only: boolean;
}

/** Private: the six talon cards you received in the chant. */
export interface TalonReceived {
  type: "talon_received";
  player: number;
  cards: Card[];
}

export type Tiebreak = "none" | "extra_deals";

/** A chanter discarded a card face down (which card stays secret). */
export interface ToldCardDiscarded {
  type: "card_discarded";
  player: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A card was played to the trick. */
export interface ToldCardPlayed {
  type: "card_played";
  player: number;
  card: Card;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** The chant vote ended: agreed (`chanters` receive six cards each) or refused. */
export interface ToldChantDecided {
  type: "chant_decided";
  agreed: boolean;
  chanters: number[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A seat voted on the chant. */
export interface ToldChantVoted {
  type: "chant_voted";
  player: number;
  agree: boolean;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Surrender variant: the opponents accepted or refused the concession. */
export interface ToldConcessionAnswered {
  type: "concession_answered";
  player: number;
  accepted: boolean;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Surrender variant: a seat offered (or declined) to concede the deal for its team. */
export interface ToldConcessionOffered {
  type: "concession_offered";
  player: number;
  offer: boolean;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A new deal: 9 cards each in threes, 12 left face down. */
export interface ToldDealDealt {
  type: "deal_dealt";
  deal: number;
  dealer: number;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A deal ended. `winner` is the seat that won it (`None` if it scored nothing). */
export interface ToldDealScored {
  type: "deal_scored";
  deal: number;
  winner: number | null;
  team: number | null;
  points: number;
  mordienne: boolean;
  conceded: boolean;
  team_points: [number, number];
  announcer?: number | null;
  tricks_won?: number[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Setup: a card dealt face up to find partnerships; `seat` is the receiver's final seat. */
export interface ToldFaceUpCardDealt {
  type: "face_up_card_dealt";
  seat: number;
  card: Card;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** The game ended with these team points; `winners` are the winning seats (all on a draw). */
export interface ToldGameEnded {
  type: "game_ended";
  team_points: [number, number];
  winners: number[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: the nine cards you were dealt. */
export interface ToldHandDealt {
  type: "hand_dealt";
  player: number;
  cards: Card[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Announced-mordienne option: a seat announced mordienne (or passed) before the first lead. */
export interface ToldMordienneAnnounced {
  type: "mordienne_announced";
  player: number;
  announce: boolean;
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

/** Setup: partners now sit opposite; seat `i` was at table position `positions[i]`. */
export interface ToldSeatsAssigned {
  type: "seats_assigned";
  positions: number[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A signal. `trick` and `cards_in_trick` place it among the cards played. */
export interface ToldSignalled {
  type: "signalled";
  player: number;
  kind: SignalKind;
  count: number | null;
  deal: number;
  trick: number;
  cards_in_trick: number;
  partner_only: boolean;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** Private: the six talon cards you received in the chant. */
export interface ToldTalonReceived {
  type: "talon_received";
  player: number;
  cards: Card[];
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A trick ended: won by `winner`, or spoiled (`winner` is `None`) by a tie. */
export interface ToldTrickCompleted {
  type: "trick_completed";
  number: number;
  leader: number;
  cards: Card[];
  winner: number | null;
  /** The event in words, as the view's seat reads it (from the game's catalogue). */
  text: string;
}

/** A completed trick: its leader, its cards in play order, its winner (`None`: spoiled). */
export interface Trick {
  leader: number;
  cards: Card[];
  winner: number | null;
}

/** A trick ended: won by `winner`, or spoiled (`winner` is `None`) by a tie. */
export interface TrickCompleted {
  type: "trick_completed";
  number: number;
  leader: number;
  cards: Card[];
  winner: number | null;
}

/** Vote for (`agree=True`) or against the chant, the optional exchange of the deal. */
export interface VoteChant {
  type: "vote_chant";
  player: number;
  agree: boolean;
}
