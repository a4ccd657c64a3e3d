import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { addressNames, profileNames, type ProfileName } from '../../sites/environment';
import { listFiles, sha256OfFile } from './export-files';
import { SUMS_FILE, UNLISTED_FILES } from './export-sums';
import { signSums } from './release-signature';

/**
 * What an export says about itself, at its root: the environment profile it was built for, so a
 * deploy can refuse a sandbox build (its pages talk to the sandbox's stand-ins), and the addresses
 * and field-report collector its pages were baked with, so deploy-config and verify-headers put
 * those hosts in the CSP rather than what their own environment says (baked-environment.ts).
 * Shards of one release write it alike, so the merge requires them to agree.
 */
export const BUILD_RECORD_FILE = 'build.json';

const recordSchema = z.object({
  profile: z.enum(profileNames as [ProfileName, ...ProfileName[]]),
  addresses: z.record(z.enum(addressNames), z.string()).optional(),
  telemetry: z.string().nullable().optional(),
});
export type BuildRecord = z.infer<typeof recordSchema>;

/** The record, or null when the export has none or one this tool did not write. */
export function readBuildRecord(dir: string): BuildRecord | null {
  let text: string;
  try {
    text = readFileSync(path.join(dir, BUILD_RECORD_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = recordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes the record and a SHA256SUMS of every file of the export, as the merge does for a release,
 * signed with the release's key when there is one (release-signature.ts).
 */
export function sealExport(dir: string, record: BuildRecord, key?: string): void {
  const { profile, addresses, telemetry } = record;
  writeFileSync(path.join(dir, BUILD_RECORD_FILE), `${JSON.stringify({ profile, addresses, telemetry })}\n`);
  const files = listFiles(dir).filter((file) => !UNLISTED_FILES.has(file));
  writeFileSync(
    path.join(dir, SUMS_FILE),
    files.map((file) => `${sha256OfFile(path.join(dir, file))}  ${file}\n`).join(''),
  );
  if (key) signSums(dir, key);
}
