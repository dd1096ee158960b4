package dev.nnebench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrialCsvTest {
  @TempDir Path dir;

  @Test
  void rowsSurviveARoundTripWithCommasQuotesAndMissingColumns() throws Exception {
    Trial a = Rows.of("CipherThroughput.encrypt", 1.5, 0.1,
        Trial.JVM_ARGS, "-Xmx2g -Dx=\"a,b\"", "param.bytes", "8192");
    Trial b = Rows.of("FetchThroughput.fetch", 2, Double.NaN, "negotiated.encryption", "AES256");
    Path file = dir.resolve(TrialCsv.FILE_NAME);

    TrialCsv.write(file, List.of(a, b));
    List<Trial> back = TrialCsv.read(file);

    assertEquals(2, back.size());
    assertEquals("-Xmx2g -Dx=\"a,b\"", back.get(0).get(Trial.JVM_ARGS));
    assertEquals("8192", back.get(0).get("param.bytes"));
    assertEquals("", back.get(0).get("negotiated.encryption"));
    assertEquals("AES256", back.get(1).get("negotiated.encryption"));
    assertEquals(Double.NaN, back.get(1).error());
  }

  @Test
  void awkwardValuesSurviveARoundTripUnchanged() throws Exception {
    Map<String, String> awkward = Map.of(
        Trial.CPU_MODEL, "Intel(R) Xeon(R), 2.20GHz",
        Trial.JVM_ARGS, "\"quoted\" and \"\"doubled\"\"",
        Trial.CPU_FLAGS, "line one\nline two\r\nline three\rend",
        "param.note", "Ünïcödé — 暗号化 🔐",
        "param.spaces", "  leading and trailing  ",
        "param.hash", "#not a comment",
        "aux.empty", "");
    Trial trial = Rows.of("X.y", 1, 0, flatten(awkward));
    Path file = dir.resolve(TrialCsv.FILE_NAME);

    TrialCsv.write(file, List.of(trial));
    Trial back = TrialCsv.read(file).get(0);

    awkward.forEach((column, value) -> assertEquals(value, back.get(column), column));
    assertEquals(TrialCsv.header(List.of(trial)), List.copyOf(back.fields().keySet()));
  }

  @Test
  void writesCrlfRecordsAndQuotesOnlyWhereNeeded() throws Exception {
    Trial trial = Rows.of("X.y", 1, 0, Trial.JVM_ARGS, "-Xmx2g", Trial.CPU_FLAGS, "a,b");
    Path file = dir.resolve(TrialCsv.FILE_NAME);

    TrialCsv.write(file, List.of(trial));
    String text = Files.readString(file, StandardCharsets.UTF_8);

    assertTrue(text.startsWith("leg,benchmark,mode,score,"), text);
    assertTrue(text.endsWith("\r\n"), text);
    assertFalse(text.replace("\r\n", "").contains("\n"), text);
    assertTrue(text.contains(",-Xmx2g,"), text);
    assertTrue(text.contains(",\"a,b\""), text);
  }

  @Test
  void readsAFileInTheFormerHandWrittenFormat() throws Exception {
    // As the replaced writer produced it: CRLF, quotes only around values that need them.
    String old = "leg,benchmark,score,jvm_args,cpu_flags,param.note\r\n"
        + "main,X.y,1.5,\"-Dx=\"\"a,b\"\"\",\"fpu\r\nsse\",plain\r\n"
        + "main,X.z,2.0,,,\"ends with \"\"\"\r\n";
    Path file = dir.resolve(TrialCsv.FILE_NAME);
    Files.writeString(file, old, StandardCharsets.UTF_8);

    List<Trial> back = TrialCsv.read(file);

    assertEquals(2, back.size());
    assertEquals("-Dx=\"a,b\"", back.get(0).get(Trial.JVM_ARGS));
    assertEquals("fpu\r\nsse", back.get(0).get(Trial.CPU_FLAGS));
    assertEquals("plain", back.get(0).get("param.note"));
    assertEquals(1.5, back.get(0).score());
    assertEquals("", back.get(1).get(Trial.JVM_ARGS));
    assertEquals("ends with \"", back.get(1).get("param.note"));
    assertEquals(List.of("leg", "benchmark", "score", "jvm_args", "cpu_flags", "param.note"),
        List.copyOf(back.get(1).fields().keySet()));
  }

  @Test
  void aRowShorterThanTheHeaderLoadsWithoutTheMissingColumns() throws Exception {
    Path file = dir.resolve(TrialCsv.FILE_NAME);
    Files.writeString(file, "leg,benchmark,score,unit\r\nmain,X.y,3.0,ops/s\r\nmain,X.z\r\n",
        StandardCharsets.UTF_8);

    List<Trial> back = TrialCsv.read(file);

    assertEquals(2, back.size());
    assertEquals(Map.of("leg", "main", "benchmark", "X.z"), back.get(1).fields());
    assertEquals(Double.NaN, back.get(1).score());
    assertEquals("ops/s", back.get(0).unit());
  }

  @Test
  void anEmptyFileHasNoTrials() throws Exception {
    Path file = dir.resolve(TrialCsv.FILE_NAME);
    Files.writeString(file, "");

    assertEquals(List.of(), TrialCsv.read(file));
  }

  @Test
  void headerStartsWithTheFixedColumnsThenTheRestInOrder() {
    Trial t = Rows.of("X.y", 1, 0, "param.z", "1", "aux.a", "2");

    List<String> header = TrialCsv.header(List.of(t));

    assertEquals(List.of(Trial.LEG, Trial.BENCHMARK, Trial.MODE), header.subList(0, 3));
    assertEquals(List.of("aux.a", "param.z"), header.subList(header.size() - 2, header.size()));
  }

  private static String[] flatten(Map<String, String> columns) {
    return columns.entrySet().stream()
        .flatMap(e -> Stream.of(e.getKey(), e.getValue()))
        .toArray(String[]::new);
  }
}
