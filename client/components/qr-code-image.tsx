import { useMemo } from 'react';
import { qrCode } from '../lib/qr-code.ts';

/** A QR code drawn as SVG in the page (nothing loaded from elsewhere), with its label. */
export function QrCodeImage({ text, label }: { text: string; label: string }) {
  const modules = useMemo(() => qrCode(text), [text]);
  const quiet = 4;
  const size = modules.length + quiet * 2;
  const path = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="mx-auto block aspect-square w-64 max-w-full bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
