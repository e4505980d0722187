import type { Generated } from 'kysely';

/**
 * The tables of migration 020-account, added to the shared Database type (server/db/tables.ts)
 * by declaration merging, so the account's repos are typed without touching that file.
 */
export interface PasskeyTable {
  id: string; // credential id, base64url
  user_id: string;
  public_key: string; // COSE public key, base64url
  counter: number;
  transports: string; // JSON array of AuthenticatorTransport
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export type ChallengePurpose = 'register' | 'sign-in';

export interface WebauthnChallengeTable {
  challenge: string; // base64url
  purpose: ChallengePurpose;
  user_id: string | null; // the account a registration is for
  expires_at: number;
}

export interface EmailChangeTable {
  id: string; // hex SHA-256 of the mailed token
  user_id: string;
  new_email: string;
  created_at: number;
  expires_at: number;
}

declare module '../db/tables' {
  interface Database {
    passkeys: PasskeyTable;
    webauthn_challenges: WebauthnChallengeTable;
    email_changes: EmailChangeTable;
  }
  interface SessionTable {
    user_agent: Generated<string>; // '' for sessions from before 020
    created_at: Generated<number | null>;
    last_seen_at: Generated<number | null>;
  }
  interface PuzzleTable {
    sender_deleted_at: Generated<number | null>;
  }
}
