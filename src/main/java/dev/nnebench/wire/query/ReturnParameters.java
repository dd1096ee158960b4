package dev.nnebench.wire.query;

import dev.nnebench.wire.ttc.MessageType;
import dev.nnebench.wire.ttc.TtcWriter;

/**
 * TTC message 8 after an execute: the al8o4 output array, where ojdbc finds the cursor id of a
 * newly opened cursor (element 2; a real 23ai server sent [SCN, 0, cursor, 0, 0, 0]), then no
 * transaction data, no key/value pairs and no registration info.
 */
final class ReturnParameters {
  private static final int AL8O4_LENGTH = 6;
  private static final int AL8O4_CURSOR = 2;

  private ReturnParameters() {}

  static void write(TtcWriter w, int cursorId) {
    w.ub1(MessageType.PARAMETER).ub2(AL8O4_LENGTH);
    for (int i = 0; i < AL8O4_LENGTH; i++) {
      w.ub4(i == AL8O4_CURSOR ? cursorId : 0);
    }
    w.ub2(0); // al8txl: no transaction data
    w.ub2(0); // key/value pairs
    w.ub2(0); // registration info
  }
}
