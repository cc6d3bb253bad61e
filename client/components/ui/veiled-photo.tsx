import { EyeOff } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface Props {
  src: string;
  /** What the button says to a screen reader: 'Show photo: Finger painting'. */
  label: string;
  /** The words on the picture: 'Tap to show'. */
  hint: string;
  width: number;
  height: number;
  className?: string;
  onReveal: () => void;
}

/**
 * A photo blurred beyond recognition with a button over it that shows it (privacy mode):
 * nothing of the child can be read on a shared screen until the parent asks. The blurred
 * picture is decoration; the button is what is announced.
 */
export function VeiledPhoto({ src, label, hint, width, height, className, onReveal }: Props) {
  return (
    <button
      type="button"
      onClick={onReveal}
      aria-label={label}
      className={cn(
        'relative block overflow-hidden bg-slate-200 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none focus-visible:ring-inset',
        className,
      )}
    >
      <img
        src={src}
        alt=""
        aria-hidden="true"
        loading="lazy"
        decoding="async"
        width={width}
        height={height}
        className="size-full scale-125 object-cover blur-2xl"
      />
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-slate-900/30 p-2 text-center text-xs font-semibold text-white">
        <EyeOff className="size-5" aria-hidden="true" />
        {hint}
      </span>
    </button>
  );
}
