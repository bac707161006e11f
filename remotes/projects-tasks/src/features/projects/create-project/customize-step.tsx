import { CLICK_APPS, PROJECT_DEFAULT_VIEWS, type ClickAppId, type ClickApps, type ProjectTemplate } from '@kanri/contracts';
import { CheckCircleFilled, NavIcon, Switch } from '@kanri/design-system';
import { useId } from 'react';
import { TEXTS } from '../../../texts';
import { isEveryClickAppOff, projectTemplate } from './options';

const T = TEXTS.createProject;

/** Icons of the default views, from the nav icon set of the design system. */
const VIEW_ICONS: Record<(typeof PROJECT_DEFAULT_VIEWS)[number], string> = {
  List: 'tasks',
  Board: 'workspaces',
  Calendar: 'calendar',
  Team: 'users',
};

/**
 * Step 3: the template summary, the default views, the task statuses the chosen template creates (the
 * contract's, so what the server will really create) and the ClickApps.
 */
export function CustomizeStep({
  template,
  clickApps,
  disabled,
  onToggle,
  onTurnOffAll,
}: {
  template: ProjectTemplate;
  clickApps: ClickApps;
  disabled: boolean;
  onToggle: (id: ClickAppId, enabled: boolean) => void;
  onTurnOffAll: (off: boolean) => void;
}) {
  const id = useId();
  const allOffId = `${id}-all-off`;
  const allOffLabelId = `${id}-all-off-label`;
  const { name, description, statuses } = projectTemplate(template);
  return (
    <>
      <section className="kpt-cp-section" aria-labelledby={`${id}-template`}>
        <h3 id={`${id}-template`} className="kpt-cp-section-title">
          {T.customize.template}
        </h3>
        <div className="kpt-cp-summary" data-testid="template-summary">
          <span className="kpt-cp-summary-name">
            <CheckCircleFilled style={{ color: 'var(--kpt-primary)', marginRight: 8 }} aria-hidden />
            {name}
          </span>
          <span className="kpt-cp-summary-desc">{description}</span>
        </div>
      </section>

      <section className="kpt-cp-section" aria-labelledby={`${id}-views`}>
        <h3 id={`${id}-views`} className="kpt-cp-section-title">
          {T.customize.views}
        </h3>
        <ul className="kpt-cp-chips" aria-labelledby={`${id}-views`}>
          {PROJECT_DEFAULT_VIEWS.map((view) => (
            <li key={view} className="kpt-cp-chip">
              <NavIcon name={VIEW_ICONS[view]} />
              {view}
            </li>
          ))}
        </ul>
      </section>

      <section className="kpt-cp-section" aria-labelledby={`${id}-statuses`}>
        <h3 id={`${id}-statuses`} className="kpt-cp-section-title">
          {T.customize.statuses}
        </h3>
        <ul className="kpt-cp-chips" aria-labelledby={`${id}-statuses`}>
          {statuses.map((status) => (
            <li key={status.slug} className="kpt-cp-chip">
              <span className="kpt-cp-dot" style={{ background: status.color }} aria-hidden />
              {status.name}
            </li>
          ))}
        </ul>
      </section>

      <section className="kpt-cp-section" aria-labelledby={`${id}-apps`}>
        <div className="kpt-cp-apps-head">
          <div>
            <h3 id={`${id}-apps`} className="kpt-cp-section-title">
              {T.customize.clickApps}
            </h3>
            <p>{T.customize.clickAppsHint}</p>
          </div>
          <label className="kpt-cp-all-off" htmlFor={allOffId}>
            <Switch
              id={allOffId}
              size="small"
              aria-labelledby={allOffLabelId}
              checked={isEveryClickAppOff(clickApps)}
              disabled={disabled}
              onChange={(checked) => onTurnOffAll(checked)}
            />
            <span id={allOffLabelId}>{T.customize.turnOffAll}</span>
          </label>
        </div>
        <ul className="kpt-cp-apps" aria-labelledby={`${id}-apps`}>
          {CLICK_APPS.map(({ id: app, name: appName, description: appDescription }) => {
            const switchId = `${id}-${app}`;
            return (
              <li key={app}>
                <label className="kpt-cp-app" htmlFor={switchId}>
                  <span className="kpt-cp-app-text">
                    <span id={`${switchId}-name`} className="kpt-cp-app-name">
                      {appName}
                    </span>
                    <span id={`${switchId}-description`} className="kpt-cp-app-desc">
                      {appDescription}
                    </span>
                  </span>
                  <Switch
                    id={switchId}
                    size="small"
                    aria-labelledby={`${switchId}-name`}
                    aria-describedby={`${switchId}-description`}
                    checked={clickApps[app]}
                    disabled={disabled}
                    onChange={(checked) => onToggle(app, checked)}
                  />
                </label>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
