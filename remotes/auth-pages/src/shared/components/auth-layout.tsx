import { BrandMark } from '@kanri/design-system/essentials';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND, ROUTES, TEXTS } from '../../texts';
import { AuthStyles } from './auth-styles';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Wider card, for the registration form. */
  wide?: boolean;
  /** Shown under the card (e.g. "Already have an account? Sign In"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the five auth pages: the product name linking home, one centred card, a footer line. */
export function AuthLayout({ title, subtitle, wide = false, footer, children }: AuthLayoutProps) {
  return (
    <div className="ka-root">
      <AuthStyles />
      <main className={wide ? 'ka-main ka-main--wide' : 'ka-main'}>
        <Link to={ROUTES.home} className="ka-brand" aria-label={TEXTS.layout.homeLink}>
          <BrandMark />
          <span>{BRAND}</span>
        </Link>
        <div className="ka-card">
          <header className="ka-head">
            <h1 className="ka-title">{title}</h1>
            {subtitle ? <p className="ka-subtitle">{subtitle}</p> : null}
          </header>
          {children}
        </div>
        {footer ? <p className="ka-footer">{footer}</p> : null}
      </main>
    </div>
  );
}
