import { cleanup, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Anchor, Box, Group, MantineContext, Paper, Stack, Text, Title } from '../core';

afterEach(cleanup);

describe("the kit's layout and text primitives (decision 223)", () => {
  it('render without Mantine’s provider (a screen built on them needs none)', () => {
    function Probe() {
      return <output>{useContext(MantineContext) === null ? 'no provider' : 'provider'}</output>;
    }
    render(
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2}>마이페이지</Title>
          <Anchor href="/mypageupdate">정보 수정</Anchor>
        </Group>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            안내
          </Text>
        </Paper>
        <Probe />
      </Stack>,
    );
    expect(screen.getByRole('status').textContent).toBe('no provider');
    expect(screen.getByRole('heading', { level: 2, name: '마이페이지' })).toBeTruthy();
  });

  it('set Mantine’s CSS variables and style props: gap, justify, wrap, colour, size, weight', () => {
    render(
      <Stack gap="xs" data-testid="stack">
        <Group justify="flex-end" wrap="nowrap" gap={6} data-testid="group">
          <Text size="sm" c="gray.8" fw={700} mt={4}>
            가
          </Text>
          <Text span c="danger">
            나
          </Text>
        </Group>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.style.getPropertyValue('--stack-gap')).toBe('var(--mantine-spacing-xs)');
    const group = screen.getByTestId('group');
    expect(group.style.getPropertyValue('--group-justify')).toBe('flex-end');
    expect(group.style.getPropertyValue('--group-wrap')).toBe('nowrap');
    expect(group.style.getPropertyValue('--group-gap')).toBe('0.375rem');
    const a = screen.getByText('가');
    expect(a.tagName).toBe('P');
    expect(a.style.getPropertyValue('--text-fz')).toBe('var(--mantine-font-size-sm)');
    expect(a.style.color).toBe('var(--mantine-color-gray-8)');
    expect(a.style.fontWeight).toBe('700');
    expect(a.style.marginTop).toBe('0.25rem');
    const b = screen.getByText('나');
    expect(b.tagName).toBe('SPAN');
    expect(b.style.color).toBe('var(--mantine-color-danger-text)');
  });

  it('draw a title at another size than its level, a bordered paper, a link in primary 6, a Box as any element', () => {
    render(
      <>
        <Title order={3} size="h5">
          알림 발송 내역
        </Title>
        <Paper component="section" withBorder aria-label="내 정보" />
        <Anchor href="tel:0310000000" fw={700}>
          031-000-0000
        </Anchor>
        <Box component="ul" py="sm" aria-label="목록" />
      </>,
    );
    const title = screen.getByRole('heading', { level: 3 });
    expect(title.style.getPropertyValue('--title-fz')).toBe('var(--mantine-h5-font-size)');
    const paper = screen.getByRole('region', { name: '내 정보' });
    expect(paper.hasAttribute('data-with-border')).toBe(true);
    const link = screen.getByRole('link', { name: '031-000-0000' });
    expect(link.style.color).toBe('var(--mantine-color-primary-6)');
    expect(link.getAttribute('data-underline')).toBe('hover');
    expect(screen.getByRole('list', { name: '목록' }).style.paddingBlock).toBe('var(--mantine-spacing-sm)');
  });
});
