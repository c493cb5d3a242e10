// Types of freshness.mjs for the TypeScript that imports it (apps/web/build/prerender.ts writes the stamp).
export declare const root: string;
export declare function dependenciesInstalled(dir?: string): boolean;
export declare function webSourcesHash(dir?: string): string;
export declare function writeWebBuildStamp(build: { production: boolean }, dir?: string): void;
export declare function webBuildFresh(dir?: string): { fresh: boolean; reason: string };
