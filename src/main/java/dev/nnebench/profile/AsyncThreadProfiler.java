package dev.nnebench.profile;

import java.io.IOException;
import java.nio.file.Path;
import one.profiler.AsyncProfiler;

/**
 * async-profiler through its Java API, every thread recorded with its own root frame; the flame
 * graph is async-profiler's own HTML (all threads, the fetching one a root of its own), the stacks
 * returned are the fetching thread's.
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
    Stacks all = Stacks.parse(profiler.execute("collapsed"));
    // async-profiler's arguments are comma-separated: none may be in the title.
    profiler.execute("flamegraph,title=" + title.replace(',', ';') + ",file=" + html);
    return all.ofThread(thread);
  }
}
