package dev.nnebench.wire.tls;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * The few DER encodings a self-signed X.509 certificate needs (ITU-T X.690): tag, definite
 * length, content. Only what {@link SelfSignedCertificate} writes; nothing here parses.
 */
final class Der {
  static final int INTEGER = 0x02;
  static final int BIT_STRING = 0x03;
  static final int OCTET_STRING = 0x04;
  static final int OID = 0x06;
  static final int UTF8_STRING = 0x0c;
  static final int UTC_TIME = 0x17;
  static final int SEQUENCE = 0x30;
  static final int SET = 0x31;
  private static final DateTimeFormatter UTC_TIME_FORMAT =
      DateTimeFormatter.ofPattern("yyMMddHHmmss'Z'");

  private Der() {}

  /** One element: tag, the length in short or long form, then the content. */
  static byte[] tlv(int tag, byte[]... parts) {
    ByteArrayOutputStream content = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      content.writeBytes(p);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(tag);
    writeLength(out, content.size());
    out.writeBytes(content.toByteArray());
    return out.toByteArray();
  }

  private static void writeLength(ByteArrayOutputStream out, int length) {
    if (length < 0x80) {
      out.write(length);
      return;
    }
    byte[] digits = BigInteger.valueOf(length).toByteArray();
    int skip = digits[0] == 0 ? 1 : 0; // a sign byte is not part of a length
    out.write(0x80 | (digits.length - skip));
    out.write(digits, skip, digits.length - skip);
  }

  static byte[] sequence(byte[]... parts) {
    return tlv(SEQUENCE, parts);
  }

  static byte[] integer(BigInteger value) {
    return tlv(INTEGER, value.toByteArray());
  }

  /** An object identifier in dotted form, e.g. {@code 2.5.4.3}. */
  static byte[] oid(String dotted) {
    String[] arcs = dotted.split("\\.");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(Integer.parseInt(arcs[0]) * 40 + Integer.parseInt(arcs[1]));
    for (int i = 2; i < arcs.length; i++) {
      writeBase128(out, Long.parseLong(arcs[i]));
    }
    return tlv(OID, out.toByteArray());
  }

  private static void writeBase128(ByteArrayOutputStream out, long value) {
    int groups = Math.max(1, (64 - Long.numberOfLeadingZeros(value) + 6) / 7);
    for (int g = groups - 1; g >= 0; g--) {
      int seven = (int) (value >>> (7 * g)) & 0x7f;
      out.write(g == 0 ? seven : seven | 0x80);
    }
  }

  static byte[] utf8(String text) {
    return tlv(UTF8_STRING, text.getBytes(StandardCharsets.UTF_8));
  }

  /** UTCTime, valid for dates from 1950 to 2049 (RFC 5280 4.1.2.5). */
  static byte[] utcTime(ZonedDateTime time) {
    return tlv(UTC_TIME, time.withZoneSameInstant(ZoneOffset.UTC).format(UTC_TIME_FORMAT)
        .getBytes(StandardCharsets.US_ASCII));
  }

  /** A BIT STRING of whole bytes (no unused bits). */
  static byte[] bitString(byte[] bits) {
    return tlv(BIT_STRING, new byte[] {0}, bits);
  }

  /** A context-specific tag: constructed (explicit, e.g. [0] version) or primitive (implicit). */
  static byte[] tagged(int number, boolean constructed, byte[] content) {
    return tlv(0x80 | (constructed ? 0x20 : 0) | number, content);
  }
}
