/*
 * A stand-in: the build replaces this module with Pretendard GOV's files (apps/web/build/fonts.ts,
 * `rareSubsetsModule`): the common file (the ten most frequent subsets cut as one) and the 110 rarer subsets: the
 * URL of each file, the weight range they share, and `loadRanges()`, the common file's unicode range and the
 * rarer ones' in the same order, fetched once from a JSON file the build emits. lib/font-faces.ts adds the common face once its file
 * has loaded (decision 237) and a rarer one when a page shows one of its characters (decision 236). Empty where the
 * build's plugin does not run (the unit tests, the Node build of the pages rendered ahead): no face is added.
 */
export const commonFile: string = '';
export const fontWeight: string = '45 920';
export const subsetFiles: readonly string[] = [];
export const loadRanges = async (): Promise<{ common: string; rare: readonly string[] }> => ({
  common: '',
  rare: [],
});
