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
 * script's error, a memory warning) would be lost with it. The image's own progress lines
 * ({@code CONTAINER: ...}) and nnebench's init scripts' go to {@code progress} as they come,
 * so a first start (minutes) shows where it is; the ready line ends the wait.
 */
final class ContainerLogTail implements Consumer<OutputFrame> {
  static final String READY = "DATABASE IS READY TO USE!";
  private final int kept;
  private final Consumer<String> progress;
  private final Deque<String> lines = new ArrayDeque<>();
  private final StringBuilder partial = new StringBuilder();
  private volatile boolean ready;

  ContainerLogTail(int kept, Consumer<String> progress) {
    this.kept = kept;
    this.progress = progress;
  }

  ContainerLogTail(int kept) {
    this(kept, line -> { });
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
    if (text.startsWith("CONTAINER:") || text.startsWith("nnebench:")) {
      progress.accept(text);
    }
    ready |= text.contains(READY);
    lines.addLast(text);
    if (lines.size() > kept) {
      lines.removeFirst();
    }
  }

  /** Whether the image said the database is ready. */
  boolean ready() {
    return ready;
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
