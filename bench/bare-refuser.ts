// The floor of `npm run bench:load`: WEB_CONCURRENCY processes on one port (cluster, SCHED_NONE, listen backlog
// 4096, as apps/server/src/cluster.ts and main.ts) that answer every request with the portal's prepared refusal
// (503, Retry-After, the error shape) and /api/ready with 200, and do nothing else. Run under the same load on
// the same machine right after the portal, its 503 latency is what refusing costs when a process does no other
// work: the portal's figures are reported as a ratio to it (the machine is shared, its load changes by the
// minute, and a refusal cannot be faster than a process gets the CPU to write it).
import cluster from 'node:cluster';
import http from 'node:http';

const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? 2));

if (cluster.isPrimary) {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const body = Buffer.from(
    JSON.stringify({
      code: 'SERVICE_UNAVAILABLE',
      message: '지금 이용자가 많아 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    }),
  );
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
    'retry-after': '5',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  const ok = Buffer.from('{"status":"ok"}');
  http
    .createServer((req, res) => {
      // (an unread request body is dropped by Node when the answer ends, as for the portal's refusals)
      if (req.url === '/api/ready') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(ok.length) });
        res.end(ok);
        return;
      }
      res.writeHead(503, headers);
      res.end(body);
    })
    .listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1', backlog: 4096 });
  process.on('SIGTERM', () => process.exit(0));
}
