-- A student's join in one statement (ADR 23): the class of the join code under its row lock, the count
-- against the cap, the seat and this device's token. One class's joins take turns from the lock to the end
-- of the call's own transaction, inside PostgreSQL, so no join waits on another's round trips to an app
-- process. A volatile function's statements each read the rows committed before they start: the count sees
-- every seat of the joins that held the lock before this one. The lock is FOR NO KEY UPDATE, so rows of
-- other tables that refer to the class (results, groups) are written meanwhile without waiting.
-- Outcomes: 'seated' (with the seat's id), 'unknown' (no class has the code), 'ended', 'closed' (to new
-- students), 'full' (the cap) and 'taken' (a seat of the class has the name); the class's id and name with
-- all but 'unknown'.
CREATE FUNCTION join_seat(
	p_code varchar,
	p_cap integer,
	p_name varchar,
	p_name_key varchar,
	p_lang varchar,
	p_seat_code varchar,
	p_token_hash varchar,
	p_previous_token_hash varchar,
	OUT outcome text,
	OUT class_id integer,
	OUT class_name varchar,
	OUT seat_id integer
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	is_ended boolean;
	is_open boolean;
BEGIN
	SELECT c.id, c.name, c.ended_at IS NOT NULL, c.join_open INTO class_id, class_name, is_ended, is_open
		FROM classes c WHERE c.join_code = p_code FOR NO KEY UPDATE;
	IF class_id IS NULL THEN
		outcome := 'unknown';
	ELSIF is_ended THEN
		outcome := 'ended';
	ELSIF NOT is_open THEN
		outcome := 'closed';
	ELSIF (SELECT count(*) FROM seats s WHERE s.class_id = join_seat.class_id) >= p_cap THEN
		outcome := 'full';
	ELSE
		INSERT INTO seats (class_id, name, name_key, lang, seat_code)
			VALUES (join_seat.class_id, p_name, p_name_key, p_lang, p_seat_code)
			ON CONFLICT ON CONSTRAINT seats_class_name_unique DO NOTHING
			RETURNING id INTO seat_id;
		IF seat_id IS NULL THEN
			outcome := 'taken';
		ELSE
			-- a device that had another seat leaves it on this device
			DELETE FROM seat_devices d WHERE d.token_hash = p_previous_token_hash;
			INSERT INTO seat_devices (token_hash, seat_id) VALUES (p_token_hash, join_seat.seat_id);
			outcome := 'seated';
		END IF;
	END IF;
END
$$;
