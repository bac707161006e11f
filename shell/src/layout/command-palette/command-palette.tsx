import {
  createTask,
  errorMessage,
  invalidateAfterTaskChange,
  useActiveTimer,
  useProjects,
  useTimerActions,
} from '@kanri/api-client';
import { selectCurrentProjectId, selectCurrentUser, useAppSelector, userCan } from '@kanri/app-state';
import { TASK_MESSAGES, type RemotesJson } from '@kanri/contracts';
import type { SearchHit, SearchKind } from '@kanri/contracts/search';
import {
  FieldTimeOutlined,
  formatCalendarDate,
  formatDateTime,
  NavIcon,
  PlusOutlined,
  SearchOutlined,
  Spin,
  toast,
  UserOutlined,
} from '@kanri/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { navSections } from '../nav-sections';
import { flatItems, paletteSections, type PaletteItem } from './palette-items';
import { PALETTE_TEXTS as T } from './palette-texts';
import { searchEverything, usePaletteSearch } from './search-api';
import styles from './palette-styles';

/** Without a current project, New Task opens the projects page (to pick or create one). */
export const PROJECTS_PATH = '/dashboard/projects';
export const taskPath = (id: number) => `/dashboard/tasks/${id}`;

const KIND_ICONS: Record<SearchKind, ReactNode> = {
  task: <NavIcon name="tasks" />,
  project: <NavIcon name="projects" />,
  note: <NavIcon name="notes" />,
  todo: <NavIcon name="todos" />,
  meeting: <NavIcon name="meetings" />,
  client: <NavIcon name="clients" />,
  person: <UserOutlined />,
  message: <NavIcon name="chat" />,
};

/** The second line of a match: its subtitle and its time (a meeting's start, a todo's due day). */
function detailOf(hit: SearchHit): string {
  const when = hit.at === null ? '' : hit.kind === 'todo' ? T.due(formatCalendarDate(hit.at)) : formatDateTime(hit.at);
  return [hit.subtitle, when].filter(Boolean).join(' · ');
}

export interface CommandPaletteProps {
  registry: RemotesJson;
  onClose: () => void;
  /** Injected by tests; GET /search by default. */
  search?: typeof searchEverything;
}

/**
 * The command palette (Ctrl+K / Cmd+K, issue 19): a search box over everything the user may see
 * (GET /search, as they type), the actions New Task (a task in the current project, opened at its
 * page; the projects page without one) and Start timer, and Go to page… for every
 * page the remotes register. Keyboard only: the arrows move through the options, Enter opens one,
 * Escape closes (the opener gets the focus back). A combobox with a listbox of options
 * (aria-activedescendant): the focus stays in the text box.
 */
