package dev.nnebench.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * The fallback where async-profiler's native library cannot load: JFR's execution samples (Java
 * frames only, every 10 ms) or allocation samples (weighted by bytes) of the fetching thread,
 * collapsed and drawn by {@link FlameGraphHtml}.
 */
final class JfrThreadProfiler implements ThreadProfiler {
  private static final Duration PERIOD = Duration.ofMillis(10);
  private final ProfileMode mode;
  private final String thread;
  private final String why;
  private Recording recording;

  JfrThreadProfiler(ProfileMode mode, String thread, String why) {
    this.mode = mode;
    this.thread = thread;
    this.why = why;
  }

  @Override
  public String how() {
    return "JFR, event " + mode.jfrEvent() + ", fetching thread " + thread
        + " (async-profiler's native library could not load: " + why + ")";
  }

  @Override
  public void start() {
    recording = new Recording();
    recording.enable(mode.jfrEvent()).withPeriod(PERIOD).withStackTrace();
    recording.start();
  }

  @Override
  public Stacks stop(Path html, String title) throws IOException {
    recording.stop();
    Path file = Files.createTempFile("nnebench-profile", ".jfr");
    try {
      recording.dump(file);
      Stacks stacks = collapse(RecordingFile.readAllEvents(file));
      Files.writeString(html, FlameGraphHtml.of(title + " (JFR)", stacks));
      return stacks;
    } finally {
      recording.close();
      Files.deleteIfExists(file);
    }
  }

  private Stacks collapse(List<RecordedEvent> events) {
    Map<String, Long> counts = new LinkedHashMap<>();
    for (RecordedEvent e : events) {
      if (e.getEventType().getName().equals(mode.jfrEvent()) && ours(e)
          && e.getStackTrace() != null) {
        counts.merge(stack(e.getStackTrace().getFrames()),
            e.hasField("weight") ? e.getLong("weight") : 1, Long::sum);
      }
    }
    return new Stacks(counts);
  }

  /* Execution samples name the sampled thread, allocation samples the allocating one. */
  private boolean ours(RecordedEvent e) {
    RecordedThread t = e.hasField("sampledThread") ? e.getThread("sampledThread")
        : e.getThread();
    return t != null && thread.equals(t.getJavaName());
  }

  /* JFR lists frames leaf first; collapsed stacks are root first, named as async-profiler does. */
  private static String stack(List<RecordedFrame> frames) {
    StringBuilder out = new StringBuilder();
    for (int i = frames.size() - 1; i >= 0; i--) {
      RecordedFrame f = frames.get(i);
      out.append(f.getMethod().getType().getName().replace('.', '/')).append('.')
          .append(f.getMethod().getName()).append(i > 0 ? ";" : "");
    }
    return out.toString();
  }
}
