import { useMembers } from '@kanri/api-client';
import { selectCurrentUser, useAppSelector } from '@kanri/app-state';
import { RATING_MAX, type CustomFieldOption } from '@kanri/contracts';
import { DateInput, Rate, Select, Tag } from '@kanri/design-system';
import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { PersonAvatar, personName } from '../../../shared/components/workflow-badges';
import { idList, numberValue, optionsOf, stringList } from '../format';
import { CF_TEXTS } from '../texts';
import type { EditorProps } from './editor-types';
import { useSyncedSelection } from './use-synced-selection';

const T = CF_TEXTS.cell;

export function OptionLabel({ option }: { option: Pick<CustomFieldOption, 'label' | 'color'> }) {
  return (
    <span className="kpt-cf-option-label">
      <span className="kpt-cf-dot" style={{ background: option.color }} aria-hidden />
      <span>{option.label}</span>
    </span>
  );
}

/** Leaves the editor when its dropdown closes (a pick, Escape or a click elsewhere). */
function closeOnHide(onCancel: () => void) {
  return (open: boolean) => {
    if (!open) onCancel();
  };
}

/** Dropdown: one coloured option; picking saves, clearing removes the value. */
export function DropdownEditor({ field, value, onSave, onCancel }: EditorProps) {
  const options = optionsOf(field);
  const saved = useRef(false);
  return (
    <Select<string>
      autoFocus
      defaultOpen
      size="small"
      style={{ width: '100%' }}
      aria-label={field.name}
      placeholder={T.chooseOption}
      allowClear
      showSearch={{ optionFilterProp: 'search' }}
      defaultValue={typeof value === 'string' && options.some((option) => option.id === value) ? value : undefined}
      options={options.map((option) => ({ value: option.id, search: option.label, label: <OptionLabel option={option} /> }))}
      onChange={(next) => {
        saved.current = true;
        void onSave(next ?? null);
      }}
      onOpenChange={(open) => {
        if (!open && !saved.current) onCancel();
      }}
    />
  );
}

/** Labels: several coloured options; each pick saves at once, the editor stays open until it loses focus. */
export function LabelsEditor({ field, value, onSave, onCancel }: EditorProps) {
  const options = optionsOf(field);
  const [selected, setSelected] = useSyncedSelection<string>(value, (current) =>
    stringList(current).filter((id) => options.some((option) => option.id === id)),
  );
  return (
    <Select<string[]>
      autoFocus
      defaultOpen
      mode="multiple"
      size="small"
      style={{ width: '100%' }}
      aria-label={field.name}
      placeholder={T.chooseLabels}
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'search' }}
      value={selected}
      options={options.map((option) => ({ value: option.id, search: option.label, label: <OptionLabel option={option} /> }))}
      tagRender={({ value: id, closable, onClose }) => {
        const option = options.find((candidate) => candidate.id === id);
        if (!option) return <span />;
        return (
          <Tag
            closable={closable}
            onClose={onClose}
            style={{ marginInlineEnd: 4, background: `${option.color}26`, color: option.color, borderColor: 'transparent' }}
          >
            {option.label}
          </Tag>
        );
      }}
      onChange={(next) => {
        const previous = selected;
        setSelected(next);
        void onSave(next.length > 0 ? next : null, { keepOpen: true }).then((ok) => {
          if (!ok) setSelected(previous);
        });
      }}
      onOpenChange={closeOnHide(onCancel)}
    />
  );
}

function PersonOption({ person }: { person: Parameters<typeof PersonAvatar>[0]['person'] }) {
  return (
    <span className="kpt-cf-option-label">
      <PersonAvatar person={person} size={20} />
      <span>{personName(person)}</span>
    </span>
  );
}

/** People: members of the workspace with their avatars; each pick saves at once. */
export function PeopleEditor({ field, value, onSave, onCancel }: EditorProps) {
  const members = useMembers();
  const [selected, setSelected] = useSyncedSelection<number>(value, idList);
  return (
    <Select<number[]>
      autoFocus
      defaultOpen
      mode="multiple"
      size="small"
      style={{ width: '100%' }}
      aria-label={field.name}
      placeholder={T.choosePeople}
      maxTagCount="responsive"
      loading={members.isLoading}
      showSearch={{ optionFilterProp: 'search' }}
      value={selected}
      options={(members.data ?? []).map((member) => ({
        value: member.id,
        search: `${personName(member)} ${member.email}`,
        label: <PersonOption person={member} />,
      }))}
      onChange={(next) => {
        const previous = selected;
        setSelected(next);
        void onSave(next.length > 0 ? next : null, { keepOpen: true }).then((ok) => {
          if (!ok) setSelected(previous);
        });
      }}
      onOpenChange={closeOnHide(onCancel)}
    />
  );
}

/** Voting: my vote toggles at once; the count and the voters show beside it. */
export function useMyVote(value: unknown) {
  const user = useAppSelector(selectCurrentUser);
  const myId = typeof user?.id === 'number' ? user.id : null;
  const voters = idList(value);
  const mine = myId !== null && voters.includes(myId);
  const toggled = (): number[] | null => {
    if (myId === null) return voters.length > 0 ? voters : null;
    const next = mine ? voters.filter((id) => id !== myId) : [...voters, myId];
    return next.length > 0 ? next : null;
  };
  return { voters, mine, toggled, signedIn: myId !== null };
}

/** Date: the calendar opens at once (the workspace's week start, Today/Tomorrow/Next Week); a pick saves. */
export function DateEditor({ field, value, onSave, onCancel }: EditorProps) {
  const saved = useRef(false);
  return (
    <DateInput
      autoFocus
      open
      shortcuts
      size="small"
      allowClear
      aria-label={field.name}
      style={{ width: '100%' }}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => {
        saved.current = true;
        void onSave(next);
      }}
      onOpenChange={(open) => {
        if (!open && !saved.current) onCancel();
      }}
    />
  );
}

/** Rating 1–5: a click on a star saves; clicking the current one again clears it. */
export function RatingEditor({ field, value, onSave, onCancel }: EditorProps) {
  const saved = useRef(false);
  function leave(event: FocusEvent<HTMLElement>) {
    if (saved.current) return;
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    onCancel();
  }
  return (
    <span onBlur={leave} style={{ display: 'inline-flex' }}>
      <Rate
        autoFocus
        allowClear
        count={RATING_MAX}
        aria-label={field.name}
        style={{ fontSize: 16 }}
        value={numberValue(value) ?? 0}
        onChange={(next: number) => {
          saved.current = true;
          void onSave(next === 0 ? null : next);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLUListElement>) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            saved.current = true;
            onCancel();
          }
        }}
      />
    </span>
  );
}

export type EditorComponent = (props: EditorProps & { children?: ReactNode }) => ReactNode;
