import type { CalendarFeedLink } from '@kanri/contracts';
import {
  Alert,
  Button,
  CalendarOutlined,
  CopyOutlined,
  Flex,
  formatDay,
  formatRelativeTime,
  Input,
  Modal,
  Skeleton,
  toast,
  Typography,
} from '@kanri/design-system';
import { useState } from 'react';
import { useCalendarFeedActions, useCalendarFeedQuery } from '../api/use-meetings';
import { MEETING_TEXTS } from '../texts';

const T = MEETING_TEXTS.feed;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(T.copied);
  } catch {
    toast.error(T.copyFailed);
  }
}

/** The new link, shown once: copy it, or open it in the calendar app, and how each app takes it. */
function NewLink({ link }: { link: CalendarFeedLink }) {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Alert type="success" showIcon title={T.shownOnce} />
      <Flex gap={8}>
        <Input readOnly aria-label={T.linkLabel} value={link.webcal_url} onFocus={(event) => event.target.select()} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(link.webcal_url)}>
          {T.copy}
        </Button>
      </Flex>
      <Typography.Link href={link.webcal_url}>
        <CalendarOutlined aria-hidden /> {T.open}
      </Typography.Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.howTo}
      </Typography.Text>
    </div>
  );
}

/** The dialog's body, mounted while it is open: a new link is forgotten once it closes. */
function FeedPanel() {
  const feed = useCalendarFeedQuery(true);
  const actions = useCalendarFeedActions(T.failed);
  const [link, setLink] = useState<CalendarFeedLink | null>(null);

  async function create() {
    const created = await actions.create();
    if (created) setLink(created);
  }

  async function revoke() {
    if (await actions.revoke()) setLink(null);
  }

  if (feed.isPending)
    return (
      <div aria-busy aria-label={T.loading}>
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </div>
    );
  if (feed.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={T.loadFailed}
        description={feed.error.message}
        action={
          <Button size="small" onClick={() => void feed.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );

  const { active, created_at, last_used_at } = feed.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Text type="secondary">{T.intro}</Typography.Text>
      <div role="status">
        <Typography.Text strong>{active ? T.active : T.none}</Typography.Text>
        {active && created_at ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {T.createdAt(formatDay(created_at))}, {last_used_at ? T.lastUsed(formatRelativeTime(last_used_at)) : T.neverUsed}
          </Typography.Text>
        ) : null}
      </div>
      {link ? <NewLink link={link} /> : null}
      {active ? (
        <div style={{ display: 'grid', gap: 8 }}>
          <Flex gap={8} wrap>
            <Button loading={actions.pending} onClick={() => void create()}>
              {T.reset}
            </Button>
            <Button danger disabled={actions.pending} onClick={() => void revoke()}>
              {T.revoke}
            </Button>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.resetHint} {T.revokeHint}
          </Typography.Text>
        </div>
      ) : (
        <div>
          <Button type="primary" loading={actions.pending} onClick={() => void create()}>
            {T.create}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Subscribe to calendar: the caller's private feed link (webcal://) of every meeting they organise
 * or are invited to. Whether one exists, Create link (shown once, with Copy), Reset link (a new
 * one; the old stops working) and Revoke link.
 */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={T.title}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={<Button onClick={onClose}>{T.close}</Button>}
    >
      <FeedPanel />
    </Modal>
  );
}
