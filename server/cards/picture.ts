import { CARD_IMAGE_SIZE } from '../../contract/cards';
import { decodeError, openCheckedImage } from '../images/process';

const MAX_INPUT_PIXELS = 16_000_000; // a provider's picture is about 1 megapixel; anything far larger is not one

/**
 * The provider's answer, checked like an upload (format by content, pixel limit,
 * decodable), cropped square from the centre and made the spec's 512x512 PNG.
 * Throws the upload errors (415/413/422) for anything that is not a picture.
 */
export async function cardPicture(bytes: Buffer): Promise<Buffer> {
  const open = await openCheckedImage(bytes, MAX_INPUT_PIXELS);
  try {
    return await open()
      .rotate()
      .resize(CARD_IMAGE_SIZE, CARD_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' }) // a puzzle tile has no see-through parts
      .png({ compressionLevel: 9, palette: false })
      .toBuffer();
  } catch (error) {
    throw decodeError(error, MAX_INPUT_PIXELS);
  }
}
