import { useEffect, useState } from 'react';

function secondsSince(startedAt: number): number {
  return Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
}

/** Whole seconds since `startedAt`, ticking once a second while the caller is shown. */
export function useElapsedSeconds(startedAt: number): number {
  const [seconds, setSeconds] = useState(() => secondsSince(startedAt));
  useEffect(() => {
    setSeconds(secondsSince(startedAt));
    const timer = setInterval(() => setSeconds(secondsSince(startedAt)), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return seconds;
}
