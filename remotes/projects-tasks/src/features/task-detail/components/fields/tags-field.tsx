import type { Tag as TagRow, Task } from '@kanri/contracts';
import { PlusOutlined, Select, Tag, TagsOutlined, toast } from '@kanri/design-system';
import { useRef, useState, type MouseEvent } from 'react';
import { useCreateTag } from '../../api/task-detail-queries';
import { TASK_DETAIL_TEXTS } from '../../texts';
import { InlineField, useInlineEdit, type SaveTask } from '../inline-field';
import { sameIds, useOpenMenus } from '../use-open-menus';

const T = TASK_DETAIL_TEXTS;

/** The option that creates a tag from the typed text. */
const CREATE = '__create_tag__';

/** A tag as a coloured chip. */
export function TagChip({ tag }: { tag: Pick<TagRow, 'name' | 'color'> }) {
  return (
    <span className="ktd-tag" style={{ color: tag.color, background: `${tag.color}1f`, borderColor: `${tag.color}59` }}>
      <span className="ktd-tag-dot" style={{ background: tag.color }} aria-hidden />
      <span className="ktd-ellipsis">{tag.name}</span>
    </span>
  );
}

export function TagList({ ids, tags }: { ids: readonly number[]; tags: readonly TagRow[] }) {
  if (ids.length === 0) return <span className="ktd-muted">{T.empty.tags}</span>;
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return (
    <ul className="ktd-chips" aria-label={T.fields.tags}>
      {ids.map((id) => {
        const tag = byId.get(id);
        return <li key={id}>{tag ? <TagChip tag={tag} /> : <span className="ktd-muted">#{id}</span>}</li>;
      })}
    </ul>
  );
}

/**
 * Tags: the workspace's labels (Frontend, Backend, Design, Research, Bug, Feature and any created
 * since) with their colours. Typing a name that does not exist offers to create it; the new tag is
 * created at once and added to the draft.
 */
export function TagsField({ task, save, tags }: { task: Task; save: SaveTask; tags: readonly TagRow[] }) {
  const menus = useOpenMenus();
  const createTag = useCreateTag();
  const [search, setSearch] = useState('');
  const searchRef = useRef('');
  const edit = useInlineEdit<number[]>({
    value: task.tag_ids,
    toChanges: (draft) => (sameIds(draft, task.tag_ids) ? null : { tag_ids: draft }),
    save,
    errorKeys: ['tag_ids'],
  });

  const typed = search.trim();
  const exists = tags.some((tag) => tag.name.toLowerCase() === typed.toLowerCase());
  const options = [
    ...tags.map((tag) => ({ value: tag.id as number | string, title: tag.name, label: <TagChip tag={tag} /> })),
    ...(typed && !exists
      ? [
          {
            value: CREATE as number | string,
            title: T.createTag(typed),
            label: (
              <span className="ktd-inline">
                <PlusOutlined aria-hidden />
                {T.createTag(typed)}
              </span>
            ),
          },
        ]
      : []),
  ];

  function updateSearch(value: string) {
    searchRef.current = value;
    setSearch(value);
  }

  async function create(name: string, keep: number[]) {
    edit.setDraft(keep);
    edit.setError(null);
    try {
      const tag = await createTag.mutateAsync(name);
      edit.setDraft((draft) => (draft.includes(tag.id) ? draft : [...draft, tag.id]));
      updateSearch('');
      toast.success(T.tagCreated(tag.name));
    } catch (error) {
      edit.setError(error instanceof Error ? error.message : String(error));
    }
  }

  function onChange(values: (number | string)[]) {
    const ids = values.filter((value): value is number => typeof value === 'number');
    if (values.includes(CREATE)) {
      const name = searchRef.current.trim();
      if (name) void create(name, ids);
      return;
    }
    edit.setDraft(ids);
  }

  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return (
    <InlineField
      label={T.fields.tags}
      icon={<TagsOutlined />}
      testId="task-field-tags"
      edit={{
        ...edit,
        start: () => {
          edit.start();
          updateSearch('');
          menus.reset({ select: true });
        },
      }}
      enterSaves={() => !menus.anyOpen()}
      display={<TagList ids={task.tag_ids} tags={tags} />}
    >
      <Select<(number | string)[]>
        autoFocus
        mode="multiple"
        aria-label={T.fields.tags}
        placeholder={T.placeholders.tags}
        value={edit.draft}
        open={menus.isOpen('select')}
        onOpenChange={menus.handler('select')}
        onChange={onChange}
        loading={createTag.isPending}
        disabled={edit.saving || createTag.isPending}
        virtual={false}
        options={options}
        showSearch={{
          searchValue: search,
          onSearch: updateSearch,
          autoClearSearchValue: true,
          filterOption: (input, option) =>
            option?.value === CREATE ||
            String(option?.title ?? '')
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        tagRender={({ value, closable, onClose }) => {
          const tag = typeof value === 'number' ? byId.get(value) : undefined;
          return (
            <Tag
              color={tag?.color}
              closable={closable}
              onClose={onClose}
              onMouseDown={(event: MouseEvent) => {
                event.preventDefault();
                event.stopPropagation();
              }}
              style={{ marginInlineEnd: 4 }}
            >
              {tag?.name ?? String(value)}
            </Tag>
          );
        }}
        style={{ width: '100%', minWidth: 220 }}
      />
    </InlineField>
  );
}
