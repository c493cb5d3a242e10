/** Korean texts of the accounts area, composed into `ko.accounts` by ../ko.ts. */
export const accountsKo = {} as const;

/** Error codes of the accounts area (merged into `ko.errors`). */
export const accountsErrors = {} as const;
