import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * A finger (or mouse, or pen) signature on a canvas; `onChange` gets the PNG as a data URL
 * once anything is drawn, null when cleared.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const c = canvas.current!;
    const context = c.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, c.width, c.height);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const c = canvas.current!;
    const box = c.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * c.width,
      y: ((event.clientY - box.top) / box.height) * c.height,
    };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current!.getContext('2d');
    if (!context) return;
    canvas.current!.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = canvas.current!.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setDrawn(true);
    onChange(canvas.current!.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current!;
    const context = c.getContext('2d');
    if (context) {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, c.width, c.height);
    }
    setDrawn(false);
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={600}
        height={240}
        role="img"
        aria-label={t('kiosk.signatureLabel')}
        className="block h-48 w-full touch-none rounded-md border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid="signature-pad"
      />
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t('kiosk.signatureHint')}</p>
        <Button variant="outline" size="sm" onClick={clear} disabled={!drawn}>
          {t('kiosk.clearSignature')}
        </Button>
      </div>
    </div>
  );
}
