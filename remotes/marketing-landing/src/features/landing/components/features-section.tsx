import { FEATURES, SECTION_IDS } from '../content';
import { FeatureGrid } from './feature-grid';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <section id={SECTION_IDS.features} className="kl-section" aria-labelledby="kl-features-title" tabIndex={-1}>
      <div className="kl-container">
        <SectionHeading id="kl-features-title" eyebrow={FEATURES.eyebrow} title={FEATURES.title} subtitle={FEATURES.subtitle} />
        <FeatureGrid items={FEATURES.items} />
      </div>
    </section>
  );
}
