package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Fact;
import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.results.Trial;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The profile pass's results on the measured rows: each fetch row gets the flame graph of its own
 * cell ({@code profile.*}) and of its counterpart's ({@code peer.profile.*}), paths relative to
 * the run directory, so results.csv alone tells the report where the time went.
 */
final class ProfileColumns {
  private static final List<Fact<?>> CARRIED = List.of(Facts.PROFILE_HTML,
      Facts.PROFILE_COLLAPSED, Facts.PROFILE_HOW, Facts.PROFILE_WHERE, Facts.PROFILE_TOP,
      Facts.PROFILE_SAMPLES);

  private ProfileColumns() {}

  static List<Trial> attach(List<Trial> measured, List<Trial> profiled, Path dir) {
    Map<Cell, Trial> byCell = new HashMap<>();
    profiled.forEach(p -> byCell.put(ProfilePass.cellOf(p), p));
    return measured.stream().map(row -> {
      Cell cell = row.cell();
      Cell own = cell.without(Axes.COUNTERPART);
      Trial out = with(row, "", byCell.get(own), dir);
      return cell.paired() ? with(out, Observed.PEER, byCell.get(cell.counterpart()
          .applyTo(own)), dir) : out;
    }).toList();
  }

  private static Trial with(Trial row, String prefix, Trial profile, Path dir) {
    if (profile == null) {
      return row;
    }
    Observed seen = profile.observed();
    Trial out = row;
    for (Fact<?> fact : CARRIED) {
      out = out.with(prefix + fact.name(), seen.text(fact));
    }
    // the files relative to the run directory, so a moved run still finds them
    for (Fact<Path> file : List.of(Facts.PROFILE_HTML, Facts.PROFILE_COLLAPSED)) {
      Optional<Path> written = seen.get(file);
      if (written.isPresent()) {
        out = out.with(prefix + file.name(), dir.toAbsolutePath()
            .relativize(written.get().toAbsolutePath()).toString());
      }
    }
    return out;
  }

  /** A line per flame graph, and once the line saying JFR stood in for async-profiler. */
  static void print(PrintWriter console, List<Trial> profiled) {
    profiled.stream().map(p -> p.observed().text(Facts.PROFILE_HOW))
        .filter(h -> h.startsWith("JFR"))
        .findFirst().ifPresent(how -> console.println("profiled with " + how));
    for (Trial p : profiled) {
      String where = p.observed().text(Facts.PROFILE_WHERE);
      console.println("flame graph " + p.observed().text(Facts.PROFILE_HTML) + ": "
          + (where.isEmpty() ? "not written" : where.split("; ")[0]));
    }
    console.flush();
  }
}
