import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { parkingLots } from '../../db/schema/lots';

/** What the standard data set reads of a lot: the lot record and its fee rules, nothing live. */
export interface StandardLotSource {
  parkingId: string;
  parkingNm: string;
  parkingDiv: string;
  grade: number;
  cellCnt: number;
  hndcapCellCnt: number;
  elecCellCnt: number;
  cellAddrLoad: string;
  cellAddrJibun: string;
  lat: number;
  lng: number;
  dfltTm: number;
  dfltAmt: number;
  intvlTm: number;
  intvlAmt: number;
  dayParkingAmt: number;
  freeEntryTm: number;
  freeFirstTm: number;
  anyhourRunYn: string;
  operStartTm: string;
  operEndTm: string;
  periodUseDivCd: string;
  periodTicketAmt: number;
  periodDaytmAmt: number;
  periodNightAmt: number;
}

/** Every lot record, in lot order (the same table the map, the fee engine and the gates read). */
export async function listStandardLotSources(db: DbOrTx): Promise<StandardLotSource[]> {
  return db
    .select({
      parkingId: parkingLots.parkingId,
      parkingNm: parkingLots.parkingNm,
      parkingDiv: parkingLots.parkingDiv,
      grade: parkingLots.grade,
      cellCnt: parkingLots.cellCnt,
      hndcapCellCnt: parkingLots.hndcapCellCnt,
      elecCellCnt: parkingLots.elecCellCnt,
      cellAddrLoad: parkingLots.cellAddrLoad,
      cellAddrJibun: parkingLots.cellAddrJibun,
      lat: parkingLots.lat,
      lng: parkingLots.lng,
      dfltTm: parkingLots.dfltTm,
      dfltAmt: parkingLots.dfltAmt,
      intvlTm: parkingLots.intvlTm,
      intvlAmt: parkingLots.intvlAmt,
      dayParkingAmt: parkingLots.dayParkingAmt,
      freeEntryTm: parkingLots.freeEntryTm,
      freeFirstTm: parkingLots.freeFirstTm,
      anyhourRunYn: parkingLots.anyhourRunYn,
      operStartTm: parkingLots.operStartTm,
      operEndTm: parkingLots.operEndTm,
      periodUseDivCd: parkingLots.periodUseDivCd,
      periodTicketAmt: parkingLots.periodTicketAmt,
      periodDaytmAmt: parkingLots.periodDaytmAmt,
      periodNightAmt: parkingLots.periodNightAmt,
    })
    .from(parkingLots)
    .orderBy(asc(parkingLots.sectnId));
}
