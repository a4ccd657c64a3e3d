import { ConfigError, readConfig } from './config';
import { startSandbox } from './server';
import { startBanner } from './banner';

/** `npm run sandbox`: the sandbox alone, on PORT (3000) and HOST (127.0.0.1). */
async function main() {
  const config = readConfig();
  const sandbox = await startSandbox(config);
  console.log(startBanner(sandbox.origin));
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
