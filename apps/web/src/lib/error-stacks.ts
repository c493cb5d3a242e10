/**
 * No Error stacks while a library's module is evaluated (decision 237). Some libraries make or throw Errors as
 * their module runs: React DOM makes five (its internal signals, SuspenseException and its kin), Leaflet throws
 * one in its old-IE VML check. On a phone each costs ~0.1 ms. Under an inspector (Chromium's DevTools,
 * Lighthouse, Playwright: any client with the Runtime domain on) V8 captures each one's stack with source
 * positions, and collecting them re-parses the function that holds the library's module (React DOM's 190 kB,
 * Leaflet's 140 kB): 10–15 ms of main-thread CPU per library here, a long task that Lighthouse counts and no
 * citizen's phone runs. With `Error.stackTraceLimit` set to a value that is not a number V8 captures no stack.
 *
 * Used by a pair of modules around the library's import, evaluated in this order in one synchronous module
 * evaluation (imports run in the order written; Biome keeps bare imports where they are):
 *   import './…-stacks-off'; import … from 'the-library'; import './…-stacks-on';
 * so no other code ever runs without stacks.
 */
const saved: unknown[] = [];

export function stacksOff(): void {
  saved.push(Error.stackTraceLimit);
  (Error as { stackTraceLimit?: unknown }).stackTraceLimit = undefined;
}

export function stacksOn(): void {
  if (saved.length > 0) (Error as { stackTraceLimit?: unknown }).stackTraceLimit = saved.pop();
}
