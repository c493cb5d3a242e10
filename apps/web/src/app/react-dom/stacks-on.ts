// Evaluated just after react-dom/client (client.ts; lib/error-stacks.ts says why).
import { stacksOn } from '../../lib/error-stacks';

stacksOn();
