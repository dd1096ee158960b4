package dev.nnebench.wire.load;

import java.util.concurrent.Semaphore;

/**
 * The model's K server CPUs, which every session's CPU parts queue for in arrival order (a
 * fair semaphore). A held CPU is a permit, not a busy core.
 */
final class ServerCpus {
  private final Semaphore free;

  ServerCpus(int cpus) {
    this.free = new Semaphore(cpus, true);
  }

  /** Takes a CPU, waiting in line for one; returns the nanoseconds spent in line. */
  long take() {
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
