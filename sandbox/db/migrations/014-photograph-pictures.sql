-- Card photos are JPEGs now (sandbox/media/pictures.ts), as the centre's are photographs; a
-- database seeded before keeps its records, so their picture addresses move with them.
UPDATE portal_announcements
SET detail_json = json_set(
  detail_json,
  '$.ImageUrl',
  substr(json_extract(detail_json, '$.ImageUrl'), 1, length(json_extract(detail_json, '$.ImageUrl')) - 4) || '.jpg'
)
WHERE json_extract(detail_json, '$.ImageUrl') LIKE '/attachment/media/photo/%.svg';
