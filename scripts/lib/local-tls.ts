import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A self-signed certificate for 127.0.0.1, made once by openssl under `.sandbox/tls/`: the measuring
 * tools serve the export over TLS, as a deployment does, because a browser speaks HTTP/2 only there.
 * Browsers that load it are told to accept it (`ignoreHTTPSErrors`, `--ignore-certificate-errors`).
 */
export function localCertificate(): { certificate: string; key: string } {
  const folder = path.resolve('.sandbox', 'tls');
  const certificate = path.join(folder, 'local.crt');
  const key = path.join(folder, 'local.key');
  if (existsSync(certificate) && existsSync(key)) return { certificate, key };
  mkdirSync(folder, { recursive: true });
  execFileSync(
    'openssl',
    // prettier-ignore
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}
