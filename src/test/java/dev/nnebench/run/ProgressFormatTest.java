package dev.nnebench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

class ProgressFormatTest {

  @Test
  void figuresAreShortAndReadable() {
    assertEquals("123457", ProgressFormat.figure(123456.7));
    assertEquals("12.3", ProgressFormat.figure(12.34));
    assertEquals("0.00123", ProgressFormat.figure(0.001234));
    assertEquals("n/a", ProgressFormat.figure(Double.NaN));
  }

  @Test
  void describesATrialByClassMethodAndSortedParameters() {
    WorkloadParams workload = new WorkloadParams();
    workload.put("fetchSize", "100", 1);
    workload.put("encryption", "AES256", 0);
    IterationParams iteration =
        new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.seconds(1), 1);
    BenchmarkParams params = new BenchmarkParams("dev.nnebench.bench.fetch.FetchThroughput.fetch",
        "gen", false, 1, new int[] {1}, List.of(), 1, 0, iteration, iteration, Mode.Throughput,
        workload, TimeUnit.SECONDS, 1, "java", List.of(), "17", "vm", "17", "1.37",
        TimeValue.minutes(1));

    assertEquals("FetchThroughput.fetch {encryption=AES256, fetchSize=100}",
        ProgressFormat.describe(params));
    assertEquals("FetchThroughput.fetch {fetchSize=100}",
        ProgressFormat.describe(params, java.util.Set.of("encryption")));
  }
}
