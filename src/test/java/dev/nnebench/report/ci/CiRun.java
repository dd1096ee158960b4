package dev.nnebench.report.ci;

import com.github.cliftonlabs.json_simple.JsonException;
import com.github.cliftonlabs.json_simple.Jsoner;
import dev.nnebench.report.SavedRuns;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.figure.SteadyPart;
import dev.nnebench.report.question.Questions;
import dev.nnebench.results.Trial;
import dev.nnebench.results.TrialCsv;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A saved run as the CI files are written from it: its rows as results.csv holds them and the
 * answers the report computes (the steady part of each trial), computed once per run for all
 * the format tests.
 */
record CiRun(String name, List<Trial> rows, List<Answer> answers) {
  /** The quick preset (ratios, figures, counts) and the pool preset (pool and storm units). */
  static final List<String> RUNS = List.of("quick-pre-typed", "pool-pre-typed");
  private static final Map<String, CiRun> SAVED = new ConcurrentHashMap<>();

  static CiRun of(String name) {
    return SAVED.computeIfAbsent(name, CiRun::read);
  }

  private static CiRun read(String name) {
    try {
      Path dir = SavedRuns.copy(name, Files.createTempDirectory("ci-" + name));
      List<Trial> rows = TrialCsv.read(dir.resolve(TrialCsv.FILE_NAME));
      return new CiRun(name, rows, Questions.answers(rows.stream().map(SteadyPart::of).toList()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The answers a file in the format can hold: those whose value is a number. */
  List<Answer> numeric() {
    return answers.stream().filter(a -> a.value().isValid()).toList();
  }

  /** {@code text} parsed as a strict JSON reader parses it. */
  static Object parse(String text) {
    try {
      return Jsoner.deserialize(text);
    } catch (JsonException e) {
      throw new AssertionError("not JSON: " + e.getMessage(), e);
    }
  }
}
