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
