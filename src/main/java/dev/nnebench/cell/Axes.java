package dev.nnebench.cell;

import dev.nnebench.cell.Axis.Part;
import dev.nnebench.driver.DriverVersion;
import dev.nnebench.link.Bandwidth;
import dev.nnebench.link.Durations;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Calibration;
import dev.nnebench.scenario.FetchSize;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.ServerProfile;
import dev.nnebench.scenario.ServerProfiles;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LobPrefetch;
import dev.nnebench.target.NetCompression;
import dev.nnebench.target.SduAsked;
import dev.nnebench.target.Transport;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every axis a trial can run along, each declared once. Adding an axis is a line here plus the
 * fork code that uses its value; presets, {@code -p}, the plan, results.csv and the report find
 * it through {@link #ALL}.
 */
public final class Axes {
  public static final Axis<DriverVersion> DRIVER = new Axis<>("driver", Part.SCENARIO,
      DriverVersion::parse, DriverVersion::shortName, "23", false);
  /** {@code oracle.net.useJCEAPI}. */
  public static final Axis<Boolean> JCE = new Axis<>("jce", Part.SCENARIO, Axes::bool,
      String::valueOf, "true", false);
  public static final Axis<NneLevel> ENCRYPTION_LEVEL = new Axis<>("encryptionLevel",
      Part.SCENARIO, Axes::level, NneLevel::name, "REQUIRED", false);
  public static final Axis<EncryptionType> ENCRYPTION = new Axis<>("encryption", Part.SCENARIO,
      EncryptionType::parse, EncryptionType::driverName, "AES256", false);
  public static final Axis<NneLevel> CHECKSUM_LEVEL = new Axis<>("checksumLevel",
      Part.SCENARIO, Axes::level, NneLevel::name, "REQUIRED", false);
  public static final Axis<ChecksumType> CHECKSUM = new Axis<>("checksum", Part.SCENARIO,
      ChecksumType::parse, ChecksumType::name, "SHA256", false);
  /** Rows per round trip, or {@link FetchSize#DRIVER_CHOOSES} for {@code default}. */
  public static final Axis<Integer> FETCH_SIZE = new Axis<>("fetchSize", Part.SCENARIO,
      FetchSize::parse, FetchSize::label, "1000", false);
  public static final Axis<Shape> SHAPE = new Axis<>("shape", Part.SCENARIO, Shapes::parse,
      Shape::label, Shapes.DEFAULT_NAME, false);
  public static final Axis<ReadStyle> READ = new Axis<>("read", Part.SCENARIO, ReadStyle::parse,
      ReadStyle::label, "getString", false);
  /**
   * A known CPU cost added to each chunk of rows a side fetches ({@link Calibration}): the way to
   * check a gate's power on one's own runner. {@code 0}, off, unless asked.
   */
  public static final Axis<Calibration> CALIBRATION = new Axis<>("calibration", Part.SCENARIO,
      Calibration::parse, Calibration::label, "0", true);

  /** The loopback double's key schedule; the runner starts it with the one the cells ask. */
  public static final Axis<KeySchedule> KEY_SCHEDULE = new Axis<>("keySchedule",
      Part.CONNECTION, KeySchedule::parse, KeySchedule::label, "updated", false);
  /**
   * The server MODEL behind the loopback double ({@code none}: no server); a fork whose cell
   * names another starts a double of its own with it.
   */
  public static final Axis<ServerProfile> SERVER = new Axis<>("server", Part.CONNECTION,
      ServerProfiles::parse, ServerProfile::label, "none", true);
  public static final Axis<Transport> TRANSPORT = new Axis<>("transport", Part.CONNECTION,
      Transport::parse, Transport::label, "tcp", true);
  /** The emulated link's round-trip time ({@code 0}: none). */
  public static final Axis<Duration> RTT = new Axis<>("rtt", Part.CONNECTION,
      t -> Duration.ofNanos(Durations.parseNanos(t)), d -> Durations.label(d.toNanos()), "0",
      true);
  /** The emulated link's bits per second per direction ({@code 0}: unlimited). */
  public static final Axis<Long> BANDWIDTH = new Axis<>("bandwidth", Part.CONNECTION,
      Bandwidth::parseBitsPerSecond, Bandwidth::label, "unlimited", true);
  /** The SDU asked for, or {@link SduAsked#DRIVERS_OWN} for {@code default}. */
  public static final Axis<Integer> SDU = new Axis<>("sdu", Part.CONNECTION, SduAsked::parse,
      Axes::sduText, SduAsked.DEFAULT, true);
  /** The LOB prefetch asked for, or {@link LobPrefetch#DRIVERS_OWN} for {@code default}. */
  public static final Axis<Integer> LOB_PREFETCH = new Axis<>("lobPrefetch", Part.CONNECTION,
      LobPrefetch::parse, Axes::lobPrefetchText, LobPrefetch.DEFAULT, true);

  /**
   * Oracle Net data compression the client asks for ({@code oracle.net.networkCompression} with
   * its levels): off, or high; the loopback double serves it to whoever asks.
   */
  public static final Axis<NetCompression> COMPRESSION = new Axis<>("compression",
      Part.CONNECTION, NetCompression::parse, NetCompression::label, "off", true);
  /** {@code oracle.net.networkCompressionThreshold}: packets up to it go out uncompressed. */
  public static final Axis<Integer> COMPRESSION_THRESHOLD = new Axis<>("compressionThreshold",
      Part.CONNECTION, t -> whole("compressionThreshold", t), String::valueOf, "1024", true);

  /** What a trial also measures side by side; {@link Counterpart#NONE} when unpaired. */
  public static final Axis<Counterpart> COUNTERPART = new Axis<>("counterpart", Part.PAIRING,
      Counterpart::parse, Counterpart::text, "", false);

  public static final Axis<Integer> THREADS = count("threads", "4");
  public static final Axis<Integer> POOL_SIZE = count("poolSize", "2");
  public static final Axis<Integer> CONNECTIONS = count("connections", "16");

  /** The crypto benchmarks' algorithm: a cipher or a checksum, as the benchmark's enum names. */
  public static final Axis<String> ALGORITHM = text("algorithm", Part.CRYPTO);
  public static final Axis<Integer> BYTES = new Axis<>("bytes", Part.CRYPTO,
      t -> whole("bytes", t), String::valueOf, "8192", false);
  /** The crypto benchmarks' engine (JCE or a driver's own), as the benchmark's enum names. */
  public static final Axis<String> ENGINE = text("engine", Part.CRYPTO);
  public static final Axis<String> PROTECTION = text("protection", Part.SERVING);

  /** Every axis, in the order cells are labelled and planned. */
  public static final List<Axis<?>> ALL = List.of(DRIVER, JCE, ENCRYPTION_LEVEL, ENCRYPTION,
      CHECKSUM_LEVEL, CHECKSUM, FETCH_SIZE, SHAPE, READ, CALIBRATION, KEY_SCHEDULE, SERVER,
      COUNTERPART, TRANSPORT, RTT, BANDWIDTH, SDU, LOB_PREFETCH, COMPRESSION,
      COMPRESSION_THRESHOLD, THREADS, POOL_SIZE, CONNECTIONS, ALGORITHM, BYTES, ENGINE, PROTECTION);

  /** The axes of a {@link dev.nnebench.scenario.Scenario}, in its order. */
  public static final List<Axis<?>> SCENARIO =
      ALL.stream().filter(a -> a.part() == Part.SCENARIO).toList();

  private Axes() {}

  /** The axis named {@code name} (exact case), if one is declared. */
  public static Optional<Axis<?>> named(String name) {
    return ALL.stream().filter(a -> a.name().equals(name.trim())).findFirst();
  }

  /** The axis named {@code name}; an IllegalArgumentException lists the names there are. */
  public static Axis<?> require(String name) {
    return named(name).orElseThrow(() -> new IllegalArgumentException("unknown parameter '"
        + name + "'; use one of " + names()));
  }

  /** Every axis name, comma-separated, for messages. */
  public static String names() {
    return String.join(", ", ALL.stream().map(Axis::name).toList());
  }

  private static Axis<Integer> count(String name, String defaultText) {
    return new Axis<>(name, Part.LOAD, t -> whole(name, t), String::valueOf, defaultText, false);
  }

  private static Axis<String> text(String name, Part part) {
    return new Axis<>(name, part, String::trim, t -> t, "", false);
  }

  static boolean bool(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw new IllegalArgumentException("jce must be true or false, got '" + text + "'");
    };
  }

  static NneLevel level(String text) {
    try {
      return NneLevel.valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown level '" + text + "'; use one of "
          + Arrays.toString(NneLevel.values()), e);
    }
  }

  static int whole(String name, String text) {
    try {
      int n = Integer.parseInt(text.trim());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // refused below with the fix
    }
    throw new IllegalArgumentException(name + " must be a whole number >= 1, got '" + text
        + "'; write e.g. -p " + name + "=1,2,4");
  }

  private static String sduText(int sdu) {
    return sdu == SduAsked.DRIVERS_OWN ? SduAsked.DEFAULT : Integer.toString(sdu);
  }

  private static String lobPrefetchText(int size) {
    return size == LobPrefetch.DRIVERS_OWN ? LobPrefetch.DEFAULT : Integer.toString(size);
  }
}
