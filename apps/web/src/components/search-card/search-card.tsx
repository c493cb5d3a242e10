import type { FormEvent, ReactNode } from 'react';
import { PlainButton } from '../ui/plain-form/plain-form';
import classes from './search-card.module.css';

interface Props {
  /** the accessible name of the search landmark */
  label: string;
  /** the text of the submit button */
  submitLabel: string;
  /** runs on submit (Enter in a field or the button); the form's own submit is prevented */
  onSearch: () => void | Promise<void>;
  /** the button shows a loader while a search runs */
  loading?: boolean;
  /** the fields, in one wrapping row bottom-aligned with the button */
  children: ReactNode;
}

/**
 * The search form of a public screen: a bordered card that is a `search` landmark, its fields in a row and
 * the submit button last (full width on phones). The caller validates and alerts: the browser's own
 * validation is off.
 */
export function SearchCard({ label, submitLabel, onSearch, loading, children }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSearch();
  };
  return (
    <search className={classes.card} aria-label={label}>
      <form className={classes.row} onSubmit={submit} noValidate>
        {children}
        <PlainButton type="submit" block="phone" busy={loading}>
          {submitLabel}
        </PlainButton>
      </form>
    </search>
  );
}

/** Where the results will stand, before the first search: what to do, centred in a grey card. */
export function SearchPrompt({ children }: { children: ReactNode }) {
  return (
    <div className={`${classes.card} ${classes.prompt}`}>
      <p className={classes.promptText}>{children}</p>
    </div>
  );
}
