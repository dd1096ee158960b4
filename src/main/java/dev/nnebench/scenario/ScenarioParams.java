package dev.nnebench.scenario;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.results.ParamName;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A scenario's axes by their parameter names (declared in {@link ParamName}), and the conversion
 * from their text values back to a {@link Scenario}.
 */
public final class ScenarioParams {
  /** Every axis, in the order scenarios are labelled. */
  public static final List<String> ALL = List.of(ParamName.DRIVER, ParamName.JCE,
      ParamName.ENCRYPTION_LEVEL, ParamName.ENCRYPTION, ParamName.CHECKSUM_LEVEL,
      ParamName.CHECKSUM, ParamName.FETCH_SIZE, ParamName.SHAPE, ParamName.READ);

  private static final String DEFAULT_LEVEL = NneLevel.REQUIRED.name();

  private ScenarioParams() {}

  /**
   * Builds a scenario from one text value per axis; a missing level means REQUIRED (or REJECTED
   * for NONE). Throws IllegalArgumentException naming the bad value.
   */
  public static Scenario toScenario(Map<String, String> values) {
    return new Scenario(
        DriverVersion.parse(get(values, ParamName.DRIVER)),
        bool(get(values, ParamName.JCE)),
        level(values.getOrDefault(ParamName.ENCRYPTION_LEVEL, DEFAULT_LEVEL)),
        EncryptionType.parse(get(values, ParamName.ENCRYPTION)),
        level(values.getOrDefault(ParamName.CHECKSUM_LEVEL, DEFAULT_LEVEL)),
        ChecksumType.parse(get(values, ParamName.CHECKSUM)),
        FetchSize.parse(get(values, ParamName.FETCH_SIZE)),
        Shapes.parse(get(values, ParamName.SHAPE)),
        ReadStyle.parse(get(values, ParamName.READ)));
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
