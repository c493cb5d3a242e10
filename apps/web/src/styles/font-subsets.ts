/*
 * A stand-in: the build replaces this module with the list of Pretendard GOV's rarer subsets (the 110 outside the
 * common file), each as the URL of its file and its unicode range (apps/web/build/fonts.ts, `rareSubsetsModule`).
 * lib/font-faces.ts declares one as a font face when a page shows one of its characters (decision 236). Empty
 * where the build's plugin does not run (the unit tests, the Node build of the pages rendered ahead).
 */
export const fontWeight: string = '45 920';
export const rareSubsets: readonly (readonly [url: string, range: string])[] = [];
