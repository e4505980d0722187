/** The extension of a stored picture's file (`/media/puzzles/<name>.jpg`), for the saved file's name. */
const extensionOf = (url: string): string => /\.(jpg|jpeg|png|webp)$/i.exec(url)?.[1]?.toLowerCase() ?? 'jpg';

/** A file name made of the sender's name: letters and digits kept, the rest dashes. */
export function savedPhotoName(senderName: string, imageUrl: string): string {
  const who = senderName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // the accents NFKD took off their letters
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${who ? `photo-from-${who}` : 'puzzle-gift-photo'}.${extensionOf(imageUrl)}`;
}

interface SavePhotoProps {
  imageUrl: string; // the stored picture itself (no ?w=): the full photo, not a board's copy
  senderName: string;
  label?: string; // a card's is a picture rather than a photo
}

/**
 * "Save the photo": the full stored picture as a download. Offered only for a public gift: a private
 * one's sender asked for its photo to stay watermarked on the board, never handed over as a file.
 */
export function SavePhoto({ imageUrl, senderName, label = 'Save the photo' }: SavePhotoProps) {
  return (
    <a className="button button--ghost" href={imageUrl} download={savedPhotoName(senderName, imageUrl)}>
      {label}
    </a>
  );
}
