import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AnyResource, FormField } from './resource';
import { resourcePages } from './resource-pages';

// The editor's chunk, as the kit's form screens ask for it: counted, never loaded here.
const loadEditor = vi.hoisted(() => vi.fn(() => new Promise<never>(() => {})));
vi.mock('../rich-text-editor/load', () => ({ loadRichTextEditor: loadEditor }));

function formResource(fields: readonly FormField<Record<string, unknown>, unknown>[]): AnyResource {
  return {
    queryKey: ['things'],
    form: { schema: z.object({}), defaults: () => ({}), fields },
  } as unknown as AnyResource;
}

afterEach(() => loadEditor.mockClear());

describe("a kit form screen's code", () => {
  it('starts the editor with the form when the form has a rich-text field, also inside a grid', async () => {
    await resourcePages(
      formResource([
        { kind: 'text', name: 'title', label: '제목' },
        { kind: 'grid', cols: { base: 1 }, fields: [{ kind: 'richText', name: 'body', label: '내용' }] },
      ]),
    ).screen('create');
    expect(loadEditor).toHaveBeenCalledTimes(1);
  });

  it('does not ask for the editor for a form without one, nor for a list', async () => {
    const pages = resourcePages(formResource([{ kind: 'text', name: 'title', label: '제목' }]));
    await pages.screen('update');
    await pages.screen('list');
    expect(loadEditor).not.toHaveBeenCalled();
  });
});
