package dev.nnebench.wire.ano;

import dev.nnebench.nne.NneLevel;
import java.util.ArrayList;
import java.util.List;

/**
 * What a client offers for encryption or checksumming: its level, which the driver encodes by
 * where it puts id 0 ("none") in its algorithm list, and the real algorithms in its order.
 *
 * <p>Id 0 alone means REJECTED, first ACCEPTED, last REQUESTED, absent REQUIRED.
 */
public record ClientOffer(NneLevel level, List<Integer> algorithms) {
  private static final int NONE = 0;

  public static ClientOffer fromList(byte[] ids) {
    List<Integer> algorithms = new ArrayList<>();
    int nonePosition = -1;
    for (int i = 0; i < ids.length; i++) {
      int id = ids[i] & 0xff;
      if (id == NONE) {
        nonePosition = i;
      } else {
        algorithms.add(id);
      }
    }
    return new ClientOffer(level(nonePosition, ids.length), List.copyOf(algorithms));
  }

  private static NneLevel level(int nonePosition, int length) {
    if (length <= 1 && nonePosition == 0 || length == 0) {
      return NneLevel.REJECTED;
    }
    if (nonePosition < 0) {
      return NneLevel.REQUIRED;
    }
    return nonePosition == 0 ? NneLevel.ACCEPTED : NneLevel.REQUESTED;
  }
}
