import { createHash, randomBytes } from 'node:crypto';

/** A minimal browser for tests: a cookie jar and redirects followed by hand. */
export class TestBrowser {
  private cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.origin).href;
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /** Follows redirects until one leaves the sandbox or lands on a page; returns the last response and URL. */
  async follow(url: string, init: RequestInit = {}, stopAt?: (url: URL) => boolean) {
    let response = await this.request(url, init);
    let current = new URL(url, this.origin);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      current = new URL(response.headers.get('location')!, current);
      if (stopAt?.(current)) return { response, url: current };
      response = await this.request(current.href);
    }
    return { response, url: current };
  }

  async postForm(url: string, form: Record<string, string>, stopAt?: (url: URL) => boolean) {
    return this.follow(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      },
      stopAt,
    );
  }
}

export function pkcePair() {
  const verifier = randomBytes(50).toString('hex');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The action of the first form of an HTML page. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form on the page');
  return match[1]!.replace(/&amp;/g, '&');
}

/** The hidden inputs of a form, e.g. the provider's anti-CSRF token. */
export function hiddenInputs(html: string): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    inputs[match[1]!] = match[2]!;
  }
  return inputs;
}
