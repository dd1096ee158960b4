package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.shape.Shape;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.ttc.OraError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SqlCatalogTest {
  private final SqlCatalog catalog =
      new SqlCatalog(new SessionInfo("u", "s", "AES256", "SHA256", 13, true));

  @Test
  void shouldRecogniseShapesByTheirHeader() {
    Shape shape = new Shape(7, 2, 9, 30, 2);
    assertEquals(7, catalog.resolve(shape.toSql()).rows().rowCount());
    assertEquals(3, catalog.resolve(shape.toSql()).rows().columns().size());
  }

  @ParameterizedTest
  @ValueSource(strings = {
    NneBanner.QUERY,
    "select NETWORK_SERVICE_BANNER from V$SESSION_CONNECT_INFO where SID=sys_context('USERENV','SID');",
    "  SELECT network_service_banner\n FROM v$session_connect_info\n WHERE sid = SYS_CONTEXT( 'USERENV' , 'SID' )"
  })
  void shouldRecogniseTheBannerQueryWhateverItsLayout(String sql) {
    assertEquals(5, catalog.resolve(sql).rows().rowCount());
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT DBTIMEZONE FROM DUAL", "select sessiontimezone from sys.dual"})
  void shouldAnswerTimeZoneQueriesWithUtc(String sql) {
    FixedRows rows = (FixedRows) catalog.resolve(sql).rows();
    assertEquals(1, rows.rowCount());
    dev.nnebench.wire.ttc.TtcWriter w = new dev.nnebench.wire.ttc.TtcWriter();
    rows.writeCell(1, 0, w);
    assertEquals("062b30303a3030", java.util.HexFormat.of().formatHex(w.toByteArray()));
  }

  @Test
  void shouldAnswerUserWithTheSessionUserInUpperCase() {
    FixedRows rows = (FixedRows) catalog.resolve("select user from dual").rows();
    assertEquals("USER", rows.columns().get(0).name());
    dev.nnebench.wire.ttc.TtcWriter w = new dev.nnebench.wire.ttc.TtcWriter();
    rows.writeCell(1, 0, w);
    assertEquals("0155", java.util.HexFormat.of().formatHex(w.toByteArray()));
  }

  @ParameterizedTest
  @ValueSource(strings = {"ALTER SESSION SET NLS_DATE_FORMAT = 'YYYY-MM-DD'",
    "alter session set time_zone='+02:00'", "ALTER SESSION SET current_schema = scott"})
  void shouldAcceptAlterSessionAsAStatementWithoutColumns(String sql) {
    SqlCatalog.Result result = catalog.resolve(sql);
    assertNull(result.error());
    assertTrue(result.rows().columns().isEmpty());
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT 1 FROM DUAL", "select 42 from sys.dual", "SELECT 'x' FROM dual"})
  void shouldAnswerDualProbes(String sql) {
    assertEquals(1, catalog.resolve(sql).rows().rowCount());
  }

  @Test
  void shouldRefuseOtherSqlWithOraclesErrors() {
    assertEquals(OraError.TABLE_NOT_FOUND, catalog.resolve("SELECT * FROM emp").error());
    assertEquals(OraError.INVALID_ALTER_SESSION_OPTION,
        catalog.resolve("ALTER SESSION SET x = 1").error());
    assertEquals(OraError.INVALID_SQL, catalog.resolve("CREATE TABLE t (x NUMBER)").error());
    assertNull(catalog.resolve("SELECT * FROM emp").rows());
    String impossible = "/* nnebench:shape v1 rows=1 cols=1 width=0 nulls=0 repeat=1 */ SELECT 1";
    assertEquals(OraError.INVALID_SQL, catalog.resolve(impossible).error());
  }

  @ParameterizedTest
  @ValueSource(strings = {"SELECT NNEBENCH_SLEEP(7) FROM DUAL", "select nnebench_sleep ( 7 )from sys.dual;"})
  void shouldServeTheSleepQueryAsOneSlowRow(String sql) {
    RowSource rows = catalog.resolve(sql).rows();
    assertEquals(1, rows.rowCount());
    assertEquals(7000, rows.workMillis());
    assertEquals(0, catalog.resolve("SELECT 7 FROM DUAL").rows().workMillis());
  }

  @Test
  void shouldNotSleepForLongerThanItsThreeDigits() {
    assertEquals(OraError.TABLE_NOT_FOUND, catalog.resolve("SELECT NNEBENCH_SLEEP(1000) FROM DUAL")
        .error());
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "select json_object('a' value 1) from dual",
    "SELECT CAST('{}' AS JSON) FROM dual",
    "select to_vector('[1,2]') from dual",
    "select XMLTYPE('<a/>') from dual",
    "/* nnebench:shape v2 rows=1 cols=1 width=1 nulls=0 repeat=1 types=json lobSize=0 */ select 1"
  })
  void shouldRefuseTypesOutOfScopeWithInvalidDatatype(String sql) {
    assertEquals(OraError.INVALID_DATATYPE, catalog.resolve(sql).error());
  }

  @Test
  void shouldDescribeTypedShapesWithTheirTypes() {
    Shape shape = new Shape(3, 3, 5, 0, 1, Shape.parseTypes("number(9,2)/timestamp_tz/clob"), 10);
    var columns = catalog.resolve(shape.toSql()).rows().columns();
    assertEquals(new Column("C1", Column.Type.NUMBER, 22, 9, 2), columns.get(1));
    assertEquals(new Column("C2", Column.Type.TIMESTAMP_TZ, 13, 0, 6), columns.get(2));
    assertEquals(Column.Type.CLOB, columns.get(3).type());
  }

  @Test
  void shouldStripAnyNumberOfLeadingComments() {
    // a pattern repetition per comment would recurse once per comment: StackOverflowError
    SqlCatalog.Result r = catalog.resolve("/**/".repeat(10_000) + " /* x */\nSELECT 1 FROM DUAL");
    assertEquals(1, r.rows().rowCount());
  }

  @Test
  void shouldAnswerHostileTextWithOneError() {
    for (String sql : new String[] {"(".repeat(100_000), "/*".repeat(50_000),
        "select " + "'".repeat(100_001) + " from dual", " ".repeat(1_000_000) + ";",
        "/* unterminated comment select 1 from dual", "\0\n\r" + "\u00ff".repeat(1000)}) {
      SqlCatalog.Result r = catalog.resolve(sql);
      assertTrue(r.error() != null, sql.substring(0, 20));
    }
  }
}
