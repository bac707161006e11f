/** Eyebrow + h2 + sub-title shared by the content sections. `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div className="kl-heading">
      <span className="kl-eyebrow">{eyebrow}</span>
      <h2 id={id} className="kl-type kl-title">
        {title}
      </h2>
      {subtitle ? <div className="kl-type kl-subtitle">{subtitle}</div> : null}
    </div>
  );
}
