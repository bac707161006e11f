import { Button, MailOutlined } from '@kanri/design-system/essentials';
import { ACTIONS, CTA, ROUTES, SALES_MAILTO, SECTION_IDS } from '../content';
import { LinkButton } from './link-button';

export function ClosingCtaSection() {
  return (
    <section id={SECTION_IDS.cta} className="kl-section" aria-labelledby="kl-cta-title" tabIndex={-1}>
      <div className="kl-container">
        <div className="kl-cta">
          <h2 id="kl-cta-title">{CTA.title}</h2>
          <p>{CTA.subtitle}</p>
          <div className="kl-hero-actions">
            <LinkButton to={ROUTES.register} type="primary" size="large">
              {ACTIONS.startTrial}
            </LinkButton>
            <Button href={SALES_MAILTO} size="large" icon={<MailOutlined aria-hidden="true" />}>
              {ACTIONS.contactSales}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
