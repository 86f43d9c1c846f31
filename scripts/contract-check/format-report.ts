import type { CheckReport } from './check-contract';
import type { Verdict } from './row-report';

const LABEL: Record<Verdict, string> = {
  pass: 'PASS',
  fail: 'FAIL',
  missing: 'MISSING',
  'optional-missing': 'OPTIONAL',
};

/** The report as a person reads it in a terminal: one line per row, details under the failures. */
export function formatReport(report: CheckReport, verbose = false): string {
  const lines = [
    `Contract check of ${report.baseUrl} (${report.writes ? 'reads and writes' : 'reads only: add --writes and an account to check writes'})`,
    '',
  ];
  for (const row of report.endpoints) {
    const optional =
      row.verdict === 'optional-missing' ? '  (second version, absent: the site falls back)' : '';
    lines.push(`  ${LABEL[row.verdict].padEnd(8)} ${row.method.padEnd(6)} ${row.path}${optional}`);
    if (row.verdict === 'missing') lines.push('           404: the route is not there');
    for (const problem of row.problems) lines.push(`           ${problem}`);
    for (const hint of row.hints) lines.push(`           hint: ${hint}`);
    for (const note of row.notes) {
      if (verbose || note.startsWith('warning:')) lines.push(`           ${note}`);
    }
  }
  for (const problem of report.problems) lines.push('', `  ${problem}`);
  const { counts } = report;
  lines.push(
    '',
    `${report.endpoints.length} endpoints: ${counts.pass} pass, ${counts.fail} fail, ${counts.missing} missing, ` +
      `${counts['optional-missing']} optional missing (${report.requests} requests, ${(report.durationMs / 1000).toFixed(1)} s)`,
    report.ok ? 'The API keeps the contract.' : 'The API does not keep the contract.',
  );
  return lines.join('\n');
}
