package dev.nnebench.run;

import dev.nnebench.results.Trial;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;

/**
 * The forks measured so far of one trial, and the row they make together: a trial short of its
 * precision target is given more forks (each a JMH invocation of its own), and its row is built
 * from all of them, read as the first invocation's trial (its parameters and sidecar).
 */
final class TrialForks {
  private final RunResult result;
  private final TrialConverter converter;
  private final Map<String, String> notes;

  TrialForks(RunResult result, TrialConverter converter) {
    this(result, converter, Map.of());
  }

  private TrialForks(RunResult result, TrialConverter converter, Map<String, String> notes) {
    this.result = result;
    this.converter = converter;
    this.notes = notes;
  }

  /** The row of every fork so far, with the notes added. */
  Trial row() throws IOException {
    Trial row = converter.row(result);
    for (Map.Entry<String, String> note : notes.entrySet()) {
      row = row.with(note.getKey(), note.getValue());
    }
    return row;
  }

  /** How many forks were measured. */
  int forks() {
    return result.getBenchmarkResults().size();
  }

  /** This trial with the forks of {@code more} (the same trial, measured again) added. */
  TrialForks plus(TrialForks more) {
    List<BenchmarkResult> all = new ArrayList<>(result.getBenchmarkResults());
    all.addAll(more.result.getBenchmarkResults());
    return new TrialForks(new RunResult(result.getParams(), all), converter, notes);
  }

  /** This trial with column {@code name} set to {@code value} in its row. */
  TrialForks with(String name, String value) {
    Map<String, String> added = new LinkedHashMap<>(notes);
    added.put(name, value);
    return new TrialForks(result, converter, added);
  }
}
