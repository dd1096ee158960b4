package dev.nnebench.profile;

import java.util.Locale;

/** What a flame graph samples: the fetching thread's CPU time, or where it allocates. */
public enum ProfileMode {
  CPU("cpu", "start,event=cpu,interval=1ms,threads", "jdk.ExecutionSample"),
  ALLOC("alloc", "start,event=alloc,threads", "jdk.ObjectAllocationSample");

  private final String label;
  private final String asyncStart;
  private final String jfrEvent;

  ProfileMode(String label, String asyncStart, String jfrEvent) {
    this.label = label;
    this.asyncStart = asyncStart;
    this.jfrEvent = jfrEvent;
  }

  /** {@code cpu} or {@code alloc}; anything else is refused with the values allowed. */
  public static ProfileMode parse(String text) {
    for (ProfileMode m : values()) {
      if (m.label.equals(text.trim().toLowerCase(Locale.ROOT))) {
        return m;
      }
    }
    throw new IllegalArgumentException("profile '" + text + "' is not one of cpu, alloc");
  }

  public String label() {
    return label;
  }

  /* The async-profiler command starting it: per-thread stacks, so one thread can be kept. */
  String asyncStart() {
    return asyncStart;
  }

  String jfrEvent() {
    return jfrEvent;
  }
}
