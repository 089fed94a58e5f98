import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { ConfigError } from '../errors.js';

/**
 * License keys of a self-hosted instance, verified offline: `<payload>.<signature>`, both
 * base64url, the payload a JSON object signed with the operator's Ed25519 private key
 * (RFC 8032; node:crypto). The server holds only the public key.
 */
export interface LicensePayload {
  /** Format version of the payload. */
  v: 1;
  licensee: string;
  /** The instance the key activates, or `*` for any. */
  instance: string;
  /** Last valid day, YYYY-MM-DD (UTC, inclusive). */
  expires: string;
  /** When the key was issued (ISO 8601). */
  issued_at: string;
}

export interface KeyPairPem {
  privateKey: string;
  publicKey: string;
}

export function generateLicenseKeyPair(): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function ed25519Key(pem: string, kind: 'private' | 'public', what: string): KeyObject {
  let key: KeyObject;
  try {
    key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    throw new ConfigError(`${what}: not a PEM ${kind} key`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new ConfigError(`${what}: an Ed25519 key is needed, this is ${key.asymmetricKeyType ?? 'another kind of key'}`);
  return key;
}

export function issueLicense(
  privateKeyPem: string,
  fields: { licensee: string; instance?: string; expires: string },
  now: Date,
  what = 'the private key',
): string {
  const key = ed25519Key(privateKeyPem, 'private', what);
  const payload: LicensePayload = {
    v: 1,
    licensee: fields.licensee,
    instance: fields.instance ?? '*',
    expires: fields.expires,
    issued_at: now.toISOString(),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(null, Buffer.from(body), key).toString('base64url')}`;
}

/**
 * Checks a license key against the public key, the instance name and the clock. Throws a
 * ConfigError whose message is the one line the server prints when it refuses to start.
 */
export function verifyLicense(licenseKey: string, publicKeyPem: string, instance: string, now: Date): LicensePayload {
  const key = ed25519Key(publicKeyPem, 'public', 'the license public key');
  const parts = licenseKey.trim().split('.');
  if (parts.length !== 2 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) {
    throw new ConfigError('the license key is malformed (expected two base64url parts joined by "."): copy it again from `anonymize license issue`');
  }
  const [body, signature] = parts as [string, string];
  if (!verify(null, Buffer.from(body), key, Buffer.from(signature, 'base64url'))) {
    throw new ConfigError('the license key was not signed by the configured license public key (forged, altered or for another operator)');
  }
  let payload: LicensePayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LicensePayload;
  } catch {
    throw new ConfigError('the license key is malformed (its payload is not JSON)');
  }
  if (payload?.v !== 1 || typeof payload.licensee !== 'string' || typeof payload.instance !== 'string' || typeof payload.expires !== 'string' || !isIsoDate(payload.expires)) {
    throw new ConfigError('the license key is malformed (its payload lacks licensee, instance or expiry)');
  }
  if (now.getTime() >= Date.parse(`${payload.expires}T00:00:00Z`) + 86_400_000) {
    throw new ConfigError(`the license key expired on ${payload.expires}: ask for a new one`);
  }
  if (payload.instance !== '*' && payload.instance !== instance) {
    throw new ConfigError(`the license key is for instance "${payload.instance}", this instance is "${instance}" (set --instance or server.instance)`);
  }
  return payload;
}
