import type { Generated, Selectable } from 'kysely';
import type { Role } from '../../contract/auth';
import type { CardType, RsvpAnswer } from '../../game/rules/cards';
import type { PuzzleEventKind, PuzzleKindName } from '../../game/rules/gift';
import type { JigsawCount, PuzzleType } from '../../game/rules/jigsaw/counts';
import type { ContactTable, OccasionReminderTable, OccasionTable } from '../repos/contacts-tables';
import type { CoinBalanceTable, CoinLedgerTable, DailyProgressTable } from '../repos/coin-tables';
import type { TextTable } from '../repos/texts-tables';

/**
 * The tables as stored, the same on SQLite and PostgreSQL: snake_case columns,
 * 0/1 integers for booleans, times as integers of ms since the epoch (BIGINT on
 * PostgreSQL, read back as numbers). Only repos (server/repos/) read these; they map
 * every row to a plain camelCase object before it leaves them. Tests that read the
 * database directly may use them too. `Generated` marks a column the database fills.
 */

export interface PuzzleTable {
  id: string;
  kind: Generated<PuzzleKindName>; // 'gift' unless said
  message: string;
  grid_size: number;
  font_style: string;
  is_public: 0 | 1;
  sender_name: string;
  sender_email: string;
  recipient_name: string;
  recipient_email: string;
  consent: 0 | 1;
  image_file: string;
  width: number;
  height: number;
  shuffle_seed: number;
  watch_token_hash: string;
  created_at: number;
  solved_at: number | null;
  send_at: number; // when the recipient's mail is due (created_at for "Send now")
  time_zone: string; // IANA zone the send time was chosen in
  remind: 0 | 1; // the sender agreed to one reminder if the gift goes unopened
  cancelled_at: number | null;
  owner_user_id: string | null; // the signed-in sender's account, or the one that claimed it
  gift_mail_id: number | null; // outbox.id of the recipient's current mail
  reply_to: string | null; // the puzzle this one answers; its recipient's address is not shown to its sender
  puzzle_type: Generated<PuzzleType>; // 'swap' unless said (every puzzle made before jigsaws)
  pieces: Generated<JigsawCount | null>; // a jigsaw's count as its creator chose it; null for a swap
  rotation: Generated<0 | 1>; // a jigsaw's pieces may be turned
  expired_at: Generated<number | null>; // retention removed its photo and message then (server/retention/)
  kept_days: Generated<number | null>; // the RETENTION_DAYS in force when it did
  removed_at: Generated<number | null>; // an admin took it down after a report (server/moderation/)
  recipient_phone: Generated<string | null>; // E.164 when it goes by text (migration 017-texts)
}

/**
 * A board in progress, one row a puzzle. A tile swap's: grid_size is the side played and moves
 * the JSON [[from, to], …] from the issued shuffle of that side. A jigsaw's: grid_size is 0
 * (JIGSAW_PROGRESS) and moves holds the JigsawSave as JSON ({ joins, places, rotations? }).
 */
export interface PuzzleProgressTable {
  puzzle_id: string;
  grid_size: number;
  moves: string;
  updated_at: number;
}

export interface PuzzleEventTable {
  puzzle_id: string;
  kind: PuzzleEventKind;
  at: number;
}

export interface PuzzleScheduleTable {
  date: string;
  image_path: string;
  message: string;
  width: number;
  height: number;
  updated_at: number;
}

export interface WordScheduleTable {
  date: string;
  word: string;
  shuffled: string;
  definition: string;
  sentence: string;
  quote: string;
  updated_at: number;
}

export interface UserTable {
  id: string;
  email: string;
  password_hash: string;
  role: Generated<Role>; // 'user' unless said
  created_at: number;
  time_zone: Generated<string | null>; // IANA zone from the member's browser, for occasion reminders (016)
}

export interface SessionTable {
  id: string; // hex SHA-256 of the cookie token
  user_id: string;
  expires_at: number;
}

export interface PasswordResetTable {
  id: string; // hex SHA-256 of the e-mailed token
  user_id: string;
  expires_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  sent_at: number | null;
  last_error: string | null;
  puzzle_id: Generated<string | null>; // the puzzle a mail is about, for mails whose delivery is recorded
  purpose: Generated<string | null>; // a MailPurpose (server/repos/outbox.ts)
}

export interface CardImageTable {
  id: string;
  file: string;
  width: number;
  height: number;
  prompt: string;
  created_at: number;
}

