import * as z from 'zod/mini';

/**
 * The field reports as they go on the wire (docs/deploy.md "Field reports"): OpenTelemetry's
 * OTLP/HTTP JSON for logs, the subset the pages write (lib/telemetry/report.ts), so an
 * off-the-shelf collector takes them. The attribute keys are a closed list: a key this list does not
 * name is refused, so nothing personal can slip into a report by a new field without this file (and
 * the table in docs/deploy.md) saying so. The sandbox's collector checks every report with it
 * (sandbox/telemetry/collector.ts).
 */

export const fieldEventNames = [
  'web_vital',
  'error',
  'call_failed',
  'chunk_failed',
  'offline_answer',
  'answer_lenient',
  'sign_in_failed',
] as const;
export type FieldEventName = (typeof fieldEventNames)[number];

export const resourceKeys = ['service.name', 'service.version', 'portal.tenant'] as const;

export const recordKeys = [
  'page.kind',
  'viewport.class',
  'network.effective_type',
  'web_vital.name',
  'web_vital.value',
  'web_vital.rating',
  'web_vital.element_kind',
  'web_vital.phase',
  'error.message',
  'error.frame',
  'call.name',
  'call.outcome',
  'call.http_status',
  'call.error_code',
  'call.duration_ms',
  'answer.field',
  'answer.left_out',
] as const;
export type RecordKey = (typeof recordKeys)[number];

/** Long enough for a trimmed error message, short enough that no page text fits. */
export const MAX_TEXT = 200;

const anyValueSchema = z.union([
  z.strictObject({ stringValue: z.string().check(z.maxLength(MAX_TEXT)) }),
  z.strictObject({ doubleValue: z.number() }),
  // OTLP JSON writes 64-bit integers as strings; numbers are accepted too.
  z.strictObject({ intValue: z.union([z.string().check(z.regex(/^-?\d{1,19}$/)), z.int()]) }),
]);

function attributesOf<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.array(z.strictObject({ key: z.enum(keys), value: anyValueSchema })).check(
    z.maxLength(keys.length),
    z.refine((list) => new Set(list.map((item) => item.key)).size === list.length, {
      message: 'an attribute key appears twice',
    }),
  );
}

const nanosSchema = z.string().check(z.regex(/^\d{1,20}$/));

export const logRecordSchema = z.strictObject({
  timeUnixNano: nanosSchema,
  observedTimeUnixNano: z.optional(nanosSchema),
  severityNumber: z.int().check(z.minimum(1), z.maximum(24)),
  severityText: z.optional(z.string().check(z.maxLength(10))),
  eventName: z.enum(fieldEventNames),
  body: z.optional(z.strictObject({ stringValue: z.string().check(z.maxLength(MAX_TEXT)) })),
  attributes: attributesOf(recordKeys),
});
export type LogRecord = z.infer<typeof logRecordSchema>;

export const fieldReportSchema = z.strictObject({
  resourceLogs: z
    .array(
      z.strictObject({
        resource: z.strictObject({ attributes: attributesOf(resourceKeys) }),
        scopeLogs: z
          .array(
            z.strictObject({
              scope: z.strictObject({
                name: z.string().check(z.maxLength(100)),
                version: z.optional(z.string().check(z.maxLength(64))),
              }),
              logRecords: z.array(logRecordSchema).check(z.minLength(1), z.maxLength(500)),
            }),
          )
          .check(z.minLength(1), z.maxLength(4)),
      }),
    )
    .check(z.minLength(1), z.maxLength(4)),
});
export type FieldReport = z.infer<typeof fieldReportSchema>;
