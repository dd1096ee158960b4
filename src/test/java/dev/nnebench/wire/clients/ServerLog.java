package dev.nnebench.wire.clients;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** Collects the double's connection log lines; a line is written when its connection ends. */
final class ServerLog implements Consumer<String> {
  private final List<String> lines = new CopyOnWriteArrayList<>();

  @Override
  public void accept(String line) {
    lines.add(line);
  }

  /** Waits (up to a few seconds) until {@code count} connections have ended, then the lines. */
  List<String> awaitLines(int count) throws InterruptedException {
    for (int i = 0; i < 250 && lines.size() < count; i++) {
      Thread.sleep(20);
    }
    return List.copyOf(lines);
  }

  /** Whether some line contains every one of {@code parts}. */
  static boolean anyLineHasAll(List<String> lines, String... parts) {
    return lines.stream().anyMatch(l -> java.util.Arrays.stream(parts).allMatch(l::contains));
  }
}
