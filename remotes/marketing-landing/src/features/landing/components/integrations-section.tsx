import { Button, DownOutlined, Tag } from '@kanri/design-system/essentials';
import { useState } from 'react';
import { ACTIONS, INTEGRATIONS, INTEGRATIONS_INITIAL, SECTION_IDS } from '../content';
import { SectionHeading } from './section-heading';

const LIST_ID = 'kl-integrations-list';

export function IntegrationsSection() {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? INTEGRATIONS.items : INTEGRATIONS.items.slice(0, INTEGRATIONS_INITIAL);
  const hasMore = INTEGRATIONS.items.length > INTEGRATIONS_INITIAL;

  return (
    <section id={SECTION_IDS.integrations} className="kl-section" aria-labelledby="kl-integrations-title" tabIndex={-1}>
      <div className="kl-container">
        <SectionHeading
          id="kl-integrations-title"
          eyebrow={INTEGRATIONS.eyebrow}
          title={INTEGRATIONS.title}
          subtitle={INTEGRATIONS.subtitle}
        />
        <ul id={LIST_ID} className="kl-grid kl-grid--3 kl-list" aria-label={INTEGRATIONS.listLabel}>
          {visible.map((item) => (
            <li key={item.name}>
              <div className="kl-integration">
                <span className="kl-mark" aria-hidden="true">
                  {item.mark}
                </span>
                <div style={{ minWidth: 0 }}>
                  <h3>
                    {item.name}
                    <Tag variant="filled">{item.category}</Tag>
                  </h3>
                  <p>{item.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {hasMore ? (
          <div className="kl-center">
            <Button
              size="large"
              aria-expanded={expanded}
              aria-controls={LIST_ID}
              icon={<DownOutlined aria-hidden="true" rotate={expanded ? 180 : 0} />}
              iconPlacement="end"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? ACTIONS.showFewerIntegrations : ACTIONS.viewAllIntegrations}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
