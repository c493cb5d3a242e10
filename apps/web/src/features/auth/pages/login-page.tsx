import { formatLockPolicy } from '@parking/shared/auth/lock-policy';
import type { LoginRequest } from '@parking/shared/auth/schemas';
import { ko } from '@parking/shared/messages/ko';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { focusFirstInvalid } from '../../../components/ui/field-errors/field-errors';
import { PlainPasswordInput } from '../../../components/ui/plain-form/password-input';
import {
  PlainButton,
  PlainLinkButton,
  PlainTextInput,
  plainLinkClass,
} from '../../../components/ui/plain-form/plain-form';
import { errorText } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { Link, useNavigate } from '../../../lib/router';
import { setLoggedIn } from '../../../lib/session-store';
import { actionLogin } from '../api/login';
import { useLoginPolicy } from '../api/login-policy';
import classes from './login-page.module.css';

/**
 * Where a member lands after login (spec 1 §4, decision 142): administrators on the back office home (what
 * awaits them), approved business members on the web voucher, everyone else (a business member awaiting
 * approval sees '승인 대기 중' there) on the home page.
 */
export function landingPathFor(authorCode: string): string {
  if (authorCode === 'ROLE_ADMIN') return '/adminhome';
  return authorCode === 'ROLE_STORE' ? '/webdiscountuse' : '/main';
}

const FIELDS = ['empNo', 'password'] as const;

// The form's schema (and zod) loads when the form first takes focus, not with the screen.
const validation = lazyZodResolver(() =>
  import('@parking/shared/auth/schemas').then((m) => m.loginRequestSchema),
);

// The id and password recovery dialogs (Modal, focus trap, phone verification) load when one is first opened, not
// with the login screen a phone opens first.
const FindIdDialog = lazy(() =>
  import('../../../components/account-recovery/find-id-dialog').then((m) => ({ default: m.FindIdDialog })),
);
const FindPasswordDialog = lazy(() =>
  import('../../../components/account-recovery/find-password-dialog').then((m) => ({
    default: m.FindPasswordDialog,
  })),
);

/**
 * /loginmain (spec 1 §2.3, §5): Enter submits; a missing value shows under its field (decision 193), the server's
 * answer is an alert. Built without Mantine (decision 177): the screen a member opens first on a phone.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState<'id' | 'password' | null>(null);
  // a recovery dialog stays mounted once opened: the password dialog's change step outlives its own closing
  const [mounted, setMounted] = useState({ id: false, password: false });
  const openRecovery = (which: 'id' | 'password') => {
    setMounted((m) => ({ ...m, [which]: true }));
    setRecovery(which);
  };
  const policy = useLoginPolicy();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: validation.resolver,
    defaultValues: { empNo: '', password: '' },
    shouldFocusError: false,
  });

  // a missing id or password: the message under the field and the focus on it (decision 193)
  const onInvalid = focusFirstInvalid({ setFocus }, FIELDS);

  const onValid = async (values: LoginRequest) => {
    setBusy(true);
    try {
      const res = await actionLogin(values);
      setLoggedIn(res.loginVO);
      await navigate(landingPathFor(res.loginVO.authorCode), { replace: true });
    } catch (e) {
      setBusy(false);
      await showAlert(errorText(e));
      setFocus('password');
    }
  };

  return (
    <div className={classes.page}>
      <section className={classes.card}>
        <h1 className={classes.title}>{ko.auth.loginTitle}</h1>
        <p className={classes.intro}>{ko.auth.loginIntro}</p>
        <form
          className={classes.form}
          noValidate
          onFocus={validation.prefetch}
          onSubmit={handleSubmit(onValid, onInvalid)}
        >
          <PlainTextInput
            label={ko.auth.idLabel}
            placeholder={ko.auth.idPlaceholder}
            autoComplete="username"
            maxLength={20}
            error={errors.empNo?.message}
            {...register('empNo')}
          />
          <PlainPasswordInput
            label={ko.auth.passwordLabel}
            placeholder={ko.auth.passwordPlaceholder}
            autoComplete="current-password"
            maxLength={20}
            error={errors.password?.message}
            toggleLabel={ko.auth.showPassword}
            {...register('password')}
          />
          <PlainButton type="submit" size="md" block busy={busy} busyLabel={ko.auth.loggingIn}>
            {ko.auth.login}
          </PlainButton>
        </form>
        {policy.data && (
          <p
            className={classes.policy}
            data-testid="login-lock-policy"
            // read by the server and the app over the page rendered ahead (decision 178)
            data-lock-policy={formatLockPolicy(policy.data)}
          >
            {ko.accounts.lock.policy(policy.data.maxFailures, policy.data.lockMinutes)}
          </p>
        )}
        <div className={classes.links}>
          <PlainLinkButton onClick={() => openRecovery('id')}>{ko.auth.findId}</PlainLinkButton>
          <PlainLinkButton onClick={() => openRecovery('password')}>{ko.auth.findPassword}</PlainLinkButton>
          <Link className={plainLinkClass} to="/join">
            {ko.auth.join}
          </Link>
        </div>
      </section>
      <Suspense fallback={null}>
        {mounted.id && (
          <FindIdDialog
            opened={recovery === 'id'}
            onClose={() => setRecovery(null)}
            onFindPassword={() => openRecovery('password')}
          />
        )}
        {mounted.password && (
          <FindPasswordDialog opened={recovery === 'password'} onClose={() => setRecovery(null)} />
        )}
      </Suspense>
    </div>
  );
}
