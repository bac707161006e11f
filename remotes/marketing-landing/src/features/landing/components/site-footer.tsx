import { BrandMark } from '@kanri/design-system/essentials';
import { Link } from 'react-router-dom';
import { FOOTER, SECTION_IDS } from '../content';
import { SectionLink } from './section-link';

type FooterLink = { label: string; href: string } | { label: string; to: string };

function FooterItem({ link }: { link: FooterLink }) {
  if ('to' in link) {
    return (
      <Link to={link.to} className="kl-link">
        {link.label}
      </Link>
    );
  }
  if (link.href.startsWith('#')) {
    return (
      <SectionLink id={link.href.slice(1)} className="kl-link">
        {link.label}
      </SectionLink>
    );
  }
  return (
    <a href={link.href} className="kl-link">
      {link.label}
    </a>
  );
}

export function SiteFooter() {
  return (
    <footer className="kl-footer" aria-labelledby="kl-footer-title">
      <div className="kl-container">
        <div className="kl-footer-grid">
          <div className="kl-footer-brand">
            <h2 id="kl-footer-title" className="kl-brand">
              <BrandMark size={28} />
              {FOOTER.title}
            </h2>
            <p className="kl-muted" style={{ margin: '12px 0 0', maxWidth: 340 }}>
              {FOOTER.tagline}
            </p>
          </div>
          {FOOTER.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h3>{column.title}</h3>
              <ul>
                {column.links.map((link: FooterLink) => (
                  <li key={link.label}>
                    <FooterItem link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="kl-footer-bottom">
          <span>{FOOTER.copyright(new Date().getFullYear())}</span>
          <SectionLink id={SECTION_IDS.hero} className="kl-link">
            {FOOTER.backToTop}
          </SectionLink>
        </div>
      </div>
    </footer>
  );
}
