import qrcode from 'qrcode-generator';

/** A scalable SVG document of the QR code of `text` (error correction M: a phone reads it off a screen at a glance). */
export function qrSvg(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  return code.createSvgTag({ margin: 2, scalable: true });
}
