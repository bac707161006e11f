import { BrandMark } from '@kanri/design-system/essentials';
import { ACTIONS, NAV, ROUTES, SECTION_IDS, BRAND } from '../content';
import { LinkButton } from './link-button';
import { SectionLink } from './section-link';

export function NavBar() {
  return (
    <header className="kl-header">
      <div className="kl-container kl-nav">
        <SectionLink id={SECTION_IDS.hero} className="kl-brand">
          <BrandMark size={28} />
          <span>{BRAND}</span>
        </SectionLink>
        <nav aria-label={NAV.label} className="kl-nav-menu">
          <ul className="kl-nav-links">
            {NAV.links.map((link) => (
              <li key={link.id}>
                <SectionLink id={link.id}>{link.label}</SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="kl-nav-actions">
          <LinkButton to={ROUTES.login} type="text">
            {ACTIONS.signIn}
          </LinkButton>
          <LinkButton to={ROUTES.register} type="primary">
            {ACTIONS.startTrial}
          </LinkButton>
        </div>
      </div>
    </header>
  );
}
