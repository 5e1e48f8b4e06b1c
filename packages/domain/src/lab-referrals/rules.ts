import { labCatalogueTest } from './catalogue';

export type LabOrderIssue = { path: string; code: 'unknown_test' | 'duplicate_test'; message: string };

/**
 * What is wrong with the tests of a lab order (a referral or a queue item): each must be in the catalogue we ship,
 * and none named twice. The shape (at least one, at most 20) is the request schema's.
 */
export function labOrderProblems(testCodes: readonly string[]): LabOrderIssue[] {
  const issues: LabOrderIssue[] = [];
  const seen = new Set<string>();
  testCodes.forEach((code, index) => {
    const path = `testCodes.${index}`;
    if (!labCatalogueTest(code)) issues.push({ path, code: 'unknown_test', message: `Unknown test "${code}".` });
    else if (seen.has(code)) issues.push({ path, code: 'duplicate_test', message: `"${code}" is named twice.` });
    seen.add(code);
  });
  return issues;
}
