import { ko } from '@parking/shared/messages/ko';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  PlainList as List,
  NativeSelect,
  PlainSkeleton as Skeleton,
  Stack,
  Text,
  TextInput,
} from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { FileInput } from '../../../components/ui/file-input/file-input';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert/load-failed-alert';
import { errorText } from '../../../lib/api-client';
import { requestCarProof, useMyCars } from '../api/my-cars';

const w = ko.seasonPass.web;

interface CarFieldsProps {
  plate: string;
  error?: string | undefined;
  /** a proven car was chosen: its plate and the owner name the server will use */
  onCar: (car: { plate: string; carOwnerNm: string }) => void;
}

/**
 * The car of an application (decision 179): one of the member's proven cars, or how to prove one — the profile
 * car checked against the register, or a registration certificate that staff confirm.
 */
export function CarFields({ plate, error, onCar }: CarFieldsProps) {
  const cars = useMyCars();
  if (cars.isPending) return <Skeleton height={64} aria-busy="true" aria-label={ko.common.loading} />;
  if (cars.isError)
    return <LoadFailedAlert title={w.loadFailed} error={cars.error} onRetry={() => void cars.refetch()} />;
  const { cars: proven, requests } = cars.data.value;
  const pending = requests.filter((r) => r.status === 'PENDING');
  return (
    <Stack gap="md">
      {proven.length > 0 ? (
        <NativeSelect
          id="period-carNo"
          label={w.carChoose}
          description={w.carChooseHint}
          required
          error={error}
          value={plate}
          data={[
            { value: '', label: w.carChoosePlaceholder },
            ...proven.map((c) => ({ value: c.plate, label: w.carOption(c.plate, c.carOwnerNm) })),
          ]}
          onChange={(e) => {
            const car = proven.find((c) => c.plate === e.currentTarget.value);
            onCar(car ?? { plate: '', carOwnerNm: '' });
          }}
        />
      ) : (
        <Alert color="yellow" title={w.noProvenCar} id="period-carNo" tabIndex={-1}>
          <List size="sm">
            {w.howToProve.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text size="sm" c="gray.8">
        {w.memberCap}
      </Text>
      {pending.length > 0 && (
        <Text size="sm" c="gray.8">
          {pending.map((r) => w.carProofPending(r.plate)).join(', ')}
        </Text>
      )}
      <CarProofForm />
    </Stack>
  );
}

/** Sends a registration certificate for staff to confirm (POST carProof.json). */
function CarProofForm() {
  const client = useQueryClient();
  const [plate, setCarNo] = useState('');
  const [owner, setOwner] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!plate.trim() || !owner.trim()) return showAlert(ko.seasonPass.v.requiredAll);
    if (!file) return showAlert(ko.seasonPass.v.carProofFile);
    setBusy(true);
    try {
      const res = await requestCarProof(plate, owner, file);
      setCarNo('');
      setOwner('');
      setFile(null);
      await client.invalidateQueries({ queryKey: ['period', 'my-cars'] });
      await showAlert(res.message);
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
      <Text component="legend" fw={700} size="sm" mb="xs">
        {w.carProofSection}
      </Text>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={w.plate}
            description={w.carNoHint}
            maxLength={10}
            value={plate}
            onChange={(e) => setCarNo(e.currentTarget.value)}
          />
          <TextInput
            label={w.carOwnerNm}
            maxLength={50}
            value={owner}
            onChange={(e) => setOwner(e.currentTarget.value)}
          />
        </Group>
        <FileInput label={w.carProofFile} description={w.proofHint} value={file} onChange={setFile} />
        <Group>
          <Button variant="default" loading={busy} onClick={() => void send()}>
            {w.carProofSubmit}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}
