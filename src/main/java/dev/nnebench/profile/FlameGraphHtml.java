package dev.nnebench.profile;

import java.util.Locale;

/**
 * A flame graph as one self-contained HTML page (an inline SVG, no script): root at the bottom,
 * each frame as wide as its share of the samples, its share in the tooltip. A single profile is
 * coloured by {@link Component}; a differential one (two profiles) is as wide as the larger share
 * and red where the first profile spends more, blue where the second does.
 */
public final class FlameGraphHtml {
  private static final int WIDTH = 1200;
  private static final int ROW = 16;
  private static final double SMALLEST = 0.5 / WIDTH;

  private FlameGraphHtml() {}

  /** The flame graph of {@code stacks}. */
  public static String of(String title, Stacks stacks) {
    return page(title, FrameTree.of(stacks, new Stacks(java.util.Map.of())), false,
        "colour: " + legend());
  }

  /** The differential flame graph of {@code first} against {@code second}, each normalised. */
  public static String diff(String title, Stacks first, Stacks second, String firstName,
      String secondName) {
    return page(title, FrameTree.of(first, second), true, "width: the larger share; red: more"
        + " of " + esc(firstName) + "'s samples, blue: more of " + esc(secondName)
        + "'s; the deeper the colour, the larger the difference");
  }

  private static String page(String title, FrameTree root, boolean diff, String note) {
    int height = root.depth() * ROW;
    StringBuilder svg = new StringBuilder();
    draw(svg, root, 0, 0, height, diff);
    return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + esc(title)
        + "</title></head>\n<body style=\"font-family:sans-serif\"><h2>" + esc(title)
        + "</h2>\n<p>" + note + "; hover a frame for its share.</p>\n<svg xmlns=\"http://www.w3"
        + ".org/2000/svg\" width=\"" + WIDTH + "\" height=\"" + height + "\" style=\"font-size:"
        + "11px\">\n" + svg + "</svg>\n</body></html>\n";
  }

  private static void draw(StringBuilder svg, FrameTree node, double x, int depth, int height,
      boolean diff) {
    double width = diff ? Math.max(node.a, node.b) : node.a;
    if (width < SMALLEST) {
      return;
    }
    double px = x * WIDTH;
    double w = width * WIDTH;
    int y = height - (depth + 1) * ROW;
    svg.append(String.format(Locale.ROOT, "<g><title>%s</title><rect x=\"%.1f\" y=\"%d\""
        + " width=\"%.1f\" height=\"%d\" fill=\"%s\" stroke=\"white\" stroke-width=\"0.5\"/>",
        esc(tooltip(node, diff)), px, y, w, ROW - 1, diff ? diffColour(node)
            : componentColour(node.name)));
    int chars = (int) (w / 7);
    if (chars > 3) {
      String label = node.name.length() <= chars ? node.name
          : node.name.substring(0, chars - 2) + "..";
      svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\">%s</text>", px + 2,
          y + ROW - 4, esc(label)));
    }
    svg.append("</g>\n");
    double childX = x;
    for (FrameTree child : node.children.values()) {
      draw(svg, child, childX, depth + 1, height, diff);
      childX += diff ? Math.max(child.a, child.b) : child.a;
    }
  }

  private static String tooltip(FrameTree node, boolean diff) {
    return node.name + ": " + Breakdown.percent(node.a)
        + (diff ? " first, " + Breakdown.percent(node.b) + " second" : " of the samples");
  }

  private static String diffColour(FrameTree node) {
    double larger = Math.max(node.a, node.b);
    double change = larger == 0 ? 0 : (node.a - node.b) / larger;
    int fade = (int) Math.round(230 - 200 * Math.abs(change));
    return change >= 0 ? rgb(255, fade, fade) : rgb(fade, fade, 255);
  }

  private static String componentColour(String frame) {
    Component c = Component.of(new String[] {frame}).component();
    return switch (c) {
      case DRIVER_CRYPTO -> "#e45756";
      case JDK_CRYPTO -> "#f58518";
      case SOCKET_IO -> "#4c78a8";
      case GC -> "#eeca3b";
      case DRIVER_DECODING -> "#54a24b";
      case ROW_CHECK -> "#b279a2";
      case OTHER -> "#bab0ac";
    };
  }

  private static String legend() {
    return "red driver crypto, orange JDK crypto, blue socket I/O, yellow GC, green driver"
        + " decoding, purple nnebench row check, grey other";
  }

  private static String rgb(int r, int g, int b) {
    return String.format(Locale.ROOT, "rgb(%d,%d,%d)", r, g, b);
  }

  static String esc(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
