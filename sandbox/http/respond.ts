import type { ServerResponse } from 'node:http';
import { ErrorCode, type Envelope } from '@/lib/contract/envelope';

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function sendEnvelope<T>(res: ServerResponse, status: number, envelope: Envelope<T>) {
  sendJson(res, status, envelope);
}

/** An answer with ErrorCode other than 0: thrown by routes, turned into the envelope by the router. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: number = ErrorCode.message,
    readonly status = 200,
  ) {
    super(message);
  }
}

export function sendError(res: ServerResponse, error: ApiError) {
  sendEnvelope(res, error.status, { ErrorCode: error.errorCode, Message: error.message, Data: null });
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
  });
  res.end(html);
}
