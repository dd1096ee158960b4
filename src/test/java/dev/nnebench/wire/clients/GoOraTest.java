package dev.nnebench.wire.clients;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.wire.server.ServerOptions;
import dev.nnebench.wire.server.WireServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * go-ora v2.9.0 (pure Go, its own TTC and ANO) against the double, without NNE and with every
 * AES x SHA pair the double offers: wrong password, login, a DUAL query, shapes with exact
 * values (SQL texts of 30 and 100 KB included), ORA-00942 with the session still usable, ping
 * and logoff. The server is configured to require exactly one pair, and its log shows which one
 * was negotiated.
 */
class GoOraTest {
  private static final String USER = "scott";
  private static final String PASSWORD = "go-Secret-9";

  @Test
  void shouldServeEverythingGoOraAsksWithoutNne() throws Exception {
    ServerLog log = new ServerLog();
    ClientRun run = run(ServerOptions.builder(), log, List.of(), ExpectedShapes.ALL);
    List<String> lines = log.awaitLines(2 + ExpectedShapes.ALL.size());
    assertTrue(ServerLog.anyLineHasAll(lines, "driver=OracleClientGo", "encryption=none",
        "outcome=ORA-01017"), lines.toString());
    SessionSteps.assertAll(run, "ok", ExpectedShapes.ALL);
  }

  /** Every AES x SHA pair: go-ora also offers RC4 and DES, which the double does not serve. */
  static Stream<Arguments> nnePairs() {
    List<ChecksumType> checksums = List.of(ChecksumType.SHA1, ChecksumType.SHA256,
        ChecksumType.SHA384, ChecksumType.SHA512);
    return Stream.of(EncryptionType.AES128, EncryptionType.AES192,
        EncryptionType.AES256).flatMap(e -> checksums.stream().map(c -> Arguments.of(e, c)));
  }

  @ParameterizedTest
  @MethodSource("nnePairs")
  void shouldServeGoOraOverNne(EncryptionType encryption, ChecksumType checksum)
      throws Exception {
    ServerLog log = new ServerLog();
    // go-ora seals SDU-64 plain bytes per packet: with SHA512's 64-byte MAC a full request
    // packet is 8204 bytes over an 8192 SDU, and the double ends the connection as Oracle 19c
    // and 21c do for packets over the SDU (sijms/go-ora#444): no long SQL with SHA512
    List<ExpectedShapes.Fetch> fetches = Stream.concat(ExpectedShapes.ALL.subList(0, 2).stream(),
        (checksum == ChecksumType.SHA512 ? List.<ExpectedShapes.Fetch>of()
            : ExpectedShapes.LONG_SQL).stream()).toList();
    ClientRun run = run(ServerOptions.builder()
        .encryption(NneLevel.REQUIRED, List.of(encryption))
        .checksum(NneLevel.REQUIRED, List.of(checksum)), log,
        List.of("-encryption", "REQUIRED", "-integrity", "REQUIRED"), fetches);
    List<String> lines = log.awaitLines(2 + fetches.size());
    String negotiated = "encryption=" + encryption.driverName() + " checksum="
        + checksum.driverName();
    assertTrue(ServerLog.anyLineHasAll(lines, negotiated, "outcome=logoff"), lines.toString());
    assertTrue(ServerLog.anyLineHasAll(lines, negotiated, "outcome=ORA-01017"), lines.toString());
    SessionSteps.assertAll(run, "ok", fetches);
  }

  private static ClientRun run(ServerOptions.Builder options, ServerLog log, List<String> flags,
      List<ExpectedShapes.Fetch> fetches) throws Exception {
    String client = GoOra.client().toString();
    try (WireServer server = new WireServer(options.user(USER, PASSWORD).log(log).build())
        .start()) {
      List<String> command = new ArrayList<>(List.of(client));
      command.addAll(flags);
      command.addAll(List.of("127.0.0.1", Integer.toString(server.port()), "FREEPDB1", USER));
      fetches.forEach(f -> command.add(f.spec()));
      return ClientRun.run(command, null, Map.of("NNEBENCH_PASSWORD", PASSWORD), 120);
    }
  }
}
