import type { Role } from '../../contract/auth';
import type { CardType, RsvpAnswer } from '../../game/rules/cards';
import type { PuzzleEventKind, PuzzleKindName } from '../../game/rules/gift';

/**
 * The tables as stored: snake_case columns, 0/1 for booleans, times in ms since
 * the epoch. Only repos (server/repos/) read these; they map every row to a plain
 * camelCase object before it leaves them. Tests that read the database directly
 * may use them too.
 */

export interface PuzzleRow {
  id: string;
  kind: PuzzleKindName;
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
}

export interface PuzzleEventRow {
  puzzle_id: string;
  kind: PuzzleEventKind;
  at: number;
}

export interface PuzzleScheduleRow {
  date: string;
  image_path: string;
  message: string;
  width: number;
  height: number;
  updated_at: number;
}

export interface WordScheduleRow {
  date: string;
  word: string;
  shuffled: string;
  definition: string;
  sentence: string;
  quote: string;
  updated_at: number;
}

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  created_at: number;
}

export interface SessionRow {
  id: string; // hex SHA-256 of the cookie token
  user_id: string;
  expires_at: number;
}

export interface PasswordResetRow {
  id: string; // hex SHA-256 of the e-mailed token
  user_id: string;
  expires_at: number;
}

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  sent_at: number | null;
  last_error: string | null;
}

export interface CardImageRow {
  id: string;
  file: string;
  width: number;
  height: number;
  prompt: string;
  created_at: number;
}

export interface CardRow {
  puzzle_id: string;
  card_type: CardType;
  occasion: string;
  event_date: string | null;
  tone: string;
  image_prompt: string;
}

export interface CouponRow {
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

export interface RsvpRow {
  puzzle_id: string;
  answer: RsvpAnswer;
  note: string;
  answered_at: number;
}
