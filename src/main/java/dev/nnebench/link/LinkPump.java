package dev.nnebench.link;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One direction of an emulated link: a reader takes chunks off one socket as they arrive, counts
 * them and stamps each with its delivery time; a writer hands them to the other socket at that
 * time. Without delay or cap the reader writes them on itself, as a plain relay. When the source
 * ends, the destination's output is shut down after the last chunk, so a half-close crosses the
 * link as it would a real one.
 */
final class LinkPump {
  /* A chunk is at most one read: with a cap, 16 KB is 0.13 ms at 1 Gbit/s, fine enough to pace. */
  private static final int CHUNK = 16 * 1024;
  /* Chunks in flight before the reader stops reading: the link's buffer, as a socket's window. */
  private static final int IN_FLIGHT = 256;
  private static final Chunk END = new Chunk(Long.MIN_VALUE, new byte[0]);

  private final Socket from;
  private final Socket to;
  private final DeliverySchedule schedule;
  private final boolean paced;
  private final Direction direction;
  private final BlockingQueue<Chunk> queue = new ArrayBlockingQueue<>(IN_FLIGHT);
  private final Pacer pacer = new Pacer();

  private record Chunk(long deliverAt, byte[] bytes) {}

  LinkPump(Socket from, Socket to, LinkSpec link, long seed, Direction direction) {
    this.from = from;
    this.to = to;
    this.schedule = new DeliverySchedule(link, seed);
    this.paced = link.emulated();
    this.direction = direction;
  }

  /**
   * Which way a pump carries, the tally it counts into and the switch that turns the link's
   * pacing off for the whole relay ({@link LinkRelay#pace}).
   */
  record Direction(WireTally tally, boolean fromClient, AtomicBoolean pacing) {}

  /** Starts the reader and the writer; {@code onEnd} runs once the writer has finished. */
  void start(String name, Runnable onEnd) {
    if (!paced) {
      daemon(name, () -> {
        try {
          copyLoop();
        } finally {
          onEnd.run();
        }
      });
      return;
    }
    daemon(name + "-read", this::readLoop);
    daemon(name + "-write", () -> {
      try {
        writeLoop();
      } finally {
        onEnd.run();
      }
    });
  }

  private static void daemon(String name, Runnable body) {
    Thread t = new Thread(body, name);
    t.setDaemon(true);
    t.start();
  }

  /* Unpaced: read, count, write, as one thread. */
  private void copyLoop() {
    byte[] buffer = new byte[CHUNK];
    try {
      InputStream in = from.getInputStream();
      OutputStream out = to.getOutputStream();
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        direction.tally().add(direction.fromClient(), n);
        out.write(buffer, 0, n);
        out.flush();
      }
      to.shutdownOutput();
    } catch (IOException e) {
      closeQuietly(from);
      closeQuietly(to);
    }
  }

  private void readLoop() {
    byte[] buffer = new byte[CHUNK];
    try {
      InputStream in = from.getInputStream();
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        direction.tally().add(direction.fromClient(), n);
        long now = System.nanoTime();
        long at = direction.pacing().get() ? schedule.deliveryFor(now, n) : now;
        queue.put(new Chunk(at, Arrays.copyOf(buffer, n)));
      }
    } catch (IOException e) {
      // the source closed or reset: what was read is still delivered, then the end
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return;
    }
    try {
      queue.put(END);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void writeLoop() {
    try {
      OutputStream out = to.getOutputStream();
      for (Chunk c = queue.take(); c != END; c = queue.take()) {
        pacer.awaitDeadline(c.deliverAt());
        out.write(c.bytes());
        out.flush();
      }
      to.shutdownOutput();
    } catch (IOException | InterruptedException e) {
      // the destination went away: the connection is over for both directions
      closeQuietly(from);
      closeQuietly(to);
      drainToEnd();
    }
  }

  /* The reader meets the closed source soon and queues the end; until then it must not block. */
  private void drainToEnd() {
    try {
      while (queue.take() != END) {
        // discarded: nobody is left to deliver it to
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException ignored) {
      // already closed: nothing to release
    }
  }
}
