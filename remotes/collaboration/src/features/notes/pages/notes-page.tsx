import { failureMessage, listNotes } from '@kanri/api-client';
import {
  SEARCH_DEBOUNCE_MS,
  useDebounced,
  AppstoreOutlined,
  BarsOutlined,
  Button,
  ClockCircleOutlined,
  Col,
  EmptyState,
  ErrorPanel,
  FileTextOutlined,
  FolderOutlined,
  Input,
  PageHeader,
  PlusOutlined,
  Row,
  SearchOutlined,
  Segmented,
  Skeleton,
  StarOutlined,
  StatCard,
  toast,
} from '@kanri/design-system';
import { COLLAB_MAX_PER_PAGE, type Note, type NoteCounts } from '@kanri/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { findInPages, useLinkedRecord } from '@kanri/app-runtime';
import { useNoteActions, useNotePages } from '../api/use-notes';
import { DeleteNoteDialog } from '../components/delete-note-dialog';
import { NoteCard, type NoteCardActions } from '../components/note-card';
import { NoteDialog } from '../components/note-dialog';
import { NOTES_ROOT_CLASS, NotesStyles } from '../components/notes-styles';
import { loadedNotes, splitPinned } from '../note-list';
import { NOTES_TEXTS } from '../texts';
import { useNotesView, type NoteView } from '../view-preference';

const T = NOTES_TEXTS;

/** The search is sent once typing pauses. */

type Filter = 'active' | 'archived';
/** `?filter=archived` lists the archived notes; without it, the others. */
const FILTER_PARAM = 'filter';

const loading = <Skeleton.Input active size="small" />;

/** `?note=ID` (a search result, a link): the note among the active ones, then the archived ones. */
const NOTE_PARAM = 'note';
async function lookupNote(id: number): Promise<Note | undefined> {
  const listed = (archived: boolean) => (page: number) =>
    listNotes({ page, per_page: COLLAB_MAX_PER_PAGE, ...(archived ? { archived: 'true' as const } : {}) });
  return (await findInPages(id, listed(false))) ?? (await findInPages(id, listed(true)));
}

