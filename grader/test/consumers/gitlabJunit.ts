import { XMLParser } from 'fast-xml-parser';

export interface GitLabCase {
  suite: string;
  classname: string;
  name: string;
  time: number;
  status: 'success' | 'failed' | 'error' | 'skipped';
  message?: string;
}

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[];

/**
 * Reads JUnit XML by the rules GitLab documents for its test reports: a root of <testsuites> or a single <testsuite>;
 * every <testcase> of every suite, by its `classname`, `name` and `time` (seconds); its status from a child
 * <failure>, <error> or <skipped> (else success). A case without a name, or with a time that is not a number, would
 * be dropped or shown as 0 s: that is an error here.
 */
export function readAsGitLab(xml: string): GitLabCase[] {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', textNodeName: '#text' }).parse(
    xml,
  ) as Node;
  const suites = doc.testsuites ? list((doc.testsuites as Node).testsuite) : list(doc.testsuite);
  return suites.flatMap((suite) =>
    list(suite.testcase).map((testcase) => {
      const name = testcase.name;
      const time = Number(testcase.time);
      if (typeof name !== 'string' || name === '') throw new Error(`a test case of ${String(suite.name)} has no name`);
      if (!Number.isFinite(time)) throw new Error(`${name} has a time GitLab cannot read: ${String(testcase.time)}`);
      const status =
        testcase.failure !== undefined
          ? 'failed'
          : testcase.error !== undefined
            ? 'error'
            : testcase.skipped !== undefined
              ? 'skipped'
              : 'success';
      const detail = (testcase.failure ?? testcase.error ?? testcase.skipped) as Node | string | undefined;
      const message =
        typeof detail === 'string' ? detail : detail ? String(detail['#text'] ?? detail.message ?? '') : undefined;
      return {
        suite: String(suite.name),
        classname: String(testcase.classname),
        name,
        time,
        status,
        ...(message !== undefined ? { message } : {}),
      };
    }),
  );
}
