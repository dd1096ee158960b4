package dev.nnebench.report.figure;

import dev.nnebench.results.Trial;
import dev.nnebench.stats.queueing.PoolSystem;
import dev.nnebench.stats.queueing.Reference;
import dev.nnebench.wire.load.Draw;
import dev.nnebench.wire.load.ServerModel;
import java.util.List;
import java.util.Optional;

/**
 * A pool curve run against a server MODEL of K CPUs, beside what queueing theory predicts for
 * it: per pool size, exact MVA ({@link PoolSystem}) and the asymptotic bound min(P/(S+Z), K/S),
 * and which of the two the curve is held to ({@link Reference}: the bound for the model's fixed
 * service times, MVA for exponential ones; both are shown, the other for comparison).
 * The P connections circulate between the K CPUs (S: server CPU per borrow, from the server's
 * views) and everything else a connection's cycle holds (Z: the hold outside the CPUs, and the
 * hand-off to the next borrower, by Little's law on the pool), both measured at that pool size;
 * what MVA predicts is what the measurement does not give it: how long borrows wait in line for
 * the K CPUs, and so the fetches/s. Closed loop, no think time, at least as many threads as
 * connections. On a database (a url or container target) whose CPUs and views the trials
 * recorded, the same figures explain its knee, but nothing is checked: its service times are
 * its own ({@link #modelled}).
 */
public final class PoolModel {
  /** The agreement asked of the curve: every pool size within 10 % of its reference. */
  public static final double AGREEMENT = 0.10;
  /** The recommended pool may lie this far from the knee (or one connection). */
  public static final double KNEE_SLACK = 0.15;
  private static final double MS_PER_SECOND = 1000;

  /** One pool size: measured against predicted fetches/s. */
  public record Point(int poolSize, Measured measured, double mva, double bound, PoolHold hold,
      Trial trial) {
    /** Measured over MVA. */
    public double mvaRatio() {
      return measured.value() / mva;
    }

    /** Measured over the asymptotic bound. */
    public double boundRatio() {
      return measured.value() / bound;
    }

    /** Measured over {@code reference}'s prediction. */
    public double ratio(Reference reference) {
      return reference == Reference.BOUND ? boundRatio() : mvaRatio();
    }
  }

  private final PoolCurve curve;
  private final int cpus;
  private final Reference reference;
  private final List<Point> points;
  /* Where K came from on a database (--db-cpus, cpu_count); empty: the server MODEL's. */
  private final Optional<String> cpusFrom;

  private PoolModel(PoolCurve curve, int cpus, Reference reference, List<Point> points,
      Optional<String> cpusFrom) {
    this.curve = curve;
    this.cpus = cpus;
    this.reference = reference;
    this.points = points;
    this.cpusFrom = cpusFrom;
  }

  /**
   * The curve beside MVA and the bound for {@code cpus} server CPUs, held to {@code reference};
   * empty where a point had no server.
   */
  public static Optional<PoolModel> of(PoolCurve curve, int cpus, Reference reference) {
    List<PoolCurve.Point> measured = curve.points();
    if (cpus < 1 || measured.stream().anyMatch(p -> !PoolHold.of(p.trial()).served())) {
      return Optional.empty();
    }
    return Optional.of(new PoolModel(curve, cpus, reference, measured.stream()
        .map(p -> predicted(p, cpus)).toList(), Optional.empty()));
  }

  /**
   * The curve against the server MODEL its trials name, or else against the database's CPUs
   * its trials recorded, where its views gave the server time per borrow; empty without either.
   * A database's service times follow no distribution of ours: its curve is set beside MVA only
   * to explain it, never checked ({@link #modelled}).
   */
  public static Optional<PoolModel> of(PoolCurve curve) {
    Trial first = curve.points().get(0).trial();
    Optional<ServerModel> model = PoolServer.model(first);
    if (model.isPresent()) {
      return of(curve, model.get().cpus(),
          Reference.forService(model.get().draw() == Draw.FIXED));
    }
    return PoolServer.databaseCpus(first).flatMap(k -> of(curve, k.cpus(), Reference.MVA)
        .map(m -> new PoolModel(curve, m.cpus, m.reference, m.points, Optional.of(k.from()))));
  }

  /** Whether K is a server MODEL's (a check against queueing theory), not a database's. */
  public boolean modelled() {
    return cpusFrom.isEmpty();
  }

  /** Where a database's K came from ({@code --db-cpus}, {@code cpu_count}); empty: a MODEL's. */
  public Optional<String> cpusFrom() {
    return cpusFrom;
  }

  private static Point predicted(PoolCurve.Point p, int cpus) {
    PoolHold hold = PoolHold.of(p.trial());
    PoolSystem system = PoolSystem.closedLoop(cpus, hold.serverCpu().value(),
        Math.max(0, hold.outsideCpus()));
    int pool = p.poolSize();
    return new Point(p.poolSize(), p.throughput(),
        Reference.MVA.predict(system, pool) * MS_PER_SECOND,
        Reference.BOUND.predict(system, pool) * MS_PER_SECOND, hold, p.trial());
  }

  public PoolCurve curve() {
    return curve;
  }

  public int cpus() {
    return cpus;
  }

  /** What the curve is held to: the bound for fixed service times, MVA for exponential ones. */
  public Reference reference() {
    return reference;
  }

  public List<Point> points() {
    return points;
  }

  /** The largest |measured / reference - 1| of the curve. */
  public double disagreement() {
    return disagreement(reference);
  }

  /** The largest |measured / {@code against} - 1| of the curve. */
  public double disagreement(Reference against) {
    return points.stream().mapToDouble(p -> Math.abs(p.ratio(against) - 1)).max()
        .orElse(Double.NaN);
  }

  /** The knee the recommended pool's measurements imply, K (S + Z_h) / S; empty without one. */
  public Optional<Double> knee() {
    return curve.recommended().map(r -> PoolHold.of(r.trial()).knee(cpus));
  }

  /** Whether the recommended pool lies within one connection or {@link #KNEE_SLACK} of it. */
  public boolean recommendedAtKnee() {
    Optional<PoolCurve.Point> r = curve.recommended();
    Optional<Double> knee = knee();
    return r.isPresent() && knee.isPresent() && Math.abs(r.get().poolSize() - knee.get())
        <= Math.max(1, KNEE_SLACK * knee.get());
  }
}
