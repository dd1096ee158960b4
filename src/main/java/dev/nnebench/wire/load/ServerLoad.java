package dev.nnebench.wire.load;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;

/**
 * A server model at work behind one double: its CPUs, shared by every session, and the
 * sessions' charges, summed for tests and for the harness's result rows.
 */
public final class ServerLoad {
  private final ServerModel model;
  private final ServerCpus cpus;
  private final LongSupplier clock;
  private final List<SessionTime> sessions = new CopyOnWriteArrayList<>();
  /* Charges of sessions that have ended, so that a long-running double keeps no list of them. */
  private Charged ended = Charged.ZERO;

  public ServerLoad(ServerModel model) {
    this(model, System::nanoTime);
  }

  /** A model at work on {@code clock} (a {@link System#nanoTime}, or a test's). */
  ServerLoad(ServerModel model, LongSupplier clock) {
    this.model = model;
    this.clock = clock;
    this.cpus = new ServerCpus(Math.max(1, model.cpus()), clock);
  }

  public ServerModel model() {
    return model;
  }

  /** The time of a new session with id {@code sid}. */
  public SessionTime open(int sid) {
    SessionTime session = new SessionTime(sid, model, cpus, clock);
    if (!model.isNone()) {
      sessions.add(session);
    }
    return session;
  }

  /** The session has ended: its charges stay in the totals. */
  public synchronized void close(SessionTime session) {
    if (sessions.remove(session)) {
      ended = ended.plus(session.charged());
    }
  }

  /** What the model charged all sessions so far (none under {@link ServerModel#NONE}). */
  public synchronized Charged charged() {
    return sessions.stream().map(SessionTime::charged).reduce(ended, Charged::plus);
  }

  /** Server CPUs no session holds now. */
  public int idleCpus() {
    return cpus.idle();
  }
}
