// The container files' rules (issue 31 §4), read from the files themselves: no Docker engine runs on the
// project's machines, so the image is never built in CI and these rules are what keeps it honest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './lib/ensure.mjs';

const read = (p) => readFileSync(join(root, p), 'utf8');

/** Dockerfile instructions ({ op, args }) with comments dropped and `\` continuations joined, by stage. */
function dockerStages(text) {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const ins = { op: op.toUpperCase(), args: rest.join(' ') };
    if (ins.op === 'FROM') stages.push({ name: /\bAS\s+(\S+)/i.exec(ins.args)?.[1] ?? '', ins: [] });
    else stages.at(-1)?.ins.push(ins);
  }
  return stages;
}

/** Whether `.dockerignore` keeps `path` out of the build context (Docker's rules: last match wins, `!` re-includes). */
function ignoredByDockerignore(patterns, path) {
  const parts = path.split('/');
  let ignored = false;
  for (const raw of patterns) {
    const negate = raw.startsWith('!');
    const pattern = (negate ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '');
    const re = new RegExp(
      `^${pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((t) =>
          t === '**/' || t === '**'
            ? '(?:.*/)?'
            : t === '*'
              ? '[^/]*'
              : t === '?'
                ? '[^/]'
                : t.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
    // a pattern naming a folder keeps out everything inside it
    if (parts.some((_, i) => re.test(parts.slice(0, i + 1).join('/')))) ignored = !negate;
  }
  return ignored;
}

const dockerignore = read('.dockerignore')
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const stages = dockerStages(read('deploy/Dockerfile'));
const runtime = stages.at(-1);
const compose = parse(read('deploy/compose.yaml'));

describe('.dockerignore', () => {
  it('keeps secrets, local data, history, installed modules and test output out of the build context', () => {
    for (const path of [
      '.git/HEAD',
      '.env',
      'deploy/.env',
      'apps/server/.env',
      'data/pglite/PG_VERSION',
      'data/uploads/2026/01/a.png',
      'node_modules/tsx/package.json',
      'apps/web/node_modules/.vite/x',
      'apps/web/dist/index.html',
      'test-results/x.png',
      '.test-results/summary.json',
      'playwright-report/index.html',
    ])
      expect(ignoredByDockerignore(dockerignore, path), path).toBe(true);
  });

  it('keeps what the image builds from', () => {
    for (const path of [
      'package.json',
      'package-lock.json',
      'packages/shared/src/messages/ko.ts',
      'apps/server/src/main.ts',
      'apps/server/drizzle/meta/_journal.json',
      'apps/web/src/main.tsx',
      'apps/web/build/prerender.ts',
      // the build's last step writes its stamp with it
      'scripts/lib/freshness.mjs',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
    ])
      expect(ignoredByDockerignore(dockerignore, path), path).toBe(false);
  });
});

describe('deploy/Dockerfile', () => {
  it('fails the build when a step fails (no `|| true`, `|| exit 0`, `; true`)', () => {
    const runs = stages.flatMap((s) => s.ins.filter((i) => i.op === 'RUN').map((i) => i.args));
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) expect(run, run).not.toMatch(/\|\|\s*(true|:|exit 0)\b|;\s*(true|:)\s*$/);
    expect(runs.some((r) => /\bnpm run build\b/.test(r))).toBe(true);
  });

  it('installs only production dependencies for the runtime', () => {
    const nodeModules = runtime.ins.find((i) => i.op === 'COPY' && /\bnode_modules\b/.test(i.args));
    const from = /--from=(\S+)/.exec(nodeModules?.args ?? '')?.[1];
    const deps = stages.find((s) => s.name === from);
    expect(deps, 'node_modules comes from a stage of its own').toBeDefined();
    const install = deps.ins.filter((i) => i.op === 'RUN' && /\bnpm (ci|install)\b/.test(i.args));
    expect(install.length).toBe(1);
    expect(install[0].args).toMatch(/--omit=dev\b/);
    // the runtime itself installs nothing (no dev dependencies slip in after the copy)
    expect(runtime.ins.filter((i) => i.op === 'RUN' && /\bnpm\b/.test(i.args))).toEqual([]);
  });

  it('copies only the built web app, the server and shared sources and the production modules', () => {
    const allowed = [
      /^node_modules$/,
      /^package\.json$/,
      /^(packages\/shared|apps\/server)\/package\.json$/,
      /^packages\/shared\/src$/,
      /^apps\/server\/(src|drizzle)$/,
      /^\/app\/apps\/web\/dist$/,
      /^\/app\/node_modules$/,
    ];
    const copies = runtime.ins.filter((i) => i.op === 'COPY' || i.op === 'ADD');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy.op, copy.args).toBe('COPY');
      const words = copy.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      for (const source of words.slice(0, -1))
        expect(
          allowed.some((re) => re.test(source.replace(/^\.\//, '').replace(/\/$/, ''))),
          source,
        ).toBe(true);
    }
  });

  it('runs as a user other than root, on what the server needs at run time', () => {
    const users = runtime.ins.filter((i) => i.op === 'USER').map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const cmd = runtime.ins.filter((i) => i.op === 'CMD').at(-1)?.args ?? '';
    expect(cmd).toContain('tsx');
    // the server is run by tsx: it must be a production dependency of the server, not a root dev dependency
    const server = JSON.parse(read('apps/server/package.json'));
    expect(Object.keys(server.dependencies)).toContain('tsx');
  });

  it('checks liveness, not the database, in its health check', () => {
    const check = runtime.ins.find((i) => i.op === 'HEALTHCHECK')?.args ?? '';
    expect(check).toContain('/api/live');
  });
});

describe('deploy/compose.yaml', () => {
  const portal = compose.services.portal;

  it('restarts the portal when it exits', () => {
    expect(['always', 'unless-stopped', 'on-failure']).toContain(String(portal.restart).split(':')[0]);
  });

  it('checks the portal by liveness (a database restart does not take it down)', () => {
    const test = [portal.healthcheck?.test].flat().join(' ');
    expect(test).toContain('/api/live');
    expect(test).not.toContain('/api/ready');
  });

  it('builds from the repository root (where .dockerignore is read)', () => {
    expect(portal.build.context).toBe('..');
    expect(portal.build.dockerfile).toBe('deploy/Dockerfile');
  });

  it('gives the portal a production setting the server accepts: a real card provider (decision 182)', async () => {
    const { loadConfig } = await import('../apps/server/src/config/index.ts');
    // what an operator's deploy/.env fills in: every required variable (${X:?…}) set, the defaults (${X:-d}) kept
    const env = { NODE_ENV: 'production' };
    for (const [name, value] of Object.entries(portal.environment)) {
      env[name] = String(value)
        .replace(/\$\{[A-Z_]+:\?[^}]*\}/g, 'x'.repeat(44))
        .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
    }
    const config = loadConfig(env);
    expect(config.payment.provider).toBe('smartro');
    expect(config.payment.simulatedForced).toBe(false);
    // without the provider settings the same environment is refused, naming PAYMENT_PROVIDER
    const { PAYMENT_PROVIDER: _omitted, ...withoutProvider } = env;
    expect(() => loadConfig(withoutProvider)).toThrow(/PAYMENT_PROVIDER/);
  });
});
