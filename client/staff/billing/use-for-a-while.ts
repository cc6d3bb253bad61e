import { useCallback, useEffect, useState } from 'react';

/**
 * True for `ms` after `start()`: how long a screen re-reads a list while a job it queued
 * (invoicing a period, a year's statements) does its work on the server.
 */
export function useForAWhile(ms: number): [active: boolean, start: () => void] {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setTimeout(() => setStartedAt(null), ms);
    return () => clearTimeout(timer);
  }, [startedAt, ms]);
  return [startedAt !== null, useCallback(() => setStartedAt(Date.now()), [])];
}
