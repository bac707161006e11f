import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientIdOf, createdClientIdOf, DeliveryLedger, measuredIndexOf, percentile, summarize } from './delivery-ledger';

const frame = (value: object) => Buffer.from(JSON.stringify(value));

describe('chat frames', () => {
  it('reads the client_id of a created chat.message without parsing the rest', () => {
    const clientId = clientIdOf('m', 42);
    assert.equal(clientId, 'bench-m-000042');
    const created = frame({
      type: 'chat.message',
      action: 'created',
      workspace_id: 1,
      conversation_id: 3,
      message: { id: 7, client_id: clientId, body: 'Hello "there"', sender: { id: 2, full_name: 'A' } },
      seq: 7,
      client_id: clientId,
      at: '2026-01-01T00:00:00.000Z',
    });
    assert.equal(createdClientIdOf(created), clientId);
    assert.equal(measuredIndexOf(createdClientIdOf(created)!), 42);
  });

  it('ignores other frames, other actions and messages the bench did not send', () => {
    assert.equal(createdClientIdOf(frame({ type: 'ready', workspace_id: 1 })), undefined);
    assert.equal(createdClientIdOf(frame({ type: 'presence.changed', user_id: 2, client_id: 'bench-m-000001' })), undefined);
    assert.equal(createdClientIdOf(frame({ type: 'chat.message', action: 'reacted', client_id: clientIdOf('m', 1) })), undefined);
    assert.equal(
      createdClientIdOf(frame({ type: 'chat.message', action: 'created', client_id: 'someone-else-1', message: {} })),
      undefined,
    );
    assert.equal(createdClientIdOf(frame({ action: 'created', type: 'chat.message', client_id: null })), undefined);
    assert.equal(measuredIndexOf(clientIdOf('w', 3)), undefined);
  });
});

describe('percentiles', () => {
  it('uses the nearest rank', () => {
    const values = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile([7], 99), 7);
    assert.ok(Number.isNaN(percentile([], 50)));
  });

  it('summarizes unsorted values', () => {
    const summary = summarize([30, 10, 20, 40]);
    assert.deepEqual(summary, { count: 4, p50Ms: 20, p90Ms: 40, p99Ms: 40, maxMs: 40, meanMs: 25 });
  });
});

describe('the delivery ledger', () => {
  it('counts every message on every socket once: lost, duplicates, unexpected', () => {
    // Three sockets: two on replica 0, one on replica 1; two messages.
    const ledger = new DeliveryLedger(2, [0, 0, 1]);
    ledger.sent(0, 0, 1000);
    ledger.sent(1, 1, 1050);
    ledger.answered(0, 1010, true);
    ledger.answered(1, 1060, false);
    ledger.received(0, 0, 1020);
    ledger.received(0, 1, 1030);
    ledger.received(0, 2, 1040);
    ledger.received(0, 2, 1045); // duplicate
    ledger.received(1, 2, 1060);
    ledger.received(5, 0, 1070); // never sent
    assert.equal(ledger.complete, false);
    assert.deepEqual(ledger.totals(), {
      messages: 2,
      sockets: 3,
      expected: 6,
      delivered: 4,
      lost: 2,
      duplicates: 1,
      unexpected: 1,
      sendErrors: 1,
    });
    assert.deepEqual(ledger.latency(), { count: 4, p50Ms: 20, p90Ms: 40, p99Ms: 40, maxMs: 40, meanMs: 25 });
    // Message 0 was posted to replica 0: sockets 0 and 1 are on it, socket 2 is not; message 1 the reverse.
    assert.equal(ledger.latency('same').count, 3);
    assert.deepEqual(ledger.latency('other'), { count: 1, p50Ms: 40, p90Ms: 40, p99Ms: 40, maxMs: 40, meanMs: 40 });
    assert.equal(ledger.postLatency().p50Ms, 10);
    const { firstMs, spreadMs } = ledger.fanOut();
    assert.deepEqual([firstMs.count, firstMs.maxMs, spreadMs.maxMs], [2, 20, 20]);
  });

  it('settles once the last delivery arrives, or after the grace period', async () => {
    const ledger = new DeliveryLedger(1, [0, 1]);
    ledger.sent(0, 0, 0);
    const settled = ledger.settled(10_000);
    ledger.received(0, 0, 5);
    ledger.received(0, 1, 6);
    await settled;
    assert.equal(ledger.totals().lost, 0);

    const partial = new DeliveryLedger(1, [0, 1]);
    partial.sent(0, 0, 0);
    partial.received(0, 0, 5);
    const started = Date.now();
    await partial.settled(50);
    assert.ok(Date.now() - started >= 45);
    assert.equal(partial.totals().lost, 1);
  });
});
