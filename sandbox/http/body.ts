import type { IncomingMessage } from 'node:http';

/** Largest request body the sandbox accepts, like a gateway's limit. */
export const maxBodyBytes = 1024 * 1024;

export class BodyTooLargeError extends Error {}
export class MalformedBodyError extends Error {}

export async function readRawBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new BodyTooLargeError();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLargeError();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The JSON body of an API call. An empty body means "no payload" (the calls of SPEC §7 that send
 * none); anything else must be JSON.
 */
export async function readJsonBody(req: IncomingMessage, limit = maxBodyBytes): Promise<unknown> {
  const raw = (await readRawBody(req, limit)).toString('utf8').trim();
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new MalformedBodyError();
  }
}
