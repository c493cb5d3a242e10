import { config } from 'zod';

// zod tries `new Function` when it builds an object schema (for its faster parsers); the CSP has no
// 'unsafe-eval', so every page would log a CSP violation (Lighthouse's best practices count it). Set before any
// schema module runs: main.tsx imports this first. The plain parsers are plenty for API answers.
config({ jitless: true });
