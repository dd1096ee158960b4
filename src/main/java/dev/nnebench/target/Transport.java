package dev.nnebench.target;

import java.util.Locale;

/**
 * How a client reaches the database: Oracle Net over plain TCP, over TLS (TCPS), or ezTLS: TLS
 * 1.3 negotiated inside Oracle Net on the plain TCP port (26ai; ojdbc 23.26.4 and later).
 */
public enum Transport {
  TCP,
  TCPS,
  EZTLS;

  /** The name as presets and result rows write it: {@code tcp}, {@code tcps} or {@code eztls}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Parses a {@link #label()} (any case); names them all when the text is none. */
  public static Transport parse(String text) {
    try {
      return valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("unknown transport '" + text + "'; use tcp, tcps or eztls", e);
    }
  }
}
