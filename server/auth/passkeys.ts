import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { ACCOUNT_MESSAGES, PASSKEY_CHALLENGE_TTL_MS } from '../../contract/account';
import type { Db } from '../db/open';
import { badRequest } from '../http-error';
import { consumeChallenge, findPasskey, insertChallenge, insertPasskey, passkeyIdsOf, recordPasskeyUse, type Passkey } from '../repos/passkeys';

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is PUBLIC_URL: its
 * host is the rpID, its origin the only origin accepted. Every ceremony starts with a
 * challenge stored here and is single-use: verifying deletes it (consumeChallenge), so a
 * response replayed, or sent after PASSKEY_CHALLENGE_TTL_MS, fails.
 */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Puzzle Gift' };
}

const failed = () => badRequest(ACCOUNT_MESSAGES.passkeyFailed, 'passkey-failed');

export async function registrationOptions(db: Db, rp: RelyingParty, user: { id: string; email: string }, now: number): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeyIdsOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none', // no need to know the make of the authenticator
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports as AuthenticatorTransport[] })),
    // A discoverable credential: the sign-in page asks for no address first (and autofill can offer it).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await insertChallenge(db, options.challenge, 'register', user.id, now + PASSKEY_CHALLENGE_TTL_MS, now);
  return options;
}

/** Verifies a new passkey of the member and stores it; a 400 'passkey-failed' when it does not verify. */
export async function registerPasskey(db: Db, rp: RelyingParty, userId: string, name: string, response: RegistrationResponseJSON, now: number): Promise<Passkey> {
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(db, challenge, 'register', userId, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    throw failed(); // malformed, another origin, a used or expired challenge…
  }
  if (!verification.verified) throw failed();
  const { credential } = verification.registrationInfo;
  if (await findPasskey(db, credential.id)) throw failed(); // already registered (excludeCredentials asks the browser not to)
  const passkey = {
    id: credential.id,
    userId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
    createdAt: now,
  };
  await insertPasskey(db, passkey);
  return { ...passkey, lastUsedAt: null };
}

/** Options for a sign-in that names no account: the browser offers the passkeys it has for this site. */
export async function authenticationOptions(db: Db, rp: RelyingParty, now: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred', timeout: PASSKEY_CHALLENGE_TTL_MS });
  await insertChallenge(db, options.challenge, 'sign-in', null, now + PASSKEY_CHALLENGE_TTL_MS, now);
  return options;
}

/** The account a passkey sign-in is for, once its signature, origin and challenge verify. */
export async function verifyPasskeySignIn(db: Db, rp: RelyingParty, response: AuthenticationResponseJSON, now: number): Promise<{ userId: string; passkeyId: string }> {
  const passkey = await findPasskey(db, response.id);
  if (!passkey) throw badRequest(ACCOUNT_MESSAGES.passkeyUnknown, 'passkey-failed'); // removed, or registered elsewhere
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => consumeChallenge(db, challenge, 'sign-in', null, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch {
    throw failed(); // a bad signature, a counter that went back (a cloned key), a used challenge…
  }
  if (!verification.verified) throw failed();
  await recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter, now);
  return { userId: passkey.userId, passkeyId: passkey.id };
}
