package dev.nnebench.diagnose.output;

import static dev.nnebench.diagnose.output.DiagnosisJson.field;
import static dev.nnebench.diagnose.output.DiagnosisJson.list;
import static dev.nnebench.diagnose.output.DiagnosisJson.num;
import static dev.nnebench.diagnose.output.DiagnosisJson.str;

import dev.nnebench.profile.Breakdown;

/**
 * diagnosis.json's {@code flameGraphs}: the three files (beside diagnosis.json), the profiler,
 * and both profiles' components with their shares and top frames; or why none were made.
 */
final class FlameGraphsJson {
  static final String SHARES_OF =
      "the fetching thread's CPU samples outside nnebench's own row check";

  private FlameGraphsJson() {}

  static String of(FlameGraphs flames) {
    return flames.pair().map(FlameGraphsJson::made).orElseGet(() -> "{" + String.join(", ",
        field("made", "false"), field("notMade", str(flames.notMade()))) + "}");
  }

  private static String made(FlameGraphs.Pair p) {
    return "{" + String.join(", ", field("made", "true"),
        field("inForce", str(FlameGraphs.IN_FORCE)), field("advice", str(FlameGraphs.ADVICE)),
        field("diff", str(FlameGraphs.DIFF)), field("how", str(p.how())),
        field("setting", str(p.setting())), field("advised", Boolean.toString(p.advised())),
        field("sharesOf", str(SHARES_OF)),
        field("inForceComponents", breakdown(p.inForce())),
        field("adviceComponents", breakdown(p.advice()))) + "}";
  }

  private static String breakdown(Breakdown b) {
    return "{" + String.join(", ", field("samples", Long.toString(b.samples())),
        field("top", str(b.top())), field("shares", list(b.shares().stream()
            .map(FlameGraphsJson::share).toList())),
        field("rowCheckShareOfAll", num(b.rowCheck().fraction())),
        field("rowCheckFrames", frames(b.rowCheck()))) + "}";
  }

  private static String share(Breakdown.Share s) {
    return "{" + String.join(", ", field("component", str(s.component().label())),
        field("share", num(s.fraction())), field("topFrames", frames(s))) + "}";
  }

  private static String frames(Breakdown.Share s) {
    return list(s.frames().stream().map(f -> "{" + field("frame", str(f.getKey())) + ", "
        + field("share", num(f.getValue())) + "}").toList());
  }
}
