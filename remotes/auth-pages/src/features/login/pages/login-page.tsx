import { ApiError, errorMessage, isUnreachable, login } from '@kanri/api-client';
import { AUTH_MESSAGES } from '@kanri/contracts/constants';
import { Alert, Button, Spin, toast } from '@kanri/design-system/essentials';
import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ROUTES, TEXTS } from '../../../texts';
import { toastFieldErrors } from '../../../shared/api/failures';
import { AuthLayout } from '../../../shared/components/auth-layout';
import { PasswordField, TextField } from '../../../shared/components/form-fields';
import { greetingName, useFinishSignIn } from '../../../shared/session/finish-sign-in';
import { pendingVerification } from '../../../shared/session/pending-verification';
import { SocialSignIn } from '../components/social-sign-in';
import { LOGIN_INITIAL_VALUES, validateLogin, type LoginValues } from '../forms/login-schema';
import { deliverCallback, readCallback, type OidcCallback } from '../social/oidc-popup';

/** /login (spec §2 Login). Loaded in a social sign-in popup with the provider's reply, it hands the reply back. */
export default function LoginPage() {
  const { hash } = useLocation();
  const [callback] = useState(() => readCallback(hash));
  return callback ? <SocialCallback callback={callback} /> : <LoginScreen />;
}

function SocialCallback({ callback }: { callback: OidcCallback }) {
  useEffect(() => deliverCallback(callback), [callback]);
  return (
    <AuthLayout title={TEXTS.login.title}>
      <div className="ka-panel" role="status">
        <Spin size="large" />
        <p>{TEXTS.social.completing}</p>
        <p className="ka-muted">{TEXTS.social.completingHint}</p>
      </div>
    </AuthLayout>
  );
}

function LoginScreen() {
  const finishSignIn = useFinishSignIn();
  const [unverified, setUnverified] = useState(false);

  function refused(email: string, message: string) {
    toast.error(message);
    if (message === AUTH_MESSAGES.emailNotVerified) {
      // Lets the verification page resend the link to this address.
      pendingVerification.set(email);
      setUnverified(true);
    }
  }

  async function submit(values: LoginValues) {
    const email = values.username.trim();
    try {
      const reply = await login({ email, password: values.password });
      if (reply && !reply.error && reply.user && reply.access_token) {
        toast.success(TEXTS.login.welcomeBack(greetingName(reply.user)));
        finishSignIn(reply.access_token, reply.user);
        return;
      }
      refused(email, (reply?.error ? reply.message : '') || TEXTS.login.failed);
    } catch (error) {
      if (!(error instanceof ApiError)) toast.error(TEXTS.login.error(errorMessage(error)));
      else if (isUnreachable(error)) toast.error(TEXTS.login.unreachable);
      else if (!toastFieldErrors(error.errors)) refused(email, error.message || TEXTS.login.failed);
    }
  }

  return (
    <AuthLayout
      title={TEXTS.login.title}
      subtitle={TEXTS.login.subtitle}
      footer={
        <>
          {TEXTS.login.noAccount}{' '}
          <Link className="ka-link" to={ROUTES.register}>
            {TEXTS.login.registerLink}
          </Link>
        </>
      }
    >
      <Formik initialValues={LOGIN_INITIAL_VALUES} validate={validateLogin} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="ka-form" aria-label={TEXTS.login.title}>
            <TextField
              name="username"
              label={TEXTS.login.username}
              type="email"
              autoComplete="username"
              placeholder={TEXTS.login.usernamePlaceholder}
            />
            <PasswordField
              name="password"
              label={TEXTS.login.password}
              autoComplete="current-password"
              placeholder={TEXTS.login.passwordPlaceholder}
              extra={
                <Link className="ka-link" to={ROUTES.forgotPassword}>
                  {TEXTS.login.forgotPassword}
                </Link>
              }
            />
            {unverified ? (
              <Alert
                className="ka-alert"
                type="warning"
                showIcon
                title={TEXTS.login.notVerified}
                description={
                  <Link className="ka-link" to={ROUTES.emailVerification}>
                    {TEXTS.login.resendVerification}
                  </Link>
                }
              />
            ) : null}
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {TEXTS.login.submit}
            </Button>
          </Form>
        )}
      </Formik>
      <SocialSignIn />
    </AuthLayout>
  );
}
