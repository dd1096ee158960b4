package dev.nnebench.run;

import dev.nnebench.run.fork.ForkPace;
import dev.nnebench.run.fork.ForkProperties;
import dev.nnebench.run.fork.TrialSidecar;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** Turns a preset's settings and one leg into JMH options: the one place forks are configured. */
final class JmhOptions {
  /* Pinned so GC sizing does not drift between trials; 2 GB holds a 100,000-row fetch buffer. */
  static final List<String> HEAP = List.of("-Xms2g", "-Xmx2g");
  static final String FORWARDED_PREFIX = "nnebench.";

  private JmhOptions() {}

  static Options build(JmhSettings s, Leg leg, Path resultFile, Path sidecars,
      ForkProperties forkProperties) {
    ChainedOptionsBuilder b = new OptionsBuilder()
        .forks(s.forks())
        .warmupIterations(s.warmupIterations())
        .warmupTime(TimeValue.milliseconds(s.warmupTime().toMillis()))
        .measurementIterations(s.iterations())
        .measurementTime(TimeValue.milliseconds(s.iterationTime().toMillis()))
        .shouldFailOnError(true)
        // Explicit, so the forks do not inherit the launching JVM's own flags (debug agents,
        // heap settings of mvn or an IDE).
        .jvmArgs(HEAP.toArray(String[]::new))
        .jvmArgsAppend(forkArgs(leg, sidecars,
            forkProperties.withAll(ForkPace.properties(s.linkPace()))).toArray(String[]::new))
        .resultFormat(ResultFormatType.JSON)
        .result(resultFile.toString());
    leg.includes().forEach(b::include);
    leg.params().forEach((axis, values) -> b.param(axis.name(), values.toArray(String[]::new)));
    leg.jvm().ifPresent(b::jvm);
    return b.build();
  }

  /** The leg's JVM flags plus our settings, passed on so the forks see the same target. */
  static List<String> forkArgs(Leg leg, Path sidecars, ForkProperties forkProperties) {
    List<String> args = new ArrayList<>(leg.jvmArgs());
    forkProperties.forEach((k, v) -> args.add("-D" + k + "=" + v));
    for (Map.Entry<Object, Object> e : System.getProperties().entrySet()) {
      String key = e.getKey().toString();
      if (key.startsWith(FORWARDED_PREFIX) && !secret(key)
          && !key.equals(TrialSidecar.DIRECTORY_PROPERTY) && !forkProperties.has(key)) {
        args.add("-D" + key + "=" + e.getValue());
      }
    }
    args.add("-D" + TrialSidecar.DIRECTORY_PROPERTY + "=" + sidecars.toAbsolutePath());
    return args;
  }

  /* Fork arguments end up in the JMH JSON and in ps; a password must come from the environment. */
  private static boolean secret(String key) {
    String lower = key.toLowerCase(Locale.ROOT);
    return lower.contains("password") || lower.contains("secret");
  }
}
