import path from 'node:path';
import {
  addressNames,
  EnvironmentError,
  readEnvironment,
  requireBuildProfile,
  type Addresses,
  type Environment,
} from '../../sites/environment';
import { BUILD_RECORD_FILE, readBuildRecord } from './build-record';

/**
 * The environment a release's pages run with, for the tools that configure and check its origin
 * (deploy-config, verify-headers). With `--export DIR` it is what the build baked in and recorded
 * in DIR/build.json: one source, so a collector the pages send to cannot be missing from the CSP
 * the origin serves while verify-headers, reading another environment, still passes. The tool's
 * own PORTAL_ENV, when set, must then say the same. Without an export, the tool's environment.
 */
export function releaseEnvironment(
  exportDir: string | undefined,
  env: Record<string, string | undefined> = process.env,
): Environment {
  if (exportDir === undefined) {
    requireBuildProfile(env);
    return readEnvironment(env);
  }
  const where = path.join(exportDir, BUILD_RECORD_FILE);
  const record = readBuildRecord(exportDir);
  if (!record?.addresses || record.telemetry === undefined)
    throw new EnvironmentError([
      `${where}: records no addresses (missing, or written before builds recorded them); build the export again`,
    ]);
  const baked: Environment = {
    profile: record.profile,
    addresses: record.addresses as Addresses,
    telemetry: record.telemetry,
  };
  if (env.PORTAL_ENV?.trim()) {
    const differences = differencesFrom(baked, readEnvironment(env));
    if (differences.length > 0)
      throw new EnvironmentError(
        differences.map(
          (line) => `${line}; ${where} is what the pages were built with: unset the variable or build again`,
        ),
      );
  }
  return baked;
}

const shown = (value: string | null) => (value ? value : '(none)');

function differencesFrom(baked: Environment, own: Environment): string[] {
  const lines: string[] = [];
  if (own.profile !== baked.profile)
    lines.push(`PORTAL_ENV says ${own.profile}, the export was built for ${baked.profile}`);
  for (const name of addressNames) {
    if (own.addresses[name] !== baked.addresses[name])
      lines.push(
        `PORTAL_${name}_URL says ${shown(own.addresses[name])}, the export was built with ${shown(baked.addresses[name])}`,
      );
  }
  if (own.telemetry !== baked.telemetry)
    lines.push(
      `PORTAL_TELEMETRY_URL says ${shown(own.telemetry)}, the export was built with ${shown(baked.telemetry)}`,
    );
  return lines;
}
