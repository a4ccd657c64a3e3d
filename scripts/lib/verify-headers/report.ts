import type { HeaderCheck } from './compare';
import type { UrlReport } from './verify';

const MISSING = '(none)';

/** The rows of one header: ✓ with its value, or ✗ with what was expected, what came and how they differ. */
function rows(check: HeaderCheck, width: number): string[] {
  const name = check.name.padEnd(width);
  const indent = ' '.repeat(width + 5);
  if (check.ok) return [`  ✓  ${name}${check.got}`];
  return [
    `  ✗  ${name}expected  ${check.expected}`,
    `${indent}got       ${check.got ?? MISSING}`,
    ...(check.difference && check.got !== null ? [`${indent}differs   ${check.difference}`] : []),
  ];
}

/** A table of one address: a heading line, then every header checked. */
export function formatReport(report: UrlReport): string {
  const status = report.status === null ? 'no answer' : String(report.status);
  const width = Math.max(0, ...report.checks.map((check) => check.name.length)) + 2;
  return [
    `${report.label}  ${report.url}  (${status}, ${report.kind} headers)`,
    ...(report.error ? [`  ✗  ${report.error}`] : []),
    ...report.checks.flatMap((check) => rows(check, width)),
  ].join('\n');
}

/** One line per header missing or wrong and per address that could not be checked; none when all is well. */
export function problems(reports: UrlReport[]): string[] {
  return reports.flatMap((report) => {
    const where = `${report.url} (${report.label})`;
    return [
      ...(report.error ? [`${where}: ${report.error}`] : []),
      ...report.checks
        .filter((check) => !check.ok)
        .map((check) =>
          check.got === null
            ? `${where}: ${check.name} missing`
            : `${where}: ${check.name} wrong: ${check.difference ?? `got ${check.got}, expected ${check.expected}`}`,
        ),
    ];
  });
}
