"""Reads the double's DBA views with python-oracledb (thin), an independent reader beside ojdbc.

The Java test (ViewReadersTest) starts the double with a server model, runs this script and
checks what it prints against what the model charged. Usage: pyviews.py HOST PORT SERVICE USER
with the password in NNEBENCH_PASSWORD. Between two readings it fetches a 50-row shape 10 rows
a call and pauses 300 ms; each line is "name: value" of the difference.
"""
import os
import sys
import time

import oracledb

TIME_MODEL = ("SELECT stat_name, value FROM v$sess_time_model"
              " WHERE sid = SYS_CONTEXT('USERENV', 'SID') AND stat_name IN ('DB time', 'DB CPU')")
EVENTS = ("SELECT event, total_waits, time_waited_micro, wait_class FROM v$session_event"
          " WHERE sid = SYS_CONTEXT('USERENV', 'SID')")
SHAPE = "/* nnebench:shape v1 rows=50 cols=2 width=10 nulls=0 repeat=1 */ select 1 from dual"


def rows(conn, sql):
    """All rows of a view query, in the execute's own answer (no fetch call)."""
    with conn.cursor() as cur:
        cur.prefetchrows = 100
        cur.arraysize = 100
        cur.execute(sql)
        return cur.fetchall()


def reading(conn):
    values = {name: value for name, value in rows(conn, TIME_MODEL)}
    for event, waits, micro, wait_class in rows(conn, EVENTS):
        if event == "SQL*Net message from client":
            values["snmfc.waits"] = waits
            values["snmfc.micro"] = micro
            values["snmfc.class"] = wait_class
    return values


def main():
    host, port, service, user = sys.argv[1:5]
    conn = oracledb.connect(user=user, password=os.environ["NNEBENCH_PASSWORD"],
                            dsn=f"{host}:{port}/{service}")
    before = reading(conn)
    with conn.cursor() as cur:
        cur.prefetchrows = 10
        cur.arraysize = 10
        cur.execute(SHAPE)
        print(f"rows: {len(cur.fetchall())}", flush=True)
    time.sleep(0.3)
    after = reading(conn)
    for name in ("DB time", "DB CPU", "snmfc.waits", "snmfc.micro"):
        print(f"{name}: {after[name] - before.get(name, 0)}", flush=True)
    print(f"snmfc.class: {after['snmfc.class']}", flush=True)
    conn.close()


if __name__ == "__main__":
    main()
