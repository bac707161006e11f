import type { SocialProvider } from '@kanri/contracts';
import { SOCIAL_PROVIDER_LABELS } from '@kanri/contracts/constants';
import type { SocialLoginInput } from '@kanri/api-client';

/**
 * The demo social client of spec §7: for a provider the server has not configured, the login page
 * still calls social login, with a mock token and a demo e-mail, and shows what the server says.
 */
export function demoSocialData(provider: SocialProvider): SocialLoginInput {
  return {
    token: `demo-${provider}-token`,
    email: `demo.${provider}@example.com`,
    name: `Demo ${SOCIAL_PROVIDER_LABELS[provider]} User`,
  };
}
