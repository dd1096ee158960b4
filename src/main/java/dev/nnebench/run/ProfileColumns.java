package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.results.ProfileName;
import dev.nnebench.results.SidecarName;
import dev.nnebench.results.Trial;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The profile pass's results on the measured rows: each fetch row gets the flame graph of its own
 * cell ({@code profile.*}) and of its counterpart's ({@code peer.profile.*}), paths relative to
 * the run directory, so results.csv alone tells the report where the time went.
 */
final class ProfileColumns {
  private static final List<String> CARRIED = List.of(ProfileName.HTML, ProfileName.COLLAPSED,
      ProfileName.HOW, ProfileName.WHERE, ProfileName.TOP, ProfileName.SAMPLES);

  private ProfileColumns() {}

  static List<Trial> attach(List<Trial> measured, List<Trial> profiled, Path dir) {
    Map<Cell, Trial> byCell = new HashMap<>();
    profiled.forEach(p -> byCell.put(ProfilePass.cellOf(p), p));
    return measured.stream().map(row -> {
      Cell cell = row.cell();
      Cell own = cell.without(Axes.COUNTERPART);
      Trial out = with(row, "", byCell.get(own), dir);
      return cell.paired() ? with(out, SidecarName.PEER, byCell.get(cell.counterpart()
          .applyTo(own)), dir) : out;
    }).toList();
  }

  private static Trial with(Trial row, String prefix, Trial profile, Path dir) {
    if (profile == null) {
      return row;
    }
    Trial out = row;
    for (String name : CARRIED) {
      String value = profile.negotiated(name);
      if (name.equals(ProfileName.HTML) || name.equals(ProfileName.COLLAPSED)) {
        value = value.isEmpty() ? value : dir.toAbsolutePath().relativize(Path.of(value)
            .toAbsolutePath()).toString();
      }
      out = out.with(prefix + name, value);
    }
    return out;
  }

  /** A line per flame graph, and once the line saying JFR stood in for async-profiler. */
  static void print(PrintWriter console, List<Trial> profiled) {
    profiled.stream().map(p -> p.negotiated(ProfileName.HOW)).filter(h -> h.startsWith("JFR"))
        .findFirst().ifPresent(how -> console.println("profiled with " + how));
    for (Trial p : profiled) {
      String where = p.negotiated(ProfileName.WHERE);
      console.println("flame graph " + p.negotiated(ProfileName.HTML) + ": " + (where.isEmpty()
          ? "not written" : where.split("; ")[0]));
    }
    console.flush();
  }
}
