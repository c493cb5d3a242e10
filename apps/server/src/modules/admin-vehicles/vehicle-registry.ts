import { CLIENT_LIST_CAP, type ListPage, type ListWindow } from '@parking/shared/common/admin-resource';
import { todayKst } from '@parking/shared/common/korea-time';
import { wireFieldNames } from '@parking/shared/common/wire-names';
import { type ErrorCode, ko } from '@parking/shared/messages/ko';
import type { AppDb, DbOrTx } from '../../db/client';
import type { ListSearch } from '../../lib/admin-resource/list.repository';
import { AppError } from '../../lib/app-error';
import { type PiiAccess, piiActor, recordPiiAccess } from '../pii-access';
import { lockCarNo } from './admin-vehicles.repository';

export interface VehiclesDeps {
  db: AppDb;
  now?: () => Date;
}

export type Actor = Pick<PiiAccess, 'staff' | 'ip'>;

/** An endpoint of the resource contract: what the access records name ('GET /api/admin/…/view.json'). */
interface Endpoint {
  path: string;
  methods: readonly string[];
}

/** The types of one kind of vehicle: its stored record, list row, write input, stored values, scope, answer. */
export interface KindTypes {
  rec: { plate: string };
  row: unknown;
  input: { plate: string };
  values: unknown;
  scope: unknown;
  answer: unknown;
}

/**
 * One kind of registered vehicle (discount vehicles, free vehicles: spec 3 §2.4–2.5): its table, its answer
 * shapes and its rules; `vehicleRegistry` gives both kinds the same list, export, view, register, edit and
 * delete, with the same car lock, duplicate check, 404s and personal-information access records.
 */
export interface VehicleKind<T extends KindTypes> {
  /** the advisory-lock scope of a car number of this kind */
  lock: 'discount' | 'free';
  /** the id's parameter name in the spec (seqId, freeCarId) */
  idName: string;
  notFound: ErrorCode;
  endpoints: Record<'view' | 'insert' | 'update' | 'delete', Endpoint>;
  list(db: DbOrTx, search: ListSearch, window: ListWindow): Promise<ListPage<T['rec']>>;
  find(db: DbOrTx, id: number): Promise<T['rec'] | null>;
  toRow(r: T['rec']): T['row'];
  /** checks what the input refers to (a category, a lot) and gives the stored values */
  values(db: DbOrTx, input: T['input']): Promise<T['values']>;
  /** where a registration applies, for the duplicate check (a lot, all lots; nothing for discount vehicles) */
  scopeOf(values: T['values']): T['scope'];
  /** true when a running registration of the car (other than `exceptId`) already covers this scope */
  registered(
    db: DbOrTx,
    plate: string,
    scope: T['scope'],
    today: string,
    exceptId?: number,
  ): Promise<boolean>;
  insert(db: DbOrTx, values: T['values']): Promise<number>;
  update(db: DbOrTx, id: number, values: T['values']): Promise<boolean>;
  remove(db: DbOrTx, id: number): Promise<{ plate: string } | null>;
  answer(id: number, message: string): T['answer'];
}

const t = () => ko.adminVehicles;

const today = (deps: VehiclesDeps) => todayKst(deps.now?.() ?? new Date());

/** The page asked for; an export (whose input names no page) gets the whole list up to the cap. */
function windowOf(q: Partial<ListWindow>): ListWindow {
  return { firstIndex: q.firstIndex ?? 0, recordCountPerPage: q.recordCountPerPage ?? CLIENT_LIST_CAP };
}

const alreadyRegistered = () =>
  new AppError(
    'VEHICLE_ALREADY_REGISTERED',
    409,
    wireFieldNames({ plate: [ko.errors.VEHICLE_ALREADY_REGISTERED] }),
  );

