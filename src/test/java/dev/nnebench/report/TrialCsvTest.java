package dev.nnebench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrialCsvTest {
  @TempDir Path dir;

  @Test
  void rowsSurviveARoundTripWithCommasQuotesAndMissingColumns() throws Exception {
    Trial a = Trials.of("CipherThroughput.encrypt", 1.5, 0.1,
        Trial.JVM_ARGS, "-Xmx2g -Dx=\"a,b\"", "param.bytes", "8192");
    Trial b = Trials.of("FetchThroughput.fetch", 2, Double.NaN, "negotiated.encryption", "AES256");
    Path file = dir.resolve(TrialCsv.FILE_NAME);

    TrialCsv.write(file, List.of(a, b));
    List<Trial> back = TrialCsv.read(file);

    assertEquals(2, back.size());
    assertEquals("-Xmx2g -Dx=\"a,b\"", back.get(0).get(Trial.JVM_ARGS));
    assertEquals("8192", back.get(0).param("bytes"));
    assertEquals("", back.get(0).get("negotiated.encryption"));
    assertEquals("AES256", back.get(1).get("negotiated.encryption"));
    assertEquals(Double.NaN, back.get(1).error());
  }

  @Test
  void headerStartsWithTheFixedColumnsThenTheRestInOrder() {
    Trial t = Trials.of("X.y", 1, 0, "param.z", "1", "aux.a", "2");

    List<String> header = TrialCsv.header(List.of(t));

    assertEquals(List.of(Trial.LEG, Trial.BENCHMARK, Trial.MODE), header.subList(0, 3));
    assertEquals(List.of("aux.a", "param.z"), header.subList(header.size() - 2, header.size()));
  }
}
