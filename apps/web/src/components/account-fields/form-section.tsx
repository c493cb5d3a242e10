import type { ReactNode } from 'react';
import { Paper, Title } from '../ui/core';

/** One titled, bordered section of the sign-up and profile forms. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
