package dev.nnebench.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import one.profiler.AsyncProfiler;

/**
 * async-profiler through its Java API, every thread recorded with its own root frame; the stacks
 * returned and the flame graph drawn ({@link FlameGraphHtml}) are the fetching thread's only.
 * async-profiler's own page would show every thread: 4.6's thread filter ({@code filter} with
 * {@code addThread}) left other threads' CPU samples in, and its output filters match frames,
 * not the thread's root.
 */
final class AsyncThreadProfiler implements ThreadProfiler {
  private final AsyncProfiler profiler;
  private final ProfileMode mode;
  private final String thread;

  AsyncThreadProfiler(AsyncProfiler profiler, ProfileMode mode, String thread) {
    this.profiler = profiler;
    this.mode = mode;
    this.thread = thread;
  }

  @Override
  public String how() {
    return "async-profiler " + profiler.getVersion() + ", event " + mode.label()
        + ", fetching thread " + thread;
  }

  @Override
  public void start() throws IOException {
    profiler.execute(mode.asyncStart());
  }

  @Override
  public Stacks stop(Path html, String title) throws IOException {
    profiler.stop();
    Stacks mine = Stacks.parse(profiler.execute("collapsed")).ofThread(thread);
    Files.writeString(html, FlameGraphHtml.of(title + " (" + thread + ")", mine));
    return mine;
  }
}
