import { it, expect } from 'vitest';
import { createTestApp } from '/work/main/apps/server/src/test/harness';
it('docs', async () => {
  const t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  console.log(res.statusCode, res.body.slice(0, 300));
  expect(res.statusCode).toBe(200);
  await t.close();
});