/** The service of one kind of vehicle (see VehicleKind). */
export function vehicleRegistry<T extends KindTypes>(kind: VehicleKind<T>) {
  const target = (name: 'view' | 'insert' | 'update' | 'delete', id?: number) => {
    const e = kind.endpoints[name];
    return `${e.methods[0]} ${e.path}${id === undefined ? '' : ` ${kind.idName}=${id}`}`;
  };
  /** A record of what staff did with a vehicle's owner data (subject: the plate). */
  const record = (db: DbOrTx, actor: Actor, plate: string, action: 'VIEW' | 'UPDATE', on: string) =>
    recordPiiAccess(db, { ...actor, subjectId: plate, action, target: on });
  const notFound = () => new AppError(kind.notFound, 404);

  const list = async (
    deps: VehiclesDeps,
    q: ListSearch & Partial<ListWindow>,
  ): Promise<ListPage<T['row']>> => {
    const page = await kind.list(deps.db, q, windowOf(q));
    return { rows: page.rows.map(kind.toRow), total: page.total };
  };

  const service = {
    list,

    async view(deps: VehiclesDeps, id: number, actor: Actor): Promise<{ resultVo: { result: T['row'] } }> {
      const row = await kind.find(deps.db, id);
      if (!row) throw notFound();
      await record(deps.db, actor, row.plate, 'VIEW', target('view', id));
      return { resultVo: { result: kind.toRow(row) } };
    },

    /** Registers a vehicle; a car whose running registration covers the same ground is refused (409). */
    async insert(deps: VehiclesDeps, input: T['input'], actor: Actor): Promise<T['answer']> {
      const id = await deps.db.transaction(async (tx) => {
        const values = await kind.values(tx, input);
        await lockCarNo(tx, kind.lock, input.plate);
        if (await kind.registered(tx, input.plate, kind.scopeOf(values), today(deps)))
          throw alreadyRegistered();
        const newId = await kind.insert(tx, values);
        await record(tx, actor, input.plate, 'UPDATE', target('insert', newId));
        return newId;
      });
      return kind.answer(id, t().registered);
    },

    async update(deps: VehiclesDeps, id: number, input: T['input'], actor: Actor): Promise<T['answer']> {
      await deps.db.transaction(async (tx) => {
        const values = await kind.values(tx, input);
        await lockCarNo(tx, kind.lock, input.plate);
        if (!(await kind.find(tx, id))) throw notFound();
        if (await kind.registered(tx, input.plate, kind.scopeOf(values), today(deps), id))
          throw alreadyRegistered();
        await kind.update(tx, id, values);
        await record(tx, actor, input.plate, 'UPDATE', target('update', id));
      });
      return kind.answer(id, t().updated);
    },

    async remove(deps: VehiclesDeps, id: number, actor: Actor): Promise<T['answer']> {
      await deps.db.transaction(async (tx) => {
        const gone = await kind.remove(tx, id);
        if (!gone) throw notFound();
        await record(tx, actor, gone.plate, 'UPDATE', target('delete', id));
      });
      return kind.answer(id, t().deleted);
    },

    /** carNoCheck.json: true when no running registration of the car (but `exceptId`) covers the scope. */
    async carNoFree(deps: VehiclesDeps, plate: string, scope: T['scope'], exceptId?: number) {
      const taken = await kind.registered(deps.db, plate, scope, today(deps), exceptId);
      return { free: !taken, message: taken ? t().alreadyRegistered : t().available };
    },
  };

  return {
    ...service,
    /**
     * The kit's handlers of list, view, insert, update and delete (spec names of the id: `idOf`), each acting
     * as the staff member of the request; excel is the kit's whole list, recorded with its reason by the route.
     */
    handlers<Id>(idOf: (q: Id) => number) {
      type Ctx = { request: Parameters<typeof piiActor>[0] };
      return {
        list: service.list,
        view: (d: VehiclesDeps, q: Id, c: Ctx) => service.view(d, idOf(q), piiActor(c.request)),
        insert: (d: VehiclesDeps, b: T['input'], c: Ctx) => service.insert(d, b, piiActor(c.request)),
        update: (d: VehiclesDeps, b: T['input'] & Id, c: Ctx) =>
          service.update(d, idOf(b), b, piiActor(c.request)),
        delete: (d: VehiclesDeps, b: Id, c: Ctx) => service.remove(d, idOf(b), piiActor(c.request)),
      };
    },
  };
}
