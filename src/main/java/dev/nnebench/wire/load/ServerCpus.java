package dev.nnebench.wire.load;

import java.util.concurrent.Semaphore;

/**
 * The model's K server CPUs, which every session's CPU parts queue for in arrival order (a
 * fair semaphore; a free CPU is taken at once, even past a waiting session, as a run queue
 * serves a CPU that falls idle). A held CPU is a permit, not a busy core.
 */
final class ServerCpus {
  private final Semaphore free;

  ServerCpus(int cpus) {
    this.free = new Semaphore(cpus, true);
  }

  /** Takes a CPU, waiting in line for one; returns the nanoseconds spent in line (0: none). */
  long take() {
    if (free.tryAcquire()) {
      return 0;
    }
    long asked = System.nanoTime();
    free.acquireUninterruptibly();
    return System.nanoTime() - asked;
  }

  void give() {
    free.release();
  }

  /** CPUs no session holds now. */
  int idle() {
    return free.availablePermits();
  }
}
