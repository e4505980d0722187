import http from 'node:http';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { puzzleForm, validPuzzleFields } from '../../tests/server/helpers/multipart';

/** A create-puzzle form (the photo and the sender's fields) encoded once, as a browser sends it, to post any number of times. */
export interface EncodedForm {
  body: Buffer;
  contentType: string; // multipart/form-data with its boundary
}

export async function encodePuzzleForm(photo: Buffer, overrides: Record<string, string> = {}): Promise<EncodedForm> {
  // The platform's own multipart encoder (the one fetch uses), run once; the bytes are then reused.
  const encoded = new Response(puzzleForm(validPuzzleFields(overrides), { data: photo, filename: 'photo.jpg' }));
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

export interface PostOptions {
  agent?: http.Agent;
  /**
   * A loopback address to send from (127.0.0.2, …). The server allows each address
   * 30 new puzzles an hour, so a long upload loop spreads its senders over several.
   */
  localAddress?: string;
}

/** POST /api/puzzles over real HTTP with a form from encodePuzzleForm; answers the status and body. */
export function postPuzzleForm(url: string, origin: string, form: EncodedForm, options: PostOptions = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/puzzles`,
      {
        method: 'POST',
        agent: options.agent,
        localAddress: options.localAddress,
        headers: { origin, 'content-type': form.contentType, 'content-length': form.body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(form.body);
  });
}

/** Creates a puzzle from `form` and answers its id (and watch token); throws unless the server answered 201. */
export async function createPuzzleFrom(url: string, origin: string, form: EncodedForm, options: PostOptions = {}): Promise<CreatedPuzzle> {
  const { status, body } = await postPuzzleForm(url, origin, form, options);
  if (status !== 201) throw new Error(`create failed: ${status} ${body}`);
  return JSON.parse(body) as CreatedPuzzle;
}
