-- The list filters (docs/api.md "List filters"): each filter column is read out of the stored
-- detail, so every announcement, whoever wrote it, is filtered by what it says about itself.
-- Generated announcements (seed/faceted-announcements.ts) carry CityCode, CountyCode and Category
-- beside their answer fields; Price is the listing price or monthly rent of the list item.
ALTER TABLE portal_announcements ADD COLUMN city_code TEXT
  GENERATED ALWAYS AS (json_extract(detail_json, '$.CityCode')) VIRTUAL;
ALTER TABLE portal_announcements ADD COLUMN county_code TEXT
  GENERATED ALWAYS AS (json_extract(detail_json, '$.CountyCode')) VIRTUAL;
ALTER TABLE portal_announcements ADD COLUMN category TEXT
  GENERATED ALWAYS AS (json_extract(detail_json, '$.Category')) VIRTUAL;
ALTER TABLE portal_announcements ADD COLUMN price REAL
  GENERATED ALWAYS AS (json_extract(detail_json, '$.Price')) VIRTUAL;
ALTER TABLE portal_announcements ADD COLUMN bid_start_time TEXT
  GENERATED ALWAYS AS (json_extract(detail_json, '$.BidStartTime')) VIRTUAL;

-- A list page is one platform's kind, newest first, within an organisation.
CREATE INDEX portal_announcements_newest ON portal_announcements (platform_id, kind, org_id, publish_time);
CREATE INDEX portal_announcements_city ON portal_announcements (platform_id, kind, city_code);
CREATE INDEX portal_announcements_county ON portal_announcements (platform_id, kind, county_code);
CREATE INDEX portal_announcements_category ON portal_announcements (platform_id, kind, category);
CREATE INDEX portal_announcements_price ON portal_announcements (platform_id, kind, price);
CREATE INDEX portal_announcements_bid ON portal_announcements (platform_id, kind, bid_start_time);
