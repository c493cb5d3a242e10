import type { Plugin } from 'vite';

/** The UI kit's doors to Mantine (decision 203): files that only re-export. */
const KIT_DOORS = /[\\/]src[\\/]components[\\/]ui[\\/](core|hooks)\.ts$/;

/**
 * The kit's Mantine door (components/ui/core.ts) re-exports every Mantine component a screen uses. The web
 * package declares no `sideEffects`, so the bundler would keep all of its re-exports wherever one is used and put
 * every Mantine component in one chunk that each screen loads. Marked free of side effects, the door is
 * see-through: a screen's chunk gets the components it imports, as when it imported @mantine/core itself.
 */
export function uiKitDoorsWithoutSideEffects(): Plugin {
  return {
    name: 'parking:ui-kit-doors',
    transform(code, id) {
      if (KIT_DOORS.test(id)) return { code, map: null, moduleSideEffects: false };
      return undefined;
    },
  };
}
