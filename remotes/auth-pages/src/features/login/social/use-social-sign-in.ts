import { ApiError, errorMessage, getSocialProviders, queryKeys, socialLogin, type SocialLoginInput } from '@kanri/api-client';
import type { SocialProvider } from '@kanri/contracts';
import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS } from '@kanri/contracts/constants';
import { toast } from '@kanri/design-system/essentials';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TEXTS } from '../../../texts';
import { useFinishSignIn } from '../../../shared/session/finish-sign-in';
import { demoSocialData } from './demo-client';
import { openSignInPopup, type PopupSignIn } from './oidc-popup';

/**
 * The social buttons' behaviour (spec §2 Login, §7, §8): which providers the server has configured,
 * the popup flow for those, the demo client for the others, and the toasts of each outcome.
 */
export function useSocialSignIn() {
  const finishSignIn = useFinishSignIn();
  const providers = useQuery({
    queryKey: queryKeys.auth.socialProviders(),
    queryFn: getSocialProviders,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const popup = useRef<PopupSignIn | null>(null);

  useEffect(() => () => popup.current?.cancel(), []);

  /** Unconfigured when the server says null, or when the providers could not be read. */
  const isConfigured = (provider: SocialProvider) => Boolean(providers.data?.[provider]);
  const demoProviders = providers.isPending ? [] : SOCIAL_PROVIDERS.filter((provider) => !isConfigured(provider));

  const signIn = useCallback(
    async (provider: SocialProvider, data: SocialLoginInput) => {
      const label = SOCIAL_PROVIDER_LABELS[provider];
      setBusy(provider);
      try {
        const reply = await socialLogin(provider, data);
        if (reply?.token && reply.user) {
          toast.success(reply.isNewUser ? TEXTS.social.accountCreated(label) : TEXTS.social.signedIn(label));
          finishSignIn(reply.token, reply.user);
          return;
        }
        toast.error(TEXTS.social.failed(label));
      } catch (error) {
        if (error instanceof ApiError) toast.error(error.message || TEXTS.social.failed(label));
        else toast.error(TEXTS.social.error(errorMessage(error)));
      } finally {
        setBusy(null);
      }
    },
    [finishSignIn],
  );

  const start = useCallback(
    (provider: SocialProvider) => {
      const label = SOCIAL_PROVIDER_LABELS[provider];
      const config = providers.data?.[provider];
      if (!config) {
        void signIn(provider, demoSocialData(provider));
        return;
      }
      popup.current?.cancel();
      try {
        popup.current = openSignInPopup(config, (outcome) => {
          popup.current = null;
          if (outcome.kind === 'token') {
            void signIn(provider, {
              token: outcome.idToken,
              ...(outcome.email ? { email: outcome.email } : {}),
              ...(outcome.name ? { name: outcome.name } : {}),
            });
          } else if (outcome.kind === 'mismatch') {
            toast.error(TEXTS.social.error(TEXTS.social.tokenMismatch));
          } else {
            toast.error(TEXTS.social.failed(label));
          }
        });
        if (!popup.current) toast.error(TEXTS.social.popupBlocked(label));
      } catch (error) {
        toast.error(TEXTS.social.error(errorMessage(error)));
      }
    },
    [providers.data, signIn],
  );

  return { loading: providers.isPending, busy, demoProviders, start };
}
