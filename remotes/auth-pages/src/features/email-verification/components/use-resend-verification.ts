import { ApiError, requestPasswordReset } from '@kanri/api-client';
import { toast } from '@kanri/design-system/essentials';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, TEXTS } from '../../../texts';
import { toastFieldErrors } from '../../../shared/api/failures';
import { pendingVerification } from '../../../shared/session/pending-verification';

/** Resend Email: a new verification link to the pending e-mail (spec §7 reset-request, purpose verification). */
export function useResendVerification() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  const resend = useCallback(async () => {
    const email = pendingVerification.get();
    if (!email) {
      toast.error(TEXTS.emailVerification.noEmailOnResend);
      void navigate(ROUTES.register, { replace: true });
      return;
    }
    setSending(true);
    try {
      await requestPasswordReset({ email, purpose: 'verification' });
      toast.success(TEXTS.emailVerification.resent);
    } catch (error) {
      if (!(error instanceof ApiError)) toast.error(TEXTS.emailVerification.resendError);
      else if (!toastFieldErrors(error.errors)) toast.error(error.message || TEXTS.emailVerification.resendFailed);
    } finally {
      setSending(false);
    }
  }, [navigate]);

  return { resend, sending };
}
