package dev.nnebench.wire.crypto;

import dev.nnebench.nne.KeySchedule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;

/**
 * Outputs of ojdbc11 23.26.4's own NNE classes (nne-key-schedules.md section 6) for
 * Z[i] = 7i + 3, server IV f0..ff and a 40-byte payload, in both schedules. Keys look like
 * "updated AES256 pkt1", "legacy SHA1 mac3" (after a renewal), "updated SHA256 mac4" (after the
 * fold-in) or "legacy SHA256 s2c1".
 */
final class KeyScheduleVectors {
  static final String RESOURCE = "key-schedule-vectors.txt";
  private static final HexFormat HEX = HexFormat.of();

  final Map<String, byte[]> values = new HashMap<>();
  byte[] sharedSecret;
  byte[] serverIv;

  static KeyScheduleVectors load() {
    KeyScheduleVectors loaded = new KeyScheduleVectors();
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(
        KeyScheduleVectors.class.getResourceAsStream(RESOURCE), StandardCharsets.US_ASCII))) {
      String section = "";
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        section = line.startsWith("=== useWeakCrypto=true") ? "legacy"
            : line.startsWith("=== useWeakCrypto=false") ? "updated" : section;
        loaded.parse(section, line);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return loaded;
  }

  byte[] get(KeySchedule schedule, String algorithm, String what) {
    byte[] v = values.get(schedule.label() + " " + algorithm + " " + what);
    if (v == null) {
      throw new IllegalArgumentException("no vector " + schedule + " " + algorithm + " " + what);
    }
    return v;
  }

  private void parse(String section, String line) {
    String[] f = line.split("[ =]");
    if (line.startsWith("Z=")) {
      sharedSecret = HEX.parseHex(f[1]);
    } else if (line.startsWith("serverIV=")) {
      serverIv = HEX.parseHex(f[1]);
    } else if (line.matches("AES\\d+ P\\(40\\) pkt1=.*")) {
      values.put(section + " " + f[0] + " pkt1", HEX.parseHex(f[3]));
    } else if (line.matches("SHA\\d+ c2s mac\\d.*")) {
      values.put(section + " " + f[0] + " " + f[2].substring(0, 4),
          HEX.parseHex(line.substring(line.indexOf('=') + 1)));
    } else if (line.matches("(legacy|new) SHA\\d+ [0-9a-f]+")) {
      values.put((f[0].equals("new") ? "updated" : "legacy") + " " + f[1] + " s2c1",
          HEX.parseHex(f[2]));
    }
  }
}
