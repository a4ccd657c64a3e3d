import { startSandbox } from './server';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

startSandbox({ host, port, outDir: process.env.SANDBOX_OUT_DIR ?? 'out' })
  .then(() => console.log(`sandbox listening on http://${host}:${port}/client/`))
  .catch((error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `port ${port} is already in use: set PORT to another port`
        : `sandbox failed to start: ${error.message}`,
    );
    process.exit(1);
  });
