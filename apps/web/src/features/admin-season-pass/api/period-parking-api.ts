import { periodParkingResource } from '@parking/shared/admin-season-pass/contract';
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
        .then((r) => r.value),
  });
}

/** GET insertParkingInfo.json: refresh the lots' windows (the answer's message says 성공). */
export function refreshLots() {
  return api.get(e.refresh.path, { schema: e.refresh.answer });
}

/** One changed lot as updatePeriodParking.json sends it ('YYYY-MM-DD HH:mm:ss'). */
export interface LotChange {
  sectnId: number;
  startDttm: string;
  endDttm: string;
  periodAllotType: string;
}

/** POST updatePeriodParking.json: the form lists sectnId, startDttm, endDttm, periodAllotType. */
export function savePeriodParking(changes: readonly LotChange[]) {
  return api.post(
    e.save.path,
    {
      sectnId: changes.map((c) => c.sectnId),
      startDttm: changes.map((c) => c.startDttm),
      endDttm: changes.map((c) => c.endDttm),
      periodAllotType: changes.map((c) => c.periodAllotType),
    },
    { schema: e.save.answer },
  );
}

/** GET applications.json?sectnId: the applications of a lot's current window. */
export function usePeriodApplications(sectnId: number | null) {
  return useQuery({
    queryKey: [...PERIOD_PARKING_KEY, 'applications', sectnId],
    queryFn: ({ signal }) =>
      api
        .get(e.applications.path, {
          params: { sectnId: sectnId ?? 0 },
          schema: e.applications.answer,
          signal,
        })
        .then((r) => r.value),
    enabled: sectnId !== null,
  });
}

/** GET applicationsExcel.json: the same applications for the Excel file, with the reason the server records. */
export function exportApplications(sectnId: number, roundId: number | undefined, reason: string) {
  return api
    .get(e.excel.path, {
      params: { sectnId, ...(roundId ? { roundId } : {}), reason },
      schema: e.excel.answer,
    })
    .then((r) => r.value.result);
}

/** POST draw.json: draw the lot's closed lottery now. */
export function drawNow(sectnId: number) {
  return api.post(e.draw.path, { sectnId }, { schema: e.draw.answer });
}

/** POST cancel.json: cancel an application with a reason. */
export function cancelApplication(periodId: number, reason: string) {
  return api.post(e.cancel.path, { periodId, reason }, { schema: e.cancel.answer });
}

/** The proof file of an application (browser navigation). */
export const proofPath = (periodId: number) => `${e.download.path}?periodId=${periodId}`;
