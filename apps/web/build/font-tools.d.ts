// Types for the two build-time font libraries used by build/fonts.ts (neither ships its own).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
