/** `value` with LIKE's wildcards and escape character escaped, so it matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern matching `keyword` literally anywhere in the text. */
export function containsPattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/** LIKE pattern matching texts that start with `prefix` literally. */
export function prefixPattern(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}
