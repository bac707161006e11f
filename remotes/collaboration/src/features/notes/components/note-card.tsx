import { NOTE_PREVIEW_LENGTH, NOTE_PREVIEW_LENGTH_LIST, notePreview, type Note } from '@kanri/contracts';
import {
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  FolderOutlined,
  formatDateTime,
  formatRelativeTime,
  MoreOutlined,
  StarFilled,
  StarOutlined,
  type MenuProps,
} from '@kanri/design-system';
import { memo, useId, useState, type CSSProperties } from 'react';
import { noteColorStyle } from '../note-colors';
import { NOTES_TEXTS } from '../texts';
import type { NoteView } from '../view-preference';

const T = NOTES_TEXTS.card;

export interface NoteCardActions {
  edit: (note: Note) => void;
  togglePin: (note: Note) => void;
  toggleArchive: (note: Note) => void;
  requestDelete: (note: Note) => void;
}

function NoteMenu({ note, actions }: { note: Note; actions: NoteCardActions }) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="kc-note-menu"
      aria-label={T.actions(note.title)}
      title={T.actions(note.title)}
      aria-haspopup="menu"
      aria-expanded={open}
      // Once open, the dropdown handles clicks on this button itself (a second click closes it).
      onClick={open ? undefined : () => setOpen(true)}
    >
      <MoreOutlined aria-hidden />
    </button>
  );
  const items: MenuProps['items'] = [
    {
      key: 'pin',
      label: note.is_pinned ? T.unpin : T.pin,
      icon: note.is_pinned ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />,
    },
    { key: 'archive', label: note.is_archived ? T.unarchive : T.archive, icon: <FolderOutlined aria-hidden /> },
    { key: 'edit', label: T.edit, icon: <EditOutlined aria-hidden /> },
    { type: 'divider' },
    { key: 'delete', label: T.delete, danger: true, icon: <DeleteOutlined aria-hidden /> },
  ];
  return (
    // The menu is rendered in a portal, but React bubbles its clicks through here: they must not open Edit.
    <span onClick={(event) => event.stopPropagation()} style={{ display: 'contents' }}>
      {open ? (
        <Dropdown
          open
          trigger={['click']}
          placement="bottomRight"
          onOpenChange={(next: boolean) => setOpen(next)}
          menu={{
            items,
            onClick: ({ key }) => {
              setOpen(false);
              if (key === 'pin') actions.togglePin(note);
              else if (key === 'archive') actions.toggleArchive(note);
              else if (key === 'edit') actions.edit(note);
              else if (key === 'delete') actions.requestDelete(note);
            },
          }}
        >
          {button}
        </Dropdown>
      ) : (
        // Mounted only while open: a page of cards keeps one small button each.
        button
      )}
    </span>
  );
}

/**
 * One note (spec §2, §5, §9): its colour's fill and border with readable text, the title, a preview
 * of 150 characters (200 in the list view) keeping its line breaks, the tags and when it was last
 * updated. Clicking the card opens Edit; its menu pins, archives, edits or deletes.
 */
export const NoteCard = memo(function NoteCard({
  note,
  view,
  now,
  actions,
}: {
  note: Note;
  view: NoteView;
  now: Date;
  actions: NoteCardActions;
}) {
  const titleId = useId();
  const colors = noteColorStyle(note.color);
  const style = {
    background: colors.fill,
    borderColor: colors.border,
    color: colors.text,
    '--kc-note-secondary': colors.secondary,
    '--kc-note-chip': colors.chip,
  } as CSSProperties;
  const preview = notePreview(note.content, view === 'list' ? NOTE_PREVIEW_LENGTH_LIST : NOTE_PREVIEW_LENGTH);
  return (
    <article
      className="kc-note"
      style={style}
      aria-labelledby={titleId}
      data-testid="note-card"
      data-note-id={note.id}
      data-color={note.color}
      onClick={() => actions.edit(note)}
    >
      <div className="kc-note-head">
        {/* The keyboard's way to Edit; a click anywhere on the card reaches the card's handler. */}
        <button type="button" className="kc-note-open" aria-label={T.open(note.title)}>
          <span id={titleId} className="kc-note-title" title={note.title}>
            {note.title}
          </span>
        </button>
        {note.is_pinned ? (
          <span className="kc-note-pin" role="img" aria-label={T.pinned} title={T.pinned}>
            <StarFilled aria-hidden />
          </span>
        ) : null}
        <NoteMenu note={note} actions={actions} />
      </div>
      <p className="kc-note-preview">{preview}</p>
      {note.tags.length > 0 ? (
        <ul className="kc-note-tags" aria-label={T.tags}>
          {note.tags.map((tag) => (
            <li key={tag} className="kc-note-tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="kc-note-foot">
        <time dateTime={note.updated_at} title={formatDateTime(note.updated_at)}>
          {T.updated(formatRelativeTime(note.updated_at, now))}
        </time>
      </div>
    </article>
  );
});
