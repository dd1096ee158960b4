package dev.nnebench.report.markdown;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.report.figure.LinkFigures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * "Is it the network or the client?" for every fetch over a bandwidth-capped link: the seconds
 * per GB the link needs to carry the bytes against the seconds per GB the fetching thread's CPU
 * needs, and the bandwidth above which the client's CPU, not the link, bounds the fetch (8 bits
 * per byte over the CPU s/GB, with the CPU figure's interval).
 */
public final class NetworkOrClient {
  private static final double BITS_PER_BYTE = 8;
  private static final double GIGA = 1e9;

  private NetworkOrClient() {}

  public static List<String> section(RunAnswers run) {
    List<String> bullets = new ArrayList<>();
    run.trials().stream().filter(NetworkOrClient::capped).forEach(t -> bullets.add(line(t)));
    if (bullets.isEmpty()) {
      return List.of();
    }
    return Section.of("Network or client?", "Per fetch over a bandwidth-capped link: what the"
        + " link needs per GB (8 bits per byte over its bandwidth) against what the fetching"
        + " thread's CPU needs per GB (± its 99.9 % interval), and the bandwidth above which the"
        + " client's CPU bounds the fetch. The emulated link caps each direction on 127.0.0.1;"
        + " TCP windows are not emulated, and loopback has no server contention.", bullets, "");
  }

  private static boolean capped(Trial t) {
    return t.is(Benchmark.FETCH) && LegName.MAIN.ran(t)
        && LinkFigures.capped(t) && Figures.CPU_PER_GB.of(t).isValid();
  }

  static String line(Trial t) {
    double gbit = bitsPerSecond(t) / GIGA;
    double linkSeconds = BITS_PER_BYTE / gbit;
    Measured cpu = Figures.CPU_PER_GB.of(t);
    Measured wall = Figures.WALL_PER_GB.of(t);
    Cell cell = t.cell();
    return "- driver " + Labels.text(cell, Axes.DRIVER) + ", " + Crypto.label(t)
        + (cell.find(Axes.JCE).orElse(true) ? "" : ", own AES") + ", fetchSize "
        + Labels.text(cell, Axes.FETCH_SIZE) + ", " + Labels.text(cell, Axes.BANDWIDTH) + " at "
        + Labels.text(cell, Axes.RTT) + " RTT: the link needs " + fixed(linkSeconds) + " s/GB, the"
        + " client's CPU " + cpu.with("s/GB") + ": **" + bound(linkSeconds, cpu) + "** (wall "
        + wall.with("s/GB") + "); the client's CPU bounds any link faster than **"
        + fixed(BITS_PER_BYTE / cpu.value()) + " Gbit/s** (" + range(cpu) + ").";
  }

  /* Which side needs more time per GB; neither when the CPU's interval reaches the link's. */
  static String bound(double linkSeconds, Measured cpu) {
    if (cpu.value() - cpu.error() > linkSeconds) {
      return "the client's CPU bounds it";
    }
    if (cpu.value() + cpu.error() < linkSeconds) {
      return "the link bounds it";
    }
    return "link and client are at par";
  }

  private static String range(Measured cpu) {
    double high = cpu.value() - cpu.error();
    return fixed(BITS_PER_BYTE / (cpu.value() + cpu.error())) + "–"
        + (high > 0 ? fixed(BITS_PER_BYTE / high) : "∞");
  }

  private static long bitsPerSecond(Trial t) {
    return t.cell().get(Axes.BANDWIDTH);
  }

  private static String fixed(double v) {
    return String.format(Locale.ROOT, v >= 10 ? "%.1f" : "%.2f", v);
  }
}