export default function CommandPalette({ registry, onClose, search = searchEverything }: CommandPaletteProps) {
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const currentProjectId = useAppSelector(selectCurrentProjectId);
  const projects = useProjects();
  const currentProject = projects.data?.find((project) => project.id === currentProjectId) ?? null;
  const activeTimer = useActiveTimer();
  const timer = useTimerActions();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const searched = usePaletteSearch(text, search);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const pages = useMemo(
    () => navSections(registry, (permission) => userCan(user, permission)).flatMap((section) => section.entries),
    [registry, user],
  );
  // The answer shown is always for the text it was asked for: until the next arrives, the last stays.
  const sections = useMemo(
    () => paletteSections(text, searched.result && text.trim() ? searched.result : null, pages),
    [text, searched.result, pages],
  );
  const items = useMemo(() => flatItems(sections), [sections]);
  const typed = text.trim() !== '';
  const noResults = typed && !searched.loading && searched.q === text.trim() && items.length === 0;

  // The browser also sends mousemove when the list scrolls or changes under a resting pointer: only
  // a pointer that really moved picks an option, or the arrows' choice would jump to it.
  const pointer = useRef<string | null>(null);
  const pointerMoved = (event: { clientX: number; clientY: number }) => {
    const at = `${event.clientX},${event.clientY}`;
    const moved = pointer.current !== null && pointer.current !== at;
    pointer.current = at;
    return moved;
  };

  useEffect(() => inputRef.current?.focus(), []);
  // A new list starts at its first option.
  useEffect(() => setActiveIndex(0), [sections]);
  useEffect(() => {
    const option = listRef.current?.querySelector(`[data-index="${activeIndex}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, items]);

  async function startTimer() {
    try {
      await timer.start({});
      toast.success(T.timerStarted);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  /** New Task: a task in the current project (the product's defaults, as Add Task makes it), opened at its page. */
  async function newTask(projectId: number) {
    try {
      const task = await createTask({ project_id: projectId });
      invalidateAfterTaskChange(queryClient, { taskIds: [task.id] });
      toast.success(TASK_MESSAGES.taskCreated);
      navigate(taskPath(task.id));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  function open(item: PaletteItem | undefined) {
    if (!item) return;
    onClose();
    if (item.type === 'hit') navigate(item.hit.url);
    else if (item.type === 'page') navigate(item.entry.path);
    else if (item.action === 'new-task') {
      if (currentProject === null) navigate(PROJECTS_PATH);
      else void newTask(currentProject.id);
    } else void startTimer();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    if (event.key === 'ArrowDown' || (event.key === 'n' && event.ctrlKey)) {
      event.preventDefault();
      if (count > 0) setActiveIndex((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' || (event.key === 'p' && event.ctrlKey)) {
      event.preventDefault();
      if (count > 0) setActiveIndex((index) => (index - 1 + count) % count);
    } else if (event.key === 'Home' && count > 0 && event.ctrlKey) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End' && count > 0 && event.ctrlKey) {
      event.preventDefault();
      setActiveIndex(count - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(items[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // The dialog is modal: the focus stays in its text box.
      event.preventDefault();
    }
  }

  function itemView(item: PaletteItem): { icon: ReactNode; title: string; detail: string } {
    if (item.type === 'hit') return { icon: KIND_ICONS[item.hit.kind], title: item.hit.title, detail: detailOf(item.hit) };
    if (item.type === 'page') return { icon: <NavIcon name={item.entry.icon} />, title: item.label, detail: item.entry.group };
    if (item.action === 'new-task') {
      return {
        icon: <PlusOutlined />,
        title: item.label,
        detail: currentProject === null ? T.newTaskNoProject : T.newTaskInProject(currentProject.name),
      };
    }
    return {
      icon: <FieldTimeOutlined />,
      title: item.label,
      detail: activeTimer.data ? T.startTimerRunning : T.startTimerHint,
    };
  }

  let index = -1;
  const activeItem = items[activeIndex];
  return createPortal(
    <div style={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label={T.dialogLabel} style={styles.dialog} data-testid="command-palette">
        <div style={styles.inputRow}>
          <SearchOutlined aria-hidden style={styles.inputIcon} />
          <input
            ref={inputRef}
            role="combobox"
            aria-label={T.inputLabel}
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={T.placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            style={styles.input}
          />
          {searched.loading ? <Spin size="small" aria-hidden /> : null}
          <kbd style={styles.kbd}>Esc</kbd>
        </div>
        <div role="status" aria-live="polite" style={styles.visuallyHidden}>
          {searched.loading ? T.loading : noResults ? T.noResults : ''}
        </div>
        <div ref={listRef} id={listId} role="listbox" aria-label={T.resultsLabel} style={styles.list}>
          {sections.map((section) => (
            <div key={section.key} role="group" aria-labelledby={`${baseId}-${section.key}`} style={styles.group}>
              <div role="presentation" style={styles.groupLabel}>
                <span id={`${baseId}-${section.key}`}>{section.label}</span>
                {section.hasMore ? <span style={styles.more}>{T.moreMatches}</span> : null}
              </div>
              {section.items.map((item) => {
                index += 1;
                const itemIndex = index;
                const view = itemView(item);
                const active = itemIndex === activeIndex;
                return (
                  <div
                    key={item.key}
                    id={optionId(itemIndex)}
                    role="option"
                    aria-selected={active}
                    data-index={itemIndex}
                    data-kind={item.type === 'hit' ? item.hit.kind : item.type}
                    style={{ ...styles.option, ...(active ? styles.optionActive : null) }}
                    onMouseMove={(event) => pointerMoved(event) && !active && setActiveIndex(itemIndex)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => open(item)}
                  >
                    <span aria-hidden style={styles.optionIcon}>
                      {view.icon}
                    </span>
                    <span style={styles.optionText}>
                      <span style={styles.optionTitle} title={view.title}>
                        {view.title}
                      </span>
                      {view.detail ? (
                        <span style={styles.optionDetail} title={view.detail}>
                          {view.detail}
                        </span>
                      ) : null}
                    </span>
                    {active ? (
                      <kbd aria-hidden style={styles.kbd}>
                        ↵
                      </kbd>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
          {noResults ? (
            <div style={styles.empty} data-testid="command-palette-empty">
              <div style={styles.emptyTitle}>{T.noResults}</div>
              <div style={styles.emptyHint}>{T.noResultsHint}</div>
            </div>
          ) : null}
          {searched.error && typed ? (
            <div role="alert" style={styles.empty}>
              {T.searchFailed}: {searched.error}
            </div>
          ) : null}
        </div>
        <div aria-hidden style={styles.footer}>
          <span>
            <kbd style={styles.kbd}>↑</kbd> <kbd style={styles.kbd}>↓</kbd> {T.footerMove}
          </span>
          <span>
            <kbd style={styles.kbd}>↵</kbd> {T.footerOpen}
          </span>
          <span>
            <kbd style={styles.kbd}>Esc</kbd> {T.footerClose}
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
