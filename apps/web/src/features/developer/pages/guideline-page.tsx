import { ko } from '@parking/shared/messages/ko';
import { DataTable } from '../../../components/admin-kit/data-table';
import { PageTitle } from '../../../components/admin-kit/page-title';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '../../../components/ui/core';
import { showAlert, showConfirm } from '../../../components/ui/dialog/dialog-store';
import { DeveloperBadge } from './developer-badge';
import classes from './guideline-page.module.css';

const t = ko.developer.guideline;
const COLORS = [
  '--krds-primary',
  '--krds-primary-dark',
  '--krds-primary-light',
  '--krds-secondary',
  '--krds-text',
  '--krds-text-subtle',
  '--krds-text-muted',
  '--krds-border',
  '--krds-surface',
  '--krds-danger',
] as const;
const SAMPLE_ROWS = [
  { id: '1', car: '12가3456', lot: '시청 공영주차장', amount: '3,000원' },
  { id: '2', car: '345나6789', lot: '중앙시장 공영주차장', amount: '12,500원' },
];

/** /guideline: the portal's UI guideline drawn with the real components and tokens. */
export function GuidelinePage() {
  return (
    <Stack gap="xl">
      <div>
        <PageTitle />
        <DeveloperBadge />
        <Text>{t.intro}</Text>
      </div>
      <section aria-labelledby="g-colors">
        <Title order={2} size="h3" id="g-colors" mb="sm">
          {t.colors}
        </Title>
        <ul className={classes.swatches}>
          {COLORS.map((c) => (
            <li key={c} className={classes.swatch}>
              <span className={classes.chip} style={{ background: `var(${c})` }} aria-hidden="true" />
              <code>{c}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="g-type">
        <Title order={2} size="h3" id="g-type" mb="sm">
          {t.type}
        </Title>
        <Stack gap={4}>
          {(['h1', 'h2', 'h3', 'h4'] as const).map((h) => (
            <Text key={h} className={classes[h]}>{`${h.toUpperCase()} · ${t.sampleText}`}</Text>
          ))}
          {(['lg', 'md', 'sm', 'xs'] as const).map((s) => (
            <Text key={s} size={s}>{`${s} · ${t.sampleText}`}</Text>
          ))}
        </Stack>
      </section>
      <section aria-labelledby="g-buttons">
        <Title order={2} size="h3" id="g-buttons" mb="sm">
          {t.buttons}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Button>{t.primary}</Button>
          <Button variant="outline">{t.secondary}</Button>
          <Button variant="subtle">{t.subtle}</Button>
          <Button color="red">{t.danger}</Button>
          <Button disabled>{t.disabled}</Button>
        </Group>
      </section>
      <section aria-labelledby="g-fields">
        <Title order={2} size="h3" id="g-fields" mb="sm">
          {t.fields}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t.fieldLabel} description={t.fieldHint} withAsterisk />
          <TextInput label={t.fieldErrorLabel} defaultValue="12가" error={t.fieldError} />
          <NativeSelect label={t.selectLabel} data={[...t.options]} />
          <Checkbox label={t.checkLabel} mt="xl" />
        </SimpleGrid>
      </section>
      <section aria-labelledby="g-tables">
        <Title order={2} size="h3" id="g-tables" mb="sm">
          {t.tables}
        </Title>
        <DataTable
          caption={t.tableCaption}
          rowKey={(r) => r.id}
          rows={SAMPLE_ROWS}
          columns={[
            { key: 'car', header: t.fieldLabel, render: (r) => r.car },
            { key: 'lot', header: ko.menu.parking, render: (r) => r.lot },
            { key: 'amount', header: t.amount, render: (r) => r.amount, align: 'right' },
          ]}
        />
      </section>
      <section aria-labelledby="g-dialogs">
        <Title order={2} size="h3" id="g-dialogs" mb="sm">
          {t.dialogs}
        </Title>
        <Group gap="sm">
          <Button variant="outline" onClick={() => void showAlert(t.alertText)}>
            {t.openAlert}
          </Button>
          <Button variant="outline" onClick={() => void showConfirm(t.confirmText)}>
            {t.openConfirm}
          </Button>
        </Group>
      </section>
    </Stack>
  );
}
