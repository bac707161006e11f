import { ApiError, formRefusal, resetPassword } from '@kanri/api-client';
import { Alert, Button, CheckCircleFilled, toast } from '@kanri/design-system/essentials';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, TEXTS } from '../../../texts';
import { toastFieldErrors } from '../../../shared/api/failures';
import { AuthLayout } from '../../../shared/components/auth-layout';
import { PasswordField } from '../../../shared/components/form-fields';
import { LinkButton } from '../../../shared/components/link-button';
import { RESET_PASSWORD_FIELDS, validateResetPassword, type ResetPasswordValues } from '../forms/reset-password-schema';

const T = TEXTS.resetPassword;
const INITIAL_VALUES: ResetPasswordValues = { password: '', password_confirmation: '' };

const forgotPasswordPath = (email: string | null) =>
  email ? `${ROUTES.forgotPassword}?${new URLSearchParams({ email }).toString()}` : ROUTES.forgotPassword;

/** /reset-password?token=…&email=… : the link of the reset e-mail. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const email = params.get('email')?.trim() || null;
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!token || !email) {
    return (
      <AuthLayout title={T.incompleteTitle}>
        <div className="ka-panel">
          <p>{T.incompleteBody}</p>
          <div className="ka-actions">
            <LinkButton to={forgotPasswordPath(email)} type="primary" size="large">
              {T.requestNew}
            </LinkButton>
          </div>
          <Link className="ka-link" to={ROUTES.login}>
            {T.backToSignIn}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title={T.doneTitle}>
        <div className="ka-panel" role="status">
          <span className="ka-panel-icon" aria-hidden="true">
            <CheckCircleFilled />
          </span>
          <p>{done}</p>
          <LinkButton to={ROUTES.login} replace type="primary" size="large">
            {T.signIn}
          </LinkButton>
        </div>
      </AuthLayout>
    );
  }

  async function submit(values: ResetPasswordValues, helpers: FormikHelpers<ResetPasswordValues>) {
    setFailure(null);
    try {
      const { message } = await resetPassword({ email: email!, token: token!, ...values });
      setDone(message || T.done);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(T.error);
      } else if (toastFieldErrors(error.errors)) {
        helpers.setErrors(formRefusal(error, RESET_PASSWORD_FIELDS)?.fields ?? {});
        // Errors about the link itself (token, e-mail) have no field here: show them with the way out.
        if (error.errors?.token || error.errors?.email)
          setFailure(error.errors.token?.[0] ?? error.errors.email?.[0] ?? error.message);
      } else {
        const message = error.message || T.failed;
        toast.error(message);
        setFailure(message);
      }
    }
  }

  return (
    <AuthLayout
      title={T.title}
      subtitle={T.forEmail(email)}
      footer={
        <Link className="ka-link" to={ROUTES.login}>
          {T.backToSignIn}
        </Link>
      }
    >
      {failure ? (
        <Alert
          className="ka-alert"
          type="error"
          showIcon
          title={failure}
          description={
            <Link className="ka-link" to={forgotPasswordPath(email)}>
              {T.requestNew}
            </Link>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Formik initialValues={INITIAL_VALUES} validate={validateResetPassword} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="ka-form" aria-label={T.title}>
            <PasswordField name="password" label={T.password} autoComplete="new-password" />
            <PasswordField name="password_confirmation" label={T.confirmPassword} autoComplete="new-password" />
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {T.submit}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
