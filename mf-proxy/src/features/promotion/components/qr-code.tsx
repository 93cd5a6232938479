import { useMemo } from 'react';
import { qrPath } from '../lib/qr-path';

/** `text` as a QR code, drawn as SVG (no canvas, no HTML string); `label` names the picture. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  // Four modules of quiet zone around the code, as scanners expect.
  const box = size + 8;
  return (
    <svg className="promotion__qr" role="img" aria-label={label} viewBox={`-4 -4 ${box} ${box}`} shapeRendering="crispEdges">
      <rect className="promotion__qr-light" x={-4} y={-4} width={box} height={box} />
      <path className="promotion__qr-dark" d={d} />
    </svg>
  );
}
