import { periodParkingResource } from '@parking/shared/admin-season-pass/contract';
import { toDomain } from '@parking/shared/common/wire-names';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const e = periodParkingResource.endpoints;

/** Query root of the screen: every write invalidates it. */
export const PERIOD_PARKING_KEY = ['admin', 'period-parking'] as const;

/** GET selectPeriodParkingListByKeyword.json?searchKeyword: season-pass lots (spec 3 §7). */
export function usePeriodLots(keyword: string) {
  return useQuery({
    queryKey: [...PERIOD_PARKING_KEY, 'lots', keyword],
    queryFn: ({ signal }) =>
      api
        .get(e.lots.path, { params: { searchKeyword: keyword }, schema: e.lots.answer, signal })
        .then((r) => toDomain(r.value)),
  });
}

/** GET insertParkingInfo.json: refresh the lots' windows (the answer's message says 성공). */
export function refreshLots() {
  return api.get(e.refresh.path, { schema: e.refresh.answer });
}

/** One changed lot as updatePeriodParking.json sends it ('YYYY-MM-DD HH:mm:ss'). */
export interface LotChange {
  lotId: number;
  startDttm: string;
  endDttm: string;
  periodAllotType: string;
}

/** POST updatePeriodParking.json: the form lists sectnId, startDttm, endDttm, periodAllotType. */
export function savePeriodParking(changes: readonly LotChange[]) {
  return api.post(
    e.save.path,
    {
      sectnId: changes.map((c) => c.lotId),
      startDttm: changes.map((c) => c.startDttm),
      endDttm: changes.map((c) => c.endDttm),
      periodAllotType: changes.map((c) => c.periodAllotType),
    },
    { schema: e.save.answer },
  );
}

/** GET applications.json?sectnId: the applications of a lot's current window. */
export function usePeriodApplications(lotId: number | null) {
  return useQuery({
    queryKey: [...PERIOD_PARKING_KEY, 'applications', lotId],
    queryFn: ({ signal }) =>
      api
        .get(e.applications.path, {
          params: { sectnId: lotId ?? 0 },
          schema: e.applications.answer,
          signal,
        })
        .then((r) => toDomain(r.value)),
    enabled: lotId !== null,
  });
}

/** GET applicationsExcel.json: the same applications for the Excel file, with the reason the server records. */
export function exportApplications(lotId: number, roundId: number | undefined, reason: string) {
  return api
    .get(e.excel.path, {
      params: { sectnId: lotId, ...(roundId ? { roundId } : {}), reason },
      schema: e.excel.answer,
    })
    .then((r) => toDomain(r.value.result));
}

/** POST draw.json: draw the lot's closed lottery now. */
export function drawNow(lotId: number) {
  return api.post(e.draw.path, { sectnId: lotId }, { schema: e.draw.answer });
}

/** POST cancel.json: cancel an application with a reason. */
export function cancelApplication(periodId: number, reason: string) {
  return api.post(e.cancel.path, { periodId, reason }, { schema: e.cancel.answer });
}

/** The proof file of an application (browser navigation). */
export const proofPath = (periodId: number) => `${e.download.path}?periodId=${periodId}`;
