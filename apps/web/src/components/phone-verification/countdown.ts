import { useCallback, useEffect, useRef, useState } from 'react';

/** Validity of an SMS code on screen (spec 1 §9: 180 seconds, shown as 03:00). */
export const VERIFICATION_SECONDS = 180;

/** 180 → '03:00', 65 → '01:05'; negative values show '00:00'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Whole seconds left until `deadline` (ms since epoch) at `now`, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export interface Countdown {
  /** seconds left; equals `seconds` before the first start */
  remaining: number;
  running: boolean;
  /** (re)start from the full time; extending is the same as restarting (spec 1 §4) */
  start: () => void;
  stop: () => void;
}

/**
 * A countdown that survives slow tabs: it keeps a deadline and recomputes the rest from the clock, so a
 * throttled background tab still expires on time. `onExpire` runs once when it reaches 0.
 */
export function useCountdown(onExpire: () => void, seconds = VERIFICATION_SECONDS): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(seconds);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    if (deadline === null) return;
    let done = false;
    let id: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      if (done) return;
      const left = secondsLeft(deadline, Date.now());
      setRemaining(left);
      if (left === 0) {
        // once only: the interval may fire again before React re-renders without a deadline
        done = true;
        if (id !== undefined) clearInterval(id);
        setDeadline(null);
        expireRef.current();
      }
    };
    id = setInterval(tick, 250);
    tick();
    return () => {
      done = true;
      clearInterval(id);
    };
  }, [deadline]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  const stop = useCallback(() => {
    setDeadline(null);
    setRemaining(seconds);
  }, [seconds]);

  return { remaining, running: deadline !== null, start, stop };
}
