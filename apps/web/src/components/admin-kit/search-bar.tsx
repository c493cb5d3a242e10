import { ko } from '@parking/shared/messages/ko';
import { type FormEvent, useId, useState } from 'react';
import { useFollowValue } from '../../lib/follow-value';
import { PlainButton, PlainSelect, PlainTextInput } from '../ui/plain-form/plain-form';
import classes from './search-bar.module.css';

export interface SearchOption {
  value: string;
  label: string;
}

/** Search codes of notices, FAQ, popups and banners (spec 2 §9, spec 3 §9): 1 title, 2 content, 3 both. */
export const titleContentConditions: readonly SearchOption[] = [
  { value: '1', label: ko.admin.kit.conditions.title },
  { value: '2', label: ko.admin.kit.conditions.content },
  { value: '3', label: ko.admin.kit.conditions.both },
];

interface Props {
  conditions: readonly SearchOption[];
  condition: string;
  keyword: string;
  onSearch: (condition: string, keyword: string) => void;
}

/** Condition select + keyword box; Enter in the box or the button searches (a form submit). Plain markup. */
export function SearchBar({ conditions, condition, keyword, onSearch }: Props) {
  const [cond, setCond] = useState(condition);
  const [kw, setKw] = useState(keyword);
  const id = useId();
  // follow the query string when it changes from outside (Back, a link)
  useFollowValue(condition, setCond);
  useFollowValue(keyword, setKw);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(cond, kw);
  };

  return (
    <search aria-label={ko.admin.kit.search}>
      <form onSubmit={submit}>
        <div className={classes.row}>
          <PlainSelect
            id={`${id}-cond`}
            aria-label={ko.admin.kit.searchCondition}
            options={conditions}
            value={cond}
            onChange={(e) => setCond(e.currentTarget.value)}
            style={{ width: 120, flexShrink: 0 }}
          />
          <PlainTextInput
            id={`${id}-kw`}
            aria-label={ko.admin.kit.searchKeyword}
            placeholder={ko.admin.kit.searchPlaceholder}
            value={kw}
            onChange={(e) => setKw(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: 1, minWidth: 0 }}
          />
          <PlainButton type="submit" style={{ flexShrink: 0 }}>
            {ko.admin.kit.search}
          </PlainButton>
        </div>
      </form>
    </search>
  );
}
