import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Every file of the export the browser tests serve (what a deployment uploads). */
function exportFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? exportFiles(file) : [file];
  });
}

// The hooks live in the sandbox server alone: no page, script or worker of an export names them,
// so no deployment can ask a server for them.
test('no file of the export names the sandbox’s test hooks', () => {
  const files = exportFiles('out');
  expect(files.length).toBeGreaterThan(100);
  const naming = files.filter((file) => readFileSync(file).includes('/__sandbox'));
  expect(naming).toEqual([]);
});
