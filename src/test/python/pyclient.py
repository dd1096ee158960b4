"""Drives python-oracledb (thin mode) against the nnebench double and prints what it got.

The Java test (PythonOracledbTest) starts the double, runs this script and checks the lines it
prints. Usage: pyclient.py HOST PORT SERVICE USER SHAPE... with the password in the environment
variable NNEBENCH_PASSWORD (never on the command line). A SHAPE is
rows,cols,width,nulls,repeat,arraysize[,sqllength]: a SQL length pads the text's comment to that
many bytes (a request over several packets). Each line is "step: result". With NNEBENCH_EZTLS=1
every connection asks for ezTLS (use_eztls=True, python-oracledb 26.1 and later).
"""
import hashlib
import os
import sys

import oracledb

# The comment makes the SQL text longer than 252 bytes, so it goes in the chunked form.
SHAPE_SQL = ("/* nnebench:shape v1 rows={} cols={} width={} nulls={} repeat={} */"
             " select 1 from dual /* {} */")


def shape_sql(rows, cols, width, nulls, repeat, length=0):
    """The shape's SQL, its comment at least 300 bytes and the text at least length bytes."""
    text = SHAPE_SQL.format(rows, cols, width, nulls, repeat, "")
    return SHAPE_SQL.format(rows, cols, width, nulls, repeat, "x" * max(300, length - len(text)))


def digest(rows):
    """SHA-256 over the rows: cells joined by TAB, NULL as \\N, each row ended by LF."""
    h = hashlib.sha256()
    for row in rows:
        cells = ["\\N" if v is None else str(v) for v in row]
        h.update(("\t".join(cells) + "\n").encode("utf-8"))
    return h.hexdigest()


def ora(exc):
    return f"ORA-{exc.args[0].code:05d}"


def fetch_shape(conn, spec, step="shape", executions=1):
    """Runs a shape query; with executions > 1 on one cursor, so the later ones re-execute it."""
    rows, cols, width, nulls, repeat, arraysize, *length = (int(v) for v in spec.split(","))
    with conn.cursor() as cur:
        cur.arraysize = arraysize
        cur.prefetchrows = arraysize
        for _ in range(executions):
            cur.execute(shape_sql(rows, cols, width, nulls, repeat, *length))
            got = cur.fetchall()
        names = ",".join(d[0] for d in cur.description)
    print(f"{step} {spec}: rows={len(got)} columns={names} digest={digest(got)}", flush=True)


def call_timeout(conn):
    """A call timeout: the driver breaks the call (break/reset markers), the session stays."""
    conn.call_timeout = 300
    try:
        with conn.cursor() as cur:
            cur.execute("select nnebench_sleep(5) from dual")
        print("call timeout: no error", flush=True)
    except oracledb.Error as e:
        print(f"call timeout: {e.args[0].full_code}", flush=True)
    conn.call_timeout = 0
    with conn.cursor() as cur:
        cur.execute("select 'after' from dual")
        print(f"after timeout: {cur.fetchall()[0][0]}", flush=True)


def main():
    host, port, service, user = sys.argv[1:5]
    password = os.environ["NNEBENCH_PASSWORD"]
    dsn = f"{host}:{port}/{service}"
    extra = {"use_eztls": True} if os.environ.get("NNEBENCH_EZTLS") == "1" else {}
    try:
        oracledb.connect(user=user, password=password + "-wrong", dsn=dsn, **extra).close()
        print("wrong password: accepted", flush=True)
    except oracledb.DatabaseError as e:
        print(f"wrong password: {ora(e)}", flush=True)
    conn = oracledb.connect(user=user, password=password, dsn=dsn, **extra)
    print(f"connected: version={conn.version}", flush=True)
    with conn.cursor() as cur:
        cur.execute("alter session set nls_date_format = 'YYYY-MM-DD'")
        print("alter session: ok", flush=True)
        cur.execute("select 42 from dual")
        print(f"dual: {cur.fetchall()[0][0]}", flush=True)
    for spec in sys.argv[5:]:
        fetch_shape(conn, spec)
    fetch_shape(conn, sys.argv[5], "reexecute", 3)
    try:
        with conn.cursor() as cur:
            cur.execute("select * from no_such_table")
        print("unknown table: no error", flush=True)
    except oracledb.DatabaseError as e:
        print(f"unknown table: {ora(e)}", flush=True)
    with conn.cursor() as cur:
        cur.execute("select 'after' from dual")
        print(f"after error: {cur.fetchall()[0][0]}", flush=True)
    if os.environ.get("NNEBENCH_CANCEL") == "1":
        call_timeout(conn)
    conn.ping()
    print("ping: ok", flush=True)
    conn.close()
    print("closed: ok", flush=True)


if __name__ == "__main__":
    main()
