package dev.nnebench.profile;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Collapsed stacks as a tree of frames, each node with its share of two profiles' samples
 * ({@code a} and {@code b}; a single profile leaves {@code b} at 0): what a flame graph draws.
 */
final class FrameTree {
  final String name;
  final Map<String, FrameTree> children = new LinkedHashMap<>();
  double a;
  double b;

  private FrameTree(String name) {
    this.name = name;
  }

  static FrameTree of(Stacks a, Stacks b) {
    FrameTree root = new FrameTree("all");
    root.add(a, true);
    root.add(b, false);
    return root;
  }

  private void add(Stacks stacks, boolean first) {
    double total = stacks.total();
    if (total == 0) {
      return;
    }
    stacks.counts().forEach((stack, n) -> {
      double share = n / total;
      FrameTree node = this;
      node.count(share, first);
      for (String frame : stack.split(";")) {
        node = node.children.computeIfAbsent(frame, FrameTree::new);
        node.count(share, first);
      }
    });
  }

  private void count(double share, boolean first) {
    if (first) {
      a += share;
    } else {
      b += share;
    }
  }

  int depth() {
    return 1 + children.values().stream().mapToInt(FrameTree::depth).max().orElse(0);
  }
}
