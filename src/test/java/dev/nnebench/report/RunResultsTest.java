package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nnebench.report.figure.SyntheticRuns;
import dev.nnebench.results.Trial;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunResultsTest {
  @TempDir Path tmp;

  @Test
  void readsTheTrialsOfARunDirectory() throws Exception {
    List<Trial> trials = SyntheticRuns.run(2, 3, 2.2);
    SyntheticRuns.write(tmp, trials);

    List<Trial> read = RunResults.read(tmp);

    assertEquals(trials.size(), read.size());
    for (int i = 0; i < trials.size(); i++) {
      Trial written = trials.get(i);
      Trial back = read.get(i);
      written.fields().keySet().forEach(c -> assertEquals(written.get(c), back.get(c), c));
    }
  }

  @Test
  void aMissingDirectoryIsNamedWithTheFix() {
    Path absent = tmp.resolve("absent");

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RunResults.check(absent));

    assertEquals(absent + " is not a directory; give a run directory under target/nnebench/",
        e.getMessage());
  }

  @Test
  void aDirectoryWithoutResultsIsNamedWithTheFix() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RunResults.check(tmp));

    assertEquals(tmp + " has no results.csv; give a directory written by nnebench bench",
        e.getMessage());
  }
}
