package dev.nnebench.scenario;

import dev.nnebench.config.ConfigFiles;
import dev.nnebench.shape.ColumnType;
import dev.nnebench.shape.Entropy;
import dev.nnebench.shape.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shapes by name (from config/shapes.properties), by label ({@link Shape#label()}) or by spec
 * ({@code rows=..,cols=..,width=..,nulls=..,repeat=..,types=..,lobSize=..,values=..}; omitted
 * keys take {@link #DEFAULT_WIDTH}, no NULLs, no repeats, all VARCHAR2, padded values). {@code types} lists column types
 * separated by {@code /}, e.g. {@code types=number(12,2)/date/clob}; without {@code cols} there is
 * one column per type, with it the types repeat over the columns.
 *
 * <p>Part of the preset language rather than of shape/: the names live in an editable config
 * file found the way presets are ({@link ConfigFiles}), which only the harness reads. The double
 * learns a shape from the SQL it is sent, so shape/ stays free of config loading.
 */
public final class Shapes {
  public static final int DEFAULT_ROWS = 10_000;
  public static final int DEFAULT_COLUMNS = 10;
  public static final int DEFAULT_WIDTH = 100;
  /** CLOB characters or BLOB bytes when a spec with LOB types names no lobSize. */
  public static final int DEFAULT_LOB_SIZE = 1000;
  /** The shape `nnebench fetch` uses when none is given. */
  public static final String DEFAULT_NAME = "small";
  private static final String FILE = "shapes";
  /** {@link Shape#label()}'s format, e.g. {@code 100000x10x1000-n0-r1}. */
  private static final Pattern LABEL =
      Pattern.compile("(\\d+)x(\\d+)x(\\d+)(?:-n(\\d+))?(?:-r(\\d+))?"
          + "(?:-t([a-z0-9._]+)-l(\\d+))?(?:-e([a-z]+))?");

  private Shapes() {}

  /** A shape name or spec; throws IllegalArgumentException with the fix in its message. */
  public static Shape parse(String text) {
    String t = text.trim();
    if (t.contains("=")) {
      return spec(t);
    }
    Matcher label = LABEL.matcher(t);
    if (label.matches()) {
      return fromLabel(label);
    }
    Properties named = ConfigFiles.load(FILE);
    return named.stringPropertyNames().stream().filter(name -> name.equalsIgnoreCase(t))
        .findFirst().map(name -> spec(named.getProperty(name).trim()))
        .orElseThrow(() -> new IllegalArgumentException("unknown shape '" + text
            + "'; use one of " + names()
            + " or rows=..,cols=..,width=..,nulls=..,repeat=..,types=..,lobSize=..,values=.."));
  }

  /** The names of the named shapes (config/shapes.properties), sorted. */
  public static List<String> names() {
    return ConfigFiles.load(FILE).stringPropertyNames().stream()
        .map(name -> name.toLowerCase(Locale.ROOT)).sorted().toList();
  }

  private static Shape fromLabel(Matcher m) {
    int rows = Integer.parseInt(m.group(1));
    int cols = Integer.parseInt(m.group(2));
    int width = Integer.parseInt(m.group(3));
    int nulls = m.group(4) == null ? 0 : Integer.parseInt(m.group(4));
    int repeat = m.group(5) == null ? 1 : Integer.parseInt(m.group(5));
    Entropy entropy = m.group(8) == null ? Entropy.PAD : Entropy.parse(m.group(8));
    if (m.group(6) == null) {
      return new Shape(rows, cols, width, nulls, repeat, List.of(), 0, entropy);
    }
    return new Shape(rows, cols, width, nulls, repeat, Shape.parseLabelTypes(m.group(6)),
        Integer.parseInt(m.group(7)), entropy);
  }

  private static Shape spec(String spec) {
    int rows = DEFAULT_ROWS;
    Integer cols = null;
    int width = DEFAULT_WIDTH;
    int nulls = 0;
    int repeat = 1;
    List<ColumnType> types = List.of();
    Integer lobSize = null;
    Entropy entropy = Entropy.PAD;
    for (String part : parts(spec)) {
      String[] kv = part.split("=", 2);
      if (kv.length != 2) {
        throw new IllegalArgumentException("bad shape part '" + part + "'; write key=value");
      }
      String key = kv[0].trim().toLowerCase(Locale.ROOT);
      if (key.equals("types")) {
        types = Shape.parseTypes(kv[1].trim());
        continue;
      }
      if (key.equals("values")) {
        entropy = Entropy.parse(kv[1]);
        continue;
      }
      int v = number(kv[0].trim(), kv[1].trim());
      switch (key) {
        case "rows" -> rows = v;
        case "cols", "columns" -> cols = v;
        case "width" -> width = v;
        case "nulls" -> nulls = v;
        case "repeat" -> repeat = v;
        case "lobsize" -> lobSize = v;
        default -> throw new IllegalArgumentException("unknown shape key '" + kv[0].trim()
            + "'; use rows, cols, width, nulls, repeat, types, lobSize, values");
      }
    }
    if (types.isEmpty()) {
      if (lobSize != null) {
        throw new IllegalArgumentException("shape lobSize needs types with clob or blob");
      }
      return new Shape(rows, cols == null ? DEFAULT_COLUMNS : cols, width, nulls, repeat,
          List.of(), 0, entropy);
    }
    boolean lobs = types.stream().anyMatch(t -> t.kind().lob());
    int lob = lobs ? (lobSize == null ? DEFAULT_LOB_SIZE : lobSize) : 0;
    if (!lobs && lobSize != null) {
      throw new IllegalArgumentException("shape lobSize needs a clob or blob in types");
    }
    return new Shape(rows, cols == null ? types.size() : cols, width, nulls, repeat, types, lob,
        entropy);
  }

  /** The spec's key=value parts: commas inside parentheses (number(12,2)) do not split. */
  private static List<String> parts(String spec) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < spec.length(); i++) {
      char ch = spec.charAt(i);
      if (ch == '(') {
        depth++;
      } else if (ch == ')') {
        depth--;
      } else if (ch == ',' && depth == 0) {
        out.add(spec.substring(start, i));
        start = i + 1;
      }
    }
    out.add(spec.substring(start));
    return out;
  }

  private static int number(String key, String value) {
    try {
      return Integer.parseInt(value.replace("_", ""));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("shape " + key + " must be a whole number, got '" + value + "'");
    }
  }
}
