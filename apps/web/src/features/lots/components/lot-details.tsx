import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import { tariffTexts } from '../../../components/lot-data/lot-tariff';
import { formatDistance, OCCUPANCY_COLORS, type OccupancyLevel } from '../lib/geo';
import { LotImage } from './lot-image';
import classes from './lots.module.css';

const t = ko.lots.detail;

interface Props {
  lot: ParkingLotRow;
  available: number;
  level: OccupancyLevel;
  distanceKm?: number;
  /** extra content under the facts (e.g. the directions link) */
  actions?: ReactNode;
}

/** The facts of one lot (spec 1 §2.9 popup): kind, cells, availability, addresses, fees and photo. */
export function LotDetails({ lot, available, level, distanceKm, actions }: Props) {
  const fee = tariffTexts(lot);
  const rows: [string, ReactNode][] = [
    [t.kind, `${lot.PARKING_DIV_NM} · ${t.gradeName(lot.GRADE)}`],
    [t.cells, t.count(lot.CELL_CNT)],
    [
      t.available,
      <span key="a" className={classes.availability}>
        <span className={classes.dot} style={{ background: OCCUPANCY_COLORS[level] }} aria-hidden="true" />
        {t.count(available)} ({ko.lots.map.levels[level]})
      </span>,
    ],
    [t.roadAddress, lot.CELL_ADDR_LOAD || '-'],
    [t.lotAddress, lot.CELL_ADDR_JIBUN || '-'],
    [t.baseFee, fee.base],
    [t.unitFee, fee.unit],
    [t.dayMax, fee.dayMax],
    [t.freeEntry, fee.freeEntry],
    [t.freeFirst, fee.freeFirst],
    [t.hours, fee.hours],
  ];
  if (lot.HNDCAP_CELL_CNT > 0) rows.splice(2, 0, [t.disabledCells, t.count(lot.HNDCAP_CELL_CNT)]);
  if (lot.ELEC_CELL_CNT > 0) rows.splice(3, 0, [t.evCells, t.count(lot.ELEC_CELL_CNT)]);
  if (distanceKm !== undefined) rows.push([t.distance, formatDistance(distanceKm)]);

  return (
    <div className={classes.details}>
      <LotImage lot={lot} />
      <dl className={classes.facts}>
        {rows.map(([k, v]) => (
          <div key={k} className={classes.fact}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {actions}
    </div>
  );
}
