import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { LIVE_EVENTS, type LiveLot } from '@parking/shared/lots/live';
import type { LiveStreamConfig } from '../../config/index';
import type { DbHandle, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { AVAILABILITY_CHANNEL, readLotCounts } from './live-availability.repository';

/** Events kept for a resume with Last-Event-ID; an older id gets a fresh snapshot. */
const RESUME_LOG_SIZE = 1_000;
/** Every lot is read again this often: catches changes made elsewhere than at a gate (admin edits of cells). */
const RESYNC_MS = 30_000;

interface StreamClient {
  res: ServerResponse;
  address: string;
}

interface LoggedEvent {
  seq: number;
  frame: string;
}

/** How many clients each process holds, and how many it dropped for not reading (the bench prints them). */
export interface HubStats {
  clients: number;
  dropped: number;
  events: number;
}

/**
 * The live availability of one server process (decision 218): one LISTEN connection, the lots' free counts in
 * memory, and the stream clients it fans every change out to. Started by the first client.
 *
 * Event ids are `<process epoch>.<sequence>`: a Last-Event-ID of this process within the last 1,000 events
 * resumes with the events after it; any other id (another process, a restart, garbage, a future sequence)
 * gets a fresh snapshot, which is always correct since each event carries a lot's whole state.
 */
export class AvailabilityHub {
  private readonly epoch = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  private seq = 0;
  private readonly log: LoggedEvent[] = [];
  private readonly lots = new Map<number, LiveLot>();
  private readonly clients = new Set<StreamClient>();
  private readonly perAddress = new Map<string, number>();
  private starting: Promise<void> | undefined;
  private loaded = false;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly pending = new Set<number>();
  private pendingAll = false;
  private reading: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private dropped = 0;
  private events = 0;

  constructor(
    private readonly db: DbOrTx,
    private readonly listen: DbHandle['listen'],
    private readonly limits: LiveStreamConfig,
  ) {}

  /** Listens and reads every lot once; a failure (database down) is retried by the next client. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE', 503));
    this.starting ??= this.open().catch((err) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  private async open(): Promise<void> {
    // Listening first: a change committed while the lots are read is then read again, never missed.
    const stop = await this.listen(
      AVAILABILITY_CHANNEL,
      (payload) => this.changed(payload),
      () => this.resync(),
    );
    if (this.closed) {
      await stop();
      return;
    }
    this.stopListening = stop;
    try {
      await this.read(null);
    } catch (err) {
      this.stopListening = undefined;
      await stop();
      throw err;
    }
    this.loaded = true;
    if (this.closed) return;
    this.kick();
    const heartbeat = setInterval(
      () => this.broadcast(': keep-alive\n\n'),
      this.limits.heartbeatSeconds * 1000,
    );
    const resync = setInterval(() => this.resync(), RESYNC_MS);
    heartbeat.unref();
    resync.unref();
    this.timers.push(heartbeat, resync);
  }

  /** A notification: the payload is a lot id; anything else means "read every lot". */
  private changed(payload: string): void {
    const lotId = /^\d{1,9}$/.test(payload) ? Number(payload) : Number.NaN;
    if (Number.isSafeInteger(lotId)) this.pending.add(lotId);
    else this.pendingAll = true;
    this.kick();
  }

  private resync(): void {
    this.pendingAll = true;
    this.kick();
  }

  /** Reads the lots asked for, one query at a time (changes arriving meanwhile are read together next). */
  private kick(): void {
    if (!this.loaded || this.reading || this.closed) return;
    if (!this.pendingAll && this.pending.size === 0) return;
    const ids = this.pendingAll ? null : [...this.pending];
    this.pendingAll = false;
    this.pending.clear();
    this.reading = this.read(ids)
      .catch(() => {
        // The database is away: read everything again on the next change or resync.
        this.pendingAll = true;
      })
      .finally(() => {
        this.reading = undefined;
        this.kick();
      });
  }

  private async read(ids: number[] | null): Promise<void> {
    const counts = await readLotCounts(this.db, ids);
    for (const c of counts) {
      const lot: LiveLot = { lotId: c.lotId, free: Math.max(0, c.cells - c.occupied), cells: c.cells };
      const before = this.lots.get(lot.lotId);
      if (before && before.free === lot.free && before.cells === lot.cells) continue;
      this.lots.set(lot.lotId, lot);
      if (this.loaded) this.publish(lot);
    }
  }

  private publish(lot: LiveLot): void {
    this.seq++;
    this.events++;
    const frame = `id: ${this.epoch}.${this.seq}\nevent: ${LIVE_EVENTS.availability}\ndata: ${JSON.stringify(lot)}\n\n`;
    this.log.push({ seq: this.seq, frame });
    if (this.log.length > RESUME_LOG_SIZE) this.log.splice(0, this.log.length - RESUME_LOG_SIZE);
    this.broadcast(frame);
  }

  private broadcast(frame: string): void {
    for (const client of this.clients) this.write(client, frame);
  }

  /**
   * Writes one frame, or drops a client that does not read: once more than the allowed bytes wait in its
   * socket's buffer (the kernel's own buffer is full), the connection is closed instead of growing memory.
   */
  private write(client: StreamClient, frame: string): void {
    const { res } = client;
    if (res.destroyed) return;
    if (res.writableLength > this.limits.maxBufferedBytes) {
      this.dropped++;
      res.destroy();
      return;
    }
    res.write(frame);
  }

  /** Refuses a client past the caps (429 for its address, 503 in total), before anything is sent. */
  admit(address: string): void {
    if (this.limits.maxConnections > 0 && this.clients.size >= this.limits.maxConnections)
      throw new AppError('LIVE_STREAM_FULL', 503, undefined, { headers: { 'retry-after': '30' } });
    if (this.limits.maxPerAddress > 0 && (this.perAddress.get(address) ?? 0) >= this.limits.maxPerAddress)
      throw new AppError('LIVE_STREAM_ADDRESS_LIMIT', 429, undefined, { headers: { 'retry-after': '30' } });
  }

  /**
   * Adds a client whose headers are sent: writes the snapshot (or the events after `lastEventId`) and keeps it
   * until its connection closes.
   */
  attach(res: ServerResponse, address: string, lastEventId: string | undefined): void {
    const client: StreamClient = { res, address };
    this.clients.add(client);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    res.once('close', () => {
      this.clients.delete(client);
      const n = (this.perAddress.get(address) ?? 1) - 1;
      if (n <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, n);
    });
    const missed = this.eventsAfter(lastEventId);
    res.write(`retry: 3000\n\n${missed === null ? this.snapshotFrame() : missed.join('')}`);
  }

  /** The frames after a Last-Event-ID of this process, or null when it cannot be resumed (→ snapshot). */
  private eventsAfter(lastEventId: string | undefined): string[] | null {
    if (lastEventId === undefined) return null;
    const match = /^([0-9a-z]{1,40})\.(\d{1,15})$/.exec(lastEventId.trim());
    if (!match || match[1] !== this.epoch) return null;
    const seq = Number(match[2]);
    if (seq > this.seq) return null; // from the future: not an id this process gave
    if (seq === this.seq) return [];
    const oldest = this.log[0]?.seq;
    if (oldest === undefined || seq < oldest - 1) return null; // older than the log: what was missed is gone
    return this.log.filter((e) => e.seq > seq).map((e) => e.frame);
  }

  private snapshotFrame(): string {
    const lots = [...this.lots.values()].sort((a, b) => a.lotId - b.lotId);
    return `id: ${this.epoch}.${this.seq}\nevent: ${LIVE_EVENTS.snapshot}\ndata: ${JSON.stringify({ lots })}\n\n`;
  }

  stats(): HubStats {
    return { clients: this.clients.size, dropped: this.dropped, events: this.events };
  }

  /** Ends every stream and stops listening (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    for (const client of this.clients) client.res.end();
    this.clients.clear();
    await this.starting?.catch(() => {});
    await this.reading;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.();
  }
}
