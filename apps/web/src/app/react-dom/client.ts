// React DOM's module evaluated without Error stacks: its five internal Errors would otherwise cost ~10 ms of
// main-thread CPU under an inspector such as Lighthouse (lib/error-stacks.ts, decision 237). Order matters.
import './stacks-off';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './stacks-on';

export { createRoot, hydrateRoot };
