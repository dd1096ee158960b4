package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeSet;

/** Names trials by the parameters that actually vary among them, so labels stay short. */
public final class Labels {
  private Labels() {}

  /** The parameter names whose values differ among {@code trials}. */
  public static Set<String> varying(List<Trial> trials) {
    Set<String> names = new TreeSet<>();
    for (Trial t : trials) {
      names.addAll(t.params().keySet());
    }
    names.removeIf(n -> trials.stream().map(t -> t.param(n)).distinct().count() < 2);
    return names;
  }

  /** {@code name=value, ...} of {@code t} for {@code names}, or {@code all} when none vary. */
  public static String of(Trial t, Set<String> names) {
    StringJoiner label = new StringJoiner(", ").setEmptyValue("all");
    names.forEach(name -> label.add(name + "=" + t.param(name)));
    return label.toString();
  }
}
