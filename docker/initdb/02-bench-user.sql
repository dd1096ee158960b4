-- The nnebench user (bench/bench) in FREEPDB1, allowed to read what NNE and the fetch cost:
-- v$session_connect_info (negotiated algorithms), v$mystat and v$statname (bytes and round trips).
-- The image runs this as SYSDBA in the root container; IF NOT EXISTS keeps it idempotent, because
-- the image may already have created the user from APP_USER.
ALTER SESSION SET CONTAINER = FREEPDB1;
CREATE USER IF NOT EXISTS bench IDENTIFIED BY bench;
GRANT CREATE SESSION TO bench;
GRANT SELECT ON sys.v_$session_connect_info TO bench;
GRANT SELECT ON sys.v_$mystat TO bench;
GRANT SELECT ON sys.v_$statname TO bench;
EXIT;
