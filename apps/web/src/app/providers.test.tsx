import { cleanup, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineContext } from '../components/ui/core';
import { showAlert } from '../components/ui/dialog/dialog-store';
import { AppProviders } from './providers';

afterEach(cleanup);

function MantineProbe() {
  return <p>{useContext(MantineContext) ? 'with Mantine' : 'without Mantine'}</p>;
}

describe('app providers', () => {
  it('bring no Mantine to the first page: screens and the dialog host bring their own (decision 174)', async () => {
    render(
      <AppProviders>
        <MantineProbe />
      </AppProviders>,
    );
    expect(screen.getByText('without Mantine')).toBeTruthy();
    // an alert still shows: the host loads with its own Mantine
    void showAlert('알림 내용');
    expect((await screen.findByRole('alertdialog')).textContent).toContain('알림 내용');
  });
});
