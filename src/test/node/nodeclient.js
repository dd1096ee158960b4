// Drives node-oracledb (thin mode, its default) against the nnebench double and prints what it
// got. The Java test (NodeOracledbTest) starts the double, runs this script and checks the lines
// it prints. Usage: node nodeclient.js HOST PORT SERVICE USER SHAPE... with the password in the
// environment variable NNEBENCH_PASSWORD (never on the command line). A SHAPE is
// rows,cols,width,nulls,repeat,fetchsize[,sqllength]: a SQL length pads the text's comment to
// that many bytes (a request over several packets). Each line is "step: result". With
// NNEBENCH_COMPRESSION=on the logins ask for network compression (threshold 200), with =low they
// ask for it at level low only (a descriptor's COMPRESSION_LEVELS), and the run ends with a line
// "compression: true|false" (isCompressionEnabled, true once a packet above the threshold went
// out compressed).
'use strict';

const crypto = require('crypto');
const oracledb = require('oracledb');

// The comment makes the SQL text longer than 252 bytes, so it goes in the chunked form, and at
// least `length` bytes long.
const shapeSql = (r, c, w, n, p, length = 0) => {
  const head = `/* nnebench:shape v1 rows=${r} cols=${c} width=${w} nulls=${n} repeat=${p} */`
    + ' select 1 from dual /* ';
  return head + 'x'.repeat(Math.max(300, length - head.length - 3)) + ' */';
};

function ora(err) {
  return err.errorNum ? 'ORA-' + String(err.errorNum).padStart(5, '0') : 'error ' + err.message;
}

// SHA-256 over the rows: cells joined by TAB, NULL as \N, each row ended by LF.
function digest(rows) {
  const h = crypto.createHash('sha256');
  for (const row of rows) {
    h.update(row.map((v) => (v === null ? '\\N' : String(v))).join('\t') + '\n', 'utf8');
  }
  return h.digest('hex');
}

// Runs a shape query; executions > 1 runs it again from the statement cache (a re-execute).
async function fetchShape(conn, spec, step = 'shape', executions = 1) {
  const [rows, cols, width, nulls, repeat, fetch, length] = spec.split(',').map(Number);
  let got;
  let names;
  for (let i = 0; i < executions; i++) {
    const result = await conn.execute(shapeSql(rows, cols, width, nulls, repeat, length), [],
      { fetchArraySize: fetch, prefetchRows: fetch, resultSet: true });
    got = [];
    for (let row = await result.resultSet.getRow(); row; row = await result.resultSet.getRow()) {
      got.push(row);
    }
    names = result.metaData.map((m) => m.name).join(',');
    await result.resultSet.close();
  }
  console.log(`${step} ${spec}: rows=${got.length} columns=${names} digest=${digest(got)}`);
}

async function main() {
  const [host, port, service, user, ...shapes] = process.argv.slice(2);
  const password = process.env.NNEBENCH_PASSWORD;
  const compression = process.env.NNEBENCH_COMPRESSION;
  const connectString = compression === 'low'
    ? `(DESCRIPTION=(COMPRESSION=on)(COMPRESSION_LEVELS=(LEVEL=low))(ADDRESS=(PROTOCOL=TCP)`
      + `(HOST=${host})(PORT=${port}))(CONNECT_DATA=(SERVICE_NAME=${service})))`
    : `${host}:${port}/${service}`;
  const asked = compression === 'on'
    ? { networkCompression: true, networkCompressionThreshold: 200 } : {};
  try {
    await (await oracledb.getConnection({ user, password: password + '-wrong', connectString,
      ...asked })).close();
    console.log('wrong password: accepted');
  } catch (err) {
    console.log(`wrong password: ${ora(err)}`);
  }
  const conn = await oracledb.getConnection({ user, password, connectString, ...asked });
  console.log(`connected: version=${conn.oracleServerVersionString}`);
  await conn.execute("alter session set nls_date_format = 'YYYY-MM-DD'");
  console.log('alter session: ok');
  console.log(`dual: ${(await conn.execute('select 42 from dual')).rows[0][0]}`);
  for (const spec of shapes) {
    await fetchShape(conn, spec);
  }
  await fetchShape(conn, shapes[0], 'reexecute', 3);
  try {
    await conn.execute('select * from no_such_table');
    console.log('unknown table: no error');
  } catch (err) {
    console.log(`unknown table: ${ora(err)}`);
  }
  console.log(`after error: ${(await conn.execute("select 'after' from dual")).rows[0][0]}`);
  await conn.ping();
  console.log('ping: ok');
  if (compression) {
    console.log(`compression: ${conn.isCompressionEnabled()}`);
  }
  await conn.close();
  console.log('closed: ok');
}

main().catch((err) => {
  console.log(`failed: ${ora(err)}`);
  process.exit(1);
});
