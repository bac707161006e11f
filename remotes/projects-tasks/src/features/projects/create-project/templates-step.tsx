import { PROJECT_TEMPLATES, type ProjectTemplate } from '@kanri/contracts';
import { CheckCircleFilled, Tag } from '@kanri/design-system';
import { useId } from 'react';
import { TEXTS } from '../../../texts';

const T = TEXTS.createProject;

/** Step 2: the contract's templates as a radio group (arrow keys move the choice), the recommended one marked. */
export function TemplatesStep({
  template,
  onChoose,
}: {
  template: ProjectTemplate;
  onChoose: (template: ProjectTemplate) => void;
}) {
  const id = useId();
  return (
    <fieldset className="kpt-cp-templates" aria-label={T.templates.groupLabel}>
      {PROJECT_TEMPLATES.map(({ id: option, name, description, recommended }) => {
        const selected = option === template;
        const nameId = `${id}-${option}-name`;
        const descriptionId = `${id}-${option}-description`;
        const badgeId = `${id}-${option}-badge`;
        return (
          <label key={option} className={`kpt-cp-template${selected ? ' is-selected' : ''}`} data-template={option}>
            <input
              type="radio"
              name={`${id}-template`}
              value={option}
              checked={selected}
              onChange={() => onChoose(option)}
              aria-labelledby={nameId}
              aria-describedby={recommended ? `${badgeId} ${descriptionId}` : descriptionId}
            />
            <span className="kpt-cp-template-head">
              <span id={nameId} className="kpt-cp-template-name">
                {name}
              </span>
              {selected ? <CheckCircleFilled className="kpt-cp-template-check" aria-hidden /> : null}
            </span>
            {recommended ? (
              <Tag id={badgeId} color="green" variant="filled">
                {T.templates.recommended}
              </Tag>
            ) : null}
            <span id={descriptionId} className="kpt-cp-template-desc">
              {description}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
