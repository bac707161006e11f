import { ApiError, formRefusal, requestPasswordReset } from '@kanri/api-client';
import { Button, MailOutlined, toast } from '@kanri/design-system/essentials';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, TEXTS } from '../../../texts';
import { toastFieldErrors } from '../../../shared/api/failures';
import { AuthLayout } from '../../../shared/components/auth-layout';
import { TextField } from '../../../shared/components/form-fields';
import { LinkButton } from '../../../shared/components/link-button';
import { validateForgotPassword, type ForgotPasswordValues } from '../forms/forgot-password-schema';

const T = TEXTS.forgotPassword;

/** /forgot-password (spec §2): an e-mail, Send Reset Link, then the sent confirmation. `?email=` prefills. */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState(() => params.get('email')?.trim() ?? '');

  async function submit(values: ForgotPasswordValues, helpers: FormikHelpers<ForgotPasswordValues>) {
    const address = values.email.trim();
    try {
      await requestPasswordReset({ email: address });
      toast.success(T.sent);
      setEmail(address);
      setSentTo(address);
    } catch (error) {
      if (!(error instanceof ApiError)) toast.error(T.error);
      else if (toastFieldErrors(error.errors)) helpers.setErrors(formRefusal(error, ['email'])?.fields ?? {});
      else toast.error(error.message || T.failed);
    }
  }

  if (sentTo) {
    return (
      <AuthLayout title={T.sentTitle}>
        <div className="ka-panel" role="status">
          <span className="ka-panel-icon" aria-hidden="true">
            <MailOutlined />
          </span>
          <p>{T.sentTo(sentTo)}</p>
          <p className="ka-muted">{T.expires}</p>
          <div className="ka-actions">
            <LinkButton to={ROUTES.login} type="primary" size="large">
              {T.backToSignIn}
            </LinkButton>
            <Button size="large" onClick={() => setSentTo(null)}>
              {T.tryAgain}
            </Button>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={T.title}
      subtitle={T.subtitle}
      footer={
        <>
          {T.remembered}{' '}
          <Link className="ka-link" to={ROUTES.login}>
            {T.backToSignIn}
          </Link>
        </>
      }
    >
      <Formik initialValues={{ email }} validate={validateForgotPassword} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="ka-form" aria-label={T.title}>
            <TextField name="email" label={T.email} type="email" autoComplete="email" placeholder={T.emailPlaceholder} />
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {T.submit}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthLayout>
  );
}
