import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { ReadOnlyField } from './form-fields';

afterEach(cleanup);

describe('read-only fields look read-only (issue 14, decision 146)', () => {
  it('the form kit shows a read-only value in the shared read-only box', () => {
    renderWithUi(<ReadOnlyField label="작성자" value="홍길동" />);
    const value = screen.getByText('홍길동');
    expect(value.className).toContain('readonly-value');
    expect(value.hasAttribute('data-readonly')).toBe(true);
  });

  it('one global rule gives read-only inputs and values the grey dashed look', () => {
    // jsdom tests get CSS imports empty: read the sheet from the web app's folder (run from the repo or apps/web)
    const file = ['apps/web/src/styles/global.css', 'src/styles/global.css']
      .map((f) => resolve(process.cwd(), f))
      .find((f) => existsSync(f));
    expect(readFileSync(file ?? '', 'utf8')).toMatch(
      /\.mantine-Input-input\[readonly\]:not\(\[aria-haspopup\]\),\s*\.readonly-value\s*\{[^}]*dashed/,
    );
  });
});
