import type { FileHeaders } from './headers';
import type { DeployManifest } from './manifest';

/** Where a deploy goes: a folder (an nginx origin) or an S3-compatible bucket prefix. */
export interface DeployTarget {
  readonly description: string;
  /** The manifest of the last deploy, or null when there is none. Throws when unreachable. */
  readManifest(): Promise<DeployManifest | null>;
  /** True when the target holds nothing at all (then a first deploy may start). */
  isEmpty(): Promise<boolean>;
  /** Refuses, before anything is written, a path that would land outside the target. */
  checkPaths(files: string[]): Promise<void>;
  put(file: string, body: Buffer, headers: FileHeaders): Promise<void>;
  remove(file: string): Promise<void>;
  writeManifest(manifest: DeployManifest): Promise<void>;
}

export class DeployError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployError';
  }
}
