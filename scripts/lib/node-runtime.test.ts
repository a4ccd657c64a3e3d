import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

const major = (range: string) => Number(/(\d+)/.exec(range)?.[1]);

describe('the Node.js the project runs on', () => {
  it('is the supported LTS the engines field names, not the machine’s end-of-life one', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(major(manifest.engines.node));
    expect(major(manifest.engines.node)).toBeGreaterThanOrEqual(24);
  });

  it('is installed by npm install itself, at the major the engines field names', () => {
    expect(major(manifest.devDependencies.node!)).toBe(major(manifest.engines.node));
  });
});
