package dev.nnebench.wire.eztls;

import dev.nnebench.wire.session.channel.Protection;
import java.io.IOException;

/**
 * ezTLS right after login, until the server has proven its certificate: the client's first
 * request arrives inside the verification block of {@link ServerVerification} (ojdbc wraps every
 * packet until it has read the server's answer, python-oracledb only its first), and the
 * server's first reply packet goes out inside the server's block. From then on, plain ezTLS.
 */
final class VerifyingProtection implements Protection {
  private final EzTlsProtection tls;
  private final ServerVerification verification;
  private boolean requestOpened;
  private boolean replied;

  VerifyingProtection(EzTlsProtection tls, ServerVerification verification) {
    this.tls = tls;
    this.verification = verification;
  }

  @Override
  public byte[] open(byte[] body, int off, int len) throws IOException {
    byte[] plain = tls.open(body, off, len);
    if (!requestOpened || !replied && ServerVerification.isWrapped(plain)) {
      plain = verification.openRequest(plain);
      requestOpened = true;
    }
    return plain;
  }

  @Override
  public int maxPayload(int maxBodyBytes) {
    return tls.maxPayload(maxBodyBytes) - (replied ? 0 : verification.replyOverhead());
  }

  @Override
  public int sealedLength(int payloadLength) {
    return tls.sealedLength(payloadLength + (replied ? 0 : verification.replyOverhead()));
  }

  @Override
  public int seal(byte[] in, int off, int len, byte[] out, int outOff) {
    if (replied) {
      return tls.seal(in, off, len, out, outOff);
    }
    byte[] block = verification.reply(in, off, len);
    replied = true;
    return tls.seal(block, 0, block.length, out, outOff);
  }

  @Override
  public boolean active() {
    return true;
  }

  @Override
  public void renew() {
    tls.renew();
  }

  @Override
  public byte[] openMarker(byte[] payload) throws IOException {
    return tls.openMarker(payload);
  }

  @Override
  public byte[] sealMarker(byte[] payload) {
    return tls.sealMarker(payload);
  }
}
