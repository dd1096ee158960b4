package dev.nnebench.wire.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.shape.RowDigest;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.call.SessionInfo;
import dev.nnebench.wire.ttc.FunctionCode;
import dev.nnebench.wire.ttc.TtcReader;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QueryServiceTest {
  private static final SessionInfo SESSION =
      new SessionInfo("scott", "FREEPDB1", "AES256", "SHA512", Requests.FIELD_VERSION, true);

  private final QueryService service = new QueryService(SESSION);
  private final CollectingSink sink = new CollectingSink();
  private final ResponseDecoder decoder = new ResponseDecoder(Requests.FIELD_VERSION);

  @ParameterizedTest
  @CsvSource({
    "25, 3, 1, 0, 1, 10", "25, 3, 100, 30, 1, 1", "25, 3, 300, 100, 10, 7",
    "1000, 2, 4000, 30, 10, 1000", "13, 1, 1, 0, 1, 100000", "0, 2, 5, 0, 1, 10"
  })
  void shouldServeEveryRowOfAShape(int rows, int cols, int width, int nulls, int repeat,
      long fetchSize) throws IOException {
    Shape shape = new Shape(rows, cols, width, nulls, repeat);
    RowDigest digest = new RowDigest();
    long fetched = fetchAll(shape.toSql(), fetchSize, digest);
    assertEquals(rows, fetched);
    assertEquals(RowDigest.expected(shape), digest.value());
  }

  @Test
  void shouldSendBitVectorsForRepeatedRowsOnlyWhenCompressionIsOn() throws IOException {
    Shape shape = new Shape(20, 4, 10, 0, 10);
    // rows 2..20: 18 rows repeat the one above, and row 11 (a new group) carries an all-ones
    // vector because rows after the first vector of a response always carry one
    assertEquals(19, call(FunctionCode.EXECUTE, Requests.execute(shape.toSql(), 20)).bitVectors);
    QueryService plain = (QueryService) QueryService.factory(false).apply(SESSION);
    plain.call(FunctionCode.EXECUTE, 1, Requests.execute(shape.toSql(), 20), sink);
    assertEquals(0, decoder.decode(sink.take()).bitVectors);
  }

  @Test
  void shouldStreamLargeFetchesInBoundedPieces() throws IOException {
    Shape shape = new Shape(2000, 10, 1000, 0, 1);
    service.call(FunctionCode.EXECUTE, 1, Requests.execute(shape.toSql(), 2000), sink);
    assertTrue(sink.largestFlush() < FetchResponse.FLUSH_THRESHOLD + 20_000, "flush sizes");
    assertEquals(2000, decoder.decode(sink.take()).rows.size());
  }

  @Test
  void shouldAnswerUnknownSqlAsOracleAndCarryOn() throws IOException {
    ResponseDecoder.Response r = call(FunctionCode.EXECUTE, Requests.execute("SELECT * FROM emp", 10));
    assertEquals(942, r.errorCode);
    assertEquals(7, r.callNumber, "the end-of-call echoes the call's sequence number");
    assertEquals("ORA-00942: table or view does not exist\n", r.errorText);
    assertEquals(900, call(FunctionCode.EXECUTE, Requests.execute("DELETE emp", 10)).errorCode);
    ResponseDecoder.Response probe = call(FunctionCode.EXECUTE, Requests.execute("select 1 from dual", 10));
    assertEquals(List.of("1"), probe.columnNames);
    assertEquals("1", probe.rows.get(0)[0]);
    assertEquals(1403, probe.errorCode);
  }

  @Test
  void shouldEndAnEmptyResultWithNoDataFound() throws IOException {
    ResponseDecoder.Response r = call(FunctionCode.EXECUTE, Requests.execute(new Shape(0, 2, 5, 0, 1).toSql(), 10));
    assertEquals(3, r.columnNames.size());
    assertEquals(0, r.rows.size());
    assertEquals(1403, r.errorCode);
    assertEquals(0, r.rowCount);
  }

  @Test
  void shouldReportInvalidCursorAfterCloseMidFetch() throws IOException {
    ResponseDecoder.Response first = call(FunctionCode.EXECUTE, Requests.execute(new Shape(100, 1, 5, 0, 1).toSql(), 10));
    assertEquals(0, first.errorCode);
    assertEquals(first.cursorId, first.returnedCursorId, "ojdbc takes the cursor id from al8o4[2]");
    assertTrue(service.piggyback(FunctionCode.CLOSE_CURSORS, Requests.closeCursors(first.cursorId)));
    assertEquals(0, service.openCursors());
    ResponseDecoder.Response after = call(FunctionCode.FETCH, Requests.fetch(first.cursorId, 10));
    assertEquals(1001, after.errorCode);
  }

  @Test
  void shouldRestartAResultOnReexecute() throws IOException {
    Shape shape = new Shape(30, 2, 8, 30, 1);
    ResponseDecoder.Response first = call(FunctionCode.EXECUTE, Requests.execute(shape.toSql(), 10));
    ResponseDecoder.Response again = call(FunctionCode.REEXECUTE_AND_FETCH,
        Requests.reexecuteAndFetch(first.cursorId, 30));
    assertEquals(30, again.rows.size());
    assertEquals(1403, again.errorCode);
    assertEquals(first.rows.get(0)[1], again.rows.get(0)[1]);
  }

  @Test
  void shouldAnswerTheBannerQueryWithTheNegotiatedAlgorithms() throws IOException {
    ResponseDecoder.Response r = call(FunctionCode.EXECUTE, Requests.execute(NneBanner.QUERY, 10));
    List<String> lines = r.rows.stream().map(row -> row[0]).toList();
    assertEquals(NneBanner.rows(SESSION), lines);
    assertTrue(lines.contains("AES256 Encryption service adapter for Linux: Version 19.0.0.0.0 - Production"));
  }

  @Test
  void shouldDeclineCallsItDoesNotKnow() throws IOException {
    assertFalse(service.call(FunctionCode.LOGOFF, 1, new TtcReader(new byte[0]), sink));
    assertFalse(service.piggyback(FunctionCode.PING, new TtcReader(new byte[0])));
  }

  private long fetchAll(String sql, long fetchSize, RowDigest digest) throws IOException {
    ResponseDecoder.Response r = call(FunctionCode.EXECUTE, Requests.execute(sql, fetchSize));
    long total = 0;
    while (true) {
      total += addRows(r, digest);
      assertEquals(total, r.rowCount);
      if (r.errorCode == 1403) {
        return total;
      }
      assertEquals(0, r.errorCode);
      r = call(FunctionCode.FETCH, Requests.fetch(r.cursorId, fetchSize));
    }
  }

  private static int addRows(ResponseDecoder.Response r, RowDigest digest) {
    for (String[] row : r.rows) {
      digest.add(row[0]);
      for (int c = 1; c < row.length; c++) {
        digest.add(row[c]);
      }
    }
    return r.rows.size();
  }

  private ResponseDecoder.Response call(int function, TtcReader request) throws IOException {
    assertTrue(service.call(function, 7, request, sink));
    return decoder.decode(sink.take());
  }
}
