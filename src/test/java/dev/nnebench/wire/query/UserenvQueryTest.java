package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.call.TlsParameters;
import dev.nnebench.wire.ttc.OraError;
import dev.nnebench.wire.ttc.TtcWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UserenvQueryTest {
  private static final SessionInfo TCPS = new SessionInfo("u", "s", null, null, 13, true, false,
      new TlsParameters("TLSv1.3", "TLS_AES_256_GCM_SHA384"));
  private static final SessionInfo TCP = new SessionInfo("u", "s", null, null, 13, true, false);

  private static List<String> row(SessionInfo session, String sql) {
    FixedRows rows = (FixedRows) new SqlCatalog(session).resolve(sql).rows();
    assertEquals(1, rows.rowCount());
    return java.util.stream.IntStream.range(0, rows.columns().size()).mapToObj(i -> {
      TtcWriter w = new TtcWriter();
      rows.writeCell(1, i, w);
      byte[] b = w.toByteArray();
      return b[0] == 0 ? null : new String(b, 1, b.length - 1, StandardCharsets.UTF_8);
    }).toList();
  }

  @Test
  void answersTheNetworkProtocolAndTlsOfTheSession() {
    String sql = "SELECT SYS_CONTEXT('USERENV', 'NETWORK_PROTOCOL'), SYS_CONTEXT('USERENV',"
        + " 'TLS_VERSION'), SYS_CONTEXT('USERENV', 'TLS_CIPHERSUITE') FROM dual";
    assertEquals(List.of("tcps", "TLSv1.3", "TLS_AES_256_GCM_SHA384"), row(TCPS, sql));
    assertEquals(java.util.Arrays.asList("tcp", null, null), row(TCP, sql));
  }

  @ParameterizedTest
  @ValueSource(strings = {"select sys_context('userenv','network_protocol') from sys.dual",
      "SELECT SYS_CONTEXT ( 'USERENV' , 'NETWORK_PROTOCOL' ) AS p FROM DUAL;",
      "select sys_context('USERENV', 'NETWORK_PROTOCOL') p from dual"})
  void acceptsAnyLayoutAndAliases(String sql) {
    assertEquals(List.of("tcps"), row(TCPS, sql));
  }

  @Test
  void namesColumnsAfterTheExpressionOrTheAlias() {
    SqlCatalog catalog = new SqlCatalog(TCPS);
    assertEquals("SYS_CONTEXT('USERENV','TLS_VERSION')", catalog.resolve(
        "select sys_context('userenv', 'tls_version') from dual").rows().columns().get(0).name());
    assertEquals("V", catalog.resolve("select sys_context('userenv','tls_version') as v from dual")
        .rows().columns().get(0).name());
  }

  @Test
  void anUnknownParameterIsOra02003() {
    assertEquals(OraError.INVALID_USERENV_PARAMETER, new SqlCatalog(TCPS)
        .resolve("select sys_context('userenv', 'SID') from dual").error());
  }

  @Test
  void otherSelectListsAreNotItsToAnswer() {
    SqlCatalog.Result r = new SqlCatalog(TCPS)
        .resolve("select sys_context('userenv','tls_version'), 1 from dual");
    assertNull(r.rows());
    assertEquals(OraError.TABLE_NOT_FOUND, r.error());
  }
}
