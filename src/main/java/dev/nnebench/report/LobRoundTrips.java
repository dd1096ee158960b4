package dev.nnebench.report;

import dev.nnebench.results.BenchmarkName;
import dev.nnebench.results.LegName;
import dev.nnebench.results.ParamName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Counterpart;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.target.LobPrefetch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The round trips behind the LOB prefetch answer: per driver, LOB shape, read style and prefetch, the LOB
 * calls (length, read, ...) a whole fetch made beside all its round trips, both counted on the
 * trial's unmeasured probe fetch, each side of a pair apart. Only the loopback double counts LOB
 * calls; other targets' cells say so instead of a number.
 */
final class LobRoundTrips {
  static final String NOT_COUNTED = "not counted";

  private LobRoundTrips() {}

  /** The table's lines; none when no LOB shape was fetched. */
  static List<String> lines(List<Trial> trials) {
    Map<String, String[]> rows = new LinkedHashMap<>();
    for (Trial t : trials) {
      if (t.benchmark().equals(BenchmarkName.FETCH) && LegName.MAIN.ran(t) && lobs(t)) {
        add(rows, t, t.param(ParamName.LOB_PREFETCH), "");
        String peer = Counterpart.parse(t.param(ParamName.COUNTERPART)).changes()
            .get(ParamName.LOB_PREFETCH);
        if (peer != null) {
          add(rows, t, peer, SidecarName.PEER);
        }
      }
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    List<String> out = new ArrayList<>(List.of("_Round trips per fetch (probe fetch)_", "",
        "| driver | shape | read | lobPrefetch | LOB round trips | all round trips |",
        "|---|---|---|---|---:|---:|"));
    rows.values().forEach(r -> out.add("| " + String.join(" | ", r) + " |"));
    out.add("");
    if (rows.values().stream().anyMatch(r -> r[4].equals(NOT_COUNTED))) {
      out.add("LOB round trips are counted by the loopback double only (it answers"
          + " `NNEBENCH_LOB_CALLS`); against another server they are " + NOT_COUNTED + ".");
      out.add("");
    }
    return out;
  }

  private static void add(Map<String, String[]> rows, Trial t, String prefetch, String side) {
    String read = t.param(ParamName.READ).isEmpty() ? "getString" : t.param(ParamName.READ);
    String lob = t.negotiated(side + SidecarName.LOB_ROUND_TRIPS);
    String all = t.negotiated(side + SidecarName.PROBED_ROUND_TRIPS);
    String[] row = {t.param(ParamName.DRIVER), t.param(ParamName.SHAPE), read,
        prefetch.isEmpty() ? LobPrefetch.DEFAULT : prefetch, lob.isEmpty() ? NOT_COUNTED : lob,
        all.isEmpty() ? NOT_COUNTED : all};
    rows.merge(String.join("|", row[0], row[1], row[2], row[3]), row,
        (old, fresh) -> old[4].equals(NOT_COUNTED) ? fresh : old);
  }

  private static boolean lobs(Trial t) {
    try {
      return Shapes.parse(t.param(ParamName.SHAPE)).types().stream()
          .anyMatch(type -> type.kind().lob());
    } catch (IllegalArgumentException unknownShape) {
      return false;
    }
  }
}
