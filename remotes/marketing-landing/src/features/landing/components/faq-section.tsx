import { Collapse, type CollapseProps } from '@kanri/design-system/essentials';
import { FAQ, SECTION_IDS } from '../content';
import { SectionHeading } from './section-heading';

const ITEMS: CollapseProps['items'] = FAQ.items.map((item) => ({
  key: item.key,
  label: item.question,
  // Rendered up front so every answer is in the page (search engines, in-page find), just hidden.
  forceRender: true,
  children: <p>{item.answer}</p>,
}));

export function FaqSection() {
  return (
    <section id={SECTION_IDS.faq} className="kl-section" aria-labelledby="kl-faq-title" tabIndex={-1}>
      <div className="kl-container">
        <SectionHeading id="kl-faq-title" eyebrow={FAQ.eyebrow} title={FAQ.title} subtitle={FAQ.subtitle} />
        <div className="kl-faq">
          <Collapse accordion items={ITEMS} size="large" expandIconPlacement="end" />
        </div>
      </div>
    </section>
  );
}
