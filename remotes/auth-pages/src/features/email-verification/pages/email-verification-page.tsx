import { ApiError, verifyEmail } from '@kanri/api-client';
import { VERIFICATION_REDIRECT_MS } from '@kanri/contracts/constants';
import { Button, CheckCircleFilled, CloseOutlined, MailOutlined, Spin, toast } from '@kanri/design-system/essentials';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES, TEXTS } from '../../../texts';
import { AuthLayout } from '../../../shared/components/auth-layout';
import { LinkButton } from '../../../shared/components/link-button';
import { pendingVerification } from '../../../shared/session/pending-verification';
import { useResendVerification } from '../components/use-resend-verification';

const T = TEXTS.emailVerification;

/** /email-verification (spec §2): verifies `?token=…`, else shows where the link went and offers a resend. */
export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return token ? <VerifyToken key={token} token={token} /> : <AwaitingVerification />;
}

function AuthLinks() {
  return (
    <span className="ka-links">
      <Link className="ka-link" to={ROUTES.register}>
        {T.registerLink}
      </Link>
      <Link className="ka-link" to={ROUTES.login}>
        {T.signInLink}
      </Link>
    </span>
  );
}

type Verification = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

function VerifyToken({ token }: { token: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<Verification>({ status: 'verifying' });
  const started = useRef(false);
  const { resend, sending } = useResendVerification();
  const [canResend] = useState(() => pendingVerification.get() !== null);

  // Verification tokens are single-use: call once, even when effects run twice (StrictMode).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      toast.error(message);
      setState({ status: 'failed', message });
    };
    verifyEmail({ token })
      .then(() => {
        pendingVerification.clear();
        toast.success(T.verified);
        setState({ status: 'verified' });
      })
      .catch((error: unknown) => fail(error instanceof ApiError ? error.message || T.failed : T.error));
  }, [token]);

  // Spec §9: to /login 2 seconds after success.
  useEffect(() => {
    if (state.status !== 'verified') return;
    const timer = setTimeout(() => void navigate(ROUTES.login, { replace: true }), VERIFICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <AuthLayout title={TEXTS.emailVerification.title}>
      {state.status === 'verifying' ? (
        <div className="ka-panel" role="status">
          <Spin size="large" />
          <p>{T.verifying}</p>
        </div>
      ) : state.status === 'verified' ? (
        <div className="ka-panel" role="status">
          <span className="ka-panel-icon" aria-hidden="true">
            <CheckCircleFilled />
          </span>
          <h2>{T.verified}</h2>
          <p className="ka-muted">{T.redirecting}</p>
          <LinkButton to={ROUTES.login} replace type="primary" size="large">
            {T.signInLink}
          </LinkButton>
        </div>
      ) : (
        <div className="ka-panel">
          <span className="ka-panel-icon ka-panel-icon--error" aria-hidden="true">
            <CloseOutlined />
          </span>
          <h2>{state.message}</h2>
          {canResend ? (
            <Button type="primary" size="large" loading={sending} onClick={() => void resend()}>
              {T.resend}
            </Button>
          ) : null}
          <AuthLinks />
        </div>
      )}
    </AuthLayout>
  );
}

function AwaitingVerification() {
  const navigate = useNavigate();
  const [email] = useState(() => pendingVerification.get());
  const redirected = useRef(false);
  const { resend, sending } = useResendVerification();

  // Nothing to verify and no address known: back to registration (once, even under StrictMode).
  useEffect(() => {
    if (email || redirected.current) return;
    redirected.current = true;
    toast.error(T.noEmail);
    void navigate(ROUTES.register, { replace: true });
  }, [email, navigate]);

  if (!email) return null;

  return (
    <AuthLayout title={T.title} subtitle={T.subtitle}>
      <div className="ka-panel">
        <span className="ka-panel-icon" aria-hidden="true">
          <MailOutlined />
        </span>
        <p>{T.sentTo(email)}</p>
        <h2 className="ka-steps-title">{T.nextStepsTitle}</h2>
        <ol className="ka-steps">
          {T.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="ka-muted">{T.noEmailReceived}</p>
        <Button type="primary" size="large" block loading={sending} onClick={() => void resend()}>
          {T.resend}
        </Button>
        <AuthLinks />
      </div>
    </AuthLayout>
  );
}
