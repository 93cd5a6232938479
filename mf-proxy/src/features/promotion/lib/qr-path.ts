import { create } from 'qrcode';

/** A QR code as one SVG path of its dark modules, in module units, with the size of its side. */
export interface QrPath {
  size: number;
  d: string;
}

/** Encodes `text` (error correction M: a printed code still scans when slightly damaged). */
export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
