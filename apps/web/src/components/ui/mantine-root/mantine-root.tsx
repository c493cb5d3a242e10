import { type MantineColorSchemeManager, MantineContext, MantineProvider } from '@mantine/core';
import { type ComponentType, type ReactNode, useContext } from 'react';
import { theme } from './theme';

/*
 * Mantine for the part of the screen that uses it (decision 174). The first page (/main and the frame) is built
 * without Mantine, so its ~20 kB of provider, style system and components load with the first screen that
 * needs them: every routed screen is wrapped in MantineRoot by the router, and the few pieces that can show
 * outside one (the dialog host, the frame's drawer, sitemap and policy windows, the home page's popups)
 * wrap themselves. Inside another MantineRoot (or a test's provider) it adds nothing.
 * The theme's CSS variables are not written at run time: they are in styles/theme-vars.css (generated from
 * this theme and checked by theme-vars.test.ts), so the Mantine-free first page has them too.
 */

/**
 * The portal has one colour scheme (KRDS light). Mantine's default manager reads localStorage while the first
 * screen renders, and a page's first localStorage read waits for the browser process (~25 ms on the bench
 * machine, in the first render's task); this one answers 'light' without storage.
 */
const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};

export function MantineRoot({ children }: { children: ReactNode }) {
  const outer = useContext(MantineContext);
  if (outer) return <>{children}</>;
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={lightOnly}
      forceColorScheme="light"
      withCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}

/** A screen component inside its own MantineRoot. */
export function withMantine(Screen: ComponentType): ComponentType {
  const Wrapped = () => (
    <MantineRoot>
      <Screen />
    </MantineRoot>
  );
  Wrapped.displayName = `withMantine(${Screen.displayName ?? Screen.name})`;
  return Wrapped;
}
