import { DeployError } from './target';

/**
 * Why a key (a `/`-separated path relative to the site root) cannot be deployed, or null when it
 * can: it must stay inside the site on every store and every file system, however it is joined.
 */
export function unsafeKeyReason(key: string): string | null {
  if (key === '') return 'an empty path';
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'a control character';
  if (key.includes('\\')) return 'a backslash';
  if (key.startsWith('/') || /^[a-z]:/i.test(key)) return 'an absolute path';
  const segments = key.split('/');
  if (segments.includes('..')) return 'a ".." segment';
  if (segments.includes('.')) return 'a "." segment';
  if (segments.includes('')) return 'an empty segment ("//" or a trailing "/")';
  return null;
}

/** Refuses the first unsafe key, naming where it came from. */
export function assertSafeKeys(keys: Iterable<string>, where: string): void {
  for (const key of keys) {
    const reason = unsafeKeyReason(key);
    if (reason) throw new DeployError(`${where}: ${JSON.stringify(key)} has ${reason}; nothing was written`);
  }
}

/**
 * The S3 key of a file under a prefix: no leading `/`, no `.` or empty segments, whatever the
 * prefix was written as (`s3://bucket//a/./b/`). A store or CDN that normalises paths itself
 * then serves exactly the key that was written.
 */
export function s3Key(prefix: string, file: string): string {
  const segments = [...prefix.split('/'), ...file.split('/')].filter(
    (segment) => segment !== '' && segment !== '.',
  );
  if (segments.includes('..')) throw new DeployError(`${prefix}/${file}: a ".." segment in an S3 key`);
  return segments.join('/');
}
