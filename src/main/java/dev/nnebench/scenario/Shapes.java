package dev.nnebench.scenario;

import dev.nnebench.config.ConfigFiles;
import dev.nnebench.shape.Shape;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shapes by name (from config/shapes.properties), by label ({@link Shape#label()}) or by spec
 * ({@code rows=..,cols=..,width=..,nulls=..,repeat=..}; omitted keys take {@link #DEFAULT_WIDTH},
 * no NULLs, no repeats).
 *
 * <p>Part of the preset language rather than of shape/: the names live in an editable config
 * file found the way presets are ({@link ConfigFiles}), which only the harness reads. The double
 * learns a shape from the SQL it is sent, so shape/ stays free of config loading.
 */
public final class Shapes {
  public static final int DEFAULT_ROWS = 10_000;
  public static final int DEFAULT_COLUMNS = 10;
  public static final int DEFAULT_WIDTH = 100;
  /** The shape `nnebench fetch` uses when none is given. */
  public static final String DEFAULT_NAME = "small";
  private static final String FILE = "shapes";
  /** {@link Shape#label()}'s format, e.g. {@code 100000x10x1000-n0-r1}. */
  private static final Pattern LABEL =
      Pattern.compile("(\\d+)x(\\d+)x(\\d+)(?:-n(\\d+))?(?:-r(\\d+))?");

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
    String spec = named().get(t.toLowerCase(Locale.ROOT));
    if (spec == null) {
      throw new IllegalArgumentException("unknown shape '" + text + "'; use one of "
          + named().keySet() + " or rows=..,cols=..,width=..,nulls=..,repeat=..");
    }
    return spec(spec);
  }

  /** All named shapes, name to spec, sorted by name. */
  public static Map<String, String> named() {
    Properties p = ConfigFiles.load(FILE);
    Map<String, String> out = new TreeMap<>();
    p.stringPropertyNames().forEach(k -> out.put(k.toLowerCase(Locale.ROOT), p.getProperty(k).trim()));
    return out;
  }

  private static Shape fromLabel(Matcher m) {
    return new Shape(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
        Integer.parseInt(m.group(3)), m.group(4) == null ? 0 : Integer.parseInt(m.group(4)),
        m.group(5) == null ? 1 : Integer.parseInt(m.group(5)));
  }

  private static Shape spec(String spec) {
    int rows = DEFAULT_ROWS;
    int cols = DEFAULT_COLUMNS;
    int width = DEFAULT_WIDTH;
    int nulls = 0;
    int repeat = 1;
    for (String part : spec.split(",")) {
      String[] kv = part.split("=", 2);
      if (kv.length != 2) {
        throw new IllegalArgumentException("bad shape part '" + part + "'; write key=value");
      }
      int v = number(kv[0].trim(), kv[1].trim());
      switch (kv[0].trim().toLowerCase(Locale.ROOT)) {
        case "rows" -> rows = v;
        case "cols", "columns" -> cols = v;
        case "width" -> width = v;
        case "nulls" -> nulls = v;
        case "repeat" -> repeat = v;
        default -> throw new IllegalArgumentException("unknown shape key '" + kv[0].trim()
            + "'; use rows, cols, width, nulls, repeat");
      }
    }
    return new Shape(rows, cols, width, nulls, repeat);
  }

  private static int number(String key, String value) {
    try {
      return Integer.parseInt(value.replace("_", ""));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("shape " + key + " must be a whole number, got '" + value + "'");
    }
  }
}
