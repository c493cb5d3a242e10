import { ko } from '@parking/shared/messages/ko';
import { type MouseEvent, useId, useState } from 'react';
import { showAlert } from '../ui/dialog/dialog-store';
import classes from './frame.module.css';

/** Family-site drop-down: pick a site, then '이동' opens it in a new tab (rel="noopener noreferrer"). */
export function FamilySite() {
  const id = useId();
  const [url, setUrl] = useState('');

  const onGo = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!url) {
      event.preventDefault();
      void showAlert(ko.frame.familySiteRequired);
    }
  };

  return (
    <div className={classes.familySite}>
      <label htmlFor={id} className="sr-only">
        {ko.frame.familySite}
      </label>
      <select id={id} className={classes.familySelect} value={url} onChange={(e) => setUrl(e.target.value)}>
        <option value="">{ko.frame.familySite}</option>
        {ko.frame.familySites.map((site) => (
          <option key={site.url} value={site.url}>
            {site.name}
          </option>
        ))}
      </select>
      <a
        className={classes.familyGo}
        href={url || '#footer'}
        target="_blank"
        rel="noopener noreferrer"
        title={ko.frame.familySiteGo}
        aria-label={ko.frame.familySiteGo}
        onClick={onGo}
      >
        {ko.frame.go}
      </a>
    </div>
  );
}
