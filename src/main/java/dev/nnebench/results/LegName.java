package dev.nnebench.results;

import dev.nnebench.profile.ProfileMode;

/**
 * The passes of JMH a run makes, as results.csv's {@code leg} column names them: the main pass,
 * the controls that rerun some benchmarks with AES intrinsics off or on a second JDK, and the
 * profile pass of {@code --profile}.
 */
public enum LegName {
  MAIN("main"),
  AES_OFF("aes-off"),
  SECOND_JDK("second-jdk"),
  /**
   * The reference's forks of a gate across two JDKs, alternating with the candidate's, which
   * run in the main leg.
   */
  GATE_REFERENCE("gate-reference"),
  /** The profile pass: each fetch cell once more, in a fork of its own, with a profiler on. */
  PROFILE_CPU("profile-cpu"),
  PROFILE_ALLOC("profile-alloc");

  private final String text;

  LegName(String text) {
    this.text = text;
  }

  /** The name in the {@code leg} column. */
  public String text() {
    return text;
  }

  /** The profile pass's leg in {@code mode}. */
  public static LegName profile(ProfileMode mode) {
    return mode == ProfileMode.CPU ? PROFILE_CPU : PROFILE_ALLOC;
  }

  /** Whether this is a leg of the profile pass. */
  public boolean profiles() {
    return this == PROFILE_CPU || this == PROFILE_ALLOC;
  }

  /** Whether {@code trial} ran in this leg. */
  public boolean ran(Trial trial) {
    return trial.leg().equals(text);
  }
}
