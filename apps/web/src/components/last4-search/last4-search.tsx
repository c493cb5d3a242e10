import { toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { type ReactNode, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { DataTable, type TableColumn } from '../admin-kit/data-table';
import { SearchCard, SearchPrompt } from '../search-card/search-card';
import { LoadFailedAlert } from '../ui/load-failed-alert/load-failed-alert';
import { PlainTextInput } from '../ui/plain-form/plain-form';
import classes from './last4-search.module.css';

const LAST4 = /^[0-9]{4}$/;

/** The last 4 digits searched, as they stand in the address (?carNo=), or null before a valid search. */
export function useSearchedLast4(): string | null {
  const [params] = useSearchParams();
  const fromUrl = params.get('carNo') ?? '';
  return LAST4.test(fromUrl) ? fromUrl : null;
}

interface FormProps {
  /** the accessible name of the search landmark */
  label: string;
  submitLabel: string;
  inputLabel: string;
  placeholder?: string;
  description?: string;
  /** alerted (then the field focused) when the field does not hold exactly 4 digits */
  invalidMessage: string;
  /** the list's query is fetching */
  loading?: boolean;
  /** searching the digits already shown (on the first page) fetches the list again */
  onRepeat: () => void;
  /** the field keeps digits only, dropping anything else as it is typed */
  digitsOnly?: boolean;
}

/**
 * The "last 4 digits of the car number" search of the public lookups (pre-payment, web prepaid use, season
 * pass), in plain markup (decision 177): the digits go to ?carNo= (dropping any page), so a return from the next
 * screen shows the list again, and a new ?carNo= (a link, a return) fills the field. Enter or the button searches.
 */
export function Last4SearchForm(props: FormProps) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('carNo') ?? '';
  const searched = LAST4.test(fromUrl) ? fromUrl : null;
  const [value, setValue] = useState(fromUrl);
  const [lastUrl, setLastUrl] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    setLastUrl(fromUrl);
    setValue(fromUrl);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();

  const onSearch = async () => {
    const v = value.trim();
    if (!LAST4.test(v)) {
      // under the field, with the focus on it, no modal (decision 193)
      setError(props.invalidMessage);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    const page = params.get('page');
    if (v === searched && (page === null || page === '1')) props.onRepeat();
    else setParams(toWire({ plate: v }), { replace: true });
  };

  return (
    <SearchCard
      label={props.label}
      submitLabel={props.submitLabel}
      onSearch={onSearch}
      loading={props.loading}
    >
      <PlainTextInput
        ref={inputRef}
        label={props.inputLabel}
        description={props.description}
        placeholder={props.placeholder}
        value={value}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setValue(props.digitsOnly ? typed.replace(/[^0-9]/g, '') : typed);
          setError(undefined);
        }}
        error={error}
        maxLength={4}
        inputMode="numeric"
        autoComplete="off"
        style={{ flex: '1 1 220px' }}
      />
    </SearchCard>
  );
}

interface ResultsProps<T> {
  /** the digits searched (useSearchedLast4), null before the first search */
  searched: string | null;
  /** what to do, shown before the first search */
  prompt: ReactNode;
  query: { isError: boolean; isPending: boolean; error: unknown; refetch: () => unknown };
  /** "총 N건" once the list has come, announced politely */
  total: string;
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** below the table (its pagination) */
  footer?: ReactNode;
  /** rows become cards on phones (the lists whose purpose is an action, decision 189) */
  cardsOnMobile?: boolean;
}

/**
 * Where a last-4 search's results stand: the prompt before a search, the load failure with a retry, or the
 * count and the table.
 */
export function Last4Results<T>({ searched, prompt, query, total, footer, ...table }: ResultsProps<T>) {
  if (searched === null) return <SearchPrompt>{prompt}</SearchPrompt>;
  if (query.isError)
    return (
      <LoadFailedAlert
        title={ko.admin.kit.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <div className={classes.results}>
      <p className={classes.total} aria-live="polite">
        {total}
      </p>
      <DataTable {...table} loading={query.isPending} />
      {footer}
    </div>
  );
}
