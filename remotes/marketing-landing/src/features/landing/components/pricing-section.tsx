import { Button, CheckOutlined } from '@kanri/design-system/essentials';
import { PRICING, ROUTES, SALES_MAILTO, SECTION_IDS, type Plan } from '../content';
import { LinkButton } from './link-button';
import { SectionHeading } from './section-heading';

function PlanAction({ plan, featured }: { plan: Plan; featured: boolean }) {
  const type = featured ? 'primary' : 'default';
  if (plan.action === 'sales') {
    return (
      <Button href={SALES_MAILTO} type={type} size="large" block>
        {plan.cta}
      </Button>
    );
  }
  return (
    <LinkButton to={ROUTES.register} type={type} size="large" block>
      {plan.cta}
    </LinkButton>
  );
}

export function PricingSection() {
  return (
    <section id={SECTION_IDS.pricing} className="kl-section kl-section--panel" aria-labelledby="kl-pricing-title" tabIndex={-1}>
      <div className="kl-container">
        <SectionHeading id="kl-pricing-title" eyebrow={PRICING.eyebrow} title={PRICING.title} subtitle={PRICING.subtitle} />
        <ul className="kl-grid kl-list">
          {PRICING.plans.map((plan: Plan) => {
            const featured = Boolean(plan.badge);
            return (
              <li key={plan.id}>
                <article
                  className={featured ? 'kl-plan kl-plan--featured' : 'kl-plan'}
                  aria-labelledby={`kl-plan-${plan.id}`}
                  data-plan={plan.id}
                >
                  {plan.badge ? <span className="kl-pill kl-plan-badge">{plan.badge}</span> : null}
                  <h3 id={`kl-plan-${plan.id}`}>{plan.name}</h3>
                  <p className="kl-muted" style={{ margin: 0 }}>
                    {plan.description}
                  </p>
                  <p className="kl-price">
                    <strong>{plan.price}</strong>
                    <span className="kl-muted">{plan.period}</span>
                  </p>
                  <ul>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <CheckOutlined aria-hidden="true" />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <PlanAction plan={plan} featured={featured} />
                </article>
              </li>
            );
          })}
        </ul>
        <p className="kl-footnote">{PRICING.footnote}</p>
      </div>
    </section>
  );
}
