package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.load.ServerLoad;
import dev.nnebench.wire.load.ServerModel;
import dev.nnebench.wire.load.SessionTime;
import dev.nnebench.wire.ttc.OraError;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forms of SQL over the DBA views a DBA or diagnose sends, answered from the session's
 * counters; the errors Oracle gives for the rest.
 */
class ViewQueryTest {
  private static final SessionInfo SESSION = new SessionInfo("u", "s", null, null, 13, true);
  private static final int SID = 37;

  private final SessionTime time = new ServerLoad(ServerModel.parse("t", "cpus=3")).open(SID);
  private final SqlCatalog catalog = new SqlCatalog(SESSION);

  @Test
  void theStatementsDiagnoseSends() throws Exception {
    time.stats().roundTrip(2, 25_000_000L);
    time.stats().packetSent(1000, 1_000);
    assertEquals(List.of("user calls=2", "DB time=2", "bytes sent via SQL*Net to client=1000",
        "SQL*Net roundtrips to/from client=1"), pairs("SELECT n.name, s.value FROM v$mystat s"
        + " JOIN v$statname n ON n.statistic# = s.statistic# WHERE n.name IN ('DB time',"
        + " 'user calls', 'SQL*Net roundtrips to/from client', 'bytes sent via SQL*Net to client')"));
    assertEquals(List.of("DB time=25000", "DB CPU=0"), pairs("SELECT stat_name, value FROM"
        + " v$sess_time_model WHERE sid = SYS_CONTEXT('USERENV', 'SID') AND stat_name IN"
        + " ('DB time', 'DB CPU')"));
    assertEquals(List.of("SQL*Net message to client=1"), pairs("SELECT event, total_waits FROM"
        + " v$session_event WHERE sid = SYS_CONTEXT('USERENV','SID')"));
    assertEquals(List.of("3"), column("SELECT value FROM v$parameter WHERE name = 'cpu_count'"));
    assertEquals(List.of("3"), column(" select VALUE from V$PARAMETER where NAME='cpu_count' ; "));
  }

  @Test
  void otherWaysToWriteThem() throws Exception {
    time.stats().roundTrip(1, 0);
    String comma = "select b.name, a.value from sys.v_$mystat a, v_$statname b where"
        + " a.statistic# = b.statistic# and b.name = 'user calls'";
    assertEquals(List.of("user calls=1"), pairs(comma));
    assertEquals(List.of(Integer.toString(SID)), column("SELECT sid FROM v$mystat WHERE statistic# IN (1)"));
    assertEquals(List.of("DB CPU", "DB time"), column("SELECT stat_name FROM v$sess_time_model"
        + " WHERE stat_name IN ('DB time','DB CPU') ORDER BY stat_name"));
    assertEquals(List.of(), column("SELECT stat_name FROM v$sess_time_model WHERE sid = 1"));
    assertEquals(4, catalog.resolve("SELECT * FROM v$sess_time_model WHERE stat_name = 'DB CPU'",
        time).rows().columns().size());
    assertEquals("N", catalog.resolve("SELECT name AS n FROM v$statname", time).rows().columns()
        .get(0).name());
    assertEquals(List.of(Integer.toString(SID)),
        column("SELECT SYS_CONTEXT('USERENV', 'SID') FROM dual"));
  }

  @Test
  void aReexecutedViewQueryReadsTheCountersAgain() {
    RowSource rows = catalog.resolve("SELECT value FROM v$mystat s JOIN v$statname n ON"
        + " n.statistic# = s.statistic# WHERE n.name = 'user calls'", time).rows();
    assertEquals("0", text(rows, 1, 0));
    time.stats().roundTrip(3, 0);
    rows.reexecute();
    assertEquals("3", text(rows, 1, 0));
  }

  @Test
  void whatOracleRefuses() {
    assertEquals(OraError.INVALID_IDENTIFIER,
        catalog.resolve("SELECT bogus FROM v$mystat", time).error());
    assertEquals(OraError.AMBIGUOUS_COLUMN, catalog.resolve("SELECT statistic# FROM v$mystat s,"
        + " v$statname n", time).error());
    assertEquals(OraError.INVALID_SQL, catalog.resolve("SELECT COUNT(*) FROM v$mystat", time)
        .error());
    assertEquals(OraError.TABLE_NOT_FOUND, catalog.resolve("SELECT * FROM v$osstat", time)
        .error());
    assertEquals(OraError.INVALID_SQL, catalog.resolve("SELECT * FROM v$mystat a, v$mystat b,"
        + " v$mystat c, v$mystat d", time).error(), "four views: refused, not multiplied out");
    assertEquals(9, catalog.resolve("SELECT b.sid FROM v$parameter a, v$sess_time_model b,"
        + " v$sess_time_model c", time).rows().rowCount());
  }

  @Test
  void withoutAServerModelTheViewsDoNotExist() {
    SqlCatalog.Result r = catalog.resolve("SELECT value FROM v$parameter WHERE name = 'cpu_count'",
        new ServerLoad(ServerModel.NONE).open(SID));
    assertNull(r.rows());
    assertEquals(OraError.TABLE_NOT_FOUND, r.error());
  }

  private List<String> pairs(String sql) {
    RowSource rows = catalog.resolve(sql, time).rows();
    List<String> out = new ArrayList<>();
    for (long r = 1; r <= rows.rowCount(); r++) {
      out.add(text(rows, r, 0) + "=" + text(rows, r, 1));
    }
    return out;
  }

  private List<String> column(String sql) {
    RowSource rows = catalog.resolve(sql, time).rows();
    List<String> out = new ArrayList<>();
    for (long r = 1; r <= rows.rowCount(); r++) {
      out.add(text(rows, r, 0));
    }
    return out;
  }

  private static String text(RowSource rows, long row, int column) {
    return String.valueOf(rows instanceof ViewRows view ? view.value(row, column)
        : ((FixedRows) rows).value(row, column));
  }
}
