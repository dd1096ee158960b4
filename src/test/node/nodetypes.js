// Fetches typed nnebench shapes with node-oracledb (thin mode) and prints every cell.
// Usage: node nodetypes.js HOST PORT SERVICE USER FETCH_LOBS HEADER,FETCHSIZE... with the password
// in NNEBENCH_PASSWORD and TZ=UTC. FETCH_LOBS is 1 (Lob objects, read with LOB calls) or 0 (LOBs
// fetched as string/Buffer). Each row is printed as "row N: " and its cells (ID first) joined by
// TAB: NULL as \N, NUMBER as String(number) (exact for these values: at most 15 digits), dates
// as toISOString() (node reads DATE and TIMESTAMP as local time, here UTC, and TIMESTAMP WITH
// TIME ZONE as its UTC instant, to the millisecond), BINARY_DOUBLE as String(number), bytes as
// upper-case hex; a value longer than 64 characters as "len=N sha256=HEX" of that text. Then "error: ORA-nnnnn" for an unsupported-type
// query and "after error: ok" when the session still answers.
'use strict';

const crypto = require('crypto');
const oracledb = require('oracledb');

function ora(err) {
  return err.errorNum ? 'ORA-' + String(err.errorNum).padStart(5, '0') : 'error ' + err.message;
}

async function text(value) {
  if (value === null) {
    return '\\N';
  }
  let v = value;
  if (v instanceof oracledb.Lob) {
    v = await v.getData();
  }
  if (Buffer.isBuffer(v)) {
    v = v.toString('hex').toUpperCase();
  } else if (v instanceof Date) {
    v = v.toISOString();
  } else {
    v = String(v);
  }
  if (v.length > 64) {
    return `len=${v.length} sha256=${crypto.createHash('sha256').update(v, 'utf8').digest('hex')}`;
  }
  return v;
}

async function main() {
  const [host, port, service, user, fetchLobs, ...shapes] = process.argv.slice(2);
  if (fetchLobs !== '1') {
    oracledb.fetchAsString = [oracledb.CLOB];
    oracledb.fetchAsBuffer = [oracledb.BLOB];
  }
  const conn = await oracledb.getConnection({
    user, password: process.env.NNEBENCH_PASSWORD, connectString: `${host}:${port}/${service}` });
  for (const arg of shapes) {
    const cut = arg.lastIndexOf(',');
    const fetch = Number(arg.slice(cut + 1));
    const result = await conn.execute(arg.slice(0, cut) + ' select 1 from dual', [],
      { fetchArraySize: fetch, prefetchRows: fetch, resultSet: true });
    let n = 0;
    for (let row = await result.resultSet.getRow(); row; row = await result.resultSet.getRow()) {
      n++;
      const cells = [];
      for (const v of row) {
        cells.push(await text(v));
      }
      console.log(`row ${n}: ${cells.join('\t')}`);
    }
    await result.resultSet.close();
  }
  try {
    await conn.execute("select json_object('a' value 1) from dual");
    console.log('error: none');
  } catch (err) {
    console.log(`error: ${ora(err)}`);
  }
  console.log(`after error: ${(await conn.execute("select 'ok' from dual")).rows[0][0]}`);
  await conn.close();
}

main().catch((err) => {
  console.log(`failed: ${ora(err)} ${err.stack}`);
  process.exit(1);
});
