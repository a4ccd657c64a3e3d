-- Per-user left-menu trees of the user centre (SPEC §2, §3 "Menu node"), up to three levels.
CREATE TABLE menu_nodes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parent_id TEXT REFERENCES menu_nodes (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  url TEXT,
  sub_system_id TEXT,
  target TEXT
);
CREATE INDEX menu_nodes_user ON menu_nodes (user_id, parent_id, position);

-- Interest marks (SPEC §4 "Interest-marks popup").
CREATE TABLE marks (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  business_type TEXT NOT NULL,
  position INTEGER NOT NULL
);

-- Customer-service dictionaries: Value items 0 phone, 1 morning hours, 2 afternoon hours, 3 address.
CREATE TABLE sys_dicts (
  dict_type TEXT NOT NULL,
  position INTEGER NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (dict_type, position)
);

-- Organisation contact info of the inventory footer.
CREATE TABLE org_contacts (
  business TEXT PRIMARY KEY,
  tel TEXT NOT NULL,
  email TEXT NOT NULL,
  address TEXT NOT NULL
);

-- Quick-panel sidebar entry (feedback QR) per platform.
CREATE TABLE sidebar_configs (
  platform_id TEXT PRIMARY KEY,
  is_show INTEGER NOT NULL,
  value TEXT
);

-- Addresses handed out by the API: app client (mobile QR), CTP client, bidding app.
CREATE TABLE app_links (
  key TEXT PRIMARY KEY,
  url TEXT NOT NULL
);
