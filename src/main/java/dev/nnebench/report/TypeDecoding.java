package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What decoding a column type costs the client: CPU ms of the fetching thread per million cells,
 * per typed shape a run fetched (one type per shape answers per type; the row id's NUMBER is
 * among the cells), with its interval, driver, crypto and how cells were read.
 */
final class TypeDecoding {
  private TypeDecoding() {}

  static List<String> section(RunAnswers run) {
    List<String> bullets = new ArrayList<>();
    for (Trial t : run.trials()) {
      typeList(t).ifPresent(types -> {
        Measured cost = Figures.CPU_PER_MILLION_CELLS.of(t);
        if (cost.isValid()) {
          bullets.add("- **" + types + "**: " + cost.with("CPU ms per million cells")
              + " (driver " + t.param(ParamName.DRIVER) + ", " + FetchSizeTable.crypto(t)
              + ", fetchSize " + t.param(ParamName.FETCH_SIZE) + ", shape "
              + t.param(ParamName.SHAPE) + ")");
        }
      });
    }
    if (bullets.isEmpty()) {
      return List.of();
    }
    return Section.of("Decoding cost by column type", "CPU time of the fetching thread per"
        + " million cells (the row id's NUMBER included), each typed shape read with its"
        + " column's natural getter (getBigDecimal, LocalDateTime/OffsetDateTime, getDouble,"
        + " getBytes; CLOB and BLOB as strings and bytes). **These include the harness's own"
        + " check**: every value is turned into its canonical text for the row digest (a"
        + " DateTimeFormatter call per DATE and TIMESTAMP cell, BigDecimal and double to text),"
        + " which an application need not do, so the date, timestamp and number figures are an"
        + " upper bound on the driver's decoding. Compare within one run: the machine's speed"
        + " moves the absolute figures.", bullets, "");
  }

  /* A typed shape's column types, for a fetch of the main leg, unpaired or its own side. */
  private static Optional<String> typeList(Trial t) {
    if (!t.benchmark().equals(BenchmarkName.FETCH) || !LegName.MAIN.ran(t)) {
      return Optional.empty();
    }
    try {
      Shape s = Shapes.parse(t.param(ParamName.SHAPE));
      return s.typed() ? Optional.of(s.typeList()) : Optional.empty();
    } catch (IllegalArgumentException notAShape) {
      return Optional.empty();
    }
  }
}
