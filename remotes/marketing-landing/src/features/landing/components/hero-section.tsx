import { Button, CheckCircleFilled, PlayCircleOutlined } from '@kanri/design-system/essentials';
import { ACTIONS, HERO, ROUTES, SECTION_IDS, TRIAL_NOTE } from '../content';
import { scrollToSection } from '../scroll';
import { LinkButton } from './link-button';

export function HeroSection() {
  return (
    <section id={SECTION_IDS.hero} className="kl-hero" aria-labelledby="kl-hero-title" tabIndex={-1}>
      <div className="kl-container">
        <span className="kl-pill">{HERO.eyebrow}</span>
        <h1 id="kl-hero-title" className="kl-type kl-hero-title">
          {HERO.titleLead} <em>{HERO.titleAccent}</em>
        </h1>
        <div className="kl-type kl-hero-subtitle">{HERO.subtitle}</div>
        <div className="kl-hero-actions">
          <LinkButton to={ROUTES.register} type="primary" size="large">
            {ACTIONS.startTrial}
          </LinkButton>
          <Button
            size="large"
            icon={<PlayCircleOutlined aria-hidden="true" />}
            aria-controls={SECTION_IDS.preview}
            onClick={() => scrollToSection(SECTION_IDS.preview)}
          >
            {ACTIONS.watchDemo}
          </Button>
        </div>
        <p className="kl-hero-note">{TRIAL_NOTE}</p>
        <ul className="kl-hero-points">
          {HERO.points.map((point) => (
            <li key={point}>
              <CheckCircleFilled aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
