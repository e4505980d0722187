import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** What the test server answers to an image request. */
export type ImageAnswer =
  | { kind: 'picture'; width?: number; height?: number } // a real PNG, base64, as GPT image models answer
  | { kind: 'not-a-picture' } // base64 of text
  | { kind: 'error'; status: number; code?: string; message?: string }; // an OpenAI-style error body

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A small OpenAI-compatible HTTP server on loopback: /v1/moderations and
 * /v1/images/generations, recording every request so tests can read exactly
 * what the real `openai` SDK sent. Point OPENAI_BASE_URL at `url`.
 */
export async function startOpenAiServer() {
  const requests: RecordedRequest[] = [];
  let flagged = false;
  let imageAnswer: ImageAnswer = { kind: 'picture' };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body });
      void answer(request.url ?? '', body).then(({ status, json }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      });
    });
  });

  async function answer(path: string, body: Record<string, unknown>): Promise<{ status: number; json: unknown }> {
    if (path === '/v1/moderations') {
      return { status: 200, json: { id: 'modr-test', model: body.model, results: [{ flagged, categories: {}, category_scores: {} }] } };
    }
    if (path === '/v1/images/generations') {
      if (imageAnswer.kind === 'error') {
        const { status, code = null, message = 'The provider failed.' } = imageAnswer;
        return { status, json: { error: { message, type: 'invalid_request_error', code, param: null } } };
      }
      const bytes =
        imageAnswer.kind === 'picture'
          ? await sharp({ create: { width: imageAnswer.width ?? 1024, height: imageAnswer.height ?? 1024, channels: 3, background: '#8844cc' } }).png().toBuffer()
          : Buffer.from('<html>not a picture</html>');
      return { status: 200, json: { created: 1_700_000_000, data: [{ b64_json: bytes.toString('base64') }] } };
    }
    return { status: 404, json: { error: { message: `no route ${path}`, type: 'invalid_request_error', code: null, param: null } } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Requests to one endpoint, in order. */
    to: (path: '/v1/moderations' | '/v1/images/generations') => requests.filter((r) => r.path === path),
    flagPrompts(on: boolean) {
      flagged = on;
    },
    answerImages(next: ImageAnswer) {
      imageAnswer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type OpenAiServer = Awaited<ReturnType<typeof startOpenAiServer>>;
