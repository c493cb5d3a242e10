/** Korean texts of the lots area, composed into `ko.lots` by ../ko.ts. */
export const lotsKo = {} as const;

/** Error codes of the lots area (merged into `ko.errors`). */
export const lotsErrors = {} as const;
