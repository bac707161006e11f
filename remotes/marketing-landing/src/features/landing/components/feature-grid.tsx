import type { FeatureItem } from '../content';
import { FeatureIcon } from './feature-icon';

export function FeatureGrid({ items }: { items: readonly FeatureItem[] }) {
  return (
    <ul className="kl-grid kl-list">
      {items.map((item) => (
        <li key={item.title}>
          <div className="kl-card">
            <FeatureIcon name={item.icon} />
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
