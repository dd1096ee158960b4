package dev.nnebench.wire.ano;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nnebench.nne.NneLevel;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClientOfferTest {
  @Test
  void shouldReadTheLevelFromWhereNoneSits() {
    assertEquals(NneLevel.REJECTED, ClientOffer.fromList(new byte[] {0}).level());
    assertEquals(NneLevel.ACCEPTED, ClientOffer.fromList(new byte[] {0, 15, 16, 17}).level());
    assertEquals(NneLevel.REQUESTED, ClientOffer.fromList(new byte[] {17, 0}).level());
    assertEquals(NneLevel.REQUIRED, ClientOffer.fromList(new byte[] {17}).level());
  }

  @Test
  void shouldKeepTheClientsOrderWithoutNone() {
    assertEquals(List.of(3, 4, 5, 6), ClientOffer.fromList(new byte[] {0, 3, 4, 5, 6}).algorithms());
  }

  @Test
  void shouldTreatAnEmptyListAsRejected() {
    assertEquals(NneLevel.REJECTED, ClientOffer.fromList(new byte[0]).level());
  }
}
