import type { ApplicationFields, ApplicationForm } from './application-form';

/**
 * Route data of periodresult (spec 2 §2 named route): the fields travel in the history state; the proof file
 * stays in memory here (a File is not kept across a reload, so the result page then asks for it again).
 */
export interface ResultRouteState {
  kind: 'period-apply';
  fields: ApplicationFields;
  /** the form as entered, to refill it when the member goes back */
  form: ApplicationForm;
  fileName: string | null;
}

let pendingFile: File | null = null;

export function setPendingFile(file: File | null): void {
  pendingFile = file;
}

export function pendingFileNamed(name: string | null): File | null {
  return name !== null && pendingFile?.name === name ? pendingFile : null;
}

export function readResultState(state: unknown): ResultRouteState | null {
  const s = state as Partial<ResultRouteState> | null;
  return s && s.kind === 'period-apply' && s.fields && s.form ? (s as ResultRouteState) : null;
}

/** The form to refill /periodapplication with (back from the result page or the duplicate alert). */
export function readFormState(state: unknown): ApplicationForm | null {
  const s = state as { refill?: ApplicationForm } | null;
  return s?.refill ?? null;
}
