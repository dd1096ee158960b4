package dev.nnebench.bench.connect;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import javax.sql.DataSource;

/**
 * One connection storm: {@code n} threads, each parked at the same gate, open a connection the
 * moment it opens; the storm lasts until the last of them is logged on. Each thread's CPU time
 * while connecting is summed (client CPU per connection). The connections are closed afterwards,
 * outside the storm's time.
 */
final class Storm {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** How long the storm took (gate to last logon) and the connecting threads' CPU time. */
  record Result(long stormNanos, long cpuNanos, int connections) {}

  private record Opened(Connection connection, long doneAt, long cpuNanos) {}

  private Storm() {}

  /** Runs one storm of {@code n} opens on {@code workers} (at least {@code n} threads). */
  static Result run(DataSource source, ExecutorService workers, int n)
      throws InterruptedException, SQLException {
    CountDownLatch ready = new CountDownLatch(n);
    CountDownLatch gate = new CountDownLatch(1);
    List<Future<Opened>> opens = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      opens.add(workers.submit(() -> open(source, ready, gate)));
    }
    ready.await();
    long start = System.nanoTime();
    gate.countDown();
    List<Opened> opened = new ArrayList<>();
    try {
      for (Future<Opened> f : opens) {
        opened.add(f.get());
      }
    } catch (ExecutionException e) {
      throw new IllegalStateException("a connection of the storm of " + n + " failed: "
          + e.getCause().getMessage(), e.getCause());
    } finally {
      closeAll(opened, opens);
    }
    long last = opened.stream().mapToLong(Opened::doneAt).max().orElse(start);
    return new Result(last - start, opened.stream().mapToLong(Opened::cpuNanos).sum(), n);
  }

  private static Opened open(DataSource source, CountDownLatch ready, CountDownLatch gate)
      throws SQLException, InterruptedException {
    ready.countDown();
    gate.await();
    long cpu = THREADS.getCurrentThreadCpuTime();
    Connection c = source.getConnection();
    return new Opened(c, System.nanoTime(), THREADS.getCurrentThreadCpuTime() - cpu);
  }

  /* Closes what opened; on a failure, also what the other threads still open. */
  private static void closeAll(List<Opened> opened, List<Future<Opened>> all)
      throws SQLException, InterruptedException {
    for (int i = opened.size(); i < all.size(); i++) {
      try {
        opened.add(all.get(i).get());
      } catch (ExecutionException e) {
        // already failing: the first failure is the one reported
      }
    }
    for (Opened o : opened) {
      o.connection().close();
    }
  }
}
