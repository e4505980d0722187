import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for the passkey ceremonies in Node: a P-256 key, the authenticator
 * data, a 'none' attestation in CBOR and ES256 signatures, as WebAuthn Level 2 lays them out.
 * What a browser's navigator.credentials would answer, so the server verifies the real thing.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

/** The few CBOR types a 'none' attestation and a COSE key need. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export interface SoftAuthenticator {
  credentialId: string; // base64url
  register(options: { challenge: string }, origin: string, rpID: string): Record<string, unknown>;
  signIn(options: { challenge: string }, origin: string, rpID: string, userHandle?: string): Record<string, unknown>;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rawId = randomBytes(16);
  const credentialId = b64url(rawId);
  let counter = 0;
  const key: KeyObject = createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' }));
  const coseKey = cbor(new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    register({ challenge }, origin, rpID) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      // flags: user present (0x01), user verified (0x04), attested credential data (0x40)
      const authData = Buffer.concat([sha256(rpID), Buffer.from([0x45]), counterBytes(counter), Buffer.alloc(16), idLength, rawId, coseKey]);
      const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    signIn({ challenge }, origin, rpID, userHandle) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpID), Buffer.from([0x05]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key); // ES256, DER
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}
