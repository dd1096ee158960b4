package dev.nnebench.report.figure;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Facts;
import dev.nnebench.results.Trial;
import dev.nnebench.target.NetCompression;
import java.util.Optional;

/**
 * Figures of a trial that fetched with compression beside a counterpart without it: each side's
 * wall and CPU seconds per GB of data read, the bytes the link carries per byte of data with and
 * without compression (from the trial's probe fetches), and the bandwidth above which
 * compression stops paying (a model: see {@link #crossoverBitsPerSecond}).
 */
public final class CompressionFigures {
  private static final double BITS_PER_BYTE = 8;
  private static final double GIGA = 1e9;
  /** Below this saving (raw over wire bytes, less 1, in %) compression has no crossover. */
  static final int MIN_SAVING_PERCENT = 10;

  private CompressionFigures() {}

  /** Whether the trial's own side asked for compression. */
  public static boolean compressed(Trial t) {
    return t.cell().find(Axes.COMPRESSION).map(NetCompression::on).orElse(false);
  }

  /** Wall seconds per GB of data of the own side, or of the counterpart ({@code peer}). */
  public static Measured wallPerGb(Trial t, boolean peer) {
    String suffix = peer ? Figures.PEER : "";
    return Figures.per("wall s/GB", Figures.WALL_NANOS + suffix, Figures.BYTES + suffix, 1).of(t);
  }

  /** Bytes the link carries per byte of data, with compression or without ({@code raw}). */
  public static Optional<Double> linkBytesPerByte(Trial t, boolean raw) {
    Optional<Long> rows = t.observed().get(Facts.COMPRESSION_ROWS);
    Optional<Long> sent = t.observed().get(raw ? Facts.COMPRESSION_RAW_BYTES
        : Facts.COMPRESSION_WIRE_BYTES);
    double perRow = Figures.per("bytes per row", Figures.BYTES, Figures.ROWS, 1).of(t).value();
    if (rows.isEmpty() || sent.isEmpty() || rows.get() == 0 || !(perRow > 0)) {
      return Optional.empty();
    }
    return Optional.of(sent.get() / (rows.get() * perRow));
  }

  /** Bytes without compression over bytes with it: the ratio the link saw. */
  public static Optional<Double> linkRatio(Trial t) {
    return linkBytesPerByte(t, true).flatMap(raw -> linkBytesPerByte(t, false)
        .map(wire -> raw / wire));
  }

  /**
   * The bandwidth (bits/s) above which compression stops paying, from a trial without a link: a
   * fetch bound by its link needs {@code 8 * k / B} seconds per GB (k: bytes the link carries per
   * byte of data without compression), and with compression it cannot go faster than it did with
   * no link at all (its CPU on both ends: the server's deflate, the client's inflate). Above
   * {@code B* = 8 * k / W} (W: the compressed side's wall s/GB with no link) the uncompressed
   * link is already faster than compression can be. The interval is W's, carried through. None
   * where the link saw compression save under {@value #MIN_SAVING_PERCENT} % of the bytes (NNE
   * encryption, ezTLS, random data): there it pays on no link, so there is no crossover.
   */
  public static Optional<Measured> crossoverBitsPerSecond(Trial t) {
    Measured w = wallPerGb(t, false);
    boolean saves = linkRatio(t).filter(r -> r * 100 >= 100 + MIN_SAVING_PERCENT).isPresent();
    if (LinkFigures.onALink(t) || !compressed(t) || !saves || !w.isValid() || !(w.value() > 0)) {
      return Optional.empty();
    }
    return linkBytesPerByte(t, true).map(k -> {
      double bits = BITS_PER_BYTE * k * GIGA / w.value();
      return Measured.of(bits, bits * w.error() / w.value());
    });
  }
}
