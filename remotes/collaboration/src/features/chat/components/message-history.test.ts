import { makeChatMessage } from '../../../test-utils';
import { ADA, GRACE } from '../test-support';
import { continues, firstUnreadId } from './message-history';

const at = (minutes: number) => new Date(Date.parse('2026-11-02T10:00:00.000Z') + minutes * 60_000).toISOString();

describe('history helpers', () => {
  it('groups messages of one sender a moment apart', () => {
    const first = makeChatMessage(1, { sender: GRACE, created_at: at(0) });
    expect(continues(undefined, first)).toBe(false);
    expect(continues(first, makeChatMessage(2, { sender: GRACE, created_at: at(4) }))).toBe(true);
    expect(continues(first, makeChatMessage(2, { sender: GRACE, created_at: at(6) }))).toBe(false);
    expect(continues(first, makeChatMessage(2, { sender: ADA, created_at: at(1) }))).toBe(false);
    expect(continues({ ...first, deleted_at: at(1) }, makeChatMessage(2, { sender: GRACE, created_at: at(1) }))).toBe(false);
  });

  it('finds the first unread message someone else sent', () => {
    const messages = [makeChatMessage(10), makeChatMessage(11, { sender: ADA }), makeChatMessage(12)];
    expect(firstUnreadId(messages, 10, ADA.id)).toBe(12);
    expect(firstUnreadId(messages, 12, ADA.id)).toBeNull();
    expect(firstUnreadId(messages, 0, ADA.id)).toBe(10);
  });
});
