import { todayKst } from '@parking/shared/common/korea-time';
import { ko } from '@parking/shared/messages/ko';
import type { z } from 'zod';
import { numberColumn, type ResourceDescriptor } from '../../components/admin-kit/resource';
import { resourcePages } from '../../components/admin-kit/resource-pages';
import { formatDate } from '../../lib/format';
import {
  type Discount,
  type DiscountView,
  discountApi,
  discountFormSchema,
  loadDiscountOptions,
} from './api/vehicles-api';
import { PendingReview } from './components/pending-review';
import { PlateField } from './components/vehicle-fields';

const t = ko.adminVehicles.discount;
type In = z.input<typeof discountFormSchema>;
type Out = z.output<typeof discountFormSchema>;
type View = DiscountView;

const period = (r: { startDt: string; endDt: string }) => `${r.startDt} ~ ${r.endDt}`;

/** Discount vehicles (spec 3 §2.4, §7 "Discount vehicles") and the review of pre-registrations. */
export const discountResource: ResourceDescriptor<Discount, View, In, Out> = {
  name: t.name,
  queryKey: ['admin', 'discount'],
  paths: {
    list: '/discountvehicle',
    view: '/discountvehicleview',
    create: '/discountvehicleenrollment',
    update: '/discountvehicleupdate',
  },
  idParam: 'seqId',
  rowId: (r) => String(r.seqId),
  viewId: (v) => String(v.resultVo.result.seqId),
  // spec 3 §2.4 names this target for a view without seqId
  missingIdRedirect: '/businessmembership',
  routeData: { key: 'discountvehicle' },
  api: {
    list: discountApi.list,
    export: discountApi.export,
    view: discountApi.view,
    insert: (v) => discountApi.insert(v),
    update: (id, v) => discountApi.update(id, v),
    delete: discountApi.delete,
  },
  list: {
    paging: 'client',
    conditions: [
      { value: '', label: t.conditions.all },
      { value: '1', label: t.conditions.name },
      { value: '2', label: t.conditions.plate },
    ],
    defaultCondition: '',
    toolbar: () => <PendingReview />,
    columns: [
      numberColumn(),
      { key: 'owner', header: t.owner, value: (r) => r.carOwnerNm, link: true, excel: 14 },
      { key: 'car', header: t.plate, value: (r) => r.plate, excel: 14 },
      { key: 'type', header: t.type, value: (r) => r.discountNm, excel: 24 },
      { key: 'period', header: t.period, value: period, hideOnMobile: true, excel: 26 },
      { key: 'reg', header: t.regDttm, value: (r) => formatDate(r.regDttm), width: 120, hideOnMobile: true },
    ],
  },
  view: {
    fields: [
      { label: t.owner, value: (v) => v.resultVo.result.carOwnerNm },
      { label: t.plate, value: (v) => v.resultVo.result.plate },
      { label: t.type, value: (v) => v.resultVo.result.discountNm },
      { label: t.period, value: (v) => period(v.resultVo.result) },
      { label: t.note, value: (v) => v.resultVo.result.note },
    ],
  },
  form: {
    schema: discountFormSchema,
    invalidMessage: ko.adminVehicles.v.invalid,
    defaults: (v) => {
      const r = v?.resultVo.result;
      const today = todayKst();
      return {
        carOwnerNm: r?.carOwnerNm ?? '',
        plate: r?.plate ?? '',
        discountCd: r?.discountCd ?? '',
        startDt: r?.startDt ?? today,
        endDt: r?.endDt ?? today,
        note: r?.note ?? '',
      };
    },
    fields: [
      { kind: 'text', name: 'carOwnerNm', label: t.owner, required: true, input: { maxLength: 50 } },
      {
        kind: 'custom',
        render: ({ form, existing }) => (
          <PlateField
            form={form}
            free={false}
            original={existing?.resultVo.result.plate ?? null}
            check={async (plate) => {
              const res = await discountApi.checkPlate(
                plate,
                existing ? String(existing.resultVo.result.seqId) : undefined,
              );
              return { available: res.result.result, message: res.message };
            }}
          />
        ),
      },
      {
        kind: 'select',
        name: 'discountCd',
        label: t.type,
        required: true,
        placeholder: t.typePlaceholder,
        options: { key: 'discount-codes', load: loadDiscountOptions },
      },
      {
        kind: 'grid',
        cols: { base: 1, sm: 2 },
        fields: [
          { kind: 'text', name: 'startDt', label: t.startDt, required: true, input: { type: 'date' } },
          { kind: 'text', name: 'endDt', label: t.endDt, required: true, input: { type: 'date' } },
        ],
      },
      { kind: 'text', name: 'note', label: t.note, input: { maxLength: 500 } },
    ],
  },
};

/** /discountvehicle, /discountvehicleview, /discountvehicleenrollment, /discountvehicleupdate */
export const discountPages = resourcePages(discountResource);
