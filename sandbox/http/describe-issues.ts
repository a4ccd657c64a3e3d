import type { z } from 'zod';

/** Chinese wording of a failed request-schema check: the field and what is wrong with it. */
export function describeIssues(error: z.core.$ZodError, where: string): string {
  const issue = error.issues[0]!;
  if (issue.code === 'custom') return `请求参数错误：${issue.message}`;
  const field = issue.path.length > 0 ? issue.path.join('.') : where;
  const reason =
    issue.code === 'invalid_type'
      ? issue.input === undefined
        ? '必填'
        : '类型不正确'
      : issue.code === 'too_small'
        ? '过短或过小'
        : issue.code === 'too_big'
          ? '过长或过大'
          : '取值不正确';
  return `请求参数错误：${field}${reason}`;
}
