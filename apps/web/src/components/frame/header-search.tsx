import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFollowValue } from '../../lib/follow-value';
import { useLocation, useNavigate } from '../../lib/router';
import { SearchIcon } from '../icons/icons';
import classes from './frame.module.css';

/**
 * The header's integrated search (spec 1 §2.1 /searchlist): a button opening a search row under the header;
 * a keyword goes to /searchlist?searchKeyword=…. Escape closes it and focus returns to the button.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const panelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // a followed link closes it
  useFollowValue(pathname, () => setOpen(false));

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = keyword.trim();
    if (!k) {
      input.current?.focus();
      return;
    }
    setOpen(false);
    navigate(`/searchlist?searchKeyword=${encodeURIComponent(k)}`);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={classes.searchButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <SearchIcon />
        <span className="sr-only">{open ? ko.frame.searchClose : ko.frame.search}</span>
      </button>
      <div id={panelId} className={classes.searchPanel} hidden={!open}>
        <search>
          <form
            aria-label={ko.frame.search}
            className={`${classes.container} ${classes.searchForm}`}
            onSubmit={submit}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}
          >
            <label htmlFor={`${panelId}-q`} className="sr-only">
              {ko.frame.searchKeyword}
            </label>
            <input
              ref={input}
              id={`${panelId}-q`}
              type="search"
              className={classes.searchInput}
              placeholder={ko.frame.searchPlaceholder}
              maxLength={50}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
            />
            <button type="submit" className={classes.searchSubmit}>
              {ko.frame.searchSubmit}
            </button>
          </form>
        </search>
      </div>
    </>
  );
}
