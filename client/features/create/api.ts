import type { ErrorBody } from '../../../contract/errors';
import { PHOTO_FIELD } from '../../../contract/puzzles';
import type { DeliveryChoice } from '../../../contract/schemas/delivery';
import type { CreatedPuzzle, CreatePuzzleFields } from '../../../contract/schemas/puzzles';
import type { SendBy } from '../../../contract/texts';
import type { FontStyle, GridSide } from '../../../game/rules/gift';
import { ApiError } from '../../lib/http';
import type { BoardShape } from '../../stores/board-shape';

export interface SendPuzzleInput extends BoardShape {
  photo: Blob;
  message: string;
  gridSize: GridSide;
  fontStyle: FontStyle;
  isPublic: boolean;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  delivery?: DeliveryChoice; // without it: now, no reminder
  replyToken?: string; // a reply: the server addresses it, so the recipient fields stay empty
  presentId?: string; // a present of the gift store, revealed after the solve
  sendBy?: SendBy; // by e-mail (when absent), text or both (client/features/texts/)
  recipientPhone?: string;
  phoneRegion?: string; // the browser's region, for a number typed without its +country code
}

export function toFormFields(input: SendPuzzleInput): CreatePuzzleFields {
  return {
    message: input.message,
    gridSize: String(input.gridSize) as CreatePuzzleFields['gridSize'],
    fontStyle: input.fontStyle,
    isPublic: input.isPublic ? 'true' : 'false',
    senderName: input.senderName.trim(),
    senderEmail: input.senderEmail.trim(),
    recipientName: input.recipientName.trim(),
    recipientEmail: input.recipientEmail.trim(),
    consent: 'true',
    ...(input.puzzleType === 'jigsaw' && {
      puzzleType: 'jigsaw',
      pieces: String(input.pieces) as NonNullable<CreatePuzzleFields['pieces']>,
      rotation: input.rotation ? 'true' : 'false',
    }),
    ...(input.replyToken && { replyToken: input.replyToken }),
    ...(input.presentId && { presentId: input.presentId }),
    ...(input.sendBy && { sendBy: input.sendBy }),
    ...(input.recipientPhone && { recipientPhone: input.recipientPhone }),
    ...(input.phoneRegion && { phoneRegion: input.phoneRegion }),
    ...(input.delivery && {
      sendAt: input.delivery.sendAt ?? '',
      timeZone: input.delivery.timeZone,
      remind: input.delivery.remind ? 'true' : 'false',
    }),
  };
}

function photoFileName(photo: Blob): string {
  return photo instanceof File && photo.name ? photo.name : 'photo.jpg';
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as Partial<ErrorBody>;
    if (typeof body.message === 'string') return new ApiError(xhr.status, body.message, body.code);
  } catch {
    /* not JSON: fall through */
  }
  return new ApiError(xhr.status, `The server answered ${xhr.status}.`);
}

/**
 * POST /api/puzzles as one multipart request. XMLHttpRequest rather than fetch
 * because only it reports upload progress (`onProgress` gets 0..1).
 * The text fields go before the photo so the server has them when the file streams in.
 */
export function sendPuzzle(input: SendPuzzleInput, onProgress: (fraction: number) => void): Promise<CreatedPuzzle> {
  const form = new FormData();
  for (const [name, value] of Object.entries(toFormFields(input))) form.append(name, value);
  form.append(PHOTO_FIELD, input.photo, photoFileName(input.photo));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/puzzles');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as CreatedPuzzle);
        } catch {
          reject(new ApiError(xhr.status, 'The server sent an answer this page could not read.'));
        }
      } else reject(errorFrom(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The connection failed. Check your internet connection and try again.'));
    xhr.ontimeout = () => reject(new ApiError(0, 'The upload took too long. Try again, perhaps with a smaller photo.'));
    xhr.timeout = 600_000; // SPEC: uploads may take up to 600000 ms
    xhr.send(form);
  });
}
