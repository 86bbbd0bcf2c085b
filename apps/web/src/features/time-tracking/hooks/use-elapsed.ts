import { useEffect, useState } from 'react';

/** Seconds since `since` by the server's clock (`skew`: browser minus server), every second. */
export function useElapsed(since: string | null, skew: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since ? Math.max(0, Math.floor((now - skew - Date.parse(since)) / 1000)) : 0;
}

/** 3725 → "1:02:05" */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
