// Evaluated just before react-dom/client (client.ts; lib/error-stacks.ts says why).
import { stacksOff } from '../../lib/error-stacks';

stacksOff();
