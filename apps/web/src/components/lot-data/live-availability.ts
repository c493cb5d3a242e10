import { AVAILABILITY_STREAM_PATH, LIVE_EVENTS, type LiveLot, parseLiveLot } from '@parking/shared/lots/live';
import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** A cached answer holding lot rows (map.json's parkingMapList, searchParkingList.json's parkingList). */
export interface LiveTarget {
  queryKey: QueryKey;
  field: 'parkingMapList' | 'parkingList';
}

/** While the stream cannot connect: the lots are read again this often, and the stream tried again this often. */
export const LIVE_POLL_MS = 15_000;
const LIVE_RETRY_MS = 60_000;
/** Changes arriving within this window are announced in one sentence. */
const ANNOUNCE_WINDOW_MS = 1_500;

type Rows = Record<string, ParkingLotRow[] | unknown>;

/** Puts the live counts into every target's cached rows; returns the rows that changed (for the announcement). */
function apply(
  client: QueryClient,
  targets: readonly LiveTarget[],
  lots: readonly LiveLot[],
): ParkingLotRow[] {
  const byId = new Map(lots.map((l) => [l.lotId, l]));
  const changed = new Map<number, ParkingLotRow>();
  for (const { queryKey, field } of targets) {
    client.setQueryData<Rows>(queryKey, (old) => {
      const rows = old?.[field];
      if (!Array.isArray(rows)) return old;
      let touched = false;
      const next = (rows as ParkingLotRow[]).map((row) => {
        const live = byId.get(row.SECTN_ID);
        if (!live || (live.free === row.PARK_COUNT && live.cells === row.CELL_CNT)) return row;
        touched = true;
        const updated = { ...row, PARK_COUNT: live.free, CELL_CNT: live.cells };
        changed.set(row.SECTN_ID, updated);
        return updated;
      });
      return touched ? { ...old, [field]: next } : old;
    });
  }
  return [...changed.values()];
}

/** Runs `start` once the page is interactive and idle: the first paint and the page's own loads come first. */
function whenIdle(start: () => void): () => void {
  let cancelled = false;
  const go = () => {
    if (!cancelled) start();
  };
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2_000 });
    else setTimeout(go, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * Keeps the lots' free counts of the cached answers `targets` up to date from the live availability stream
 * (decision 219): opened once the page is interactive, patched in place (so the markers' colours, the counts and
 * anything ordered by them follow), and, while the stream cannot connect, the answers read again every 15 s.
 * Returns the latest sentence to announce politely ('' before any change); focus never moves.
 */
export function useLiveAvailability(targets: readonly LiveTarget[]): string {
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  // the targets are constant per screen: one key for the effect
  const key = JSON.stringify(targets);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the targets
  useEffect(() => {
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pending: ParkingLotRow[] = [];
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const refetch = () => {
      for (const t of targets) void client.invalidateQueries({ queryKey: t.queryKey });
    };
    const startPolling = () => {
      poll ??= setInterval(refetch, LIVE_POLL_MS);
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = undefined;
    };
    const announce = (rows: ParkingLotRow[]) => {
      if (rows.length === 0) return;
      const byId = new Map(pending.map((r) => [r.SECTN_ID, r]));
      for (const r of rows) byId.set(r.SECTN_ID, r);
      pending = [...byId.values()];
      announceTimer ??= setTimeout(() => {
        announceTimer = undefined;
        const [only] = pending;
        setAnnouncement(
          pending.length === 1 && only
            ? ko.lots.map.liveChanged(only.PARKING_NM, only.PARK_COUNT)
            : ko.lots.map.liveChangedMany(pending.length),
        );
        pending = [];
      }, ANNOUNCE_WINDOW_MS);
    };

    const connect = () => {
      if (stopped) return;
      if (typeof EventSource === 'undefined') {
        startPolling();
        return;
      }
      const es = new EventSource(AVAILABILITY_STREAM_PATH);
      source = es;
      es.addEventListener('open', () => {
        stopPolling();
        // what changed while the stream was away comes with the snapshot
      });
      es.addEventListener(LIVE_EVENTS.snapshot, (e) => {
        try {
          const data = JSON.parse((e as MessageEvent<string>).data) as { lots?: unknown };
          const lots = Array.isArray(data.lots) ? data.lots.map(parseLiveLot).filter((l) => l !== null) : [];
          apply(client, targets, lots);
        } catch {
          // a malformed event is skipped; the next one or the next snapshot corrects the counts
        }
      });
      es.addEventListener(LIVE_EVENTS.availability, (e) => {
        try {
          const lot = parseLiveLot(JSON.parse((e as MessageEvent<string>).data));
          if (lot) announce(apply(client, targets, [lot]));
        } catch {
          // as above
        }
      });
      es.addEventListener('error', () => {
        // CONNECTING: the browser reconnects by itself (with Last-Event-ID); poll meanwhile.
        startPolling();
        if (es.readyState === EventSource.CLOSED) {
          // refused (429/503) or not a stream at all: poll, and try the stream again later
          source = null;
          retry = setTimeout(connect, LIVE_RETRY_MS);
        }
      });
    };

    const cancelIdle = whenIdle(connect);
    return () => {
      stopped = true;
      cancelIdle();
      source?.close();
      stopPolling();
      if (retry) clearTimeout(retry);
      if (announceTimer) clearTimeout(announceTimer);
    };
  }, [client, key]);

  return announcement;
}
