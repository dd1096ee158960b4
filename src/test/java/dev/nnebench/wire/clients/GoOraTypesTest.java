package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.shape.ColumnType;
import dev.nnebench.shape.Shape;
import dev.nnebench.shape.TypedValues;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * go-ora fetches typed shapes and LOBs (its default inline LOB fetch) from the double and prints
 * every cell (src/test/go/goclient with -types); each must be the shape's value. go-ora returns
 * DATE and TIMESTAMP in the database time zone, so only their wall-clock part is compared.
 */
class GoOraTypesTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "go-Secret-3";

  @Test
  void shouldReadEveryTypeExactly() throws Exception {
    Path client = GoOra.client();
    List<Shape> shapes = new ArrayList<>(List.of(PythonOracledbTypesTest.SCALARS));
    shapes.addAll(PythonOracledbTypesTest.LOBS);
    List<Integer> fetchSizes = List.of(1, 1000);
    ClientRun run;
    try (WireServer server = new WireServer(ServerOptions.builder().user(USER, PASSWORD)
        .build()).start()) {
      List<String> command = new ArrayList<>(List.of(client.toString(), "-types", "127.0.0.1",
          Integer.toString(server.port()), "FREEPDB1", USER));
      for (Shape s : shapes) {
        for (int f : fetchSizes) {
          command.add(s.header() + "," + f);
        }
      }
      run = ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD), 300);
    }
    assertEquals(0, run.exitCode(), run.lastLine());
    ClientRows.assertRuns(run.output(), shapes, fetchSizes, "fetch", GoOraTypesTest::expected,
        GoOraTypesTest::normalized);
    assertEquals("ORA-00902", run.step("error"), run.output());
    assertEquals("ok", run.step("after error"), run.output());
  }

  private static String expected(Shape s, long row, int c) {
    String v = s.value(row, c);
    return switch (s.type(c).kind()) {
      case DATE -> v + ".000000";
      default -> ClientRows.shortened(v);
    };
  }

  private static String normalized(ColumnType t, String cell) {
    return switch (t.kind()) {
      case NUMBER -> TypedValues.numberText(new BigDecimal(cell));
      case BINARY_DOUBLE -> Double.toString(Double.parseDouble(cell));
      case DATE, TIMESTAMP -> cell.substring(0, cell.lastIndexOf(' ')); // the zone is the DB's
      default -> cell;
    };
  }
}
