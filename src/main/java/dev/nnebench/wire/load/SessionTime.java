package dev.nnebench.wire.load;

import java.io.IOException;
import java.util.SplittableRandom;

/**
 * One session's share of the server model: charges connects, executes and fetches their
 * server time (CPU on one of the model's CPUs, after waiting in line for it, then waits) and
 * keeps what it charged. Used by the session's own thread.
 */
public final class SessionTime {
  private final int sid;
  private final ServerModel model;
  private final ServerCpus cpus;
  private final SplittableRandom random;
  private final SessionStats stats = new SessionStats();
  private volatile Charged charged = Charged.ZERO;

  /** A session with no server behind it, for handlers used outside a session. */
  public static SessionTime none() {
    return new SessionTime(0, ServerModel.NONE, new ServerCpus(1));
  }

  SessionTime(int sid, ServerModel model, ServerCpus cpus) {
    this.sid = sid;
    this.model = model;
    this.cpus = cpus;
    this.random = new SplittableRandom(model.seed() * 0x9E3779B97F4A7C15L + sid);
  }

  /** The session's id, as SYS_CONTEXT('USERENV', 'SID') and the views' SID column give it. */
  public int sid() {
    return sid;
  }

  public ServerModel model() {
    return model;
  }

  public SessionStats stats() {
    return stats;
  }

  /** What the model charged this session so far. */
  public Charged charged() {
    return charged;
  }

  /** The connect's server time: the dedicated process spawned for the session. */
  public void connect(Pause pause) throws IOException {
    long start = System.nanoTime();
    charge(model.connect(), pause);
    charged = charged.plus(new Charged(0, 0, 0, 1, 0, 0, 0, 0));
    stats.connected(System.nanoTime() - start);
  }

  /** An execute that sends {@code rows} rows with its answer. */
  public void execute(long rows, Pause pause) throws IOException {
    stats.executed();
    charge(model.execute().plus(model.row().times(rows)), pause);
    charged = charged.plus(new Charged(0, 0, 0, 0, 1, 0, rows, 0));
  }

  /** A fetch call that sends {@code rows} rows. */
  public void fetch(long rows, Pause pause) throws IOException {
    charge(model.fetch().plus(model.row().times(rows)), pause);
    charged = charged.plus(new Charged(0, 0, 0, 0, 0, 1, rows, 0));
  }

  private void charge(Cost mean, Pause pause) throws IOException {
    if (mean.isZero()) {
      return;
    }
    Cost cost = mean.scaled(model.draw().factor(random));
    if (cost.cpuNanos() > 0) {
      long queued = cpus.take();
      try {
        if (queued > 0) {
          charged = charged.plus(new Charged(0, 0, queued, 0, 0, 0, 0, 1));
          stats.queued(queued);
        }
        pause.pause(cost.cpuNanos());
        charged = charged.plus(new Charged(cost.cpuNanos(), 0, 0, 0, 0, 0, 0, 0));
        stats.cpu(cost.cpuNanos());
      } finally {
        cpus.give();
      }
    }
    if (cost.waitNanos() > 0) {
      pause.pause(cost.waitNanos());
      charged = charged.plus(new Charged(0, cost.waitNanos(), 0, 0, 0, 0, 0, 0));
      stats.io(cost.waitNanos());
    }
  }
}
