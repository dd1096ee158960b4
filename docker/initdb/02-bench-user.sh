#!/bin/bash
# Lets the benchmark user (APP_USER, which the image creates in FREEPDB1; nnebench passes its
# --user there, default bench/bench) read what NNE and the fetch cost: v$session_connect_info
# (negotiated algorithms), v$mystat and v$statname (bytes and round trips), and the server's side
# of a session's time: v$sess_time_model (DB time, DB CPU), v$session_event (SQL*Net waits) and
# v$parameter (cpu_count, for the pool's knee).
# The image may source this file rather than run it (a checkout without the executable bit), so
# it uses no `set -e` and no `exit`, and every variable has a default.

nnebench_user="${APP_USER:-bench}"
case "$nnebench_user" in
  *[!A-Za-z0-9_$#]*)
    echo "nnebench: APP_USER '$nnebench_user' is not a plain Oracle user name; no grants made" >&2
    ;;
  *)
    if sqlplus -s / as sysdba <<SQL
WHENEVER SQLERROR EXIT SQL.SQLCODE
ALTER SESSION SET CONTAINER = FREEPDB1;
GRANT CREATE SESSION TO $nnebench_user;
GRANT SELECT ON sys.v_\$session_connect_info TO $nnebench_user;
GRANT SELECT ON sys.v_\$mystat TO $nnebench_user;
GRANT SELECT ON sys.v_\$statname TO $nnebench_user;
GRANT SELECT ON sys.v_\$sess_time_model TO $nnebench_user;
GRANT SELECT ON sys.v_\$session_event TO $nnebench_user;
GRANT SELECT ON sys.v_\$parameter TO $nnebench_user;
EXIT;
SQL
    then
      echo "nnebench: grants for $nnebench_user done"
    else
      echo "nnebench: grants for $nnebench_user failed; diagnose's session statistics will be" \
        "missing" >&2
    fi
    ;;
esac
