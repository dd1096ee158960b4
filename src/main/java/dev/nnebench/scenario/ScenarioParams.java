package dev.nnebench.scenario;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The names under which a scenario's axes appear in presets and JMH {@code @Param}s, and the
 * conversion from their text values back to a {@link Scenario}.
 */
public final class ScenarioParams {
  public static final String DRIVER = "driver";
  public static final String JCE = "jce";
  public static final String ENCRYPTION = "encryption";
  public static final String ENCRYPTION_LEVEL = "encryptionLevel";
  public static final String CHECKSUM = "checksum";
  public static final String CHECKSUM_LEVEL = "checksumLevel";
  public static final String FETCH_SIZE = "fetchSize";
  public static final String SHAPE = "shape";
  public static final String READ = "read";
  /**
   * Not a scenario axis but the loopback double's {@link KeySchedule} ("updated" or "legacy"):
   * the connecting benchmarks declare it so every row says which schedule it ran under.
   */
  public static final String KEY_SCHEDULE = "keySchedule";

  /** Every axis, in the order scenarios are labelled. */
  public static final List<String> ALL = List.of(DRIVER, JCE, ENCRYPTION_LEVEL, ENCRYPTION,
      CHECKSUM_LEVEL, CHECKSUM, FETCH_SIZE, SHAPE, READ);

  private static final String DEFAULT_LEVEL = NneLevel.REQUIRED.name();

  private ScenarioParams() {}

  /**
   * Builds a scenario from one text value per axis; a missing level means REQUIRED (or REJECTED
   * for NONE). Throws IllegalArgumentException naming the bad value.
   */
  public static Scenario toScenario(Map<String, String> values) {
    return new Scenario(
        DriverVersion.parse(get(values, DRIVER)),
        bool(get(values, JCE)),
        level(values.getOrDefault(ENCRYPTION_LEVEL, DEFAULT_LEVEL)),
        EncryptionType.parse(get(values, ENCRYPTION)),
        level(values.getOrDefault(CHECKSUM_LEVEL, DEFAULT_LEVEL)),
        ChecksumType.parse(get(values, CHECKSUM)),
        Integer.parseInt(get(values, FETCH_SIZE).trim()),
        Shapes.parse(get(values, SHAPE)),
        ReadStyle.parse(get(values, READ)));
  }

  static NneLevel level(String text) {
    try {
      return NneLevel.valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown level '" + text + "'; use one of "
          + Arrays.toString(NneLevel.values()), e);
    }
  }

  static boolean bool(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw new IllegalArgumentException("jce must be true or false, got '" + text + "'");
    };
  }

  private static String get(Map<String, String> values, String key) {
    String v = values.get(key);
    if (v == null || v.isBlank()) {
      throw new IllegalArgumentException("missing scenario value '" + key + "'");
    }
    return v;
  }
}
