package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.shape.ColumnType;
import dev.nnebench.shape.Shape;
import dev.nnebench.shape.TypedValues;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * node-oracledb thin fetches typed shapes from the double and prints every cell (script
 * src/test/node/nodetypes.js); each must be the shape's value as node-oracledb represents it:
 * dates as JavaScript Dates (milliseconds; a TIMESTAMP WITH TIME ZONE as its UTC instant).
 */
class NodeOracledbTypesTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "js-Secret-5";
  static final Path SCRIPT = Path.of("src", "test", "node", "nodetypes.js").toAbsolutePath();
  private static final DateTimeFormatter ISO =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'");

  @Test
  void shouldReadEveryTypeThroughLobObjectsExactly() throws Exception {
    List<Shape> shapes = new ArrayList<>(List.of(PythonOracledbTypesTest.SCALARS));
    shapes.addAll(PythonOracledbTypesTest.LOBS);
    run(shapes, List.of(1, 1000), true);
  }

  @Test
  void shouldReadLobsFetchedAsStringsExactly() throws Exception {
    run(PythonOracledbTypesTest.LOBS, List.of(7), false);
  }

  private static void run(List<Shape> shapes, List<Integer> fetchSizes, boolean lobObjects)
      throws Exception {
    NodeOracledb.install();
    ClientRun run;
    try (WireServer server = new WireServer(ServerOptions.builder().user(USER, PASSWORD)
        .build()).start()) {
      List<String> command = new ArrayList<>(List.of("node", SCRIPT.toString(), "127.0.0.1",
          Integer.toString(server.port()), "FREEPDB1", USER, lobObjects ? "1" : "0"));
      for (Shape s : shapes) {
        for (int f : fetchSizes) {
          command.add(s.header() + "," + f);
        }
      }
      run = ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD,
          "NODE_PATH", NodeOracledb.MODULES.toString(), "TZ", "UTC"), 300);
    }
    assertEquals(0, run.exitCode(), failure(run.output()));
    ClientRows.assertRuns(run.output(), shapes, fetchSizes, "fetch",
        NodeOracledbTypesTest::expected, NodeOracledbTypesTest::normalized);
    assertEquals("ORA-00902", run.step("error"), run.output());
    assertEquals("ok", run.step("after error"), run.output());
  }

  /** The lines of a failed run from its first "failed:" line. */
  private static String failure(String output) {
    int at = output.indexOf("failed:");
    return at < 0 ? output.substring(Math.max(0, output.length() - 2000)) : output.substring(at);
  }

  private static String expected(Shape s, long row, int c) {
    long g = s.group(row);
    return switch (s.type(c).kind()) {
      case DATE -> iso(TypedValues.date(g, c));
      case TIMESTAMP -> iso(TypedValues.timestamp(g, c));
      case TIMESTAMP_TZ -> iso(TypedValues.timestamp(g, c).atOffset(TypedValues.offset(g, c))
          .withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime());
      default -> ClientRows.shortened(s.value(row, c));
    };
  }

  private static String iso(LocalDateTime t) {
    return ISO.format(t.truncatedTo(ChronoUnit.MILLIS));
  }

  private static String normalized(ColumnType t, String cell) {
    if (t.kind() == ColumnType.Kind.BINARY_DOUBLE) {
      return Double.toString(Double.parseDouble(cell));
    }
    return cell;
  }
}
