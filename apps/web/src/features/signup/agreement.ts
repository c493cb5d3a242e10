/** The two required consents of the agreement step (spec 1 §2.7, §5). */
export interface Agreements {
  privacy: boolean;
  terms: boolean;
}

export const noAgreements: Agreements = { privacy: false, terms: false };

/** The all-agree box follows the individual boxes: checked only when every one is. */
export function allAgreed(a: Agreements): boolean {
  return a.privacy && a.terms;
}

/** Some but not all: the all-agree box shows as mixed. */
export function someAgreed(a: Agreements): boolean {
  return (a.privacy || a.terms) && !allAgreed(a);
}

/** Checking the all-agree box sets every box; unchecking clears them. */
export function setAllAgreements(checked: boolean): Agreements {
  return { privacy: checked, terms: checked };
}
