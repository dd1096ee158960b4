package dev.nnebench.diagnose.candidates;

import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.cell.Axes;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.LobPrefetch;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The LOB prefetch sizes diagnose tries when the profiled result has LOB columns (none without:
 * they would change nothing and cost a trial each): 32 KB (21.x's and 23.x's default, eight
 * times 19.x's 4000), 1 MB, and the largest LOB the profile read, so that every value comes with
 * its row. A size the driver already uses by default is left out, as is one sized to the
 * largest that 32 KB already covers.
 */
final class LobCandidates {
  static final int SMALL = 32_768;
  static final int LARGE = 1 << 20;
  /* ojdbc's default oracle.jdbc.defaultLobPrefetchSize: 4000 up to 19.x, 32768 from 21.x. */
  private static final int OLD_DEFAULT = 4000;
  private static final int NEW_DEFAULT_FROM_MAJOR = 21;

  /** What was added and what was left out, with why. */
  record Selection(List<Candidate> kept, List<String> skipped) {}

  private LobCandidates() {}

  static Selection of(ResultProfile profile, Scenario inForce) {
    if (profile.lobColumns().isEmpty()) {
      return new Selection(List.of(), List.of());
    }
    Set<Integer> sizes = new LinkedHashSet<>(List.of(SMALL, LARGE));
    int largest = (int) Math.min(profile.largestLob(), LobPrefetch.MAX);
    if (largest > SMALL) {
      sizes.add(largest);
    }
    List<Candidate> kept = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    int driversOwn = driversDefault(inForce);
    for (int size : sizes) {
      Candidate c = Candidate.setting(Axes.LOB_PREFETCH, size);
      if (size == driversOwn) {
        skipped.add(c.text() + ": ojdbc " + inForce.driver().shortName()
            + "'s default already (" + driversOwn + ")");
      } else {
        kept.add(c);
      }
    }
    return new Selection(kept, skipped);
  }

  /** The driver's own LOB prefetch, in characters or bytes. */
  static int driversDefault(Scenario inForce) {
    return inForce.driver().major() >= NEW_DEFAULT_FROM_MAJOR ? SMALL : OLD_DEFAULT;
  }
}
