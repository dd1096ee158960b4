package dev.nnebench.diagnose.sweep;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.diagnose.candidates.Candidate;
import dev.nnebench.diagnose.candidates.InForceCell;
import dev.nnebench.diagnose.network.Network;
import dev.nnebench.diagnose.query.ResultProfile;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import dev.nnebench.stats.Interval;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Transport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * On a url or container target, the profile replayed as a shape on the loopback double on this
 * machine, with the same settings, over a link with the target's RTT (measured, or --rtt): there
 * the server does next to nothing and the round trips cost what they cost on the user's network,
 * so what the fetch costs there is the client's and the round trips', and the rest of the
 * target's wall time is the server's (and the stream's, as no bandwidth is emulated unless
 * given).
 */
public final class Replay {
  /**
   * The replayed shape, the link it ran over and where its fetch's time went on the double.
   *
   * @param link the link the replay ran over (NONE: none)
   * @param where the link in words, and where its RTT came from
   */
  public record Result(Shape shape, LinkSpec link, String where, Attribution loopback) {
    public List<String> lines(Optional<Attribution> target) {
      Interval here = loopback.wallMs();
      String rest = target.map(t -> "; on the target " + Attribution.ms(t.wallMs())
          + rest(t.wallMs(), here, link.emulated())).orElse("");
      List<String> out = new java.util.ArrayList<>(List.of("The profile as shape " + shape
          + ", fetched from the loopback double on this machine with the settings in force "
          + where + ": " + Attribution.ms(here) + " per fetch" + rest + ".", "", "```"));
      out.addAll(loopback.lines());
      out.add("```");
      return out;
    }
  }

  private Replay() {}

  /* Only a difference beyond both intervals is attributed to the server and the network; over
   * a link with the target's RTT the round trips are paid on both sides, so what is left is the
   * server's (and the bandwidth's, which the replay does not emulate). */
  private static String rest(Interval target, Interval here, boolean linked) {
    String who = linked ? "the server (and the stream's bandwidth)" : "the server or the network";
    if (!(target.low() > here.high())) {
      return ": no slower than the double here, so nothing can be put on " + who;
    }
    double rest = target.estimate() - here.estimate();
    return String.format(Locale.ROOT, ": %s ≈ %.3g ms per fetch (%.0f %%)",
        linked ? "the server and the stream" : "server and network", rest,
        100 * rest / target.estimate());
  }

  /* The replay reads the part of the result the sweep read, so the two compare fetch for fetch. */
  private static Shape partOf(Shape s, long rows) {
    return rows >= s.rows() ? s : new Shape((int) rows, s.columns(), s.width(), s.nullPercent(),
        s.repeat(), s.types(), s.lobSize(), s.entropy());
  }

  /** The shape closest to {@code p} ({@link ReplayShape}), or empty for an empty result. */
  public static Optional<Shape> shapeOf(ResultProfile p) {
    return ReplayShape.of(p);
  }

  /**
   * Runs the replay of {@code sweep}'s settings over the network's replay link, or is empty when
   * nothing can be replayed.
   */
  public static Optional<Result> run(Sweep sweep, ResultProfile profile, Network network,
      Path out, PrintWriter console) throws IOException {
    Optional<Shape> shape = shapeOf(profile).map(s -> partOf(s, sweep.queryRows()));
    if (shape.isEmpty()) {
      return Optional.empty();
    }
    Scenario replayed = sweep.inForce().scenario().withShape(shape.get());
    LinkSpec link = network.replayLink();
    Cell inForce = InForceCell.of(replayed, link, Transport.TCP);
    boolean nne = inForce.nneOn();
    Candidate pair = nne ? Candidate.NNE_OFF
        : Candidate.setting(Axes.FETCH_SIZE, replayed.fetchSize() == 1000 ? 100 : 1000);
    console.println("replaying the profile as shape " + shape.get() + " on the loopback double "
        + network.replayWhere());
    Sweep onLoopback = new Sweep(sweep.preset(), inForce, TargetOptions.loopback(),
        Optional.empty(), sweep.bounds());
    CandidateSweep.Result run = CandidateSweep.run(onLoopback, List.of(pair), out, console);
    return Attribution.of(run.trials(), nne, link.rttNanos() / 1e6).map(a -> new Result(
        shape.get(), link, network.replayWhere(), a));
  }
}
