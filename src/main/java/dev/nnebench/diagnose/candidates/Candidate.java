package dev.nnebench.diagnose.candidates;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.Counterpart;
import dev.nnebench.link.LinkSpec;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.Transport;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One setting diagnose measures against the settings in force: a typed change of the cell in
 * force (e.g. fetch size 1000), run as the counterpart of the benchmark's paired fetch, with what
 * it is called and how an application sets it.
 */
public record Candidate(Counterpart counterpart) {
  /** The benchmark a preset lists candidates under, as its counterparts. */
  public static final Benchmark LISTED_UNDER = Benchmark.FETCH;
  /** NNE off: no encryption, no checksum. */
  public static final Candidate NNE_OFF = new Candidate(new Counterpart(Cell.EMPTY
      .with(Axes.ENCRYPTION, EncryptionType.NONE).with(Axes.CHECKSUM, ChecksumType.NONE)));
  /** From NNE to ezTLS on the same port (ezTLS is the encryption, so NNE is off). */
  public static final Candidate EZTLS = new Candidate(new Counterpart(Cell.EMPTY
      .with(Axes.TRANSPORT, Transport.EZTLS).withAll(NNE_OFF.changes())));

  /** The candidate as a preset writes it, e.g. {@code fetchSize=1000}; a bad one is refused. */
  public static Candidate parse(String text) {
    return new Candidate(Counterpart.parse(text));
  }

  /** The candidate {@code t} paired with the settings in force. */
  public static Candidate of(Trial t) {
    return new Candidate(t.cell().counterpart());
  }

  /** The candidate that sets {@code axis} to {@code value}. */
  public static <T> Candidate setting(Axis<T> axis, T value) {
    return new Candidate(new Counterpart(Cell.EMPTY.with(axis, value)));
  }

  /** The axes this candidate sets, with their values. */
  public Cell changes() {
    return counterpart.changes();
  }

  /** {@code inForce} with this candidate's changes. */
  public Cell applyTo(Cell inForce) {
    return counterpart.applyTo(inForce);
  }

  /**
   * {@code inForce} with this candidate's changes, as the benchmark builds its counterpart (the
   * levels stay those in force). Throws IllegalArgumentException naming a bad value.
   */
  public Scenario applyTo(Scenario inForce) {
    return applyTo(InForceCell.of(inForce, LinkSpec.NONE, Transport.TCP)).scenario();
  }

  /** The value this candidate sets {@code axis} to, if it sets it. */
  public <T> Optional<T> value(Axis<T> axis) {
    return changes().find(axis);
  }

  /** What kind of setting: candidates of one kind compete, only the best is advised. */
  public Set<Axis<?>> kind() {
    return transport().isPresent() ? Set.of(Axes.TRANSPORT) : changes().axes();
  }

  /** NNE off on the same transport (a move to TLS turns NNE off too, but is no such step). */
  public boolean isNneOff() {
    return value(Axes.ENCRYPTION).filter(e -> e == EncryptionType.NONE).isPresent()
        && value(Axes.CHECKSUM).filter(c -> c == ChecksumType.NONE).isPresent()
        && transport().isEmpty();
  }

  /** Whether all this candidate changes is how many round trips a fetch makes. */
  public boolean cutsRoundTrips() {
    return kind().stream().allMatch(a -> a == Axes.FETCH_SIZE || a == Axes.LOB_PREFETCH);
  }

  /** The transport this candidate moves to, if it changes it. */
  public Optional<Transport> transport() {
    return value(Axes.TRANSPORT);
  }

  /** The setting in the application's words, e.g. {@code defaultRowPrefetch=1000}. */
  public String property() {
    if (isNneOff()) {
      return "oracle.net.encryption_client=REJECTED, oracle.net.crypto_checksum_client=REJECTED";
    }
    if (transport().isPresent()) {
      return switchTo(transport().get());
    }
    return String.join(", ", changes().axes().stream().map(this::property).toList());
  }

  private static String switchTo(Transport t) {
    return switch (t) {
      case EZTLS -> "switch to ezTLS (" + EncryptionType.PROPERTY + "=(EZTLS),"
          + " oracle.net.encryption_client=REQUIRED; ojdbc 23.26.4 and a 26ai server)";
      case TCPS -> "switch to TCPS (a TLS listener; NNE off)";
      case TCP -> "switch to plain TCP";
    };
  }

  /* The value as the preset wrote it, where the application's property takes the same. */
  private String property(Axis<?> axis) {
    String text = changes().text(axis);
    if (axis == Axes.FETCH_SIZE) {
      return changes().get(Axes.FETCH_SIZE) != FetchSize.DRIVER_CHOOSES
          ? "defaultRowPrefetch=" + text : "no fetch size set (the driver chooses)";
    }
    if (axis == Axes.LOB_PREFETCH) {
      return LobPrefetch.PROPERTY + "=" + changes().get(Axes.LOB_PREFETCH);
    }
    return PROPERTIES.stream().filter(p -> p.axis() == axis).findFirst()
        .map(p -> p.prefix() + text + p.suffix()).orElse(axis.name() + "=" + text);
  }

  private record Property(Axis<?> axis, String prefix, String suffix) {}

  private static final List<Property> PROPERTIES = List.of(
      new Property(Axes.JCE, "oracle.net.useJCEAPI=", ""),
      new Property(Axes.DRIVER, "use the ", ".x driver"),
      new Property(Axes.CHECKSUM, ChecksumType.PROPERTY + "=", ""),
      new Property(Axes.ENCRYPTION, EncryptionType.PROPERTY + "=", ""),
      new Property(Axes.COMPRESSION, "oracle.net.networkCompression=on,"
          + " oracle.net.networkCompressionLevels=(", "); the server needs SQLNET.COMPRESSION=on"
          + " with SQLNET.COMPRESSION_LEVELS=(high), and Oracle's Advanced Compression Option"
          + " licence"));

  /** The counterpart's text, e.g. {@code fetchSize=1000}. */
  public String text() {
    return counterpart.text();
  }
}
