import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLOCK_TICKS, cpuTicksOf, cpuTicksOfStat, CpuSampler, processTree } from './process-cpu';

describe('process CPU', () => {
  it('reads utime + stime after a command name with spaces and parentheses', () => {
    const stat = '4242 (postgres: kanri (x) idle) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 1 0 500 0 0';
    assert.equal(cpuTicksOfStat(stat), 325);
  });

  it('reads this process and finds it under its parent', () => {
    assert.ok((cpuTicksOf(process.pid) ?? -1) >= 0);
    assert.equal(cpuTicksOf(2 ** 31 - 1), undefined);
    assert.ok(processTree(process.ppid).includes(process.pid));
  });

  it('counts processes that appear during the window from zero and keeps the last reading of those that end', async () => {
    const ticks = new Map<number, number>([
      [1, 100],
      [2, 500],
    ]);
    let pids = [1, 2];
    let reads = 0;
    const sampler = new CpuSampler(
      () => pids,
      (pid) => {
        reads += 1;
        return ticks.get(pid);
      },
      5,
    );
    await sampler.start();
    ticks.set(1, 100 + CLOCK_TICKS); // one second of CPU
    ticks.set(2, 500 + CLOCK_TICKS / 2);
    // Until a periodic sample read both (timers may be late on a busy machine).
    const before = reads;
    while (reads < before + 2) await new Promise((resolve) => setTimeout(resolve, 5));
    // Process 2 ends (its last half second was read), process 3 starts with a quarter second.
    pids = [1, 3];
    ticks.delete(2);
    ticks.set(3, CLOCK_TICKS / 4);
    const figures = await sampler.stop();
    assert.equal(figures.processes, 3);
    assert.equal(figures.started, 1);
    assert.equal(figures.cpuSeconds, 1.75);
    assert.ok(figures.percentOfCore > 0);
  });
});
