import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { lotImageUrl } from '../../../components/lot-data/lot-tariff';
import classes from './lots.module.css';

/** The lot photo, or a placeholder when a part of its address is missing or the file cannot be loaded. */
export function LotImage({ lot }: { lot: ParkingLotRow }) {
  const url = lotImageUrl(lot);
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className={classes.imagePlaceholder} role="img" aria-label={ko.lots.detail.noImage}>
        <span aria-hidden="true">P</span>
        <span>{ko.lots.detail.noImage}</span>
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={url}
      alt={ko.lots.detail.image(lot.PARKING_NM)}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
