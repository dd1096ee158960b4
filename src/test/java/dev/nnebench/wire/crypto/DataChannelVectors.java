package dev.nnebench.wire.crypto;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Golden sealed bodies from an independent Python model of brief 3.5/3.7 (hashlib, the
 * cryptography package's AES, its own RC4): per combination and direction, four packets in order.
 */
final class DataChannelVectors {
  record Vector(EncryptionType enc, ChecksumType sum, boolean clientToServer,
      int index, byte[] payload, byte[] body) {}

  static final String RESOURCE = "data-channel-vectors.txt";
  private static final HexFormat HEX = HexFormat.of();

  byte[] sharedSecret;
  byte[] iv;
  final List<Vector> vectors = new ArrayList<>();

  static DataChannelVectors load() {
    DataChannelVectors loaded = new DataChannelVectors();
    try (BufferedReader reader = new BufferedReader(new InputStreamReader(
        DataChannelVectors.class.getResourceAsStream(RESOURCE), StandardCharsets.US_ASCII))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        loaded.parse(line.split(" "));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return loaded;
  }

  private void parse(String[] f) {
    switch (f[0]) {
      case "#" -> { }
      case "Z" -> sharedSecret = HEX.parseHex(f[1]);
      case "IV" -> iv = HEX.parseHex(f[1]);
      default -> vectors.add(new Vector(EncryptionType.byDriverName(f[0]).orElseThrow(),
          ChecksumType.byDriverName(f[1]).orElseThrow(), f[2].equals("C2S"),
          Integer.parseInt(f[3]), f[4].equals("-") ? new byte[0] : HEX.parseHex(f[4]),
          HEX.parseHex(f[5])));
    }
  }
}
