package dev.nnebench.report;

import java.util.ArrayList;
import java.util.List;

/** RFC 4180 quoting and parsing: quotes double inside quoted fields; CRLF or LF ends a record. */
final class CsvRecords {
  private static final char QUOTE = '"';

  private CsvRecords() {}

  static String quote(String value) {
    boolean plain = value.chars().noneMatch(c -> c == ',' || c == QUOTE || c == '\n' || c == '\r');
    return plain ? value : QUOTE + value.replace("\"", "\"\"") + QUOTE;
  }

  static List<List<String>> parse(String text) {
    List<List<String>> records = new ArrayList<>();
    List<String> record = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        if (c == QUOTE && i + 1 < text.length() && text.charAt(i + 1) == QUOTE) {
          field.append(QUOTE);
          i++;
        } else if (c == QUOTE) {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == QUOTE) {
        quoted = true;
      } else if (c == ',') {
        record.add(field.toString());
        field.setLength(0);
      } else if (c == '\n') {
        record.add(field.toString());
        field.setLength(0);
        records.add(record);
        record = new ArrayList<>();
      } else if (c != '\r') {
        field.append(c);
      }
    }
    if (field.length() > 0 || !record.isEmpty()) {
      record.add(field.toString());
      records.add(record);
    }
    return records;
  }
}
