"""Fetches typed nnebench shapes with python-oracledb (thin mode) and prints every cell.

Usage: pytypes.py HOST PORT SERVICE USER FETCH_LOBS HEADER,ARRAYSIZE... with the password in
NNEBENCH_PASSWORD. FETCH_LOBS is 1 (LOB locators, read with LOB calls) or 0 (LOBs as str/bytes).
Each row is printed as "row N: " and its cells (ID first) joined by TAB: NULL as \\N, numbers as
plain decimals, DATE/TIMESTAMP as YYYY-MM-DD HH:MM:SS[.ffffff] (TIMESTAMP WITH TIME ZONE as the
wall-clock time python-oracledb returns), BINARY_DOUBLE as repr, bytes as upper-case hex; a value
longer than 64 characters as "len=N sha256=HEX" of that text. Then "error: ORA-nnnnn" for an
unsupported-type query and "after error: ok" when the session still answers.
"""
import datetime
import decimal
import hashlib
import os
import sys

import oracledb


def text(value):
    if value is None:
        return "\\N"
    if isinstance(value, (oracledb.LOB,)):
        value = value.read()
    if isinstance(value, bytes):
        value = value.hex().upper()
    elif isinstance(value, decimal.Decimal):
        value = "0" if value == 0 else format(value.normalize(), "f")
    elif isinstance(value, datetime.datetime):
        value = value.strftime("%Y-%m-%d %H:%M:%S.%f")
    elif isinstance(value, float):
        value = repr(value)
    else:
        value = str(value)
    if len(value) > 64:
        digest = hashlib.sha256(value.encode("utf-8")).hexdigest()
        return f"len={len(value)} sha256={digest}"
    return value


def main():
    host, port, service, user, fetch_lobs = sys.argv[1:6]
    oracledb.defaults.fetch_decimals = True
    oracledb.defaults.fetch_lobs = fetch_lobs == "1"
    conn = oracledb.connect(user=user, password=os.environ["NNEBENCH_PASSWORD"],
                            dsn=f"{host}:{port}/{service}")
    for arg in sys.argv[6:]:
        header, arraysize = arg.rsplit(",", 1)
        with conn.cursor() as cur:
            cur.arraysize = int(arraysize)
            cur.prefetchrows = int(arraysize)
            cur.execute(header + " select 1 from dual")
            n = 0
            for row in cur:
                n += 1
                print(f"row {n}: " + "\t".join(text(v) for v in row), flush=True)
    try:
        with conn.cursor() as cur:
            cur.execute("select json_object('a' value 1) from dual")
        print("error: none", flush=True)
    except oracledb.DatabaseError as e:
        print(f"error: ORA-{e.args[0].code:05d}", flush=True)
    with conn.cursor() as cur:
        cur.execute("select 'ok' from dual")
        print(f"after error: {cur.fetchall()[0][0]}", flush=True)
    conn.close()


if __name__ == "__main__":
    main()
