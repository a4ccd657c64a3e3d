import { startNginxProcess } from './nginx-process';
import { startSandboxProcess } from './sandbox-process';

/**
 * The sandbox (and, `throughNginx`, the deploy nginx in front of it) serving one export (`out/`
 * unless `outDir`), at `port` and `port + 80`. `site` is the origin a browser should load. `tls`
 * (with nginx) serves HTTPS and HTTP/2 as a deployment does: a browser then needs to accept the
 * local certificate.
 */
export async function serveExport(
  port: number,
  throughNginx: boolean,
  outDir: string | undefined,
  tls = false,
) {
  const env: Record<string, string> = outDir ? { SANDBOX_OUT_DIR: outDir, NGINX_ROOT: outDir } : {};
  // Behind nginx the sandbox must name nginx's origin as its public one (issuer, redirects).
  if (throughNginx) env.SANDBOX_PUBLIC_ORIGIN = `${tls ? 'https' : 'http'}://127.0.0.1:${port + 80}`;
  const sandbox = await startSandboxProcess(port, env);
  const nginx = throughNginx
    ? await startNginxProcess(port + 80, sandbox.url, env, tls).catch((error) => {
        sandbox.stop();
        throw error;
      })
    : null;
  return {
    sandbox,
    site: nginx?.url ?? sandbox.url,
    stop: () => {
      nginx?.stop();
      sandbox.stop();
    },
  };
}
