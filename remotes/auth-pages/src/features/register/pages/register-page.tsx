import { ApiError, errorMessage, formRefusal, isUnreachable, register } from '@kanri/api-client';
import type { Invitation, RegisterRequest } from '@kanri/contracts';
import { ROLE_LABELS, normalizeRole } from '@kanri/contracts/constants';
import { Alert, Button, Spin, toast } from '@kanri/design-system/essentials';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES, TEXTS } from '../../../texts';
import { toastFieldErrors } from '../../../shared/api/failures';
import { AuthLayout } from '../../../shared/components/auth-layout';
import { PasswordField, TextField } from '../../../shared/components/form-fields';
import { greetingName, useFinishSignIn } from '../../../shared/session/finish-sign-in';
import { pendingVerification } from '../../../shared/session/pending-verification';
import { useInvitation } from '../api/use-invitation';
import { emptyRegisterValues, REGISTER_FIELDS, validateRegister, type RegisterValues } from '../forms/register-schema';

/** /register (spec §2 Register), and `/register?invite=TOKEN` for an invitation link. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const inviteToken = params.get('invite')?.trim() || null;
  const invitation = useInvitation(inviteToken);

  const footer = (
    <>
      {TEXTS.register.haveAccount}{' '}
      <Link className="ka-link" to={ROUTES.login}>
        {TEXTS.register.signInLink}
      </Link>
    </>
  );

  if (inviteToken && invitation.isPending) {
    return (
      <AuthLayout title={TEXTS.register.title} subtitle={TEXTS.register.subtitle} wide footer={footer}>
        <div className="ka-panel" role="status">
          <Spin />
          <p className="ka-muted">{TEXTS.register.checkingInvitation}</p>
        </div>
      </AuthLayout>
    );
  }

  const invited = inviteToken && invitation.data ? { token: inviteToken, ...invitation.data } : null;
  return (
    <AuthLayout title={TEXTS.register.title} subtitle={TEXTS.register.subtitle} wide footer={footer}>
      {invited ? (
        <Alert
          className="ka-alert"
          type="info"
          showIcon
          title={TEXTS.register.invited(invited.workspace_name, ROLE_LABELS[normalizeRole(invited.role)])}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {inviteToken && invitation.isError ? (
        <Alert className="ka-alert" type="warning" showIcon title={invitation.error.message} style={{ marginBottom: 16 }} />
      ) : null}
      <RegisterForm key={invited ? 'invited' : 'open'} invited={invited} />
    </AuthLayout>
  );
}

function RegisterForm({ invited }: { invited: (Invitation & { token: string }) | null }) {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const initialValues = emptyRegisterValues(
    invited ? { first_name: invited.first_name, last_name: invited.last_name, email: invited.email } : {},
  );

  async function submit(values: RegisterValues, helpers: FormikHelpers<RegisterValues>) {
    try {
      const body: RegisterRequest = {
        type: 'member',
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        company: values.company.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        ...(invited ? { invite: invited.token } : {}),
      };
      const reply = await register(body);
      if (reply?.error) {
        toast.error(reply.message || TEXTS.register.failed);
        return;
      }
      if (reply?.access_token && reply.user) {
        toast.success(TEXTS.register.welcome(greetingName(reply.user)));
        finishSignIn(reply.access_token, reply.user);
        return;
      }
      pendingVerification.set(body.email);
      toast.success(reply?.message || TEXTS.register.needsVerification);
      void navigate(ROUTES.emailVerification);
    } catch (error) {
      if (!(error instanceof ApiError)) toast.error(TEXTS.register.error(errorMessage(error)));
      else if (isUnreachable(error)) toast.error(TEXTS.register.unreachable);
      else if (toastFieldErrors(error.errors)) helpers.setErrors(formRefusal(error, REGISTER_FIELDS)?.fields ?? {});
      else toast.error(error.message || TEXTS.register.failed);
    }
  }

  return (
    <Formik initialValues={initialValues} validate={validateRegister} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="ka-form" aria-label={TEXTS.register.title}>
          <input type="hidden" name="type" value="member" />
          <div className="ka-row">
            <TextField name="first_name" label={TEXTS.register.firstName} autoComplete="given-name" />
            <TextField name="last_name" label={TEXTS.register.lastName} autoComplete="family-name" />
          </div>
          <div className="ka-row">
            <TextField
              name="phone"
              label={TEXTS.register.phone}
              type="tel"
              autoComplete="tel"
              placeholder={TEXTS.register.phonePlaceholder}
            />
            <TextField name="company" label={TEXTS.register.company} autoComplete="organization" />
          </div>
          <TextField
            name="email"
            label={TEXTS.register.email}
            type="email"
            autoComplete="email"
            placeholder={TEXTS.register.emailPlaceholder}
            readOnly={invited !== null}
            hint={TEXTS.register.invitedEmailHint}
          />
          <div className="ka-row">
            <PasswordField name="password" label={TEXTS.register.password} autoComplete="new-password" />
            <PasswordField name="password_confirmation" label={TEXTS.register.confirmPassword} autoComplete="new-password" />
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
            {TEXTS.register.submit}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
