-- Locale kit: the texts an administrator uploaded for a locale (a properties file), kept as a JSON
-- object of translation key -> text holding only the texts that differ from the console's own
-- translation file; no row when nothing differs. modified_at is the time of the last upload.
CREATE TABLE locale_overrides (
  locale TEXT PRIMARY KEY,
  texts TEXT NOT NULL,
  modified_at TEXT NOT NULL
);

-- Request definitions made from an approval template: the template's DN, how its steps run
-- (none, serial, parallel or quorum) and a quorum step's quorum ('50%'). The approvers column
-- (migration 030) holds one addressee per step, in approval order. A definition with no
-- approval_type runs its approvers in order (as before).
ALTER TABLE request_definitions ADD COLUMN template TEXT;
ALTER TABLE request_definitions ADD COLUMN approval_type TEXT;
ALTER TABLE request_definitions ADD COLUMN quorum TEXT;
