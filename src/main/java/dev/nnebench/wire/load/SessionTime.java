package dev.nnebench.wire.load;

import java.io.IOException;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

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
  private final LongSupplier clock;
  private final SessionStats stats = new SessionStats();
  private volatile Charged charged = Charged.ZERO;
  /* When this session's last booking of a server CPU ends. */
  private long onCpuUntil;

  /** A session with no server behind it, for handlers used outside a session. */
  public static SessionTime none() {
    return new SessionTime(0, ServerModel.NONE, new ServerCpus(1, System::nanoTime),
        System::nanoTime);
  }

  SessionTime(int sid, ServerModel model, ServerCpus cpus, LongSupplier clock) {
    this.sid = sid;
    this.model = model;
    this.cpus = cpus;
    this.clock = clock;
    this.random = new SplittableRandom(model.seed() * 0x9E3779B97F4A7C15L + sid);
    this.onCpuUntil = clock.getAsLong();
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
    long start = clock.getAsLong();
    charge(model.connect(), pause);
    charged = charged.plus(new Charged(0, 0, 0, 1, 0, 0, 0, 0));
    stats.connected(clock.getAsLong() - start);
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

  /*
   * The call's CPU (after its time in line), then its waits, each until a deadline: the wait's
   * is counted from the end of the CPU's booking, so a late wake-up on the CPU shortens the wait
   * after it instead of adding to it. A broken call is charged what it spent until the break.
   */
  private void charge(Cost mean, Pause pause) throws IOException {
    if (mean.isZero()) {
      return;
    }
    Cost cost = mean.scaled(model.draw().factor(random));
    long now = clock.getAsLong();
    long cpuEnd = cost.cpuNanos() > 0 ? onCpu(cost.cpuNanos(), now, pause) : now;
    if (cost.waitNanos() > 0) {
      try {
        pause.until(cpuEnd + cost.waitNanos());
      } catch (IOException broken) {
        waited(Math.min(cost.waitNanos(), clock.getAsLong() - cpuEnd));
        throw broken;
      }
      waited(cost.waitNanos());
    }
  }

  /*
   * Books one of the model's CPUs for {@code nanos} from now, or from the end of this session's
   * last booking if a wait returned before it (a session's calls never overlap), and waits until
   * the booking ends. A broken call gives its booking back, so that the next call does not queue
   * behind a CPU nobody uses.
   */
  private long onCpu(long nanos, long now, Pause pause) throws IOException {
    long from = onCpuUntil - now > 0 ? onCpuUntil : now;
    ServerCpus.Booking booking = cpus.book(from, nanos);
    onCpuUntil = booking.end();
    try {
      pause.until(booking.end());
    } catch (IOException broken) {
      long at = Math.min(clock.getAsLong(), booking.end());
      cpus.giveBack(booking, at);
      onCpuUntil = at;
      held(from, booking, at);
      throw broken;
    }
    held(from, booking, booking.end());
    return booking.end();
  }

  /* Charges the time in line from {@code from} and on the CPU, as spent until {@code until}. */
  private void held(long from, ServerCpus.Booking booking, long until) {
    long queued = Math.min(booking.start(), until) - from;
    if (queued > 0) {
      charged = charged.plus(new Charged(0, 0, queued, 0, 0, 0, 0, 1));
      stats.queued(queued);
    }
    long cpu = until - booking.start();
    if (cpu > 0) {
      charged = charged.plus(new Charged(cpu, 0, 0, 0, 0, 0, 0, 0));
      stats.cpu(cpu);
    }
  }

  private void waited(long nanos) {
    if (nanos > 0) {
      charged = charged.plus(new Charged(0, nanos, 0, 0, 0, 0, 0, 0));
      stats.io(nanos);
    }
  }
}
