-- The order key after `key` (NULL: the first key), exactly as keyBetween(key, null) of
-- src/lib/order-keys.ts computes it (a property test compares the two). Lets a write place a task
-- last in its project inside one statement.
CREATE FUNCTION kanri_order_key_after(key text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  digits CONSTANT text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  head text;
  integer_length integer;
  integer_part text;
  fraction text;
  body text;
  i integer;
  next_digit integer;
  carry boolean := true;
  digit_a integer;
  midpoint text := '';
BEGIN
  IF key IS NULL THEN RETURN 'a0'; END IF;
  head := substr(key, 1, 1);
  IF ascii(head) BETWEEN ascii('a') AND ascii('z') THEN integer_length := ascii(head) - ascii('a') + 2;
  ELSIF ascii(head) BETWEEN ascii('A') AND ascii('Z') THEN integer_length := ascii('Z') - ascii(head) + 2;
  ELSE RAISE EXCEPTION 'Invalid order key head: %', head;
  END IF;
  integer_part := substr(key, 1, integer_length);
  fraction := substr(key, integer_length + 1);
  body := substr(integer_part, 2);

  -- Increment the integer part, carrying.
  i := length(body);
  WHILE carry AND i >= 1 LOOP
    next_digit := strpos(digits, substr(body, i, 1));
    IF next_digit = 62 THEN
      body := overlay(body PLACING '0' FROM i FOR 1);
    ELSE
      body := overlay(body PLACING substr(digits, next_digit + 1, 1) FROM i FOR 1);
      carry := false;
    END IF;
    i := i - 1;
  END LOOP;
  IF NOT carry THEN RETURN head || body; END IF;
  IF head = 'Z' THEN RETURN 'a0'; END IF;
  IF head <> 'z' THEN
    head := chr(ascii(head) + 1);
    IF ascii(head) > ascii('a') THEN RETURN head || body || '0'; END IF;
    RETURN head || left(body, -1);
  END IF;

  -- The largest integer: a fraction between `fraction` and 1 instead.
  LOOP
    digit_a := CASE WHEN fraction = '' THEN 0 ELSE strpos(digits, substr(fraction, 1, 1)) - 1 END;
    IF 62 - digit_a > 1 THEN
      RETURN integer_part || midpoint || substr(digits, (digit_a + 63) / 2 + 1, 1);
    END IF;
    midpoint := midpoint || substr(digits, digit_a + 1, 1);
    fraction := substr(fraction, 2);
  END LOOP;
END $$;
--> statement-breakpoint
-- The order key that puts a new or moved task last in `project`, with the project row locked
-- (FOR NO KEY UPDATE) until the transaction ends: inserts and moves into one project take turns,
-- so keys never collide. VOLATILE, so the last key is read with a snapshot taken after the lock
-- is granted (it sees what the previous holder committed). no_data_found when the project is not
-- in the workspace.
CREATE FUNCTION kanri_next_task_position(workspace integer, project integer) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  last_position text;
BEGIN
  PERFORM 1 FROM projects WHERE id = project AND workspace_id = workspace FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'project % is not in workspace %', project, workspace USING ERRCODE = 'no_data_found';
  END IF;
  SELECT position INTO last_position FROM tasks WHERE project_id = project ORDER BY position DESC LIMIT 1;
  RETURN kanri_order_key_after(last_position);
END $$;
