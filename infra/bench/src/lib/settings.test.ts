import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadSettings } from './settings';

describe('bench settings', () => {
  it('defaults to the full run of the issue', () => {
    const settings = loadSettings({});
    assert.equal(settings.durationSeconds, 10);
    assert.equal(settings.connections, 50);
    assert.deepEqual([...settings.sections], ['api', 'pages', 'scale']);
    assert.equal(settings.postgresUrl, undefined);
  });

  it('takes PostgreSQL from DATABASE_URL before TEST_DATABASE_URL', () => {
    assert.equal(loadSettings({ TEST_DATABASE_URL: 'postgres://b' }).postgresUrl, 'postgres://b');
    assert.equal(loadSettings({ DATABASE_URL: 'postgres://a', TEST_DATABASE_URL: 'postgres://b' }).postgresUrl, 'postgres://a');
  });

  it('refuses an unknown section or a non-positive duration', () => {
    assert.deepEqual([...loadSettings({ BENCH_ONLY: 'pages, scale' }).sections], ['pages', 'scale']);
    assert.throws(() => loadSettings({ BENCH_ONLY: 'pages,speed' }), /unknown section "speed"/);
    assert.throws(() => loadSettings({ BENCH_DURATION: '0' }), /positive number/);
  });
});
