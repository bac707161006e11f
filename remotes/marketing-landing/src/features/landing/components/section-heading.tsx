import { Typography } from '@kanri/design-system';

/** Eyebrow + h2 + sub-title shared by the content sections. `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, subtitle }: { id: string; eyebrow: string; title: string; subtitle?: string }) {
  return (
    <div className="kl-heading">
      <span className="kl-eyebrow">{eyebrow}</span>
      <Typography.Title level={2} id={id} className="kl-title">
        {title}
      </Typography.Title>
      {subtitle ? <Typography.Paragraph className="kl-subtitle">{subtitle}</Typography.Paragraph> : null}
    </div>
  );
}
