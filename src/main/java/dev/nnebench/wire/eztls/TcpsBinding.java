package dev.nnebench.wire.eztls;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * ezTLS over TCPS ({@code oracle.net.eztls=true}): an ordinary TCPS session whose client
 * validates no certificate and binds it after logon instead. Its first request after logon
 * arrives as the verification block of {@link ServerVerification} around the whole TNS packet,
 * header included, and the server's first reply packet goes out whole inside its block. The
 * client does not say beforehand that it will (ojdbc marks nothing in its CONNECT), so the
 * stream is read as usual unless the first bytes after logon are the block's header: a TNS
 * packet's length cannot start with 5A A5 at the 4-byte lengths of version 315 and later (below
 * it, where a 23,205-byte packet could, and where no ezTLS client is, nothing is looked for).
 * Only the first request is opened (ojdbc wraps every packet until it has read the reply, so a
 * first request of several packets is not served).
 */
public final class TcpsBinding {
  private final EzTlsIdentity identity;
  private byte[] comboKey;
  private ServerVerification verification;
  private boolean largeLengths = true;
  private boolean checked;
  private boolean replyDue;

  /** A binding to the TCPS certificate of {@code identity}. */
  public TcpsBinding(EzTlsIdentity identity) {
    this.identity = identity;
  }

  /** Whether TNS lengths take 4 bytes (version 315 and later), as the handshake settled. */
  public void useLargeLengths(boolean large) {
    largeLengths = large;
  }

  /**
   * Expect the block from now on: O5LOGON has produced {@code comboKey}. The signature is made
   * only for a client that sends the block, so plain TCPS logons cost nothing more.
   */
  public void afterLogin(byte[] comboKey) {
    this.comboKey = comboKey.clone();
  }

  /** Whether the client bound the certificate: the session is ezTLS over TCPS. */
  public boolean bound() {
    return verification != null;
  }

  /** The TLS input, with the client's block opened. */
  public InputStream input(InputStream tls) {
    return new FilterInputStream(tls) {
      private byte[] pending = new byte[0];
      private int at;

      @Override
      public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        if (at == pending.length && comboKey != null && largeLengths && !checked) {
          checked = true;
          pending = firstAfterLogin(new DataInputStream(in));
          at = 0;
        }
        if (at < pending.length) {
          int n = Math.min(len, pending.length - at);
          System.arraycopy(pending, at, b, off, n);
          at += n;
          return n;
        }
        return in.read(b, off, len);
      }
    };
  }

  /* The opened packet if the client sent the block, else the two bytes read to tell. */
  private byte[] firstAfterLogin(DataInputStream in) throws IOException {
    byte[] head = new byte[2];
    in.readFully(head);
    if (!ServerVerification.isWrapped(head)) {
      return head;
    }
    verification = new ServerVerification(comboKey, identity);
    ByteArrayOutputStream block = new ByteArrayOutputStream();
    block.write(head);
    copy(in, block, 2);
    copy(in, block, field(in, block));
    copy(in, block, 2 + 2 + 2);
    copy(in, block, field(in, block));
    copy(in, block, field(in, block));
    replyDue = true;
    return verification.openRequest(block.toByteArray());
  }

  private static int field(DataInputStream in, ByteArrayOutputStream block) throws IOException {
    int length = in.readUnsignedShort();
    block.write(length >> 8);
    block.write(length);
    return length;
  }

  private static void copy(DataInputStream in, ByteArrayOutputStream block, int n)
      throws IOException {
    byte[] b = new byte[n];
    in.readFully(b);
    block.write(b);
  }

  /** The TLS output, with the server's first reply packet sealed in its block. */
  public OutputStream output(OutputStream tls) {
    return new FilterOutputStream(tls) {
      private final ByteArrayOutputStream packet = new ByteArrayOutputStream();

      @Override
      public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        if (!replyDue) {
          out.write(b, off, len);
          return;
        }
        packet.write(b, off, len);
        byte[] held = packet.toByteArray();
        int length = held.length < 4 ? Integer.MAX_VALUE : packetLength(held);
        if (held.length >= length) {
          replyDue = false;
          out.write(verification.reply(held, 0, length));
          out.write(held, length, held.length - length);
        }
      }
    };
  }

  private int packetLength(byte[] header) {
    ByteBuffer b = ByteBuffer.wrap(Arrays.copyOf(header, 4));
    return largeLengths ? b.getInt() : b.getShort() & 0xffff;
  }
}
