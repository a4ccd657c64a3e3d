-- Accounts of the SSO provider and the basic user info of SPEC §3.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  account TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  user_name TEXT,
  mobile TEXT,
  email TEXT,
  member_id TEXT,
  member_type INTEGER,
  is_saler INTEGER NOT NULL DEFAULT 0,
  data_from INTEGER,
  is_show_mark INTEGER NOT NULL DEFAULT 0,
  mark_ids TEXT NOT NULL DEFAULT '[]',
  trading_org_id TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  -- what the account demonstrates, printed by `npm start`
  note TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE identities (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  identity TEXT NOT NULL,
  identity_name TEXT NOT NULL,
  business_type_id TEXT,
  is_authed INTEGER NOT NULL DEFAULT 1,
  state INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL
);
CREATE INDEX identities_user ON identities (user_id, position);

-- Small sandbox-wide values: signing keys, link bases.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Storage of the OIDC provider (sessions, grants, codes, tokens), so sign-ins survive a restart.
CREATE TABLE oidc_payloads (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at INTEGER,
  consumed_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid);
