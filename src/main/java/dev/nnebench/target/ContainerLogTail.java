package dev.nnebench.target;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import org.testcontainers.containers.output.OutputFrame;

/**
 * The container's last output lines, kept while it starts: Testcontainers removes a container
 * that failed to start, so afterwards {@code docker logs} finds nothing, and the reason (an init
 * script's error, a memory warning) would be lost with it.
 */
final class ContainerLogTail implements Consumer<OutputFrame> {
  private final int kept;
  private final Deque<String> lines = new ArrayDeque<>();
  private final StringBuilder partial = new StringBuilder();

  ContainerLogTail(int kept) {
    this.kept = kept;
  }

  @Override
  public synchronized void accept(OutputFrame frame) {
    byte[] bytes = frame.getBytes();
    if (bytes == null) {
      return;
    }
    partial.append(new String(bytes, StandardCharsets.UTF_8));
    for (int nl; (nl = partial.indexOf("\n")) >= 0; partial.delete(0, nl + 1)) {
      keep(partial.substring(0, nl));
    }
  }

  private void keep(String line) {
    String text = line.strip();
    if (text.isEmpty()) {
      return;
    }
    lines.addLast(text);
    if (lines.size() > kept) {
      lines.removeFirst();
    }
  }

  /** The kept lines, oldest first (a last line without its newline included). */
  synchronized List<String> lines() {
    List<String> all = new java.util.ArrayList<>(lines);
    if (!partial.toString().isBlank()) {
      all.add(partial.toString().strip());
    }
    return all.size() > kept ? all.subList(all.size() - kept, all.size()) : all;
  }
}
