package dev.nnebench.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.cell.Facts;
import dev.nnebench.cell.Observed;
import dev.nnebench.failure.ServerError;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

class TrialSidecarTest {
  @TempDir Path dir;

  @AfterEach
  void clear() {
    System.clearProperty(TrialSidecar.DIRECTORY_PROPERTY);
  }

  static BenchmarkParams params(String encryption) {
    WorkloadParams workload = new WorkloadParams();
    workload.put("encryption", encryption, 0);
    workload.put("fetchSize", "100", 1);
    IterationParams iteration =
        new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.seconds(1), 1);
    return new BenchmarkParams("dev.nnebench.bench.fetch.FetchThroughput.fetch", "gen", false, 1,
        new int[] {1}, List.of(), 1, 0, iteration, iteration, Mode.Throughput, workload,
        java.util.concurrent.TimeUnit.SECONDS, 1, "java", List.of(), "17", "vm", "17", "1.37",
        TimeValue.minutes(1));
  }

  @Test
  void writtenValuesAreReadBackForTheSameTrialOnly() throws Exception {
    System.setProperty(TrialSidecar.DIRECTORY_PROPERTY, dir.toString());

    Observed negotiated = Observed.NONE.withText(Facts.ENCRYPTION, "AES256")
        .withPeer(Observed.NONE.withText(Facts.ENCRYPTION, "NONE"));
    TrialSidecar.write(params("AES256"), negotiated);

    assertEquals(negotiated, TrialSidecar.read(dir, params("AES256")));
    assertTrue(TrialSidecar.read(dir, params("AES128")).isEmpty());
  }

  @Test
  void aTrialWithLongParameterValuesStillGetsItsFile() throws Exception {
    System.setProperty(TrialSidecar.DIRECTORY_PROPERTY, dir.toString());
    String longValue = "rows=38613,cols=3,width=100/".repeat(20); // 560 characters

    Observed sdu = Observed.NONE.with(Facts.SDU, 8192);
    TrialSidecar.write(params(longValue), sdu);

    assertEquals(sdu, TrialSidecar.read(dir, params(longValue)));
    assertTrue(TrialSidecar.key(params(longValue)).startsWith("FetchThroughput.fetch_"));
  }

  @Test
  void outsideARunNothingIsWritten() throws Exception {
    TrialSidecar.write(params("AES256"), Observed.NONE.with(Facts.SDU, 8192));

    assertTrue(TrialSidecar.read(dir, params("AES256")).isEmpty());
  }

  @Test
  void aFailedTrialRecordsTheServerErrorBehindItForTheRunner() throws Exception {
    System.setProperty(TrialSidecar.DIRECTORY_PROPERTY, dir.toString());
    java.sql.SQLException cause = new java.sql.SQLSyntaxErrorException(
        "ORA-00942: table or view does not exist", "42000", 942);

    TrialSidecar.failed(params("NONE"), Observed.NONE.withText(Facts.ENCRYPTION, "NONE"),
        new IllegalStateException("fetch failed", cause));

    assertEquals(java.util.Optional.of(new ServerError(942)), TrialSidecar.failure(dir));
    assertEquals("NONE", TrialSidecar.read(dir, params("NONE")).text(Facts.ENCRYPTION));
  }

  @Test
  void aFailureWithoutAServerErrorRecordsNothing() throws Exception {
    System.setProperty(TrialSidecar.DIRECTORY_PROPERTY, dir.toString());

    TrialSidecar.failed(params("NONE"), Observed.NONE, new IllegalStateException("a bug"));

    assertEquals(java.util.Optional.empty(), TrialSidecar.failure(dir));
  }
}
