-- The task list and the request history now open with the columns of the display settings. The
-- first defaults showed fewer columns than the console did until then; a store still holding them
-- gets the columns the console showed, so nobody loses a column they saw. A changed setting stays.
UPDATE display_settings
   SET settings = json_set(settings, '$.defaultColumns', json('[{"key":"processName","value":"Request"},{"key":"activityName","value":"Activity"},{"key":"recipientName","value":"Recipient"},{"key":"initiatorName","value":"Requester"},{"key":"createTime","value":"Assigned on"},{"key":"expirationTime","value":"Expires"},{"key":"assignStatus","value":"Status"}]'))
 WHERE section = 'task'
   AND json_extract(settings, '$.defaultColumns') = json('[{"key":"processName","value":"Request"},{"key":"recipientName","value":"Recipient"},{"key":"createTime","value":"Assigned on"},{"key":"priority","value":"Priority"}]');

UPDATE display_settings
   SET settings = json_set(settings, '$.defaultColumns', json_extract(settings, '$.allColumns'))
 WHERE section = 'request'
   AND json_extract(settings, '$.defaultColumns') = json('[{"key":"name","value":"Item"},{"key":"requestState","value":"Status"},{"key":"recipientName","value":"Recipient"},{"key":"requestDate","value":"Requested on"}]');
