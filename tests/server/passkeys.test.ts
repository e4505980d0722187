import { afterEach, describe, expect, it } from 'vitest';
import { PASSKEY_CHALLENGE_TTL_MS } from '../../contract/account';
import type { AccountOverview, PasskeyInfo } from '../../contract/schemas/account';
import { buildTestApp, cookieHeader, manualClock, TEST_ORIGIN, type TestApp } from './helpers/app';
import { me, registerUser, type SignedIn } from './helpers/accounts';
import { softAuthenticator, type SoftAuthenticator } from './helpers/webauthn';

const RP_ID = new URL(TEST_ORIGIN).hostname;

describe('passkeys (ceremonies with a software authenticator)', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const post = (url: string, payload?: object, cookie?: string) =>
    t.request({ method: 'POST', url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

  async function addPasskey(member: SignedIn, authenticator: SoftAuthenticator, name = 'My phone') {
    const options = await post('/api/account/passkeys/options', undefined, member.cookie);
    expect(options.statusCode, options.body).toBe(200);
    const { optionsJSON } = options.json<{ optionsJSON: { challenge: string; rp: { id: string }; authenticatorSelection: { residentKey: string } } }>();
    expect(optionsJSON.rp.id).toBe(RP_ID);
    expect(optionsJSON.authenticatorSelection.residentKey).toBe('required');
    const response = authenticator.register(optionsJSON, TEST_ORIGIN, RP_ID);
    return { response, added: await post('/api/account/passkeys', { name, response }, member.cookie) };
  }

  async function signInOptions() {
    const options = await post('/api/auth/passkey/options');
    expect(options.statusCode).toBe(200);
    return options.json<{ optionsJSON: { challenge: string; rpId: string } }>().optionsJSON;
  }

  it('adds a named passkey, signs in with it (a new session), lists and removes it', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const ann = await registerUser(t);
    const key = softAuthenticator();
    const { added } = await addPasskey(ann, key);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<PasskeyInfo>()).toMatchObject({ id: key.credentialId, name: 'My phone', lastUsedAt: null });

    const options = await signInOptions();
    expect(options.rpId).toBe(RP_ID);
    clock.advance(60_000);
    const signedIn = await post('/api/auth/passkey', { response: key.signIn(options, TEST_ORIGIN, RP_ID) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ user: ann.user });
    const cookie = cookieHeader(signedIn);
    expect((await me(t, cookie)).user).toEqual(ann.user);

    const overview = (await t.request({ method: 'GET', url: '/api/account', headers: { cookie } })).json<AccountOverview>();
    expect(overview.passkeys).toEqual([{ id: key.credentialId, name: 'My phone', createdAt: new Date(clock() - 60_000).toISOString(), lastUsedAt: new Date(clock()).toISOString() }]);
    expect(overview.sessions).toHaveLength(2);

    const removed = await t.request({ method: 'DELETE', url: `/api/account/passkeys/${key.credentialId}`, headers: { cookie } });
    expect(removed.statusCode).toBe(204);
    const again = await post('/api/auth/passkey', { response: key.signIn(await signInOptions(), TEST_ORIGIN, RP_ID) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'passkey-failed' });
    expect((await t.request({ method: 'DELETE', url: `/api/account/passkeys/${key.credentialId}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('uses a challenge once, refuses it once expired, and refuses another origin or a forged signature', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const ann = await registerUser(t);
    const key = softAuthenticator();
    expect((await addPasskey(ann, key)).added.statusCode).toBe(201);

    const options = await signInOptions();
    const response = key.signIn(options, TEST_ORIGIN, RP_ID);
    expect((await post('/api/auth/passkey', { response })).statusCode).toBe(200);
    const replayed = await post('/api/auth/passkey', { response });
    expect(replayed.statusCode).toBe(400); // the challenge was used up
    expect(replayed.json()).toMatchObject({ code: 'passkey-failed' });

    const late = await signInOptions();
    clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    expect((await post('/api/auth/passkey', { response: key.signIn(late, TEST_ORIGIN, RP_ID) })).statusCode).toBe(400);

    const elsewhere = await signInOptions();
    expect((await post('/api/auth/passkey', { response: key.signIn(elsewhere, 'https://evil.example', RP_ID) })).statusCode).toBe(400);

    const forged = key.signIn(await signInOptions(), TEST_ORIGIN, RP_ID) as { response: { signature: string } };
    const other = softAuthenticator().signIn(await signInOptions(), TEST_ORIGIN, RP_ID) as { response: { signature: string } };
    forged.response.signature = other.response.signature;
    expect((await post('/api/auth/passkey', { response: forged })).statusCode).toBe(400);
  });

  it("refuses a registration answered to another account's challenge, and needs a member", async () => {
    t = await buildTestApp();
    const [ann, bob] = [await registerUser(t), await registerUser(t)];
    const options = (await post('/api/account/passkeys/options', undefined, ann.cookie)).json<{ optionsJSON: { challenge: string } }>().optionsJSON;
    const response = softAuthenticator().register(options, TEST_ORIGIN, RP_ID);
    const stolen = await post('/api/account/passkeys', { name: 'Bob', response }, bob.cookie);
    expect(stolen.statusCode).toBe(400);
    expect((await post('/api/account/passkeys/options')).statusCode).toBe(401);
    const bad = await post('/api/account/passkeys', { name: '', response }, ann.cookie);
    expect(bad.statusCode).toBe(400); // an empty name, refused by the schema
  });
});
