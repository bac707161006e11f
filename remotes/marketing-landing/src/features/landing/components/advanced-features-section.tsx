import { ADVANCED, SECTION_IDS } from '../content';
import { FeatureGrid } from './feature-grid';
import { SectionHeading } from './section-heading';

export function AdvancedFeaturesSection() {
  return (
    <section id={SECTION_IDS.advanced} className="kl-section kl-section--panel" aria-labelledby="kl-advanced-title" tabIndex={-1}>
      <div className="kl-container">
        <SectionHeading id="kl-advanced-title" eyebrow={ADVANCED.eyebrow} title={ADVANCED.title} subtitle={ADVANCED.subtitle} />
        <FeatureGrid items={ADVANCED.items} />
      </div>
    </section>
  );
}
