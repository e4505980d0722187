import path from 'node:path';
import { parseDkimSettings, type DkimSettings } from './mail/dkim';
import { parseStorageUrl } from './storage/s3-url';
import { parseAffiliateTags, type AffiliateTag } from '../game/rules/affiliate-tags';
import { parseSmsSettings } from './texts/sms-transport';

/** Everything the server reads from the environment, resolved once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null; // postgres://…; null: SQLite under dataDir
  redisUrl: string | null; // redis://…; null: Socket.IO rooms and the read cache live in this process
  storageUrl: string | null; // s3://…; null: uploads in dataDir/uploads
  publicUrl: string; // origin used in e-mailed links and the same-origin check
  smtpUrl: string | null; // null: mail is written as .eml files under dataDir/outbox
  mailFrom: string;
  dkim: DkimSettings | null; // DKIM_DOMAIN + DKIM_SELECTOR + DKIM_PRIVATE_KEY: every mail signed; null: unsigned
  recipientDailyLimit: number; // gifts and cards one address receives in 24 hours from all senders; 0: no limit
  smsUrl: string | null; // SMS_URL: a Twilio-compatible Messages endpoint with credentials; null: senders text from their phones
  smsFrom: string | null; // SMS_FROM: the number texts are sent from (required with SMS_URL)
  openaiApiKey: string | null; // null: the offline image generator is used
  openaiBaseUrl: string | null;
  openaiImageModel: string; // provider model names change every few months, so it is a setting
  secretKey: string | null; // null: a key made once in dataDir/secret.key (coupon codes derive from it)
  clientDir: string; // the built React app served at /
  logLevel: string;
  trustProxy: boolean; // true only behind a reverse proxy: client addresses then come from X-Forwarded-For
  readCacheSize: number; // puzzles whose boards each process keeps in memory; 0 reads every board from the database
  dailyLibrary: boolean; // days the admin scheduled nothing play the bundled library (server/daily/library); false: FLOWCHART and "No picture"
  retentionDays: number | null; // solved gifts and cards lose photo and message after this many days (server/retention/); null: kept forever
  metricsToken: string | null; // the bearer token GET /metrics asks for; null: there is no /metrics
  moderateUploads: boolean; // MODERATE_UPLOADS: gift photos go through the AI moderation endpoint before they are stored (needs OPENAI_API_KEY)
  shutdownGraceMs: number; // how long SIGTERM lets requests and uploads in flight finish before the process exits anyway
  affiliateTags: AffiliateTag[]; // AFFILIATE_TAGS: parameters added to the gift store's retailer links per domain; a malformed entry stops start-up
}

/** OpenAI's cheapest image model at the time of writing; it answers base64 and takes quality 'low'. */
export const DEFAULT_IMAGE_MODEL = 'gpt-image-1-mini';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT ?? '3000');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    storageUrl: checkedStorageUrl(env.STORAGE_URL || null),
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${port}`).origin,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Puzzle Gift <no-reply@puzzle.gift>',
    dkim: parseDkimSettings(env),
    recipientDailyLimit: parseCount('RECIPIENT_DAILY_LIMIT', env.RECIPIENT_DAILY_LIMIT ?? '5'),
    ...checkedSms(env.SMS_URL || null, env.SMS_FROM || null),
    openaiApiKey: env.OPENAI_API_KEY || null,
    openaiBaseUrl: env.OPENAI_BASE_URL || null,
    openaiImageModel: env.OPENAI_IMAGE_MODEL || DEFAULT_IMAGE_MODEL,
    secretKey: env.SECRET_KEY || null,
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    readCacheSize: parseCount('READ_CACHE_SIZE', env.READ_CACHE_SIZE ?? '5000'),
    dailyLibrary: parseSwitch('DAILY_LIBRARY', env.DAILY_LIBRARY ?? 'on'),
    retentionDays: parseDays('RETENTION_DAYS', env.RETENTION_DAYS),
    metricsToken: env.METRICS_TOKEN || null,
    moderateUploads: parseSwitch('MODERATE_UPLOADS', env.MODERATE_UPLOADS || 'off'), // off unless chosen: the photo leaves this server
    shutdownGraceMs: parseCount('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS ?? '25000'),
    affiliateTags: parseAffiliateTags(env.AFFILIATE_TAGS ?? ''),
  };
}

/** Refuses a malformed SMS_URL, or one without SMS_FROM, here (the format: server/texts/sms-transport.ts). */
function checkedSms(smsUrl: string | null, smsFrom: string | null): { smsUrl: string | null; smsFrom: string | null } {
  if (smsUrl !== null) parseSmsSettings(smsUrl, smsFrom);
  return { smsUrl, smsFrom };
}

/** Refuses a malformed STORAGE_URL here, before any resource is opened (the format: server/storage/s3-url.ts). */
function checkedStorageUrl(raw: string | null): string | null {
  if (raw !== null) parseStorageUrl(raw);
  return raw;
}

function parseCount(name: string, raw: string): number {
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number, 0 or more, got "${raw}"`);
  return count;
}

/** A whole number of days, 1 or more; unset or empty: null. */
function parseDays(name: string, raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`${name} must be a whole number of days, 1 or more (or unset to keep forever), got "${raw}"`);
  return days;
}

/** 'on' or 'off' (also true/false, 1/0); a typo stops start-up rather than quietly choosing one. */
function parseSwitch(name: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['on', 'true', '1', ''].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got "${raw}"`);
  return port;
}
