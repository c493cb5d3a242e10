import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipart, SAMPLE_FILES } from '../test/multipart';
import { errorsPlugin } from './errors';
import { multipartPlugin } from './multipart';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(multipartPlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/echo',
    {
      schema: {
        body: z.object({ title: z.string().trim().min(1).max(200), tags: z.array(z.string()).optional() }),
      },
    },
    async (request) => ({
      body: request.body,
      files: request.uploadedFiles.map((f) => ({
        fieldname: f.fieldname,
        filename: f.filename,
        size: f.bytes.length,
      })),
    }),
  );
  r.post('/two', { config: { multipart: { maxFiles: 2 } } }, async (request) => ({
    files: request.uploadedFiles.length,
  }));
  r.post('/plain', async (request) => ({ files: request.uploadedFiles.length, body: request.body ?? null }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('multipart plugin', () => {
  it('turns text fields into a body validated by zod and files into request.uploadedFiles', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      ...multipart({
        title: '공지 제목',
        tags: ['a', 'b'],
        files: { filename: '안내.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' },
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      body: { title: '공지 제목', tags: ['a', 'b'] },
      files: [{ fieldname: 'files', filename: '안내.pdf', size: SAMPLE_FILES.pdf.length }],
    });
  });

  it('validates multipart fields like form fields (400 with field errors)', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', ...multipart({ title: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.title).toBeDefined();
    const long = await app.inject({
      method: 'POST',
      url: '/echo',
      ...multipart({ title: 'x'.repeat(1_000_000) }),
    });
    expect(long.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/echo',
      ...multipart({ title: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(400);
  });

  it('refuses a file over 2,000,000 bytes with the spec message', async () => {
    const big = Buffer.alloc(2_000_001, 1);
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      ...multipart({ title: 't', files: { filename: 'big.pdf', content: big } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('최대 2MB까지 업로드할 수 있습니다.');
    const exact = await app.inject({
      method: 'POST',
      url: '/echo',
      ...multipart({ title: 't', files: { filename: 'ok.pdf', content: Buffer.alloc(2_000_000, 1) } }),
    });
    expect(exact.statusCode).toBe(200);
  });

  it('allows one file per request unless the route says otherwise', async () => {
    const two = { filename: 'a.png', content: SAMPLE_FILES.png };
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      ...multipart({ title: 't', files: [two, two] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_TOO_MANY');
    const ok = await app.inject({ method: 'POST', url: '/two', ...multipart({ files: [two, two] }) });
    expect(ok.json()).toEqual({ files: 2 });
  });

  it('ignores an empty file input and leaves other bodies alone', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/plain',
      ...multipart({ a: '1', files: { filename: '', content: '' } }),
    });
    expect(res.json()).toEqual({ files: 0, body: { a: '1' } });
    const json = await app.inject({ method: 'POST', url: '/plain', payload: { a: 1 } });
    expect(json.json()).toEqual({ files: 0, body: { a: 1 } });
  });

  it('answers malformed multipart with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/plain',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(400);
  });
});
