import type { ParkingLotRow } from '@parking/shared/lots/schemas';
import { ko } from '@parking/shared/messages/ko';
import { directionsUrl } from '../../../components/lot-data/lot-tariff';
import { Button, Modal } from '../../../components/ui/core';
import { availableCount, occupancyLevel, occupancyRatio } from '../lib/geo';
import { LotDetails } from './lot-details';

/** Detail popup of /list (spec 1 §2.10) with the directions button (Kakao Map, new tab). */
export function LotDetailModal({ lot, onClose }: { lot: ParkingLotRow | null; onClose: () => void }) {
  const available = lot ? availableCount(lot.PARK_COUNT) : 0;
  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      title={lot?.PARKING_NM}
      size="md"
      closeButtonProps={{ 'aria-label': ko.common.close }}
      styles={{ title: { fontWeight: 700, fontSize: 18 } }}
    >
      {lot ? (
        <LotDetails
          lot={lot}
          available={available}
          level={occupancyLevel(occupancyRatio(lot.CELL_CNT, available))}
          actions={
            <Button
              component="a"
              href={directionsUrl(lot)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={ko.lots.detail.directionsLabel(lot.PARKING_NM)}
              fullWidth
              mt="xs"
            >
              {ko.lots.detail.directions}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
