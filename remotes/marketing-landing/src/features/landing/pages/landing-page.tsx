import { useEffect } from 'react';
import { AdvancedFeaturesSection } from '../components/advanced-features-section';
import { ClosingCtaSection } from '../components/closing-cta-section';
import { DashboardPreviewSection } from '../components/dashboard-preview-section';
import { FaqSection } from '../components/faq-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { IntegrationsSection } from '../components/integrations-section';
import { LandingStyles } from '../components/landing-styles';
import { NavBar } from '../components/nav-bar';
import { PricingSection } from '../components/pricing-section';
import { SiteFooter } from '../components/site-footer';
import { TestimonialsSection } from '../components/testimonials-section';
import { scrollToSection } from '../scroll';

/** The public landing page at / (spec §2 "Landing page"). */
export default function LandingPage() {
  // The page loads lazily, after the browser would have jumped to /#pricing: do the jump ourselves.
  useEffect(() => {
    let id: string;
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      return; // a malformed address is simply ignored
    }
    if (id) scrollToSection(id, { updateHash: false, instant: true });
  }, []);

  return (
    <div className="kl-root">
      <LandingStyles />
      <NavBar />
      <main>
        <HeroSection />
        <FeaturesSection />
        <AdvancedFeaturesSection />
        <DashboardPreviewSection />
        <PricingSection />
        <IntegrationsSection />
        <TestimonialsSection />
        <FaqSection />
        <ClosingCtaSection />
      </main>
      <SiteFooter />
    </div>
  );
}
