package dev.nnebench.bench.fetch;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.profile.Breakdown;
import dev.nnebench.profile.ProfileMode;
import dev.nnebench.profile.Stacks;
import dev.nnebench.profile.ThreadProfiler;
import dev.nnebench.results.ProfileName;
import dev.nnebench.run.fork.TrialSidecar;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The flame graph of a fetch trial's measured iterations, in a fork the runner started for it
 * ({@code -Dnnebench.profile=cpu|alloc}, never in a measured one): sampling starts with the first
 * measured iteration, on the fetching thread, and stops at the end of the trial, which writes
 * the flame graph and the thread's collapsed stacks beside the trial's sidecar and their
 * breakdown by component into it. Without the property it does nothing.
 */
@State(Scope.Thread)
public class FetchProfile {
  private ThreadProfiler profiler;
  private ProfileMode mode;
  private BenchmarkParams params;

  /* Setup of a thread-scoped state runs on the benchmark's own thread: the one to sample. */
  @Setup(Level.Iteration)
  public void startOnFirstMeasurement(BenchmarkParams params, IterationParams iteration)
      throws IOException {
    String asked = System.getProperty(ProfileName.PROPERTY);
    if (asked == null || profiler != null || iteration.getType() != IterationType.MEASUREMENT) {
      return;
    }
    this.params = params;
    mode = ProfileMode.parse(asked);
    profiler = ThreadProfiler.ofCurrentThread(mode);
    profiler.start();
  }

  @TearDown(Level.Trial)
  public void write() throws IOException {
    if (profiler == null) {
      return;
    }
    Path html = TrialSidecar.beside(params, ".html").orElse(Files.createTempFile("fetch",
        ".html"));
    Path collapsed = html.resolveSibling(html.getFileName().toString()
        .replace(".html", ".collapsed.txt"));
    Stacks stacks = profiler.stop(html, label(params));
    Files.writeString(collapsed, stacks.text());
    Breakdown b = Breakdown.of(stacks);
    TrialSidecar.add(params, Observed.NONE.with(Facts.PROFILE_HTML, html)
        .with(Facts.PROFILE_COLLAPSED, collapsed).withText(Facts.PROFILE_HOW, profiler.how())
        .withText(Facts.PROFILE_WHERE, b.text(mode.quantity()))
        .withText(Facts.PROFILE_TOP, b.top()).with(Facts.PROFILE_SAMPLES, b.samples()));
    profiler = null;
  }

  /* The benchmark's class (FetchThroughput or QueryFetch), then its non-empty parameters. */
  private static String label(BenchmarkParams params) {
    String benchmark = params.getBenchmark();
    int method = benchmark.lastIndexOf('.');
    StringBuilder out = new StringBuilder(benchmark.substring(
        benchmark.lastIndexOf('.', method - 1) + 1, method));
    new TreeSet<>(params.getParamsKeys()).forEach(k -> {
      if (!params.getParam(k).isEmpty()) {
        out.append(' ').append(k).append('=').append(params.getParam(k));
      }
    });
    return out.toString();
  }
}
