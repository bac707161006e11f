import { Tag } from '@kanri/design-system/essentials';
import { PREVIEW, PRIORITY_LABELS, SECTION_IDS } from '../content';
import { SectionHeading } from './section-heading';

const PRIORITY_COLORS = { low: 'default', medium: 'gold', high: 'red' } as const;

/** Hours and minutes as the product shows them (spec §9: empty leading units omitted). */
export function formatMinutes(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

const MAX_MINUTES = Math.max(...PREVIEW.hours.map((entry) => entry.minutes));

// The preview is a picture of the dashboard (aria-hidden): plain elements drawn like design-system's
// StatCard and a small Progress, so the landing page loads only the design-system essentials.
function PreviewStat({ title, value, hint }: { title: string; value: string; hint: string }) {
  return (
    <div className="kl-stat">
      <div>
        <span className="kl-type kl-secondary">{title}</span>
        <div className="kl-stat-value">{value}</div>
        <span className="kl-type kl-secondary kl-stat-hint">{hint}</span>
      </div>
    </div>
  );
}

function PreviewProgress({ percent }: { percent: number }) {
  return (
    <div className="kl-progress">
      <div className="kl-progress-rail">
        <div className="kl-progress-track" style={{ width: `${percent}%` }} />
      </div>
      <span className="kl-progress-text">{percent}%</span>
    </div>
  );
}

export function DashboardPreviewSection() {
  return (
    <section id={SECTION_IDS.preview} className="kl-section" aria-labelledby="kl-preview-title" tabIndex={-1}>
      <div className="kl-container">
        <SectionHeading id="kl-preview-title" eyebrow={PREVIEW.eyebrow} title={PREVIEW.title} subtitle={PREVIEW.subtitle} />
        <div className="kl-window" role="img" aria-label={PREVIEW.windowLabel}>
          <div className="kl-window-bar" aria-hidden="true">
            <span className="kl-dot" />
            <span className="kl-dot" />
            <span className="kl-dot" />
            <span className="kl-pill">{PREVIEW.sampleTag}</span>
          </div>
          <div className="kl-window-body" aria-hidden="true">
            <ul className="kl-side">
              {PREVIEW.sidebar.map((item, index) => (
                <li key={item} aria-current={index === 0 ? 'page' : undefined}>
                  {item}
                </li>
              ))}
            </ul>
            <div className="kl-main">
              <h3>{PREVIEW.greeting}</h3>
              <span className="kl-type kl-secondary">{PREVIEW.greetingHint}</span>
              <div className="kl-stats">
                {PREVIEW.stats.map((stat) => (
                  <PreviewStat key={stat.title} title={stat.title} value={stat.value} hint={stat.hint} />
                ))}
              </div>
              <div className="kl-panels">
                <div className="kl-panel">
                  <h4>{PREVIEW.boardTitle}</h4>
                  <div className="kl-board">
                    {PREVIEW.board.map((column) => (
                      <div key={column.status} className="kl-column">
                        <div className="kl-column-title">
                          <span>{column.status}</span>
                          <span>{column.tasks.length}</span>
                        </div>
                        {column.tasks.map((task) => (
                          <div key={task.title} className="kl-task">
                            <div>{task.title}</div>
                            <Tag color={PRIORITY_COLORS[task.priority]}>{PRIORITY_LABELS[task.priority]}</Tag>
                          </div>
                        ))}
                      </div>
                    ))}
                  </div>
                </div>
                <div className="kl-panel">
                  <h4>{PREVIEW.hoursTitle}</h4>
                  <ul className="kl-bars">
                    {PREVIEW.hours.map((entry) => (
                      <li key={entry.day} title={formatMinutes(entry.minutes)}>
                        <span>{formatMinutes(entry.minutes)}</span>
                        <span className="kl-bar" style={{ height: `${Math.round((entry.minutes / MAX_MINUTES) * 70)}%` }} />
                        <span>{entry.day}</span>
                      </li>
                    ))}
                  </ul>
                  <h4 style={{ marginTop: 20 }}>{PREVIEW.projectsTitle}</h4>
                  <ul className="kl-progress-list">
                    {PREVIEW.projects.map((project) => (
                      <li key={project.name}>
                        {project.name}
                        <PreviewProgress percent={project.percent} />
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
