package dev.nnebench.profile;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Samples one thread of this JVM (the one that creates it: the fetching thread) and writes a
 * flame graph: async-profiler where its native library loads, JFR where it does not.
 */
public interface ThreadProfiler {
  /** A profiler of the calling thread in {@code mode}; never fails, falls back to JFR. */
  static ThreadProfiler ofCurrentThread(ProfileMode mode) {
    NativeLibrary.Loaded loaded = NativeLibrary.load();
    String thread = Thread.currentThread().getName();
    return loaded.profiler().<ThreadProfiler>map(p -> new AsyncThreadProfiler(p, mode, thread))
        .orElseGet(() -> new JfrThreadProfiler(mode, thread, loaded.why()));
  }

  /** One line saying what profiles (and, for JFR, why async-profiler could not). */
  String how();

  void start() throws IOException;

  /**
   * Stops, writes the flame graph to {@code html} and returns the profiled thread's stacks.
   */
  Stacks stop(Path html, String title) throws IOException;
}
