import { CLIENT_ID_MAX_LENGTH } from '@kanri/contracts';
import { clientIdFrom, decodeNotice, encodeNotice, type TaskNotice } from '../../src/realtime/task-notice.js';

const NOTICE: TaskNotice = {
  type: 'task.moved',
  workspaceId: 1,
  projectId: 2,
  taskId: 3,
  actorId: 4,
  clientId: 'tab-1',
  at: '2026-01-02T03:04:05.678Z',
};

describe('task notices', () => {
  it('round-trips through a payload far under the NOTIFY limit', () => {
    const payload = encodeNotice({ ...NOTICE, clientId: 'x'.repeat(CLIENT_ID_MAX_LENGTH) });
    expect(payload.length).toBeLessThan(400);
    expect(decodeNotice(encodeNotice(NOTICE))).toEqual(NOTICE);
  });

  it.each([
    undefined,
    '',
    'not json',
    '{}',
    JSON.stringify({ ...NOTICE, type: 'task.exploded' }),
    JSON.stringify({ ...NOTICE, taskId: -1 }),
  ])('ignores the payload %p', (payload) => {
    expect(decodeNotice(payload)).toBeUndefined();
  });
});

describe('clientIdFrom', () => {
  it('keeps letters, digits and dashes up to the maximum length', () => {
    expect(clientIdFrom('0b6f7c1e-3f9a-4b8e')).toBe('0b6f7c1e-3f9a-4b8e');
    expect(clientIdFrom('a'.repeat(CLIENT_ID_MAX_LENGTH))).toBe('a'.repeat(CLIENT_ID_MAX_LENGTH));
  });

  it.each([undefined, '', 'a'.repeat(CLIENT_ID_MAX_LENGTH + 1), 'tab 1', 'tab_1', '<script>', ['a', 'b']])(
    'drops %p',
    (header) => {
      expect(clientIdFrom(header)).toBeNull();
    },
  );
});