export interface CardTable {
  puzzle_id: string;
  card_type: CardType;
  occasion: string;
  event_date: string | null;
  tone: string;
  image_prompt: string;
}

export interface CouponTable {
  puzzle_id: string;
  offer_description: string;
  terms_conditions: string;
  business_name: string;
  business_location: string;
  start_date: string | null;
  expiration_date: string | null;
  code_hash: string;
  redeem_key_hash: string;
  redeemed_at: number | null;
}

export interface RsvpTable {
  puzzle_id: string;
  answer: RsvpAnswer;
  note: string;
  answered_at: number;
}

export interface LoginFailureTable {
  ip: string; // an address, or 'user:<id>' for per-account limits
  at: number;
  kind: Generated<string>; // an AttemptKind (server/repos/login-failures.ts)
}

/** A party solving one puzzle together (issue 20); boards and holds as JSON text. */
export interface PartyTable {
  id: string;
  puzzle_id: string;
  invite_hashes: string; // JSON array of hex SHA-256
  host_key_hashes: string; // JSON array of hex SHA-256
  status: 'open' | 'solved' | 'ended';
  seq: number;
  board: string; // game/rules/party PartyBoard
  start_board: string;
  holds: string; // JSON Hold[]
  created_at: number;
  updated_at: number;
}

export interface PartyPlayerTable {
  id: string;
  party_id: string;
  key_hash: string | null; // null for the host
  name: string;
  colour: string;
  host: 0 | 1;
  removed: 0 | 1;
  joined_at: number;
}

export interface PartyMoveTable {
  party_id: string;
  seq: number;
  player_id: string;
  move: string; // PartyMove as JSON
  at: number;
}

/** An address that asked for no puzzle gifts, as its keyed hash (server/consent/keys.ts). */
export interface SuppressionTable {
  recipient_hash: string;
  created_at: number;
}

/** A gift or card created for an address (its keyed hash), counted towards its daily limit. */
export interface RecipientSendTable {
  recipient_hash: string;
  at: number;
}

/** A report of a puzzle, one per reporting address (its keyed hash); resolved when an admin decides. */
export interface ReportTable {
  puzzle_id: string;
  reporter_hash: string;
  reason: string; // a ReportReason (contract/moderation.ts)
  note: string;
  created_at: number;
  resolution: 'take-down' | 'dismiss' | null;
  resolved_at: number | null;
}

/** A sender an admin blocked: by their address's keyed hash, and their account when there was one. */
export interface BlockedSenderTable {
  id: Generated<number>;
  email_hash: string;
  user_id: string | null;
  puzzle_id: string;
  blocked_at: number;
}

/** Every admin action: who, what, when, which item. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_id: string;
  actor_email: string;
  action: string;
  puzzle_id: string | null;
  detail: string;
}

/** Every table, for Kysely's typed queries. */
export interface Database {
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  login_failures: LoginFailureTable;
  outbox: OutboxTable;
  puzzles: PuzzleTable;
  puzzle_events: PuzzleEventTable;
  puzzle_progress: PuzzleProgressTable;
  word_schedule: WordScheduleTable;
  puzzle_schedule: PuzzleScheduleTable;
  card_images: CardImageTable;
  cards: CardTable;
  coupons: CouponTable;
  rsvps: RsvpTable;
  parties: PartyTable;
  party_players: PartyPlayerTable;
  party_moves: PartyMoveTable;
  suppressions: SuppressionTable;
  recipient_sends: RecipientSendTable;
  reports: ReportTable;
  blocked_senders: BlockedSenderTable;
  audit_log: AuditLogTable;
  contacts: ContactTable;
  occasions: OccasionTable;
  occasion_reminders: OccasionReminderTable;
  coin_ledger: CoinLedgerTable;
  coin_balances: CoinBalanceTable;
  daily_progress: DailyProgressTable;
  texts: TextTable;
}

export type PuzzleRow = Selectable<PuzzleTable>;
export type PuzzleEventRow = Selectable<PuzzleEventTable>;
export type PuzzleProgressRow = Selectable<PuzzleProgressTable>;
export type PuzzleScheduleRow = Selectable<PuzzleScheduleTable>;
export type WordScheduleRow = Selectable<WordScheduleTable>;
export type UserRow = Selectable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type PasswordResetRow = Selectable<PasswordResetTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type CardImageRow = Selectable<CardImageTable>;
export type CardRow = Selectable<CardTable>;
export type CouponRow = Selectable<CouponTable>;
export type RsvpRow = Selectable<RsvpTable>;
