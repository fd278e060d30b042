import { describe, expect, it } from 'vitest';
import { collectorAfterAnswers, exposedGc } from '../src/analysis/collectGarbage.ts';
import { exposeGc } from '../src/analysis/exposeGc.cjs';

// An analysis thread that serves a class collects its garbage between requests, so that its heap's peak stays near
// one check's instead of growing with V8's limit over the class; a one-off command never waits on a collection.
describe("the analysis thread's collections", () => {
  it('use_the_full_collection_the_grader_offers_when_it_starts', () => {
    exposeGc(); // as grader/bin/cardlab.js does first thing
    const gc = exposedGc();
    expect(typeof gc).toBe('function');
    expect(() => gc!()).not.toThrow();
  });

  it('start_from_the_third_answer_and_come_when_garbage_outweighs_what_was_live', () => {
    let used = 0;
    let collections = 0;
    const afterAnswer = collectorAfterAnswers(
      () => {
        collections++;
        used = 50;
      },
      () => used,
    );
    used = 300;
    expect([afterAnswer(), afterAnswer()]).toEqual([false, false]); // check, list: one or two requests
    expect(afterAnswer()).toBe(true);
    expect(used).toBe(50);
    used = 90; // less than twice the 50 live after it
    expect(afterAnswer()).toBe(false);
    used = 120;
    expect(afterAnswer()).toBe(true);
    expect(collections).toBe(2);
  });

  it('do_nothing_where_no_collection_is_offered', () => {
    const afterAnswer = collectorAfterAnswers(undefined, () => 1e9);
    expect([afterAnswer(), afterAnswer(), afterAnswer()]).toEqual([false, false, false]);
  });
});
