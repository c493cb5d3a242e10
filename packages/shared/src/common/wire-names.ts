/**
 * Spec wire names and the domain names the code uses behind the contract boundary (decision 206).
 *
 * The spec's field names (`sectnId`, `empEsntlId`, `carNo`) stay in the contracts (the zod schemas of
 * requests and answers in packages/shared) and in the server's `*.routes.ts`; services, repositories, jobs and
 * the web features' view models use the domain names. Routes map once, on the way in (`toDomain`) and on the
 * way out (`toWire`); this table is the one source of both directions, of the glossary in docs/spec-map.md
 * and of the architecture rule that keeps the wire names out of services, repositories and jobs.
 */
export const WIRE_TO_DOMAIN = {
  /** a parking lot's id (spec: 구획 id) */
  sectnId: 'lotId',
  /** an account's stable id (members and staff; spec: 사원 고유 id), not the login id `empNo` */
  empEsntlId: 'memberId',
  /** a vehicle's plate number (spec: 차량번호), normalised without spaces */
  carNo: 'plate',
  /**
   * a parking stay, one car's entry to exit in one lot (spec: 입출차 id; decision 227). Not the payment start's
   * `inOutId`, which is the payment's target (payments/schemas.ts `startTarget`) and is never mapped.
   */
  inOutId: 'stayId',
} as const;

export type WireName = keyof typeof WIRE_TO_DOMAIN;
export type DomainName = (typeof WIRE_TO_DOMAIN)[WireName];

type DomainToWireTable = { [K in WireName as (typeof WIRE_TO_DOMAIN)[K]]: K };
type DomainKey<K> = K extends WireName ? (typeof WIRE_TO_DOMAIN)[K] : K;
type WireKey<K> = K extends DomainName ? DomainToWireTable[K] : K;

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Uint8Array;

/** `T` (a contract's request or answer) with its wire names replaced by domain names, at every depth. */
export type Domain<T> = T extends Leaf
  ? T
  : T extends readonly (infer U)[]
    ? Domain<U>[]
    : T extends object
      ? { [K in keyof T as DomainKey<K>]: Domain<T[K]> }
      : T;

/** `T` (a domain-named value) with the domain names replaced by the contract's wire names, at every depth. */
export type Wire<T> = T extends Leaf
  ? T
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T as WireKey<K>]: Wire<T[K]> }
      : T;

const toDomainKeys = new Map<string, string>(Object.entries(WIRE_TO_DOMAIN));
const toWireKeys = new Map<string, string>(Object.entries(WIRE_TO_DOMAIN).map(([w, d]) => [d, w]));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function renameKeys(value: unknown, keys: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, keys));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const renamed = keys.get(key) ?? key;
    // A contract holding both names of one thing cannot be mapped: such a route maps by hand.
    if (Object.hasOwn(out, renamed))
      throw new Error(`wire-names: two keys of one object map to '${renamed}'`);
    out[renamed] = renameKeys(v, keys);
  }
  return out;
}

/** A contract's request or answer (wire names) as the code behind the boundary sees it (domain names). */
export function toDomain<T>(value: T): Domain<T> {
  return renameKeys(value, toDomainKeys) as Domain<T>;
}

/** A domain-named value as the contract sends it (wire names); plain objects and arrays are copied. */
export function toWire<T>(value: T): Wire<T> {
  return renameKeys(value, toWireKeys) as Wire<T>;
}

/** One key's wire name (`plate` → `carNo`); other keys are returned as they are. */
export function wireKey(key: string): string {
  return toWireKeys.get(key) ?? key;
}

/** One key's domain name (`carNo` → `plate`); other keys are returned as they are. */
export function domainKey(key: string): string {
  return toDomainKeys.get(key) ?? key;
}

/** A field-error map (field → messages) with domain field names turned back into the form's wire names. */
export function wireFieldNames<V>(fields: Record<string, V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [key, v] of Object.entries(fields)) out[toWireKeys.get(key) ?? key] = v;
  return out;
}
