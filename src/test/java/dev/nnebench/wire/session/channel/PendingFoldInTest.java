package dev.nnebench.wire.session.channel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PendingFoldInTest {
  /** Records which protection opened or sealed a body. */
  private static final class Recording implements Protection {
    private final String name;
    private final List<String> calls;

    Recording(String name, List<String> calls) {
      this.name = name;
      this.calls = calls;
    }

    @Override
    public int maxPayload(int maxBodyBytes) {
      return maxBodyBytes;
    }

    @Override
    public int sealedLength(int payloadLength) {
      return payloadLength;
    }

    @Override
    public int seal(byte[] in, int off, int len, byte[] out, int outOff) {
      calls.add("seal " + name);
      return len;
    }

    @Override
    public void renew() {
      calls.add("renew " + name);
    }

    @Override
    public byte[] open(byte[] body, int off, int len) {
      calls.add("open " + name);
      return body;
    }

    @Override
    public boolean active() {
      return true;
    }
  }

  private final List<String> calls = new ArrayList<>();
  private final AtomicInteger foldings = new AtomicInteger();
  private final PendingFoldIn protection = new PendingFoldIn(new Recording("ano", calls),
      () -> {
        foldings.incrementAndGet();
        return new Recording("folded", calls);
      });

  @Test
  void shouldKeepTheAnoKeysWhileTheClientSendsFlagZero() throws Exception {
    protection.open(new byte[] {7, 0}, 0, 2); // go-ora: never folds
    protection.seal(new byte[1], 0, 1, new byte[1], 0);
    protection.open(new byte[] {7, 0}, 0, 2);
    assertEquals(List.of("open ano", "seal ano", "open ano"), calls);
    assertEquals(0, foldings.get());
  }

  @Test
  void shouldFoldInForGoodOnTheFirstPacketWithFlagOne() throws Exception {
    protection.open(new byte[] {7, 1}, 0, 2); // ojdbc: folds right after login
    protection.seal(new byte[1], 0, 1, new byte[1], 0);
    protection.open(new byte[] {7, 1}, 0, 2);
    assertEquals(List.of("open folded", "seal folded", "open folded"), calls);
    assertEquals(1, foldings.get());
  }
}
