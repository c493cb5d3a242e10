import type { Plugin } from 'vite';

/*
 * Mantine's CSS per component, with the component (decision 086). Instead of '@mantine/core/styles.css'
 * (every component, ~290 kB) each Mantine component module that the bundle keeps imports its own stylesheet
 * (@mantine/core/styles/<Component>.css): the CSS then goes wherever the component's code goes, the first
 * page gets only the components it renders, and a screen's lazy chunk brings the rest. Components use one
 * another (Modal uses ModalBase, Overlay, CloseButton, …), which this follows for free because it hangs on
 * the modules actually bundled. The three global sheets (baseline, default CSS variables, global classes)
 * are imported once by app/providers.tsx. @mantine/dates ships one sheet only: it follows its first module.
 */
const CORE_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.module\.mjs$/;
const DATES_MODULE = /[\\/]@mantine[\\/]dates[\\/]esm[\\/].*\.module\.mjs$/;

export function mantineCssPerComponent(): Plugin {
  return {
    name: 'parking:mantine-css-per-component',
    transform(code, id) {
      const core = CORE_MODULE.exec(id);
      if (core) return { code: `import '@mantine/core/styles/${core[1]}.css';\n${code}`, map: null };
      if (DATES_MODULE.test(id)) return { code: `import '@mantine/dates/styles.css';\n${code}`, map: null };
      return null;
    },
  };
}

/*
 * Mantine's ScrollArea (used by Modal and Drawer, so by the frame on every page) imports one helper from
 * @floating-ui/react, `useMergeRefs`, and that import alone brings ~15 kB gzip of floating-ui to the first
 * page (the library does not tree-shake). @mantine/hooks has the same helper (`useMergedRef`, refs spread
 * instead of an array, React 19 ref cleanups handled alike): ScrollArea uses that one instead. Popover,
 * Tooltip and the other floating components still load floating-ui with the screens that use them.
 */
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';

export function mantineScrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: 'parking:mantine-scroll-area-refs',
    transform(code, id) {
      if (!SCROLL_AREA.test(id)) return null;
      // a Mantine update that changes the import leaves the file as it is (floating-ui comes back, nothing breaks)
      if (!code.includes(FLOATING_IMPORT)) return null;
      return {
        code: code.replace(
          FLOATING_IMPORT,
          'import { useMergedRef } from "@mantine/hooks"; const useMergeRefs = (refs) => useMergedRef(...refs);',
        ),
        map: null,
      };
    },
  };
}
