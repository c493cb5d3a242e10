// `npm run bench`: the portal's GET /api/health on PostgreSQL against a bare Fastify route, in one run,
// with autocannon (10 connections, 5 s each after a 1 s warm-up). Prints req/s, p99 and the ratio.
// Uses BENCH_DATABASE_URL, else creates `parking_bench` on the local PostgreSQL (127.0.0.1:5432).
import { compareWithBare, ensureDatabase } from './lib';

await compareWithBare(await ensureDatabase(), ['/api/health']);
