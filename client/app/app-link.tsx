import { type ReactNode, createContext, use } from 'react';

/** Follows a link inside the app: to an address, with the history state it hands over. */
export type FollowLink = (to: string, options: { state?: unknown }) => unknown;

/**
 * How a link is followed: the router's navigate (router.tsx), or, on a sign-in page shown
 * without the router, handing over to the router app (sign-in-entry.tsx, decision 074).
 * Without either, the browser loads the address.
 */
export const FollowLinkContext = createContext<FollowLink | null>(null);

/**
 * A link of the sign-in pages, which render both with the router and without it: a plain
 * anchor (so a new tab or a copied address works) whose click is followed in the app.
 */
export function AppLink({
  to,
  state,
  className,
  children,
}: {
  to: string;
  /** What the page it opens reads from its history entry (the router's location.state). */
  state?: unknown;
  className?: string;
  children: ReactNode;
}) {
  const follow = use(FollowLinkContext);
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        // A click meant for a new tab or window is the browser's, as with the router's Link.
        const plain =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey;
        if (!follow || !plain) return;
        event.preventDefault();
        follow(to, { state });
      }}
    >
      {children}
    </a>
  );
}
