import type { ErrorBody, ErrorCode } from '../../contract/errors';

/** An API answer that was not 2xx; `message` is safe to show, `code` is stable for branching. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** JSON over fetch for the features' api.ts modules; components never call fetch directly. */
export async function apiJson<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const hasBody = init.body !== undefined;
  const response = await fetch(path, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: hasBody ? JSON.stringify(init.body) : null,
    credentials: 'same-origin',
    signal: init.signal ?? null,
  });
  return readJson<T>(response);
}

export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const body = data as Partial<ErrorBody> | undefined;
    throw new ApiError(response.status, body?.message ?? `Request failed (${response.status})`, body?.code);
  }
  return data as T;
}
