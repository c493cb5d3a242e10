/** Korean texts of the admin area, composed into `ko.admin` by ../ko.ts. */
export const adminKo = {} as const;

/** Error codes of the admin area (merged into `ko.errors`). */
export const adminErrors = {} as const;
