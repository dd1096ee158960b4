package dev.nnebench.run;

import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.results.Columns;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One pass of JMH within a run: the main pass, or a control that reruns some benchmarks with AES
 * intrinsics off or on a second JDK, over one parameter set. Each leg's rows carry its name.
 */
record Leg(LegName name, Optional<String> jvm, List<String> jvmArgs, List<String> includes,
    ParamSet params) {

  /* UseAESIntrinsics is a diagnostic flag: it needs the unlock flag before it on JDK 17 and 25. */
  static final List<String> NO_AES_NI =
      List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:-UseAES", "-XX:-UseAESIntrinsics");

  /** This leg narrowed to the one trial {@code row} describes (its parameter values). */
  Leg only(Trial row) {
    ParamSet single = ParamSet.EMPTY;
    for (Axis<?> axis : params.axes()) {
      single = single.with(axis, List.of(row.get(Columns.param(axis.name()))));
    }
    return new Leg(name, jvm, jvmArgs, includes, single);
  }

  /**
   * This leg narrowed to {@code cell} (one value of each of its parameters), with {@code
   * settings} over it, run as leg {@code leg} on {@code jdk}: one side of a fork pair.
   */
  Leg side(LegName leg, Cell cell, Cell settings, Jdk jdk) {
    Cell at = cell.withAll(settings);
    ParamSet single = ParamSet.EMPTY;
    for (Axis<?> axis : params.axes()) {
      single = single.with(axis, List.of(at.text(axis)));
    }
    return new Leg(leg, jdk.forkJvm(), jvmArgs, includes, single);
  }

  static Leg main(List<String> includes, ParamSet params) {
    return new Leg(LegName.MAIN, Optional.empty(), List.of(), includes, params);
  }

  static Leg aesOff(List<String> includes, ParamSet params) {
    return new Leg(LegName.AES_OFF, Optional.empty(), NO_AES_NI, includes, params);
  }

  /** A leg on another JDK; {@code jvm} is its home directory or its java executable. */
  static Leg secondJdk(Path jvm, List<String> includes, ParamSet params) {
    Path java = Files.isDirectory(jvm) ? jvm.resolve("bin").resolve("java") : jvm;
    if (!Files.isExecutable(java)) {
      throw new IllegalArgumentException(
          "--jvm " + jvm + " is neither a JDK home nor a java executable; give e.g."
              + " /usr/lib/jvm/temurin-25-jdk-amd64");
    }
    return new Leg(LegName.SECOND_JDK, Optional.of(java.toString()), List.of(), includes,
        params);
  }
}
