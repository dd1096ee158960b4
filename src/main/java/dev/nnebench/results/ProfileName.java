package dev.nnebench.results;

/**
 * Names of what a profiled fetch trial wrote into its sidecar, and the columns a measured row
 * carries them in: the flame graph, how it was made, and the fetching thread's samples by
 * component as text. A counterpart cell's are under {@code peer.}.
 */
public final class ProfileName {
  /** The fork's switch: {@code -Dnnebench.profile=cpu|alloc}. */
  public static final String PROPERTY = "nnebench.profile";
  /** Prefix of the profile's values in the sidecar and of its columns in results.csv. */
  public static final String PREFIX = "profile.";
  /** The flame graph (HTML), relative to the run directory in results.csv. */
  public static final String HTML = PREFIX + "html";
  /** The fetching thread's collapsed stacks beside it. */
  public static final String COLLAPSED = PREFIX + "collapsed";
  /** One line: which profiler, which event, which thread (and why not async-profiler). */
  public static final String HOW = PREFIX + "how";
  /** The components by share with their top frames. */
  public static final String WHERE = PREFIX + "where";
  /** The largest component's name. */
  public static final String TOP = PREFIX + "top";
  /** The fetching thread's sample count. */
  public static final String SAMPLES = PREFIX + "samples";

  private ProfileName() {}
}
