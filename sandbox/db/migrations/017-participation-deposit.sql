-- A participation's deposit is the one its lot asks, and none (NULL) where the lot names none: an
-- application made through ApplyBid or SubmitApply recorded 0, which 我的参与 showed as 0.00 元.
CREATE TABLE participations_next (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  annc_id TEXT NOT NULL,
  project_code TEXT NOT NULL,
  project_name TEXT NOT NULL,
  org_name TEXT NOT NULL,
  apply_time TEXT NOT NULL,
  state TEXT NOT NULL,
  deposit REAL,
  bid_start_time TEXT,
  bid_end_time TEXT,
  final_price REAL,
  platform_id TEXT NOT NULL DEFAULT 'AssetsCliectApp'
);
INSERT INTO participations_next
  SELECT id, user_id, annc_id, project_code, project_name, org_name, apply_time, state, deposit,
    bid_start_time, bid_end_time, final_price, platform_id
  FROM participations;
DROP TABLE participations;
ALTER TABLE participations_next RENAME TO participations;
CREATE INDEX participations_user ON participations (user_id, apply_time);
