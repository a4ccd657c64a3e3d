import type { IncomingMessage, ServerResponse } from 'node:http';
import { fieldReportSchema } from '@/lib/contract/field-report';
import type { Database } from '../db/database';
import { BodyTooLargeError, readRawBody } from '../http/body';
import { sendJson } from '../http/respond';
import { storeFieldReport } from './store';

/**
 * The sandbox as an OpenTelemetry collector for the pages' field reports (the sandbox profile's
 * `PORTAL_TELEMETRY_URL`): `POST /otlp/v1/logs`, OTLP/HTTP JSON, answered as the collector's
 * otlphttp receiver answers (200 with an empty `ExportLogsServiceResponse`, 400 with a message,
 * 415 for another content type). Unlike a real collector it checks each report against the
 * portal's own schema, so a test proves what the pages send.
 */
export const collectorMount = '/otlp';
export const logsPath = `${collectorMount}/v1/logs`;

/** Reports are small (lib/telemetry/report.ts cuts them at 24 KiB); anything much larger is not ours. */
const MAX_REPORT_BYTES = 64 * 1024;

export type CollectorOptions = { db: Database; allowedOrigins: ReadonlySet<string> };

export function createCollector({ db, allowedOrigins }: CollectorOptions) {
  return async function collect(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'POST only' });
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      req.resume();
      return sendJson(res, 415, { message: 'unsupported media type, supported: [application/json]' });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readRawBody(req, MAX_REPORT_BYTES)).toString('utf8'));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: 'report too large' });
      return sendJson(res, 400, { message: 'the body is not JSON' });
    }
    const report = fieldReportSchema.safeParse(body);
    if (!report.success) {
      const where = report.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(report)'}: ${issue.message}`);
      return sendJson(res, 400, { message: `not a field report: ${where.join('; ')}` });
    }
    storeFieldReport(db, report.data);
    sendJson(res, 200, {});
  };
}
