import { describe, expect, it } from 'vitest';
import { exportSizeLine } from './export-size';

const MiB = 1024 * 1024;

describe('the export size line of the build summary', () => {
  it('extrapolates a partial build to every tenant and compares it with the goal', () => {
    expect(exportSizeLine([0.7 * MiB, 0.8 * MiB], 1 * MiB, 2.5 * MiB, 139)).toBe(
      'export size 105.3 MiB for 139 tenants, estimated from 2 (768.0 KiB a tenant), within the goal of 120.0 MiB',
    );
  });

  it('reports the real total of a full build, and says when it is over', () => {
    expect(exportSizeLine([2 * MiB, 2 * MiB], 1 * MiB, 537 * MiB, 2)).toBe(
      'export size 537.0 MiB for all 2 tenants (2.0 MiB a tenant), OVER the goal of 120.0 MiB',
    );
  });
});
