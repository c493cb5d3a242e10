import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every file a person attaches goes through the portal's file field (FileInput, decision 144; issue 32): no
 * screen draws a native <input type="file"> of its own. The rich-text editor's image tool keeps a hidden picker
 * behind its toolbar button (not a field).
 */
const SRC = join(__dirname, '..', '..', '..');
const ALLOWED = new Set([
  'components/ui/file-input/file-input.tsx',
  'components/rich-text-editor/rich-text-editor.tsx',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('one file field', () => {
  it('no screen has a native file input outside FileInput', () => {
    const native = sources(SRC)
      .filter((file) => /type=["{']+file["}']/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split('\\').join('/'));
    expect(native.filter((f) => !ALLOWED.has(f))).toEqual([]);
    expect(native).toContain('components/ui/file-input/file-input.tsx');
  });
});
