package dev.nnebench.report.question.published;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Facts;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.Map;
import java.util.Set;

/**
 * One ratio a public write-up reported, and which trials of a run measure the same thing.
 *
 * @param source the write-up, briefly
 * @param claim what was compared, e.g. "driver's own AES vs no NNE"
 * @param reportedLow the reported ratio, or the low end of its reported range
 * @param reportedHigh the high end (equal to the low end for a single figure)
 * @param benchmark the benchmark that measures it, e.g. {@code FetchThroughput.fetch}
 * @param leg the leg it runs in ("main", or "aes-off" for AES intrinsics off)
 * @param shapes the result-set shapes of the published setup; empty for any
 * @param subject axes the subject trial must name so; a value may list alternatives, "a|b"
 * @param kind what the subject is set against
 * @param setup what differs from the published setup, and why
 */
record PublishedObservation(String source, String claim, double reportedLow, double reportedHigh,
    Benchmark benchmark, LegName leg, Set<String> shapes, Map<Axis<?>, String> subject, Kind kind,
    String setup) {

  /** What the subject trial is compared with. */
  enum Kind {
    /** Its own counterpart, NNE off, fetched interleaved with it in the same trial. */
    VS_NNE_OFF,
    /** The trial of the same setting with useJCEAPI=true, measured apart. */
    OWN_VS_JCE
  }

  /** Whether {@code t} is a subject of this observation. */
  boolean isSubject(Trial t) {
    return t.is(benchmark) && t.in(leg)
        && (shapes.isEmpty() || shapes.contains(Labels.text(t.cell(), Axes.SHAPE)))
        && subject.entrySet().stream().allMatch(e -> oneOf(e.getValue(),
            Labels.text(t.cell(), e.getKey())))
        && (kind != Kind.VS_NNE_OFF || Answers.sameChanges(t, Crypto.NNE_OFF))
        && !(subject.getOrDefault(Axes.JCE, "").equals("false") && ignoredJce(t));
  }

  /* A driver that ignores useJCEAPI=false (23.x) has no own AES to compare. */
  private static boolean ignoredJce(Trial t) {
    return t.observed().text(Facts.JCE_IGNORED).equalsIgnoreCase("true");
  }

  private static boolean oneOf(String alternatives, String value) {
    for (String a : alternatives.split("\\|")) {
      if (a.equalsIgnoreCase(value)) {
        return true;
      }
    }
    return false;
  }

  /** The reported ratio as written: {@code 8.0×} or {@code 7.0-8.4×}. */
  String reported() {
    return reportedLow == reportedHigh ? Measured.number(reportedLow) + "×"
        : Measured.number(reportedLow) + "-" + Measured.number(reportedHigh) + "×";
  }
}
