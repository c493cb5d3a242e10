/*
 * A stand-in: the build replaces this module with Pretendard GOV's rarer subsets (the 110 outside the common
 * file): the URL of each file, the weight range they share, and `loadRanges()`, their unicode ranges in the same
 * order, fetched from a JSON file the build emits (apps/web/build/fonts.ts, `rareSubsetsModule`).
 * lib/font-faces.ts declares one as a font face when a page shows one of its characters (decision 236). Empty
 * where the build's plugin does not run (the unit tests, the Node build of the pages rendered ahead).
 */
export const fontWeight: string = '45 920';
export const subsetFiles: readonly string[] = [];
export const loadRanges = async (): Promise<readonly string[]> => [];
