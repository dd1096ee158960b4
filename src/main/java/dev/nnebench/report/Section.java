package dev.nnebench.report;

import java.util.ArrayList;
import java.util.List;

/** A headline section: a title, an explanation, bullets, or a note saying why it is empty. */
final class Section {
  private Section() {}

  static List<String> of(String title, String why, List<String> bullets, String whenEmpty) {
    List<String> lines = new ArrayList<>();
    lines.add("### " + title);
    lines.add("");
    if (!why.isEmpty()) {
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
