import { useMembers } from '@kanri/api-client';
import { RATING_MAX, type CustomField, type Task } from '@kanri/contracts';
import { EnvironmentOutlined, LikeOutlined } from '@kanri/design-system';
import type { ReactNode } from 'react';
import { AssigneeAvatars, personName } from '../../../shared/components/workflow-badges';
import {
  EMPTY_DISPLAY,
  formatFieldValue,
  idList,
  isEmptyValue,
  mapLink,
  numberValue,
  optionsOf,
  readableFormula,
  stringList,
} from '../format';
import { CustomFieldStyles } from '../styles';
import { CF_TEXTS } from '../texts';
import { FilesDisplay } from './files';
import { SignatureDisplay } from './signature';
import { TaskLinksDisplay } from './task-links';

const T = CF_TEXTS.cell;

export const Empty = () => <span className="kpt-cf-empty">{EMPTY_DISPLAY}</span>;

function TextValue({ text, numeric = false }: { text: string; numeric?: boolean }) {
  if (text === EMPTY_DISPLAY) return <Empty />;
  return (
    <span className={numeric ? 'kpt-cf-text kpt-cf-num' : 'kpt-cf-text'} title={text}>
      {text}
    </span>
  );
}

export function ProgressBar({ value }: { value: unknown }) {
  const number = numberValue(value);
  if (number === null) return <Empty />;
  const percent = Math.min(100, Math.max(0, Math.round(number)));
  return (
    <>
      <span
        className="kpt-cf-bar"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={T.progressLabel(percent)}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="kpt-cf-bar-label">{T.progressLabel(percent)}</span>
    </>
  );
}

function Stars({ value }: { value: unknown }) {
  const rating = numberValue(value);
  if (rating === null) return <Empty />;
  const on = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return (
    <span className="kpt-cf-stars" role="img" aria-label={T.rating(on, RATING_MAX)}>
      <span className="is-on">{'★'.repeat(on)}</span>
      <span className="is-off">{'★'.repeat(RATING_MAX - on)}</span>
    </span>
  );
}

function People({ value }: { value: unknown }) {
  const members = useMembers();
  const ids = idList(value);
  if (ids.length === 0) return <Empty />;
  const people = ids.map(
    (id) => members.data?.find((member) => member.id === id) ?? { id, email: T.unknownMember, full_name: T.unknownMember },
  );
  return <AssigneeAvatars people={people} size={22} />;
}

