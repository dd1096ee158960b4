package dev.nnebench.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.csv.QuoteMode;

/**
 * results.csv: one row per trial, the union of every trial's columns as header (fixed columns
 * first, then parameters, negotiated values and secondary figures in name order). RFC 4180
 * quoting, so JVM arguments and CPU flags with spaces or commas survive a round trip.
 */
public final class TrialCsv {
  public static final String FILE_NAME = "results.csv";

  private static final List<String> FIXED = List.of(
      Trial.LEG, Trial.BENCHMARK, Trial.MODE, Trial.SCORE, Trial.ERROR, Trial.UNIT,
      Trial.THREADS, Trial.FORKS, Trial.TARGET, Trial.JDK, Trial.VM, Trial.JVM_ARGS, Trial.JVM,
      Trial.WARMUP_ITERATIONS, Trial.WARMUP_TIME, Trial.WARMUP_BATCH_SIZE,
      Trial.MEASUREMENT_ITERATIONS, Trial.MEASUREMENT_TIME, Trial.MEASUREMENT_BATCH_SIZE,
      Trial.CPU_MODEL, Trial.CPUS, Trial.CPU_FLAGS);

  // CRLF records, quotes only where a value needs them (MINIMAL also quotes a leading empty value
  // and values starting or ending in a space, so spreadsheets and this reader keep them intact).
  private static final CSVFormat WRITE = CSVFormat.RFC4180.builder()
      .setQuoteMode(QuoteMode.MINIMAL)
      .get();

  // The first record names the columns. Missing (blank) names are tolerated because the
  // hand-written reader before this one accepted them; blank lines carry no trial, so skip them.
  private static final CSVFormat READ = CSVFormat.RFC4180.builder()
      .setHeader()
      .setSkipHeaderRecord(true)
      .setAllowMissingColumnNames(true)
      .setIgnoreEmptyLines(true)
      .get();

  private TrialCsv() {}

  /** Writes {@code trials} to {@code file} (UTF-8), one header row then one row per trial. */
  public static void write(Path file, List<Trial> trials) throws IOException {
    List<String> header = header(trials);
    CSVFormat format = WRITE.builder().setHeader(header.toArray(String[]::new)).get();
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        CSVPrinter printer = format.print(out)) {
      for (Trial trial : trials) {
        printer.printRecord(header.stream().map(trial::get));
      }
    }
  }

  /**
   * Reads a file written by {@link #write}: each row as a trial whose columns follow the header.
   * A row shorter than the header lacks the columns past its end; an empty file has no trials.
   */
  public static List<Trial> read(Path file) throws IOException {
    try (CSVParser parser = CSVParser.parse(file, StandardCharsets.UTF_8, READ)) {
      List<Trial> trials = new ArrayList<>();
      for (CSVRecord record : parser) {
        // toMap keeps header order and leaves out the columns a short record lacks.
        trials.add(new Trial(record.toMap()));
      }
      return trials;
    } catch (UncheckedIOException e) {
      // The record iterator wraps malformed input (a CSVException) so; callers expect IOException.
      throw e.getCause();
    }
  }

  static List<String> header(List<Trial> trials) {
    Set<String> columns = new LinkedHashSet<>(FIXED);
    Set<String> rest = new TreeSet<>();
    trials.forEach(t -> rest.addAll(t.fields().keySet()));
    rest.removeAll(columns);
    columns.addAll(rest);
    return List.copyOf(columns);
  }
}
