import { useMemo } from 'react';
import { QrCode as Encoder, QrEcc } from '../lib/vendor-qrcodegen.ts';

/**
 * A QR code drawn here in the browser (no image is fetched from anywhere): black modules on
 * white, with the quiet zone of four modules scanners need, as one SVG path. `label` names
 * it for screen readers.
 */
export function QrCode({
  text,
  label,
  size = 200,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { modules, path } = useMemo(() => {
    const qr = Encoder.encodeText(text, QrEcc.MEDIUM);
    let d = '';
    for (let y = 0; y < qr.size; y++)
      for (let x = 0; x < qr.size; x++) if (qr.getModule(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { modules: qr.size + 8, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="max-w-full rounded-md border border-slate-200 bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
