-- Named staff: each console session keeps the person who signed in (a name from ADMIN_STAFF, 'Owner' for
-- ADMIN_TOKEN, or the Cloudflare Access e-mail), so the audit log and activity list say who did what.
ALTER TABLE admin_sessions ADD COLUMN person TEXT;
-- A request or lead can be given to one person ("Assigned to me").
ALTER TABLE lead_work ADD COLUMN assignee TEXT;
CREATE INDEX IF NOT EXISTS lead_work_assignee ON lead_work (assignee) WHERE assignee IS NOT NULL;
-- Leads from the same mobile are grouped in the inbox; the lookup goes by phone and time.
CREATE INDEX IF NOT EXISTS leads_phone ON leads (phone, created_at) WHERE phone IS NOT NULL;
