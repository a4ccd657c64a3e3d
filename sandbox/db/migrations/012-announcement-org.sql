-- An announcement of a city or county centre: listed on that centre's portals only (the TradingOrgId
-- header). NULL is the province's, listed everywhere else.
ALTER TABLE portal_announcements ADD COLUMN org_id TEXT;
