package dev.nnebench.target;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Drains a child's output on a daemon thread, so the child never blocks on a full pipe. Hands
 * out the first line and keeps the last few for error messages.
 */
final class ProcessOutput {
  private static final int KEPT_LINES = 20;
  private static final String END = "\u0000end";

  private final BlockingQueue<String> first = new ArrayBlockingQueue<>(1);
  private final Deque<String> last = new ArrayDeque<>();

  ProcessOutput(InputStream stream, String threadName) {
    Thread t = new Thread(() -> drain(stream), threadName);
    t.setDaemon(true);
    t.start();
  }

  private void drain(InputStream stream) {
    boolean sawFirst = false;
    try (BufferedReader r = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        keep(line);
        if (!sawFirst) {
          first.offer(line);
          sawFirst = true;
        }
      }
    } catch (IOException e) {
      keep("(output closed: " + e.getMessage() + ")");
    } finally {
      first.offer(END);
    }
  }

  private synchronized void keep(String line) {
    if (last.size() == KEPT_LINES) {
      last.removeFirst();
    }
    last.addLast(line);
  }

  /** The first line, or null if the output ended or the timeout passed first. */
  String firstLine(long timeoutMillis) throws InterruptedException {
    String line = first.poll(timeoutMillis, TimeUnit.MILLISECONDS);
    return line == null || line.equals(END) ? null : line;
  }

  /** The last lines seen, joined with " | ". */
  synchronized String tail() {
    return last.isEmpty() ? "(no output)" : String.join(" | ", last);
  }
}
