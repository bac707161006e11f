import { TASK_LINK_LABELS, TASK_LINK_TYPES, type Task, type TaskLinkType, type TaskRelationship } from '@kanri/contracts';
import { Button, CloseOutlined, LinkOutlined, Select, Spin, useDebounced } from '@kanri/design-system';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTaskSearch } from '../../api/task-detail-queries';
import { TASK_DETAIL_TEXTS } from '../../texts';
import { InlineField, useInlineEdit, type SaveTask } from '../inline-field';
import { useOpenMenus } from '../use-open-menus';

const T = TASK_DETAIL_TEXTS;

const typeOptions = TASK_LINK_TYPES.map((type) => ({ value: type, label: TASK_LINK_LABELS[type] }));

const sameLinks = (a: readonly TaskRelationship[], b: readonly TaskRelationship[]) =>
  a.length === b.length && a.every((link, index) => link.task_id === b[index]!.task_id && link.type === b[index]!.type);

export function RelationshipList({ links }: { links: readonly TaskRelationship[] }) {
  if (links.length === 0) return <span className="ktd-muted">{T.empty.relationships}</span>;
  return (
    <ul className="ktd-links" aria-label={T.fields.relationships}>
      {links.map((link) => (
        <li key={link.task_id} className="ktd-link">
          <span className={`ktd-link-type is-${link.type}`}>{TASK_LINK_LABELS[link.type]}</span>
          <Link to={`/dashboard/tasks/${link.task_id}`} className="ktd-ellipsis" title={link.title}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Links to other tasks of the workspace: this task blocks, is waiting on, or is related to each.
 * Tasks are found by name on the server; the whole list is saved at once.
 */
export function RelationshipsField({ task, save }: { task: Task; save: SaveTask }) {
  const menus = useOpenMenus();
  const [newType, setNewType] = useState<TaskLinkType>('related');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, 250);
  const results = useTaskSearch(debounced);
  const edit = useInlineEdit<TaskRelationship[]>({
    value: task.relationships,
    toChanges: (draft) =>
      sameLinks(draft, task.relationships) ? null : { relationships: draft.map(({ task_id, type }) => ({ task_id, type })) },
    save,
    errorKeys: ['relationships'],
  });

  const linked = new Set(edit.draft.map((link) => link.task_id));
  const found = (results.data?.items ?? []).filter((candidate) => candidate.id !== task.id && !linked.has(candidate.id));
  const waiting = search.trim() !== '' && (search !== debounced || results.isFetching);

  function add(id: number) {
    const target = results.data?.items.find((candidate) => candidate.id === id);
    if (!target) return;
    edit.setDraft((draft) => [
      ...draft,
      { task_id: target.id, type: newType, title: target.title, project_id: target.project_id },
    ]);
    setSearch('');
    menus.setOpen('search', false);
  }

  return (
    <InlineField
      label={T.fields.relationships}
      icon={<LinkOutlined />}
      testId="task-field-relationships"
      block
      edit={{
        ...edit,
        start: () => {
          edit.start();
          setSearch('');
          menus.reset();
        },
      }}
      enterSaves={() => !menus.anyOpen()}
      display={<RelationshipList links={task.relationships} />}
    >
      <div className="ktd-links-editor">
        {edit.draft.length > 0 ? (
          <ul className="ktd-links" aria-label={T.fields.relationships}>
            {edit.draft.map((link) => (
              <li key={link.task_id} className="ktd-link">
                <Select<TaskLinkType>
                  size="small"
                  aria-label={`${T.placeholders.relationType}: ${link.title}`}
                  value={link.type}
                  open={menus.isOpen(`type-${link.task_id}`)}
                  onOpenChange={menus.handler(`type-${link.task_id}`)}
                  onChange={(type) =>
                    edit.setDraft((draft) => draft.map((item) => (item.task_id === link.task_id ? { ...item, type } : item)))
                  }
                  options={typeOptions}
                  virtual={false}
                  popupMatchSelectWidth={false}
                  style={{ width: 120, flex: 'none' }}
                />
                <span className="ktd-ellipsis" title={link.title}>
                  {link.title}
                </span>
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={T.removeRelationship(link.title)}
                  onClick={() => edit.setDraft((draft) => draft.filter((item) => item.task_id !== link.task_id))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="ktd-link-add">
          <Select<TaskLinkType>
            aria-label={T.placeholders.relationType}
            value={newType}
            open={menus.isOpen('new-type')}
            onOpenChange={menus.handler('new-type')}
            onChange={setNewType}
            options={typeOptions}
            virtual={false}
            popupMatchSelectWidth={false}
            style={{ width: 130, flex: 'none' }}
          />
          <Select<number | null>
            autoFocus
            aria-label={T.addRelationship}
            placeholder={T.placeholders.relationSearch}
            value={null}
            open={menus.isOpen('search')}
            onOpenChange={menus.handler('search')}
            onChange={(id) => {
              if (typeof id === 'number') add(id);
            }}
            showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false, autoClearSearchValue: false }}
            suffixIcon={null}
            virtual={false}
            notFoundContent={
              waiting ? (
                <span className="ktd-inline">
                  <Spin size="small" /> {T.searching}
                </span>
              ) : search.trim() ? (
                T.noTasksFound
              ) : (
                T.typeToSearch
              )
            }
            options={
              waiting ? [] : found.map((candidate) => ({ value: candidate.id, title: candidate.title, label: candidate.title }))
            }
            style={{ flex: 1, minWidth: 180 }}
          />
        </div>
      </div>
    </InlineField>
  );
}
