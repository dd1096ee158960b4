package dev.nnebench.target;

import java.util.Locale;

/**
 * The session data unit a client asks for: {@value #DEFAULT} (the driver's own, 8192 bytes on
 * the thin driver) or {@value #MIN}..{@value #MAX} bytes. The thin driver takes it from the
 * connect descriptor's {@code (SDU=n)}, so asking for one turns a simple URL into a descriptor
 * ({@link ThinUrl#withSdu}); the server agrees to the smaller of its own and the client's.
 */
public final class SduAsked {
  /** The axis value that leaves the SDU to the driver. */
  public static final String DEFAULT = "default";
  /** {@link #parse}'s result for {@value #DEFAULT}. */
  public static final int DRIVERS_OWN = 0;
  public static final int MIN = 512;
  public static final int MAX = 2_097_152;

  private SduAsked() {}

  /** {@code default} or a size in bytes; throws IllegalArgumentException naming the fix. */
  public static int parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (t.equals(DEFAULT)) {
      return DRIVERS_OWN;
    }
    try {
      int sdu = Integer.parseInt(t);
      if (sdu >= MIN && sdu <= MAX) {
        return sdu;
      }
    } catch (NumberFormatException e) {
      // refused below with the fix
    }
    throw new IllegalArgumentException("sdu must be " + MIN + ".." + MAX + " bytes or '"
        + DEFAULT + "' (the driver's own, 8192), got '" + text + "'");
  }

  /** {@code target} reached with {@code sdu} asked for; {@code target} itself for the default. */
  public static Target on(Target target, int sdu) {
    if (sdu == DRIVERS_OWN) {
      return target;
    }
    String url = ThinUrl.parse(target.url()).flatMap(u -> u.withSdu(sdu)).orElseThrow(
        () -> new IllegalArgumentException("an SDU can be asked for on a URL of the form"
            + " jdbc:oracle:thin:@//host:port/SERVICE, not " + describe(target)
            + "; put (SDU=" + sdu + ") in your descriptor or leave sdu at default"));
    return new RelayedTarget(target, url, "SDU " + sdu + " asked");
  }

  /* Never the URL itself: a user's URL may carry credentials. */
  private static String describe(Target target) {
    return ThinUrl.hasCredentials(target.url()) ? "this URL" : target.url();
  }
}
