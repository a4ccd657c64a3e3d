import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const workflow = readFileSync('.github/workflows/release.yml', 'utf8');

describe('the release workflow', () => {
  it('gives its jobs a read-only token', () => {
    expect(workflow).toMatch(/^permissions:\n {2}contents: read\n/m);
    expect(workflow).not.toMatch(/: write\b/);
  });

  it('pins every action by full commit, naming its version', () => {
    const uses = [...workflow.matchAll(/^\s+(?:- )?uses: (.+)$/gm)].map((match) => match[1]!);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });
});

describe('the release workflow deploy job', () => {
  const deployJob = workflow.slice(workflow.indexOf('\n  deploy:\n'));
  const steps = deployJob.split(/\n(?= {6}- )/).slice(1);
  const run = (step: string) => /^\s+(?:- )?run: (.+)$/m.exec(step)?.[1] ?? '';

  it('checks the deployed origin for every security header after the upload, and fails the job when one is missing', () => {
    const upload = steps.findIndex((step) => /^npm run deploy -- (?!.*--dry-run)/.test(run(step)));
    const verify = steps.findIndex((step) => run(step).startsWith('npm run verify-headers -- '));
    expect(upload).toBeGreaterThan(-1);
    expect(verify).toBeGreaterThan(upload);
    const step = steps[verify]!;
    // Held to the hosts the build baked in (out/build.json), not to an environment of its own.
    expect(run(step)).toBe('npm run verify-headers -- "$DEPLOY_CHECK_URL" --export out');
    expect(step).toMatch(/^\s+DEPLOY_CHECK_URL: \$\{\{ vars\.DEPLOY_CHECK_URL \}\}$/m);
    // A check that may fail quietly, or be skipped, is the manual step again.
    expect(step).not.toMatch(/continue-on-error|^\s+if:/m);
    expect(run(step)).not.toMatch(/\|\||; *true/);
  });

  it('writes the live prefix only after the staging origin served every header', () => {
    const upload = steps.find((step) => /^npm run deploy -- (?!.*--dry-run)/.test(run(step)));
    expect(run(upload ?? '')).toMatch(/ --stage "\$DEPLOY_STAGE" --check "\$DEPLOY_STAGE_CHECK_URL"$/);
    expect(upload).toMatch(/^\s+DEPLOY_STAGE: \$\{\{ vars\.DEPLOY_STAGE \}\}$/m);
    expect(upload).toMatch(/^\s+DEPLOY_STAGE_CHECK_URL: \$\{\{ vars\.DEPLOY_STAGE_CHECK_URL \}\}$/m);
    expect(upload).not.toMatch(/continue-on-error|^\s+if:/m);
  });
});
