package dev.nnebench.run;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import java.time.Duration;
import java.util.Optional;

/**
 * The least one operation of a fetch cell over a delayed link takes, known before it runs: its
 * shape's rows over its fetch size are the round trips it waits for, each the link's RTT (the
 * rows' transfer and decoding come on top). Fetch size 10 over 2 ms on the small shape: 1,000
 * round trips, 2 s an operation, four times a 500 ms iteration.
 */
final class LinkWait {
  private LinkWait() {}

  /**
   * One operation of {@code cell}: its own side's wait, with a counterpart's beside it (or, paced
   * by {@code pace}, that share of the longer one added); empty without a delay, or where the
   * driver chooses the fetch size.
   */
  static Optional<Duration> operation(Cell cell, double pace) {
    Duration rtt = cell.get(Axes.RTT);
    Optional<Duration> own = wait(cell, rtt);
    if (rtt.isZero() || own.isEmpty() || !cell.paired()) {
      return own;
    }
    Optional<Duration> peer = wait(cell.peer(), rtt);
    if (peer.isEmpty()) {
      return own;
    }
    Duration longer = own.get().compareTo(peer.get()) >= 0 ? own.get() : peer.get();
    return Optional.of(pace > 0 ? longer.plus(Duration.ofNanos((long) (longer.toNanos() * pace)))
        : own.get().plus(peer.get()));
  }

  private static Optional<Duration> wait(Cell cell, Duration rtt) {
    int fetchSize = cell.get(Axes.FETCH_SIZE);
    if (rtt.isZero() || fetchSize <= 0) {
      return Optional.empty();
    }
    long rows = cell.get(Axes.SHAPE).rows();
    return Optional.of(rtt.multipliedBy((rows + fetchSize - 1) / fetchSize));
  }
}
