import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS } from '@kanri/contracts/constants';
import { Button } from '@kanri/design-system/essentials';
import { TEXTS } from '../../../texts';
import { useSocialSignIn } from '../social/use-social-sign-in';
import { ProviderIcon } from './provider-icons';

/** The three social buttons (Google, LinkedIn, Apple) and, for unconfigured ones, the demo-mode notice. */
export function SocialSignIn() {
  const { loading, busy, demoProviders, start } = useSocialSignIn();
  return (
    <section aria-label={TEXTS.social.groupLabel}>
      <div className="ka-divider">{TEXTS.social.divider}</div>
      <div className="ka-social">
        {SOCIAL_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            size="large"
            icon={<ProviderIcon provider={provider} />}
            loading={busy === provider}
            disabled={loading || (busy !== null && busy !== provider)}
            onClick={() => start(provider)}
          >
            {SOCIAL_PROVIDER_LABELS[provider]}
          </Button>
        ))}
      </div>
      {demoProviders.length > 0 ? (
        <p className="ka-note" role="note">
          {TEXTS.social.demoNotice(demoProviders.map((provider) => SOCIAL_PROVIDER_LABELS[provider]))}
        </p>
      ) : null}
    </section>
  );
}
