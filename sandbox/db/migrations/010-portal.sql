-- Portal data (docs/api.md "Portal data calls"): announcements with their detail, articles and news,
-- footer content pages, guest-book messages, favourites, applications and the equity-trust records.
CREATE TABLE portal_announcements (
  id TEXT PRIMARY KEY,
  platform_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  seq INTEGER NOT NULL,
  title TEXT NOT NULL,
  code TEXT NOT NULL,
  state TEXT NOT NULL,
  publish_time TEXT NOT NULL,
  view_count INTEGER NOT NULL,
  detail_json TEXT NOT NULL
);
CREATE INDEX portal_announcements_list ON portal_announcements (platform_id, kind, state, publish_time);

CREATE TABLE portal_articles (
  id TEXT PRIMARY KEY,
  platform_id TEXT NOT NULL,
  channel TEXT NOT NULL, -- 'article' (articlelist by typeid or type) or 'news'
  type_id TEXT NOT NULL,
  title TEXT NOT NULL,
  publish_time TEXT NOT NULL,
  summary TEXT,
  source TEXT,
  html TEXT NOT NULL,
  attachments_json TEXT NOT NULL
);
CREATE INDEX portal_articles_list ON portal_articles (platform_id, channel, type_id, publish_time);

CREATE TABLE portal_content_pages (
  platform_id TEXT NOT NULL,
  page_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  html TEXT NOT NULL,
  update_time TEXT NOT NULL,
  PRIMARY KEY (platform_id, page_id)
);

CREATE TABLE guest_messages (
  id TEXT PRIMARY KEY,
  platform_id TEXT NOT NULL,
  name TEXT NOT NULL,
  contact TEXT NOT NULL,
  content TEXT NOT NULL,
  time TEXT NOT NULL,
  reply TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX guest_messages_list ON guest_messages (platform_id, position);

CREATE TABLE favourites (
  account_id TEXT NOT NULL,
  annc_id TEXT NOT NULL REFERENCES portal_announcements (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (account_id, annc_id)
);

CREATE TABLE applications (
  account_id TEXT NOT NULL,
  annc_id TEXT NOT NULL REFERENCES portal_announcements (id),
  apply_code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, annc_id)
);

CREATE TABLE trust_companies (
  id TEXT PRIMARY KEY,
  platform_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  stock_code TEXT NOT NULL,
  industry TEXT NOT NULL,
  capital TEXT NOT NULL,
  trust_date TEXT NOT NULL,
  legal_person TEXT NOT NULL,
  address TEXT NOT NULL,
  html TEXT NOT NULL,
  logo_url TEXT,
  summary TEXT NOT NULL,
  in_style INTEGER NOT NULL
);

CREATE TABLE trust_notices (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES trust_companies (id),
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  publish_time TEXT NOT NULL,
  html TEXT NOT NULL,
  attachments_json TEXT NOT NULL
);
CREATE INDEX trust_notices_time ON trust_notices (publish_time);
