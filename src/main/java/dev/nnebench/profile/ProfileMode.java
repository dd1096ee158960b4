package dev.nnebench.profile;

import java.util.Locale;

/** What a flame graph samples: the fetching thread's CPU time, or where it allocates. */
public enum ProfileMode {
  CPU("cpu", "CPU", "start,event=cpu,interval=1ms,threads", "jdk.ExecutionSample"),
  ALLOC("alloc", "allocation", "start,event=alloc,threads", "jdk.ObjectAllocationSample");

  private final String label;
  private final String quantity;
  private final String asyncStart;
  private final String jfrEvent;

  ProfileMode(String label, String quantity, String asyncStart, String jfrEvent) {
    this.label = label;
    this.quantity = quantity;
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

  /** What its samples measure, as a breakdown's text names it: {@code CPU}, {@code allocation}. */
  public String quantity() {
    return quantity;
  }

  /* The async-profiler command starting it: per-thread stacks, so one thread can be kept. */
  String asyncStart() {
    return asyncStart;
  }

  String jfrEvent() {
    return jfrEvent;
  }
}
