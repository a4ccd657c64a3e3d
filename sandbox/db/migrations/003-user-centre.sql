-- What a signed-in participant manages in the user centre (SPEC §2 "User centre and account").
CREATE TABLE user_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  real_name TEXT,
  id_card_no TEXT,
  is_real_name_authed INTEGER NOT NULL DEFAULT 0,
  member_name TEXT,
  register_time TEXT NOT NULL,
  last_login_time TEXT
);

-- Business identities applied for in AddBusinessIdentity, waiting for the centre's review.
CREATE TABLE identity_applications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  identity TEXT NOT NULL,
  identity_name TEXT NOT NULL,
  org_name TEXT NOT NULL,
  credit_code TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  state INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE simulate_settings (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  start_price REAL NOT NULL,
  increment REAL NOT NULL,
  duration_minutes INTEGER NOT NULL,
  update_time TEXT NOT NULL
);

CREATE TABLE participations (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  annc_id TEXT NOT NULL,
  project_code TEXT NOT NULL,
  project_name TEXT NOT NULL,
  org_name TEXT NOT NULL,
  apply_time TEXT NOT NULL,
  state TEXT NOT NULL,
  deposit REAL NOT NULL,
  bid_start_time TEXT,
  bid_end_time TEXT,
  final_price REAL
);
CREATE INDEX participations_user ON participations (user_id, apply_time);

CREATE TABLE bank_accounts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_name TEXT NOT NULL,
  account_no TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  branch_name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);

CREATE TABLE seller_projects (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  listing_price REAL NOT NULL,
  state TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  contact_name TEXT NOT NULL DEFAULT '',
  contact_phone TEXT NOT NULL DEFAULT '',
  create_time TEXT NOT NULL
);
CREATE INDEX seller_projects_user ON seller_projects (user_id, create_time);

CREATE TABLE orders (
  order_no TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount REAL NOT NULL,
  state TEXT NOT NULL,
  create_time TEXT NOT NULL,
  pay_time TEXT
);
CREATE INDEX orders_user ON orders (user_id, create_time);

CREATE TABLE settlements (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_name TEXT NOT NULL,
  deal_price REAL NOT NULL,
  service_fee REAL NOT NULL,
  state TEXT NOT NULL,
  settle_time TEXT
);

CREATE TABLE user_notices (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  send_time TEXT NOT NULL
);
CREATE INDEX user_notices_user ON user_notices (user_id, send_time);
