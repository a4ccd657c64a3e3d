import { describe, expect, it } from 'vitest';
import { exportSizeLine } from './export-size';

const MiB = 1024 * 1024;

describe('the export size line of the build summary', () => {
  it('extrapolates a partial build to every tenant and compares it with the goal', () => {
    expect(exportSizeLine([1 * MiB, 1.2 * MiB], 1 * MiB, 3.2 * MiB, 139)).toBe(
      'export size 153.9 MiB for 139 tenants, estimated from 2 (1.1 MiB a tenant), within the goal of 200.0 MiB',
    );
  });

  it('reports the real total of a full build, and says when it is over', () => {
    expect(exportSizeLine([2 * MiB, 2 * MiB], 1 * MiB, 537 * MiB, 2)).toBe(
      'export size 537.0 MiB for all 2 tenants (2.0 MiB a tenant), OVER the goal of 200.0 MiB',
    );
  });
});
