import { useEffect, useState } from 'react';

/**
 * The device's time in milliseconds, renewed at each whole second of the wall clock, so a
 * clock shown with seconds turns over when the real one does (not up to a second late).
 */
export function useSecondClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (from: number) => {
      timer = setTimeout(tick, 1000 - (from % 1000));
    };
    const tick = () => {
      const at = Date.now();
      setNow(at);
      schedule(at);
    };
    schedule(Date.now());
    return () => clearTimeout(timer);
  }, []);
  return now;
}
