import { initials } from '@kanri/design-system/essentials';
import { SECTION_IDS, TESTIMONIALS } from '../content';
import { SectionHeading } from './section-heading';

export function TestimonialsSection() {
  return (
    <section
      id={SECTION_IDS.testimonials}
      className="kl-section kl-section--panel"
      aria-labelledby="kl-testimonials-title"
      tabIndex={-1}
    >
      <div className="kl-container">
        <SectionHeading
          id="kl-testimonials-title"
          eyebrow={TESTIMONIALS.eyebrow}
          title={TESTIMONIALS.title}
          subtitle={TESTIMONIALS.subtitle}
        />
        <ul className="kl-grid kl-grid--3 kl-list">
          {TESTIMONIALS.items.map((item) => (
            <li key={item.name}>
              <figure className="kl-quote">
                <blockquote>{item.quote}</blockquote>
                <figcaption>
                  <span className="kl-avatar" aria-hidden="true">
                    {initials(item.name)}
                  </span>
                  <span>
                    <strong style={{ display: 'block' }}>{item.name}</strong>
                    <span className="kl-muted">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
