package dev.nnebench.report.question.published;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PublishedSectionTest {
  private static final double[] JITTER = {1.0, 1.01, 0.99, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0, 1.02};
  private static final String NNE_OFF = "encryption=NONE/checksum=NONE";

  @Test
  void oneGigabyteRatiosAreSetBesideTheReportedOnes() {
    List<String> lines = PublishedSection.section(List.of(
        paired("main", "1gb-slice", "12", "false", "AES256", "SHA512", 16, 2),
        paired("main", "1gb-slice", "12", "true", "AES256", "SHA512", 4, 2)));
    String own = row(lines, "driver's own AES vs no NNE");
    assertTrue(own.contains("| 12 (AES256, 1gb-slice) | 8.00× | 8.00× ±"), own);
    assertTrue(own.contains("| agrees |"), own);
    String jce = row(lines, "JCE (useJCEAPI=true) vs no NNE");
    assertTrue(jce.contains("| 2.00× ±"), jce);
    assertTrue(jce.contains("lower: 0.556× the reported"), jce);
    String ownVsJce = row(lines, "driver's own AES vs JCE");
    assertTrue(ownVsJce.contains("| 4.00× ±"), ownVsJce);
    assertTrue(ownVsJce.contains("higher: 1.80× the reported"), ownVsJce);
    assertEquals(1, lines.stream().filter(l -> l.startsWith("**Oracle JDBC and AES-NI")).count(),
        "one setup line per write-up: " + lines);
  }

  @Test
  void aDriverThatIgnoredUseJceApiHasNoOwnAesRow() {
    Trial ignored = paired("main", "1gb-slice", "23", "false", "AES256", "SHA512", 4, 2)
        .with(Trial.NEGOTIATED + "jceIgnored", "true");
    assertEquals(List.of(), PublishedSection.section(List.of(ignored)));
  }

  @Test
  void aRunWithoutAPublishedSetupHasNoSection() {
    assertEquals(List.of(), PublishedSection.section(List.of(
        paired("main", "small", "23", "true", "AES256", "SHA256", 6, 4))));
  }

  @Test
  void theAesNiRowsNeedBothLegs() {
    Trial on = paired("main", "small", "23", "true", "AES128", "NONE", 6, 4);
    assertEquals(List.of(), PublishedSection.section(List.of(on)));
    List<String> lines = PublishedSection.section(List.of(on,
        paired("aes-off", "small", "23", "true", "AES128", "NONE", 18, 4)));
    assertTrue(row(lines, "clear, AES-NI on").contains("| 1.50× ±"), lines.toString());
    assertTrue(row(lines, "clear, AES-NI off").contains("lower: 0.957× the reported"), lines.toString());
  }

  @Test
  void connectsAreJudgedOnTheirWallTime() {
    Map<String, String> f = new LinkedHashMap<>(Map.of(Trial.LEG, "main", Trial.BENCHMARK,
        Benchmark.OPEN.text(), Trial.SCORE, "30", Trial.ERROR, "1", Trial.UNIT, "ms/op",
        "param.driver", "19", "param.encryption", "3DES168", "param.checksum", "NONE",
        "param.counterpart", NNE_OFF));
    f.put(Trial.SERIES + "aux.openNanos", series(350e6));
    f.put(Trial.SERIES + "aux.opens", series(1, false));
    f.put(Trial.SERIES + "aux.openNanosPeer", series(48e6, false));
    f.put(Trial.SERIES + "aux.opensPeer", series(1, false));
    String connect = row(PublishedSection.section(List.of(new Trial(f))), "connect, 3DES168");
    assertTrue(connect.contains("| 7.00-8.40× | not recorded | 7.29× ±"), connect);
    assertTrue(connect.contains("| agrees |"), connect);
  }

  private static String row(List<String> lines, String claim) {
    return lines.stream().filter(l -> l.contains(claim)).findFirst()
        .orElseThrow(() -> new AssertionError("no row for " + claim + " in " + lines));
  }

  /* A fetch paired with NNE off: own and peer CPU s/GB as given, wall in the same ratio. */
  private static Trial paired(String leg, String shape, String driver, String jce, String enc,
      String sum, double cpuPerGb, double peerCpuPerGb) {
    Map<String, String> f = new LinkedHashMap<>();
    f.putAll(Map.of(Trial.LEG, leg, Trial.BENCHMARK, Benchmark.FETCH.text(), Trial.SCORE, "1",
        Trial.ERROR, "0.1", Trial.UNIT, "ops/s", "param.driver", driver, "param.jce", jce,
        "param.encryption", enc, "param.checksum", sum, "param.shape", shape));
    f.put("param.counterpart", NNE_OFF);
    f.put(Trial.SERIES + "aux.cpuNanos", series(cpuPerGb * 1e8));
    f.put(Trial.SERIES + "aux.cpuNanosPeer", series(peerCpuPerGb * 1e8, false));
    f.put(Trial.SERIES + "aux.wallNanos", series(cpuPerGb * 2e8));
    f.put(Trial.SERIES + "aux.wallNanosPeer", series(peerCpuPerGb * 2e8, false));
    f.put(Trial.SERIES + "aux.bytes", series(1e8, false));
    f.put(Trial.SERIES + "aux.bytesPeer", series(1e8, false));
    return new Trial(f);
  }

  private static String series(double v) {
    return series(v, true);
  }

  private static String series(double v, boolean jitter) {
    return Arrays.stream(JITTER).mapToObj(j -> Double.toString(v * (jitter ? j : 1)))
        .collect(Collectors.joining(" "));
  }
}
