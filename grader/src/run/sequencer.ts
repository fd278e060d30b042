import { randomInt } from 'node:crypto';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The order files start in. Which run a graded file belongs to must not show in that order, so groups and the files
 * inside each group are shuffled. A group's files come one after another in one of `lanes` streams (one per worker
 * slot), so that each file finds its group's process free as the previous one ends, and the streams are interleaved.
 */
export function groupSequencer(groupOf: (file: string) => string, lanes: number): typeof BaseSequencer {
  return class GroupSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const groups = new Map<string, TestSpecification[]>();
      for (const spec of files) groups.set(groupOf(spec.moduleId), [...(groups.get(groupOf(spec.moduleId)) ?? []), spec]);
      const streams: TestSpecification[][] = Array.from({ length: Math.max(1, lanes) }, () => []);
      for (const group of shuffled([...groups.values()])) {
        const shortest = streams.reduce((best, stream) => (stream.length < best.length ? stream : best));
        shortest.push(...shuffled(group));
      }
      const order: TestSpecification[] = [];
      for (let i = 0; order.length < files.length; i++) for (const stream of streams) if (i < stream.length) order.push(stream[i]!);
      return order;
    }
  };
}
