import { weekdayNames } from '@parking/shared/admin-vehicles/rules';
import { todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import {
  type Free,
  type FreeView,
  freeApi,
  freeCarLotsQuery,
  freeFormSchema,
  loadFreeTypes,
} from './api/vehicles-api';
import { LotField, PlateField, WeekdayField } from './components/vehicle-fields';

const t = ko.adminVehicles.free;
type In = z.input<typeof freeFormSchema>;
type Out = z.output<typeof freeFormSchema>;
type View = FreeView;
const rec = (v: View) => v.resultVo.result;
const period = (r: { startDt: string; endDt: string }) =>
  r.startDt || r.endDt ? `${r.startDt} ~ ${r.endDt}` : '';
/** The value of the lot select: -1 all lots, -2 annex lots, else the lot id (spec 3 §4). */
const lotValue = (r: Free) =>
  r.parkingRegDiv === 'PRD-002' ? '-1' : r.parkingRegDiv === 'PRD-003' ? '-2' : String(r.lotId ?? '');

/** Free vehicles (spec 3 §2.5, §7 "Free vehicles"). */
export const freeResource: ResourceDescriptor<Free, View, In, Out> = {
  name: t.name,
  queryKey: ['admin', 'freecar'],
  paths: {
    list: '/freevehicle',
    view: '/freevehicleview',
    create: '/freevehicleenrollment',
    update: '/freevehicleupdate',
  },
  idParam: 'freeCarId',
  rowId: (r) => String(r.freeCarId),
  viewId: (v) => String(rec(v).freeCarId),
  routeData: { key: 'freevehicle' },
  api: {
    list: freeApi.list,
    export: freeApi.export,
    view: freeApi.view,
    insert: (v) => freeApi.insert(v),
    update: (id, v) => freeApi.update(id, v),
    delete: freeApi.delete,
  },
  list: {
    paging: 'client',
    conditions: [
      { value: '_vName', label: t.conditions.name },
      { value: '_vCarNo', label: t.conditions.plate },
    ],
    defaultCondition: '_vName',
    columns: [
      numberColumn(),
      { key: 'owner', header: t.owner, value: (r) => r.carOwnerNm, link: true, excel: 14 },
      { key: 'car', header: t.plate, value: (r) => r.plate, excel: 14 },
      { key: 'lot', header: t.lotName, value: (r) => r.parkingNm, wrap: true, excel: 28 },
      { key: 'period', header: t.period, value: period, hideOnMobile: true, excel: 26 },
      { key: 'note', header: t.note, value: (r) => r.freeNote, hideOnMobile: true, excel: 30 },
    ],
  },
  view: {
    fields: [
      { label: t.owner, value: (v) => rec(v).carOwnerNm },
      { label: t.plate, value: (v) => rec(v).plate },
      { label: t.lot, value: (v) => rec(v).parkingNm },
      { label: t.type, value: (v) => rec(v).freeTyNm },
      { label: t.org, value: (v) => rec(v).orgNm },
      { label: t.days, value: (v) => weekdayNames(rec(v).applyDay) },
      { label: t.period, value: (v) => period(rec(v)) },
      { label: t.note, value: (v) => rec(v).freeNote },
    ],
  },
  form: {
    schema: freeFormSchema,
    listButton: 'edit',
    defaults: (v) => {
      const today = todayKst();
      const r = v ? rec(v) : null;
      return {
        carOwnerNm: r?.carOwnerNm ?? '',
        plate: r?.plate ?? '',
        fctCode: (r?.freeTyCd ?? '') as In['fctCode'],
        parkingRegDiv: (r?.parkingRegDiv ?? '') as In['parkingRegDiv'],
        lotId: r ? lotValue(r) : '',
        orgNm: r?.orgNm ?? '',
        applyDay: r?.applyDay ?? '',
        // spec 3 §2.5: both dates default to today
        startDtString: r?.startDt || today,
        endDtString: r?.endDt || today,
        freeNote: r?.freeNote ?? '',
      };
    },
    fields: [
      { kind: 'text', name: 'carOwnerNm', label: t.owner, required: true, input: { maxLength: 50 } },
      { kind: 'custom', render: ({ form }) => <LotField form={form} /> },
      {
        kind: 'custom',
        render: ({ form, existing }) => {
          const lot = String(form.watch('lotId') ?? '');
          return (
            <PlateField
              form={form}
              free
              original={existing ? rec(existing).plate : null}
              hideCheck={lot === '-1' || lot === '-2'}
              blocked={() => (lot === '' ? ko.adminVehicles.v.lotFirst : null)}
              check={async (plate) => {
                const res = await freeApi.checkPlate(
                  plate,
                  lot,
                  existing ? String(rec(existing).freeCarId) : undefined,
                );
                return { available: res.hashMap.result.result, message: res.message };
              }}
            />
          );
        },
      },
      {
        kind: 'select',
        name: 'fctCode',
        label: t.type,
        required: true,
        placeholder: t.typePlaceholder,
        options: { key: 'free-types', load: loadFreeTypes },
      },
      { kind: 'text', name: 'orgNm', label: t.org, input: { maxLength: 100 } },
      { kind: 'custom', render: ({ form }) => <WeekdayField form={form} /> },
      {
        kind: 'grid',
        cols: { base: 1, sm: 2 },
        fields: [
          { kind: 'text', name: 'startDtString', label: t.startDt, required: true, input: { type: 'date' } },
          { kind: 'text', name: 'endDtString', label: t.endDt, required: true, input: { type: 'date' } },
        ],
      },
      { kind: 'text', name: 'freeNote', label: t.note, input: { maxLength: 500 } },
    ],
    // what LotField asks for
    queries: () => [freeCarLotsQuery],
  },
};

/** /freevehicle, /freevehicleview, /freevehicleenrollment, /freevehicleupdate */
export const freePages = resourcePages(freeResource);
