package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LobPrefetch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What decoding a column type costs the client: CPU ms of the fetching thread per million cells,
 * a row per typed shape a run fetched (with its driver, crypto, fetch size and LOB prefetch) and
 * a column per read style, with its interval. One type per shape answers per type (the row id's
 * NUMBER is among the cells); a shape of several types answers per cell of its mix.
 */
final class TypeDecoding {
  private TypeDecoding() {}

  static List<String> section(RunAnswers run) {
    Set<String> reads = new LinkedHashSet<>();
    Map<String, Map<String, String>> rows = new LinkedHashMap<>();
    boolean mixed = false;
    for (Trial t : run.trials()) {
      Optional<Shape> shape = typed(t);
      Measured cost = Figures.CPU_PER_MILLION_CELLS.of(t);
      if (shape.isPresent() && cost.isValid()) {
        mixed |= shape.get().types().stream().distinct().count() > 1;
        String read = t.param(ParamName.READ).isEmpty() ? "getString" : t.param(ParamName.READ);
        reads.add(read);
        rows.computeIfAbsent(row(t, shape.get()), k -> new LinkedHashMap<>())
            .put(read, cost.plain());
      }
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    return Section.of("Decoding cost by column type", intro(mixed), table(reads, rows), "");
  }

  private static String intro(boolean mixed) {
    return "CPU time of the fetching thread per million cells (the row id's NUMBER included), by"
        + " read style: getString and getBytes read a typed shape's columns with their natural"
        + " getters (getBigDecimal, LocalDateTime/OffsetDateTime, getDouble, getBytes; CLOB and"
        + " BLOB as strings and bytes), typed reads CLOB and BLOB through their streams, getObject"
        + " takes what the driver's getObject returns. The row digest that verifies every value"
        + " folds scalars as they are (a NUMBER's digits and scale, a DATE's or TIMESTAMP's"
        + " seconds and nanoseconds, a BINARY_DOUBLE's bits): no text is made, so beside the"
        + " driver's decoding the figures hold one multiply-xor per cell (and a NUMBER's"
        + " trailing zeros stripped). Compare within one run: the machine's speed moves the"
        + " absolute figures."
        + (mixed ? " A shape of several types gives the cost per cell of its mix; one type per"
            + " shape (`--preset types`) answers per type." : "");
  }

  private static String row(Trial t, Shape shape) {
    String prefetch = t.param(ParamName.LOB_PREFETCH);
    boolean lobs = shape.types().stream().anyMatch(type -> type.kind().lob());
    return "| **" + shape.typeList() + "** | " + t.param(ParamName.SHAPE) + " | "
        + t.param(ParamName.DRIVER) + " | " + FetchSizeTable.crypto(t) + " | "
        + t.param(ParamName.FETCH_SIZE) + " | "
        + (lobs ? (prefetch.isEmpty() ? LobPrefetch.DEFAULT : prefetch) : "") + " |";
  }

  private static List<String> table(Set<String> reads, Map<String, Map<String, String>> rows) {
    List<String> out = new ArrayList<>();
    out.add("| types | shape | driver | crypto | fetch size | lobPrefetch | "
        + String.join(" | ", reads) + " |");
    out.add("|---|---|---|---|---:|---:|" + "---:|".repeat(reads.size()));
    rows.forEach((row, byRead) -> out.add(row + " " + String.join(" | ",
        reads.stream().map(r -> byRead.getOrDefault(r, "")).toList()) + " |"));
    return out;
  }

  /* A typed shape, for a fetch of the main leg, unpaired or its own side. */
  private static Optional<Shape> typed(Trial t) {
    if (!t.benchmark().equals(BenchmarkName.FETCH) || !LegName.MAIN.ran(t)) {
      return Optional.empty();
    }
    try {
      Shape s = Shapes.parse(t.param(ParamName.SHAPE));
      return s.typed() ? Optional.of(s) : Optional.empty();
    } catch (IllegalArgumentException notAShape) {
      return Optional.empty();
    }
  }
}
