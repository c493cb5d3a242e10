// zod tries `new Function` when it builds an object schema (for its faster parsers); the CSP has no
// 'unsafe-eval', so every page would log a CSP violation (Lighthouse's best practices count it). zod reads its
// configuration from this global when its core module first loads, so setting it here — main.tsx imports this
// first — covers every schema without loading zod itself on the first page (decision 172). The plain parsers
// are plenty for API answers.
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
