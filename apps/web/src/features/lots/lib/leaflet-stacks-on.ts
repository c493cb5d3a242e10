// Evaluated just after Leaflet (components/leaflet-lot-map.tsx; lib/error-stacks.ts says why).
import { stacksOn } from '../../../lib/error-stacks';

stacksOn();
