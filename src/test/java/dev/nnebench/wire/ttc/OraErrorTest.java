package dev.nnebench.wire.ttc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class OraErrorTest {

  @Test
  void messagesAreWordedAsOracleSendsThem() {
    assertEquals("ORA-01403: no data found\n", OraError.NO_DATA_FOUND.message());
    assertEquals("ORA-00942: table or view does not exist\n", OraError.TABLE_NOT_FOUND.message());
    assertEquals("ORA-12660: Encryption or crypto-checksumming parameters incompatible\n",
        OraError.INCOMPATIBLE_PARAMETERS.message());
  }
}
