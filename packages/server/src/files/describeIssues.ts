import { describeShape } from '@offerkit/data/backend';
import type * as v from 'valibot';

/**
 * Valibot issues in words that never quote the value (valibot's own messages do: "received
 * \"4111111111111111\""): each issue's dot path, what was expected, and the shape of what came, joined by
 * "; ". For messages that may reach a log. Internal.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    const expected = issue.expected === null ? issue.type : issue.expected;
    return `${path === '' ? 'the value' : path}: expected ${expected}, received ${describeShape(issue.input)}`;
  });
  if (issues.length > 5) parts.push(`and ${issues.length - 5} more`);
  return parts.join('; ');
}
