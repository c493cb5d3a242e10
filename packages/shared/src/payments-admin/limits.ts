/** Largest settlement file the reconciliation accepts (a day of a city's card payments is far below). */
export const SETTLEMENT_FILE_MAX_BYTES = 2_000_000;

/** The same limit as staff read it: '2MB'. */
export const SETTLEMENT_FILE_MAX_TEXT = `${SETTLEMENT_FILE_MAX_BYTES / 1_000_000}MB`;
