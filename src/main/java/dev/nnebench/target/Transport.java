package dev.nnebench.target;

import java.util.Locale;

/** How a client reaches the database: Oracle Net over plain TCP, or over TLS (TCPS). */
public enum Transport {
  TCP,
  TCPS;

  /** The name as presets and result rows write it: {@code tcp} or {@code tcps}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses {@code tcp} or {@code tcps} (any case); names both when the text is neither. */
  public static Transport parse(String text) {
    try {
      return valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown transport '" + text + "'; use tcp or tcps", e);
    }
  }
}
