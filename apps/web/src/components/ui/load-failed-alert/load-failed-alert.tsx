import { ko } from '@parking/shared/messages/ko';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/api-client';
import { Alert } from '../alert/alert';
import { PlainButton } from '../plain-form/plain-form';
import classes from './load-failed-alert.module.css';

/**
 * A query that failed: its title, the server's (or network) message, 다시 시도 and any further actions.
 * Plain markup (decision 177): public lists a phone opens first show it.
 */
export function LoadFailedAlert({
  title,
  error,
  onRetry,
  retrying,
  children,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** the retry is running: its button is busy */
  retrying?: boolean;
  /** more buttons after 다시 시도 (e.g. back to the list) */
  children?: ReactNode;
}) {
  return (
    <Alert color="danger" role="alert" title={title}>
      <p className={classes.message}>{errorText(error)}</p>
      <div className={classes.actions}>
        <PlainButton variant="outline" onClick={onRetry} busy={retrying}>
          {ko.common.retry}
        </PlainButton>
        {children}
      </div>
    </Alert>
  );
}
