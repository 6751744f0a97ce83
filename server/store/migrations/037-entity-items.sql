-- Items of the entity types other than users and groups (locations, cost centres): one row per
-- item, its attribute values as a JSON object of attribute key -> list of strings. The entity
-- types and their attributes are defined in code (server/identity/entity-types.ts); the demo items
-- are inserted here so every store starts with a few of each.
CREATE TABLE entity_items (
  dn TEXT PRIMARY KEY COLLATE NOCASE,
  entity_key TEXT NOT NULL,
  name TEXT NOT NULL,
  attributes TEXT NOT NULL
);
CREATE INDEX entity_items_key_name ON entity_items(entity_key, name COLLATE NOCASE);

INSERT INTO entity_items (dn, entity_key, name, attributes) VALUES
  ('cn=Provo,ou=locations,o=data', 'location', 'Provo', '{"CN":["Provo"],"City":["Provo"],"Country":["United States"],"Description":["Headquarters"]}'),
  ('cn=Houston,ou=locations,o=data', 'location', 'Houston', '{"CN":["Houston"],"City":["Houston"],"Country":["United States"],"Description":["Sales office"]}'),
  ('cn=Munich,ou=locations,o=data', 'location', 'Munich', '{"CN":["Munich"],"City":["München"],"Country":["Germany"],"Description":["European engineering"]}'),
  ('cn=Bangalore,ou=locations,o=data', 'location', 'Bangalore', '{"CN":["Bangalore"],"City":["Bengaluru"],"Country":["India"],"Description":["Development centre"]}'),
  ('cn=Dubai,ou=locations,o=data', 'location', 'Dubai', '{"CN":["Dubai"],"City":["Dubai"],"Country":["United Arab Emirates"],"Description":["Middle East office"]}'),
  ('cn=London,ou=locations,o=data', 'location', 'London', '{"CN":["London"],"City":["London"],"Country":["United Kingdom"],"Description":["Finance and legal"]}'),
  ('cn=CC-1000,ou=costcentres,o=data', 'costCentre', 'CC-1000', '{"CN":["CC-1000"],"Code":["1000"],"Description":["Executive office"]}'),
  ('cn=CC-2100,ou=costcentres,o=data', 'costCentre', 'CC-2100', '{"CN":["CC-2100"],"Code":["2100"],"Description":["Engineering"]}'),
  ('cn=CC-2200,ou=costcentres,o=data', 'costCentre', 'CC-2200', '{"CN":["CC-2200"],"Code":["2200"],"Description":["Sales and marketing"]}'),
  ('cn=CC-3100,ou=costcentres,o=data', 'costCentre', 'CC-3100', '{"CN":["CC-3100"],"Code":["3100"],"Description":["Finance"]}'),
  ('cn=CC-4100,ou=costcentres,o=data', 'costCentre', 'CC-4100', '{"CN":["CC-4100"],"Code":["4100"],"Description":["IT and support"]}');
