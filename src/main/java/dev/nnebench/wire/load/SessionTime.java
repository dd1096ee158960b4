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
  /* When this session's last booking of a server CPU ends. */
  private long onCpuUntil = System.nanoTime();
  /* Time paused beyond the model's so far (a sleep ends late on a busy machine): taken off the
   * next pause, so that the session's held time averages the model's. */
  private long overshoot;

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
      onCpu(cost.cpuNanos(), pause);
    }
    if (cost.waitNanos() > 0) {
      pauseFor(cost.waitNanos(), pause);
      charged = charged.plus(new Charged(0, cost.waitNanos(), 0, 0, 0, 0, 0, 0));
      stats.io(cost.waitNanos());
    }
  }

  /*
   * Waits in line for one of the model's CPUs and holds it for {@code nanos}: booked on the CPUs'
   * schedule from now, or from the end of this session's last booking if a pause returned before
   * it (a session's calls never overlap), then asleep until the booking ends. The end is a
   * deadline, so a sleep that overshot is not carried: it delayed this session's reply only.
   */
  private void onCpu(long nanos, Pause pause) throws IOException {
    long now = System.nanoTime();
    long from = onCpuUntil - now > 0 ? onCpuUntil : now;
    long start = cpus.book(from, nanos);
    long queued = start - from;
    if (queued > 0) {
      charged = charged.plus(new Charged(0, 0, queued, 0, 0, 0, 0, 1));
      stats.queued(queued);
    }
    onCpuUntil = start + nanos;
    pause.pause(Math.max(0, Math.min(queued + nanos, onCpuUntil - now)));
    charged = charged.plus(new Charged(nanos, 0, 0, 0, 0, 0, 0, 0));
    stats.cpu(nanos);
  }

  /*
   * Pauses the model's {@code nanos} less what earlier pauses overshot; what is carried is at
   * most one pause's worth, so a stall (a GC, a descheduled thread) is not paid back in a burst.
   */
  private void pauseFor(long nanos, Pause pause) throws IOException {
    long target = nanos - overshoot;
    if (target <= 0) {
      overshoot -= nanos;
      return;
    }
    long start = System.nanoTime();
    pause.pause(target);
    overshoot = Math.max(0, Math.min(nanos, System.nanoTime() - start - target));
  }
}
