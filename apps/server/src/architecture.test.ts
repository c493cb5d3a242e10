import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  importCycles,
  importGraph,
  importSpecifiers,
  readSources,
  wireNamesIn,
} from './test/architecture-rules';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('architecture of the code base', () => {
  const sources = readSources(repoRoot);

  it('reads the sources of the three workspaces', () => {
    expect(sources.has('apps/web/src/app/route-table.tsx')).toBe(true);
    expect(sources.has('apps/server/src/app.ts')).toBe(true);
    expect(sources.has('packages/shared/src/common/korea-time.ts')).toBe(true);
    // the lazy pages of the features' route declarations (decision 198) are edges of the graph
    const graph = importGraph(sources);
    const declarations = [...graph.keys()].filter((f) =>
      /^apps\/web\/src\/features\/[^/]+\/routes\.ts$/.test(f),
    );
    expect(declarations.length).toBeGreaterThan(20);
    expect(
      declarations
        .flatMap((f) => graph.get(f) ?? [])
        .filter((r) => r.kind === 'dynamic' && r.target?.includes('/features/')).length,
    ).toBeGreaterThan(20);
  });

  it('keeps its boundaries and has no import cycle', () => {
    expect(checkArchitecture(sources)).toEqual([]);
  });
});

describe('the architecture rules', () => {
  const file = (text: string) => text;
  const fixture = new Map<string, string>([
    ['apps/web/src/app/route-table.tsx', file("const p = () => import('../features/a/pages/a-page');\n")],
    [
      'apps/web/src/features/a/pages/a-page.tsx',
      file("import { b } from '../../b/lib/b';\nimport type { X } from '../../../app/route-table';\n"),
    ],
    ['apps/web/src/features/b/lib/b.ts', file('export const b = 1;\n')],
    ['apps/web/src/components/x/x.tsx', file("import {\n  menu,\n} from '../../app/menu';\n")],
    ['apps/web/src/app/menu.ts', file("import { y } from '../components/x/x';\n")],
    ['apps/web/src/lib/util.ts', file("import { X } from '../components/x/x';\n")],
    // the one UI kit: Mantine (code, hooks, sheets) only inside components/ui
    [
      'apps/web/src/features/b/lib/c.tsx',
      file("import { Button } from '@mantine/core';\nimport '@mantine/core/styles/Button.css';\n"),
    ],
    ['apps/web/src/components/y/y.test.tsx', file("import { useDisclosure } from '@mantine/hooks';\n")],
    ['apps/web/src/components/ui/core.ts', file("export { Button } from '@mantine/core';\n")],
    ['apps/server/src/lib/thing.ts', file("import { z } from '../modules/m/m.service';\n")],
    [
      'apps/server/src/modules/m/m.service.ts',
      file("import { eq } from 'drizzle-orm';\nimport { t } from '../../db/schema/t';\n"),
    ],
    ['apps/server/src/modules/m/m.repository.ts', file("import { eq } from 'drizzle-orm';\n")],
    [
      'apps/server/src/modules/m/m.test.ts',
      file("import { eq } from 'drizzle-orm';\nvi.mock('../../app');\n"),
    ],
    ['apps/server/src/db/schema/t.ts', file("import { pgTable } from 'drizzle-orm/pg-core';\n")],
    ['apps/server/src/modules/payments/start.ts', file("import { q } from '../prepay/prepay.payment';\n")],
    [
      'apps/server/src/modules/prepay/prepay.payment.ts',
      file("import { jobs } from '../../jobs/job-list';\n"),
    ],
    ['apps/server/src/jobs/job-list.ts', file('export const jobs = [];\n')],
    ['apps/server/src/integrations/sms/x.ts', file("import { a } from '../../modules/m/m.repository';\n")],
    ['apps/server/src/plugins/p.ts', file("import { a } from '../modules/m/m.repository';\n")],
    ['packages/shared/src/a.ts', file("import React from 'react';\n")],
    // server modules: public faces and the module graph
    ['apps/server/src/modules/m/index.ts', file("export { z } from './m.service';\n")],
    ['apps/server/src/modules/m/m.routes.ts', file("import { n } from '../n';\n")],
    ['apps/server/src/modules/m/test-kit.ts', file('export const kit = 1;\n')],
    ['apps/server/src/modules/n/index.ts', file("export { n } from './n.service';\n")],
    ['apps/server/src/modules/n/n.service.ts', file("import { r } from '../m/m.repository';\n")],
    [
      'apps/server/src/modules/n/n.test.ts',
      file(
        "import { kit } from '../m/test-kit';\nimport { z } from '../m/m.service';\nimport { o } from '../o';\n",
      ),
    ],
    ['apps/server/src/modules/o/index.ts', file("import { n } from '../n/index';\n")],
    // one line over the bound of a module file; a test file of that length is allowed
    ['apps/server/src/modules/o/o.service.ts', file('export const line = 1;\n'.repeat(501))],
    ['apps/server/src/modules/o/o.test.ts', file('export const line = 1;\n'.repeat(900))],
    [
      'apps/server/src/cli/c.ts',
      file("import { z } from '../modules/m';\nimport { r } from '../modules/m/m.repository';\n"),
    ],
    // spec wire names: used in a service, a repository and a job; allowed in routes, strings, comments, tests
    [
      'apps/server/src/modules/w/w.service.ts',
      file('export const plateOf = (row: { carNo: string }) => row.carNo;\n'),
    ],
    [
      'apps/server/src/modules/w/w.repository.ts',
      file(
        "// sectnId is the spec's lot id\nexport const key = (id: number) => ({ sectnId: id, label: 'sectnId' });\n",
      ),
    ],
    [
      'apps/server/src/jobs/w.job.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a planted file
      file('export const who = (p: { empEsntlId: string }) => `member ${p.empEsntlId}`;\n'),
    ],
    [
      'apps/server/src/modules/w/w.routes.ts',
      file('export const wire = (q: { carNo: string; sectnId: number }) => q;\n'),
    ],
    ['apps/server/src/modules/w/w.test.ts', file("const body = { carNo: '12가3456' };\n")],
    [
      'apps/server/src/modules/w/w.payment.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a planted file
      file("const field = 'carNo'; // carNo on the wire\nconst t = `${'empEsntlId'} ok`;\n"),
    ],
    // the same rule in the web app: a feature's screen and hook and a shared component are behind the boundary;
    // a feature's or component's api/ file (where the fetch maps once), its tests, strings and comments are not
    [
      'apps/web/src/features/wn/pages/wn-page.tsx',
      file(
        'export const Row = ({ row }: { row: { sectnId: number } }) => <td id="wn-sectnId">{row.sectnId}</td>;\n',
      ),
    ],
    [
      'apps/web/src/features/wn/lib/use-wn.ts',
      file(
        "export function useWn() { const [carNo, setCarNo] = useState(''); return { carNo, setCarNo }; }\n",
      ),
    ],
    [
      'apps/web/src/components/wn-card/wn-card.tsx',
      file('export const who = (p: { empEsntlId: string }) => p.empEsntlId;\n'),
    ],
    // a back-office resource's descriptor (no exemption any more, decision 227)
    [
      'apps/web/src/features/wn/wn-resource.tsx',
      file("export const wnResource = { idParam: 'id', rowId: (r: Row) => r.empEsntlId };\n"),
    ],
    [
      'apps/web/src/features/wn/api/wn.ts',
      file("export const fetchWn = (plate: string) => api.get('/api/wn', { params: { carNo: plate } });\n"),
    ],
    [
      'apps/web/src/components/wn-card/api/wn-card.ts',
      file('export const body = (lotId: number) => ({ sectnId: lotId });\n'),
    ],
    ['apps/web/src/features/wn/pages/wn-page.test.tsx', file("const body = { carNo: '12가3456' };\n")],
    [
      'apps/web/src/features/wn/components/wn-field.tsx',
      file('// carNo on the wire\nexport const F = () => <input id="wn-carNo" name=\'carNo\' />;\n'),
    ],
  ]);

  it('find the specifiers of static, multi-line, dynamic and mocked imports', () => {
    expect(
      importSpecifiers(
        "import a from 'a';\nimport {\n  b,\n} from './b';\nexport { c } from '../c';\nimport './d.css';\n" +
          "const e = () => import('./e');\nvi.mock('./f', () => ({}));\nconst g = 'import x from \"h\"';\n",
      ),
    ).toEqual([
      { spec: 'a', kind: 'static' },
      { spec: './b', kind: 'static' },
      { spec: '../c', kind: 'static' },
      { spec: './d.css', kind: 'static' },
      { spec: './e', kind: 'dynamic' },
      { spec: './f', kind: 'mock' },
    ]);
  });

  it('report every kind of violation', () => {
    const found = checkArchitecture(fixture).map(
      (v) => `${v.rule} | ${v.file}${v.spec ? ` | ${v.spec}` : ''}`,
    );
    expect(found.sort()).toEqual(
      [
        'web features do not import other features | apps/web/src/features/a/pages/a-page.tsx | ../../b/lib/b',
        'web features do not import app/ | apps/web/src/features/a/pages/a-page.tsx | ../../../app/route-table',
        'web components/ does not import app/ or features/ | apps/web/src/components/x/x.tsx | ../../app/menu',
        'web lib/ does not import app/, features/ or components/ | apps/web/src/lib/util.ts | ../components/x/x',
        'only the web UI kit (components/ui) imports @mantine/* | apps/web/src/features/b/lib/c.tsx | @mantine/core',
        'only the web UI kit (components/ui) imports @mantine/* | apps/web/src/features/b/lib/c.tsx | @mantine/core/styles/Button.css',
        'only the web UI kit (components/ui) imports @mantine/* | apps/web/src/components/y/y.test.tsx | @mantine/hooks',
        'server lib/ does not import modules/, jobs/, composition/ or app.ts | apps/server/src/lib/thing.ts | ../modules/m/m.service',
        'only repositories (and db/, cli/, test code) use the ORM | apps/server/src/modules/m/m.service.ts | drizzle-orm',
        'only repositories (and db/, cli/, test code) use the ORM | apps/server/src/modules/m/m.service.ts | ../../db/schema/t',
        'the payments core imports no other module (handlers come from the composition) | apps/server/src/modules/payments/start.ts | ../prepay/prepay.payment',
        'server modules/ do not import jobs/, composition/ or app.ts | apps/server/src/modules/prepay/prepay.payment.ts | ../../jobs/job-list',
        'packages/shared depends on zod only | packages/shared/src/a.ts | react',
        'server integrations/ do not import modules/, jobs/, composition/ or app.ts | apps/server/src/integrations/sms/x.ts | ../../modules/m/m.repository',
        'server plugins/ do not import modules/, jobs/, composition/ or app.ts | apps/server/src/plugins/p.ts | ../modules/m/m.repository',
        'no import cycles | apps/web/src/app/menu.ts',
        'no import cycles | apps/web/src/app/route-table.tsx',
        'server modules are used only through their index.ts | apps/server/src/lib/thing.ts | ../modules/m/m.service',
        'server modules are used only through their index.ts | apps/server/src/modules/payments/start.ts | ../prepay/prepay.payment',
        'server modules are used only through their index.ts | apps/server/src/integrations/sms/x.ts | ../../modules/m/m.repository',
        'server modules are used only through their index.ts | apps/server/src/plugins/p.ts | ../modules/m/m.repository',
        'server modules are used only through their index.ts | apps/server/src/modules/n/n.service.ts | ../m/m.repository',
        'server modules are used only through their index.ts | apps/server/src/modules/n/n.test.ts | ../m/m.service',
        'server modules are used only through their index.ts | apps/server/src/cli/c.ts | ../modules/m/m.repository',
        'server modules form no cycle | apps/server/src/modules/m',
        'no server module file over 500 lines (tests excluded) | apps/server/src/modules/o/o.service.ts',
        'no spec wire name behind the contract boundary (services, repositories, jobs) | apps/server/src/modules/w/w.service.ts',
        'no spec wire name behind the contract boundary (services, repositories, jobs) | apps/server/src/modules/w/w.repository.ts',
        'no spec wire name behind the contract boundary (services, repositories, jobs) | apps/server/src/jobs/w.job.ts',
        'no spec wire name in web screens, hooks and components (only in their api/ files) | apps/web/src/features/wn/pages/wn-page.tsx',
        'no spec wire name in web screens, hooks and components (only in their api/ files) | apps/web/src/features/wn/lib/use-wn.ts',
        'no spec wire name in web screens, hooks and components (only in their api/ files) | apps/web/src/components/wn-card/wn-card.tsx',
        'no spec wire name in web screens, hooks and components (only in their api/ files) | apps/web/src/features/wn/wn-resource.tsx',
      ].sort(),
    );
  });

  it('name the wire name found behind the contract boundary, not those in strings, comments or template text', () => {
    const wire = checkArchitecture(fixture).filter((v) => v.rule.startsWith('no spec wire name behind'));
    expect(wire.map((v) => `${v.file} ${v.detail}`).sort()).toEqual([
      'apps/server/src/jobs/w.job.ts empEsntlId',
      'apps/server/src/modules/w/w.repository.ts sectnId',
      'apps/server/src/modules/w/w.service.ts carNo',
    ]);
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a planted file
      wireNamesIn('const a = "carNo";\nconst b = `carNo ${x.sectnId} \\` carNo`; /* empEsntlId */\n'),
    ).toEqual(['sectnId']);
    expect(wireNamesIn('const plate = row.carNoLast4 + normalizeCarNo(x);\n')).toEqual([]);
  });

  it('name the wire name found in web screens, hooks and components, not in their api/ files, tests, strings or comments', () => {
    const wire = checkArchitecture(fixture).filter((v) => v.rule.startsWith('no spec wire name in web'));
    expect(wire.map((v) => `${v.file} ${v.detail}`).sort()).toEqual([
      'apps/web/src/components/wn-card/wn-card.tsx empEsntlId',
      'apps/web/src/features/wn/lib/use-wn.ts carNo',
      'apps/web/src/features/wn/pages/wn-page.tsx sectnId',
      'apps/web/src/features/wn/wn-resource.tsx empEsntlId',
    ]);
  });

  it('find the module cycles through index.ts and inner files, not through test code', () => {
    const violations = checkArchitecture(fixture);
    expect(violations.filter((v) => v.rule === 'server modules form no cycle').map((v) => v.detail)).toEqual([
      'm → n',
    ]);
    // a file cycle across modules is reported once, as a module cycle
    expect(violations.filter((v) => v.rule === 'no import cycles' && v.file.includes('/modules/'))).toEqual(
      [],
    );
  });

  it('find the cycles through dynamic imports and type imports, not through mocks', () => {
    const cycles = importCycles(importGraph(fixture));
    expect(cycles).toContainEqual([
      'apps/web/src/app/route-table.tsx',
      'apps/web/src/features/a/pages/a-page.tsx',
    ]);
    expect(cycles).toContainEqual(['apps/web/src/app/menu.ts', 'apps/web/src/components/x/x.tsx']);
    expect(cycles.flat()).not.toContain('apps/server/src/modules/m/m.test.ts');
  });
});
