/** Where an S3-compatible bucket is and how to sign in to it, read from STORAGE_URL. */
export interface S3Location {
  endpoint: string; // https://host[:port], or http:// with ssl=false
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null; // null: the SDK's own chain (AWS_* variables, an instance role)
}

const FORMAT = 's3://ACCESS_KEY:SECRET@host[:port]/bucket[?region=us-east-1&ssl=false]';
const DEFAULT_REGION = 'us-east-1'; // what MinIO and most S3-compatible servers answer to
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/; // S3's bucket naming rules
const REGION = /^[A-Za-z0-9_-]{1,40}$/;
const PARAMETERS = new Set(['region', 'ssl']);

/**
 * STORAGE_URL, the one way to put uploads in an S3-compatible object store:
 *
 *   s3://ACCESS_KEY:SECRET@host[:port]/bucket[?region=us-east-1&ssl=false]
 *
 * - ACCESS_KEY and SECRET are percent-encoded (a "/" in a secret is %2F). Leave both out
 *   (s3://host/bucket) to let the AWS SDK find credentials itself (AWS_ACCESS_KEY_ID and
 *   AWS_SECRET_ACCESS_KEY, or an instance role).
 * - host[:port] is the endpoint, reached over https unless ssl=false (a MinIO on a private network).
 * - bucket must exist; objects are stored as <folder>/<name> in it (puzzles/…, pod-images/…).
 * - region defaults to us-east-1. Requests are always path-style (host/bucket/key), as
 *   S3-compatible servers such as MinIO or s3rver need, and AWS S3 still accepts.
 *
 * Throws a message that says which part is wrong and never repeats the secret.
 */
export function parseStorageUrl(raw: string): S3Location {
  const fail = (problem: string) => new Error(`STORAGE_URL must look like ${FORMAT}: ${problem}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail('it is not a URL'); // the parser's own error carries the whole input, secret included
  }
  if (url.protocol !== 's3:') throw fail(`the scheme must be s3://, not ${url.protocol}//`);
  if (!url.hostname) throw fail('the host is missing');
  const bucket = url.pathname.replace(/^\/|\/$/g, '');
  if (!BUCKET.test(bucket)) throw fail(bucket ? `"${bucket}" is not a bucket name (3-63 of a-z, 0-9, "." and "-")` : 'the bucket is missing');
  for (const key of url.searchParams.keys()) if (!PARAMETERS.has(key)) throw fail(`unknown parameter "${key}" (only region and ssl)`);
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  if (!REGION.test(region)) throw fail(`"${region}" is not a region name`);
  const ssl = url.searchParams.get('ssl') ?? 'true';
  if (ssl !== 'true' && ssl !== 'false') throw fail('ssl must be true or false');
  return {
    endpoint: `${ssl === 'true' ? 'https' : 'http'}://${url.host}`,
    region,
    bucket,
    credentials: credentialsOf(url, fail),
  };
}

function credentialsOf(url: URL, fail: (problem: string) => Error): S3Location['credentials'] {
  if (!url.username && !url.password) return null;
  if (!url.username || !url.password) throw fail('give both the access key and the secret, or neither');
  try {
    return { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) };
  } catch {
    throw fail('the access key or the secret is not percent-encoded correctly');
  }
}
