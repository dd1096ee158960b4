package dev.nnebench.nne;

import java.util.Locale;

/**
 * Which NNE key schedule the server makes the driver use. ojdbc picks it from the ANO version the
 * server reports: a server from before the July 2021 patches gets the LEGACY schedule (a 40-bit
 * integrity seed, zero AES IV); a patched or 23ai server gets the UPDATED one (keys, IV and
 * integrity seeds all from the full DH secret). Per packet both cost the same; only the one-time
 * key set-up differs. A client with {@code oracle.net.allow_weak_crypto=false} refuses LEGACY.
 */
public enum KeySchedule {
  LEGACY,
  UPDATED;

  /** What a server answers unless told otherwise: a 23ai server, hence UPDATED. */
  public static final KeySchedule DEFAULT = UPDATED;

  /** The lower-case name used on the command line, in parameters and in result rows. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses "legacy" or "updated" (case-insensitive). */
  public static KeySchedule parse(String text) {
    String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
    for (KeySchedule s : values()) {
      if (s.name().equals(t)) {
        return s;
      }
    }
    throw new IllegalArgumentException("unknown key schedule '" + text
        + "'; use legacy or updated");
  }
}
