-- The field reports the portal's pages send (OTLP/HTTP JSON logs, sandbox/telemetry/collector.ts):
-- one row per log record, its resource's and its own attributes as they came (already checked
-- against lib/telemetry/report-schema.ts, whose closed key list keeps anything personal out).
CREATE TABLE field_reports (
  id INTEGER PRIMARY KEY,
  -- The request it came in: the records of one page view leave together, in one report.
  report_id INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  time_ms INTEGER NOT NULL,
  event_name TEXT NOT NULL,
  tenant TEXT NOT NULL,
  release TEXT NOT NULL,
  page_kind TEXT NOT NULL,
  viewport TEXT NOT NULL,
  attributes_json TEXT NOT NULL
);

CREATE INDEX field_reports_time ON field_reports (time_ms);
