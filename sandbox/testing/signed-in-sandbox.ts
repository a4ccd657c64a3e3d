import { afterAll, beforeAll } from 'vitest';
import { signIn } from './sign-in';
import { startTestSandbox, type TestSandbox } from './test-sandbox';

/**
 * A test sandbox, signed in as one of the demo accounts, for every test of the file that calls it:
 * started before the first test and disposed after the last. Read its fields inside a test.
 */
export function signedInSandbox(account: string, options: { timeout?: number } = {}) {
  let running: TestSandbox | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    running = await startTestSandbox();
    token = (await signIn(running.origin, account)).tokens.access_token;
  }, options.timeout);
  afterAll(async () => {
    await running?.dispose();
  });
  const ready = () => {
    if (!running || token === undefined) throw new Error('the signed-in sandbox is read before it started');
    return { running, token };
  };
  return {
    get sandbox(): TestSandbox {
      return ready().running;
    },
    get origin(): string {
      return ready().running.origin;
    },
    get token(): string {
      return ready().token;
    },
  };
}
