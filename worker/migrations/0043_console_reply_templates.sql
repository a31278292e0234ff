-- Reply templates the operators keep in the console: a WhatsApp or email text with placeholders
-- ({name} {reference} {package} {date} {amount}), offered on each lead's screen. Replaced as a whole list.
CREATE TABLE IF NOT EXISTS reply_templates (
  position INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'email')),
  name TEXT NOT NULL,
  body TEXT NOT NULL
);
