// @vitest-environment node
import { ko } from '@parking/shared/messages/ko';
import { describe, expect, it } from 'vitest';
import { readCatalogue, splitKoImports } from '../build/ko-split.ts';

const koFile = new URL('../../../packages/shared/src/messages/ko.ts', import.meta.url).pathname;
const catalogue = readCatalogue(koFile);
const webFile = new URL('./features/x/x.tsx', import.meta.url).pathname;
const specifierOf = (file: string) =>
  `@parking/shared/${file.slice(file.indexOf('/src/') + 5).replace(/\.ts$/, '')}`;
const split = (code: string, importer = webFile) =>
  splitKoImports(code, importer, koFile, catalogue, specifierOf);

describe('ko split (build/ko-split.ts)', () => {
  it('places every section of the catalogue', () => {
    for (const section of Object.keys(ko)) {
      if (section === 'errors') continue;
      expect(catalogue.sections.has(section), `ko.${section} is not placed: see build/ko-split.ts`).toBe(
        true,
      );
    }
    const codes = new Set(catalogue.errorParts.flatMap((p) => [...p.codes]));
    expect([...codes].sort()).toEqual(Object.keys(ko.errors).sort());
  });

  it('gives a module the common texts and only the areas it reads', () => {
    const out = split(
      "import { ko } from '@parking/shared/messages/ko';\nexport const a = [ko.frame.siteName, ko.accounts.outbox.title, 'ko-KR'];\n",
    );
    expect(out).toContain("import { commonKo } from '@parking/shared/messages/ko/common';");
    expect(out).toContain("import { accountsKo } from '@parking/shared/messages/ko/accounts';");
    expect(out).toContain('const ko = { ...commonKo, accounts: accountsKo };');
    expect(out).not.toContain('lotsKo');
    expect(out).not.toContain("from '@parking/shared/messages/ko'");
    expect(out?.split('\n')).toHaveLength(3);
  });

  it('brings only the error maps that define the codes read', () => {
    const common = split(
      "import { ko } from '@parking/shared/messages/ko';\nf(ko.errors.INTERNAL, ko.notFound.title);\n",
    );
    expect(common).toContain('errors: { ...commonErrors }');
    const area = split(
      "import { ko } from '@parking/shared/messages/ko';\nf(ko.errors.PAYMENT_PROVIDER_ERROR);\n",
    );
    expect(area).toMatch(/errors: \{ \.\.\.paymentsErrors \}/);
    const computed = split("import { ko } from '@parking/shared/messages/ko';\nf(ko.errors[code]);\n");
    for (const p of catalogue.errorParts) expect(computed).toContain(`...${p.exportName}`);
    const fn = split(
      "import { errorMessage } from '@parking/shared/messages/ko';\nconst a = errorMessage('NETWORK_ERROR');\n",
    );
    expect(fn).toContain('errors: { ...commonErrors }');
    expect(fn).toContain('const errorMessage = (code) =>');
  });

  it('rewrites the relative imports of the shared package too', () => {
    const schemas = new URL('../../../packages/shared/src/auth/schemas.ts', import.meta.url).pathname;
    const out = split("import { ko } from '../messages/ko';\nconst m = ko.validation.required;\n", schemas);
    expect(out).toContain('const ko = { ...commonKo };');
  });

  it('keeps the full import when it cannot tell what a module reads', () => {
    expect(split("import { ko } from '@parking/shared/messages/ko';\nexport const all = ko;\n")).toBeNull();
    expect(split("import { ko } from '@parking/shared/messages/ko';\nf(ko[section]);\n")).toBeNull();
    expect(split("import { ko } from '@parking/shared/messages/ko';\nf(ko.noSuchSection.x);\n")).toBeNull();
    expect(
      split("import { ko, somethingElse } from '@parking/shared/messages/ko';\nf(ko.frame.x);\n"),
    ).toBeNull();
    expect(split("import { other } from './other';\nf(other);\n")).toBeNull();
  });
});
