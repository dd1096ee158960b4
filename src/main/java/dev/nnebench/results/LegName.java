package dev.nnebench.results;

/**
 * The passes of JMH a run makes, as results.csv's {@code leg} column names them: the main pass
 * and the controls that rerun some benchmarks with AES intrinsics off or on a second JDK.
 */
public enum LegName {
  MAIN("main"),
  AES_OFF("aes-off"),
  SECOND_JDK("second-jdk");

  private final String text;

  LegName(String text) {
    this.text = text;
  }

  /** The name in the {@code leg} column. */
  public String text() {
    return text;
  }

  /** Whether {@code trial} ran in this leg. */
  public boolean ran(Trial trial) {
    return trial.leg().equals(text);
  }
}
