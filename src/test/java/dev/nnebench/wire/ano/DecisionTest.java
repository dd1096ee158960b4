package dev.nnebench.wire.ano;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.nne.NneLevel;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class DecisionTest {
  private static final int AES256 = 17;

  /** Oracle's level matrix: on, off, or the ORA error (client level x server level). */
  @ParameterizedTest(name = "client {0} x server {1} -> {2}")
  @CsvSource({
      "REJECTED, REJECTED, off", "REJECTED, ACCEPTED, off", "REJECTED, REQUESTED, off",
      "REJECTED, REQUIRED, 12660",
      "ACCEPTED, REJECTED, off", "ACCEPTED, ACCEPTED, off", "ACCEPTED, REQUESTED, on",
      "ACCEPTED, REQUIRED, on",
      "REQUESTED, REJECTED, off", "REQUESTED, ACCEPTED, on", "REQUESTED, REQUESTED, on",
      "REQUESTED, REQUIRED, on",
      "REQUIRED, REJECTED, 12660", "REQUIRED, ACCEPTED, on", "REQUIRED, REQUESTED, on",
      "REQUIRED, REQUIRED, on"})
  void shouldFollowOraclesLevelMatrix(NneLevel client, NneLevel server, String outcome) {
    Decision d = Decision.decide(offer(client, AES256), new ServicePolicy(server, List.of(AES256)));
    String actual = d.failed() ? Integer.toString(d.oraError()) : d.on() ? "on" : "off";
    assertEquals(outcome, actual);
  }

  @Test
  void shouldFailWithOra12650WhenRequiredAndNothingInCommon() {
    Decision d = Decision.decide(offer(NneLevel.REQUIRED, 15),
        new ServicePolicy(NneLevel.ACCEPTED, List.of(AES256)));
    assertEquals(Decision.NO_COMMON_ALGORITHM, d.oraError());
  }

  @Test
  void shouldStayOffWhenOnlyRequestedAndNothingInCommon() {
    Decision d = Decision.decide(offer(NneLevel.REQUESTED, 15),
        new ServicePolicy(NneLevel.REQUESTED, List.of(AES256)));
    assertEquals(new Decision(0, 0), d);
  }

  @Test
  void shouldPickTheServersFirstChoiceTheClientOffers() {
    Decision d = Decision.decide(ClientOffer.fromList(new byte[] {15, 16, 17}),
        new ServicePolicy(NneLevel.ACCEPTED, List.of(16, 17)));
    assertEquals(16, d.algorithmId());
  }

  private static ClientOffer offer(NneLevel level, int id) {
    byte[] list = switch (level) {
      case REJECTED -> new byte[] {0};
      case ACCEPTED -> new byte[] {0, (byte) id};
      case REQUESTED -> new byte[] {(byte) id, 0};
      case REQUIRED -> new byte[] {(byte) id};
    };
    return ClientOffer.fromList(list);
  }
}
