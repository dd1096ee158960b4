package dev.nnebench.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each sample belongs to the component of its deepest frame a rule knows. */
class BreakdownTest {
  private static final String READ = "Fetch.run;oracle/jdbc/driver/T4CResultSet.next;"
      + "oracle/net/ns/NetInputStream.read;oracle/net/ano/CryptoDataPacket.receive";

  @Test
  void theDriversOwnAesJceAndTheSocketAreToldApartUnderTheSameCaller() {
    Stacks stacks = Stacks.parse(String.join("\n",
        READ + ";oracle/net/aso/a.i 60",
        READ + ";javax/crypto/Cipher.update;com/sun/crypto/provider/CipherCore.update;"
            + "cipherBlockChaining_decryptAESCrypt 20",
        READ + ";sun/nio/ch/NioSocketImpl.read;recv;tcp_recvmsg_locked_[k] 10",
        "Fetch.run;oracle/jdbc/driver/DynamicByteArray.getString;"
            + "java/lang/String.<init>;memcg1_commit_charge_[k] 5",
        "Fetch.run;java/lang/Thread.yield 5"));

    Breakdown b = Breakdown.of(stacks);

    assertEquals(100, b.samples());
    assertEquals(List.of(Component.DRIVER_CRYPTO, Component.JDK_CRYPTO, Component.SOCKET_IO,
        Component.DRIVER_DECODING, Component.OTHER),
        b.shares().stream().map(Breakdown.Share::component).toList());
    assertEquals("driver crypto", b.top());
    assertTrue(b.text("CPU").startsWith("driver crypto 60 % (oracle/net/aso/a.i 60 %); JDK crypto"
        + " 20 % (cipherBlockChaining_decryptAESCrypt 20 %); socket I/O 10 %"), b.text("CPU"));
    assertTrue(b.text("CPU").contains("driver decoding 5 % (oracle/jdbc/driver/DynamicByteArray"
        + ".getString 5 %)"), b.text("CPU"));
  }

  @Test
  void nnebenchsRowCheckIsApartAndTheDriversSharesAreOfTheRest() {
    String cell = "Fetch.run;dev/nnebench/fetch/Tally.readRows;dev/nnebench/fetch/Tally.readCell";
    Stacks stacks = Stacks.parse(String.join("\n",
        cell + ";dev/nnebench/shape/RowDigest.add;java/lang/String.hashCode;"
            + "java/lang/StringLatin1.hashCode 20",
        cell + " 5",
        cell + ";oracle/jdbc/driver/DynamicByteArray.getString 30",
        "Fetch.run;dev/nnebench/fetch/Tally.readRows;oracle/jdbc/driver/T4CTTIrxd.unmarshal;"
            + "oracle/net/aso/ab.update;java/security/MessageDigest.update;"
            + "sun/security/provider/DigestBase.engineUpdate;sha256_implCompressMB 45"));

    Breakdown b = Breakdown.of(stacks);

    assertEquals(List.of(Component.JDK_CRYPTO, Component.DRIVER_DECODING),
        b.shares().stream().map(Breakdown.Share::component).toList());
    assertEquals(0.6, b.shares().get(0).fraction(), 1e-9);
    assertEquals(0.25, b.rowCheck().fraction(), 1e-9);
    assertEquals("JDK crypto 60 % (sha256_implCompressMB 60 %); driver decoding 40 %"
        + " (oracle/jdbc/driver/DynamicByteArray.getString 40 %) of the fetching thread's CPU"
        + " outside nnebench's own row check; nnebench row check 25 % of all its CPU"
        + " (dev/nnebench/shape/RowDigest.add 20 %, dev/nnebench/fetch/Tally.readCell 5 %)",
        b.text("CPU"));
  }

  @Test
  void allocationSlowPathsAreGc() {
    Stacks stacks = Stacks.parse("Fetch.run;oracle/jdbc/driver/T4CMAREngine.unmarshal;"
        + "OptoRuntime::new_array_C;MemAllocator::allocate;G1CollectedHeap::attempt_allocation 3");
    assertEquals("GC", Breakdown.of(stacks).top());
  }

  @Test
  void aThreadsStacksAreKeptWithoutItsRootFrame() {
    Stacks all = Stacks.parse("[worker-1 tid=7];a;b 3\n[worker-1 tid=7];a 1\n[C2 Compiler tid=9];c 5"
        + "\n[worker-10 tid=8];d 2\n");

    Stacks mine = all.ofThread("worker-1");

    assertEquals(4, mine.total());
    assertEquals("a;b 3\na 1\n", mine.text());
  }

  @Test
  void twoProfilesDifferByComponentLargestChangeFirst() {
    Breakdown own = Breakdown.of(Stacks.parse("x;oracle/net/aso/a.i 8\nx;oracle/jdbc/A.b 2"));
    Breakdown jce = Breakdown.of(Stacks.parse("x;javax/crypto/Cipher.update 3\nx;oracle/jdbc/A.b"
        + " 7"));
    assertEquals("driver crypto 80 % -> 0 %, driver decoding 20 % -> 70 %, JDK crypto 0 % -> 30 %",
        Shift.text(own, jce));
  }
}
