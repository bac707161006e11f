import { PENDING_VERIFICATION_EMAIL_KEY } from '../../texts';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The e-mail waiting for verification after registration (spec §2, §3 `pending_verification_email`). */
export const pendingVerification = {
  get(): string | null {
    const email = storage()?.getItem(PENDING_VERIFICATION_EMAIL_KEY)?.trim();
    return email ? email : null;
  },
  set(email: string) {
    storage()?.setItem(PENDING_VERIFICATION_EMAIL_KEY, email);
  },
  clear() {
    storage()?.removeItem(PENDING_VERIFICATION_EMAIL_KEY);
  },
};
