import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadSettings } from './settings';

describe('bench settings', () => {
  it('defaults to the full run of the issue', () => {
    const settings = loadSettings({}, []);
    assert.equal(settings.durationSeconds, 10);
    assert.equal(settings.connections, 50);
    assert.deepEqual([...settings.sections], ['api', 'pages', 'scale', 'chat', 'load']);
    assert.deepEqual(settings.load, { connections: 200, sockets: 50, durationSeconds: 60, outageSeconds: 15 });
    assert.deepEqual(settings.chat, {
      clients: 200,
      messagesPerSecond: 20,
      durationSeconds: 30,
      senders: 4,
      replicas: 2,
      warmupSeconds: 2,
    });
    assert.equal(settings.postgresUrl, undefined);
  });

  it('takes PostgreSQL from DATABASE_URL before TEST_DATABASE_URL', () => {
    assert.equal(loadSettings({ TEST_DATABASE_URL: 'postgres://b' }, []).postgresUrl, 'postgres://b');
    assert.equal(
      loadSettings({ DATABASE_URL: 'postgres://a', TEST_DATABASE_URL: 'postgres://b' }, []).postgresUrl,
      'postgres://a',
    );
  });

  it('refuses an unknown section or a non-positive duration', () => {
    assert.deepEqual([...loadSettings({ BENCH_ONLY: 'pages, scale' }, []).sections], ['pages', 'scale']);
    assert.throws(() => loadSettings({ BENCH_ONLY: 'pages,speed' }, []), /unknown section "speed"/);
    assert.throws(() => loadSettings({ BENCH_DURATION: '0' }, []), /positive number/);
  });

  it('runs the sections named by --only, before BENCH_ONLY', () => {
    assert.deepEqual([...loadSettings({ BENCH_ONLY: 'api' }, ['--only', 'chat']).sections], ['chat']);
    assert.deepEqual([...loadSettings({}, ['--only=api,chat']).sections], ['api', 'chat']);
    assert.deepEqual([...loadSettings({ BENCH_ONLY: 'pages' }, []).sections], ['pages']);
    assert.throws(() => loadSettings({}, ['--only']), /name the sections/);
    assert.throws(() => loadSettings({}, ['--only', 'chats']), /unknown section "chats"/);
  });

  it('takes the chat case from BENCH_CHAT_*', () => {
    const { chat } = loadSettings({ BENCH_CHAT_CLIENTS: '20', BENCH_CHAT_DURATION: '5', BENCH_CHAT_RATE: '10' }, []);
    assert.equal(chat.clients, 20);
    assert.equal(chat.durationSeconds, 5);
    assert.equal(chat.messagesPerSecond, 10);
  });
});
