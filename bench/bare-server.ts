// The baseline: a bare Fastify route on the same machine, same Node, same load, and the same logging as the
// portal (pino at LOG_LEVEL, so every request gets its child logger here too; no request is logged at warn).
// POST /body keeps a body (the bench posts a portal answer) and GET /body/:id answers exactly those bytes as
// JSON: the reference for a portal route whose answer is large (the bytes of an answer cost the server and the
// load generator alike, and autocannon decodes every body to a string, so the content matters too).
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.get('/hello', async () => ({ hello: 'world' }));

const bodies: Buffer[] = [];
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
  done(null, body),
);
app.post('/body', async (request) => {
  bodies.push(request.body as Buffer);
  return { id: bodies.length - 1 };
});
app.get<{ Params: { id: string } }>('/body/:id', (request, reply) => {
  const body = bodies[Number(request.params.id)];
  if (!body) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});

await app.listen({ port: Number(process.env.PORT ?? 3202), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
