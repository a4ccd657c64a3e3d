-- The area filter of lease and small-lease lists (docs/api.md "List filters"): the floor area in
-- square metres that lease announcements state in their detail (`Area`).
ALTER TABLE portal_announcements ADD COLUMN area REAL
  GENERATED ALWAYS AS (json_extract(detail_json, '$.Area')) VIRTUAL;

CREATE INDEX portal_announcements_area ON portal_announcements (platform_id, kind, area);
