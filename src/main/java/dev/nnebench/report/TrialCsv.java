package dev.nnebench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * results.csv: one row per trial, the union of every trial's columns as header (fixed columns
 * first, then parameters, negotiated values and secondary figures in name order). RFC 4180
 * quoting, so JVM arguments and CPU flags with spaces or commas survive a round trip.
 */
public final class TrialCsv {
  public static final String FILE_NAME = "results.csv";

  private static final List<String> FIXED = List.of(
      Trial.LEG, Trial.BENCHMARK, Trial.MODE, Trial.SCORE, Trial.ERROR, Trial.UNIT,
      Trial.THREADS, Trial.FORKS, Trial.TARGET, Trial.JDK, Trial.VM, Trial.JVM_ARGS,
      Trial.CPU_MODEL, Trial.CPUS, Trial.CPU_FLAGS);

  private TrialCsv() {}

  public static void write(Path file, List<Trial> trials) throws IOException {
    List<String> header = header(trials);
    StringBuilder out = new StringBuilder();
    line(out, header);
    for (Trial trial : trials) {
      line(out, header.stream().map(trial::get).toList());
    }
    Files.writeString(file, out, StandardCharsets.UTF_8);
  }

  public static List<Trial> read(Path file) throws IOException {
    List<List<String>> records = CsvRecords.parse(Files.readString(file, StandardCharsets.UTF_8));
    if (records.isEmpty()) {
      return List.of();
    }
    List<String> header = records.get(0);
    List<Trial> trials = new ArrayList<>();
    for (List<String> record : records.subList(1, records.size())) {
      Map<String, String> fields = new LinkedHashMap<>();
      for (int i = 0; i < header.size() && i < record.size(); i++) {
        fields.put(header.get(i), record.get(i));
      }
      trials.add(new Trial(fields));
    }
    return trials;
  }

  static List<String> header(List<Trial> trials) {
    Set<String> columns = new LinkedHashSet<>(FIXED);
    Set<String> rest = new TreeSet<>();
    trials.forEach(t -> rest.addAll(t.fields().keySet()));
    rest.removeAll(columns);
    columns.addAll(rest);
    return List.copyOf(columns);
  }

  private static void line(StringBuilder out, List<String> values) {
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(CsvRecords.quote(values.get(i)));
    }
    out.append("\r\n");
  }
}
