package dev.nnebench.bench.pool;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The application threads of a {@link PoolThroughput} trial besides JMH's own: each runs the
 * same task back to back (a closed loop, no think time) from trial setup to trial teardown. The
 * first failure stops them all and is rethrown on the benchmark thread, so it fails the trial.
 */
final class PoolClients {
  private static final long JOIN_MILLIS = TimeUnit.SECONDS.toMillis(60);

  private final List<Thread> threads = new ArrayList<>();
  private final AtomicReference<Throwable> failure = new AtomicReference<>();
  private volatile boolean running = true;

  private PoolClients() {}

  /** Starts {@code count} threads running {@code task} until {@link #stop}. */
  static PoolClients start(int count, Runnable task) {
    PoolClients clients = new PoolClients();
    for (int i = 0; i < count; i++) {
      Thread t = new Thread(() -> clients.loop(task), "pool-client-" + (i + 1));
      t.setDaemon(true);
      clients.threads.add(t);
    }
    clients.threads.forEach(Thread::start);
    return clients;
  }

  private void loop(Runnable task) {
    try {
      while (running) {
        task.run();
      }
    } catch (Throwable t) {
      failure.compareAndSet(null, t);
      running = false;
    }
  }

  /** Throws what stopped a client, if one failed. */
  void rethrowFailure() {
    Throwable t = failure.get();
    if (t != null) {
      throw new IllegalStateException("a pool client failed: " + t.getMessage(), t);
    }
  }

  /** Stops the clients after their current fetch and waits for them. */
  void stop() throws InterruptedException {
    running = false;
    for (Thread t : threads) {
      t.join(JOIN_MILLIS);
      if (t.isAlive()) {
        throw new IllegalStateException(t.getName() + " did not stop within " + JOIN_MILLIS
            + " ms");
      }
    }
    rethrowFailure();
  }
}
