import { describe, expect, it } from 'vitest';
import { slots } from '../src/run/workers.ts';

// The worker slots, and which jobs wait for one: a spare worker is booted ahead only for a kind of job that is
// waiting (a coverage worker cannot serve a plain job, nor the other way round), so none is booted to be thrown away.
describe('the worker slots', () => {
  it('count_the_jobs_waiting_by_kind_and_serve_them_in_order', async () => {
    slots.resize(1);
    await slots.take(false);
    const served: string[] = [];
    const waiting = [
      slots.take(true).then(() => served.push('coverage 1')),
      slots.take(false).then(() => served.push('plain')),
      slots.take(true).then(() => served.push('coverage 2')),
    ];
    expect([slots.queued(true), slots.queued(false)]).toEqual([2, 1]);
    slots.give();
    await waiting[0];
    expect([slots.queued(true), slots.queued(false)]).toEqual([1, 1]);
    slots.give();
    await waiting[1];
    expect([slots.queued(true), slots.queued(false)]).toEqual([1, 0]);
    slots.give();
    await waiting[2];
    expect(served).toEqual(['coverage 1', 'plain', 'coverage 2']);
    expect([slots.queued(true), slots.queued(false)]).toEqual([0, 0]);
    slots.give();
  });

  it('let_a_larger_share_serve_the_waiting_at_once', async () => {
    slots.resize(1);
    await slots.take(false);
    const waiting = [slots.take(false), slots.take(true)];
    slots.resize(3);
    await Promise.all(waiting);
    expect([slots.queued(true), slots.queued(false)]).toEqual([0, 0]);
    for (let k = 0; k < 3; k++) slots.give();
  });
});
