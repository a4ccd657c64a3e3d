import path from 'node:path';
import { EnvironmentError } from '../../sites/environment';
import { ManifestError } from '../../sites/manifest';

/** Value of `--name value` or `--name=value` in argv. */
export function argValue(argv: string[], name: string): string | undefined {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === flag) return argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

/** Arguments that are neither a `--name` nor the value after one (values given as `--name=value` only). */
export function positionalArgs(argv: string[], flagsWithValue: string[] = ['out', 'top']): string[] {
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      if (flagsWithValue.includes(arg.slice(2))) i += 1;
      continue;
    }
    positional.push(arg);
  }
  return positional;
}

export function hasFlag(argv: string[], name: string): boolean {
  return argv.includes(`--${name}`);
}

/** Prints a configuration error as the one clear message it is, never as a stack trace. */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof ManifestError || error instanceof EnvironmentError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** A path as a person reads it: relative inside the project, absolute elsewhere. */
export function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative === '' ? '.' : relative.startsWith('..') ? target : relative;
}
