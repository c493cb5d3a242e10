import { Button, Card, Group, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** the accessible name of the search landmark */
  label: string;
  /** the text of the submit button */
  submitLabel: string;
  /** runs on submit (Enter in a field or the button); the form's own submit is prevented */
  onSearch: () => void | Promise<void>;
  /** the button shows a loader while a search runs */
  loading?: boolean;
  /** the fields, in one wrapping row bottom-aligned with the button */
  children: ReactNode;
}

/**
 * The search form of a public screen: a bordered card that is a `search` landmark, its fields in a row and
 * the submit button last (full width on phones). The caller validates and alerts: the browser's own
 * validation is off.
 */
export function SearchCard({ label, submitLabel, onSearch, loading, children }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSearch();
  };
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      noValidate
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        <Button type="submit" w={{ base: '100%', xs: 'auto' }} loading={loading}>
          {submitLabel}
        </Button>
      </Group>
    </Card>
  );
}

/** Where the results will stand, before the first search: what to do, centred in a grey card. */
export function SearchPrompt({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" bg="gray.0">
      <Text ta="center" c="gray.7">
        {children}
      </Text>
    </Card>
  );
}
