-- Indexes for the users list and lookups: every sortable or quick-searchable column of the user
-- schema has a NOCASE index, so sorting and prefix search stay fast at 100,000 users.
CREATE INDEX users_telephone ON users(telephone COLLATE NOCASE);
CREATE INDEX users_title ON users(title COLLATE NOCASE);
CREATE INDEX users_department ON users(department COLLATE NOCASE);
CREATE INDEX users_location ON users(location COLLATE NOCASE);
CREATE INDEX users_mobile ON users(mobile COLLATE NOCASE);
-- DNs compare without case (LDAP semantics: "CN=EndUser,..." is cn=enduser,...); without this index
-- a lookup by DN COLLATE NOCASE scanned all 100,000 users (18 ms per details call).
CREATE INDEX users_dn_nocase ON users(dn COLLATE NOCASE);