/** Website, email and phone as links (new tab for websites, with no access back to this page). */
function LinkValue({ field, value }: { field: CustomField; value: unknown }) {
  if (typeof value !== 'string' || value.trim() === '') return <Empty />;
  const text = formatFieldValue(field, value);
  const href =
    field.type === 'website'
      ? value.trim()
      : field.type === 'email'
        ? `mailto:${value.trim()}`
        : `tel:${value.replace(/[^\d+]/g, '')}`;
  return (
    <a
      className="kpt-cf-link"
      href={href}
      title={value}
      {...(field.type === 'website' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={(event) => event.stopPropagation()}
    >
      {text}
    </a>
  );
}

function Location({ value }: { value: unknown }) {
  if (typeof value !== 'string' || value.trim() === '') return <Empty />;
  return (
    <>
      <a
        className="kpt-cf-link"
        style={{ flex: 'none' }}
        href={mapLink(value)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={T.openMap(value.trim())}
        title={T.openMap(value.trim())}
        onClick={(event) => event.stopPropagation()}
      >
        <EnvironmentOutlined aria-hidden />
      </a>
      <span className="kpt-cf-text" title={value}>
        {value.trim()}
      </span>
    </>
  );
}

/** Types whose display holds links: the cell offers a separate edit button rather than being one. */
export const LINK_DISPLAY_TYPES = ['website', 'email', 'phone', 'location', 'tasks', 'relationship'] as const;

export function hasLinkDisplay(type: string): boolean {
  return (LINK_DISPLAY_TYPES as readonly string[]).includes(type);
}

/**
 * A value as the table shows it in a 40 px row: light markup (a few nodes per cell, so a
 * virtualized table stays small), long text ellipsized, `—` when empty.
 */
export function FieldDisplay({
  field,
  value,
  task,
  projectFields,
}: {
  field: CustomField;
  value: unknown;
  task: Pick<Task, 'id'>;
  projectFields: readonly CustomField[];
}): ReactNode {
  switch (field.type) {
    case 'dropdown': {
      const option = optionsOf(field).find((candidate) => candidate.id === value);
      if (!option) return <Empty />;
      return (
        <span className="kpt-cf-pill" style={{ background: `${option.color}26`, color: option.color }} title={option.label}>
          {option.label}
        </span>
      );
    }
    case 'labels': {
      const ids = stringList(value);
      const chosen = optionsOf(field).filter((option) => ids.includes(option.id));
      if (chosen.length === 0) return <Empty />;
      return (
        <span className="kpt-cf-pills" title={chosen.map((option) => option.label).join(', ')}>
          {chosen.map((option) => (
            <span key={option.id} className="kpt-cf-pill" style={{ background: `${option.color}26`, color: option.color }}>
              {option.label}
            </span>
          ))}
        </span>
      );
    }
    case 'number':
    case 'money':
    case 'rollup':
      return <TextValue text={formatFieldValue(field, value, { fields: projectFields })} numeric />;
    case 'formula': {
      const text = formatFieldValue(field, value);
      const formula = T.computedFormula(readableFormula(field.settings.expression ?? '', projectFields));
      if (text === EMPTY_DISPLAY) {
        return (
          <span className="kpt-cf-empty" title={formula}>
            {EMPTY_DISPLAY}
          </span>
        );
      }
      return (
        <span className="kpt-cf-text kpt-cf-num" title={formula}>
          {text}
        </span>
      );
    }
    case 'progress-manual':
    case 'progress-auto':
      return <ProgressBar value={value} />;
    case 'rating':
      return <Stars value={value} />;
    case 'people':
      return <People value={value} />;
    case 'website':
    case 'email':
    case 'phone':
      return <LinkValue field={field} value={value} />;
    case 'location':
      return <Location value={value} />;
    case 'tasks':
    case 'relationship':
      return <TaskLinksDisplay value={value} />;
    case 'files':
      return <FilesDisplay field={field} value={value} taskId={task.id} />;
    case 'signature':
      return isEmptyValue(value) ? <Empty /> : <SignatureDisplay value={value} />;
    case 'text-area': {
      const text = formatFieldValue(field, value);
      return <TextValue text={text === EMPTY_DISPLAY ? text : text.replace(/\s*\n\s*/g, ' ⏎ ')} />;
    }
    default:
      return <TextValue text={formatFieldValue(field, value)} />;
  }
}

/** Voting: my vote toggles at once; the count shows, the voters in the tooltip. */
export function VoteButton({
  field,
  voters,
  mine,
  disabled,
  onToggle,
}: {
  field: CustomField;
  voters: number[];
  mine: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const members = useMembers();
  const names = voters.map((id) => {
    const member = members.data?.find((candidate) => candidate.id === id);
    return member ? personName(member) : T.unknownMember;
  });
  const votes = T.votes(voters.length);
  return (
    <button
      type="button"
      className="kpt-cf-vote"
      aria-pressed={mine}
      disabled={disabled}
      title={names.length > 0 ? T.votedBy(names.join(', ')) : T.noVotes}
      aria-label={`${field.name}: ${votes}. ${mine ? T.unvote : T.vote}`}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <LikeOutlined aria-hidden />
      <span>{voters.length}</span>
    </button>
  );
}

/** A value shown read-only outside the table (e.g. on a task's page), with the same look as the cell. */
export function CustomFieldValue(props: Parameters<typeof FieldDisplay>[0]) {
  return (
    <span className="kpt-cf-value">
      <CustomFieldStyles />
      <FieldDisplay {...props} />
    </span>
  );
}
