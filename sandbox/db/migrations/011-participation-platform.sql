-- Participations belong to one platform: a lease application is listed under lease, not under the
-- property-rights client. Seeded rows were all property-rights applications.
ALTER TABLE participations ADD COLUMN platform_id TEXT NOT NULL DEFAULT 'AssetsCliectApp';
ALTER TABLE applications ADD COLUMN form_json TEXT;
