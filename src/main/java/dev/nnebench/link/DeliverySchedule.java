package dev.nnebench.link;

import java.util.SplittableRandom;

/**
 * When each chunk read from one side reaches the other, as a link delivers it: the chunk waits for
 * the link to finish sending what came before it, takes its size over the bandwidth to send, then
 * travels the one-way delay (plus a jitter drawn from a seeded generator). Deliveries keep their
 * order, as TCP's do. Pure arithmetic on the times it is given, so it can be checked exactly.
 */
final class DeliverySchedule {
  private static final long NANOS_PER_SECOND = 1_000_000_000L;
  private final long oneWayNanos;
  private final long bitsPerSecond;
  private final long jitterNanos;
  private final SplittableRandom jitter;
  private long linkFreeAt = Long.MIN_VALUE;
  private long lastDelivery = Long.MIN_VALUE;

  DeliverySchedule(LinkSpec link, long seed) {
    this.oneWayNanos = link.oneWayNanos();
    this.bitsPerSecond = link.bitsPerSecond();
    this.jitterNanos = link.jitterNanos();
    this.jitter = new SplittableRandom(seed);
  }

  /** The time (on the clock {@code arrivalNanos} is on) at which the chunk is to be delivered. */
  long deliveryFor(long arrivalNanos, int bytes) {
    long sent = Math.max(arrivalNanos, linkFreeAt) + transmitNanos(bytes);
    linkFreeAt = bitsPerSecond == 0 ? Long.MIN_VALUE : sent;
    long delivery = Math.max(sent + oneWayNanos + drawJitter(), lastDelivery);
    lastDelivery = delivery;
    return delivery;
  }

  /* bytes * 8 / bits per second, rounded up; 0 without a cap. */
  long transmitNanos(int bytes) {
    if (bitsPerSecond == 0) {
      return 0;
    }
    return (bytes * 8L * NANOS_PER_SECOND + bitsPerSecond - 1) / bitsPerSecond;
  }

  private long drawJitter() {
    return jitterNanos == 0 ? 0 : jitter.nextLong(-jitterNanos, jitterNanos + 1);
  }
}
