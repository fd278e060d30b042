import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slots } from '../src/run/workers.ts';
import { partsOf, slotsToSplitOver } from '../src/run/runner.ts';
import { gradeClass } from '../src/gradeClass.ts';
import { listActivities } from '../src/kit/activities.ts';

const KIT_ROOT = path.resolve(import.meta.dirname, '..', '..');

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

  // A grade's analysis thread computes beside its workers and holds a slot until it answers (score/grade.ts): taken at
  // once, never waited for; the slot of the next job to end is the one held, and it serves a waiting job only once
  // the hold ends.
  it('hold_a_slot_for_the_analysis_at_once_and_give_it_to_a_waiting_job_when_the_hold_ends', async () => {
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    slots.resize(2);
    await slots.take(false);
    await slots.take(false);
    const release = slots.hold();
    let served = 0;
    const waiting = [slots.take(false), slots.take(false)].map((taken) => taken.then(() => served++));
    slots.give();
    await settled();
    // One job ended: its slot went to the hold, not to a waiting job.
    expect(served).toBe(0);
    slots.give();
    await settled();
    expect(served).toBe(1);
    release();
    release();
    await Promise.all(waiting);
    // The hold ended once: both waiting jobs run, and no third slot appeared.
    expect(served).toBe(2);
    let third = false;
    const after = slots.take(false).then(() => (third = true));
    await settled();
    expect(third).toBe(false);
    slots.give();
    await after;
    for (let k = 0; k < 2; k++) slots.give();
    // Whole again: two at once, without waiting.
    await slots.take(false);
    await slots.take(false);
    expect(slots.queued(false)).toBe(0);
    slots.give();
    slots.give();
  });

  // A group is split over the slots its grade may count on (runner.ts): every slot for one grade; a student's share
  // when a process grades several at once, so that four students on four slots do not each boot four workers a group.
  it('share_the_slots_among_the_students_graded_at_once', () => {
    slots.resize(4);
    expect(slots.share()).toBe(4);
    slots.gradeAtOnce(4);
    expect(slots.share()).toBe(1);
    slots.gradeAtOnce(3);
    expect(slots.share()).toBe(2);
    slots.resize(16);
    expect(slots.share()).toBe(6);
    slots.gradeAtOnce(1);
    expect(slots.share()).toBe(16);
  });

  it('are_shared_among_a_class_graded_in_this_process_and_whole_again_after_it', async () => {
    slots.resize(4);
    const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-slots-'));
    const seen: number[] = [];
    try {
      // Links are never followed: each student gets a report at once, without a run.
      const entries = ['ann', 'bob', 'cy'].map((name) => ({ name, path: path.join(out, name), link: true }));
      const { reports } = await gradeClass({
        kitRoot: KIT_ROOT,
        entries,
        out,
        activities: listActivities(KIT_ROOT).slice(0, 1),
        fixedScope: true,
        force: true,
        limitMs: 60_000,
        shares: [{ students: 2, slots: 4 }],
        onProgress: (_done, _total, label) => {
          if (label !== 'done') seen.push(slots.share());
        },
      });
      expect(reports).toHaveLength(3);
      expect(seen).toEqual([2, 2, 2]);
      expect(slots.share()).toBe(4);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  // Each part of a group is a worker to boot: a part holds at most 300 files, and a group is split further only over
  // the slots free for it, in parts of 20 files or more.
  it('split_a_group_over_the_slots_free_for_it_in_parts_worth_a_boot', () => {
    expect(partsOf(30, 2)).toBe(1);
    expect(partsOf(60, 2)).toBe(2);
    expect(partsOf(60, 1)).toBe(1);
    expect(partsOf(60, 16)).toBe(3);
    // A four-lab grade's student tests beside its type check on 2 cores: one worker, not two one after the other.
    expect(partsOf(270, 1)).toBe(1);
    expect(partsOf(270, 16)).toBe(13);
    expect(partsOf(300, 1)).toBe(1);
    expect(partsOf(301, 1)).toBe(2);
    expect(partsOf(700, 2)).toBe(3);
  });

  // The type check (the analysis thread) holds a core beside `check`, `list` and a grade: on 2 cores `list`'s sixty
  // files are one worker, not two sharing its core.
  it('leave_the_core_a_type_check_beside_holds', () => {
    slots.resize(2);
    expect(slotsToSplitOver({})).toBe(2);
    expect(slotsToSplitOver({ typeCheckBeside: true })).toBe(1);
    slots.resize(1);
    expect(slotsToSplitOver({ typeCheckBeside: true })).toBe(1);
    slots.resize(16);
    expect(slotsToSplitOver({ typeCheckBeside: true })).toBe(15);
    slots.gradeAtOnce(4);
    expect(slotsToSplitOver({ typeCheckBeside: true })).toBe(3);
    slots.gradeAtOnce(1);
  });
});
