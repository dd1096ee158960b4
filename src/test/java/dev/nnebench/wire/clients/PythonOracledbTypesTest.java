package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.shape.ColumnType;
import dev.nnebench.shape.Shape;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * python-oracledb thin fetches typed shapes from the double and prints every cell (script
 * src/test/python/pytypes.py); each must be the shape's value. python-oracledb returns a
 * TIMESTAMP WITH TIME ZONE as a naive wall-clock datetime, so only that part is compared.
 */
class PythonOracledbTypesTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "py-Secret-7";
  static final Path SCRIPT = Path.of("src", "test", "python", "pytypes.py").toAbsolutePath();

  static final Shape SCALARS = new Shape(40, 9, 12, 20, 3, Shape.parseTypes(
      "number/number(12,2)/number(5,5)/date/timestamp/timestamp_tz/binary_double/raw/varchar2"), 0);

  @org.junit.jupiter.api.Test
  void shouldReadEveryScalarTypeExactly() throws Exception {
    run(List.of(SCALARS), List.of(1, 1000), true);
  }

  /** clob-small, clob-large and blob-large with fewer rows, and every type at once. */
  static final List<Shape> LOBS = List.of(
      new Shape(25, 2, 100, 20, 2, Shape.parseTypes("number/clob"), 3000),
      new Shape(12, 1, 100, 20, 1, Shape.parseTypes("clob"), 100_000),
      new Shape(12, 1, 100, 20, 1, Shape.parseTypes("blob"), 100_000),
      new Shape(30, 10, 20, 20, 3, Shape.parseTypes("varchar2/number/number(12,2)/date/timestamp/"
          + "timestamp_tz/binary_double/raw/clob/blob"), 300));

  @org.junit.jupiter.api.Test
  void shouldReadLobsThroughLocatorsExactly() throws Exception {
    run(LOBS, List.of(1, 1000), true);
  }

  @org.junit.jupiter.api.Test
  void shouldReadLobsDefinedAsLongExactly() throws Exception {
    run(LOBS, List.of(7), false);
  }

  /** Runs the script over each shape at each array size and checks every printed row. */
  static void run(List<Shape> shapes, List<Integer> arraysizes, boolean fetchLobs)
      throws Exception {
    Path python = PythonOracledb.python();
    ClientRun run;
    try (WireServer server = new WireServer(ServerOptions.builder().user(USER, PASSWORD)
        .build()).start()) {
      List<String> command = new ArrayList<>(List.of(python.toString(), SCRIPT.toString(),
          "127.0.0.1", Integer.toString(server.port()), "FREEPDB1", USER, fetchLobs ? "1" : "0"));
      for (Shape s : shapes) {
        for (int a : arraysizes) {
          command.add(s.header() + "," + a);
        }
      }
      run = ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD), 300);
    }
    assertEquals(0, run.exitCode(), run.lastLine());
    ClientRows.assertRuns(run.output(), shapes, arraysizes, "arraysize",
        PythonOracledbTypesTest::expected, PythonOracledbTypesTest::normalized);
    assertEquals("ORA-00902", run.step("error"), run.output());
    assertEquals("ok", run.step("after error"), run.output());
  }

  private static String expected(Shape s, long row, int c) {
    String v = s.value(row, c);
    return switch (s.type(c).kind()) {
      case TIMESTAMP_TZ -> v.substring(0, v.lastIndexOf(' ')); // python drops the zone
      case DATE -> v + ".000000";
      default -> ClientRows.shortened(v);
    };
  }

  private static String normalized(ColumnType t, String cell) {
    if (t.kind() == ColumnType.Kind.BINARY_DOUBLE) {
      return Double.toString(Double.parseDouble(cell));
    }
    return cell;
  }
}
