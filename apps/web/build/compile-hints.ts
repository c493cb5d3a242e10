import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly, while it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of the chunks every page evaluates as it starts: the entry and the chunks it
 * imports (the app's first load, the framework, the runtime). Chromium then compiles them while they stream in,
 * off the main thread, instead of a function at a time on the main thread as each is first called: the entry's
 * evaluation went from 13–17 to ~6 ms of main-thread CPU on /main (decision 237). Lazy chunks stay lazily
 * compiled (most of a screen's library code never runs). Done on the finished bundle (after minification, which
 * would drop a banner comment); the source maps get the added line.
 */
export function compileHints(): Plugin {
  return {
    name: 'parking:compile-hints',
    apply: 'build',
    generateBundle: {
      // after Vite's own, which writes the preload list (`__vite__mapDeps`) at the top of a chunk
      order: 'post',
      handler(_options, bundle) {
        // the entries and what they import, statically, all the way down
        const firstLoad = new Set<string>();
        const add = (name: string) => {
          const file = bundle[name];
          if (file?.type !== 'chunk' || firstLoad.has(name)) return;
          firstLoad.add(name);
          for (const imported of file.imports) add(imported);
        };
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.isEntry) add(file.fileName);
        for (const name of firstLoad) {
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // every mapping moves one line down
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${name}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
