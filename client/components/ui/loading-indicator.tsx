import { cn } from '../../lib/cn.ts';
import { msg, translateText } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** Spec section 9: the default messages of the loading indicators (message ids). */
export const loadingMessages = {
  page: msg('common.loadingPage'),
  generic: msg('common.loading'),
  data: msg('common.loadingData'),
} as const;

export type LoadingVariant = 'blocks' | 'playground' | 'rainbow' | 'children';

const defaultMessage: Record<LoadingVariant, string> = {
  blocks: loadingMessages.page,
  playground: loadingMessages.generic,
  rainbow: loadingMessages.data,
  children: loadingMessages.generic,
};

// Animations are CSS only; `motion-reduce:animate-none` stills them for people who ask.
const still = 'motion-reduce:animate-none';

function Blocks() {
  const colours = ['bg-red-500', 'bg-amber-400', 'bg-blue-600'];
  return (
    <div className="flex h-10 items-end gap-1.5">
      {colours.map((colour, i) => (
        <span
          key={colour}
          className={cn('size-5 animate-hop rounded-sm', colour, still, delays[i])}
        />
      ))}
    </div>
  );
}

function Playground() {
  return (
    <div className="relative h-12 w-16">
      <span className="absolute inset-x-0 top-0 h-1 rounded bg-slate-500" />
      <span className={cn('absolute top-1 left-1/2 h-10 w-0.5 origin-top animate-swing', still)}>
        <span className="absolute top-0 left-0 h-8 w-px bg-slate-500" />
        <span className="absolute top-8 -left-2.5 h-1.5 w-5 rounded bg-amber-500" />
      </span>
    </div>
  );
}

function Rainbow() {
  const arcs = ['size-12 border-red-500', 'size-9 border-amber-400', 'size-6 border-blue-600'];
  return (
    <div className="relative grid size-12 place-items-center">
      {arcs.map((arc, i) => (
        <span
          key={arc}
          className={cn(
            'absolute animate-spin rounded-full border-4 border-b-transparent border-l-transparent',
            arc,
            still,
            delays[i],
          )}
        />
      ))}
    </div>
  );
}

function Children() {
  const colours = ['bg-rose-500', 'bg-green-600', 'bg-blue-600', 'bg-amber-500'];
  return (
    <div className="flex h-10 items-end gap-2">
      {colours.map((colour, i) => (
        <span
          key={colour}
          className={cn('flex animate-hop flex-col items-center', still, delays[i])}
        >
          <span className={cn('size-3 rounded-full', colour)} />
          <span className={cn('mt-0.5 h-4 w-3 rounded-t-md', colour)} />
        </span>
      ))}
    </div>
  );
}

const delays = [
  '',
  '[animation-delay:150ms]',
  '[animation-delay:300ms]',
  '[animation-delay:450ms]',
];
const figures = { blocks: Blocks, playground: Playground, rainbow: Rainbow, children: Children };

interface LoadingIndicatorProps {
  variant?: LoadingVariant;
  /** A message id or a text already in the reader's language. */
  message?: string;
  className?: string;
}

/** A visible, announced loading message with a small playful animation. */
export function LoadingIndicator({
  variant = 'blocks',
  message,
  className,
}: LoadingIndicatorProps) {
  const Figure = figures[variant];
  useT();
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-6 text-slate-700',
        className,
      )}
    >
      <div aria-hidden="true">
        <Figure />
      </div>
      <p className="text-sm font-medium">{translateText(message ?? defaultMessage[variant])}</p>
    </div>
  );
}
