-- The dashboardAccess setting editDashboard now decides who may arrange their own dashboard; no
-- one was held to it before. A client still holding the old default (domain administrators only)
-- gets the new one, everyone, so that its users keep the Customize they had. Any other value was
-- chosen and stays.
UPDATE clients
   SET config = json_set(config, (
         SELECT '$.dashboardAccess[' || entry.key || '].value'
           FROM json_each(clients.config, '$.dashboardAccess') AS entry
          WHERE json_extract(entry.value, '$.key') = 'editDashboard'), json('["everyone"]'))
 WHERE json_valid(config)
   AND EXISTS (
         SELECT 1
           FROM json_each(clients.config, '$.dashboardAccess') AS entry
          WHERE json_extract(entry.value, '$.key') = 'editDashboard'
            AND json_extract(entry.value, '$.value') = json('["domainAdmin"]'));
