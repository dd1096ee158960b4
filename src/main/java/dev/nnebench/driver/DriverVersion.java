package dev.nnebench.driver;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The ojdbc thin driver versions under study. The exact jar versions are pinned once, in the pom;
 * here a version is found in the drivers directory by its major number.
 */
public enum DriverVersion {
  V23(23),
  V21(21),
  V19(19),
  V18(18),
  V12(12);

  /** The last major version that still offers 3DES and MD5. */
  private static final int LAST_LEGACY_CRYPTO_MAJOR = 21;
  /** The oldest major version we load whose release runs the updated key schedule. */
  private static final int FIRST_UPDATED_SCHEDULE_MAJOR = 18;

  private final int major;

  DriverVersion(int major) {
    this.major = major;
  }

  public int major() {
    return major;
  }

  /**
   * Whether this driver can run the updated (2021+) NNE key schedule: 18.15 and later releases
   * announce an ANO version that says so; 12.2.0.1 predates it, so an updated server serves it
   * the legacy schedule (and a server that insists refuses it).
   */
  public boolean runsUpdatedKeySchedule() {
    return major >= FIRST_UPDATED_SCHEDULE_MAJOR;
  }

  /** The short name used on the command line and in presets, e.g. {@code 23}. */
  public String shortName() {
    return Integer.toString(major);
  }

  /**
   * Whether this driver offers ezTLS (encryption type EZTLS, TLS inside Oracle Net): 23.26.4,
   * the 23 the pom pins, is the first; every older major lacks it.
   */
  public boolean offersEzTls() {
    return major >= 23;
  }

  /** Whether this driver still offers 3DES encryption and the MD5 checksum. */
  public boolean offersLegacyCrypto() {
    return major <= LAST_LEGACY_CRYPTO_MAJOR;
  }

  /**
   * Whether {@code oracle.net.useJCEAPI} changes anything: drivers up to 21 have their own AES
   * engine (provider JavaNet) for when it is false; 23.x always runs JCE.
   */
  public boolean honoursUseJceApi() {
    return major <= LAST_LEGACY_CRYPTO_MAJOR;
  }

  /** Matches this version's jar name, e.g. {@code ojdbc11-23.26.4.0.0.jar}. */
  Pattern jarPattern() {
    return Pattern.compile("ojdbc\\d+-" + major + "\\.[0-9.]+\\.jar");
  }

  /** Parses {@code 23}, {@code V23} or {@code 23.26...} (the major counts). */
  public static DriverVersion parse(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    String major = t.startsWith("V") ? t.substring(1) : t;
    int dot = major.indexOf('.');
    String head = dot < 0 ? major : major.substring(0, dot);
    for (DriverVersion v : values()) {
      if (v.shortName().equals(head)) {
        return v;
      }
    }
    throw new IllegalArgumentException("unknown driver '" + text + "'; use one of " + names());
  }

  /** All short names, for help and error messages. */
  public static String names() {
    return Arrays.stream(values()).map(DriverVersion::shortName).collect(Collectors.joining(", "));
  }

  @Override
  public String toString() {
    return shortName();
  }
}
