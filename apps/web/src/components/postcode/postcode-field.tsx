import { ko } from '@parking/shared/messages/ko';
import { type ComponentPropsWithRef, lazy, Suspense, useCallback, useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '../ui/core';
import { loadPostcode, type PostcodeConstructor } from './load-postcode';

// The dialog (Mantine's Modal: focus trap, scroll lock) loads with the widget's script, when the visitor searches:
// a form without Mantine (/periodapplication, decision 225) keeps it out of its first load.
const PostcodeDialog = lazy(() => import('./postcode-dialog'));

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'>;

export interface PostcodeFieldProps {
  /** id prefix of the three inputs */
  id: string;
  zipcode: InputProps;
  address: InputProps;
  detail?: InputProps;
  zipcodeError?: string | undefined;
  addressError?: string | undefined;
  detailError?: string | undefined;
  required?: boolean;
  /** the widget's choice: fill zipcode and address (e.g. react-hook-form setValue) and focus the detail */
  onPick: (value: { zipcode: string; address: string }) => void;
  /** load a different script or time out sooner (tests) */
  load?: () => Promise<PostcodeConstructor>;
}

const t = () => ko.postcode;

/**
 * Zip code and address filled by the Daum postcode widget (loaded on demand, shown in a dialog), plus a
 * detail address. When the widget cannot load within a few seconds the two fields become editable and a
 * notice says so (DESIGN §7).
 */
export function PostcodeField({
  id,
  zipcode,
  address,
  detail,
  zipcodeError,
  addressError,
  detailError,
  required,
  onPick,
  load = loadPostcode,
}: PostcodeFieldProps) {
  const [loading, setLoading] = useState(false);
  const [manual, setManual] = useState(false);
  const [widget, setWidget] = useState<PostcodeConstructor | null>(null);
  // the dialog stays mounted once shown, so it closes with Mantine's transition and gives the focus back
  const [dialogUsed, setDialogUsed] = useState(false);
  if (widget && !dialogUsed) setDialogUsed(true);

  const search = async () => {
    setLoading(true);
    try {
      setWidget(() => null);
      const [ctor] = await Promise.all([load(), import('./postcode-dialog')]);
      setWidget(() => ctor);
    } catch {
      setManual(true);
      document.getElementById(`${id}-zipcode`)?.focus();
    } finally {
      setLoading(false);
    }
  };

  const complete = useCallback(
    (value: { zipcode: string; address: string }) => {
      setWidget(null);
      onPick(value);
      // after the dialog gave focus back
      setTimeout(() => document.getElementById(`${id}-detail`)?.focus(), 0);
    },
    [id, onPick],
  );

  return (
    <Stack gap="xs">
      <TextInput
        {...zipcode}
        id={`${id}-zipcode`}
        label={t().zipcode}
        required={required}
        readOnly={!manual}
        maxLength={5}
        inputMode="numeric"
        error={zipcodeError}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: '0 1 180px', minWidth: 0 }}>{input}</div>
            <Button
              variant="outline"
              onClick={() => void search()}
              loading={loading}
              loaderProps={{ 'aria-label': t().loading }}
            >
              {t().search}
            </Button>
          </Group>
        )}
      />
      {manual && (
        <Alert color="warning" variant="light" role="status" title={t().unavailableTitle}>
          {t().unavailable}
        </Alert>
      )}
      <TextInput
        {...address}
        id={`${id}-address`}
        label={t().address}
        required={required}
        readOnly={!manual}
        maxLength={200}
        error={addressError}
        placeholder={manual ? undefined : t().addressPlaceholder}
      />
      {detail && (
        <TextInput
          {...detail}
          id={`${id}-detail`}
          label={t().detail}
          maxLength={200}
          error={detailError}
          autoComplete="address-line2"
        />
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <PostcodeDialog widget={widget} onClose={() => setWidget(null)} onComplete={complete} />
        </Suspense>
      )}
    </Stack>
  );
}
