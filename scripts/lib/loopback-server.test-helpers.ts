import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * An HTTP origin on a free loopback port for the tests of one file, answered by `answer`, closed
 * when they end. Read `origin` inside a test: it is set once the server listens.
 */
export function loopbackOrigin(answer: RequestListener): { readonly origin: string } {
  const server = createServer(answer);
  const handle = { origin: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    handle.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return handle;
}