function NoteStats({ counts }: { counts: NoteCounts | undefined }) {
  const cards = [
    { title: T.stats.total, value: counts?.total, icon: <FileTextOutlined aria-hidden /> },
    { title: T.stats.pinned, value: counts?.pinned, icon: <StarOutlined aria-hidden /> },
    { title: T.stats.recent, value: counts?.recent, icon: <ClockCircleOutlined aria-hidden /> },
    { title: T.stats.archived, value: counts?.archived, icon: <FolderOutlined aria-hidden /> },
  ];
  return (
    <section aria-label={T.stats.label} className="kc-notes-stats">
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} lg={6}>
            <StatCard title={card.title} value={card.value ?? loading} icon={card.icon} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

function NoteSection({
  title,
  notes,
  view,
  now,
  actions,
}: {
  title: string;
  notes: Note[];
  view: NoteView;
  now: Date;
  actions: NoteCardActions;
}) {
  if (notes.length === 0) return null;
  return (
    <section aria-label={title} className="kc-notes-section">
      <h3 className="kc-notes-section-title">
        {title}
        <span className="kc-notes-section-count">{notes.length}</span>
      </h3>
      <ul className={`kc-notes-cards is-${view}`}>
        {notes.map((note) => (
          <li key={note.id}>
            <NoteCard note={note} view={view} now={now} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/dashboard/notes` (spec §2 Notes screen): the caller's private notes, searched, filtered (active
 * or archived) and paged on the server; the cards Total Notes, Pinned, Recent and Archived from the
 * reply's counts; the sections Pinned Notes and Other Notes; Grid or List, remembered; Add Note and
 * Edit dialogs; each card's menu pins, archives, edits or deletes.
 */
export default function NotesPage() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get(FILTER_PARAM) === 'archived' ? 'archived' : 'active';
  const [view, setView] = useNotesView();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useNotePages({ search, archived: filter === 'archived' });
  const noteActions = useNoteActions();

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Note | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  // `?note=ID` opens the note's editor; closing it takes the parameter off the URL.
  const clearLinked = useLinkedRecord(NOTE_PARAM, lookupNote, setEditing, T.notFound);

  const notes = useMemo(() => loadedNotes(pages.data?.pages ?? []), [pages.data]);
  const first = pages.data?.pages[0];
  // Relative times ("5 min ago") as of the last reply.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new "now" for each reply, on purpose
  const now = useMemo(() => new Date(), [pages.dataUpdatedAt]);

  const cardActions = useMemo<NoteCardActions>(
    () => ({
      edit: setEditing,
      togglePin: (note) => void noteActions.togglePin(note),
      toggleArchive: (note) => void noteActions.toggleArchive(note),
      requestDelete: setDeleting,
    }),
    [noteActions],
  );

  // A failure while notes are on screen (a refresh, the next page) is toasted; a first load shows the panel below.
  const loadFailure = pages.isError && pages.data !== undefined ? pages.errorUpdatedAt : 0;
  useEffect(() => {
    if (loadFailure) toast.error(failureMessage(pages.error, T.loadFailed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [loadFailure]);

  const chooseFilter = (next: Filter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'archived') updated.set(FILTER_PARAM, next);
        else updated.delete(FILTER_PARAM);
        return updated;
      },
      { replace: true },
    );

  let body;
  if (!pages.data) {
    body = pages.isError ? (
      <ErrorPanel title={T.loadFailed} description={pages.error.message} onRetry={() => void pages.refetch()} />
    ) : (
      <div className={`kc-notes-cards is-${view}`} style={{ marginTop: 24 }} aria-busy>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} active paragraph={{ rows: 3 }} />
        ))}
      </div>
    );
  } else if (notes.length === 0) {
    const text = search ? T.emptySearch : filter === 'archived' ? T.emptyArchived : T.empty;
    body = (
      <div className="kc-notes-empty">
        <EmptyState title={text} />
      </div>
    );
  } else {
    const { pinned, other } = filter === 'archived' ? { pinned: [], other: notes } : splitPinned(notes);
    const total = pages.data.pages.at(-1)!.total;
    body = (
      <div style={{ opacity: pages.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms ease' }}>
        <NoteSection title={T.sections.pinned} notes={pinned} view={view} now={now} actions={cardActions} />
        <NoteSection
          title={filter === 'archived' ? T.sections.archived : T.sections.other}
          notes={other}
          view={view}
          now={now}
          actions={cardActions}
        />
        {pages.hasNextPage ? (
          <div className="kc-notes-more">
            <span>{T.shown(notes.length, total)}</span>
            <Button loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {T.loadMore}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className={NOTES_ROOT_CLASS}>
      <NotesStyles />
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        }
      />

      <NoteStats counts={first?.counts} />

      <div className="kc-notes-toolbar" style={{ marginTop: 16 }}>
        <div className="kc-notes-search">
          <Input
            aria-label={T.search}
            placeholder={T.searchPlaceholder}
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <Segmented<Filter>
          aria-label={T.filter.label}
          value={filter}
          onChange={chooseFilter}
          options={[
            { value: 'active', label: T.filter.active },
            { value: 'archived', label: T.filter.archived },
          ]}
        />
        <Segmented<NoteView>
          aria-label={T.view.label}
          value={view}
          onChange={setView}
          options={[
            { value: 'grid', label: T.view.grid, icon: <AppstoreOutlined aria-hidden /> },
            { value: 'list', label: T.view.list, icon: <BarsOutlined aria-hidden /> },
          ]}
        />
      </div>

      {body}

      <NoteDialog open={adding} note={null} onClose={() => setAdding(false)} />
      <NoteDialog
        open={editing !== null}
        note={editing}
        onClose={() => {
          setEditing(null);
          clearLinked();
        }}
      />
      <DeleteNoteDialog note={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
