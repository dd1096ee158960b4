package dev.nnebench.wire.load;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How a call's service time varies around the model's mean: not at all, or exponentially (the
 * textbook service time of queueing theory), from a seeded generator so that runs repeat.
 */
public enum Draw {
  FIXED,
  EXPONENTIAL;

  /** The factor the mean is multiplied by for one call: 1, or an Exp(1) draw. */
  double factor(SplittableRandom random) {
    return this == FIXED ? 1.0 : -Math.log(1.0 - random.nextDouble());
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  static Draw parse(String text) {
    for (Draw d : values()) {
      if (d.label().equals(text.trim().toLowerCase(Locale.ROOT))) {
        return d;
      }
    }
    throw new IllegalArgumentException("draw must be fixed or exponential, got '" + text + "'");
  }
}
