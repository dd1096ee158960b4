package dev.nnebench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.Trials;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.List;
import org.junit.jupiter.api.Test;

class NetworkOrClientTest {
  /* CPU s/GB = cpuNanos / bytes: 4e9 ns per 1e9 bytes is 4 s/GB, which 2 Gbit/s matches. */
  private static Trial fetch(String bandwidth, double cpuSecondsPerGb) {
    return Trials.of(Benchmark.FETCH.text(), 1, 0.01, "param.driver", "19", "param.jce", "false",
        "param.encryption", "AES256", "param.checksum", "SHA256", "param.fetchSize", "1000",
        "param.rtt", "0", "param.bandwidth", bandwidth, "param.shape", "small",
        "aux.cpuNanos", Double.toString(cpuSecondsPerGb * 1e9), "aux.cpuNanos.error", "0",
        "aux.bytes", "1e9", "aux.bytes.error", "0", "aux.wallNanos", "9e9",
        "aux.wallNanos.error", "0");
  }

  @Test
  void aClientSlowerThanTheLinkIsWhatBoundsTheFetch() {
    String line = NetworkOrClient.line(fetch("1gbit", 10));
    assertTrue(line.contains("the link needs 8.00 s/GB"), line);
    assertTrue(line.contains("**the client's CPU bounds it**"), line);
    assertTrue(line.contains("any link faster than **0.80 Gbit/s**"), line);
    assertTrue(line.contains("own AES"), line);
  }

  @Test
  void aLinkSlowerThanTheClientIsWhatBoundsIt() {
    assertTrue(NetworkOrClient.line(fetch("100mbit", 4)).contains("**the link bounds it**"));
  }

  @Test
  void anIntervalReachingTheLinksNeedIsCalledAtPar() {
    assertEquals("link and client are at par", NetworkOrClient.bound(8, Measured.of(7.8, 0.3)));
    assertEquals("the client's CPU bounds it", NetworkOrClient.bound(8, Measured.of(8.5, 0.3)));
  }

  @Test
  void aRunWithoutACappedLinkHasNoSection() {
    RunAnswers run = new RunAnswers(List.of(fetch("unlimited", 4)), List.of());
    assertTrue(NetworkOrClient.section(run).isEmpty());
    RunAnswers capped = new RunAnswers(List.of(fetch("1gbit", 4)), List.of());
    assertTrue(String.join("\n", NetworkOrClient.section(capped)).contains("### Network or"
        + " client?"));
  }
}
