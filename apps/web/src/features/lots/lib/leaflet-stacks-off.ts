// Evaluated just before Leaflet (components/leaflet-lot-map.tsx; lib/error-stacks.ts says why).
import { stacksOff } from '../../../lib/error-stacks';

stacksOff();
