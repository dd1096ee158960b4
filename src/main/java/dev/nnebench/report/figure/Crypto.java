package dev.nnebench.report.figure;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.results.Trial;
import dev.nnebench.target.Transport;
import java.util.Optional;

/**
 * A cell's crypto setting as the report names and compares it: NNE's encryption and checksum,
 * or TLS (TCPS, ezTLS) with NNE off.
 */
public final class Crypto {
  /** How tables and charts name a TCPS cell's crypto (NNE off, TLS on). */
  public static final String TLS_LABEL = "TLS (tcps)";
  /** How tables and charts name an ezTLS cell's crypto. */
  public static final String EZTLS_LABEL = "ezTLS";
  /** The counterpart of every NNE question: encryption and checksum both off. */
  public static final Cell NNE_OFF = Cell.EMPTY.with(Axes.ENCRYPTION, EncryptionType.NONE)
      .with(Axes.CHECKSUM, ChecksumType.NONE);

  private Crypto() {}

  /** Whether NNE encrypts or checksums in {@code t}. */
  public static boolean nneOn(Trial t) {
    return t.cell().nneOn();
  }

  /** Whether {@code t} named encryption NONE. */
  public static boolean unencrypted(Trial t) {
    return t.cell().find(Axes.ENCRYPTION).filter(e -> e == EncryptionType.NONE).isPresent();
  }

  /** Whether {@code t} named checksum NONE. */
  public static boolean unchecked(Trial t) {
    return t.cell().find(Axes.CHECKSUM).filter(c -> c == ChecksumType.NONE).isPresent();
  }

  public static String label(Trial t) {
    return label(t.cell());
  }

  /*
   * A TCPS or ezTLS cell runs NNE off under TLS: named so, not "NONE + NONE" beside the plain
   * TCP one.
   */
  public static String label(Cell cell) {
    return tlsLabel(cell).orElse(named(cell, Axes.ENCRYPTION) + " + "
        + named(cell, Axes.CHECKSUM));
  }

  /** The crypto label of a TLS transport, empty for plain TCP or none named. */
  public static Optional<String> tlsLabel(Cell cell) {
    return cell.find(Axes.TRANSPORT).flatMap(t -> t == Transport.TCPS ? Optional.of(TLS_LABEL)
        : t == Transport.EZTLS ? Optional.of(EZTLS_LABEL) : Optional.empty());
  }

  private static String named(Cell cell, Axis<?> axis) {
    return cell.has(axis) ? cell.text(axis) : "";
  }
}
