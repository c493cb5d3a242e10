import { ko } from '@parking/shared/messages/ko';
import { Link } from '../../lib/router';
import { useKnownSession } from '../../lib/session-store';
import classes from './frame.module.css';
import { useLogout } from './use-logout';

interface AuthActionsProps {
  /** header: a compact line in the top bar; mobile: a block at the top of the slide menu */
  variant: 'header' | 'mobile';
  /** called before a link is followed or logout starts (the slide menu closes itself) */
  onAction?: () => void;
}

/**
 * The member line of the frame (spec 1 §2.2): '{name}님 환영합니다.' with logout and member-info when logged in,
 * login and sign-up when not, and nothing (its place kept) while the tab does not know yet (decision 191).
 */
export function AuthActions({ variant, onAction }: AuthActionsProps) {
  const session = useKnownSession();
  const logout = useLogout();

  const onLogout = () => {
    onAction?.();
    void logout();
  };

  if (!session) {
    return variant === 'mobile' ? (
      <div className={classes.authMobile} data-session-pending="" />
    ) : (
      <ul className={classes.auth} data-session-pending="" />
    );
  }

  if (variant === 'mobile') {
    return (
      <div className={classes.authMobile}>
        {session.isLogin ? (
          <>
            <p className={classes.welcome}>{ko.auth.welcome(session.empNm)}</p>
            <div className={classes.authMobileActions}>
              <button type="button" className={classes.pillButton} onClick={onLogout}>
                {ko.auth.logout}
              </button>
              <Link
                to="/mypagemain"
                className={`${classes.pillButton} ${classes.pillButtonPrimary}`}
                onClick={onAction}
              >
                {ko.auth.memberInfo}
              </Link>
            </div>
          </>
        ) : (
          <div className={classes.authMobileActions}>
            <Link
              to="/loginmain"
              className={`${classes.pillButton} ${classes.pillButtonPrimary}`}
              onClick={onAction}
            >
              {ko.auth.login}
            </Link>
            <Link to="/join" className={classes.pillButton} onClick={onAction}>
              {ko.auth.join}
            </Link>
          </div>
        )}
      </div>
    );
  }

  return session.isLogin ? (
    <ul className={classes.auth}>
      <li className={classes.welcome}>{ko.auth.welcome(session.empNm)}</li>
      <li>
        <button type="button" className={classes.authLink} onClick={onLogout}>
          {ko.auth.logout}
        </button>
      </li>
      <li>
        <Link to="/mypagemain" className={classes.authLink} onClick={onAction}>
          {ko.auth.memberInfo}
        </Link>
      </li>
    </ul>
  ) : (
    <ul className={classes.auth}>
      <li>
        <Link to="/loginmain" className={classes.authLink} onClick={onAction}>
          {ko.auth.login}
        </Link>
      </li>
      <li>
        <Link to="/join" className={classes.authLink} onClick={onAction}>
          {ko.auth.join}
        </Link>
      </li>
    </ul>
  );
}
