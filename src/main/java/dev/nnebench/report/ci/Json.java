package dev.nnebench.report.ci;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * JSON text of a tree of maps (objects, in their order), lists, strings, numbers and booleans,
 * indented as JMH indents its own file. A number that is not finite is refused: JSON has no
 * NaN, and each format says in its own way what stands for one (JMH writes the string "NaN",
 * BMF leaves the bound out).
 */
final class Json {
  private Json() {}

  static String of(Object value) {
    StringBuilder out = new StringBuilder();
    write(out, value, 0);
    return out.append('\n').toString();
  }

  private static void write(StringBuilder out, Object value, int depth) {
    if (value instanceof Map<?, ?> map) {
      object(out, map, depth);
    } else if (value instanceof List<?> list) {
      array(out, list, depth);
    } else if (value instanceof String s) {
      string(out, s);
    } else if (value instanceof Double d) {
      if (!Double.isFinite(d)) {
        throw new IllegalArgumentException("JSON has no number " + d);
      }
      out.append(d);
    } else if (value instanceof Number || value instanceof Boolean) {
      out.append(value);
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value);
    }
  }

  private static void object(StringBuilder out, Map<?, ?> map, int depth) {
    if (map.isEmpty()) {
      out.append("{}");
      return;
    }
    out.append('{');
    Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
    while (entries.hasNext()) {
      Map.Entry<?, ?> e = entries.next();
      newline(out, depth + 1);
      string(out, e.getKey().toString());
      out.append(" : ");
      write(out, e.getValue(), depth + 1);
      out.append(entries.hasNext() ? "," : "");
    }
    newline(out, depth);
    out.append('}');
  }

  private static void array(StringBuilder out, List<?> list, int depth) {
    if (list.isEmpty()) {
      out.append("[]");
      return;
    }
    boolean flat = list.stream().noneMatch(v -> v instanceof Map || v instanceof List);
    out.append('[');
    for (int i = 0; i < list.size(); i++) {
      if (flat) {
        out.append(i == 0 ? "" : " ");
      } else {
        newline(out, depth + 1);
      }
      write(out, list.get(i), depth + 1);
      out.append(i < list.size() - 1 ? "," : "");
    }
    if (!flat) {
      newline(out, depth);
    }
    out.append(']');
  }

  private static void newline(StringBuilder out, int depth) {
    out.append('\n').append("    ".repeat(depth));
  }

  private static void string(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
