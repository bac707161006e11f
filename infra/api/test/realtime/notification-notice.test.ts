import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isNotificationNotice, notificationsChangedNoticeSql } from '../../src/realtime/notification-notice.js';
import { decodeNotice, encodeNotice, NOTICE_CHANNEL } from '../../src/realtime/task-notice.js';

describe('notification notices', () => {
  it("decodes the notifications_push trigger's payload (migration 0013) as a notification.created notice", () => {
    const payload =
      '{"type" : "notification.created", "workspaceId" : 1, "userId" : 7, "notificationId" : 42, "at" : "2026-03-04T12:00:00.000Z"}';
    const notice = decodeNotice(payload);
    expect(notice).toEqual({
      type: 'notification.created',
      workspaceId: 1,
      userId: 7,
      notificationId: 42,
      at: '2026-03-04T12:00:00.000Z',
    });
    expect(isNotificationNotice(notice!)).toBe(true);
  });

  it('round-trips a notifications.changed notice and refuses malformed ones', () => {
    const changed = { type: 'notifications.changed' as const, workspaceId: 1, userId: 7, at: '2026-03-04T12:00:00.000Z' };
    expect(decodeNotice(encodeNotice(changed))).toEqual(changed);
    expect(decodeNotice(JSON.stringify({ ...changed, userId: 0 }))).toBeUndefined();
    expect(decodeNotice(JSON.stringify({ type: 'notification.created', workspaceId: 1, userId: 7, at: 'x' }))).toBeUndefined();
  });

  it('publishes notifications.changed on the realtime channel, from the writing statement', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`select ${notificationsChangedNoticeSql(3, 9)}`);
    expect(text).toContain('pg_notify');
    expect(params).toEqual([NOTICE_CHANNEL, 3, 9]);
  });
});
