package dev.nnebench.report.question.published;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.report.question.published.PublishedObservation.Kind;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The ratios three public write-ups reported about NNE's cost, as the presets {@code 1gb},
 * {@code narrow}/{@code wide} and {@code aesni} rerun them (each preset file says what its setup
 * changes). Seconds from another machine and year do not compare; their ratios do.
 */
final class PublishedObservations {
  private static final Benchmark FETCH = Benchmark.FETCH;
  private static final Benchmark OPEN = Benchmark.OPEN;
  private static final LegName MAIN = LegName.MAIN;
  private static final LegName AES_OFF = LegName.AES_OFF;
  private static final Axis<?> ENC = Axes.ENCRYPTION;
  private static final Axis<?> SUM = Axes.CHECKSUM;
  private static final Axis<?> JCE = Axes.JCE;

  private static final String GB = "Oracle JDBC and AES-NI (2017): 1 GB fetch, 12c driver";
  private static final Set<String> GB_SHAPES = Set.of("1gb", "1gb-slice");
  private static final String GB_SETUP = "AES256+SHA512 required, fetch size 10 000, the same"
      + " 1 000-character rows; 100 MB per fetch (a ratio per byte), loopback double on the"
      + " same cores";

  private static final String BA6 = "ba6.us: NONE / 3DES168 / AES256, ojdbc8 vs 12c";
  private static final Set<String> BA6_SHAPES = Set.of("narrow", "wide");
  private static final String BA6_SETUP = "no checksum, fetch size 10, useJCEAPI=false; each"
      + " side paired with NNE off in one JVM at steady state instead of 1/5/10 timed runs";

  private static final String INTEL = "Intel: AES-NI on/off, none/AES128/AES256 (TDE scans)";
  private static final String INTEL_SETUP = "NNE fetches instead of TDE scans; AES-NI off is"
      + " the JVM's AES intrinsics off (-XX:-UseAES -XX:-UseAESIntrinsics), driver 23 via JCE";

  static final List<PublishedObservation> ALL = List.of(
      new PublishedObservation(GB, "driver's own AES vs no NNE (20 s vs 2.5 s)", 8.0, 8.0, FETCH,
          MAIN, GB_SHAPES, Map.of(ENC, "AES256", JCE, "false"), Kind.VS_NNE_OFF, GB_SETUP),
      new PublishedObservation(GB, "JCE (useJCEAPI=true) vs no NNE (9 s vs 2.5 s)", 3.6, 3.6,
          FETCH, MAIN, GB_SHAPES, Map.of(ENC, "AES256", JCE, "true"), Kind.VS_NNE_OFF, GB_SETUP),
      new PublishedObservation(GB, "driver's own AES vs JCE (20 s vs 9 s)", 2.22, 2.22, FETCH,
          MAIN, GB_SHAPES, Map.of(ENC, "AES256", JCE, "false"), Kind.OWN_VS_JCE, GB_SETUP),
      new PublishedObservation(BA6, "connect, AES256 vs none (350-380 ms vs 45-50 ms)", 7.0, 8.4,
          OPEN, MAIN, Set.of(), Map.of(ENC, "AES256", SUM, "NONE"),
          Kind.VS_NNE_OFF, BA6_SETUP),
      new PublishedObservation(BA6, "connect, 3DES168 vs none", 7.0, 8.4, OPEN, MAIN, Set.of(),
          Map.of(ENC, "3DES168", SUM, "NONE"), Kind.VS_NNE_OFF, BA6_SETUP),
      new PublishedObservation(BA6, "row retrieval, AES256 vs none", 1.13, 1.19, FETCH, MAIN,
          BA6_SHAPES, Map.of(ENC, "AES256"), Kind.VS_NNE_OFF, BA6_SETUP),
      new PublishedObservation(BA6, "row retrieval, 3DES168 vs none", 1.18, 1.27, FETCH, MAIN,
          BA6_SHAPES, Map.of(ENC, "3DES168"), Kind.VS_NNE_OFF, BA6_SETUP),
      new PublishedObservation(INTEL, "encrypted vs clear, AES-NI on", 1.55, 1.55, FETCH, MAIN,
          Set.of(), Map.of(ENC, "AES128|AES256", SUM, "NONE"), Kind.VS_NNE_OFF,
          INTEL_SETUP),
      new PublishedObservation(INTEL, "encrypted vs clear, AES-NI off", 4.7, 4.7, FETCH, AES_OFF,
          Set.of(), Map.of(ENC, "AES128|AES256", SUM, "NONE"), Kind.VS_NNE_OFF,
          INTEL_SETUP));

  private PublishedObservations() {}

  /** Whether {@code o} is the AES-NI factorial's, which counts only when both legs ran. */
  static boolean isFactorial(PublishedObservation o) {
    return o.source().equals(INTEL);
  }
}
