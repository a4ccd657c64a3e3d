import type { AddressInfo } from 'node:net';
import { ConfigError, readConfig } from './config';
import { startSandbox } from './server';
import { startBanner } from './banner';
import { writeHookKey } from './hook-key';
import { drawPictures } from './media/pictures';

/** `npm run sandbox`: the sandbox alone, on PORT (3000) and HOST (127.0.0.1). */
async function main() {
  const config = readConfig();
  // Drawn before the port opens (about a second): a page measured as soon as the sandbox answers
  // must not share the processor with the drawing of its pictures.
  await drawPictures();
  const sandbox = await startSandbox(config);
  const hook = { key: sandbox.hookKey, port: (sandbox.server.address() as AddressInfo).port };
  writeHookKey(hook.port, hook.key);
  console.log(startBanner(sandbox.origin, hook));
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: NodeJS.ErrnoException) => {
  const port = process.env.PORT ?? '3000';
  console.error(
    error instanceof ConfigError
      ? error.message
      : error.code === 'EADDRINUSE'
        ? `sandbox: port ${port} is already in use: set PORT to another port`
        : `sandbox failed to start: ${error.message}`,
  );
  process.exit(1);
});
