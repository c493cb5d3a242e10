/** Korean texts of the content area, composed into `ko.content` by ../ko.ts. */
export const contentKo = {} as const;

/** Error codes of the content area (merged into `ko.errors`). */
export const contentErrors = {} as const;
