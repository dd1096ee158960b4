package dev.nnebench.run.fork;

import java.util.Locale;

/**
 * How far a paired fetch's counterpart keeps pace with its own side over a delayed link
 * ({@code jmh.linkPace}, see {@code PacedFetch}): the runner hands it to the forks as a system
 * property; 0, the default, fetches each side once per operation.
 */
public final class ForkPace {
  /** The fork property with the pace, e.g. {@code 0.5}. */
  public static final String PROPERTY = "nnebench.bench.linkPace";

  private ForkPace() {}

  /** The fork properties that hand {@code pace} to the benchmark JVMs; none for 0. */
  public static ForkProperties properties(double pace) {
    return pace > 0 ? ForkProperties.NONE.with(PROPERTY, String.format(Locale.ROOT, "%s", pace))
        : ForkProperties.NONE;
  }

  /** The pace this fork was given; 0 when none. */
  public static double fromSystemProperties() {
    return Double.parseDouble(System.getProperty(PROPERTY, "0").trim());
  }
}
