package dev.nnebench.report.markdown;

import java.util.ArrayList;
import java.util.List;

/**
 * An answer section: a title, an explanation and bullets, or, when nothing was measured for it,
 * only a note saying why: explaining a figure that is not there is one more paragraph to read
 * past.
 */
public final class Section {
  private Section() {}

  public static List<String> of(String title, String why, List<String> bullets, String whenEmpty) {
    List<String> lines = new ArrayList<>();
    lines.add("### " + title);
    lines.add("");
    if (!why.isEmpty() && !bullets.isEmpty()) {
      lines.add(why);
      lines.add("");
    }
    if (bullets.isEmpty()) {
      lines.add("_Not measured in this run: " + whenEmpty + "_");
    } else {
      lines.addAll(bullets);
    }
    lines.add("");
    return lines;
  }
}
