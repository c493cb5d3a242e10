import { ko } from '@parking/shared/messages/ko';
import { type ReactNode, useId } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '../../../components/ui/core';
import { errorText } from '../../../lib/api-client';
import { useRouteEntry } from '../../../lib/route-entry';
import { Link } from '../../../lib/router';
import classes from './guide.module.css';

/** The page heading (route title) and the lead sentence of a guide. */
export function GuideHeader({ fallbackTitle, intro }: { fallbackTitle: string; intro: string }) {
  const entry = useRouteEntry();
  return (
    <Stack gap={6}>
      <Title order={1}>{entry?.title ?? fallbackTitle}</Title>
      <Text size="lg" c="gray.8">
        {intro}
      </Text>
    </Stack>
  );
}

/** A titled part of a guide (h2). */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={classes.bullets}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Numbered procedure steps. */
export function Steps({ steps }: { steps: readonly { title: string; body: string }[] }) {
  return (
    <ol className={classes.steps}>
      {steps.map((s) => (
        <li key={s.title} className={classes.step}>
          <span className={classes.stepTitle}>{s.title}</span>
          <Text size="sm">{s.body}</Text>
        </li>
      ))}
    </ol>
  );
}

/** The call to action at the bottom of a guide. */
export function GuideAction({ to, label }: { to: string; label: string }) {
  return (
    <Group justify="center" mt="xl">
      <Button component={Link} to={to} size="md">
        {label}
      </Button>
    </Group>
  );
}

/** Loading skeleton and error-with-retry for the data-driven tables of the guides. */
export function DataState({
  pending,
  error,
  onRetry,
  retrying,
  children,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  children: ReactNode;
}) {
  if (pending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm">{ko.lots.guides.loading}</Text>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" title={ko.lots.guides.loadError} role="alert">
        <Text size="sm" mb="sm">
          {errorText(error)}
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
          {ko.lots.map.retry}
        </Button>
      </Alert>
    );
  }
  return <>{children}</>;
}

/**
 * A table that may scroll sideways on narrow screens: keyboard users can focus and scroll it (KWCAG, axe
 * scrollable-region-focusable), and it is announced with the table's name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={classes.tableWrap} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

export { classes as guideClasses };
